/**
 * Lane addresses of a SIMD block loop (simd-loop.ts). A lane index is `x + terms + constant`
 * (passes/lane-index.ts); offsets with the same terms form a group, whose terms are uniform
 * (parameters, outer indices, constants: no locals), the same for every block: summed once
 * before the loop into the group's base, so a block adds x to it (no products of a shaped index
 * per block); i32 adds wrap, so x + (a + b) is (x + a) + b.
 *
 * Row pointers: the lane accesses of one array whose offsets
 * share their non-constant terms (`A[i][j - 1]`, `A[i][j]`, `A[i][j + 1]`: one offset group) load
 * from one byte pointer, `row + x * size` with `row = ptr + (terms + lo) * size` set once before
 * the loop (`lo` the group's lowest constant), each at the memarg offset `(constant - lo) * size`,
 * which V8 folds into the load's addressing: a block adds x once per element size and once per
 * (array, group), and no load computes its own index.
 *
 * The same address as `ptr + ((x + terms + constant) << shift)`: shifts and adds wrap alike, and
 * lanes run only when every access of the block is in bounds (range-checked per block, proven by
 * the call's test, or the item's own element), so the group's lowest element lies in the array and
 * its pointer plus an offset below the array's end does not pass 2^32.
 */

import { InternalError } from '../../errors/errors.js';
import type { Expr, KernelIR } from '../../ir/nodes.js';
import { LaneIndexer, type SplitOffset, splitOffset, withoutDimChecks } from '../../passes/lane-index.js';
import { arraySlot, expr } from './codegen-expr.js';
import type { StmtScope } from './codegen-stmt.js';
import type { SimdAccess } from './simd-accesses.js';
import type { SimdPlan } from './simd-analysis.js';
import type { LaneAddress } from './simd-scope.js';
import type { FnContext, X } from './types.js';

export interface Group {
  /** x plus the offset's terms, set per block (range checks read it). */
  readonly local: number;
  readonly offset: SplitOffset;
  /** The sum of the offset's non-constant terms (none: no terms), set once before the loop. */
  readonly base?: number;
}

/** One index local per distinct set of non-constant offset terms, created on first use. */
export class OffsetGroups {
  private readonly groups = new Map<string, Group>();
  constructor(private readonly c: FnContext) {}

  of(offset: SplitOffset): Group {
    let g = this.groups.get(offset.key);
    if (!g) {
      const base = offset.terms.length > 0 ? { base: this.c.scratch('i32') } : {};
      g = { local: this.c.scratch('i32'), offset, ...base };
      this.groups.set(offset.key, g);
    }
    return g;
  }

  all(): Group[] {
    return [...this.groups.values()];
  }
}

/** log2 of an array's element size: f64 8 bytes, the 4-lane types 4. */
export const shiftOf = (s: StmtScope, array: string): number => (arraySlot(s, array).type === 'f64' ? 3 : 2);

/**
 * The loop's addresses: `addr` of an access (lane 0), `bases` before the loop (after every body
 * was made: they make the groups and rows), `setup` per block (x moved).
 */
export function laneAddresses(
  s: StmtScope,
  k: KernelIR,
  plan: SimdPlan,
  groups: OffsetGroups,
): { addr: (array: string, index: Expr) => LaneAddress; bases: () => X[]; setup: () => X[] } {
  const { m, b } = s.c;
  const get = (i: number) => m.local.get(i, b.i32);
  const d = k.rank - 1;
  const x = s.index[d] ?? 0;
  const lanes = new LaneIndexer(k, d);
  const loopLanes = new LaneIndexer(k, d, plan.uniform);
  const rows = new LaneRows(s, plan.accesses, (array) => shiftOf(s, array));
  const sum = (terms: SplitOffset['terms'], from: X = get(x)): X =>
    terms.reduce<X>(
      (acc, t) => (t.sign > 0 ? m.i32.add : m.i32.sub)(acc, expr(s, withoutDimChecks(t.expr))),
      from,
    );
  const at = (array: string, index: X) =>
    m.i32.add(get(arraySlot(s, array).ptr), m.i32.shl(index, m.i32.const(shiftOf(s, array))));
  const addr = (array: string, index: Expr): LaneAddress => {
    const access = lanes.access(index);
    if (access) {
      const o = splitOffset(access.offset);
      const g = groups.of(o);
      // a block access: off its (array, group)'s row pointer
      const row = rows.address(array, o, g.base);
      return row ?? { at: at(array, m.i32.add(get(g.local), m.i32.const(o.constant | 0))), offset: 0 };
    }
    // an offset that reads uniform locals changes along a loop: summed where it is used
    const moving = loopLanes.access(index);
    if (!moving) throw new InternalError(`not a lane index of '${array}'`);
    return { at: at(array, sum(moving.offset)), offset: 0 };
  };
  const bases = (): X[] => [
    ...groups
      .all()
      .flatMap((g) =>
        g.base === undefined ? [] : [m.local.set(g.base, sum(g.offset.terms, m.i32.const(0)))],
      ),
    ...rows.setRows(),
  ];
  const setup = (): X[] => [
    ...groups
      .all()
      .map((g) => m.local.set(g.local, g.base === undefined ? get(x) : m.i32.add(get(x), get(g.base)))),
    ...rows.setBlock(x),
  ];
  return { addr, bases, setup };
}

/** Spreads of constants at least this wide keep their own index (a memarg offset stays small). */
const MAX_SPREAD = 1 << 20;

interface Row {
  readonly local: number;
  readonly array: string;
  readonly lo: number;
  readonly shift: number;
  /** The local holding the group's summed terms (none: the offset has only a constant). */
  readonly base: number | undefined;
}

const keyOf = (array: string, o: SplitOffset) => `${array}\u0000${o.key}`;

class LaneRows {
  /** The lowest and highest constant of each (array, group) of block accesses. */
  private readonly spread = new Map<string, { lo: number; hi: number }>();
  private readonly rows = new Map<string, Row>();
  /** Per element-size shift: the local holding x << shift, set per block. */
  private readonly scaled = new Map<number, number>();

  constructor(
    private readonly s: StmtScope,
    accesses: readonly SimdAccess[],
    private readonly shiftOf: (array: string) => number,
  ) {
    for (const a of accesses) {
      if (a.form !== 'block') continue;
      const o = splitOffset(a.access.offset);
      const key = keyOf(a.array, o);
      const r = this.spread.get(key);
      if (r) {
        r.lo = Math.min(r.lo, o.constant);
        r.hi = Math.max(r.hi, o.constant);
      } else this.spread.set(key, { lo: o.constant, hi: o.constant });
      const shift = shiftOf(a.array);
      if (!this.scaled.has(shift)) this.scaled.set(shift, s.c.scratch('i32'));
    }
  }

  /** Lane 0 of `array` at offset `o` (group base local `base`), or undefined: not a row access. */
  address(array: string, o: SplitOffset, base: number | undefined): LaneAddress | undefined {
    const key = keyOf(array, o);
    const r = this.spread.get(key);
    const shift = this.shiftOf(array);
    const x = this.scaled.get(shift);
    if (!r || x === undefined || r.hi - r.lo >= MAX_SPREAD) return undefined;
    let row = this.rows.get(key);
    if (!row) {
      row = { local: this.s.c.scratch('i32'), array, lo: r.lo, shift, base };
      this.rows.set(key, row);
    }
    const { m, b } = this.s.c;
    return {
      at: m.i32.add(m.local.get(row.local, b.i32), m.local.get(x, b.i32)),
      offset: (o.constant - r.lo) * 2 ** shift,
    };
  }

  /** Before the loop (after the group bases): each row's pointer. */
  setRows(): X[] {
    const { m, b } = this.s.c;
    const get = (i: number) => m.local.get(i, b.i32);
    return [...this.rows.values()].map((r) => {
      const first =
        r.base === undefined ? m.i32.const(r.lo | 0) : m.i32.add(get(r.base), m.i32.const(r.lo | 0));
      const ptr = get(arraySlot(this.s, r.array).ptr);
      return m.local.set(r.local, m.i32.add(ptr, m.i32.shl(first, m.i32.const(r.shift))));
    });
  }

  /** Per block: x scaled by each element size. */
  setBlock(x: number): X[] {
    const { m, b } = this.s.c;
    return [...this.scaled].map(([shift, local]) =>
      m.local.set(local, m.i32.shl(m.local.get(x, b.i32), m.i32.const(shift))),
    );
  }
}
