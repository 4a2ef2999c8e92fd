import { cachedKernel } from './common.js';
import { type MatmulArgs, matmulSchema } from './matmul-kernels.js';

/** The launch range for [m, k, n]: one item per 4 × 8 block of C. */
export function tile4x8Range(m: number, n: number): [number, number] {
  return [Math.ceil(m / 4), Math.ceil(n / 8)];
}

export function tile4x8Kernel() {
  return cachedKernel('matmul:tile4x8:f32', () => ({
    schema: matmulSchema('f32'),
    opts: { name: 'matmul_tile4x8', float: 'f32', unsafe: true },
    fn: ([bi, bj]: [number, number], { A, B, C, m, k, n }: MatmulArgs) => {
      const r0 = bi * 4;
      const q0 = bj * 8;
      const a0 = Math.min(r0 + 0, m - 1) * k;
      const a1 = Math.min(r0 + 1, m - 1) * k;
      const a2 = Math.min(r0 + 2, m - 1) * k;
      const a3 = Math.min(r0 + 3, m - 1) * k;
      const j0 = q0;
      const j1 = Math.min(q0 + 1, n - 1);
      const j2 = Math.min(q0 + 2, n - 1);
      const j3 = Math.min(q0 + 3, n - 1);
      const j4 = Math.min(q0 + 4, n - 1);
      const j5 = Math.min(q0 + 5, n - 1);
      const j6 = Math.min(q0 + 6, n - 1);
      const j7 = Math.min(q0 + 7, n - 1);
      // The 4 × 8 register block of C, one row of it a line.
      // biome-ignore format: the block reads as the grid it is
      let c00 = 0, c01 = 0, c02 = 0, c03 = 0, c04 = 0, c05 = 0, c06 = 0, c07 = 0,
        c10 = 0, c11 = 0, c12 = 0, c13 = 0, c14 = 0, c15 = 0, c16 = 0, c17 = 0,
        c20 = 0, c21 = 0, c22 = 0, c23 = 0, c24 = 0, c25 = 0, c26 = 0, c27 = 0,
        c30 = 0, c31 = 0, c32 = 0, c33 = 0, c34 = 0, c35 = 0, c36 = 0, c37 = 0;
      for (let p = 0; p < k; p++) {
        const row = p * n;
        const b0 = B[row + j0] as number;
        const b1 = B[row + j1] as number;
        const b2 = B[row + j2] as number;
        const b3 = B[row + j3] as number;
        const b4 = B[row + j4] as number;
        const b5 = B[row + j5] as number;
        const b6 = B[row + j6] as number;
        const b7 = B[row + j7] as number;
        const x0 = A[a0 + p] as number;
        const x1 = A[a1 + p] as number;
        const x2 = A[a2 + p] as number;
        const x3 = A[a3 + p] as number;
        c00 += x0 * b0;
        c01 += x0 * b1;
        c02 += x0 * b2;
        c03 += x0 * b3;
        c04 += x0 * b4;
        c05 += x0 * b5;
        c06 += x0 * b6;
        c07 += x0 * b7;
        c10 += x1 * b0;
        c11 += x1 * b1;
        c12 += x1 * b2;
        c13 += x1 * b3;
        c14 += x1 * b4;
        c15 += x1 * b5;
        c16 += x1 * b6;
        c17 += x1 * b7;
        c20 += x2 * b0;
        c21 += x2 * b1;
        c22 += x2 * b2;
        c23 += x2 * b3;
        c24 += x2 * b4;
        c25 += x2 * b5;
        c26 += x2 * b6;
        c27 += x2 * b7;
        c30 += x3 * b0;
        c31 += x3 * b1;
        c32 += x3 * b2;
        c33 += x3 * b3;
        c34 += x3 * b4;
        c35 += x3 * b5;
        c36 += x3 * b6;
        c37 += x3 * b7;
      }
      if (r0 < m) {
        const o = r0 * n + q0;
        C[o] = c00;
        if (q0 + 1 < n) C[o + 1] = c01;
        if (q0 + 2 < n) C[o + 2] = c02;
        if (q0 + 3 < n) C[o + 3] = c03;
        if (q0 + 4 < n) C[o + 4] = c04;
        if (q0 + 5 < n) C[o + 5] = c05;
        if (q0 + 6 < n) C[o + 6] = c06;
        if (q0 + 7 < n) C[o + 7] = c07;
      }
      if (r0 + 1 < m) {
        const o = (r0 + 1) * n + q0;
        C[o] = c10;
        if (q0 + 1 < n) C[o + 1] = c11;
        if (q0 + 2 < n) C[o + 2] = c12;
        if (q0 + 3 < n) C[o + 3] = c13;
        if (q0 + 4 < n) C[o + 4] = c14;
        if (q0 + 5 < n) C[o + 5] = c15;
        if (q0 + 6 < n) C[o + 6] = c16;
        if (q0 + 7 < n) C[o + 7] = c17;
      }
      if (r0 + 2 < m) {
        const o = (r0 + 2) * n + q0;
        C[o] = c20;
        if (q0 + 1 < n) C[o + 1] = c21;
        if (q0 + 2 < n) C[o + 2] = c22;
        if (q0 + 3 < n) C[o + 3] = c23;
        if (q0 + 4 < n) C[o + 4] = c24;
        if (q0 + 5 < n) C[o + 5] = c25;
        if (q0 + 6 < n) C[o + 6] = c26;
        if (q0 + 7 < n) C[o + 7] = c27;
      }
      if (r0 + 3 < m) {
        const o = (r0 + 3) * n + q0;
        C[o] = c30;
        if (q0 + 1 < n) C[o + 1] = c31;
        if (q0 + 2 < n) C[o + 2] = c32;
        if (q0 + 3 < n) C[o + 3] = c33;
        if (q0 + 4 < n) C[o + 4] = c34;
        if (q0 + 5 < n) C[o + 5] = c35;
        if (q0 + 6 < n) C[o + 6] = c36;
        if (q0 + 7 < n) C[o + 7] = c37;
      }
    },
  }));
}
