/**
 * Arrays that view another array's memory (e.g. f32 data seen as u32 bits by the sort kernels,
 * ops/bit-view.ts). A view lives on its base's device and queue; it becomes usable after the work
 * already submitted with the base, and every use of the view is a use of the base as well, so the
 * base's next use waits for it.
 */
import type { Allocation } from '../memory/space.js';
import type { ArrayDTypeName } from '../types/dtype.js';
import { adoptWhenReady, viewBase } from './array-internals.js';
import { NDArray } from './ndarray.js';
import { arraysTask } from './queue-task.js';

/** A view of `base` as `dtype`; `alias` makes the view's allocation from base's on its device. */
export function arrayView<N extends ArrayDTypeName>(
  base: NDArray,
  dtype: N,
  alias: (alloc: Allocation) => Allocation,
): NDArray<N> {
  const view = new NDArray<N>(dtype, base.shape, base.device, base.queue, undefined);
  const ready = arraysTask({ reads: [base], what: 'a view' }, [], async (scope) =>
    alias(await scope.allocation(base)),
  );
  view[adoptWhenReady](ready);
  view[viewBase](base);
  return view;
}
