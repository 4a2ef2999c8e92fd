/**
 * Matmul kernels, C[m×n] = A[m×k] · B[k×n], row-major, plain 2-D ranges. Each work item keeps a
 * register block of C in locals and streams k once (one per-item loop of k iterations):
 *  - `tile4x4`: 4 rows × 4 columns per item: 8 loads feed 16 multiply-adds.
 *  - `naive`: one element per item (the reference the tiled kernels are measured against).
 * Rows/columns past the edge are clamped on load (in bounds, redundant) and skipped on store.
 * Each launch covers k-slice [p0, p1) and adds to C (p0 > 0), so on CPUs the host splits k into
 * slices whose rows of B stay in cache while the items sweep them (matmul.ts).
 */
import * as dt from '../types/dtype.js';
import { arrayOf, type Schema } from '../types/schema.js';
import { cachedKernel, dtypeOf } from './common.js';

export type MatmulDType = 'f32' | 'f64';

/** The arguments every matmul kernel takes (this module's, matmul-group's, matmul-tile4x8's). */
export interface MatmulArgs {
  A: number[];
  B: number[];
  C: number[];
  m: number;
  k: number;
  n: number;
}

/** The schema of MatmulArgs: A, B, C of `dtype`, then m, k, n. */
export function matmulSchema(dtype: MatmulDType) {
  const t = dtypeOf(dtype);
  return {
    A: arrayOf(t),
    B: arrayOf(t),
    C: arrayOf(t),
    m: dt.i32,
    k: dt.i32,
    n: dt.i32,
  } satisfies Schema;
}

interface MM extends MatmulArgs {
  /** This launch adds A[:, p0..p1) · B[p0..p1, :] to C (p0 = 0: C starts from zero). */
  p0: number;
  p1: number;
}

function schema(dtype: MatmulDType) {
  return { ...matmulSchema(dtype), p0: dt.i32, p1: dt.i32 } satisfies Schema;
}

export function naiveKernel(dtype: MatmulDType) {
  return cachedKernel(`matmul:naive:${dtype}`, () => ({
    schema: schema(dtype),
    opts: { name: 'matmul_naive', float: dtype, unsafe: true },
    fn: ([i, j]: [number, number], { A, B, C, k, n, p0, p1 }: MM) => {
      let s = p0 > 0 ? (C[i * n + j] as number) : 0.0;
      for (let p = p0; p < p1; p++) s += (A[i * k + p] as number) * (B[p * n + j] as number);
      C[i * n + j] = s;
    },
  }));
}

export function tile4x4Kernel(dtype: MatmulDType) {
  return cachedKernel(`matmul:tile4x4:${dtype}`, () => ({
    schema: schema(dtype),
    opts: { name: 'matmul_tile4x4', float: dtype, unsafe: true },
    fn: ([bi, bj]: [number, number], { A, B, C, m, k, n, p0, p1 }: MM) => {
      const r0 = bi * 4;
      const q0 = bj * 4;
      const a0 = Math.min(r0, m - 1) * k;
      const a1 = Math.min(r0 + 1, m - 1) * k;
      const a2 = Math.min(r0 + 2, m - 1) * k;
      const a3 = Math.min(r0 + 3, m - 1) * k;
      const j0 = q0;
      const j1 = Math.min(q0 + 1, n - 1);
      const j2 = Math.min(q0 + 2, n - 1);
      const j3 = Math.min(q0 + 3, n - 1);
      // The 4 × 4 register block of C, one row of it a line, from a float zero of the kernel's float
      // type (not A[…] * 0: that is NaN when A holds ±Infinity).
      // biome-ignore format: the block reads as the grid it is
      let c00 = 0.0, c01 = c00, c02 = c00, c03 = c00,
        c10 = c00, c11 = c00, c12 = c00, c13 = c00,
        c20 = c00, c21 = c00, c22 = c00, c23 = c00,
        c30 = c00, c31 = c00, c32 = c00, c33 = c00;
      if (p0 > 0) {
        const o0 = r0 * n;
        const o1 = Math.min(r0 + 1, m - 1) * n;
        const o2 = Math.min(r0 + 2, m - 1) * n;
        const o3 = Math.min(r0 + 3, m - 1) * n;
        c00 = C[o0 + j0] as number;
        c01 = C[o0 + j1] as number;
        c02 = C[o0 + j2] as number;
        c03 = C[o0 + j3] as number;
        c10 = C[o1 + j0] as number;
        c11 = C[o1 + j1] as number;
        c12 = C[o1 + j2] as number;
        c13 = C[o1 + j3] as number;
        c20 = C[o2 + j0] as number;
        c21 = C[o2 + j1] as number;
        c22 = C[o2 + j2] as number;
        c23 = C[o2 + j3] as number;
        c30 = C[o3 + j0] as number;
        c31 = C[o3 + j1] as number;
        c32 = C[o3 + j2] as number;
        c33 = C[o3 + j3] as number;
      }
      for (let p = p0; p < p1; p++) {
        const row = p * n;
        const b0 = B[row + j0] as number;
        const b1 = B[row + j1] as number;
        const b2 = B[row + j2] as number;
        const b3 = B[row + j3] as number;
        const x0 = A[a0 + p] as number;
        const x1 = A[a1 + p] as number;
        const x2 = A[a2 + p] as number;
        const x3 = A[a3 + p] as number;
        c00 += x0 * b0;
        c01 += x0 * b1;
        c02 += x0 * b2;
        c03 += x0 * b3;
        c10 += x1 * b0;
        c11 += x1 * b1;
        c12 += x1 * b2;
        c13 += x1 * b3;
        c20 += x2 * b0;
        c21 += x2 * b1;
        c22 += x2 * b2;
        c23 += x2 * b3;
        c30 += x3 * b0;
        c31 += x3 * b1;
        c32 += x3 * b2;
        c33 += x3 * b3;
      }
      const w1 = q0 + 1 < n;
      const w2 = q0 + 2 < n;
      const w3 = q0 + 3 < n;
      let o = r0 * n + q0;
      C[o] = c00;
      if (w1) C[o + 1] = c01;
      if (w2) C[o + 2] = c02;
      if (w3) C[o + 3] = c03;
      if (r0 + 1 < m) {
        o += n;
        C[o] = c10;
        if (w1) C[o + 1] = c11;
        if (w2) C[o + 2] = c12;
        if (w3) C[o + 3] = c13;
      }
      if (r0 + 2 < m) {
        o += n;
        C[o] = c20;
        if (w1) C[o + 1] = c21;
        if (w2) C[o + 2] = c22;
        if (w3) C[o + 3] = c23;
      }
      if (r0 + 3 < m) {
        o += n;
        C[o] = c30;
        if (w1) C[o + 1] = c31;
        if (w2) C[o + 2] = c32;
        if (w3) C[o + 3] = c33;
      }
    },
  }));
}
