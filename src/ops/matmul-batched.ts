/**
 * A batch of matrix products in one launch (tt.np's matmul of stacks whose right operand is a
 * stack too): C[q] = A[q]·B[q] for q < batch, each [m×k]·[k×n] row-major, A[q] starting at element
 * offA[q] of A and B[q] at offB[q] of B (so broadcast batch axes reuse one matrix). One work item
 * per element of C; it streams k once.
 */
import type { NDArray } from '../runtime/ndarray.js';
import * as dt from '../types/dtype.js';
import { arrayOf } from '../types/schema.js';
import { cachedKernel, dtypeOf, like } from './common.js';
import type { MatmulDType } from './matmul-kernels.js';

/** The parameters of the batched matmul kernels (offsets per batch; shared by matmul-int.ts). */
export interface Batched {
  A: number[];
  B: number[];
  C: number[];
  offA: number[];
  offB: number[];
  m: number;
  k: number;
  n: number;
}

function batchedKernel(dtype: MatmulDType) {
  const t = dtypeOf(dtype);
  return cachedKernel(`matmul:batched:${dtype}`, () => ({
    schema: {
      A: arrayOf(t),
      B: arrayOf(t),
      C: arrayOf(t),
      offA: arrayOf(dt.i32),
      offB: arrayOf(dt.i32),
      m: dt.i32,
      k: dt.i32,
      n: dt.i32,
    },
    opts: { name: 'matmul_batched', float: dtype, unsafe: true },
    fn: (i: number, { A, B, C, offA, offB, m, k, n }: Batched) => {
      const q = Math.trunc(i / (m * n));
      const r = i % (m * n);
      const a0 = (offA[q] as number) + Math.trunc(r / n) * k;
      const b0 = (offB[q] as number) + (r % n);
      let s = 0.0;
      for (let p = 0; p < k; p++) s += (A[a0 + p] as number) * (B[b0 + p * n] as number);
      C[i] = s;
    },
  }));
}

/**
 * The batched product of `a` and `b` (same dtype and queue; checked) into a new array of `shape`
 * (batch·m·n elements); `offA`/`offB` are i32 arrays of the batch's matrix offsets on their queue.
 */
export function batchedMatmul<N extends MatmulDType>(
  a: NDArray<N>,
  b: NDArray<N>,
  offA: NDArray<'i32'>,
  offB: NDArray<'i32'>,
  [m, k, n]: readonly [number, number, number],
  shape: readonly number[],
): NDArray<N> {
  const c = like(a, a.dtype, shape) as NDArray<N>;
  const size = offA.length * m * n;
  // Observed here: a failure is the launch's own (tt.np's results carry no error yet, docs/np.md).
  if (size > 0)
    batchedKernel(a.dtype)
      .launch(size, { A: a, B: b, C: c, offA, offB, m, k, n })
      .catch(() => {});
  return c;
}
