/**
 * np.matmul (1-D promotion, broadcast batches), np.dot (0-d, 1-D/2-D, N-D) and np.outer on every
 * available device against plain-JS references; shape and dtype errors with their codes.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable } from '../ops/devices.js';

const { np } = tt;
reportUnavailable();
const read = async (x: tt.NDArray) => Array.from((await x.read()) as ArrayLike<number>);
const size = (s: readonly number[]) => s.reduce((a, b) => a * b, 1);
/** Small integers: every product and sum below is exact in f32. */
const values = (n: number, seed: number) => Array.from({ length: n }, (_, k) => ((k * 7 + seed) % 5) - 2);

/** Row-major strides-based element read with NumPy broadcasting of a batch coordinate. */
function at(data: readonly number[], shape: readonly number[], coord: readonly number[]): number {
  const c = coord.slice(coord.length - shape.length).map((v, d) => ((shape[d] ?? 1) === 1 ? 0 : v));
  let flat = 0;
  for (let d = 0; d < shape.length; d++) flat = flat * (shape[d] ?? 1) + (c[d] ?? 0);
  return data[flat] ?? Number.NaN;
}

/** NumPy's matmul of row-major a and b: shape and values. */
function matmulRef(a: number[], as: number[], b: number[], bs: number[]) {
  const A = as.length === 1 ? [1, ...as] : as;
  const B = bs.length === 1 ? [...bs, 1] : bs;
  const [m = 1, k = 1] = A.slice(-2);
  const n = B[B.length - 1] ?? 1;
  const ba = A.slice(0, -2);
  const bb = B.slice(0, -2);
  const rank = Math.max(ba.length, bb.length);
  const batch = Array.from({ length: rank }, (_, d) => {
    const x = ba[d - (rank - ba.length)] ?? 1;
    const y = bb[d - (rank - bb.length)] ?? 1;
    return x === 1 ? y : x;
  });
  const out: number[] = [];
  for (let q = 0; q < size(batch); q++) {
    const coord: number[] = [];
    let rest = q;
    for (let d = rank - 1; d >= 0; d--) {
      coord[d] = rest % (batch[d] ?? 1);
      rest = Math.floor(rest / (batch[d] ?? 1));
    }
    for (let i = 0; i < m; i++)
      for (let j = 0; j < n; j++) {
        let s = 0;
        for (let p = 0; p < k; p++) s += at(a, A, [...coord, i, p]) * at(b, B, [...coord, p, j]);
        out.push(s);
      }
  }
  const shape = [...batch, ...(as.length > 1 ? [m] : []), ...(bs.length > 1 ? [n] : [])];
  return { shape, values: out };
}

describe.each(available.map((d) => ({ id: d.id, device: d })))('tt.np linalg on $id', ({ device }) => {
  const arr = (shape: number[], seed: number) =>
    np.reshape(np.asarray(values(size(shape), seed), { device, dtype: tt.f32 }), shape);

  it('matmul: 1-D promotion and broadcast batches, against a reference', async () => {
    const cases: [number[], number[]][] = [
      [
        [2, 3],
        [3, 4],
      ],
      [[3], [3, 4]],
      [[2, 3], [3]],
      [[3], [3]],
      [
        [2, 2, 3],
        [3, 4],
      ],
      [[2, 2, 3], [3]],
      [[3], [2, 3, 4]],
      [
        [2, 1, 2, 3],
        [3, 3, 2],
      ],
      [
        [1, 2, 3],
        [2, 3, 1],
      ],
      [
        [4, 1, 3],
        [4, 3, 2],
      ],
    ];
    for (const [as, bs] of cases) {
      const want = matmulRef(values(size(as), 1), as, values(size(bs), 2), bs);
      const c = np.matmul(arr(as, 1), arr(bs, 2));
      expect([as, bs, c.shape, c.dtype]).toEqual([as, bs, want.shape, 'f32']);
      expect([as, bs, await read(c)]).toEqual([as, bs, want.values]);
    }
  });

  it('matmul: large broadcast stacks (one GEMM per matrix on CPUs with a library GEMM)', async () => {
    const as = [2, 1, 64, 64];
    const bs = [3, 64, 64];
    const want = matmulRef(values(size(as), 1), as, values(size(bs), 2), bs);
    const c = np.matmul(arr(as, 1), arr(bs, 2));
    expect(c.shape).toEqual(want.shape);
    expect(await read(c)).toEqual(want.values);
  });

  it('matmul: a stack times a stack is one launch; empty products are zeros', async () => {
    const a = arr([3, 2, 4], 1);
    const b = arr([3, 4, 2], 3);
    await np.matmul(a, b).read();
    tt.resetStats();
    const c = np.matmul(a, b);
    expect(await read(c)).toEqual(matmulRef(values(24, 1), [3, 2, 4], values(24, 3), [3, 4, 2]).values);
    expect(tt.stats().launches).toBe(1);
    expect(np.matmul(np.zeros([0, 3], { device }), np.zeros([3, 4], { device })).shape).toEqual([0, 4]);
    const z = np.matmul(np.ones([2, 0], { device }), np.ones([0, 3], { device }));
    expect([z.shape, await read(z)]).toEqual([
      [2, 3],
      [0, 0, 0, 0, 0, 0],
    ]);
    expect(np.matmul(np.ones([2, 0, 3], { device }), np.ones([3, 2], { device })).shape).toEqual([2, 0, 2]);
  });

  it('matmul refuses mismatched inner and batch axes and 0-d operands with codes; integers are integer products', () => {
    const mis = expect.objectContaining({ code: 'OP_SHAPE_MISMATCH' });
    expect(() => np.matmul(arr([2, 3], 1), arr([4, 2], 1))).toThrow(mis);
    expect(() => np.matmul(arr([2, 3], 1), arr([4, 2], 1))).toThrow(/shapes \[2, 3\] and \[4, 2\]/);
    expect(() => np.matmul(arr([2, 2, 3], 1), arr([3, 3, 4], 1))).toThrow(mis);
    expect(() => np.matmul(arr([2, 2, 3], 1), arr([3, 3, 4], 1))).toThrow(/batch axes \[2\] and \[3\]/);
    expect(() => np.matmul(np.asarray(2, { device }), arr([2], 1))).toThrow(
      expect.objectContaining({ code: 'OP_BAD_ARGUMENT' }),
    );
    const ints = np.ones([2, 2], { device, dtype: 'i32' });
    expect(np.matmul(ints, ints).dtype).toBe('i32'); // test/np/linalg-int.test.ts checks the values
    expect(np.matmul(np.ones([2, 2], { device, dtype: 'i16' }), arr([2, 2], 1)).dtype).toBe('f32');
  });

  it('dot: 0-d, 1-D/2-D as matmul, N-D over the last and second-to-last axes', async () => {
    const s = np.dot(np.asarray(2, { device, dtype: tt.f32 }), arr([2, 2], 1));
    expect(await read(s)).toEqual(values(4, 1).map((v) => 2 * v));
    expect(await np.item(np.dot(arr([3], 1), arr([3], 2)))).toBe(
      values(3, 1).reduce((acc, v, k) => acc + v * (values(3, 2)[k] ?? 0), 0),
    );
    const as = [2, 2, 3];
    const bs = [2, 3, 2];
    const a = values(size(as), 1);
    const b = values(size(bs), 2);
    const want: number[] = [];
    for (let i = 0; i < 4; i++)
      for (let q = 0; q < 2; q++)
        for (let j = 0; j < 2; j++) {
          let acc = 0;
          for (let p = 0; p < 3; p++) acc += (a[i * 3 + p] ?? 0) * (b[q * 6 + p * 2 + j] ?? 0);
          want.push(acc);
        }
    const d = np.dot(arr(as, 1), arr(bs, 2));
    expect([d.shape, await read(d)]).toEqual([[2, 2, 2, 2], want]);
    const v = np.dot(arr([3], 1), arr(bs, 2));
    expect([v.shape, await read(v)]).toEqual([[2, 2], matmulRef(values(3, 1), [3], b, bs).values]);
    expect(() => np.dot(arr([2, 4], 1), arr(bs, 2))).toThrow(/shapes \[2, 4\] and \[2, 3, 2\]/);
    const mv = arr([2, 3], 1).dot(arr([3], 2));
    expect(await read(mv)).toEqual(matmulRef(values(6, 1), [2, 3], values(3, 2), [3]).values);
  });

  it('outer: flattened operands, any dtype', async () => {
    const o = np.outer(
      np.asarray([1, 2, 3], { device }),
      np.asarray(
        [
          [1, -1],
          [0, 2],
        ],
        { device },
      ),
    );
    expect([o.shape, o.dtype]).toEqual([[3, 4], 'i32']);
    expect(await read(o)).toEqual([1, -1, 0, 2, 2, -2, 0, 4, 3, -3, 0, 6]);
    expect(np.outer(np.zeros([0], { device }), np.ones([2], { device })).shape).toEqual([0, 2]);
  });
});
