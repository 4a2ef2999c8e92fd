/**
 * Branch-free replays for gather adjoints (gather-adjoint.ts). A gather sweep replays the kernel's
 * guards for a neighbouring item: the linearized `a || b` is `t = a; if (!t) t = b;`, and a guarded
 * stencil (`if (edge) v[k] = u[k]; else v[k] = …`) reads the output gradient `v_grad[k]` in both
 * branches of its reverse. Branches stop the native compiler from vectorising the item loop
 * (GCC's if-conversion gives up on merges of more than a few values) and make wasm's 4-lane path
 * run every branch masked. This pass, bottom-up over each `if`:
 *   1. hoists a load both branches make, at the same array and index (whose locals neither branch
 *      assigns, with no store to that array in either): it runs on every path already, so loading
 *      it once before the `if` loads the same element, with the same bounds check;
 *   2. turns an `if` whose branches only assign locals pure values (no loads, calls, atomics,
 *      integer division: nothing that can fail, has effects or costs much) into selects,
 *      `x = test ? e : x` per consequent assignment and `x = test ? x : e` per alternate one, in
 *      their order (the test is kept in a fresh local when a branch assigns what it reads).
 * Every path computes what it computed before; values a path did not assign keep their old value.
 */
import type { Expr, ScalarType, Stmt } from '../ir/nodes.js';
import { assignedNames, childExprs, mapExprs, visit } from '../ir/walk.js';
import { assign, cond, local, localsRead } from './ir-build.js';

/** Most assignments an `if` may turn into selects (both branches are evaluated afterwards). */
const MAX_SELECTS = 32;

type Fresh = (type: ScalarType, hint: string) => string;
type TypeOf = (local: string) => ScalarType;
type Load = Extract<Expr, { kind: 'load' }>;
/** Loads that may run on every path (the host proved them in bounds: launch-adjoint.ts). */
type Speculate = (load: Load) => boolean;

interface Options {
  readonly fresh: Fresh;
  readonly typeOf: TypeOf;
  readonly speculate: Speculate;
}

/** A value that cannot fail or have effects and is cheap to compute on a path that discards it. */
function pure(e: Expr): boolean {
  switch (e.kind) {
    case 'const':
    case 'local':
    case 'param':
    case 'index':
    case 'length':
      return true;
    case 'binary':
      if (e.op === 'idiv' || ((e.op === 'rem' || e.op === 'div') && e.type !== 'f32' && e.type !== 'f64'))
        return false;
      return pure(e.left) && pure(e.right);
    case 'unary':
    case 'cast':
    case 'logical':
    case 'cond':
      return childExprs(e).every(pure);
    default:
      return false;
  }
}

/** A load's identity: array and index, the access site aside. */
export const loadKey = (e: Load): string =>
  JSON.stringify([e.array, e.index], (key, v: unknown) => (key === 'loc' ? undefined : v));

/** The loads of `stmts`' top-level assignments, before any store to their array in `stmts`. */
function topLoads(stmts: readonly Stmt[]): Map<string, Load> {
  const out = new Map<string, Load>();
  const stored = new Set<string>();
  visit(
    stmts,
    () => {},
    (s) => {
      if (s.kind === 'store') stored.add(s.array);
    },
  );
  for (const s of stmts) {
    if (s.kind !== 'assign') continue;
    visit([s], (e) => {
      if (e.kind === 'load' && !stored.has(e.array)) out.set(loadKey(e), e);
    });
  }
  return out;
}

/** Step 1: loads common to both branches (or speculated), hoisted before the `if` into fresh locals. */
function hoistCommonLoads(s: Extract<Stmt, { kind: 'if' }>, fresh: Fresh, speculate: Speculate): Stmt[] {
  const a = topLoads(s.consequent);
  const b = topLoads(s.alternate);
  const assigned = assignedNames([...s.consequent, ...s.alternate]);
  const hoisted = new Map<string, string>();
  const before: Stmt[] = [];
  for (const [key, load] of new Map([...a, ...b])) {
    if (!(a.has(key) && b.has(key)) && !speculate(load)) continue;
    if ([...localsRead(load.index)].some((n) => assigned.has(n))) continue;
    const name = fresh(load.type, 'ld');
    hoisted.set(key, name);
    before.push(assign(name, load));
  }
  if (hoisted.size === 0) return [s];
  const replace = (stmts: readonly Stmt[]) =>
    mapExprs(stmts, (e) => {
      const name = e.kind === 'load' ? hoisted.get(loadKey(e)) : undefined;
      return name !== undefined ? local(name, e.type) : e;
    });
  return [...before, { ...s, consequent: replace(s.consequent), alternate: replace(s.alternate) }];
}

/**
 * `test ? a : b`; for bools `(test && a) || (!test && b)`, which GCC vectorises as mask operations
 * (a select between bools it does not).
 */
function select(test: Expr, a: Expr, b: Expr): Expr {
  if (a.type !== 'bool') return cond(test, a, b);
  const and = (l: Expr, r: Expr): Expr => ({ kind: 'logical', op: 'and', left: l, right: r, type: 'bool' });
  const not: Expr = { kind: 'unary', op: 'not', arg: test, type: 'bool' };
  return { kind: 'logical', op: 'or', left: and(test, a), right: and(not, b), type: 'bool' };
}

const onlyPureAssigns = (stmts: readonly Stmt[]) => stmts.every((s) => s.kind === 'assign' && pure(s.value));

/** Step 2: an `if` of pure assignments as selects, or undefined when it is not one. */
function asSelects(
  s: Extract<Stmt, { kind: 'if' }>,
  fresh: Fresh,
  typeOf: TypeOf,
  seen: Set<string>,
): Stmt[] | undefined {
  if (!pure(s.test) || !onlyPureAssigns(s.consequent) || !onlyPureAssigns(s.alternate)) return undefined;
  if (s.consequent.length + s.alternate.length > MAX_SELECTS) return undefined;
  const out: Stmt[] = [];
  let test = s.test;
  const assigned = assignedNames([...s.consequent, ...s.alternate]);
  if (test.kind !== 'local' || assigned.has(test.name)) {
    if ([...localsRead(test)].some((n) => assigned.has(n)) || test.kind !== 'local') {
      const t = fresh('bool', 'sel');
      out.push(assign(t, test));
      test = local(t, 'bool');
    }
  }
  for (const [branch, taken] of [
    [s.consequent, true],
    [s.alternate, false],
  ] as const) {
    for (const a of branch) {
      if (a.kind !== 'assign') continue;
      const old = local(a.name, typeOf(a.name));
      // a local not assigned before has no old value a path could read: a plain assignment
      out.push(
        assign(
          a.name,
          !seen.has(a.name) ? a.value : taken ? select(test, a.value, old) : select(test, old, a.value),
        ),
      );
      seen.add(a.name);
    }
  }
  return out;
}

/** `stmts` with common loads hoisted and pure `if`s as selects (see the file comment). */
export function withSelects(
  stmts: readonly Stmt[],
  fresh: Fresh,
  typeOf: TypeOf,
  speculate: Speculate = () => false,
): Stmt[] {
  return selects(stmts, { fresh, typeOf, speculate }, new Set());
}

/** `seen`: the locals assigned before `stmts` (updated in place). */
function selects(stmts: readonly Stmt[], o: Options, seen: Set<string>): Stmt[] {
  const out: Stmt[] = [];
  for (const s of stmts) {
    if (s.kind === 'loop') {
      for (const n of assignedNames([s])) seen.add(n);
      out.push({ ...s, body: selects(s.body, o, new Set(seen)) });
      continue;
    }
    if (s.kind !== 'if') {
      out.push(s);
      for (const n of assignedNames([s])) seen.add(n);
      continue;
    }
    const inner = {
      ...s,
      consequent: selects(s.consequent, o, new Set(seen)),
      alternate: selects(s.alternate, o, new Set(seen)),
    };
    const hoisted = hoistCommonLoads(inner, o.fresh, o.speculate);
    const last = hoisted[hoisted.length - 1];
    for (const h of hoisted.slice(0, -1)) for (const n of assignedNames([h])) seen.add(n);
    const converted = last?.kind === 'if' ? asSelects(last, o.fresh, o.typeOf, seen) : undefined;
    out.push(...(converted ? [...hoisted.slice(0, -1), ...converted] : hoisted));
    for (const n of assignedNames([s])) seen.add(n);
  }
  return out;
}
