/**
 * The array accesses of a vectorisable kernel (simd-analysis.ts rule 1): their forms, and the
 * rules over them that keep each lane on its own elements of the stored arrays.
 */

import type { Expr } from '../../ir/nodes.js';
import { type LaneAccess, splitOffset } from '../../passes/lane-index.js';

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

const fullKey = (a: SimdAccess) => {
  if (a.form !== 'block') return '\u0001'; // at another element than the item's own
  const o = splitOffset(a.access.offset);
  return `${o.key}${o.constant}`;
};

/**
 * Every access to a stored array uses the same index, so lane n touches only its own element of
 * those arrays and no item reads what another writes. (Other arrays may be read at any offset;
 * the 4-lane path checks at run time that they do not overlap the stored ones.)
 */
export function offsetProblem(accesses: readonly SimdAccess[]): string | undefined {
  const stored = new Set(accesses.filter((a) => a.store).map((a) => a.array));
  const first = accesses.find((a) => a.store);
  if (!first) return undefined;
  for (const a of accesses) {
    if (stored.has(a.array) && fullKey(a) !== fullKey(first))
      return `array '${a.array}' is written, and accessed at different indices`;
  }
  return undefined;
}

/** Pairs (stored array, array read at another index) that must not overlap in memory. */
export function aliasPairs(accesses: readonly SimdAccess[]): [string, string][] {
  const first = accesses.find((a) => a.store);
  if (!first) return [];
  const stored = new Set(accesses.filter((a) => a.store).map((a) => a.array));
  const shifted = new Set(
    accesses.filter((a) => !stored.has(a.array) && fullKey(a) !== fullKey(first)).map((a) => a.array),
  );
  return [...stored].flatMap((st) => [...shifted].map((l): [string, string] => [st, l]));
}
