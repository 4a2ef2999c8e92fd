/**
 * np.cumsum, np.cumprod, np.sort and np.argsort with NumPy's axis conventions on every available
 * device against plain-JS references: flattened (no axis / null), every axis, negative axes, 0-d,
 * size-1 and empty arrays, small-integer and bool dtypes, stability, errors.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable } from '../ops/devices.js';

const { np } = tt;
reportUnavailable();
// -0 reads as 0: a running product's sign of zero is not what is tested
const read = async (x: tt.NDArray) => Array.from((await x.read()) as ArrayLike<number>, (v) => v + 0);

const SHAPE = [2, 3, 4];
const DATA = Array.from({ length: 24 }, (_, k) => [3, -1, 2, 0, 1, -2, 2, 5, -1][k % 9] ?? 0);

/** The lines of `shape` along `axis`: for each, the flat indices of its elements in order. */
function linesOf(shape: readonly number[], axis: number): number[][] {
  const inner = shape.slice(axis + 1).reduce((a, b) => a * b, 1);
  const len = shape[axis] ?? 1;
  const total = shape.reduce((a, b) => a * b, 1);
  const out: number[][] = [];
  for (let o = 0; o < total / (len * inner || 1); o++)
    for (let j = 0; j < inner; j++)
      out.push(Array.from({ length: len }, (_, k) => o * len * inner + k * inner + j));
  return out;
}

/** Applies `f` to every line of `data` along `axis`, writing its results back at the line's indices. */
function alongLines(
  data: readonly number[],
  shape: readonly number[],
  axis: number,
  f: (v: number[]) => number[],
) {
  const out = data.slice();
  for (const idx of linesOf(shape, axis)) {
    const r = f(idx.map((i) => data[i] ?? 0));
    idx.forEach((i, k) => {
      out[i] = r[k] ?? Number.NaN;
    });
  }
  return out;
}

const running = (op: (a: number, b: number) => number) => (v: number[]) => {
  let acc: number | undefined;
  return v.map((x) => (acc = acc === undefined ? x : op(acc, x)));
};
const cumsumRef = running((a, b) => a + b);
const cumprodRef = running((a, b) => a * b + 0);
const sortRef = (v: number[]) => v.slice().sort((a, b) => a - b);
/** Stable argsort. */
const argsortRef = (v: number[]) =>
  v
    .map((x, i) => [x, i] as const)
    .sort((p, q) => p[0] - q[0] || p[1] - q[1])
    .map((p) => p[1]);

describe.each(available.map((d) => ({ id: d.id, device: d })))(
  'tt.np scans and sorts on $id',
  ({ device }) => {
    it('cumsum / cumprod: flattened by default, along every axis (negative too)', async () => {
      for (const dtype of ['f32', 'i32'] as const) {
        const x = np.reshape(np.asarray(DATA, { device, dtype }), SHAPE);
        const flat = np.cumsum(x);
        expect([flat.shape, flat.dtype, await read(flat)]).toEqual([[24], dtype, cumsumRef(DATA)]);
        expect(await read(np.cumprod(x, { axis: null }))).toEqual(cumprodRef(DATA));
        for (const axis of [0, 1, 2, -1, -3]) {
          const a = axis < 0 ? axis + 3 : axis;
          const s = np.cumsum(x, { axis });
          expect([axis, s.shape, await read(s)]).toEqual([
            axis,
            SHAPE,
            alongLines(DATA, SHAPE, a, cumsumRef),
          ]);
          const p = x.cumprod({ axis });
          expect([axis, await read(p)]).toEqual([axis, alongLines(DATA, SHAPE, a, cumprodRef)]);
        }
      }
    });

    it('cumsum / cumprod dtypes, 0-d, size-1 and empty arrays, errors', async () => {
      const small = np.asarray([100, 100, 100], { device, dtype: 'i8' });
      const s = np.cumsum(small);
      expect([s.dtype, await read(s)]).toEqual(['i32', [100, 200, 300]]);
      expect([np.cumprod(small).dtype, await read(np.cumprod(small))]).toEqual([
        'i32',
        [100, 10000, 1000000],
      ]);
      const b = np.greater(np.asarray([1, 0, 2], { device }), 0);
      expect(await read(np.cumsum(b))).toEqual([1, 1, 2]);
      const z = np.cumsum(np.asarray(5, { device }));
      expect([z.shape, await read(z)]).toEqual([[1], [5]]);
      const one = np.reshape(np.asarray([1, 2, 3], { device, dtype: tt.f32 }), [3, 1]);
      expect(await read(np.cumsum(one, { axis: 1 }))).toEqual([1, 2, 3]);
      expect(await read(one.cumsum({ axis: 0 }))).toEqual([1, 3, 6]);
      const e = np.cumsum(np.zeros([0, 3], { device }), { axis: 1 });
      expect(e.shape).toEqual([0, 3]);
      expect(np.cumprod(np.zeros([2, 0], { device })).shape).toEqual([0]);
      expect(() => np.cumsum(np.asarray(5, { device }), { axis: 0 })).toThrow(
        expect.objectContaining({ code: 'OP_AXIS_OUT_OF_RANGE' }),
      );
      expect(() => np.cumsum(one, { axes: 0 } as never)).toThrow(/did you mean 'axis'/);
    });

    it('sort / argsort: last axis by default, any axis, flattened with null; stable', async () => {
      const x = np.reshape(np.asarray(DATA, { device, dtype: tt.f32 }), SHAPE);
      const s = np.sort(x);
      expect([s.shape, await read(s)]).toEqual([SHAPE, alongLines(DATA, SHAPE, 2, sortRef)]);
      for (const axis of [0, 1, -2]) {
        const a = axis < 0 ? axis + 3 : axis;
        expect([axis, await read(np.sort(x, { axis }))]).toEqual([axis, alongLines(DATA, SHAPE, a, sortRef)]);
        const idx = np.argsort(x, { axis });
        expect([axis, idx.dtype, await read(idx)]).toEqual([
          axis,
          'i32',
          alongLines(DATA, SHAPE, a, argsortRef),
        ]);
      }
      const flat = np.argsort(x, { axis: null });
      expect([flat.shape, await read(flat)]).toEqual([[24], argsortRef(DATA)]);
      expect(await read(np.sort(x, { axis: null }))).toEqual(sortRef(DATA));
      expect(await read(x.argsort())).toEqual(alongLines(DATA, SHAPE, 2, argsortRef));
    });

    it('sort dtypes (small integers and bools via i32), 0-d, empty, f64 where the device has it', async () => {
      const u = np.asarray([200, 3, 255, 0], { device, dtype: 'u8' });
      const su = np.sort(u);
      expect([su.dtype, await read(su)]).toEqual(['u8', [0, 3, 200, 255]]);
      expect(await read(np.argsort(np.asarray([-5, 7, -300], { device, dtype: 'i16' })))).toEqual([2, 0, 1]);
      const b = np.sort(np.greater(np.asarray([1, 0, 2, 0], { device }), 0));
      expect([await read(b), await np.item(np.slice(b, [3]))]).toEqual([[0, 0, 1, 1], true]);
      expect(await read(np.sort(np.asarray(4, { device }), { axis: null }))).toEqual([4]);
      expect(() => np.sort(np.asarray(4, { device }))).toThrow(
        expect.objectContaining({ code: 'OP_AXIS_OUT_OF_RANGE' }),
      );
      expect(np.sort(np.zeros([2, 0], { device })).shape).toEqual([2, 0]);
      expect(np.argsort(np.zeros([0, 3], { device }), { axis: 0 }).shape).toEqual([0, 3]);
      // f64: sorted where the device has it (test/np/sort-f64.test.ts), refused elsewhere
      if (device.caps.f64)
        expect(await read(np.sort(np.asarray(new Float64Array([2, -1]), { device })))).toEqual([-1, 2]);
      else
        expect(() => np.sort(np.zeros([2], { device, dtype: tt.f64 }))).toThrow(
          expect.objectContaining({ code: 'OP_BAD_DTYPE' }),
        );
    });
  },
);
