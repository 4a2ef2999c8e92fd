/**
 * tt.np's views (reshape, expand_dims, squeeze, slices: shared memory, no launch), set,
 * flip, transpose/.T and NDArray's operator methods on every available device, against a plain-JS
 * reference of NumPy's indexing; views of views; bad indices with their codes.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { installArrayMethods } from '../../src/runtime/array-methods.js';
import { available, reportUnavailable } from '../ops/devices.js';

const { np } = tt;
reportUnavailable();
// np has no 64-bit integers: its results read as number arrays
const read = async (x: tt.NDArray) => Array.from((await x.read()) as ArrayLike<number>);

type Entry = number | null | (number | null)[];

/** NumPy's basic indexing of a row-major array, in plain JS: the selected elements' flat indices and shape. */
function refIndex(shape: number[], index: Entry[]): { at: number[]; shape: number[] } {
  const axes = shape.map((n, d) => {
    const e = index[d] ?? null;
    if (typeof e === 'number') return { keep: false, idx: [e < 0 ? e + n : e] };
    const [s0, t0, st0] = e ?? [];
    const step = st0 ?? 1;
    const norm = (v: number | null | undefined) =>
      v === null || v === undefined ? undefined : v < 0 ? v + n : v;
    let start = norm(s0);
    let stop = norm(t0);
    const idx: number[] = [];
    if (step > 0) {
      start ??= 0;
      stop ??= n;
      for (let i = start; i < stop; i += step) idx.push(i);
    } else {
      start = Math.min(start ?? n - 1, n - 1);
      stop ??= -1;
      for (let i = start; i > stop; i += step) idx.push(i);
    }
    return { keep: true, idx };
  });
  const strides = shape.map((_, d) => shape.slice(d + 1).reduce((a, b) => a * b, 1));
  let at = [0];
  axes.forEach((a, d) => {
    at = at.flatMap((base) => a.idx.map((i) => base + i * (strides[d] ?? 0)));
  });
  return { at, shape: axes.filter((a) => a.keep).map((a) => a.idx.length) };
}

const CASES: { shape: number[]; index: Entry[]; text?: string }[] = [
  { shape: [10], index: [[0, 10, 2]], text: '0:10:2' },
  { shape: [10], index: [[null, null, -3]], text: '::-3' },
  { shape: [10], index: [[-4, null]], text: '-4:' },
  { shape: [10], index: [[8, 2, -2]], text: '8:2:-2' },
  { shape: [10], index: [[5, 5]], text: '5:5' },
  {
    shape: [3, 4],
    index: [
      [1, null],
      [null, null, -2],
    ],
    text: '1:, ::-2',
  },
  { shape: [3, 4], index: [1], text: '1' },
  { shape: [3, 4], index: [2, -1], text: '2, -1' },
  { shape: [2, 3, 4], index: [null, [0, 3, 2], -2], text: ':, 0:3:2, -2' },
  { shape: [2, 3, 4], index: [[1, 2], null, [3, 0, -1]] },
  { shape: [4, 1, 3], index: [[null, null, 3], 0] },
];

describe.each(available.map((d) => ({ id: d.id, device: d })))('tt.np views on $id', ({ device }) => {
  const arange = (shape: number[]) =>
    np.reshape(
      np.arange(
        shape.reduce((a, b) => a * b, 1),
        undefined,
        1,
        tt.f32,
        { device },
      ),
      shape,
    );

  it('slices like NumPy (list and text forms), as views: reading one is at most one counted copy', async () => {
    for (const c of CASES) {
      const x = arange(c.shape);
      const want = refIndex(c.shape, c.index);
      await x.read();
      tt.resetStats();
      const s = np.slice(x, c.index);
      expect(s.shape).toEqual(want.shape);
      expect(await read(s)).toEqual(want.at);
      expect(tt.stats().launches).toBeLessThanOrEqual(1);
      expect(tt.stats().viewCopies).toBe(tt.stats().launches);
      if (c.text !== undefined) expect(await read(x.slice(c.text))).toEqual(want.at);
    }
  });

  it('writes into slices with set (numbers and broadcast arrays)', async () => {
    for (const c of CASES) {
      const x = arange(c.shape);
      const want = await read(x);
      const r = refIndex(c.shape, c.index);
      np.set(x, c.index, -1);
      for (const i of r.at) want[i] = -1;
      expect(await read(x)).toEqual(want);
      if (r.shape.length === 0) continue;
      const last = r.shape[r.shape.length - 1] ?? 0;
      const row = np.arange(last, undefined, 1, tt.i32, { device });
      x.set(c.index, row);
      r.at.forEach((i, k) => {
        want[i] = k % last;
      });
      expect(await read(x)).toEqual(want);
    }
    const b = np.greater(np.arange(4, undefined, 1, tt.f32, { device }), 1);
    np.set(b, '0:1', 5);
    expect(await np.item(np.slice(b, [0]))).toBe(true);
    expect(await read(b)).toEqual([1, 0, 1, 1]);
  });

  it('reshape, ravel, expand_dims, squeeze are views: shared memory, no launch; views of views', async () => {
    const x = arange([2, 3, 4]);
    await x.read();
    tt.resetStats();
    const v = np.reshape(x, [6, -1]);
    const w = np.squeeze(np.expand_dims(np.ravel(v), 0));
    const e = np.expand_dims(x, -1);
    expect([v.shape, w.shape, e.shape]).toEqual([[6, 4], [24], [2, 3, 4, 1]]);
    expect(np.squeeze(e, -1).shape).toEqual([2, 3, 4]);
    expect(tt.stats().launches).toBe(0);
    np.set(w, '0:3', 100);
    x.set([1, 2, 3], 7);
    const want = Array.from({ length: 24 }, (_, i) => (i < 3 ? 100 : i === 23 ? 7 : i));
    expect(await read(v)).toEqual(want);
    expect(await read(x)).toEqual(want);
    expect(await read(v.reshape([4, 6]).slice('1, ::2'))).toEqual([6, 8, 10]);
    // A host write of the base (its device copy now stale) is seen through the view on the device.
    await x.write(want.map((q) => q + 1));
    expect(await read(np.negative(v))).toEqual(want.map((q) => -(q + 1)));
    await x.write(want);
    const s = np.slice(np.slice(x, '1'), '::-1, 1:3');
    expect(s.shape).toEqual([3, 2]);
    expect(await read(s)).toEqual([21, 22, 17, 18, 13, 14]);
  });

  it('flips and transposes (.T), and runs operator methods', async () => {
    const x = arange([2, 3]);
    expect(await read(np.flip(x))).toEqual([5, 4, 3, 2, 1, 0]);
    expect(await read(np.flip(x, 1))).toEqual([2, 1, 0, 5, 4, 3]);
    expect(x.T.shape).toEqual([3, 2]);
    expect(await read(x.T)).toEqual([0, 3, 1, 4, 2, 5]);
    const y = x.add(1).mul(2).sqrt();
    expect(await read(y)).toEqual([1, 2, 3, 4, 5, 6].map((v) => Math.fround(Math.sqrt(2 * v))));
    expect(await read(x.sub(x).abs().neg().add(x.pow(2)).div(2))).toEqual([0, 0.5, 2, 4.5, 8, 12.5]);
    expect(await read(x.gt(2))).toEqual([0, 0, 0, 1, 1, 1]);
    expect(await read(x.le(2).eq(x.lt(3)))).toEqual([1, 1, 1, 1, 1, 1]);
    expect(await x.sum().item()).toBe(15);
    expect(await read(x.mean({ axis: 1 }))).toEqual([1, 4]);
    expect(await x.max().item()).toBe(5);
    expect(await x.min().item()).toBe(0);
    expect(await read(x.exp().log().sub(x).abs().lt(1e-5))).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('handles 0-d, size-1 and empty arrays in views, slices, set and flip', async () => {
    const s = np.asarray(4.5, { device, dtype: tt.f32 });
    expect(np.expand_dims(s, 0).shape).toEqual([1]);
    expect(np.squeeze(np.reshape(s, [1, 1])).shape).toEqual([]);
    expect(await read(np.slice(s, []))).toEqual([4.5]);
    np.set(s, [], 2);
    expect(await s.item()).toBe(2);
    expect(await read(np.flip(s))).toEqual([2]);
    const e = np.zeros([0, 3], { device });
    expect(np.slice(e, ':, 1').shape).toEqual([0]);
    expect(np.reshape(e, [3, 0]).shape).toEqual([3, 0]);
    expect(np.set(e, ':, 0', 1)).toBe(e);
    expect(np.flip(e).shape).toEqual([0, 3]);
    const x = arange([4, 1, 3]);
    expect(await read(np.slice(x, '1:3, 0'))).toEqual([3, 4, 5, 6, 7, 8]);
    np.set(x, [null, null, 1], np.asarray([[9]], { device }));
    expect(await read(np.slice(x, ':, :, 1'))).toEqual([[9], [9], [9], [9]].flat());
    expect(np.squeeze(x, 1).shape).toEqual([4, 3]);
    expect(np.slice(x, '2:2').shape).toEqual([0, 1, 3]);
  });

  it('installs operator methods once: a name NDArray already has is refused', () => {
    expect(() => installArrayMethods({ add: () => 0 })).toThrow(tt.InternalError);
    expect(() => installArrayMethods({ read: () => 0 })).toThrow(/already has a member 'read'/);
  });

  it('refuses bad indices with codes', () => {
    const x = arange([3, 4]);
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as tt.TuttiError).code;
      }
      return 'none';
    };
    expect(code(() => np.slice(x, [[0, 5], null]))).toBe('OP_INDEX_OUT_OF_RANGE');
    expect(code(() => np.slice(x, [3]))).toBe('OP_INDEX_OUT_OF_RANGE');
    expect(code(() => np.slice(x, '-4'))).toBe('OP_INDEX_OUT_OF_RANGE');
    expect(code(() => np.slice(x, '::0'))).toBe('OP_BAD_INDEX');
    expect(code(() => np.slice(x, '1, 2, 3'))).toBe('OP_BAD_INDEX');
    expect(code(() => np.slice(x, '1.5'))).toBe('OP_BAD_INDEX');
    expect(code(() => np.slice(x, '0:1:2:3'))).toBe('OP_BAD_INDEX');
    expect(code(() => np.set(x, '0', np.ones([3], { device })))).toBe('OP_SHAPE_MISMATCH');
    expect(code(() => np.reshape(x, [5, 2]))).toBe('OP_SHAPE_MISMATCH');
    expect(code(() => np.squeeze(x, 0))).toBe('OP_SHAPE_MISMATCH');
    expect(code(() => np.expand_dims(x, 3))).toBe('OP_AXIS_OUT_OF_RANGE');
    expect(code(() => np.flip(x, 2))).toBe('OP_AXIS_OUT_OF_RANGE');
    expect(code(() => np.concatenate([x, arange([2, 3])]))).toBe('OP_SHAPE_MISMATCH');
    expect(code(() => np.concatenate([x], { axes: 0 } as never))).toBe('OP_BAD_ARGUMENT');
  });
});
