/**
 * The innermost loop of a vectorised kernel:
 *   while (x + 4 <= end) {
 *     if (every access of lanes x..x+3 is in bounds) 4 lanes else 4 scalar items; x += 4
 *   }
 * Accesses are `array[x + d]` (see passes/lane-index.ts). Offsets with the same non-constant terms share
 * one index local per block; for each array, one range check covers the lowest and highest
 * constant part of each such group, lanes 0..3 included. When a check fails, the block runs as 4
 * checked scalar items, which raise the out-of-bounds error exactly where js would (and unsafe
 * kernels never load outside their arrays in inactive lanes). Arrays read at another index than
 * the stored ones must not overlap those in memory: otherwise every block runs scalar.
 */

import { InternalError } from '../../errors/errors.js';
import type { KernelIR, Stmt } from '../../ir/nodes.js';
import {
  LaneIndexer,
  laneDimChecks,
  type SplitOffset,
  splitOffset,
  withoutDimChecks,
} from '../../passes/lane-index.js';
import { arraySlot, expr } from './codegen-expr.js';
import type { StmtScope } from './codegen-stmt.js';
import { aliasPairs, type SimdAccess, type SimdPlan } from './simd-analysis.js';
import { vectorBody } from './simd-codegen.js';
import { type CheckedLoop, entryTest } from './simd-loop-checks.js';
import { firstPrint, printSplit, twoBodies } from './simd-print-split.js';
import { ProductCache } from './simd-products.js';
import { type Group, laneAddresses, OffsetGroups, shiftOf } from './simd-rows.js';
import { StoredLanes } from './simd-stored.js';
import { markUnrolled, productChain, unrollFactor } from './simd-unroll.js';
import type { FnContext, X } from './types.js';

type Counted = (c: FnContext, i: number, to: () => X, body: X) => X;

/** The lowest and highest constant offset from one group's index local that a block reaches. */
interface Spread {
  readonly g: Group;
  lo: number;
  hi: number;
}

/** Widens the spread stored under key to cover offset o, or starts it (group g) with o alone. */
function widen<S extends Spread>(spreads: Map<string, S>, key: string, o: SplitOffset, start: () => S): void {
  const r = spreads.get(key);
  if (!r) spreads.set(key, start());
  else {
    r.lo = Math.min(r.lo, o.constant);
    r.hi = Math.max(r.hi, o.constant);
  }
}

/**
 * Range per (array, group): the lowest and highest constant part. An unchecked access at the
 * lane index itself needs none: lanes x..x+3 are work items of this launch, and its check was
 * hoisted to the host (len >= range) or dropped by an unsafe kernel.
 */
function arraySpreads(
  accesses: readonly SimdAccess[],
  groups: OffsetGroups,
): Map<string, Spread & { readonly array: string }> {
  const spreads = new Map<string, Spread & { readonly array: string }>();
  for (const a of accesses) {
    if (a.form !== 'block') continue; // splats and loop-varying offsets: simd-loop-checks.ts
    const o = splitOffset(a.access.offset);
    if (a.withinDims || a.proven || (!a.checked && o.terms.length === 0 && o.constant === 0)) {
      groups.of(o);
      continue;
    }
    const g = groups.of(o);
    widen(spreads, `${a.array}\u0000${o.key}`, o, () => ({
      array: a.array,
      g,
      lo: o.constant,
      hi: o.constant,
    }));
  }
  return spreads;
}

/**
 * Shaped arrays: every checked dimension index of lanes x..x+3 within its extent (a param),
 * one range per extent and group of lane indices, one test per distinct uniform index.
 */
function dimensionChecks(
  s: StmtScope,
  k: KernelIR,
  lanes: LaneIndexer,
  groups: OffsetGroups,
  entryDims: ReadonlySet<object>,
): { spreads: Map<string, Spread & { readonly extent: number }>; uniform: X[] } {
  const { m, b } = s.c;
  const spreads = new Map<string, Spread & { readonly extent: number }>();
  const uniform = new Map<string, X>();
  for (const dim of laneDimChecks(k, lanes, k.rank - 1, entryDims) ?? []) {
    const extent = s.c.vars.get(dim.extent)?.index;
    if (extent === undefined) throw new InternalError(`unknown extent '${dim.extent}'`);
    if (dim.lane) {
      const o = splitOffset(dim.lane.offset);
      widen(spreads, `${dim.extent}\u0000${o.key}`, o, () => ({
        extent,
        g: groups.of(o),
        lo: o.constant,
        hi: o.constant,
      }));
    } else if (dim.uniform) {
      const u = withoutDimChecks(dim.uniform);
      const key = `${dim.extent}\u0000${JSON.stringify(u, (f, v: unknown) => (f === 'loc' ? undefined : v))}`;
      if (!uniform.has(key)) uniform.set(key, m.i32.lt_u(expr(s, u), m.local.get(extent, b.i32)));
    }
  }
  return { spreads, uniform: [...uniform.values()] };
}

/** Splats at an index that reads no local (the same for every block): each in bounds, tested once. */
function splatChecks(s: StmtScope, accesses: readonly SimdAccess[]): X[] {
  const { m, b } = s.c;
  return accesses.flatMap((a) =>
    a.form === 'splat' && a.index && a.checked && !a.proven
      ? [m.i32.lt_u(expr(s, withoutDimChecks(a.index)), m.local.get(arraySlot(s, a.array).len, b.i32))]
      : [],
  );
}

/** Whether the arrays stored to and those loaded at another index lie apart in memory. */
function disjointArrays(s: StmtScope, accesses: readonly SimdAccess[]): X {
  const { m, b } = s.c;
  const get = (i: number) => m.local.get(i, b.i32);
  const bytes = (array: string) => m.i32.shl(get(arraySlot(s, array).len), m.i32.const(shiftOf(s, array)));
  let apart: X = m.i32.const(1);
  for (const [st, ld] of aliasPairs(accesses)) {
    const p = arraySlot(s, st);
    const q = arraySlot(s, ld);
    const overlap = m.i32.or(
      m.i32.lt_u(m.i32.sub(get(q.ptr), get(p.ptr)), bytes(st)),
      m.i32.lt_u(m.i32.sub(get(p.ptr), get(q.ptr)), bytes(ld)),
    );
    apart = m.i32.and(apart, m.i32.eqz(overlap));
  }
  return apart;
}

/** `bodies`, or, if they branch to `bail` (before any store), `instead`. */
function leaveFor(c: FnContext, bail: string, bodies: X[], instead: X): X {
  const { m } = c;
  const done = c.newLabel('vdone');
  return m.block(done, [m.block(bail, [...bodies, m.br(done)]), instead]);
}

/**
 * Every access of lanes x..x+width-1 in bounds (and the arrays apart), for a width: the part that
 * is the same for every block (`invariant`: the arrays apart, uniform indices in range), tested
 * once before the loop, and the per-block ranges (`block`, undefined when there are none).
 */
function inBoundsTest(
  s: StmtScope,
  t: {
    readonly at: (g: Group, cst: number) => X;
    readonly dims: { readonly spreads: ReadonlyMap<unknown, Spread & { readonly extent: number }> };
    readonly ranges: ReadonlyMap<unknown, Spread & { readonly array: string }>;
    readonly uniformOk: number;
    readonly disjoint: number;
  },
): { readonly invariant: () => X; readonly block: (width: number) => X | undefined } {
  const { m, b } = s.c;
  const get = (i: number) => m.local.get(i, b.i32);
  const block = (width: number): X | undefined => {
    const inRange = (len: number, g: Group, lo: number, hi: number) =>
      m.i32.and(m.i32.lt_u(t.at(g, lo), get(len)), m.i32.lt_u(t.at(g, hi + width - 1), get(len)));
    // A wide constant spread could wrap around: check each end separately then.
    const spreadInRange = (len: number, r: Spread) =>
      r.hi - r.lo < 1 << 20
        ? inRange(len, r.g, r.lo, r.hi)
        : m.i32.and(inRange(len, r.g, r.lo, r.lo), inRange(len, r.g, r.hi, r.hi));
    let ok: X | undefined;
    const and = (x: X) => {
      ok = ok === undefined ? x : m.i32.and(ok, x);
    };
    for (const r of t.dims.spreads.values()) and(spreadInRange(r.extent, r));
    for (const r of t.ranges.values()) and(spreadInRange(arraySlot(s, r.array).len, r));
    return ok;
  };
  return { invariant: () => m.i32.and(get(t.disjoint), get(t.uniformOk)), block };
}

/**
 * The stored vectors a body keeps (simd-stored.ts), per group: kept from a group's first part to
 * its rest only when no product chain of the other group runs between them (`early`; a vector
 * kept across it measured slower).
 */
function keptStores(early: boolean): (other: boolean, fresh: boolean) => StoredLanes {
  const kept = new Map<boolean, StoredLanes>();
  return (other, fresh) => {
    const had = kept.get(other);
    if (had && !fresh && early) return had;
    const made = new StoredLanes();
    kept.set(other, made);
    return made;
  };
}

/** `then` when either group's `local` is true in any lane. */
function eitherGroup(
  c: FnContext,
  first: ReadonlyMap<string, number>,
  second: ReadonlyMap<string, number>,
): (local: string, then: X[]) => X {
  const { m, b } = c;
  return (local, then) => {
    const v = (map: ReadonlyMap<string, number>) => {
      const at = map.get(local);
      if (at === undefined) throw new InternalError(`unknown local '${local}'`);
      return m.local.get(at, b.v128);
    };
    return m.if(m.v128.any_true(m.v128.or(v(first), v(second))), m.block(null, then));
  };
}

export function simdLoop(
  s: StmtScope,
  k: KernelIR,
  plan: SimdPlan,
  item: () => X,
  end: () => X,
  countedLoop: Counted,
): X {
  const { c } = s;
  const { m, b } = c;
  const { accesses, width: lanesPer } = plan;
  const get = (i: number) => m.local.get(i, b.i32);
  const d = k.rank - 1;
  const x = s.index[d] ?? 0;
  const lanes = new LaneIndexer(k, d);
  const groups = new OffsetGroups(c);
  const ranges = arraySpreads(accesses, groups);
  const at = (g: Group, cst: number) => m.i32.add(get(g.local), m.i32.const(cst | 0));
  const dims = dimensionChecks(s, k, lanes, groups, plan.entryDims);
  // Uniform indices do not change along the loop: tested once, before it.
  const uniformOk = c.scratch('i32');
  const uniformTest = [...dims.uniform, ...splatChecks(s, accesses)].reduce<X>(
    (acc, t) => m.i32.and(acc, t),
    m.i32.const(1),
  );
  const disjoint = c.scratch('i32');
  const apart = disjointArrays(s, accesses);
  const okFor = inBoundsTest(s, { at, dims, ranges, uniformOk, disjoint });
  const { addr, bases, setup } = laneAddresses(s, k, plan, groups);
  const loopLanes = new LaneIndexer(k, d, plan.uniform);
  // a label only where an entry test may leave the lanes (other kernels' code stays as it was)
  const entryTests = [...plan.loops.values()].some((l) => l.checks.length > 0);
  const bail = entryTests ? c.newLabel('vbail') : '';
  const unroll = unrollFactor(k);
  // a printing kernel's unrolled body may test its printing `if` early, in a local of its own
  const early = !productChain(k);
  const locals = unroll > 1 ? printSplit(k, early).k.locals : k.locals;
  const newLocals = () => new Map(locals.map((l) => [l.name, c.scratchRaw(b.v128)] as const));
  const vlocals = newLocals();
  const second = unroll > 1 && firstPrint(k) !== undefined ? newLocals() : vlocals;
  // statements on 4 lanes from x (a product cache per body: its locals are assigned again)
  const storedOf = keptStores(early);
  const body = (stmts: readonly Stmt[], other: boolean, fresh: boolean): X[] => [
    vectorBody(
      {
        ...s,
        vlocals: other ? second : vlocals,
        inner: d,
        addr,
        consecutive: (index) => lanes.access(index) !== undefined || loopLanes.access(index) !== undefined,
        products: new ProductCache(),
        stored: storedOf(other, fresh),
        lanes: lanesPer,
        uniform: plan.uniform,
        entry: (loop) => entryBail(s, plan.loops.get(loop), bail, d, lanesPer),
        kernelBody: k.body,
      },
      { ...k, body: stmts },
      fresh,
    ),
  ];
  const either = eitherGroup(c, vlocals, second);
  const move = (delta: number, again: boolean): X[] => [
    m.local.set(x, m.i32.add(get(x), m.i32.const(delta))),
    ...(again ? setup() : []),
  ];
  const scalarItems = (width: number): X => {
    const to = c.scratch('i32');
    return m.block(null, [
      m.local.set(to, m.i32.add(get(x), m.i32.const(width))),
      countedLoop(c, x, () => get(to), item()),
    ]);
  };
  /** while (end - x >= width) { if (lanes x..x+width-1 in bounds) width / 4 bodies else width scalar items } */
  const loopOf = (width: number, before: X[] = []): X => {
    const bodies =
      width === lanesPer
        ? [...body(k.body, false, true), ...move(lanesPer, false)]
        : twoBodies(k, { body, move, either }, lanesPer, early);
    const fallback = scalarItems(width);
    // an entry test that fails leaves the lanes for the block's scalar items (simd-loop-checks.ts)
    const run = entryTests ? leaveFor(c, bail, bodies, scalarItems(width)) : m.block(null, bodies);
    const brk = c.newLabel('vd');
    const top = c.newLabel('vl');
    const perBlock = okFor.block(width);
    const more = () => m.i32.ge_s(m.i32.sub(end(), get(x)), m.i32.const(width));
    // Rotated (the test before the loop and at its end: see module.ts countedLoop) and the
    // invariant part of the block test once before it: when it fails every block would run
    // scalar, which the item loop after this one does.
    return m.block(brk, [
      ...before,
      m.br(brk, m.i32.eqz(m.i32.and(more(), okFor.invariant()))),
      // after the bodies and tests above: they made every group and row
      ...bases(),
      m.loop(
        top,
        m.block(null, [
          ...setup(),
          perBlock === undefined ? run : m.if(perBlock, run, fallback),
          m.br(top, more()),
        ]),
      ),
    ]);
  };
  if (unroll > 1) markUnrolled(m);
  const once = [m.local.set(disjoint, apart), m.local.set(uniformOk, uniformTest)];
  if (unroll === 1) return loopOf(lanesPer, once);
  return m.block(null, [loopOf(lanesPer * unroll, once), loopOf(lanesPer)]);
}

/** Leaves the lanes (to `bail`) when the entry test of `loop` fails; none for a loop without one. */
function entryBail(
  s: StmtScope,
  loop: CheckedLoop | undefined,
  bail: string,
  d: number,
  lanes: 2 | 4,
): X | undefined {
  if (!loop || loop.checks.length === 0) return undefined;
  return s.c.m.br(bail, s.c.m.i32.eqz(entryTest(s, loop, d, lanes)));
}
