/**
 * Integer matrix products for tt.np's matmul/dot (NumPy gives integer results for integer
 * operands): C[q] = A[q]·B[q] for q < batch, [m×k]·[k×n] row-major from element offA[q] of A and
 * offB[q] of B (the batched kernel's layout, matmul-batched.ts). Exact and wrapping: every sum is
 * kept modulo 2^32 (`| 0` for i32 and the 8/16-bit types, which load as i32 and whose store wraps
 * the exact sum's low bits as NumPy's 8/16-bit accumulation would; `>>> 0` for u32), so every
 * device gives the same bits. Bools: 1 where some product is nonzero (NumPy's bool matmul).
 */
import type { NDArray } from '../runtime/ndarray.js';
import type { ArrayDTypeName } from '../types/dtype.js';
import * as dt from '../types/dtype.js';
import { arrayOf } from '../types/schema.js';
import { cachedKernel, dtypeOf, like } from './common.js';
import type { Batched } from './matmul-batched.js';

/** The integer storage dtypes a product runs on. */
export type IntMatmulDType = 'i8' | 'u8' | 'i16' | 'u16' | 'i32' | 'u32';
/** How the sum is kept: signed 32 bits, unsigned 32 bits, or a bool (any nonzero product). */
type Sum = 'signed' | 'unsigned' | 'bool';

function intKernel(dtype: IntMatmulDType, sum: Sum) {
  const t = dtypeOf(dtype as ArrayDTypeName);
  const schema = {
    A: arrayOf(t),
    B: arrayOf(t),
    C: arrayOf(t),
    offA: arrayOf(dt.i32),
    offB: arrayOf(dt.i32),
    m: dt.i32,
    k: dt.i32,
    n: dt.i32,
  };
  const opts = { name: `matmul_int_${sum}`, unsafe: true };
  if (sum === 'unsigned')
    return cachedKernel(`matmul:int:${dtype}:${sum}`, () => ({
      schema,
      opts,
      fn: (i: number, { A, B, C, offA, offB, m, k, n }: Batched) => {
        const q = Math.trunc(i / (m * n));
        const r = i % (m * n);
        const a0 = (offA[q] as number) + Math.trunc(r / n) * k;
        const b0 = (offB[q] as number) + (r % n);
        let s = 0 >>> 0;
        for (let p = 0; p < k; p++) s = (s + Math.imul(A[a0 + p] as number, B[b0 + p * n] as number)) >>> 0;
        C[i] = s;
      },
    }));
  return cachedKernel(`matmul:int:${dtype}:${sum}`, () => ({
    schema,
    opts,
    fn:
      sum === 'bool'
        ? (i: number, { A, B, C, offA, offB, m, k, n }: Batched) => {
            const q = Math.trunc(i / (m * n));
            const r = i % (m * n);
            const a0 = (offA[q] as number) + Math.trunc(r / n) * k;
            const b0 = (offB[q] as number) + (r % n);
            let s = 0;
            for (let p = 0; p < k; p++)
              if ((A[a0 + p] as number) !== 0 && (B[b0 + p * n] as number) !== 0) s = 1;
            C[i] = s;
          }
        : (i: number, { A, B, C, offA, offB, m, k, n }: Batched) => {
            const q = Math.trunc(i / (m * n));
            const r = i % (m * n);
            const a0 = (offA[q] as number) + Math.trunc(r / n) * k;
            const b0 = (offB[q] as number) + (r % n);
            let s = 0;
            for (let p = 0; p < k; p++) s = (s + Math.imul(A[a0 + p] as number, B[b0 + p * n] as number)) | 0;
            C[i] = s;
          },
  }));
}

/**
 * The batched integer product of `a` and `b` (one integer dtype, one queue; checked) into a new
 * array of `shape` (batch·m·n elements); `offA`/`offB` are i32 arrays of the matrices' offsets.
 * `bool`: a and b hold 0/1 (u8) and the result is 1 where some product is nonzero.
 */
export function intMatmul(
  a: NDArray,
  b: NDArray,
  offA: NDArray<'i32'>,
  offB: NDArray<'i32'>,
  [m, k, n]: readonly [number, number, number],
  shape: readonly number[],
  bool = false,
): NDArray {
  const dtype = a.dtype as IntMatmulDType;
  const c = like(a, dtype, shape);
  const size = offA.length * m * n;
  const sum: Sum = bool ? 'bool' : dtype === 'u32' ? 'unsigned' : 'signed';
  // Observed here: a failure is the launch's own (tt.np's results carry no error yet, docs/np.md).
  if (size > 0)
    intKernel(dtype, sum)
      .launch(size, { A: a, B: b, C: c, offA, offB, m, k, n })
      .catch(() => {});
  return c;
}
