/**
 * Integer np.matmul / np.dot (issue 30): NumPy's result types (i8·i8 → i8, i8·u8 → i16, bool·bool
 * → bool, i32·u32 → f64), exact wrapping sums, batches that broadcast, against plain-JS references
 * on every available device.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable, rng } from '../ops/devices.js';

const { np } = tt;
reportUnavailable();
const read = async (x: tt.NDArray) => Array.from((await x.read()) as ArrayLike<number>);

/** Wraps an exact integer to a dtype as a TypedArray store does. */
const WRAP: Record<string, (v: number) => number> = {
  i8: (v) => (v << 24) >> 24,
  u8: (v) => v & 255,
  i16: (v) => (v << 16) >> 16,
  u16: (v) => v & 65535,
  i32: (v) => v | 0,
  u32: (v) => v >>> 0,
  bool: (v) => (v !== 0 ? 1 : 0),
};

/** [batch, m, k]·[batch or 1, k, n] with wrapping (32-bit sums, then the dtype's store). */
function reference(a: number[], b: number[], dims: number[], bBatch: boolean, t: string): number[] {
  const [bs, m, k, n] = dims as [number, number, number, number];
  const out: number[] = [];
  for (let q = 0; q < bs; q++)
    for (let i = 0; i < m; i++)
      for (let j = 0; j < n; j++) {
        let s = 0;
        for (let p = 0; p < k; p++) {
          const x = a[q * m * k + i * k + p] as number;
          const y = b[(bBatch ? q * k * n : 0) + p * n + j] as number;
          s = t === 'bool' ? s || (x !== 0 && y !== 0 ? 1 : 0) : (s + Math.imul(x, y)) | 0;
        }
        out.push((WRAP[t] as (v: number) => number)(s));
      }
  return out;
}

describe.each(available.map((d) => ({ id: d.id, device: d })))('integer matmul on $id', ({ device }) => {
  const r = rng(7);
  const ints = (n: number, lo: number, hi: number) =>
    Array.from({ length: n }, () => lo + Math.floor(r() * (hi - lo)));
  const make = (data: number[], shape: number[], dtype: string) =>
    np.reshape(np.asarray(data, { device, dtype: dtype as 'i32' }), shape);

  it('gives NumPy’s types and the exact wrapped sums', async () => {
    const cases: [string, string, string, number, number][] = [
      // [a dtype, b dtype, result, lo, hi]
      ['i32', 'i32', 'i32', -2e9, 2e9],
      ['u32', 'u32', 'u32', 0, 4e9],
      ['i8', 'i8', 'i8', -128, 128],
      ['i8', 'u8', 'i16', -128, 128],
      ['u16', 'i16', 'i32', 0, 30000],
      ['u8', 'u8', 'u8', 0, 256],
    ];
    for (const [ta, tb, want, lo, hi] of cases) {
      const [bs, m, k, n] = [3, 4, 37, 5];
      const a = ints(bs * m * k, lo, hi);
      const b = ints(k * n, ta === 'i8' && tb === 'u8' ? 0 : lo, ta === 'i8' && tb === 'u8' ? 256 : hi);
      const fix = (v: number[], t: string) => v.map(WRAP[t] as (x: number) => number);
      const [av, bv] = [fix(a, ta), fix(b, tb)];
      const x = make(av, [bs, m, k], ta);
      const y = make(bv, [k, n], tb);
      const got = np.matmul(x, y);
      expect(got.dtype, `${ta}·${tb}`).toBe(want === 'bool' ? 'u8' : want);
      expect(got.shape).toEqual([bs, m, n]);
      expect(await read(got), `${ta}·${tb}`).toEqual(reference(av, bv, [bs, m, k, n], false, want));
    }
  });

  it('batches that broadcast, 1-D operands, bools, empty products, dot with an N-D operand', async () => {
    const a = ints(2 * 3 * 4, -50, 50);
    const b = ints(2 * 4 * 2, -50, 50);
    const x = make(a, [2, 3, 4], 'i32');
    const y = make(b, [2, 4, 2], 'i32');
    expect(await read(np.matmul(x, y))).toEqual(reference(a, b, [2, 3, 4, 2], true, 'i32'));
    // [1, 3, 4] against [2, 4, 2]: the left matrix is reused
    const x1 = make(a.slice(0, 12), [1, 3, 4], 'i32');
    const first = reference(a.slice(0, 12), b.slice(0, 8), [1, 3, 4, 2], false, 'i32');
    const second = reference(a.slice(0, 12), b.slice(8), [1, 3, 4, 2], false, 'i32');
    expect(await read(np.matmul(x1, y))).toEqual([...first, ...second]);
    const v = make([1, -2, 3, 4], [4], 'i16');
    expect(await read(np.matmul(v, v))).toEqual([1 + 4 + 9 + 16]);
    expect(np.matmul(v, v).shape).toEqual([]);
    expect(await read(np.matmul(make(a.slice(0, 12), [3, 4], 'i32'), v))).toEqual(
      reference(a.slice(0, 12), [1, -2, 3, 4], [1, 3, 4, 1], false, 'i32'),
    );
    const p = make([1, 0, 0, 0, 1, 1], [2, 3], 'u8');
    const bools = tt.np.greater(p, 0);
    const bm = np.matmul(bools, np.transpose(bools));
    expect(await read(bm)).toEqual([1, 0, 0, 1]);
    expect(await np.item(np.slice(bm, [0, 0]))).toBe(true);
    expect(
      await read(
        np.matmul(np.zeros([2, 0], { device, dtype: 'i32' }), np.zeros([0, 3], { device, dtype: 'i32' })),
      ),
    ).toEqual([0, 0, 0, 0, 0, 0]);
    // a transposed (strided) operand is read through one counted copy
    expect(
      await read(
        np.matmul(np.transpose(make(a.slice(0, 12), [4, 3], 'i32')), make(b.slice(0, 8), [4, 2], 'i32')),
      ),
    ).toEqual(
      reference(
        [0, 1, 2].flatMap((i) => [0, 1, 2, 3].map((p2) => a[p2 * 3 + i] as number)),
        b.slice(0, 8),
        [1, 3, 4, 2],
        false,
        'i32',
      ),
    );
    const d = np.dot(make(a.slice(0, 12), [3, 4], 'i32'), y);
    expect(d.shape).toEqual([3, 2, 2]);
    const dref = reference(a.slice(0, 12), b, [1, 3, 4, 2], false, 'i32');
    const dref2 = reference(a.slice(0, 12), b.slice(8), [1, 3, 4, 2], false, 'i32');
    const want: number[] = [];
    for (let i = 0; i < 3; i++) want.push(...dref.slice(i * 2, i * 2 + 2), ...dref2.slice(i * 2, i * 2 + 2));
    expect(await read(d)).toEqual(want);
  });

  it('refuses shapes that do not match and promotions the device lacks', () => {
    const x = np.zeros([2, 3], { device, dtype: 'i32' });
    expect(() => np.matmul(x, x)).toThrow(expect.objectContaining({ code: 'OP_SHAPE_MISMATCH' }));
    const u = np.zeros([3, 2], { device, dtype: 'u32' });
    if (!device.caps.f64)
      expect(() => np.matmul(x, u)).toThrow(expect.objectContaining({ code: 'OP_BAD_DTYPE' }));
    else expect(np.matmul(x, u).dtype).toBe('f64');
  });
});
