/**
 * `tt.matmul(a, b)` without dims: [m, k, n] from the operands' shapes when both are 2-D, a [m, k]
 * and b [k, n]. Other shapes still need the explicit `tt.matmul(a, b, [m, k, n])`.
 */
import { ArrayOpError } from '../errors/errors.js';
import type { NDArray } from '../runtime/ndarray.js';

export function inferMatmulDims(
  op: string,
  a: NDArray,
  b: NDArray,
): readonly [m: number, k: number, n: number] {
  const [m, k, ...restA] = a.shape;
  const [k2, n, ...restB] = b.shape;
  if (
    m === undefined ||
    k === undefined ||
    restA.length ||
    k2 === undefined ||
    n === undefined ||
    restB.length
  ) {
    throw new ArrayOpError(
      'OP_SHAPE_MISMATCH',
      op,
      `without dims both operands must be 2-D, a [m, k] and b [k, n]; got a [${a.shape.join(', ')}] and b [${b.shape.join(', ')}]: pass dims, tt.matmul(a, b, [m, k, n])`,
    );
  }
  if (k !== k2) {
    throw new ArrayOpError(
      'OP_SHAPE_MISMATCH',
      op,
      `a is [${m}, ${k}] and b is [${k2}, ${n}]: a's columns (${k}) must equal b's rows (${k2})`,
    );
  }
  return [m, k, n];
}
