/**
 * Launching an adjoint for a recorded launch: the gather form (gather-adjoint.ts) where it applies
 * to this launch, followed by its zeroing pass, else the scatter form. The gather form needs the
 * launch range as parameters, runs over the gradient elements contributions can reach and, in 2-D, needs the launch's columns within one row stride (else two items would own
 * the same element: the scatter form, exact for any launch, runs then).
 */
import type { LaunchArgs } from '../runtime/launch-args.js';
import type { LaunchRange, Schema } from '../types/schema.js';
import type { Adjoint, GatherAdjoint } from './adjoint.js';

/** The row stride of a 2-D gather for this launch (1 for 1-D), or undefined when it is not a number. */
function strideOf(g: GatherAdjoint, args: Readonly<Record<string, unknown>>): number | undefined {
  if (!g.stride) return 1;
  const w = 'value' in g.stride ? g.stride.value : args[g.stride.param];
  return typeof w === 'number' && Number.isInteger(w) ? w : undefined;
}

/**
 * The range of the gather kernel for a launch over `extents` at `offsets`, or undefined when the
 * gather form does not apply to it. 1-D: the elements contributions can reach. 2-D: whole rows
 * (columns 0 … stride − 1), those contributions can reach (a column shift may wrap into the next
 * row); it needs the launch's columns within one stride and column shifts of at most one stride.
 */
function gatherRange(
  g: GatherAdjoint,
  extents: readonly number[],
  offsets: readonly number[],
  args: Readonly<Record<string, unknown>>,
): { range: LaunchRange; offset: number[] } | undefined {
  const w = strideOf(g, args);
  if (w === undefined || g.range.length !== extents.length || extents.some((n) => n <= 0)) return undefined;
  const [n0 = 0, n1 = 0] = extents;
  const [o0 = 0, o1 = 0] = offsets;
  const s0 = g.shifts.map((s) => s[0] ?? 0);
  if (extents.length === 1) {
    const lo = Math.max(0, o0 + Math.min(...s0));
    const hi = o0 + n0 + Math.max(...s0);
    return hi <= 2 ** 31 - 1 ? { range: hi - lo, offset: [lo] } : undefined;
  }
  if (o1 + n1 > w || g.shifts.some((s) => Math.abs(s[1] ?? 0) > w)) return undefined;
  const lo = Math.max(0, o0 + Math.min(...s0) - 1);
  const hi = o0 + n0 + Math.max(...s0) + 1;
  return hi * w <= 2 ** 31 - 1 ? { range: [hi - lo, w], offset: [lo, 0] } : undefined;
}

const extentsOf = (range: LaunchRange) => (typeof range === 'number' ? [range] : [...range]);
const offsetsOf = (offset: number | readonly number[] | undefined) =>
  offset === undefined ? [] : typeof offset === 'number' ? [offset] : [...offset];

/** True when `adjoint`'s gather form applies to a launch over `range` (at `offset`) with `args`. */
export function gathers(
  adjoint: Adjoint,
  range: LaunchRange,
  args: Readonly<Record<string, unknown>>,
  offset?: number | readonly number[],
): boolean {
  const g = adjoint.gather;
  return g !== undefined && gatherRange(g, extentsOf(range), offsetsOf(offset), args) !== undefined;
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
  const extents = extentsOf(range);
  const offsets = offsetsOf(offset);
  const gr = g ? gatherRange(g, extents, offsets, args) : undefined;
  if (!g || !gr) return adjoint.kernel.launch(range, args as LaunchArgs<Schema>, opts);
  const withRange: Record<string, unknown> = { ...args };
  g.range.forEach(([lo, hi], d) => {
    const o = offsets[d] ?? 0;
    withRange[lo] = o;
    withRange[hi] = o + (extents[d] ?? 0);
  });
  const sums = g.kernel.launch(gr.range, withRange as LaunchArgs<Schema>, { offset: gr.offset });
  const zeroed = g.zero.launch(range, args as LaunchArgs<Schema>, opts);
  return Promise.all([sums, zeroed]);
}
