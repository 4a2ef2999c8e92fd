/**
 * Strided views (tt.np's slices, transpose, broadcast_to) at a kernel launch: a kernel indexes its
 * arrays contiguously, so each strided view argument is replaced by a contiguous copy (one counted
 * launch, `stats().viewCopies`), and a written one is copied back into the view after the launch
 * (ordered after it by the copy's uses). The copies are freed once those uses end.
 */
import type { Event } from './event.js';
import { NDArray } from './ndarray.js';
import { checkWritable, contiguousCopy, isStridedView, stridedViewsMade, writeBack } from './strided.js';

/**
 * `launch` with each strided view argument replaced by its copy; undefined when no argument is a
 * strided view (the usual case, checked without allocating). A refusal rejects the promise.
 */
export function launchViaCopies(
  kernel: string,
  args: unknown,
  writes: (name: string) => boolean,
  launch: (args: Record<string, unknown>) => Promise<Event>,
): Promise<Event> | undefined {
  if (!stridedViewsMade() || typeof args !== 'object' || args === null) return undefined;
  const given = args as Record<string, unknown>;
  let views: [string, NDArray][] | undefined;
  for (const name in given) {
    const v = given[name];
    if (!(v instanceof NDArray) || !isStridedView(v)) continue;
    views ??= [];
    views.push([name, v]);
  }
  if (views === undefined) return undefined;
  const swapped: Record<string, unknown> = { ...given };
  const copies: [string, NDArray, NDArray][] = [];
  try {
    for (const [name, v] of views)
      if (writes(name)) checkWritable(v, `kernel '${kernel}', argument '${name}'`);
    for (const [name, v] of views) {
      const copy = contiguousCopy(v);
      swapped[name] = copy;
      copies.push([name, v, copy]);
    }
  } catch (e) {
    for (const [, , copy] of copies) copy.dispose();
    return Promise.reject(e);
  }
  const p = launch(swapped);
  for (const [name, v, copy] of copies) {
    if (writes(name)) writeBack(v, copy);
    copy.dispose();
  }
  return p;
}
