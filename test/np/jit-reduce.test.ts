/**
 * tt.jit fuses an elementwise chain into the reduction it feeds (issue 30 item 6): full reductions
 * and reductions over the last axis of sum, prod, max, min run the chain inside the reduction's
 * first pass — one launch where the reduction has one pass — and give the unfused result bit for
 * bit (the same blocked order), on every available device.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable } from '../ops/devices.js';

const { np } = tt;
reportUnavailable();
const read = async (x: tt.NDArray) => Array.from((await x.read()) as ArrayLike<number>);

/** Launches of a blocked reduction of lines of `len` elements with blocks of B. */
function passes(len: number, B: number): number {
  let count = 1;
  for (let n = Math.ceil(len / B); n > 1; n = Math.ceil(n / B)) count++;
  return count;
}

describe.each(available.map((d) => ({ id: d.id, device: d })))(
  'tt.jit into reductions on $id',
  ({ device }) => {
    const B = device.kind === 'gpu' ? 256 : 1024;
    const lin = (n: number, scale: number, offset = 0, dtype: tt.DType = tt.f32) =>
      np.astype(np.add(np.multiply(np.arange(n, undefined, 1, tt.f32, { device }), scale), offset), dtype);

    it('np.sum(np.multiply(x, y)) is the reduction’s launches alone, bit-identical to unfused', async () => {
      const dot = tt.jit((x: tt.NDArray, y: tt.NDArray) => np.sum(np.multiply(x, y)));
      for (const n of [1, 7, 1000, 5000, 70_000]) {
        const x = lin(n, 0.37, -3);
        const y = lin(n, -0.0011, 2.5);
        const unfused = np.sum(np.multiply(x, y));
        const want = await read(unfused);
        tt.resetStats();
        const got = dot(x, y);
        expect(await read(got)).toEqual(want);
        expect(got.shape).toEqual([]);
        expect(tt.stats().launches).toBe(passes(n, B));
      }
    });

    it('fuses sum, prod, max, min over everything or the last axis, with keepdims, broadcasting and small ints', async () => {
      const m = np.reshape(lin(6 * 1500, 0.013, -40), [6, 1500]);
      const row = lin(1500, -0.002, 1);
      const col = np.reshape(lin(6, 1.5, -2), [6, 1]);
      const chain = (a: tt.NDArray, b: tt.NDArray, c: tt.NDArray) => np.add(np.multiply(np.sin(a), b), c);
      const cases: [string, (a: tt.NDArray, b: tt.NDArray, c: tt.NDArray) => tt.NDArray][] = [
        ['sum', (a, b, c) => np.sum(chain(a, b, c))],
        ['sum axis -1', (a, b, c) => np.sum(chain(a, b, c), { axis: -1 })],
        ['max axis 1 keepdims', (a, b, c) => np.max(chain(a, b, c), { axis: 1, keepdims: true })],
        ['min', (a, b, c) => np.min(chain(a, b, c))],
        ['prod axis 1', (a, b) => np.prod(np.add(np.multiply(np.cos(a), 1e-4), b), { axis: 1 })],
        // i16 results summed in i32, bools counted in u32
        ['sum i16', (a) => np.sum(np.astype(np.multiply(a, 100), tt.i16))],
        ['sum bool axis 1', (a, b) => np.sum(np.greater(a, b), { axis: 1 })],
        ['max u8', (a) => np.max(np.astype(a, tt.u8))],
      ];
      for (const [what, f] of cases) {
        const want = await read(f(m, row, col));
        tt.resetStats();
        const got = tt.jit(f)(m, row, col);
        const values = await read(got);
        expect(values, what).toEqual(want);
        expect(got.shape, what).toEqual(f(m, row, col).shape);
        expect(tt.stats().launches, what).toBe(passes(what.includes('axis') ? 1500 : 9000, B));
      }
    });

    it('keeps the chain’s array when it is needed anyway, and falls back for other axes, mean and empty arrays', async () => {
      const x = np.reshape(lin(64, 0.5, -8), [8, 8]);
      const both = tt.jit((v: tt.NDArray) => {
        const s = np.square(v);
        return [s, np.sum(s)];
      });
      const [s, total] = both(x) as tt.NDArray[];
      expect(await read(s as tt.NDArray)).toEqual(await read(np.square(x)));
      expect(await (total as tt.NDArray).item()).toBe(await np.sum(np.square(x)).item());
      const first = tt.jit((v: tt.NDArray) => np.sum(np.exp(v), { axis: 0 }));
      expect(await read(first(x))).toEqual(await read(np.sum(np.exp(x), { axis: 0 })));
      const mean = tt.jit((v: tt.NDArray) => np.mean(np.abs(v)));
      expect(await mean(x).item()).toBe(await np.mean(np.abs(x)).item());
      const empty = np.zeros([0], { device });
      expect(
        await tt
          .jit((v: tt.NDArray) => np.sum(np.add(v, 1)))(empty)
          .item(),
      ).toBe(0);
    });
  },
);
