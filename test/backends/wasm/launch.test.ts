/** Bounds checks, failures and threads on the wasm device. */
import { afterAll, describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { contentDespiteFailure } from '../../support/failed-content.js';

const available = tt.devices().find((d) => d.backend === 'wasm')?.available === true;

const shift = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), d: tt.i32 }, (i, { x, y, d }) => {
  y[i] = x[i + d] * 2;
});
const copy = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
  y[i] = x[i] + 1;
});
const spin = tt.kernel({ y: tt.arrayOf(tt.f32), n: tt.i32 }, (i, { y, n }) => {
  let s = 0;
  for (let k = 0; k < n; k++) s = s * 0.5 + k;
  y[i] = s;
});
const hist = tt.kernel({ x: tt.arrayOf(tt.f32), h: tt.arrayOf(tt.i32) }, (i, { x, h }) => {
  Atomics.add(h, Math.floor(x[i]) & 15, 1);
});

afterAll(() => tt.configure({ threads: 0 }));

async function rangeError(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    return e as tt.KernelRangeError;
  }
  throw new Error('expected a KernelRangeError');
}

describe.skipIf(!available)('wasm launches', () => {
  for (const n of [100, 200_000]) {
    it(`out-of-bounds read -> KernelRangeError, like js (scalar path, n=${n})`, async () => {
      const run = (device: string) => {
        const x = tt.zeros([n], tt.f32, { device });
        const y = tt.zeros([n], tt.f32, { device });
        return rangeError(shift.launch(n, { x, y, d: 3 }));
      };
      const [w, j] = [await run('wasm'), await run('js')];
      expect(w).toBeInstanceOf(tt.KernelRangeError);
      expect({ a: w.array, i: w.index, l: w.length, m: w.message }).toEqual({
        a: j.array,
        i: j.index,
        l: j.length,
        m: j.message,
      });
      expect(w.index).toBe(n);
    });

    it(`out-of-bounds in the SIMD path (range longer than an array, n=${n})`, async () => {
      const x = tt.zeros([n - 5], tt.f32, { device: 'wasm' });
      const y = tt.zeros([n], tt.f32, { device: 'wasm' });
      const e = await rangeError(copy.launch(n, { x, y }));
      expect(e).toMatchObject({ name: 'KernelRangeError', array: 'x', index: n - 5, length: n - 5 });
      await expect(y.read()).rejects.toBe(e); // y is failed (docs/memory.md#failed-arrays)
      const out = await contentDespiteFailure(y);
      expect(out[n - 6]).toBe(1); // items before the failing one ran
      expect(out[n - 5]).toBe(0); // the failing one did not store
    });
  }

  it('a failing launch does not hang later launches', async () => {
    const x = tt.array(new Float32Array(50_000).fill(1), { device: 'wasm' });
    const y = tt.zeros([50_000], tt.f32, { device: 'wasm' });
    await expect(shift.launch(50_000, { x, y, d: 1 })).rejects.toThrow(tt.KernelRangeError);
    await y.fill(0); // y was failed by the failing launch: a whole overwrite clears it
    await copy.launch(50_000, { x, y });
    expect((await y.read())[49_999]).toBe(2);
  });

  it('the event loop keeps running during a long kernel', async () => {
    const y = tt.zeros([4096], tt.f32, { device: 'wasm' });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const t0 = performance.now();
    await spin.launch(4096, { y, n: 40_000 });
    const ms = performance.now() - t0;
    clearInterval(timer);
    expect(ms).toBeGreaterThan(20);
    expect(ticks).toBeGreaterThan(2);
  });

  it('threads = 1 and threads = 2 give the same results (atomics included)', async () => {
    const n = 300_001;
    const xs = Float32Array.from({ length: n }, (_, i) => (i * 7919) % 101);
    const results: number[][] = [];
    for (const threads of [1, 2]) {
      tt.configure({ threads });
      const x = tt.array(xs.slice(), { device: 'wasm' });
      const y = tt.zeros([n], tt.f32, { device: 'wasm' });
      const h = tt.zeros([16], tt.i32, { device: 'wasm' });
      await copy.launch(n, { x, y });
      await hist.launch(n, { x, h });
      results.push([...(await y.read()).slice(-10), ...(await h.read())]);
    }
    expect(results[0]).toEqual(results[1]);
    expect((results[0] ?? []).slice(10).reduce((a, b) => a + b, 0)).toBe(n);
  });
});
