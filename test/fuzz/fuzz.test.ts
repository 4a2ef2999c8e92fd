/**
 * The differential fuzzer (issue 18): seeded random kernels of three classes run on every available
 * device against the js backend, and (int class) the js backend against plain JS. `npm test` runs a
 * fixed seed and ~200 kernels; `npm run fuzz` runs thousands (FUZZ_KERNELS, FUZZ_SEED). A difference
 * is minimised and saved under fuzz-reproducers/ (or FUZZ_OUT) before the test fails.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { flushesSubnormals, reportMissingAdapters } from '../support/adapters.js';
import { allowedUlps, differ, plainJs, runProgram } from './differential.js';
import { type FuzzClass, generate, type Program } from './generate.js';
import { checkMathCall, mathCall } from './math-calls.js';
import { minimise, saveReproducer } from './minimise.js';

const TOTAL = Number(process.env.FUZZ_KERNELS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 18);
const OUT = process.env.FUZZ_OUT ?? 'fuzz-reproducers';

/** Share of kernels per class. */
const CLASSES: readonly [FuzzClass, number][] = [
  ['int', 0.6],
  ['float', 0.25],
  ['transcendental', 0.15],
];

/**
 * The transcendental class computes in f64, which WebGPU lacks; tutti's f32 Math functions there
 * are checked one by one against their stated bounds (test/backends/webgpu/math.test.ts), since
 * the bounds of nested calls do not compose into a bound on a random expression.
 */
function skipReason(cls: FuzzClass, d: tt.Device): string | undefined {
  if (cls === 'transcendental' && !d.caps.f64) return `${d.id} has no f64`;
  // the second WebGPU adapter runs the cheaper subset: the f32 Math-call class below
  if (d.details.backend === 'vulkan') {
    return `Dawn's Vulkan adapter runs only the f32 Math-call class (SwiftShader compiles a kernel in about a second; it flushes subnormals, which this class's exact bits include)`;
  }
  return undefined;
}

/** Kernels refused per device for needing f64 (reported, not failures). */
const refused = new Map<string, number>();

const devices = tt.devices().filter((d) => d.available && d.backend !== 'js' && d.backend !== 'sim');
const js = tt.device('js');

async function check(p: Program, d: tt.Device | 'plain'): Promise<string | undefined> {
  const want = d === 'plain' ? plainJs(p) : await runProgram(p, js);
  const got = d === 'plain' ? await runProgram(p, js) : await runProgram(p, d);
  // A device without f64 refuses a kernel whose exact integer values need f64 (documented).
  if (d !== 'plain' && !d.caps.f64 && got.error === 'launch: KERNEL_TYPE_UNSUPPORTED_ON_DEVICE') {
    refused.set(d.id, (refused.get(d.id) ?? 0) + 1);
    return undefined;
  }
  return differ(p, want, got, d === 'plain' ? 0 : allowedUlps(p, d.backend));
}

reportMissingAdapters();

describe('differential fuzzing', () => {
  for (const [cls, share] of CLASSES) {
    const count = Math.max(1, Math.round(TOTAL * share));
    const targets: (tt.Device | 'plain')[] = [...(cls === 'int' ? ['plain' as const] : []), ...devices];
    for (const d of targets) {
      const name = d === 'plain' ? 'js vs plain JS' : `${d.id} vs js`;
      const reason = d === 'plain' ? undefined : skipReason(cls, d);
      if (reason) {
        it.skip(`${cls}: ${name} — skipped: ${reason}`, () => {});
        continue;
      }
      it(`${cls}: ${count} kernels, ${name} (seed ${SEED})`, { timeout: 600_000 }, async () => {
        const found: string[] = [];
        for (let k = 0; k < count && found.length < 3; k++) {
          const p = generate(cls, SEED * 100_003 + k * 7919 + cls.length);
          const what = await check(p, d);
          if (what === undefined) continue;
          // Shrink while the same difference remains: the same error, or a value difference.
          const same = (w: string | undefined) =>
            w !== undefined && (what.startsWith('error') ? w === what : !w.startsWith('error'));
          const small = await minimise(p, async (q) => same(await check(q, d)));
          const path = saveReproducer(OUT, small, `${name}: ${(await check(small, d)) ?? what}`);
          found.push(`${path}: ${what}`);
        }
        const r = d === 'plain' ? 0 : (refused.get(d.id) ?? 0);
        if (r > 0) console.info(`${cls} on ${name}: ${r} kernels refused (they need f64 for exact integers)`);
        expect(found).toEqual([]);
      });
    }
  }
});

/**
 * The transcendental class on devices without f64 whose Math functions have stated bounds (WebGPU):
 * one Math call per kernel on exact f32 arguments, within the function's bound (math-calls.ts).
 */
describe('differential fuzzing: single f32 Math calls within their stated bounds', () => {
  const count = Math.max(1, Math.round(TOTAL * 0.15));
  for (const d of devices.filter((x) => x.backend === 'webgpu')) {
    it(`transcendental (f32, one call): ${count} kernels, ${d.id} vs js (seed ${SEED})`, {
      timeout: 600_000,
    }, async () => {
      const found: string[] = [];
      const flushes = await flushesSubnormals(d);
      for (let k = 0; k < count && found.length < 3; k++) {
        const c = mathCall(SEED * 100_003 + k);
        const what = await checkMathCall(c, d, flushes);
        if (what !== undefined) found.push(`seed ${c.seed}: ${what}`);
      }
      expect(found).toEqual([]);
    });
  }
});
