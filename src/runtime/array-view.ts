/**
 * Arrays that view another array's memory (e.g. f32 data seen as u32 bits by the sort kernels,
 * ops/bit-view.ts). A view lives on its base's device and queue; it becomes usable after the work
 * already submitted with the base, and every use of the view is a use of the base as well, so the
 * base's next use waits for it.
 */

import { InternalError } from '../errors/errors.js';
import type { Allocation } from '../memory/space.js';
import type { ArrayDTypeName } from '../types/dtype.js';
import { adoptWhenReady, viewBase, viewWindow } from './array-internals.js';
import { NDArray } from './ndarray.js';
import { arraysTask } from './queue-task.js';
import { contiguousCopy, isStridedView, markStridedView, stridedViewOf } from './strided.js';

/** A view of `base` as `dtype`; `alias` makes the view's allocation from base's on its device. */
export function arrayView<N extends ArrayDTypeName>(
  given: NDArray,
  dtype: N,
  alias: (alloc: Allocation) => Allocation,
): NDArray<N> {
  // A strided view has no memory of its own: the view aliases a contiguous copy of it, which it
  // keeps alive as its base (freed by the garbage collector with the view).
  const base = isStridedView(given) ? contiguousCopy(given) : given;
  const view = new NDArray<N>(dtype, base.shape, base.device, base.queue, undefined);
  const ready = arraysTask({ reads: [base], what: 'a view' }, [], async (scope) =>
    alias(await scope.allocation(base)),
  );
  view[adoptWhenReady](ready);
  view[viewBase](base);
  return view;
}

/**
 * `base`'s elements, in their order, seen with another shape of the same size: a window over the
 * whole of base's memory on any device (no copy, no sub-allocation), so writes through either are
 * seen by the other and uses are ordered like a subarray's. Disposing base makes it unusable.
 */
export function wholeView<N extends ArrayDTypeName>(base: NDArray<N>, shape: readonly number[]): NDArray<N> {
  base.checkAlive('a view');
  const n = shape.reduce((a, b) => a * b, 1);
  if (n !== base.length) throw new InternalError(`a view of ${base.describe()} with ${n} elements`);
  // a strided view's elements are not its memory's order: flatten it with a copy instead
  if (isStridedView(base)) throw new InternalError(`a whole view of the strided view ${base.describe()}`);
  const usm = base.usm === 'shared' ? undefined : base.usm;
  const view = new NDArray<N>(base.dtype, [...shape], base.device, base.queue, undefined, usm);
  view[viewWindow](base, 0);
  return view;
}

/**
 * `base`'s elements at `offset + sum(i[d] * strides[d])` for each index i of `shape` (tt.np's
 * slices, transpose, broadcast_to, flip): no copy, no launch. Writes through either are seen by
 * the other; disposing base makes it unusable. Its memory is not one range: kernels, tasks and
 * read() get a contiguous copy of it (runtime/strided.ts). `base` is not itself a strided view.
 */
export function stridedView<N extends ArrayDTypeName>(
  base: NDArray<N>,
  shape: readonly number[],
  offset: number,
  strides: readonly number[],
): NDArray<N> {
  base.checkAlive('a view');
  if (isStridedView(base) || strides.length !== shape.length)
    throw new InternalError(`a strided view of ${base.describe()} with ${strides.length} strides`);
  const usm = base.usm === 'shared' ? undefined : base.usm;
  const view = new NDArray<N>(base.dtype, [...shape], base.device, base.queue, undefined, usm);
  view[viewBase](base);
  markStridedView(view, { base, offset, strides, shape });
  return view;
}

/** The array whose memory a strided view reads (tt.np reads the view through it), else x. */
export function stridedBaseOf<N extends ArrayDTypeName>(x: NDArray<N>): NDArray<N> {
  const s = stridedViewOf(x)?.base;
  // a strided view's base is an NDArray of its dtype (stridedView above)
  return s instanceof NDArray ? (s as NDArray<N>) : x;
}
