/**
 * Range checks once per loop nest (js). Loop versioning (range-checks.ts) tests a loop's accesses
 * at its entry; a loop inside another loop (`for (i …) { …; for (k = 0; k < i; k++) … }`: symm,
 * durbin, the triangular solvers) then pays its entry checks at every iteration of the outer loop —
 * six `rok` calls per row of symm, ~10% of its time against a ~100-iteration inner loop. Here the
 * outer loop's unchecked copy tests, once at its entry, that every nested loop's entry check holds
 * for every outer iteration, and then runs the nested loops with no check at all.
 *
 * Why two tests suffice: for a nested loop of counter k over [l(i), u(i)] (its first value, set by a
 * top-level `k = e(i)` before it, and its bound, both affine in the outer counter i with a constant
 * coefficient), an index `a(i) + b * k` (b free of i) takes its extremes over k at l(i) or u(i),
 * and those are affine in i: each is within [0, n) for every i of the outer range iff it is at the
 * range's two ends (and the magnitude bound that makes the check exact is convex in i, so the ends
 * bound it too). Where the nested loop is empty for some i (k < i at i = 0), its check does not
 * apply there: with u - l of slope ±1 or 0 in i, the i where it runs are one interval, whose ends are
 * computed at run time. So the entry check rendered at those two ends (the outer counter's value
 * substituted) is the entry check of every outer iteration at once.
 *
 * The first value and bound are evaluated as `(sum) | 0` of their affine form (one symbol per term,
 * small coefficients: the sum is exact), which is the IR's wrapping i32 value. The renderer joins
 * the nest test to the outer loop's own entry check: when either fails, the outer loop runs its
 * checked copy, in which each nested loop is still versioned at its entry (a nest whose nested
 * loops only sometimes stay in range pays the outer loop's own checks, once per outer iteration);
 * errors are reported as before. There is no third copy (outer unchecked, nested versioned): each
 * copy of a loop nest lengthens the kernel function, and V8 delays a long function's tier-up (see
 * launch-fallback.ts).
 */
import type { Expr, LoopStmt, Stmt } from '../../ir/nodes.js';
import { assignedNames } from '../../ir/walk.js';
import {
  type AffineNames,
  hoistLoop,
  type LoopHoisting,
  type LoopHoistOptions,
  localsPoly,
  type Mono,
  type Poly,
} from '../../passes/affine-index.js';
import { loopCondition } from './range-checks.js';

export interface NestContext {
  readonly locals: readonly { name: string; type: string }[];
  /** The accesses the outer loop's unchecked copy covers (its own entry check included). */
  readonly covered: ReadonlySet<object>;
  readonly names: AffineNames;
  readonly opts: LoopHoistOptions;
  readonly render: (e: Expr) => string;
  /** A fresh temporary's name. */
  readonly fresh: () => string;
}

export interface NestChecks {
  /** Constants to declare before the test (the outer counter's range, clipped per nested loop). */
  readonly pre: readonly string[];
  readonly cond: string;
  /** The nested loops' accesses the test covers. */
  readonly unchecked: ReadonlySet<object>;
}

/** Largest coefficient of a first value or bound term (so that the sum of terms is exact in f64). */
const SMALL = 2n ** 20n;

/**
 * The nest test of `outer` (versioned with `h`) for its top-level nested loops, or null when none
 * qualifies.
 */
export function nestChecks(outer: LoopStmt, h: LoopHoisting, ctx: NestContext): NestChecks | null {
  const bound = ctx.render(h.bound);
  const edge = h.inclusive ? bound : h.descending ? `${bound} + 1` : `${bound} - 1`;
  const lo = ctx.fresh();
  const hi = ctx.fresh();
  const pre = [
    `const ${lo} = ${h.descending ? edge : ctx.names.local(h.loopVar)}, ${hi} = ${h.descending ? ctx.names.local(h.loopVar) : edge};`,
  ];
  const iSym = ctx.names.local(h.loopVar);
  const changed = assignedNames([...outer.body, ...outer.update]);
  changed.delete(h.loopVar);
  const forbidden = new Set([...changed].map((n) => ctx.names.local(n)));
  const conds: string[] = [];
  const unchecked = new Set<object>();
  outer.body.forEach((st, t) => {
    if (st.kind !== 'loop') return;
    const inner = nestedLoop(st, outer.body.slice(0, t), iSym, forbidden, ctx);
    if (!inner) return;
    const cond = clippedCondition(inner, iSym, lo, hi, pre, ctx);
    if (!cond) return;
    conds.push(cond);
    for (const a of inner.h.unchecked) unchecked.add(a);
  });
  if (conds.length === 0) return null;
  return { pre, cond: `(${hi} < ${lo} || (${conds.join(' && ')}))`, unchecked };
}

interface Nested {
  readonly h: LoopHoisting;
  readonly init: Poly;
  readonly bound: Poly;
  /** The slope in i of the nested loop's trip range (last minus first value): -1, 0 or 1. */
  readonly slope: number;
}

/** The nested loop `s` (after `before` in the outer body) when its entry check can move out. */
function nestedLoop(
  s: LoopStmt,
  before: readonly Stmt[],
  iSym: string,
  forbidden: ReadonlySet<string>,
  ctx: NestContext,
): Nested | null {
  const h = hoistLoop(s, ctx.locals, ctx.covered, ctx.names, ctx.opts);
  if (!h) return null;
  const initExpr = firstValue(before, h.loopVar);
  const init = initExpr && localsPoly(initExpr, ctx.locals, ctx.names);
  const bound = localsPoly(h.bound, ctx.locals, ctx.names);
  if (!init || !bound || !simple(init) || !simple(bound)) return null;
  const polys = [init, bound, ...h.checks.flatMap((c) => [c.a, c.b])];
  if (polys.some((p) => p.some((m) => m.syms.some((x) => forbidden.has(x))))) return null;
  // b * k with b free of i, a affine in i: the extremes over k are affine in i
  if (h.checks.some((c) => c.b.some((m) => m.syms.includes(iSym)))) return null;
  if (h.checks.some((c) => c.a.some((m) => m.syms.filter((x) => x === iSym).length > 1))) return null;
  const slope = Number(
    h.descending ? slopeOf(init, iSym) - slopeOf(bound, iSym) : slopeOf(bound, iSym) - slopeOf(init, iSym),
  );
  return Math.abs(slope) <= 1 ? { h, init, bound, slope } : null;
}

/** The value of the top-level `k = e` that last sets k before the loop (null if another stmt may). */
function firstValue(before: readonly Stmt[], k: string): Expr | null {
  for (let t = before.length - 1; t >= 0; t--) {
    const st = before[t];
    if (!st || !assignedNames([st]).has(k)) continue;
    return st.kind === 'assign' && st.name === k ? st.value : null;
  }
  return null;
}

/** One symbol per term at most, small coefficients: `(sum) | 0` is the IR's value. */
function simple(p: Poly): boolean {
  return p.every((m) => m.syms.length <= 1 && m.k < SMALL && -m.k < SMALL);
}

function slopeOf(p: Poly, iSym: string): bigint {
  return p.reduce((s, m) => (m.syms.length === 1 && m.syms[0] === iSym ? s + m.k : s), 0n);
}

const substitute = (p: Poly, iSym: string, x: string): Poly =>
  p.map((m): Mono => ({ k: m.k, syms: m.syms.map((s) => (s === iSym ? x : s)) }));

/** `(sum) | 0` of a simple polynomial. */
function intValue(p: Poly): string {
  const terms = p.map((m) => {
    const k = m.k < 0n ? `(${m.k})` : `${m.k}`;
    const [s] = m.syms;
    return s === undefined ? k : m.k === 1n ? s : `${k} * ${s}`;
  });
  return `((${terms.length ? terms.join(' + ') : '0'}) | 0)`;
}

/** The nested loop's entry check at outer counter value x, or null when it cannot be rendered. */
function entryAt(n: Nested, iSym: string, x: string): string | null {
  const checks = n.h.checks.map((c) => ({ ...c, a: substitute(c.a, iSym, x), b: c.b }));
  const first = intValue(substitute(n.init, iSym, x));
  const bound = intValue(substitute(n.bound, iSym, x));
  return loopCondition(checks, first, bound, n.h.inclusive, n.h.descending);
}

/** Last minus first value of the nested loop's counter at outer value x (negative: it does not run). */
function widthAt(n: Nested, iSym: string, x: string): string {
  const first = intValue(substitute(n.init, iSym, x));
  const bound = intValue(substitute(n.bound, iSym, x));
  const last = n.h.inclusive ? bound : n.h.descending ? `${bound} + 1` : `${bound} - 1`;
  return n.h.descending ? `${first} - (${last})` : `${last} - ${first}`;
}

/** The entry check at both ends of the outer values where the nested loop runs. */
function clippedCondition(
  n: Nested,
  iSym: string,
  lo: string,
  hi: string,
  pre: string[],
  ctx: NestContext,
): string | null {
  if (n.slope === 0) {
    const a = entryAt(n, iSym, lo);
    const b = entryAt(n, iSym, hi);
    return a && b ? `(${a} && ${b})` : null;
  }
  const c = ctx.fresh();
  if (n.slope > 0) {
    const a = entryAt(n, iSym, c);
    const b = entryAt(n, iSym, hi);
    if (!a || !b) return null;
    pre.push(`const ${c} = ${lo} + Math.max(0, -(${widthAt(n, iSym, lo)}));`);
    return `(${c} > ${hi} || (${a} && ${b}))`;
  }
  const a = entryAt(n, iSym, lo);
  const b = entryAt(n, iSym, c);
  if (!a || !b) return null;
  pre.push(`const ${c} = ${hi} - Math.max(0, -(${widthAt(n, iSym, hi)}));`);
  return `(${c} < ${lo} || (${a} && ${b}))`;
}
