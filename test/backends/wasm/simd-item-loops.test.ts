/**
 * Loops inside work items on SIMD lanes (simd-loop-checks.ts): loads uniform across lanes (splat)
 * or lane-consecutive at a loop-varying offset, stores at the item's own element; the same bits
 * as js, out-of-bounds errors where js reports them, and lanes in the generated code.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { wasmCodegen } from '../../../src/backends/wasm/compile.js';
import { simdVerdict } from '../../../src/backends/wasm/simd-analysis.js';
import * as tt from '../../../src/index.js';
import { expectSameBits as same, wavyValues } from '../../support/compare.js';

const wasm = tt.devices().find((d) => d.backend === 'wasm');
const available = wasm?.available === true;
const F64 = tt.arrayOf(tt.f64);
const F32 = tt.arrayOf(tt.f32);
const F64x2 = tt.arrayOf(tt.f64, 2);

/** gemm's item: a dot product of A's row (the same in every lane) and B's column (lane-consecutive). */
const gemm = tt.kernel(
  { C: F64x2, A: F64x2, B: F64x2, alpha: tt.f64, beta: tt.f64 },
  ([i, j], { C, A, B, alpha, beta }) => {
    let c = C[i][j] * beta;
    for (let k = 0; k < A.shape[1]; k++) c += alpha * A[i][k] * B[k][j];
    C[i][j] = c;
  },
);

/** Flat f32 arrays, a store inside the loop at the item's own element, a loop from a parameter. */
const accumulate = tt.kernel(
  { c: F32, a: F32, b: F32, n: tt.i32, m: tt.i32, from: tt.i32 },
  ([i, j], { c, a, b, n, m, from }) => {
    for (let k = from; k < m; k++) {
      c[i * n + j] = c[i * n + j] + a[i * m + k] * b[k * n + j];
      if (b[k * n + j] > 0.5) c[i * n + j] = c[i * n + j] - a[i * m + k];
    }
  },
);

/** atax's second step (1-D): y[j] = sum over i of A[i][j] * t[i], counting down. */
const down = tt.kernel({ A: F64, t: F64, y: F64, n: tt.i32, rows: tt.i32 }, (j, { A, t, y, n, rows }) => {
  let s = 0;
  for (let i = rows - 1; i >= 0; i--) s = s + A[i * n + j] * t[i];
  y[j] = s;
});

/** The loop's accesses reach past `a` when m > rows, behind a test that keeps them in bounds. */
const guarded = tt.kernel({ a: F64, y: F64, n: tt.i32, m: tt.i32 }, (j, { a, y, n, m }) => {
  let s = y[j];
  for (let k = 0; k < m; k++) if (k < n) s = s + a[k * n + j] * 0.5;
  y[j] = s;
});

/** An escapeLoop loop whose trip count differs per lane, reading the item's own elements inside. */
const escapeLoop = tt.kernel({ x: F32, c: F32, o: F32 }, (i, { x, c, o }) => {
  let v = x[i];
  let n = 0;
  while (n < 40 && v * v < 4) {
    v = v * v + c[i];
    n++;
  }
  o[i] = v + n;
});

/** A triangular loop: its bound differs per lane, each lane masked at its own. */
const triangle = tt.kernel({ a: F64, y: F64, n: tt.i32 }, (j, { a, y, n }) => {
  let s = 0;
  for (let k = 0; k <= j; k++) s = s + a[k * n + j];
  y[j] = s;
});

const values = (n: number, seed: number, type: 'f32' | 'f64') =>
  type === 'f32' ? Float32Array.from(wavyValues(n, seed)) : Float64Array.from(wavyValues(n, seed));

describe('simd analysis of loops inside items', () => {
  it('gives lanes to kernels whose loop loads are splats or lane-consecutive', () => {
    expect(simdVerdict(gemm.ir)).toEqual({ simd: true, lanes: 2 });
    expect(simdVerdict(accumulate.ir)).toEqual({ simd: true, lanes: 4 });
    expect(simdVerdict(down.ir)).toEqual({ simd: true, lanes: 2 });
    expect(simdVerdict(guarded.ir)).toEqual({ simd: true, lanes: 2 });
    expect(simdVerdict(escapeLoop.ir)).toEqual({ simd: true, lanes: 4 });
  });
  it('gives lanes to a loop whose bound differs per lane (its counter stays scalar, simd-ragged.ts)', () => {
    expect(simdVerdict(triangle.ir)).toEqual({ simd: true, lanes: 2 });
  });
});

describe.skipIf(!available)('simd codegen of loops inside items', () => {
  afterEach(() => {
    wasmCodegen.simd = true;
  });

  it('runs gemm on f64x2 lanes with the same bits as js, tails included', async () => {
    const src = await gemm.generatedSource('wasm');
    expect(src).toContain('f64x2.splat');
    expect(src).toContain('v128.load');
    for (const [ni, nj, nk] of [
      [3, 5, 4],
      [4, 7, 1],
      [2, 1, 3],
      [5, 9, 0],
    ] as const) {
      const run = async (device: string) => {
        const C = tt.array(values(ni * nj, 1, 'f64'), { shape: [ni, nj], device, dtype: tt.f64 });
        const A = tt.array(values(ni * nk, 2, 'f64'), { shape: [ni, nk], device, dtype: tt.f64 });
        const B = tt.array(values(nk * nj, 3, 'f64'), { shape: [nk, nj], device, dtype: tt.f64 });
        await gemm.launch([ni, nj], { C, A, B, alpha: 1.5, beta: 1.2 });
        return C.read();
      };
      same(await run('wasm'), await run('js'));
    }
  });

  it('runs f32 lanes with a store inside the loop and a loop from a parameter, as js', async () => {
    expect(await accumulate.generatedSource('wasm')).toContain('f32x4.splat');
    for (const [ni, nj, m, from] of [
      [3, 9, 5, 0],
      [2, 4, 6, 2],
      [3, 3, 4, 4],
      [1, 13, 3, 1],
    ] as const) {
      const run = async (device: string) => {
        const c = tt.array(values(ni * nj, 4, 'f32') as Float32Array, { device });
        const a = tt.array(values(ni * m, 5, 'f32') as Float32Array, { device });
        const b = tt.array(values(m * nj, 6, 'f32') as Float32Array, { device });
        await accumulate.launch([ni, nj], { c, a, b, n: nj, m, from });
        return c.read();
      };
      same(await run('wasm'), await run('js'));
    }
  });

  it('counts down, leaves the lanes when an entry test fails, and masks per-lane trip counts', async () => {
    for (const n of [1, 2, 3, 5, 8]) {
      const rows = n + 1;
      const A = values(rows * n, 7, 'f64') as Float64Array;
      const t = values(rows, 8, 'f64') as Float64Array;
      const run = async (device: string) => {
        const y = tt.zeros([n], tt.f64, { device });
        await down.launch(n, { A: tt.array(A, { device }), t: tt.array(t, { device }), y, n, rows });
        const g = tt.array(values(n, 9, 'f64') as Float64Array, { device });
        await guarded.launch(n, { a: tt.array(A.slice(0, n * n), { device }), y: g, n, m: n + 3 });
        const x = tt.array(
          Float32Array.from({ length: 4 * n + 3 }, (_, i) => (i % 9) * 0.23 - 1),
          { device },
        );
        const c = tt.array(
          Float32Array.from({ length: 4 * n + 3 }, (_, i) => ((i * 7) % 5) * 0.11 - 0.3),
          { device },
        );
        const o = tt.zeros([4 * n + 3], tt.f32, { device });
        await escapeLoop.launch(4 * n + 3, { x, c, o });
        const tri = tt.zeros([n], tt.f64, { device });
        await triangle.launch(n, { a: tt.array(A, { device }), y: tri, n });
        return [await y.read(), await g.read(), await o.read(), await tri.read()];
      };
      const [w, j] = [await run('wasm'), await run('js')];
      for (let q = 0; q < w.length; q++) same(w[q] ?? [], j[q] ?? []);
    }
  });

  it('reports an out-of-bounds access in the loop as js does', async () => {
    const run = async (device: string) => {
      const c = tt.zeros([2 * 8], tt.f32, { device });
      const a = tt.zeros([2 * 5 - 1], tt.f32, { device }); // a[1 * 5 + 4] is one past the end
      const b = tt.zeros([5 * 8], tt.f32, { device });
      const err = await accumulate.launch([2, 8], { c, a, b, n: 8, m: 5, from: 0 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(tt.KernelRangeError);
      return (err as Error).message;
    };
    expect(await run('wasm')).toBe(await run('js'));
  });
});
