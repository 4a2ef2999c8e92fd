/**
 * Launching an adjoint for a recorded launch: the gather form (gather-adjoint.ts) where it applies
 * to this launch, followed by its zeroing pass, else the scatter form. The gather form needs the
 * launch range as parameters and, in 2-D, a launch no wider than the row stride (else two items
 * would own the same element: the scatter form is exact for any launch).
 */
import type { LaunchArgs } from '../runtime/launch-args.js';
import type { LaunchRange, Schema } from '../types/schema.js';
import type { Adjoint, GatherAdjoint } from './adjoint.js';

function strideFits(g: GatherAdjoint, extents: readonly number[], args: Readonly<Record<string, unknown>>) {
  if (!g.stride) return true;
  const w = 'value' in g.stride ? g.stride.value : args[g.stride.param];
  return typeof w === 'number' && w >= (extents[1] ?? 0);
}

/** True when `adjoint`'s gather form applies to a launch over `range`. */
export function gathers(
  adjoint: Adjoint,
  range: LaunchRange,
  args: Readonly<Record<string, unknown>>,
): boolean {
  const g = adjoint.gather;
  const extents = typeof range === 'number' ? [range] : [...range];
  return g !== undefined && g.range.length === extents.length && strideFits(g, extents, args);
}

/** Submits the adjoint of a launch over `range` (with `offset`) with `args` (gradients included). */
export function launchAdjoint(
  adjoint: Adjoint,
  range: LaunchRange,
  args: Readonly<Record<string, unknown>>,
  offset?: number | readonly number[],
): Promise<unknown> {
  const opts = offset !== undefined ? { offset } : undefined;
  const g = adjoint.gather;
  if (!g || !gathers(adjoint, range, args))
    return adjoint.kernel.launch(range, args as LaunchArgs<Schema>, opts);
  const extents = typeof range === 'number' ? [range] : [...range];
  const offs = offset === undefined ? [] : typeof offset === 'number' ? [offset] : [...offset];
  const withRange: Record<string, unknown> = { ...args };
  g.range.forEach(([lo, hi], d) => {
    const o = offs[d] ?? 0;
    withRange[lo] = o;
    withRange[hi] = o + (extents[d] ?? 0);
  });
  const sums = g.kernel.launch(range, withRange as LaunchArgs<Schema>, opts);
  const zeroed = g.zero.launch(range, args as LaunchArgs<Schema>, opts);
  return Promise.all([sums, zeroed]);
}
