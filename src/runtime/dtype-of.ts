/**
 * `tt.dtypeOf(arr)`: the dtype object of an array. `arr.dtype` is the dtype's name ('u32') while
 * `tt.u32` is the dtype (a cast function with `.name === 'u32'`), so `arr.dtype === tt.u32` is
 * always false; compare `tt.dtypeOf(arr) === tt.u32`, or `arr.dtype === tt.u32.name`.
 */
import { ArrayError } from '../errors/errors.js';
import { type AnyDTypeName, type DType, dtypeByName } from '../types/dtype.js';

/** The dtype of an array (anything with a `dtype` name) or of a dtype name. */
export function dtypeOf<N extends AnyDTypeName>(of: N | { readonly dtype: N }): DType<N> {
  const name: unknown = typeof of === 'string' ? of : (of as { dtype?: unknown } | null)?.dtype;
  const d = typeof name === 'string' ? dtypeByName(name) : undefined;
  if (!d) {
    throw new ArrayError(
      'ARRAY_BAD_DTYPE',
      `tt.dtypeOf: expected an NDArray or a dtype name such as 'f32', got ${typeof of === 'string' ? JSON.stringify(of) : String(of)}`,
    );
  }
  return d as DType<N>;
}
