/**
 * Where an array's elements are in memory, as tt.np reads them: a root array (one allocation), the
 * first element's index in it and each axis's step. A plain array is its own root with row-major
 * strides; a strided view (slices, transpose, broadcast_to, flip: runtime's stridedView) has its
 * own. Views are made here: a layout that covers its whole root in order is a wholeView (today's
 * contiguous fast path), any other a stridedView — neither copies nor launches.
 */
import { stridedBaseOf, stridedView, wholeView } from '../runtime/array-view.js';
import type { NDArray } from '../runtime/ndarray.js';
import { isStridedView, stridedViewOf } from '../runtime/strided.js';
import { contiguousStrides, sizeOf } from './broadcast.js';
import { markBool, npDTypeOf } from './dtypes.js';
import { Tracer } from './jit-trace.js';

export interface Layout {
  readonly root: NDArray;
  readonly offset: number;
  readonly strides: readonly number[];
}

/** x's layout: a strided view's own in its base, else x itself read row-major. */
export function layoutOf(x: NDArray): Layout {
  if (x instanceof Tracer && x.node.kind === 'view')
    return { root: x, offset: x.node.offset, strides: x.node.strides };
  const s = stridedViewOf(x);
  if (s) return { root: stridedBaseOf(x), offset: s.offset, strides: s.strides };
  return { root: x, offset: 0, strides: contiguousStrides(x.shape) };
}

/** Whether x is a strided view (its elements are not one row-major range of its root). */
export function isStrided(x: NDArray): boolean {
  return isStridedView(x);
}

/** Whether a layout of `shape` is row-major (size-1 axes may have any stride). */
export function isRowMajor(shape: readonly number[], strides: readonly number[]): boolean {
  const own = contiguousStrides(shape);
  return shape.every((n, d) => n <= 1 || strides[d] === own[d]);
}

/** A view of `like`'s root (like's bool mark kept) with `shape` at `offset` and `strides`. */
export function viewOf(
  like: NDArray,
  shape: readonly number[],
  offset: number,
  strides: readonly number[],
): NDArray {
  if (like instanceof Tracer) return traceView(like, shape, offset, strides);
  const root = stridedBaseOf(like);
  const whole =
    sizeOf(shape) === root.length && sizeOf(shape) > 0 && offset === 0 && isRowMajor(shape, strides);
  const v = whole ? wholeView(root, shape) : stridedView(root, shape, offset, strides);
  return npDTypeOf(like) === 'bool' ? markBool(v) : v;
}

/** In a jit trace: a view node of like's input (views compose: a view's input is never a view). */
function traceView(
  like: Tracer,
  shape: readonly number[],
  offset: number,
  strides: readonly number[],
): NDArray {
  const n = like.node;
  const input = n.kind === 'view' ? n.input : n;
  const node = like.trace.add((id) => ({
    kind: 'view' as const,
    id,
    input,
    dtype: n.dtype,
    shape: [...shape],
    offset,
    strides: [...strides],
  }));
  return like.trace.tracer(node);
}

/** A contiguous array's elements with another shape of its size (runtime's wholeView), marked like it. */
export function wholeViewOf(x: NDArray, shape: readonly number[]): NDArray {
  const v = wholeView(x, shape);
  return npDTypeOf(x) === 'bool' ? markBool(v) : v;
}

/**
 * The strides of x's layout along each axis of `out` that x broadcasts to: 0 along a missing axis
 * or a size-1 axis that out makes larger.
 */
export function stridesAlong(x: NDArray, strides: readonly number[], out: readonly number[]): number[] {
  return out.map((size, d) => {
    const k = d - (out.length - x.shape.length);
    if (k < 0) return 0;
    return (x.shape[k] ?? 1) === 1 && size !== 1 ? 0 : (strides[k] ?? 0);
  });
}
