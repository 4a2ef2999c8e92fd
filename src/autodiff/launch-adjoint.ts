/**
 * Launching an adjoint for a recorded launch: the gather form (gather-adjoint.ts) where it applies
 * to this launch, followed by its zeroing pass, else the scatter form. The gather form needs the
 * launch range as parameters, runs over the gradient elements contributions can reach and, in 2-D, needs the launch's columns within one row stride (else two items would own
 * the same element: the scatter form, exact for any launch, runs then).
 */
import type { LaunchArgs } from '../runtime/launch-args.js';
import { NDArray } from '../runtime/ndarray.js';
import type { LaunchRange, Schema } from '../types/schema.js';
import type { Adjoint, GatherAdjoint, SpeculatedLoad } from './adjoint.js';

/**
 * The row stride of a 2-D or 3-D gather for this launch (or, `rows`, a 3-D gather's plane rows;
 * 1 where there is none), or undefined when it is not a positive integer.
 */
function strideOf(
  g: GatherAdjoint,
  args: Readonly<Record<string, unknown>>,
  rows = false,
): number | undefined {
  const s = rows ? g.planeRows : g.stride;
  if (!s) return 1;
  const w = 'value' in s ? s.value : args[s.param];
  return typeof w === 'number' && Number.isInteger(w) && w > 0 ? w : undefined;
}

/**
 * 3-D: whole planes (rows 0 … R − 1, columns 0 … stride − 1), those contributions can reach; it
 * needs the launch's rows within R and columns within the stride, and shifts carrying at most
 * one row or plane.
 */
function gatherRange3(
  g: GatherAdjoint,
  [n0 = 0, n1 = 0, n2 = 0]: readonly number[],
  [o0 = 0, o1 = 0, o2 = 0]: readonly number[],
  args: Readonly<Record<string, unknown>>,
): { range: LaunchRange; offset: number[] } | undefined {
  const w = strideOf(g, args);
  const rows = strideOf(g, args, true);
  if (w === undefined || rows === undefined || o1 + n1 > rows || o2 + n2 > w) return undefined;
  if (g.shifts.some(([, s1 = 0, s2 = 0]) => Math.abs(s2) > w || Math.abs(s1) + 1 > rows)) return undefined;
  const s0 = g.shifts.map((s) => s[0] ?? 0);
  const lo = Math.max(0, o0 + Math.min(...s0) - 1);
  const hi = o0 + n0 + Math.max(...s0) + 1;
  return hi * rows * w <= 2 ** 31 - 1 ? { range: [hi - lo, rows, w], offset: [lo, 0, 0] } : undefined;
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
  if (extents.length === 3) return gatherRange3(g, extents, offsets, args);
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
  const sums = pieces(g, extents, offsets, gr, args).map(({ kernel, lo, hi }) =>
    (kernel === 'interior' ? g.interior : g.kernel).launch(
      rangeOf(hi.map((h, d) => h - (lo[d] ?? 0))),
      withRange as LaunchArgs<Schema>,
      { offset: lo },
    ),
  );
  const zeroed = g.zero.launch(range, args as LaunchArgs<Schema>, opts);
  return Promise.all([...sums, zeroed]);
}

/**
 * Whether a speculated load of the interior kernel is in bounds for every item of the box
 * [lo, hi): its index is linear in each launch index, so its extremes are at the box's corners.
 */
function inBounds(
  load: SpeculatedLoad,
  lo: readonly number[],
  hi: readonly number[],
  args: Readonly<Record<string, unknown>>,
): boolean {
  const array = args[load.array];
  if (!(array instanceof NDArray)) return false;
  const param = (name: string) => {
    const v = args[name];
    return typeof v === 'number' ? v : Number.NaN;
  };
  const at = (corner: readonly number[]) => {
    let v = 0;
    for (const [key, c] of load.terms) {
      let term = c;
      for (const f of key === '' ? [] : key.split('*'))
        term *= f.startsWith('p:') ? param(f.slice(2)) : (corner[Number(f.slice(1))] ?? Number.NaN);
      v += term;
    }
    return v;
  };
  const corners = lo.reduce<number[][]>(
    (acc, l, d) =>
      acc.flatMap((c) => [
        [...c, l],
        [...c, (hi[d] ?? l) - 1],
      ]),
    [[]],
  );
  return corners.every((c) => {
    const v = at(c);
    return Number.isInteger(v) && v >= 0 && v < array.length;
  });
}

/** The launch range of extents (rank 1, 2 or 3). */
const rangeOf = ([a = 0, b, c]: readonly number[]): LaunchRange =>
  b === undefined ? a : c === undefined ? [a, b] : [a, b, c];

/** A box of gather items [lo, hi) and the kernel that sums them. */
interface Piece {
  readonly kernel: 'interior' | 'edge';
  readonly lo: readonly number[];
  readonly hi: readonly number[];
}

/**
 * The gather range cut into the interior box, whose items' source items all lie in the launch
 * range (every shift s: item − s within it, per dimension), and the edge boxes around it.
 */
function pieces(
  g: GatherAdjoint,
  extents: readonly number[],
  offsets: readonly number[],
  gr: { range: LaunchRange; offset: number[] },
  args: Readonly<Record<string, unknown>>,
): Piece[] {
  const full = extentsOf(gr.range);
  const glo = gr.offset;
  const ghi = full.map((n, d) => (glo[d] ?? 0) + n);
  const ilo = extents.map((_, d) => (offsets[d] ?? 0) + Math.max(...g.shifts.map((s) => s[d] ?? 0)));
  const ihi = extents.map((n, d) => (offsets[d] ?? 0) + n + Math.min(...g.shifts.map((s) => s[d] ?? 0)));
  const box = (kernel: Piece['kernel'], lo: number[], hi: number[]): Piece[] =>
    lo.every((l, d) => l < (hi[d] ?? l)) ? [{ kernel, lo, hi }] : [];
  if (
    ilo.some((l, d) => l >= (ihi[d] ?? l) || l < (glo[d] ?? 0) || (ihi[d] ?? 0) > (ghi[d] ?? 0)) ||
    !g.speculated.every((load) => inBounds(load, ilo, ihi, args))
  )
    return box('edge', glo, ghi);
  return slabs(glo, ghi, ilo, ihi, 0, box);
}

/**
 * The box [glo, ghi) from dimension `d` on cut into the interior box [ilo, ihi) and the edge
 * slabs around it: below and above the interior along d (whole in the later dimensions), then
 * the rest of the interior's extent along d cut the same way along d + 1.
 */
function slabs(
  glo: readonly number[],
  ghi: readonly number[],
  ilo: readonly number[],
  ihi: readonly number[],
  d: number,
  box: (kernel: Piece['kernel'], lo: number[], hi: number[]) => Piece[],
): Piece[] {
  if (d === glo.length) return box('interior', [...glo], [...ghi]);
  const at = (v: number) => (bound: readonly number[]) => bound.map((b, e) => (e === d ? v : b));
  const [il = 0, ih = 0] = [ilo[d], ihi[d]];
  return [
    ...box('edge', [...glo], at(il)(ghi)),
    ...slabs(at(il)(glo), at(ih)(ghi), ilo, ihi, d + 1, box),
    ...box('edge', at(ih)(glo), [...ghi]),
  ];
}
