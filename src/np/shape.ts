/**
 * Shape functions of tt.np that make new arrays, each by one copy kernel (the elementwise copy,
 * reading the input with the strides the operation implies): transpose with permuted strides,
 * broadcast_to with stride 0 along broadcast axes; concatenate and stack write each input into its
 * slot of the result. One launch per input; nothing moves through the host. reshape & co. are views
 * (views.ts), slices copies (slicing.ts).
 */
import { ArrayOpError } from '../errors/errors.js';
import { emptyOnQueue } from '../runtime/create.js';
import type { NDArray } from '../runtime/ndarray.js';
import { checkArrayArg, normalizeAxis } from './args.js';
import { broadcastShapes, broadcastStrides, contiguousStrides, formatShape, sameShape } from './broadcast.js';
import { markBool, npDTypeOf, storageOf } from './dtypes.js';
import { apply, commonQueue } from './elementwise.js';
import { checkNpOptions } from './options.js';
import { resultType } from './promote.js';
import { castUfunc } from './ufuncs.js';
import { reshape } from './views.js';

const copyOf = (x: NDArray) => castUfunc(npDTypeOf(x));

/** Axes permuted (default reversed); a copy. */
export function transpose(x: NDArray, axes?: readonly number[]): NDArray {
  const op = 'np.transpose';
  const a = checkArrayArg(op, x);
  const rank = a.shape.length;
  const perm =
    axes === undefined ? a.shape.map((_, d) => rank - 1 - d) : axes.map((d) => normalizeAxis(op, d, rank));
  if (perm.length !== rank || new Set(perm).size !== rank)
    throw new ArrayOpError(
      'OP_BAD_ARGUMENT',
      op,
      `axes ${formatShape(axes ?? [])} are not a permutation of the ${rank} axes of ${a.describe()}`,
    );
  const own = contiguousStrides(a.shape);
  const shape = perm.map((d) => a.shape[d] ?? 1);
  if (rank === 0) return apply(op, copyOf(a), [a], { flatShape: [] });
  return apply(op, copyOf(a), [a], { shape, strides: [perm.map((d) => own[d] ?? 0)] });
}

/** x broadcast to `shape` (NumPy's rules, one way: x's axes must be 1 or equal); a copy. */
export function broadcast_to(x: NDArray, shape: readonly number[]): NDArray {
  const op = 'np.broadcast_to';
  const a = checkArrayArg(op, x);
  const b = broadcastShapes(op, [a.shape, shape]);
  if (!sameShape(b, shape))
    throw new ArrayOpError(
      'OP_SHAPE_MISMATCH',
      op,
      `${a.describe()} cannot be broadcast to ${formatShape(shape)} (it would give ${formatShape(b)})`,
    );
  if (shape.length === 0) return apply(op, copyOf(a), [a], { flatShape: [] });
  return apply(op, copyOf(a), [a], { shape, strides: [broadcastStrides(a.shape, shape)] });
}

/** The list argument of concatenate and stack: a non-empty list of NDArrays, and its first. */
function checkArrayList(op: string, arrays: unknown): { xs: NDArray[]; first: NDArray } {
  if (!Array.isArray(arrays) || arrays.length === 0)
    throw new ArrayOpError('OP_BAD_ARGUMENT', op, 'needs a non-empty list of NDArrays');
  const xs = arrays.map((x) => checkArrayArg(op, x));
  return { xs, first: xs[0] as NDArray };
}

export interface AxisOption {
  readonly axis?: number;
}

/** The arrays joined along an existing axis (default 0); the result type is their promoted type. */
export function concatenate(arrays: readonly NDArray[], opts?: AxisOption): NDArray {
  const op = 'np.concatenate';
  checkNpOptions(op, opts, ['axis']);
  const { xs, first } = checkArrayList(op, arrays);
  const rank = first.shape.length;
  if (rank === 0)
    throw new ArrayOpError('OP_BAD_ARGUMENT', op, 'cannot concatenate 0-d arrays; use np.stack');
  const axis = normalizeAxis(op, opts?.axis ?? 0, rank);
  for (const x of xs) {
    const ok = x.shape.length === rank && x.shape.every((d, k) => k === axis || d === first.shape[k]);
    if (!ok)
      throw new ArrayOpError(
        'OP_SHAPE_MISMATCH',
        op,
        `shapes ${formatShape(first.shape)} and ${formatShape(x.shape)} differ outside axis ${axis}`,
      );
  }
  const queue = commonQueue(op, xs);
  const dtype = resultType(op, xs.map(npDTypeOf), []);
  const shape = first.shape.map((d, k) => (k === axis ? xs.reduce((s, x) => s + (x.shape[k] ?? 0), 0) : d));
  const out = emptyOnQueue(shape, storageOf(dtype), queue);
  if (dtype === 'bool') markBool(out);
  const ost = contiguousStrides(shape);
  let at = 0;
  for (const x of xs) {
    const offset = at * (ost[axis] ?? 0);
    apply(op, castUfunc(dtype), [x], {
      shape: x.shape,
      strides: [contiguousStrides(x.shape)],
      into: { out, offset, strides: ost },
    });
    at += x.shape[axis] ?? 0;
  }
  return out;
}

/** The arrays (all of one shape) joined along a new axis (default 0). */
export function stack(arrays: readonly NDArray[], opts?: AxisOption): NDArray {
  const op = 'np.stack';
  checkNpOptions(op, opts, ['axis']);
  const { xs, first } = checkArrayList(op, arrays);
  for (const x of xs) {
    if (!sameShape(x.shape, first.shape))
      throw new ArrayOpError(
        'OP_SHAPE_MISMATCH',
        op,
        `all arrays need one shape; got ${formatShape(first.shape)} and ${formatShape(x.shape)}`,
      );
  }
  const axis = normalizeAxis(op, opts?.axis ?? 0, first.shape.length + 1);
  const expanded = [...first.shape.slice(0, axis), 1, ...first.shape.slice(axis)];
  const parts = xs.map((x) => reshape(x, expanded));
  const out = concatenate(parts, { axis });
  for (const p of parts) p.dispose();
  return out;
}
