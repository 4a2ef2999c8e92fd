/**
 * The array accesses of a vectorisable kernel (simd-analysis.ts rule 1): their forms, and the
 * rules over them that keep each lane on its own elements of the stored arrays.
 */

import type { Expr } from '../../ir/nodes.js';
import { type LaneAccess, type LaneIndexer, splitOffset } from '../../passes/lane-index.js';

/**
 * How lanes reach an access: `block`, at the item plus an offset fixed for the block (range-checked
 * per block); `lanes`, at the item plus an offset that changes along a loop, and `splat`, one
 * element for every lane (the entry test of their loop covers them when their index reads a
 * uniform local, simd-loop-checks.ts; else a splat's index is the same for the whole call); `gather`,
 * one element per lane at an index not consecutive across lanes, covered by its loop's entry test.
 */
export type AccessForm = 'block' | 'lanes' | 'splat' | 'gather';

/** One array access of a vectorisable kernel. */
export interface SimdAccess {
  readonly array: string;
  /** The lane offset (`block`; none for the other forms). */
  readonly access: LaneAccess;
  readonly form: AccessForm;
  /** A splat at an index that reads no local: range-checked once before the blocks (when checked). */
  readonly index?: Expr;
  readonly store: boolean;
  /** Inside an `if` (stores there are masked). */
  readonly nested: boolean;
  /** The access carries a bounds check (false: hoisted to the host, or an unsafe kernel). */
  readonly checked: boolean;
  /**
   * A shaped access whose every dimension index is a dimension check: the 4-lane path tests those
   * (or the host proved them), which keeps the flat index in range, so it needs no range of its own.
   */
  readonly withinDims: boolean;
  /** Its check was hoisted to the call, whose test proved it for every item (hoisted-checks.ts). */
  readonly proven?: boolean;
  /**
   * A shaped access whose last dimension index is the lane index plus a launch-uniform offset (a
   * dimension check, so in [0, extent)): the key of that column (see `ownedColumn`).
   */
  readonly column?: string;
}

/**
 * Whether `index` is a shaped array's flat index `(…(d0 * E1 + d1) * E2 + …) + dn` whose every
 * dimension index is a dimension check against its extent: each in range implies the flat index
 * below the product of the extents, the array's length (the launch fills the extents from its shape).
 */
export function withinByDims(index: Expr): boolean {
  if (index.kind === 'dimcheck') return true;
  if (index.kind !== 'binary' || index.op !== 'add') return false;
  const { left, right } = index;
  if (right.kind !== 'dimcheck' || left.kind !== 'binary' || left.op !== 'mul') return false;
  const e = left.right;
  return e.kind === 'param' && e.name === right.extent && withinByDims(left.left);
}

/** The item's own element at a fixed offset (`block`), as a key; undefined for the other forms. */
const fullKey = (a: SimdAccess): string | undefined => {
  if (a.form !== 'block') return undefined; // at another element than the item's own
  const o = splitOffset(a.access.offset);
  return `${o.key}${o.constant}`;
};

/**
 * The column a shaped access `…[r][x + c]` reaches: the key of its last dimension's index when that
 * is a dimension check (so in [0, extent) whenever lanes run, or proven so on the host) of the lane
 * index plus an offset `c` fixed for the block (`lanes`: without loop-varying locals). Lanes have
 * distinct x, so accesses with the same key reach distinct columns: distinct elements, whatever
 * their rows. (An `unsafe` kernel promises its indices in range.)
 */
export function ownedColumn(index: Expr, lanes: LaneIndexer): string | undefined {
  if (index.kind !== 'binary' || index.op !== 'add' || !withinByDims(index)) return undefined;
  const last = index.right;
  if (last.kind !== 'dimcheck') return undefined;
  const access = lanes.access(last.index);
  if (!access) return undefined;
  const o = splitOffset(access.offset);
  return `${last.extent}\u0000${o.key}${o.constant}`;
}

/**
 * The stored arrays each lane owns a column of: every access is at one column key (any row, any
 * form but a splat), stored where lanes are consecutive (`block` or `lanes`).
 */
function columnOwned(accesses: readonly SimdAccess[]): Set<string> {
  const stored = new Set(accesses.filter((a) => a.store).map((a) => a.array));
  const owned = new Set<string>();
  for (const name of stored) {
    const of = accesses.filter((a) => a.array === name);
    const col = of[0]?.column;
    if (col !== undefined && of.every((a) => a.column === col && a.form !== 'splat')) owned.add(name);
  }
  return owned;
}

/**
 * Lane n touches only its own elements of the stored arrays, so no item reads what another
 * writes: every access to a stored array uses the same index (the item's element), or the array
 * is column-owned (`columnOwned`: lane n's column only, at any row). Other arrays may be read at any
 * offset; the lane path checks at run time that they do not overlap the stored ones (and a
 * column-owned array overlaps no other array accessed, `aliasPairs`).
 */
export function offsetProblem(accesses: readonly SimdAccess[]): string | undefined {
  const owned = columnOwned(accesses);
  const first = accesses.find((a) => a.store && !owned.has(a.array));
  if (!first) return undefined;
  const key = fullKey(first);
  const stored = new Set(accesses.filter((a) => a.store && !owned.has(a.array)).map((a) => a.array));
  for (const a of accesses)
    if (stored.has(a.array) && (key === undefined || fullKey(a) !== key))
      return `array '${a.array}' is written, and accessed at different indices`;
  return undefined;
}

/** Pairs (stored array, array accessed elsewhere) that must not overlap in memory. */
export function aliasPairs(accesses: readonly SimdAccess[]): [string, string][] {
  const owned = columnOwned(accesses);
  const first = accesses.find((a) => a.store && !owned.has(a.array));
  const key = first ? fullKey(first) : undefined;
  const stored = new Set(accesses.filter((a) => a.store && !owned.has(a.array)).map((a) => a.array));
  const shifted = new Set(
    accesses
      .filter((a) => !stored.has(a.array) && (key === undefined || fullKey(a) !== key))
      .map((a) => a.array),
  );
  const pairs = [...stored].flatMap((st) => [...shifted].map((l): [string, string] => [st, l]));
  // a column-owned array apart from every other array accessed
  const all = new Set(accesses.map((a) => a.array));
  for (const o of owned) for (const other of all) if (other !== o) pairs.push([o, other]);
  return pairs;
}
