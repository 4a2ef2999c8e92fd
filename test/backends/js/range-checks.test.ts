/**
 * The js backend's range checks hoisted to blocks of items and to loop entries, and loads read once
 * per statement: faster code that computes, and reports out-of-bounds accesses, exactly as before.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { readEvenIfFailed } from '../../support/failed-content.js';

const stencil = tt.kernel(
  { u: tt.arrayOf(tt.f32), v: tt.arrayOf(tt.f32), n: tt.i32 },
  ([r, q], { u, v, n }) => {
    const k = r * n + q;
    if (r === 0 || q === 0 || r === n - 1 || q === n - 1) v[k] = u[k];
    else v[k] = u[k] + 0.25 * (u[k - 1] + u[k + 1] + u[k - n] + u[k + n] - 4 * u[k]);
  },
  { name: 'stencil' },
);

function plainStencil(u: Float32Array, n: number): Float32Array {
  const fr = Math.fround;
  const v = new Float32Array(n * n);
  for (let r = 0; r < n; r++) {
    for (let q = 0; q < n; q++) {
      const k = r * n + q;
      if (r === 0 || q === 0 || r === n - 1 || q === n - 1) v[k] = u[k] ?? 0;
      else {
        const uk = u[k] ?? 0;
        const s = fr(
          fr(fr(fr(fr((u[k - 1] ?? 0) + (u[k + 1] ?? 0)) + (u[k - n] ?? 0)) + (u[k + n] ?? 0))) - fr(4 * uk),
        );
        v[k] = fr(uk + fr(0.25 * s));
      }
    }
  }
  return v;
}

describe('js backend: hoisted range checks', () => {
  it('checks a block of items once and runs its accesses unchecked; results are exact', async () => {
    const src = await stencil.generatedSource('js');
    expect(src).toMatch(/for \(let b1 = 0; b1 < n1; b1 \+= \d+\) \{/);
    expect(src).toMatch(/if \(rok\(.*a_u\.length\)\) \{/);
    const n = 300; // rows longer than a block: several blocks per row
    const u = Float32Array.from({ length: n * n }, (_, i) => Math.sin(i * 0.37) * 10);
    const v = tt.zeros([n * n], tt.f32, { device: 'js' });
    await stencil.launch([n, n], { u: tt.array(u, { device: 'js' }), v, n });
    expect(Array.from(await v.read())).toEqual(Array.from(plainStencil(u, n)));
  });

  it('a block that could leave the array runs checked and reports the first bad access', async () => {
    const k = tt.kernel(
      { x: tt.arrayOf(tt.i32), y: tt.arrayOf(tt.i32), w: tt.i32 },
      ([r, q], { x, y, w }) => {
        y[r * w + q] = x[r * w + q + 1];
      },
      { name: 'shifted' },
    );
    const w = 5000; // more than one block per row
    const x = tt.array(
      Int32Array.from({ length: 2 * w }, (_, i) => i),
      { device: 'js' },
    );
    const y = tt.zeros([2 * w], tt.i32, { device: 'js' });
    const err = await k.launch([2, w], { x, y, w }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tt.KernelRangeError);
    expect(err).toMatchObject({
      code: 'KERNEL_INDEX_OUT_OF_BOUNDS',
      array: 'x',
      index: 2 * w,
      length: 2 * w,
    });
    const got = await readEvenIfFailed(y);
    // every item before the failing one ran (row 0 and row 1 up to the last item)
    expect(got[0]).toBe(1);
    expect(got[w + 17]).toBe(w + 18);
    expect(got[2 * w - 2]).toBe(2 * w - 1);
    expect(got[2 * w - 1]).toBe(0);
  });

  it('an affine index past 2^31 falls back to the checked path and reads what JS reads (wrapped)', async () => {
    const k = tt.kernel(
      { x: tt.arrayOf(tt.i32), y: tt.arrayOf(tt.i32), p: tt.i32 },
      ([r, q], { x, y, p }) => {
        y[r * 4 + q] = x[r * p * p + q]; // p = 65536: r * 2^32 wraps to 0
      },
      { name: 'wraps' },
    );
    const x = tt.array(Int32Array.from([10, 11, 12, 13]), { device: 'js' });
    const y = tt.zeros([12], tt.i32, { device: 'js' });
    await k.launch([3, 4], { x, y, p: 65536 });
    expect(Array.from(await y.read())).toEqual([10, 11, 12, 13, 10, 11, 12, 13, 10, 11, 12, 13]);
  });

  it('versions a loop: one check at entry, an overrun inside the loop still reported', async () => {
    const k = tt.kernel(
      { x: tt.arrayOf(tt.f32), out: tt.arrayOf(tt.f32), m: tt.i32 },
      (i, { x, out, m }) => {
        let s = 0;
        for (let j = 0; j < m; j++) s += x[i + j];
        out[i] = s;
      },
      { name: 'window' },
    );
    expect(await k.generatedSource('js')).toMatch(/if \(rok\(.*v_j, p_m - 1, a_x\.length\)\) \{/);
    const x = tt.array(
      Float32Array.from({ length: 10 }, (_, i) => i),
      { device: 'js' },
    );
    const out = tt.zeros([8], tt.f32, { device: 'js' });
    await k.launch(8, { x, out, m: 3 });
    expect(Array.from(await readEvenIfFailed(out))).toEqual([3, 6, 9, 12, 15, 18, 21, 24]);
    const err = await k.launch(8, { x, out, m: 4 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'KernelRangeError', array: 'x', index: 10, length: 10 });
    // items 0..6 ran in full before item 7 failed
    expect(Array.from(await readEvenIfFailed(out)).slice(0, 7)).toEqual([6, 10, 14, 18, 22, 26, 30]);
  });

  it('versions a loop with an inclusive bound (j <= m), guarded against wrap-around', async () => {
    const k = tt.kernel(
      { x: tt.arrayOf(tt.f32), out: tt.arrayOf(tt.f32), m: tt.i32 },
      (i, { x, out, m }) => {
        let s = 0;
        for (let j = 0; j <= m; j++) s += x[i + j];
        out[i] = s;
      },
      { name: 'window_inclusive' },
    );
    const src = await k.generatedSource('js');
    expect(src).toMatch(/if \(\(p_m\) < 2147483647 && rok\(.*v_j, p_m, a_x\.length\)\) \{/);
    const x = tt.array(
      Float32Array.from({ length: 10 }, (_, i) => i),
      { device: 'js' },
    );
    const out = tt.zeros([8], tt.f32, { device: 'js' });
    await k.launch(8, { x, out, m: 2 });
    expect(Array.from(await readEvenIfFailed(out))).toEqual([3, 6, 9, 12, 15, 18, 21, 24]);
    const err = await k.launch(8, { x, out, m: 3 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'KernelRangeError', array: 'x', index: 10, length: 10 });
    expect(Array.from(await readEvenIfFailed(out)).slice(0, 7)).toEqual([6, 10, 14, 18, 22, 26, 30]);
    // an empty loop (m < 0) runs nothing
    await k.launch(8, { x, out, m: -1 });
    expect(Array.from(await readEvenIfFailed(out))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('versions a loop counting down (j >= 0, j--), guarded against wrap-around', async () => {
    const k = tt.kernel(
      { x: tt.arrayOf(tt.f64), out: tt.arrayOf(tt.f64), m: tt.i32 },
      (i, { x, out, m }) => {
        let s = 0;
        for (let j = m; j >= 0; j--) s = s * 2 + x[i + j];
        out[i] = s;
      },
      { name: 'window_down' },
    );
    const src = await k.generatedSource('js');
    expect(src).toMatch(
      /if \(\(0\) > -2147483648 && rok\(i0, Math\.abs\(i0\), 1, 1, 0, v_j, a_x\.length\)\) \{/,
    );
    const x = tt.array(
      Float64Array.from({ length: 10 }, (_, i) => i),
      { device: 'js' },
    );
    const out = tt.zeros([8], tt.f64, { device: 'js' });
    await k.launch(8, { x, out, m: 2 });
    // s = 4·x[i+2] + 2·x[i+1] + x[i]
    expect(Array.from(await readEvenIfFailed(out))).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => 7 * i + 10));
    // m = 3: item 7's first access x[10] is the first bad one (counting down, it comes first)
    const err = await k.launch(8, { x, out, m: 3 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'KernelRangeError', array: 'x', index: 10, length: 10 });
    expect(Array.from(await readEvenIfFailed(out)).slice(0, 7)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((i) => 15 * i + 34),
    );
    // j > 0 stops before 0; an empty loop (m < 0) runs nothing
    const strict = tt.kernel(
      { x: tt.arrayOf(tt.f64), out: tt.arrayOf(tt.f64), m: tt.i32 },
      (i, { x, out, m }) => {
        let s = 0;
        for (let j = m; j > 0; j--) s += x[i + j];
        out[i] = s;
      },
      { name: 'window_down_strict' },
    );
    expect(await strict.generatedSource('js')).toMatch(
      /rok\(i0, Math\.abs\(i0\), 1, 1, 0 \+ 1, v_j, a_x\.length\)/,
    );
    await strict.launch(8, { x, out, m: 2 });
    expect(Array.from(await readEvenIfFailed(out))).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => 2 * i + 3));
    await strict.launch(8, { x, out, m: -1 });
    expect(Array.from(await readEvenIfFailed(out))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('versions a loop whose index goes through a local set in the body, only after it is set', async () => {
    const k = tt.kernel(
      { x: tt.arrayOf(tt.f64), y: tt.arrayOf(tt.f64), m: tt.i32 },
      (i, { x, y, m }) => {
        let last = 0;
        for (let j = 0; j < m; j++) {
          y[last] = y[last] + 1; // the previous iteration's index: checked at each access
          const t = i * m + j;
          y[t] = x[t] * 2;
          last = t;
        }
      },
      { name: 'through_local' },
    );
    const src = await k.generatedSource('js');
    // in the versioned loop, the accesses through t run unchecked, the one through last does not
    expect(src).toMatch(/a_y\[v_t\] = \(ld\(a_x, v_t|a_y\[v_t\] = \(a_x\[v_t\] \* 2\)/);
    expect(src).toMatch(/a_y\[v_t\] = \(a_x\[v_t\] \* 2\)/);
    expect(src).toMatch(/st\(a_y, v_last,/);
    const n = 4;
    const m = 3;
    const x = tt.array(
      Float64Array.from({ length: n * m }, (_, i) => i),
      { device: 'js' },
    );
    const y = tt.zeros([n * m], tt.f64, { device: 'js' });
    await k.launch(n, { x, y, m });
    const want = new Float64Array(n * m);
    for (let i = 0; i < n; i++) {
      let last = 0;
      for (let j = 0; j < m; j++) {
        want[last] = (want[last] ?? 0) + 1;
        const t = i * m + j;
        want[t] = t * 2;
        last = t;
      }
    }
    expect(Array.from(await y.read())).toEqual(Array.from(want));
    // x one element short: item 3's last iteration reads x[11] (the first bad access)
    const short = tt.array(
      Float64Array.from({ length: n * m - 1 }, (_, i) => i),
      { device: 'js' },
    );
    const err = await k.launch(n, { x: short, y, m }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'KernelRangeError', array: 'x', index: 11, length: 11 });
  });

  it('reads a repeated unchecked load once per statement, never across an atomic', async () => {
    const sq = tt.kernel(
      { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) },
      (i, { x, y }) => {
        y[i] = x[i] * x[i] + x[i];
      },
      { name: 'sq' },
    );
    const src = await sq.generatedSource('js');
    expect(src).toMatch(/const t\d+ = a_x\[i0\];/);
    const x = tt.array(Float32Array.from([1.5, -2, 3]), { device: 'js' });
    const y = tt.zeros([3], tt.f32, { device: 'js' });
    await sq.launch(3, { x, y });
    expect(Array.from(await y.read())).toEqual([3.75, 2, 12]);

    const bump = tt.kernel(
      { c: tt.arrayOf(tt.i32), y: tt.arrayOf(tt.i32) },
      (i, { c, y }) => {
        y[i] = c[0] + Atomics.add(c, 0, 1) + c[0];
      },
      { name: 'bump' },
    );
    expect(await bump.generatedSource('js')).not.toMatch(/const t\d+ =/);
    const c = tt.zeros([1], tt.i32, { device: 'js' });
    const y2 = tt.zeros([3], tt.i32, { device: 'js' });
    await bump.launch(3, { c, y: y2 });
    expect(Array.from(await y2.read())).toEqual([1, 4, 7]);
  });
});
