/**
 * Shape functions of tt.np that are views: reshape, ravel, expand_dims, squeeze give the same
 * elements in the same order with another shape, sharing the array's memory on every device
 * (runtime's wholeView: no copy, no launch). Writes through either are seen by the other; disposing
 * the array makes its views unusable (ARRAY_DISPOSED), disposing a view frees nothing.
 */
import { ArrayOpError } from '../errors/errors.js';
import { wholeView } from '../runtime/array-view.js';
import type { NDArray } from '../runtime/ndarray.js';
import { checkArrayArg, normalizeAxis } from './args.js';
import { formatShape, sizeOf } from './broadcast.js';
import { markBool, npDTypeOf } from './dtypes.js';
import { apply } from './elementwise.js';
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

/** `x`'s memory with another shape (the same size), marked bool like x. */
function viewAs(x: NDArray, shape: readonly number[]): NDArray {
  const v = wholeView(x, shape);
  return npDTypeOf(x) === 'bool' ? markBool(v) : v;
}

/** The same elements in another shape (one -1 is inferred); a view of x's memory (docs/np.md). */
export function reshape(x: NDArray, shape: readonly number[] | number): NDArray {
  const a = checkArrayArg('np.reshape', x);
  return viewAs(a, resolveShape('np.reshape', a, shape));
}

/** A new array: x's elements in `shape` (one copy launch); for temporaries that are disposed. */
export function reshapeCopy(x: NDArray, shape: readonly number[]): NDArray {
  return apply('np.reshape', castUfunc(npDTypeOf(x)), [x], { flatShape: shape });
}

/** The elements as a 1-D array (a view). */
export function ravel(x: NDArray): NDArray {
  return reshape(x, [-1]);
}

/** A view with a new size-1 axis at `axis` (in [-rank-1, rank]). */
export function expand_dims(x: NDArray, axis: number): NDArray {
  const op = 'np.expand_dims';
  const a = checkArrayArg(op, x);
  const at = normalizeAxis(op, axis, a.shape.length + 1);
  return viewAs(a, [...a.shape.slice(0, at), 1, ...a.shape.slice(at)]);
}

/** A view without the size-1 axes (all of them, or `axis`, which must have size 1). */
export function squeeze(x: NDArray, axis?: number | readonly number[]): NDArray {
  const op = 'np.squeeze';
  const a = checkArrayArg(op, x);
  const rank = a.shape.length;
  if (axis === undefined)
    return viewAs(
      a,
      a.shape.filter((d) => d !== 1),
    );
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
  return viewAs(
    a,
    a.shape.filter((_, d) => !axes.has(d)),
  );
}
