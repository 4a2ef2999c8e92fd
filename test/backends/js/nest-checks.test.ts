/**
 * The js backend's range checks once per loop nest (src/backends/js/nest-checks.ts): a versioned
 * loop's unchecked copy tests its nested loops' entry checks at the ends of its range and runs them
 * with no test per outer iteration; results equal the hand loops, and an access that leaves its
 * array only at the first or last outer iteration is still reported exactly.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';

const F64 = tt.arrayOf(tt.f64);
const F64x2 = tt.arrayOf(tt.f64, 2);
const fill = (n: number, s: number) => Float64Array.from({ length: n }, (_, k) => ((k * s) % 89) / 89 - 0.3);

/** symm's shape: per column j, rows i, and k < i (empty at i = 0). */
const tri = tt.kernel(
  { C: F64x2, A: F64x2, B: F64x2 },
  (j, { C, A, B }) => {
    for (let i = 0; i < A.shape[0]; i++) {
      let t = 0.0;
      for (let k = 0; k < i; k++) {
        C[k][j] += B[i][j] * A[i][k];
        t += B[k][j] * A[i][k];
      }
      C[i][j] = 0.5 * C[i][j] + t;
    }
  },
  { name: 'tri', float: 'f64' },
);

function plainTri(C: Float64Array, A: Float64Array, B: Float64Array, m: number, n: number): void {
  for (let j = 0; j < n; j++)
    for (let i = 0; i < m; i++) {
      let t = 0;
      for (let k = 0; k < i; k++) {
        C[k * n + j] = (C[k * n + j] ?? 0) + (B[i * n + j] ?? 0) * (A[i * m + k] ?? 0);
        t += (B[k * n + j] ?? 0) * (A[i * m + k] ?? 0);
      }
      C[i * n + j] = 0.5 * (C[i * n + j] ?? 0) + t;
    }
}

/**
 * durbin's shape (one item): a reversed index r[k - i - 1], a loop from an outer-dependent first
 * value (i = k + 1 up to n: empty at the last k), one counting down, and one with a guarded access
 * that leaves the array at i = 0 (its entry check fails: it runs checked, as before).
 */
const steps = tt.kernel(
  { r: F64, y: F64, z: F64, n: tt.i32 },
  (_q, { r, y, z, n }) => {
    for (let k = 1; k < n; k++) {
      let s = 0.0;
      for (let i = 0; i < k; i++) s += r[k - i - 1] * y[i];
      for (let i = k + 1; i < n; i++) z[i] = z[i] + s * r[i - k - 1];
      for (let i = k; i >= 1; i--) y[i] = 0.5 * y[i] + 0.25 * y[i - 1];
      for (let i = 0; i < k; i++) if (i > 0) y[i] = y[i] + 0.125 * z[i - 1];
      y[k] = s;
    }
  },
  { name: 'steps', float: 'f64' },
);

function plainSteps(r: Float64Array, y: Float64Array, z: Float64Array, n: number): void {
  const at = (a: Float64Array, i: number) => a[i] ?? Number.NaN;
  for (let k = 1; k < n; k++) {
    let s = 0;
    for (let i = 0; i < k; i++) s += at(r, k - i - 1) * at(y, i);
    for (let i = k + 1; i < n; i++) z[i] = at(z, i) + s * at(r, i - k - 1);
    for (let i = k; i >= 1; i--) y[i] = 0.5 * at(y, i) + 0.25 * at(y, i - 1);
    for (let i = 0; i < k; i++) if (i > 0) y[i] = at(y, i) + 0.125 * at(z, i - 1);
    y[k] = s;
  }
}

describe('js backend: range checks once per loop nest', () => {
  it('tests the nested loop once at the outer loop’s entry and runs it unchecked', async () => {
    const src = await tri.generatedSource('js', { variant: 'fast' });
    const lines = src.split('\n').map((l) => l.trim());
    // the nest test: the outer range's ends, the first row where k < i runs
    expect(src).toMatch(/const tt_n\d+ = v_i, tt_n\d+ = p_A_shape0 - 1;/);
    expect(src).toMatch(/const tt_n\d+ = tt_n\d+ \+ Math\.max\(0, -\(/);
    // an inner loop with no entry check of its own right after its first value
    const at = lines.findIndex((l, n) => l.startsWith('for (; (v_k < v_i)') && lines[n - 1] === 'v_k = 0;');
    expect(at).toBeGreaterThan(0);
    const durbin = await steps.generatedSource('js', { variant: 'fast' });
    expect(durbin).toMatch(/for \(; \(v_i < v_k\);[^\n]*\n\s*v_s = /);
  });

  it('gives the hand loops’ results (several shapes, the guarded loop checked)', async () => {
    for (const [m, n] of [
      [1, 3],
      [7, 5],
      [33, 12],
    ] as const) {
      const [C, A, B] = [fill(m * n, 7), fill(m * m, 11), fill(m * n, 13)];
      const want = C.slice();
      plainTri(want, A, B, m, n);
      const c = tt.array(C, { shape: [m, n], device: 'js' });
      await tri.launch(n, {
        C: c,
        A: tt.array(A, { shape: [m, m], device: 'js' }),
        B: tt.array(B, { shape: [m, n], device: 'js' }),
      });
      expect(Array.from(await c.read())).toEqual(Array.from(want));
    }
    for (const n of [1, 2, 9, 40]) {
      const [r, y, z] = [fill(n, 5), fill(n, 3), fill(n, 17)];
      const [wy, wz] = [y.slice(), z.slice()];
      plainSteps(r, wy, wz, n);
      const [dy, dz] = [tt.array(y, { device: 'js' }), tt.array(z, { device: 'js' })];
      await steps.launch(1, { r: tt.array(r, { device: 'js' }), y: dy, z: dz, n });
      expect(Array.from(await dy.read())).toEqual(Array.from(wy));
      expect(Array.from(await dz.read())).toEqual(Array.from(wz));
    }
  });

  it('reports an access that leaves its array only at the last outer iteration', async () => {
    // the nested loop reads a[i + k] for k <= i: in range up to i = m - 1 when a has 2m - 1 elements
    const edge = tt.kernel(
      { a: F64, out: F64, m: tt.i32 },
      (q, { a, out, m }) => {
        let s = 0.0;
        for (let i = 0; i < m; i++) {
          s += a[i];
          for (let k = 0; k <= i; k++) s += a[i + k];
        }
        out[q] = s;
      },
      { name: 'edge', float: 'f64' },
    );
    const m = 6;
    const a = fill(2 * m - 1, 3);
    let want = 0;
    for (let i = 0; i < m; i++) {
      want += a[i] ?? Number.NaN;
      for (let k = 0; k <= i; k++) want += a[i + k] ?? Number.NaN;
    }
    const out = tt.zeros([1], tt.f64, { device: 'js' });
    await edge.launch(1, { a: tt.array(a, { device: 'js' }), out, m });
    expect(Array.from(await out.read())).toEqual([want]);
    // one element short: i = m - 1, k = m - 1 reads a[2m - 2], the first bad access
    const short = tt.array(a.slice(0, 2 * m - 2), { device: 'js' });
    const err = await edge.launch(1, { a: short, out, m }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tt.KernelRangeError);
    expect(err).toMatchObject({ array: 'a', index: 2 * m - 2, length: 2 * m - 2 });
  });

  it('reports a reversed index that leaves its array only at the first outer iteration', async () => {
    const rev = tt.kernel(
      { r: F64, out: F64, n: tt.i32, c: tt.i32 },
      (q, { r, out, n, c }) => {
        let s = 0.0;
        for (let k = 1; k < n; k++) {
          s += r[k];
          for (let i = 0; i < k; i++) s += r[k - i - c];
        }
        out[q] = s;
      },
      { name: 'rev', float: 'f64' },
    );
    const r = tt.array(fill(8, 5), { device: 'js' });
    const out = tt.zeros([1], tt.f64, { device: 'js' });
    await rev.launch(1, { r, out, n: 8, c: 1 });
    // c = 2: k = 1, i = 0 reads r[-1] first
    const err = await rev.launch(1, { r, out, n: 8, c: 2 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tt.KernelRangeError);
    expect(err).toMatchObject({ array: 'r', index: -1, length: 8 });
  });
});
