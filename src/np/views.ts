/**
 * Shape functions of tt.np that are views, sharing the array's memory on every device (no copy,
 * no launch): reshape, ravel, expand_dims, squeeze, transpose, broadcast_to (layout.ts makes them).
 * Writes through either are seen by the other; disposing the array makes its views unusable
 * (ARRAY_DISPOSED), disposing a view frees nothing. reshape of a strided view that no strides can
 * express is a copy, as NumPy's.
 */
import { ArrayOpError } from '../errors/errors.js';
import type { NDArray } from '../runtime/ndarray.js';
import { labelled } from '../runtime/user-call.js';
import { checkArrayArg, checkViewArg, normalizeAxis } from './args.js';
import { broadcastShapes, contiguousStrides, formatShape, sameShape, sizeOf } from './broadcast.js';
import { npDTypeOf } from './dtypes.js';
import { apply } from './elementwise.js';
import { traceOf } from './jit-ops.js';
import { Tracer } from './jit-trace.js';
import { isRowMajor, isStrided, layoutOf, stridesAlong, viewOf, wholeViewOf } from './layout.js';
import { castUfunc } from './ufuncs.js';

/** `shape` with one -1 replaced by what holds x's elements; OP_SHAPE_MISMATCH when no shape can. */
function resolveShape(op: string, x: NDArray, shape: readonly number[] | number): number[] {
  const s = typeof shape === 'number' ? [shape] : [...shape];
  const known = s.filter((d) => d !== -1);
  if (s.some((d) => !Number.isInteger(d) || d < -1) || s.length - known.length > 1)
    throw new ArrayOpError(
      'OP_BAD_ARGUMENT',
      op,
      `shape ${formatShape(s)} must hold non-negative integers and at most one -1`,
    );
  const k = sizeOf(known);
  const free = s.length === known.length ? undefined : k === 0 ? -1 : x.length / k;
  const out = s.map((d) => (d === -1 ? (free ?? -1) : d));
  if (free !== undefined && !Number.isInteger(free)) return fail();
  if (sizeOf(out) !== x.length || out.includes(-1)) return fail();
  return out;
  function fail(): never {
    throw new ArrayOpError(
      'OP_SHAPE_MISMATCH',
      op,
      `cannot reshape ${x.describe()} (${x.length} elements) to ${formatShape(s)}`,
    );
  }
}

/** x's elements in row-major order with another shape (the same size): a view when x's are row-major. */
function viewAs(x: NDArray, shape: readonly number[]): NDArray {
  if (!isStrided(x) && !(x instanceof Tracer)) return wholeViewOf(x, shape);
  const l = layoutOf(x);
  if (isRowMajor(x.shape, l.strides)) return viewOf(x, shape, l.offset, contiguousStrides(shape));
  return reshapeCopy(x, shape);
}

/**
 * The same elements in another shape (one -1 is inferred): a view of x's memory (docs/np.md), or
 * a copy for a strided view whose elements are not in row-major order (NumPy's rule).
 */
export function reshape(x: NDArray, shape: readonly number[] | number): NDArray {
  const a = checkViewArg('np.reshape', x);
  return viewAs(a, resolveShape('np.reshape', a, shape));
}

/** A new contiguous array with x's elements (one launch): NumPy's `np.copy`. */
function copyNow(x: NDArray): NDArray {
  // traced as a conversion to its own dtype: a new array where a result needs one, else fused away
  if (traceOf([x])) return apply('np.copy', castUfunc(npDTypeOf(x)), [x]);
  const a = checkArrayArg('np.copy', x);
  return reshapeCopy(a, a.shape);
}
/** A new contiguous array with x's elements (one launch): NumPy's `np.copy`. */
export const copy = labelled('np.copy', copyNow);

/** A new array: x's elements in `shape` (one copy launch); for temporaries that are disposed. */
export function reshapeCopy(x: NDArray, shape: readonly number[]): NDArray {
  return apply('np.reshape', castUfunc(npDTypeOf(x)), [x], { flatShape: shape });
}

/**
 * x's elements in row-major order as a 1-D array: x itself when 1-D, a view of a contiguous x,
 * else a copy (one launch). Callers dispose it when it is not x.
 */
export function flattened(x: NDArray): NDArray {
  if (x.shape.length === 1) return x;
  return isStrided(x) ? reshapeCopy(x, [x.length]) : wholeViewOf(x, [x.length]);
}

/** The elements as a 1-D array (a view). */
export function ravel(x: NDArray): NDArray {
  return reshape(x, [-1]);
}

/** A view with a new size-1 axis at `axis` (in [-rank-1, rank]). */
export function expand_dims(x: NDArray, axis: number): NDArray {
  const op = 'np.expand_dims';
  const a = checkViewArg(op, x);
  const at = normalizeAxis(op, axis, a.shape.length + 1);
  const l = layoutOf(a);
  const shape = [...a.shape.slice(0, at), 1, ...a.shape.slice(at)];
  return viewOf(a, shape, l.offset, [...l.strides.slice(0, at), 0, ...l.strides.slice(at)]);
}

/** A view without the size-1 axes (all of them, or `axis`, which must have size 1). */
export function squeeze(x: NDArray, axis?: number | readonly number[]): NDArray {
  const op = 'np.squeeze';
  const a = checkViewArg(op, x);
  const rank = a.shape.length;
  const l = layoutOf(a);
  const keep = (on: (d: number) => boolean) =>
    viewOf(
      a,
      a.shape.filter((_, d) => on(d)),
      l.offset,
      l.strides.filter((_, d) => on(d)),
    );
  if (axis === undefined) return keep((d) => a.shape[d] !== 1);
  const axes = new Set(
    (typeof axis === 'number' ? [axis] : [...axis]).map((d) => normalizeAxis(op, d, rank)),
  );
  for (const d of axes)
    if (a.shape[d] !== 1)
      throw new ArrayOpError(
        'OP_SHAPE_MISMATCH',
        op,
        `axis ${d} of ${a.describe()} has size ${a.shape[d] ?? 0}; only size-1 axes can be squeezed`,
      );
  return keep((d) => !axes.has(d));
}

/** Axes permuted (default reversed): a view with permuted strides. */
export function transpose(x: NDArray, axes?: readonly number[]): NDArray {
  const op = 'np.transpose';
  const a = checkViewArg(op, x);
  const rank = a.shape.length;
  const perm =
    axes === undefined ? a.shape.map((_, d) => rank - 1 - d) : axes.map((d) => normalizeAxis(op, d, rank));
  if (perm.length !== rank || new Set(perm).size !== rank)
    throw new ArrayOpError(
      'OP_BAD_ARGUMENT',
      op,
      `axes ${formatShape(axes ?? [])} are not a permutation of the ${rank} axes of ${a.describe()}`,
    );
  const l = layoutOf(a);
  return viewOf(
    a,
    perm.map((d) => a.shape[d] ?? 1),
    l.offset,
    perm.map((d) => l.strides[d] ?? 0),
  );
}

/** x broadcast to `shape` (NumPy's rules, one way: x's axes must be 1 or equal): a view, stride 0 along broadcast axes. */
export function broadcast_to(x: NDArray, shape: readonly number[]): NDArray {
  const op = 'np.broadcast_to';
  const a = checkViewArg(op, x);
  const b = broadcastShapes(op, [a.shape, shape]);
  if (!sameShape(b, shape))
    throw new ArrayOpError(
      'OP_SHAPE_MISMATCH',
      op,
      `${a.describe()} cannot be broadcast to ${formatShape(shape)} (it would give ${formatShape(b)})`,
    );
  const l = layoutOf(a);
  return viewOf(a, shape, l.offset, stridesAlong(a, l.strides, shape));
}
