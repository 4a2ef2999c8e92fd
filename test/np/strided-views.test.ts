/**
 * Strided views (issue 30 item 3): slices, transpose/.T, broadcast_to, flip, expand_dims/squeeze of
 * them share memory (no copy, no launch) on every available device; every np op reads them at
 * their layout; writes through them (np.set, write(), a tt.kernel) reach the base; what needs
 * contiguous memory (read(), a tt.kernel, tt.sort, tt.matmul) gets one counted copy
 * (stats().viewCopies). Checked against a plain-JS reference that tracks each view element's index
 * in the base.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable } from '../ops/devices.js';

const { np } = tt;
reportUnavailable();
const read = async (x: tt.NDArray) => Array.from((await x.read()) as ArrayLike<number>);

/** A reference view: its shape and, per element in row-major order, its index in the base. */
interface RefView {
  readonly shape: number[];
  readonly at: number[];
}

const rowMajor = (shape: number[]) => shape.map((_, d) => shape.slice(d + 1).reduce((a, b) => a * b, 1));
const size = (shape: number[]) => shape.reduce((a, b) => a * b, 1);

function refBase(shape: number[]): RefView {
  return { shape, at: Array.from({ length: size(shape) }, (_, i) => i) };
}

/** The element of `v` at coordinates `c`. */
const refAt = (v: RefView, c: number[]) =>
  v.at[c.reduce((s, x, d) => s + x * (rowMajor(v.shape)[d] ?? 0), 0)] ?? -1;

/** Every coordinate of `shape` in row-major order. */
function coords(shape: number[]): number[][] {
  let out: number[][] = [[]];
  for (const n of shape) out = out.flatMap((c) => Array.from({ length: n }, (_, i) => [...c, i]));
  return out;
}

/** NumPy's basic indexing with ranges [start, stop, step] (null: default) and integers. */
function refSlice(v: RefView, index: (number | null | (number | null)[])[]): RefView {
  const axes = v.shape.map((n, d) => {
    const e = index[d] ?? null;
    if (typeof e === 'number') return { keep: false, idx: [e < 0 ? e + n : e] };
    const [s0, t0, st0] = e ?? [];
    const step = st0 ?? 1;
    const norm = (x: number | null | undefined) =>
      x === null || x === undefined ? undefined : x < 0 ? x + n : x;
    const idx: number[] = [];
    if (step > 0) for (let i = norm(s0) ?? 0; i < (norm(t0) ?? n); i += step) idx.push(i);
    else for (let i = Math.min(norm(s0) ?? n - 1, n - 1); i > (norm(t0) ?? -1); i += step) idx.push(i);
    return { keep: true, idx };
  });
  let picks: number[][] = [[]];
  for (const a of axes) picks = picks.flatMap((c) => a.idx.map((i) => [...c, i]));
  return { shape: axes.filter((a) => a.keep).map((a) => a.idx.length), at: picks.map((c) => refAt(v, c)) };
}

function refTranspose(v: RefView, perm?: number[]): RefView {
  const p = perm ?? v.shape.map((_, d) => v.shape.length - 1 - d);
  const shape = p.map((d) => v.shape[d] ?? 1);
  return {
    shape,
    at: coords(shape).map((c) => {
      const src: number[] = [];
      p.forEach((d, k) => {
        src[d] = c[k] ?? 0;
      });
      return refAt(v, src);
    }),
  };
}

function refBroadcast(v: RefView, shape: number[]): RefView {
  const lead = shape.length - v.shape.length;
  return {
    shape,
    at: coords(shape).map((c) =>
      refAt(
        v,
        c.slice(lead).map((x, d) => ((v.shape[d] ?? 1) === 1 ? 0 : x)),
      ),
    ),
  };
}

describe.each(available.map((d) => ({ id: d.id, device: d })))('tt.np strided views on $id', ({ device }) => {
  const arange = (shape: number[]) =>
    np.reshape(np.arange(size(shape), undefined, 1, tt.f32, { device }), shape);

  it('slices, transposes, flips and broadcasts are views: no launch, views of views, against a JS reference', async () => {
    const x = arange([4, 5, 6]);
    await x.read();
    const r0 = refBase([4, 5, 6]);
    tt.resetStats();
    const a = np.slice(x, '1:4, ::-2, 1:6:2');
    const ra = refSlice(r0, [
      [1, 4],
      [null, null, -2],
      [1, 6, 2],
    ]);
    const b = np.transpose(a, [2, 0, 1]);
    const rb = refTranspose(ra, [2, 0, 1]);
    const c = np.slice(b, '::-1, 1:, -1');
    const rc = refSlice(rb, [[null, null, -1], [1, null], -1]);
    const d = np.flip(np.expand_dims(c, 1), 2);
    const rd = {
      shape: [rc.shape[0] ?? 0, 1, rc.shape[1] ?? 0],
      at: refSlice({ ...rc, shape: [rc.shape[0] ?? 0, 1, rc.shape[1] ?? 0] }, [null, null, [null, null, -1]])
        .at,
    };
    const e = np.broadcast_to(np.squeeze(d, 1), [2, ...(rc.shape as [number, number])]);
    const re = refBroadcast({ shape: rc.shape, at: rd.at }, [2, ...rc.shape]);
    const t = x.T;
    const rt = refTranspose(r0);
    await x.read(); // after any launch that used x (launches are counted once they ran)
    expect(tt.stats().launches).toBe(0);
    for (const [v, r] of [
      [a, ra],
      [b, rb],
      [c, rc],
      [d, rd],
      [e, re],
      [t, rt],
    ] as const) {
      expect(v.shape).toEqual(r.shape);
      expect(await read(v)).toEqual(r.at);
    }
    // reading a strided view is one counted copy (it needs contiguous memory)
    tt.resetStats();
    await e.read();
    expect(tt.stats()).toMatchObject({ launches: 1, viewCopies: 1 });
  });

  it('every np op reads views at their layout: elementwise, broadcast views, reductions, matmul', async () => {
    const x = arange([6, 8]);
    const rx = refBase([6, 8]);
    const s = np.slice(x, '::-2, 1::3');
    const rs = refSlice(rx, [
      [null, null, -2],
      [1, null, 3],
    ]);
    const col = np.slice(x, ':3, 2:3');
    const rcol = refSlice(rx, [
      [null, 3],
      [2, 3],
    ]);
    expect(await read(np.add(s, col))).toEqual(
      coords(rs.shape).map((c) => refAt(rs, c) + refAt(rcol, [c[0] ?? 0, 0])),
    );
    const bc = np.broadcast_to(np.slice(x, '0, ::-3'), [4, 3]);
    const rbc = refBroadcast(refSlice(rx, [0, [null, null, -3]]), [4, 3]);
    expect(await read(np.multiply(bc, np.transpose(np.slice(x, ':3, :4'))))).toEqual(
      coords([4, 3]).map(
        ([i = 0, j = 0]) =>
          refAt(rbc, [i, j]) *
          refAt(
            refSlice(rx, [
              [0, 3],
              [0, 4],
            ]),
            [j, i],
          ),
      ),
    );
    // elementwise into bool and through where, on a view
    expect(await read(np.where(np.greater(s, 20), s, -1))).toEqual(rs.at.map((v) => (v > 20 ? v : -1)));
    // reductions and matmul of views (their contiguous copy is counted in viewCopies)
    expect(await np.sum(s).item()).toBe(rs.at.reduce((p, q) => p + q, 0));
    expect(await read(np.max(x.T, { axis: 1 }))).toEqual(Array.from({ length: 8 }, (_, j) => 40 + j));
    const m = np.matmul(np.slice(x, ':2, :3'), np.slice(x, '1:4, ::-4'));
    const A = refSlice(rx, [
      [null, 2],
      [null, 3],
    ]);
    const B = refSlice(rx, [
      [1, 4],
      [null, null, -4],
    ]);
    expect(await read(m)).toEqual(
      coords([2, 2]).map(([i = 0, j = 0]) =>
        [0, 1, 2].reduce((acc, k) => acc + refAt(A, [i, k]) * refAt(B, [k, j]), 0),
      ),
    );
    // the same elementwise kernel serves every layout of a rank (strides are launch arguments)
    const before = tt.np.add(np.slice(x, '1:, :'), 1);
    await before.read();
    expect(await read(np.add(np.slice(x, '::2, ::-1'), 1))).toEqual(
      refSlice(rx, [
        [null, null, 2],
        [null, null, -1],
      ]).at.map((v) => v + 1),
    );
  });

  it('writes through views reach the base: np.set, write(), fill(), a tt.kernel; base writes are seen', async () => {
    const x = arange([4, 6]);
    const rx = refBase([4, 6]);
    const want = rx.at.slice();
    const v = np.slice(x, '1:, ::-2') as tt.NDArray<'f32'>;
    const rv = refSlice(rx, [
      [1, null],
      [null, null, -2],
    ]);
    const w = np.transpose(v);
    np.set(w, '1, :', -5); // w[1, :] is v[:, 1]
    for (const i of refSlice(refTranspose(rv), [1, null]).at) want[i] = -5;
    expect(await read(x)).toEqual(want);
    await v.write([100, 101, 102], { offset: 3 });
    [100, 101, 102].forEach((q, k) => {
      want[rv.at[3 + k] ?? -1] = q;
    });
    expect(await read(x)).toEqual(want);
    await np.slice(x, '0, 1:3').fill(7);
    want[1] = 7;
    want[2] = 7;
    expect(await read(x)).toEqual(want);
    const dbl = tt.kernel({ a: tt.arrayOf(tt.f32) }, (i, { a }) => {
      a[i] = a[i] * 2;
    });
    tt.resetStats();
    await dbl.launch(v.length, { a: v });
    // one copy to contiguous memory, the launch, one copy back
    expect(tt.stats()).toMatchObject({ launches: 3, viewCopies: 2 });
    for (const i of rv.at) want[i] = (want[i] ?? 0) * 2;
    expect(await read(x)).toEqual(want);
    np.set(x, '2, :', 0.5);
    for (let j = 0; j < 6; j++) want[12 + j] = 0.5;
    expect(await read(v)).toEqual(rv.at.map((i) => want[i]));
    // a tt op that needs contiguous memory: one counted copy of the view
    tt.resetStats();
    const sorted = tt.sort(np.slice(x, '1, :') as tt.NDArray<'f32'>);
    expect(await read(sorted)).toEqual(want.slice(6, 12).sort((p, q) => p - q));
    expect(tt.stats().viewCopies).toBe(1);
    // to() and astype() of a view copy its elements
    expect(await read(np.slice(x, '::3, 0').astype(tt.i32))).toEqual([want[0], want[18]]);
    expect(await read(np.slice(x, '::3, 0').to(device))).toEqual([want[0], want[18]]);
  });

  it('handles 0-d, size-1 and empty views', async () => {
    const x = arange([3, 4]);
    const z = np.slice(x, '2, 1');
    expect(z.shape).toEqual([]);
    expect(await z.item()).toBe(9);
    expect(await read(np.add(z, np.slice(x, '0, :')))).toEqual([9, 10, 11, 12]);
    np.set(z, [], -1);
    expect(await read(np.slice(x, '2'))).toEqual([8, -1, 10, 11]);
    const empty = np.slice(x, '1:1, ::-1');
    expect(empty.shape).toEqual([0, 4]);
    expect(await read(empty)).toEqual([]);
    expect(await read(np.add(empty, 1))).toEqual([]);
    expect(np.transpose(empty).shape).toEqual([4, 0]);
    const one = np.expand_dims(np.slice(x, ':, 3'), 0);
    expect(one.shape).toEqual([1, 3]);
    expect(await read(np.squeeze(one))).toEqual([3, 7, 11]);
    // a row-major slice reshapes as a view; a transposed one is a copy (NumPy's rule)
    tt.resetStats();
    const rows = np.reshape(np.slice(x, '1:3'), [8]);
    await x.read();
    expect(tt.stats().launches).toBe(0);
    expect(await read(rows)).toEqual([4, 5, 6, 7, 8, -1, 10, 11]);
    tt.resetStats();
    const flat = np.ravel(x.T);
    np.set(x, '0, 0', 42);
    expect(await read(flat)).toEqual([0, 4, 8, 1, 5, -1, 2, 6, 10, 3, 7, 11]);
    // the copy, then the set; reading the copy needs no other launch
    expect(tt.stats()).toMatchObject({ launches: 2, viewCopies: 0 });
  });

  it('refuses what a view cannot do: writes into broadcast views, hostView, subarray, a disposed base', async () => {
    const x = arange([2, 3]);
    const b = np.broadcast_to(np.slice(x, '0'), [4, 3]) as tt.NDArray<'f32'>;
    const code = async (f: () => unknown) => {
      try {
        await f();
      } catch (e) {
        return (e as tt.TuttiError).code;
      }
      return 'none';
    };
    expect(await code(() => np.set(b, '0', 1))).toBe('OP_BAD_ARGUMENT'); // NumPy: read-only
    const k = tt.kernel({ a: tt.arrayOf(tt.f32) }, (i, { a }) => {
      a[i] = 1;
    });
    expect(await code(() => k.launch(b.length, { a: b }))).toBe('LAUNCH_ALIASED_ARRAYS');
    expect(await code(() => b.write(new Array<number>(12).fill(1)))).toBe('LAUNCH_ALIASED_ARRAYS');
    expect(await code(() => x.T.hostView())).toBe('ARRAY_STRIDED_VIEW');
    expect(await code(() => x.T.subarray(0, 1))).toBe('ARRAY_STRIDED_VIEW');
    expect(await code(() => tt.descriptorOf(x.T))).toBe('ARRAY_STRIDED_VIEW');
    const y = np.ones([2, 3], { device });
    const v = np.slice(np.transpose(y), ':, ::2');
    // disposing an array (x is itself a view, a reshape) makes the views made from it unusable
    x.dispose();
    expect(await code(() => b.read())).toBe('ARRAY_DISPOSED');
    y.dispose();
    expect(await code(() => v.read())).toBe('ARRAY_DISPOSED');
    expect(await code(() => np.add(v, 1))).toBe('ARRAY_DISPOSED');
    expect(await code(() => np.slice(v, '0'))).toBe('ARRAY_DISPOSED');
  });
});
