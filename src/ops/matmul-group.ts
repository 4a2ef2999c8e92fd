/**
 * The work-group matmul kernel (GPUs): C[m×n] = A[m×k] · B[k×n], row-major f32.
 * 16 × 16 work items per group, each computing a 4 × 4 block of C in registers, so a group covers
 * 64 × 64 of C. Per step of 16 along k the group stages a 64 × 16 tile of A and a 16 × 64 tile of
 * B in shared memory (4 elements of each per item, coalesced), then every item reads 4 + 4 shared
 * values per 16 multiply-adds. Item (li, lj) owns rows `li + 16 r` and columns `lj + 16 c`
 * (r, c < 4), so neighbouring items read neighbouring shared words.
 *
 * Edges: loads are clamped into the arrays and past-the-end elements are staged as 0, so any m,
 * k, n work (the range is padded to whole groups); stores are guarded. Each element of C is a sum
 * over k in ascending order, like the register kernel (matmul-kernels.ts): the same bound, and the
 * same result on every run.
 */
import * as dt from '../types/dtype.js';
import type { WorkGroup } from '../types/schema.js';
import { cachedKernel } from './common.js';
import { type MatmulArgs, matmulSchema } from './matmul-kernels.js';

/** Items per group side, k-step of a tile, and C rows/columns per group (TILE · 4). */
export const GROUP_TILE = 16;
export const GROUP_BLOCK = 64;
/** The same two numbers as the kernel sees them (bound through `constants`). */
const T = GROUP_TILE;
const BM = GROUP_BLOCK;

/** The launch range for [m, k, n]: whole groups of 16 × 16 items, each item 4 × 4 of C. */
export function groupMatmulRange(m: number, n: number): [number, number] {
  return [Math.ceil(m / GROUP_BLOCK) * GROUP_TILE, Math.ceil(n / GROUP_BLOCK) * GROUP_TILE];
}

export function groupMatmulKernel() {
  return cachedKernel('matmul:group4x4:f32', () => ({
    schema: matmulSchema('f32'),
    opts: {
      name: 'matmul_group4x4',
      float: 'f32',
      unsafe: true,
      workgroup: [GROUP_TILE, GROUP_TILE],
      constants: { T, BM },
    },
    fn: ([_i, _j]: [number, number], { A, B, C, m, k, n }: MatmulArgs, g: WorkGroup) => {
      const As = g.shared(dt.f32, BM * T);
      const Bs = g.shared(dt.f32, T * BM);
      const li = g.local[0];
      const lj = g.local[1];
      const l = li * T + lj;
      const row0 = g.group[0] * BM;
      const col0 = g.group[1] * BM;
      let c00 = 0;
      let c01 = 0;
      let c02 = 0;
      let c03 = 0;
      let c10 = 0;
      let c11 = 0;
      let c12 = 0;
      let c13 = 0;
      let c20 = 0;
      let c21 = 0;
      let c22 = 0;
      let c23 = 0;
      let c30 = 0;
      let c31 = 0;
      let c32 = 0;
      let c33 = 0;
      for (let t = 0; t < k; t += T) {
        for (let q = 0; q < 4; q++) {
          const e = q * T * T + l;
          // A tile: 64 rows x 16 k; B tile: 16 k x 64 columns (row-major in shared memory)
          const ar = row0 + (e >> 4);
          const ak = t + (e & 15);
          const av = A[Math.min(ar, m - 1) * k + Math.min(ak, k - 1)] as number;
          As[e] = ar < m && ak < k ? av : 0;
          const bk = t + (e >> 6);
          const bc = col0 + (e & 63);
          const bv = B[Math.min(bk, k - 1) * n + Math.min(bc, n - 1)] as number;
          Bs[e] = bk < k && bc < n ? bv : 0;
        }
        g.barrier();
        for (let p = 0; p < T; p++) {
          const a0 = As[li * T + p] as number;
          const a1 = As[(li + 16) * T + p] as number;
          const a2 = As[(li + 32) * T + p] as number;
          const a3 = As[(li + 48) * T + p] as number;
          const b0 = Bs[p * BM + lj] as number;
          const b1 = Bs[p * BM + lj + 16] as number;
          const b2 = Bs[p * BM + lj + 32] as number;
          const b3 = Bs[p * BM + lj + 48] as number;
          c00 += a0 * b0;
          c01 += a0 * b1;
          c02 += a0 * b2;
          c03 += a0 * b3;
          c10 += a1 * b0;
          c11 += a1 * b1;
          c12 += a1 * b2;
          c13 += a1 * b3;
          c20 += a2 * b0;
          c21 += a2 * b1;
          c22 += a2 * b2;
          c23 += a2 * b3;
          c30 += a3 * b0;
          c31 += a3 * b1;
          c32 += a3 * b2;
          c33 += a3 * b3;
        }
        g.barrier();
      }
      const r0 = row0 + li;
      const q0 = col0 + lj;
      const w0 = q0 < n;
      const w1 = q0 + 16 < n;
      const w2 = q0 + 32 < n;
      const w3 = q0 + 48 < n;
      for (let r = 0; r < 4; r++) {
        const row = r0 + r * 16;
        if (row < m) {
          const o = row * n + q0;
          const v0 = r === 0 ? c00 : r === 1 ? c10 : r === 2 ? c20 : c30;
          const v1 = r === 0 ? c01 : r === 1 ? c11 : r === 2 ? c21 : c31;
          const v2 = r === 0 ? c02 : r === 1 ? c12 : r === 2 ? c22 : c32;
          const v3 = r === 0 ? c03 : r === 1 ? c13 : r === 2 ? c23 : c33;
          if (w0) C[o] = v0;
          if (w1) C[o + 16] = v1;
          if (w2) C[o + 32] = v2;
          if (w3) C[o + 48] = v3;
        }
      }
    },
  }));
}
