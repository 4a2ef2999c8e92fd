/**
 * Sums of 8- and 16-bit integers accumulate in 32 bits, as NumPy and dpnp promote small integers:
 * `tt.sum`, `tt.prod` and `tt.cumsum` of i8/i16 compute in i32, of u8/u8c/u16 in u32 (a sum of a
 * Uint8Array image is its real sum, not the sum modulo 256). A widening launch on the input's
 * device and queue copies x into a temporary 32-bit array first; other dtypes pass through.
 */
import type { NDArray } from '../runtime/ndarray.js';
import type { ArrayDTypeName, SmallDTypeName } from '../types/dtype.js';
import { arrayOf } from '../types/schema.js';
import { cachedKernel, dtypeOf, type Launches, like } from './common.js';

/** The dtype sums of `N` are computed and returned in. */
export type Accumulated<N extends ArrayDTypeName> = N extends 'i8' | 'i16'
  ? 'i32'
  : N extends 'u8' | 'u8c' | 'u16'
    ? 'u32'
    : N extends 'f16'
      ? 'f32'
      : N;

const WIDER: Readonly<Record<SmallDTypeName, 'i32' | 'u32' | 'f32'>> = {
  i8: 'i32',
  i16: 'i32',
  u8: 'u32',
  u8c: 'u32',
  u16: 'u32',
  f16: 'f32',
};

export function accumulatedDType<N extends ArrayDTypeName>(dtype: N): Accumulated<N> {
  return ((WIDER as Readonly<Record<string, 'i32' | 'u32' | 'f32'>>)[dtype] ?? dtype) as Accumulated<N>;
}

function widenKernel(from: ArrayDTypeName, to: ArrayDTypeName) {
  return cachedKernel(`widen:${from}:${to}`, () => ({
    schema: { x: arrayOf(dtypeOf(from)), y: arrayOf(dtypeOf(to)) },
    opts: { name: `widen_${from}` },
    fn: (i: number, { x, y }: { x: number[]; y: number[] }) => {
      y[i] = x[i] as number;
    },
  }));
}

/**
 * x itself when its dtype accumulates as it is; otherwise a new 32-bit copy whose launch joins
 * `run` (release it with `run.release` once the launches that read it are submitted).
 */
export function widened<N extends ArrayDTypeName>(run: Launches, x: NDArray<N>): NDArray<Accumulated<N>> {
  const to = accumulatedDType(x.dtype);
  // Accumulated<N> is N here (the dtype accumulates as it is), which TypeScript cannot see.
  if (to === x.dtype) return x as unknown as NDArray<Accumulated<N>>;
  const y = like(x, to, x.shape);
  if (x.length > 0) run.add(widenKernel(x.dtype, to).launch(x.length, { x, y }));
  return y;
}
