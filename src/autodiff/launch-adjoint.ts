/**
 * Launching an adjoint for a recorded launch: the gather form (gather-adjoint.ts) where it applies
 * to this launch, followed by its zeroing pass, else the scatter form. The gather form needs the
 * launch range as parameters, runs over the flat range of gradient elements contributions can
 * reach and, in 2-D, needs the launch's columns within one row stride (else two items would own
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
 * The flat range [lo, hi) of gradient elements the gather adjoint of a launch over `extents` at
 * `offsets` covers, or undefined when the gather form does not apply to it: in 2-D the columns
 * must lie within one stride (offset + width ≤ stride) and column shifts be at most one stride.
 */
function flatRange(
  g: GatherAdjoint,
  extents: readonly number[],
  offsets: readonly number[],
  args: Readonly<Record<string, unknown>>,
): readonly [number, number] | undefined {
  const w = strideOf(g, args);
  if (w === undefined || g.range.length !== extents.length) return undefined;
  const [n0 = 0, n1 = 1] = extents;
  const [o0 = 0, o1 = 0] = offsets;
  if (extents.length === 2 && (o1 + n1 > w || g.shifts.some((s) => Math.abs(s[1] ?? 0) > w)))
    return undefined;
  const deltas = g.shifts.map(([s0 = 0, s1 = 0]) => (extents.length === 2 ? s0 * w + s1 : s0));
  const first = extents.length === 2 ? o0 * w + o1 : o0;
  const last = extents.length === 2 ? (o0 + n0 - 1) * w + o1 + n1 - 1 : o0 + n0 - 1;
  const lo = Math.max(0, first + Math.min(...deltas));
  const hi = last + Math.max(...deltas) + 1;
  return hi <= 2 ** 31 - 1 ? [lo, Math.max(lo, hi)] : undefined;
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
  return g !== undefined && flatRange(g, extentsOf(range), offsetsOf(offset), args) !== undefined;
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
  const flat = g ? flatRange(g, extents, offsets, args) : undefined;
  if (!g || !flat || extents.some((n) => n === 0))
    return adjoint.kernel.launch(range, args as LaunchArgs<Schema>, opts);
  const withRange: Record<string, unknown> = { ...args };
  g.range.forEach(([lo, hi], d) => {
    const o = offsets[d] ?? 0;
    withRange[lo] = o;
    withRange[hi] = o + (extents[d] ?? 0);
  });
  const [lo, hi] = flat;
  const sums = g.kernel.launch(hi - lo, withRange as LaunchArgs<Schema>, lo > 0 ? { offset: lo } : undefined);
  const zeroed = g.zero.launch(range, args as LaunchArgs<Schema>, opts);
  return Promise.all([sums, zeroed]);
}
