/**
 * np.dot and np.matmul for 1-D and 2-D arrays on tt.matmul (f32 everywhere, f64 where the device
 * has it; integer operands are refused: convert with np.astype). A 1-D operand is a row (left) or a
 * column (right) and that axis is dropped from the result; 1-D·1-D is sum(a * b), 0-d.
 */
import { ArrayOpError } from '../errors/errors.js';
import { matmul as ttMatmul } from '../ops/matmul.js';
import { opsObserved, reportOp } from '../runtime/launch-recorder.js';
import { NDArray } from '../runtime/ndarray.js';
import { formatShape } from './broadcast.js';
import { npDTypeOf } from './dtypes.js';
import { astype, multiply } from './elementwise-api.js';
import { resultType } from './promote.js';
import { sum } from './reduce.js';
import { reshape, reshapeCopy } from './views.js';

function operands(op: string, a: unknown, b: unknown): [NDArray, NDArray] {
  for (const x of [a, b]) {
    if (!(x instanceof NDArray))
      throw new ArrayOpError(
        'OP_BAD_ARGUMENT',
        op,
        `expected NDArrays, got ${x === null ? 'null' : typeof x}`,
      );
    x.checkAlive(op);
    if (x.shape.length < 1 || x.shape.length > 2)
      throw new ArrayOpError(
        'OP_BAD_ARGUMENT',
        op,
        `takes 1-D and 2-D arrays, got ${x.describe()} (batches are not available yet)`,
      );
  }
  const [x, y] = [a as NDArray, b as NDArray];
  const t = resultType(op, [npDTypeOf(x), npDTypeOf(y)], []);
  if (t !== 'f32' && t !== 'f64')
    throw new ArrayOpError(
      'OP_BAD_DTYPE',
      op,
      `takes f32 or f64 arrays, got ${x.dtype} and ${y.dtype}; convert with np.astype(x, tt.f32)`,
    );
  return [npDTypeOf(x) === t ? x : astype(x, t), npDTypeOf(y) === t ? y : astype(y, t)];
}

/**
 * The matrix product for 1-D/2-D operands (NumPy's matmul rules for those ranks). While autodiff's
 * tape records (runtime/launch-recorder.ts), it is reported as one step with its gradient rule.
 */
export function matmul(a: NDArray, b: NDArray): NDArray {
  if (!opsObserved()) return plainMatmul(a, b);
  return reportOp(
    () => plainMatmul(a, b),
    (output) => ({ op: 'matmul', inputs: [a, b], output }),
  );
}

function plainMatmul(a: NDArray, b: NDArray): NDArray {
  const op = 'np.matmul';
  const [x, y] = operands(op, a, b);
  const kx = x.shape[x.shape.length - 1] ?? 0;
  const ky = y.shape[0] ?? 0;
  if (kx !== ky)
    throw new ArrayOpError(
      'OP_SHAPE_MISMATCH',
      op,
      `shapes ${formatShape(a.shape)} and ${formatShape(b.shape)} do not match: ${kx} != ${ky}`,
    );
  if (x.shape.length === 1 && y.shape.length === 1) return sum(multiply(x, y));
  const x2 = x.shape.length === 1 ? reshape(x, [1, kx]) : x;
  const y2 = y.shape.length === 1 ? reshape(y, [ky, 1]) : y;
  const c = ttMatmul(x2 as NDArray<'f32'>, y2 as NDArray<'f32'>);
  const shape = [
    ...(x.shape.length === 2 ? [x.shape[0] ?? 0] : []),
    ...(y.shape.length === 2 ? [y.shape[1] ?? 0] : []),
  ];
  for (const t of [x2, y2]) if (t !== a && t !== b) t.dispose();
  if (x !== a && x !== x2) x.dispose();
  if (y !== b && y !== y2) y.dispose();
  if (shape.length === 2) return c;
  const out = reshapeCopy(c, shape);
  c.dispose();
  return out;
}

/** np.dot for 1-D and 2-D arrays: the same as np.matmul for these ranks. */
export function dot(a: NDArray, b: NDArray): NDArray {
  return matmul(a, b);
}
