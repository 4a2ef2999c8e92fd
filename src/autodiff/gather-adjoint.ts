/**
 * The gather form of an adjoint (plan: gather-plan.ts), with no atomics in the common case. Item x
 * (x in the launch range) owns the gradient element own(x) of every gathered array. For each
 * shift s of the plan it replays item x − s when that item is in the launch range (forward
 * recompute, then the reverse sweep with the launch index replaced), keeping only the adjoints of
 * the loads with shift s: those read own(x − s + s) = own(x), so they add into a local
 * accumulator, stored once at the end. Every guard, early return and bounds test of the kernel is
 * replayed as it was for x − s, so exactly the contributions the scatter form would add arrive.
 * A load whose target item x − s + s lies outside the launch range has no item to gather it: the
 * source item's own sweep (s = 0) adds it atomically, as the scatter form does. In 2-D, an item
 * within the widest column shift of the range's column edges may share its element with such a
 * target (rows wrap when the launch width equals the stride), so it stores its sum atomically too.
 *
 * The stores' gradients (read by neighbours' replays) cannot be zeroed in the same kernel: a
 * second kernel, the zeroing pass, replays the forward computation and zeroes the gradient of
 * every element a store wrote. The launch range is passed as i32 parameters (lo, hi per dim).
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

const idx = (d: number): Expr => ({ kind: 'index', type: 'i32', dim: d as 0 | 1 });
const param = (name: string): Expr => ({ kind: 'param', type: 'i32', name });
const or = (a: Expr, b: Expr): Expr => ({ kind: 'logical', op: 'or', left: a, right: b, type: 'bool' });
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

/** own(x): i (1-D) or r · stride + c (2-D). */
function ownIndex(plan: GatherPlan): Expr {
  if (plan.rank === 1 || !plan.stride) return idx(0);
  const stride = 'param' in plan.stride ? param(plan.stride.param) : num('i32', plan.stride.value);
  return bin('add', bin('mul', idx(0), stride), idx(1));
}

/** True when the point `at` (one expression per dim) is outside the launch range. */
function outsideRange(p: GatherParts, at: readonly Expr[]): Expr {
  let e: Expr | undefined;
  at.forEach((x, d) => {
    const [lo, hi] = p.range[d] ?? ['', ''];
    const out = or(bin('lt', x, param(lo), 'bool'), bin('ge', x, param(hi), 'bool'));
    e = e ? or(e, out) : out;
  });
  return e ?? num('bool', 0);
}

/** One sweep: the replay and reverse of item x − shift, under `test` (x − shift in the range). */
interface Sweep {
  readonly pre: readonly Stmt[];
  readonly test?: Expr;
  readonly body: readonly Stmt[];
}

function sweepFor(p: GatherParts, shift: readonly number[], acc: ReadonlyMap<string, string>): Sweep {
  const own = shift.every((s) => s === 0);
  p.sweeps.gather = {
    shift: shift.join(','),
    own,
    siteShift: p.plan.siteShift,
    acc,
    outside: (s) =>
      outsideRange(
        p,
        s.map((sd, d) => bin('add', idx(d), num('i32', sd))),
      ),
  };
  const body = [...p.sweeps.forward(p.primal), ...p.sweeps.reverse(p.primal)];
  p.sweeps.gather = undefined;
  if (own) return { pre: [], body };
  const src = shift.map(() => p.fresh('i32', 'src'));
  let test: Expr | undefined;
  src.forEach((s, d) => {
    const [lo, hi] = p.range[d] ?? ['', ''];
    const x = local(s, 'i32');
    const ok = and(bin('ge', x, param(lo), 'bool'), bin('lt', x, param(hi), 'bool'));
    test = test ? and(test, ok) : ok;
  });
  return {
    pre: src.map((s, d) => assign(s, bin('sub', idx(d), num('i32', shift[d] ?? 0)))),
    ...(test ? { test } : {}),
    body: mapExprs(body, (e) => (e.kind === 'index' ? local(src[e.dim] ?? '', 'i32') : e)),
  };
}

/** The gather adjoint's body (the adjoint locals are zeroed at the start of every sweep). */
export function gatherBody(p: GatherParts): Stmt[] {
  const acc = new Map<string, string>();
  for (const a of p.plan.gathered) {
    if (p.gradOf.has(a)) acc.set(a, p.fresh(p.typeOf(a), 'acc'));
  }
  const sweeps = p.plan.shifts.map((s) => sweepFor(p, s, acc));
  const inits = p.sweeps.adjointInits();
  const body: Stmt[] = [...acc].map(([a, n]) => assign(n, num(p.typeOf(a), 0)));
  for (const s of sweeps) {
    body.push(...s.pre);
    const block = [...inits, ...s.body];
    if (s.test) body.push({ kind: 'if', test: s.test, consequent: block, alternate: [] });
    else body.push(...block);
  }
  body.push(...storeSums(p, acc));
  return body;
}

/** grad[own(x)] += acc: plainly, or atomically in 2-D within the widest column shift of an edge. */
function storeSums(p: GatherParts, acc: ReadonlyMap<string, string>): Stmt[] {
  const own = ownIndex(p.plan);
  const band = p.plan.rank === 2 ? Math.max(...p.plan.shifts.map((s) => Math.abs(s[1] ?? 0))) : 0;
  const out: Stmt[] = [];
  for (const [a, sum] of acc) {
    const grad = p.gradOf.get(a);
    if (grad === undefined) continue;
    const type = p.typeOf(a);
    const site = p.site(grad);
    const old: Expr = { kind: 'load', type, array: grad, index: own, checked: false, site };
    const plain: Stmt = {
      kind: 'store',
      array: grad,
      index: own,
      value: bin('add', old, local(sum, type)),
      checked: false,
      site,
    };
    if (band === 0) {
      out.push(plain);
      continue;
    }
    const [lo, hi] = p.range[1] ?? ['', ''];
    const nearEdge = or(
      bin('lt', idx(1), bin('add', param(lo), num('i32', band)), 'bool'),
      bin('ge', idx(1), bin('sub', param(hi), num('i32', band)), 'bool'),
    );
    const add: Expr = {
      kind: 'atomic',
      type,
      op: 'add',
      array: grad,
      index: own,
      args: [local(sum, type)],
      checked: false,
      site,
    };
    out.push({ kind: 'if', test: nearEdge, consequent: [{ kind: 'expr', expr: add }], alternate: [plain] });
  }
  return out;
}
