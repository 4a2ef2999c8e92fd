/**
 * Deterministic mode's float atomics on GPUs: the logged form (src/passes/log-float-atomics.ts)
 * and its launcher (src/ops/ordered-atomics.ts: parallel logging, stable argsort, additions in item
 * order). The launcher is forced on every device here (GPUs take it in deterministic mode; CPU
 * devices would run items in order instead), so the same steps are checked on js, wasm and native
 * against the sequential reference, bit for bit.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { logFloatAtomics } from '../../src/passes/log-float-atomics.js';
import { launchLogged, loggedVariant } from '../../src/runtime/deterministic.js';
import { type Kernel, KernelCore } from '../../src/runtime/kernel.js';
import type { Schema } from '../../src/types/schema.js';
import { compileAllToPtx, renderAll } from '../backends/cuda/ptx-batch.js';
import { describeNvcc, nvccPath } from '../backends/cuda/support.js';
import { available, reportUnavailable, rng } from './devices.js';

reportUnavailable();

const F32 = tt.arrayOf(tt.f32);
const F64 = tt.arrayOf(tt.f64);
const I32 = tt.arrayOf(tt.i32);

/**
 * Launches `k` the way a GPU in deterministic mode does (the runtime's launchLogged and the
 * registered launcher, ops/ordered-atomics.ts), on any device.
 */
function launchForced<S extends Schema>(
  k: Kernel<S>,
  device: tt.Device,
  range: tt.LaunchRange,
  args: Record<string, unknown>,
  opts: tt.LaunchOptions = {},
): Promise<tt.Event> {
  const variant = loggedVariant(k.ir, (ir, added) => {
    const compiled = { ir, fast: null, timings: [], text: '' };
    return new KernelCore({ ...k.schema, ...added }, compiled, null);
  });
  const extents = typeof range === 'number' ? [range] : [...range];
  const off = opts.offset;
  const offset = off === undefined ? undefined : typeof off === 'number' ? [off] : [...off];
  const prepared = { device, queue: device.defaultQueue, extents, offset };
  return launchLogged(variant, prepared, range, args, opts);
}

const N = 20_000;
const r = rng(11);
const w = Float32Array.from({ length: N }, () => (r() - 0.3) * 1e3);
const bins = Int32Array.from({ length: N }, (_, i) => ((i * 2654435761) >>> 0) % 13);

/** Two arrays, sites in both branches of an if and one after it. */
const scatter = tt.kernel(
  { w: F32, bins: I32, h: F32, g: F32 },
  (i, { w, bins, h, g }) => {
    const b = bins[i];
    if (w[i] > 0) Atomics.add(h, b, w[i]);
    else Atomics.sub(h, b + 1, w[i] * 0.5);
    Atomics.add(g, i % 3, w[i] * w[i]);
  },
  { deterministic: true },
);

function scatterReference(): number[] {
  const h = new Float32Array(14);
  const g = new Float32Array(3);
  for (let i = 0; i < N; i++) {
    const b = bins[i] ?? 0;
    const v = w[i] ?? 0;
    if (v > 0) h[b] = (h[b] ?? 0) + v;
    else h[b + 1] = (h[b + 1] ?? 0) - Math.fround(v * 0.5);
    g[i % 3] = (g[i % 3] ?? 0) + Math.fround(v * v);
  }
  return [...h, ...g];
}

async function runScatter(device: tt.Device, logged: boolean): Promise<number[]> {
  const h = tt.zeros([14], tt.f32, { device });
  const g = tt.zeros([3], tt.f32, { device });
  const args = { w: tt.array(w, { device }), bins: tt.array(bins, { device }), h, g };
  await (logged ? launchForced(scatter, device, N, args) : scatter.launch(N, args));
  return [...(await h.read()), ...(await g.read())];
}

describe('the logged form', () => {
  const refusal = (k: { readonly ir: Kernel['ir'] }): string | undefined => {
    const form = logFloatAtomics(k.ir);
    return 'refused' in form ? form.refused : undefined;
  };
  const WH = { w: F32, h: F32 };

  it('accepts add and sub statements in branches and in counted loops (constant or parameter bounds)', () => {
    const k = tt.kernel({ w: F32, h: F32, m: tt.i32 }, (i, { w, h, m }) => {
      for (let a = 1; a < 3; a++) for (let b = 0; b < m; b++) Atomics.add(h, a + b, w[i]);
    });
    const looped = logFloatAtomics(k.ir);
    if (!('logged' in looped)) throw new Error(looped.refused);
    const [site] = looped.logged.arrays[0]?.sites ?? [];
    expect(site?.loops.map((l) => [l.start, l.bound])).toEqual([
      [1, 3],
      [0, { param: 'm' }],
    ]);
    expect(logFloatAtomics(scatter.ir)).toHaveProperty('logged');
    const form = logFloatAtomics(scatter.ir);
    if (!('logged' in form)) return;
    expect(form.logged.arrays.map((a) => [a.sourceName, a.sites.length, a.type])).toEqual([
      ['h', 2, 'f32'],
      ['g', 1, 'f32'],
    ]);
  });

  it('refuses, with the reason, what slot order cannot order', () => {
    const unknownTrips = "Atomics.add on 'h' inside a loop whose trip count is not known at launch";
    expect(
      refusal(
        tt.kernel(WH, (i, { w, h }) => {
          for (let t = 0; t < w[i]; t++) Atomics.add(h, t, 1);
        }),
      ),
    ).toContain(unknownTrips);
    expect(
      refusal(
        tt.kernel(WH, (i, { w, h }) => {
          let t = 0;
          while (w[i + t] > 0) {
            Atomics.add(h, t, 1);
            t++;
          }
        }),
      ),
    ).toContain(unknownTrips);
    expect(
      refusal(
        tt.kernel(WH, (i, { w, h }) => {
          for (let t = 0; t < 4; t++) {
            Atomics.add(h, t, w[i]);
            t += 1;
          }
        }),
      ),
    ).toContain(unknownTrips);
    expect(
      refusal(
        tt.kernel(WH, (i, { w, h }) => {
          w[i] = Atomics.add(h, 0, 1);
        }),
      ),
    ).toBe("the value returned by Atomics.add on 'h' is used");
    expect(
      refusal(
        tt.kernel(WH, (_i, { h }) => {
          Atomics.exchange(h, 0, 1);
        }),
      ),
    ).toBe("Atomics.exchange on 'h' (only add and sub are ordered)");
    expect(
      refusal(
        tt.kernel(WH, (_i, { h }) => {
          Atomics.add(h, 0, h[1]);
        }),
      ),
    ).toBe("'h' is read as well as added to");
    expect(
      refusal(
        tt.kernel(WH, (i, { h }) => {
          Atomics.add(h, 0, 1);
          h[i + 1] = 0;
        }),
      ),
    ).toBe("'h' is stored to as well as added to");
  });
});

describe('logged float atomics applied in item order', () => {
  const want = scatterReference();

  it('js, items in order: the reference', async () => {
    const js = available.find((d) => d.backend === 'js');
    if (js) expect(await runScatter(js, false)).toEqual(want);
  });

  for (const device of available) {
    it(`${device.id}: js's bits, run after run`, async () => {
      expect(await runScatter(device, true)).toEqual(want);
      expect(await runScatter(device, true)).toEqual(want);
    });

    it(`${device.id}: a 2-D launch with an offset numbers items row-major; console.log still prints`, async () => {
      const R = 6;
      const C = 37;
      const img = Float32Array.from({ length: R * C }, (_, i) => (Math.sin(i * 1.3) + 1) / 2);
      const k = tt.kernel(
        { img: tt.arrayOf(tt.f32, 2), h: F32 },
        ([i, j], { img, h }) => {
          const v = img[i][j];
          Atomics.add(h, Math.min(7, Math.floor(v * 8)), v);
          if (j === 3) console.log('row', i);
        },
        { deterministic: true },
      );
      const ref = new Float32Array(8);
      for (let i = 1; i < R; i++)
        for (let j = 2; j < C; j++) {
          const v = img[i * C + j] ?? 0;
          const b = Math.min(7, Math.floor(v * 8));
          ref[b] = (ref[b] ?? 0) + v;
        }
      const h = tt.zeros([8], tt.f32, { device });
      const lines: string[] = [];
      const args = { img: tt.array(img, { device, shape: [R, C] }), h };
      await launchForced(k, device, [R - 1, C - 2], args, { offset: [1, 2], print: (l) => lines.push(l) });
      expect(await h.read()).toEqual(ref);
      expect(lines).toEqual(['row 1', 'row 2', 'row 3', 'row 4', 'row 5']);
    });

    it(`${device.id}: sites in counted loops (a parameter bound, nested, a break, 0 trips) keep js's order`, async () => {
      const k = tt.kernel(
        { x: F32, h: F32, g: F32, m: tt.i32 },
        (i, { x, h, g, m }) => {
          for (let t = 0; t < m; t++) Atomics.add(h, (i + t) % 7, x[i * m + t]);
          for (let a = 1; a < 3; a++) {
            for (let b = 0; b < 2; b++) Atomics.add(g, a + b, x[i] * a);
            if (x[i] > 0.5) break;
          }
          Atomics.sub(h, 0, 0.25);
        },
        { deterministic: true },
      );
      const n = 3000;
      for (const m of [5, 0, 2]) {
        const x = Float32Array.from({ length: n * 5 }, (_, i) => Math.abs(Math.sin(i * 0.7)));
        const ref = { h: new Float32Array(8), g: new Float32Array(4) };
        for (let i = 0; i < n; i++) {
          for (let t = 0; t < m; t++) ref.h[(i + t) % 7] = (ref.h[(i + t) % 7] ?? 0) + (x[i * m + t] ?? 0);
          for (let a = 1; a < 3; a++) {
            for (let b = 0; b < 2; b++) ref.g[a + b] = (ref.g[a + b] ?? 0) + Math.fround((x[i] ?? 0) * a);
            if ((x[i] ?? 0) > 0.5) break;
          }
          ref.h[0] = (ref.h[0] ?? 0) - 0.25;
        }
        const h = tt.zeros([8], tt.f32, { device });
        const g = tt.zeros([4], tt.f32, { device });
        await launchForced(k, device, n, { x: tt.array(x, { device }), h, g, m });
        expect([...(await h.read()), ...(await g.read())]).toEqual([...ref.h, ...ref.g]);
      }
    });

    it(`${device.id}: f64 additions where the device has f64`, async () => {
      if (!device.caps.f64) return;
      const k = tt.kernel(
        { x: F64, h: F64 },
        (i, { x, h }) => {
          Atomics.add(h, i & 1, x[i] as number);
        },
        { deterministic: true },
      );
      const x = Float64Array.from({ length: 5000 }, (_, i) => Math.sin(i) * 10 ** (i % 7));
      const ref = [0, 0];
      for (let i = 0; i < x.length; i++) ref[i & 1] = (ref[i & 1] ?? 0) + (x[i] ?? 0);
      const h = tt.zeros([2], tt.f64, { device });
      await launchForced(k, device, x.length, { x: tt.array(x, { device }), h });
      expect([...(await h.read())]).toEqual(ref);
    });

    it(`${device.id}: an index out of range fails at js's item, and the array added to fails with it`, async () => {
      const k = tt.kernel(
        { bins: I32, h: F32 },
        (i, { bins, h }) => {
          Atomics.add(h, bins[i] as number, 1);
        },
        { deterministic: true },
      );
      const h = tt.zeros([4], tt.f32, { device });
      const b = tt.array(Int32Array.from([0, 1, 2, 3, 0, 9, 1, -1]), { device });
      await expect(launchForced(k, device, 8, { bins: b, h })).rejects.toMatchObject({
        name: 'KernelRangeError',
        code: 'KERNEL_INDEX_OUT_OF_BOUNDS',
        index: 9,
      });
      // as on js: the array added to fails with the kernel's error itself
      await expect(h.read()).rejects.toMatchObject({
        name: 'KernelRangeError',
        code: 'KERNEL_INDEX_OUT_OF_BOUNDS',
      });
    });
  }
});

describeNvcc('the logged form on cuda', () => {
  it('a logged kernel builds to PTX with nvcc, every warning an error', async () => {
    const form = logFloatAtomics(scatter.ir);
    if (!('logged' in form)) throw new Error(form.refused);
    const { jobs, failures } = renderAll([{ name: 'scatter_logged', ir: form.logged.ir }]);
    const r = await compileAllToPtx(nvccPath ?? 'nvcc', ['-Werror', 'all-warnings'], jobs);
    expect([...failures, ...r.failures]).toEqual([]);
  }, 300_000);
});
