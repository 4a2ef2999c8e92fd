/**
 * The gather form of an adjoint (plan: gather-plan.ts), with no atomics. Item x of the gather
 * kernel owns the gradient element j = own(x) of every gathered array: j = i in 1-D; in 2-D the
 * kernel runs over whole rows (columns 0 … stride − 1), so that its items are the flat elements
 * of those rows one-to-one, j = r · stride + c. For
 * each shift s of the plan, the source item x is the one with own(x) = j − δ(s) (δ(s) = s for 1-D,
 * s_r · stride + s_c for 2-D, where own(r, c) = r · stride + c); when x is in the launch range,
 * item j replays it (forward recompute, then the reverse sweep with the launch index replaced)
 * and keeps only the adjoints of the loads with shift s: those read own(x) + δ(s) = j, so they add
 * into a local sum, stored once (`grad[j] += sum`). Every guard, early return and bounds test of
 * the kernel is replayed as it ran for x, so exactly the contributions the scatter form adds
 * arrive, each in one item. The shift-zero sweep also adds the adjoints of the other arrays, as the
 * scatter form does (each source item has one item j = own(x)). The host launches it over every j
 * a contribution can reach (launch-adjoint.ts); it needs, in 2-D, a launch range within one row
 * stride (so that x ↦ own(x) is one-to-one) and column shifts of at most one stride.
 *
 * The stores' gradients (read by neighbours' replays) cannot be zeroed in the same kernel: a
 * second kernel, the zeroing pass, replays the forward computation over the original range and
 * zeroes the gradient of every element a store wrote. The launch range is passed as i32
 * parameters (lo, hi per dimension).
 */
import type { Expr, IRParam, Stmt } from '../ir/nodes.js';
import { mapExprs } from '../ir/walk.js';
import type { GatherPlan } from './gather-plan.js';
import { assign, bin, local, num } from './ir-build.js';
import type { PStmt } from './primal.js';
import type { Sweeps } from './sweeps.js';

export interface GatherParts {
  readonly plan: GatherPlan;
  readonly primal: readonly PStmt[];
  readonly sweeps: Sweeps;
  /** Array param name -> its gradient param name. */
  readonly gradOf: ReadonlyMap<string, string>;
  readonly typeOf: (array: string) => 'f32' | 'f64';
  readonly fresh: (type: 'i32' | 'f32' | 'f64' | 'bool', hint: string) => string;
  /** A new access site of `array` (for error messages). */
  readonly site: (array: string) => number;
  /** IR names of the range parameters: [lo, hi] per launch dimension. */
  readonly range: readonly (readonly [string, string])[];
}

const idx = (d: number): Expr => ({ kind: 'index', type: 'i32', dim: d as 0 | 1 | 2 });
const param = (name: string): Expr => ({ kind: 'param', type: 'i32', name });
const and = (a: Expr, b: Expr): Expr => ({ kind: 'logical', op: 'and', left: a, right: b, type: 'bool' });

/** The range parameters of a launch of rank `rank`. */
export function rangeParams(rank: number, name: (base: string) => [string, string]): IRParam[][] {
  return Array.from({ length: rank }, (_, d) =>
    [`ad_lo${d}`, `ad_hi${d}`].map((base) => {
      const [n, sourceName] = name(base);
      return { name: n, sourceName, type: 'i32', isArray: false };
    }),
  );
}

/** The stride of a 2-D or 3-D plan (or, `rows`, a 3-D plan's plane rows) as an expression. */
function strideExpr(plan: GatherPlan, rows = false): Expr {
  const s = rows ? plan.planeRows : plan.stride;
  if (!s) return num('i32', 1);
  return 'param' in s ? param(s.param) : num('i32', s.value);
}

/**
 * 3-D: the source items of shift s for item (p, r, c) of the gather range (rows 0 … R − 1 of
 * planes of R rows, columns 0 … stride − 1): (p − s_p, r − s_r, c − s_c), and where c − s_c
 * leaves the row, the item carried into the neighbouring row (c − s_c ± stride, r − s_r ∓ 1),
 * and where the row leaves the plane, the one carried into the neighbouring plane (r ± R,
 * p ∓ 1): each has own element j − δ(s), and at most one is in the launch range.
 */
function sources3(
  p: GatherParts,
  shift: readonly number[],
  at: readonly Expr[],
  make: (at: readonly Expr[]) => Omit<Sweep, 'body'>,
): Omit<Sweep, 'body'>[] {
  const [s0 = 0, s1 = 0, s2 = 0] = shift;
  const [pv = idx(0), rv = idx(1), cv = idx(2)] = at;
  const w = strideExpr(p.plan);
  const rows = strideExpr(p.plan, true);
  const plus = (e: Expr, k: number, unit: Expr): Expr =>
    k === 0
      ? e
      : bin(k > 0 ? 'add' : 'sub', e, k === 1 || k === -1 ? unit : bin('mul', num('i32', Math.abs(k)), unit));
  const out: Omit<Sweep, 'body'>[] = [];
  for (const carry2 of s2 === 0 ? [0] : [0, Math.sign(s2)]) {
    const t = s1 + carry2;
    for (const carry1 of t === 0 ? [0] : [0, Math.sign(t)]) {
      const source = make([
        bin('sub', pv, num('i32', s0 + carry1)),
        plus(bin('sub', rv, num('i32', t)), carry1, rows),
        plus(bin('sub', cv, num('i32', s2)), carry2, w),
      ]);
      out.push({ ...source, main: carry1 === 0 && carry2 === 0 });
    }
  }
  return out;
}

/** One sweep: the replay and reverse of item x − shift, under `test` (x − shift in the range). */
interface Sweep {
  /** The source item's launch index per dimension (locals; the interior's: expressions of j). */
  readonly at: readonly Expr[];
  /** Computes the locals from j. */
  readonly pre: readonly Stmt[];
  /** The source item is in the launch range. */
  readonly test: Expr;
  /** The shift's source in the same row (not the neighbouring row's, of a column shift). */
  readonly main: boolean;
  readonly body: readonly Stmt[];
}

/**
 * The source items of shift `shift` for item j (and, 2-D, its row and column): 1-D, x = j − s.
 * 2-D, (r − s_r, c − s_c), whose own element is j − δ(s) while c − s_c stays within the row;
 * a column shift also has the item of the neighbouring row, (r − s_r ∓ 1, c − s_c ± stride),
 * whose own element is j − δ(s) too when c − s_c leaves the row. At most one of the two is in
 * the launch range, whose columns lie within [0, stride): each is tested by the range test
 * alone. Each source index is a local assigned once, affine in the launch index, so the
 * replay's accesses are range-checked once per block (gather-index.ts), not per access. The
 * interior's (`rc` undefined in 2-D) are the expressions themselves, over the launch indices: the
 * wasm 4-lane path reads `u[(i0 − s_r) · w + i1 − s_c]` as lane index plus uniform offset.
 */
function sourcesOf(
  p: GatherParts,
  shift: readonly number[],
  rc: readonly string[] | undefined,
  interior: boolean,
): Omit<Sweep, 'body'>[] {
  const [s0 = 0, s1 = 0] = shift;
  const make = (at: readonly Expr[]) => {
    if (interior) return { at, pre: [], test: num('bool', 1), main: true };
    const src = at.map(() => p.fresh('i32', 'src'));
    let test: Expr | undefined;
    src.forEach((x, d) => {
      const [lo, hi] = p.range[d] ?? ['', ''];
      const ok = and(
        bin('ge', local(x, 'i32'), param(lo), 'bool'),
        bin('lt', local(x, 'i32'), param(hi), 'bool'),
      );
      test = test ? and(test, ok) : ok;
    });
    const pre = src.map((x, d) => assign(x, at[d] ?? num('i32', 0)));
    return { at: src.map((x) => local(x, 'i32')), pre, test: test ?? num('bool', 1), main: true };
  };
  if (p.plan.rank === 1) return [make([bin('sub', idx(0), num('i32', s0))])];
  if (p.plan.rank === 3) return sources3(p, shift, rc ? rc.map((n) => local(n, 'i32')) : [], make);
  const w = strideExpr(p.plan);
  const [r0, c0] = rc ?? [];
  const rv = r0 ? local(r0, 'i32') : idx(0);
  const cv = c0 ? local(c0, 'i32') : idx(1);
  const row = (dr: number) => bin('sub', rv, num('i32', s0 + dr));
  const col = bin('sub', cv, num('i32', s1));
  const sources = [make([row(0), col])];
  if (s1 > 0) sources.push({ ...make([row(1), bin('add', col, w)]), main: false });
  if (s1 < 0) sources.push({ ...make([row(-1), bin('sub', col, w)]), main: false });
  return sources;
}

function sweepsFor(
  p: GatherParts,
  shift: readonly number[],
  acc: ReadonlyMap<string, string>,
  rc: readonly string[] | undefined,
  interior: boolean,
): Sweep[] {
  p.sweeps.gather = {
    shift: shift.join(','),
    own: shift.every((s) => s === 0),
    siteShift: p.plan.siteShift,
    acc,
  };
  const body = [...p.sweeps.forward(p.primal), ...p.sweeps.reverse(p.primal)];
  p.sweeps.gather = undefined;
  return sourcesOf(p, shift, rc, interior).map((source) => ({
    ...source,
    body: mapExprs(body, (e) => (e.kind === 'index' ? (source.at[e.dim] ?? num('i32', 0)) : e)),
  }));
}

/**
 * The gather adjoint's body (the adjoint locals are zeroed at the start of every sweep). The
 * `interior` body is for items whose every source item is in the launch range (the host launches
 * it over those: launch-adjoint.ts): each shift's source item runs without its range test, and a
 * column shift's neighbouring-row source, out of the range there, is left out.
 */
export function gatherBody(p: GatherParts, interior = false): Stmt[] {
  const acc = new Map<string, string>();
  for (const a of p.plan.gathered) {
    if (p.gradOf.has(a)) acc.set(a, p.fresh(p.typeOf(a), 'acc'));
  }
  const body: Stmt[] = [...acc].map(([a, n]) => assign(n, num(p.typeOf(a), 0)));
  let rc: string[] | undefined;
  if (p.plan.rank >= 2 && !interior) {
    rc = (p.plan.rank === 3 ? ['plane', 'row', 'col'] : ['row', 'col']).map((h) => p.fresh('i32', h));
    body.push(...rc.map((n, d) => assign(n, idx(d))));
  }
  const own = p.fresh('i32', 'j');
  const flat = (row: Expr, col: Expr) => bin('add', bin('mul', row, strideExpr(p.plan)), col);
  const plane = () => bin('add', bin('mul', idx(0), strideExpr(p.plan, true)), idx(1));
  body.push(
    assign(
      own,
      p.plan.rank === 3 ? flat(plane(), idx(2)) : p.plan.rank === 2 ? flat(idx(0), idx(1)) : idx(0),
    ),
  );
  const sweeps = p.plan.shifts.flatMap((s) => sweepsFor(p, s, acc, rc, interior));
  const inits = p.sweeps.adjointInits();
  for (const s of sweeps) {
    if (interior && !s.main) continue;
    body.push(...s.pre);
    const block = [...inits, ...s.body];
    if (interior) body.push(...block);
    else body.push({ kind: 'if', test: s.test, consequent: block, alternate: [] });
  }
  body.push(...storeSums(p, acc, local(own, 'i32'), interior));
  return body;
}

/**
 * grad[j] += sum, for j within the gradient (`interior`: always; the host checks that every
 * interior item's j is, launch-adjoint.ts).
 */
function storeSums(p: GatherParts, acc: ReadonlyMap<string, string>, j: Expr, interior: boolean): Stmt[] {
  const out: Stmt[] = [];
  for (const [a, sum] of acc) {
    const grad = p.gradOf.get(a);
    if (grad === undefined) continue;
    const type = p.typeOf(a);
    const site = p.site(grad);
    const old: Expr = { kind: 'load', type, array: grad, index: j, checked: false, site };
    const add = bin('add', old, local(sum, type));
    const store: Stmt = { kind: 'store', array: grad, index: j, value: add, checked: false, site };
    if (interior) {
      out.push(store);
      continue;
    }
    out.push({
      kind: 'if',
      test: bin('lt', j, { kind: 'length', type: 'i32', array: grad }, 'bool'),
      consequent: [store],
      alternate: [],
    });
  }
  return out;
}
