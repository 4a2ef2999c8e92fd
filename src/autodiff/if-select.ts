/**
 * Branch-free replays for gather adjoints (gather-adjoint.ts). A gather sweep replays the kernel's
 * guards for a neighbouring item: the linearized `a || b` is `t = a; if (!t) t = b;`, and a guarded
 * stencil (`if (edge) v[k] = u[k]; else v[k] = …`) reads the output gradient `v_grad[k]` in both
 * branches of its reverse. Branches stop the native compiler from vectorising the item loop
 * (GCC's if-conversion gives up on merges of more than a few values) and make wasm's 4-lane path
 * run every branch masked. This pass, bottom-up over each `if`:
 *   1. hoists a load both branches make, at the same array and index (whose locals neither branch
 *      assigns, with no store to that array in either): it runs on every path already, so loading
 *      it once before the `if` loads the same element, with the same bounds check; or a load the
 *      caller lets run on every path (`speculate`: the interior kernel's affine loads, which the
 *      host checks in bounds before it launches that kernel, launch-adjoint.ts);
 *   2. turns an `if` whose branches only assign locals pure values (no loads, calls, atomics,
 *      integer division: nothing that can fail, has effects or costs much) into selects,
 *      `x = test ? e : x` per consequent assignment and `x = test ? x : e` per alternate one, in
 *      their order (the test is kept in a fresh local when a branch assigns what it reads).
 *      A local nothing reads after the `if` (a branch's temporary) is assigned plainly, and a bool
 *      copy of the test (the linearized `b = c; if (!c) b = e;`) becomes `c || e` / `c && e`.
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
export function pure(e: Expr): boolean {
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

/** `test ? a : b`; for bools `(test && a) || (!test && b)` (GCC does not vectorise a select of bools). */
function select(test: Expr, a: Expr, b: Expr): Expr {
  if (a.type !== 'bool') return cond(test, a, b);
  const not: Expr = { kind: 'unary', op: 'not', arg: test, type: 'bool' };
  return logical('or', logical('and', test, a), logical('and', not, b));
}

const logical = (op: 'and' | 'or', left: Expr, right: Expr): Expr => ({
  kind: 'logical',
  op,
  left,
  right,
  type: 'bool',
});

const onlyPureAssigns = (stmts: readonly Stmt[]) => stmts.every((s) => s.kind === 'assign' && pure(s.value));

/** What step 2 needs to know of the `if`'s surroundings. */
interface Context {
  /** The locals assigned before the `if`. */
  readonly seen: Set<string>;
  /** x -> y for a copy `x = y` before the `if`, neither assigned since. */
  readonly copies: ReadonlyMap<string, string>;
  /** Whether a local may be read after the `if` before it is assigned again. */
  readonly live: (name: string) => boolean;
}

/** Step 2: an `if` of pure assignments as selects, or undefined when it is not one. */
function asSelects(s: Extract<Stmt, { kind: 'if' }>, o: Options, c: Context): Stmt[] | undefined {
  if (!pure(s.test) || !onlyPureAssigns(s.consequent) || !onlyPureAssigns(s.alternate)) return undefined;
  if (s.consequent.length + s.alternate.length > MAX_SELECTS) return undefined;
  const out: Stmt[] = [];
  let test = s.test;
  const assigned = assignedNames([...s.consequent, ...s.alternate]);
  if (test.kind !== 'local' || [...localsRead(test)].some((n) => assigned.has(n))) {
    const t = o.fresh('bool', 'sel');
    out.push(assign(t, test));
    test = local(t, 'bool');
  }
  // a bool equal to the test (the linearized `b = c; if (!c) b = e;` of `c || e`): `c || e`
  const asTest = (name: string) => test.kind === 'local' && c.copies.get(name) === test.name;
  const readIn = (stmts: readonly Stmt[]) => {
    const names = new Set<string>();
    for (const t of stmts) localsReadIn(t, names);
    return names;
  };
  for (const [branch, taken] of [
    [s.consequent, true],
    [s.alternate, false],
  ] as const) {
    const done = new Set<string>();
    const other = taken ? readIn(s.alternate) : new Set<string>();
    for (const a of branch) {
      if (a.kind !== 'assign') continue;
      const old = local(a.name, o.typeOf(a.name));
      let value: Expr;
      // no path reads the old value (none before, or none after the `if`: a branch's temporary,
      // and not the other branch): a plain assignment
      if (!c.seen.has(a.name) || (!c.live(a.name) && !other.has(a.name))) value = a.value;
      else if (!done.has(a.name) && a.value.type === 'bool' && asTest(a.name))
        value = logical(taken ? 'and' : 'or', test, a.value);
      else value = taken ? select(test, a.value, old) : select(test, old, a.value);
      out.push(assign(a.name, value));
      c.seen.add(a.name);
      done.add(a.name);
    }
  }
  return out;
}

function localsReadIn(s: Stmt, into: Set<string>): void {
  visit([s], (e) => {
    if (e.kind === 'local') into.add(e.name);
  });
}

/** How `stmts` first use `name`: read on some path, assigned first on every path, or neither. */
function firstUse(stmts: readonly Stmt[], name: string): 'read' | 'killed' | 'none' {
  for (const s of stmts) {
    if (s.kind === 'assign') {
      if (localsRead(s.value).has(name)) return 'read';
      if (s.name === name) return 'killed';
    } else if (s.kind === 'if') {
      if (localsRead(s.test).has(name)) return 'read';
      const a = firstUse(s.consequent, name);
      const b = firstUse(s.alternate, name);
      if (a === 'read' || b === 'read') return 'read';
      if (a === 'killed' && b === 'killed') return 'killed';
    } else {
      const names = new Set<string>();
      localsReadIn(s, names);
      if (names.has(name)) return 'read';
    }
  }
  return 'none';
}

/** `stmts` with common loads hoisted and pure `if`s as selects (see the file comment). */
export function withSelects(
  stmts: readonly Stmt[],
  fresh: Fresh,
  typeOf: TypeOf,
  speculate: Speculate = () => false,
): Stmt[] {
  return selects(stmts, { fresh, typeOf, speculate }, new Set(), false);
}

/**
 * `seen`: the locals assigned before `stmts` (updated in place); `nested`: `stmts` is a branch or
 * a loop body, after which any local may be read.
 */
function selects(stmts: readonly Stmt[], o: Options, seen: Set<string>, nested: boolean): Stmt[] {
  const out: Stmt[] = [];
  const copies = new Map<string, string>();
  const forget = (names: Iterable<string>) => {
    for (const n of names) for (const [x, y] of copies) if (x === n || y === n) copies.delete(x);
  };
  for (const [i, s] of stmts.entries()) {
    if (s.kind !== 'if') {
      forget(assignedNames([s]));
      if (s.kind === 'assign' && s.value.kind === 'local') copies.set(s.name, s.value.name);
      for (const n of assignedNames([s])) seen.add(n);
      out.push(s.kind === 'loop' ? { ...s, body: selects(s.body, o, new Set(seen), true) } : s);
      continue;
    }
    const inner = {
      ...s,
      consequent: selects(s.consequent, o, new Set(seen), true),
      alternate: selects(s.alternate, o, new Set(seen), true),
    };
    const hoisted = hoistCommonLoads(inner, o.fresh, o.speculate);
    const last = hoisted[hoisted.length - 1];
    for (const h of hoisted.slice(0, -1)) for (const n of assignedNames([h])) seen.add(n);
    const rest = stmts.slice(i + 1);
    const live = (name: string) => {
      const use = firstUse(rest, name);
      return use === 'read' || (use === 'none' && nested);
    };
    const converted = last?.kind === 'if' ? asSelects(last, o, { seen, copies, live }) : undefined;
    out.push(...(converted ? [...hoisted.slice(0, -1), ...converted] : hoisted));
    for (const n of assignedNames([s])) seen.add(n);
    forget(assignedNames([s]));
  }
  return out;
}
