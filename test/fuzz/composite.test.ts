/**
 * The differential fuzzer's classes for the kernel language of issue 28 (composite.ts,
 * composite-shaped.ts): f32 vectors, i32/u32 vectors, arrays of structs, i64/u64 BigInt
 * arithmetic, shaped 2-D/3-D arrays (`g[r][c]`, `g.shape[k]`, grids of vec3f) and helpers taking
 * arrays, vectors and structs, each device against the js backend, and (i64) the js backend
 * against the kernel run as plain JS over BigInts. Many
 * generated bodies share one kernel, so a class costs one compile per device. `npm test` runs one
 * program of BODIES bodies per class (seed FUZZ_SEED); `npm run fuzz` (FUZZ_KERNELS=3000) runs 15.
 * Measured at load 10–13 on the shared 2-core machine: 4–15 s per class and device, the first
 * native compile of the file about 30 s.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { reportMissingAdapters } from '../support/adapters.js';
import { type CompositeClass, generateComposite } from './composite.js';
import {
  type CompositeOutcome,
  compositeDiffer,
  compositeKernel,
  plainComposite,
  runComposite,
  undefinable,
} from './composite-run.js';

const SEED = Number(process.env.FUZZ_SEED ?? 18);
const PROGRAMS = Math.max(1, Math.round(Number(process.env.FUZZ_KERNELS ?? 200) / 200));
const BODIES = 6;

const CLASSES: readonly CompositeClass[] = ['vecf', 'veci', 'struct', 'i64', 'shaped', 'helper-array'];

/** WebGPU refuses 64-bit integers (docs/kernel-language.md); the refusal is tested in int64.test.ts. */
function skipReason(cls: CompositeClass, d: tt.Device): string | undefined {
  if (cls === 'i64' && d.backend === 'webgpu')
    return 'WebGPU refuses i64 kernels (KERNEL_TYPE_UNSUPPORTED_ON_DEVICE)';
  if (d.details.backend === 'vulkan')
    return "Dawn's Vulkan adapter (SwiftShader) runs only the f32 Math-call class";
  return undefined;
}

const devices = tt.devices().filter((d) => d.available && d.backend !== 'js' && d.backend !== 'sim');
const js = tt.device('js');

reportMissingAdapters();

describe('found by the helper-array class', () => {
  it('a method of tt.max(u, w) in a helper of vectors defines and runs (was a stack overflow)', async () => {
    const k = tt.kernel(
      { a: tt.arrayOf(tt.vec3f), ov: tt.arrayOf(tt.vec3f) },
      '(i, { a, ov }) => { ov[i] = h(a[i], a[0]); }',
      { helpers: { h: '(u, w) => tt.max(u, w).div(2)' } },
    );
    const ov = tt.zeros([2], tt.vec3f, { device: js });
    await k.launch(2, { a: tt.array(Float32Array.from([1, 5, 3, 4, 2, 6]), { device: js }), ov });
    expect([...(await ov.read())]).toEqual([0.5, 2.5, 1.5, 2, 2.5, 3]);
    // on numbers it is the coded error lowerCall gives (the scalar reading of the helper above)
    expect(() =>
      tt.kernel({ o: tt.arrayOf(tt.f32) }, '(i, { o }) => { o[i] = tt.min(o[0], 1).add(2); }'),
    ).toThrow(expect.objectContaining({ code: 'KERNEL_UNKNOWN_FUNCTION' }));
  });
});

describe('differential fuzzing: vectors, structs, 64-bit integers, shaped arrays, array helpers', () => {
  for (const cls of CLASSES) {
    const programs = Array.from({ length: PROGRAMS }, (_, k) =>
      generateComposite(cls, SEED * 100_003 + k * 7919 + cls.length * 31, BODIES),
    );
    const kernels = new Map<number, tt.Kernel>();
    const kernelOf = (k: number) => {
      const p = programs[k];
      if (!p) throw new Error(`no program ${k}`);
      const made = kernels.get(k) ?? compositeKernel(p);
      kernels.set(k, made);
      return made;
    };
    const wants = new Map<number, Promise<CompositeOutcome>>();
    const want = (k: number) => {
      const p = programs[k];
      if (!p) throw new Error(`no program ${k}`);
      let w = wants.get(k);
      if (!w) {
        w = runComposite(kernelOf(k), p, js);
        wants.set(k, w);
      }
      return w;
    };

    it(`${cls}: every generated body defines (${PROGRAMS}×${BODIES} bodies, seed ${SEED})`, () => {
      expect(programs.flatMap((p) => undefinable(p))).toEqual([]);
    });

    if (cls === 'i64') {
      it(`i64: js vs plain JS BigInts (${PROGRAMS}×${BODIES} bodies)`, async () => {
        const found: string[] = [];
        for (const [k, p] of programs.entries()) {
          const got = await want(k);
          expect(got.error).toBeUndefined();
          const what = compositeDiffer(p, plainComposite(p), got);
          if (what) found.push(`seed ${p.seed}: ${what}`);
        }
        expect(found).toEqual([]);
      });
    }

    for (const d of devices) {
      const reason = skipReason(cls, d);
      if (reason) {
        it.skip(`${cls}: ${d.id} vs js — skipped: ${reason}`, () => {});
        continue;
      }
      it(`${cls}: ${PROGRAMS}×${BODIES} bodies, ${d.id} vs js (seed ${SEED})`, {
        timeout: 300_000,
      }, async () => {
        const found: string[] = [];
        for (const [k, p] of programs.entries()) {
          const w = await want(k);
          expect(w.error).toBeUndefined();
          const what = compositeDiffer(p, w, await runComposite(kernelOf(k), p, d));
          if (what) found.push(`seed ${p.seed}: ${what}`);
        }
        expect(found).toEqual([]);
      });
    }
  }
});
