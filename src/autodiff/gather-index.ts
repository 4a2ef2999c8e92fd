/**
 * Array indices of a gather adjoint in terms of stable values. Each sweep of a gather kernel
 * (gather-adjoint.ts) replays the primal program with the same locals (`t = src * w + c`,
 * assigned once per sweep, inside the sweep's range test), so an access `u[t]` is, for the
 * affine-index analysis (passes/affine-index.ts), indexed by a local assigned many times: it
 * stays range-checked at every access, which keeps the replay scalar. This pass rewrites every
 * access index by substituting the integer locals it reads with the pure integer expressions
 * they were last assigned, down to stable values (the launch indices, parameters, lengths and
 * locals assigned once at the top of the body, such as each sweep's source index): `u[t]`
 * becomes `u[src * w + c]`, affine in the launch index, so the backends check it once per block
 * of items and run the block's accesses unchecked. The values are the same: a substituted
 * expression reads only stable values, which no statement between its assignment and the
 * access changes, and an assignment inside an `if` or a loop is forgotten after it.
 */
import type { Expr, Stmt } from '../ir/nodes.js';
import { assignCounts, assignedNames, childExprs, mapExprs, rebuildChildren } from '../ir/walk.js';

type Env = Map<string, Expr>;

/** Pure integer expressions: no loads, calls, atomics or other effects; no floats. */
function pureInt(e: Expr): boolean {
  if (e.type !== 'i32' && e.type !== 'u32' && e.type !== 'bool') return false;
  if (e.kind === 'load' || e.kind === 'atomic' || e.kind === 'call') return false;
  const kinds = ['index', 'param', 'const', 'local', 'binary', 'unary', 'cast', 'length'];
  if (!kinds.includes(e.kind)) return false;
  return childExprs(e).every(pureInt);
}

/** `e` with the locals of `env` replaced by their expressions. */
function substitute(e: Expr, env: Env): Expr {
  if (e.kind === 'local') return env.get(e.name) ?? e;
  return rebuildChildren(e, (c) => substitute(c, env));
}

/**
 * Rewrites the access indices of `stmts`, tracking `env` (changed in place for the caller's
 * block). `stable`: the locals assigned once, at the top level; `ready`: those assigned so far.
 */
function rewrite(stmts: readonly Stmt[], env: Env, stable: ReadonlySet<string>, ready: Set<string>): Stmt[] {
  const out: Stmt[] = [];
  const index = (e: Expr): Expr => {
    if (e.kind === 'load' || e.kind === 'atomic') return { ...e, index: substitute(e.index, env) };
    return e;
  };
  for (const s of stmts) {
    if (s.kind === 'assign') {
      out.push(...mapExprs([s], index));
      if (stable.has(s.name)) {
        ready.add(s.name);
        continue;
      }
      const v = substitute(s.value, env);
      if (pureInt(v) && !readsLocalOtherThan(v, ready)) env.set(s.name, v);
      else env.delete(s.name);
    } else if (s.kind === 'store') {
      const [st] = mapExprs([s], index);
      if (st?.kind === 'store') out.push({ ...st, index: substitute(st.index, env) });
    } else if (s.kind === 'if') {
      const test = mapExprs([{ kind: 'expr', expr: s.test }], index)[0];
      const consequent = rewrite(s.consequent, new Map(env), stable, ready);
      const alternate = rewrite(s.alternate, new Map(env), stable, ready);
      for (const n of assignedNames([...s.consequent, ...s.alternate])) env.delete(n);
      out.push({ ...s, test: test?.kind === 'expr' ? test.expr : s.test, consequent, alternate });
    } else if (s.kind === 'loop') {
      for (const n of assignedNames([...s.body, ...s.update])) env.delete(n);
      const inner = new Map(env);
      out.push({
        ...s,
        body: rewrite(s.body, inner, stable, ready),
        update: rewrite(s.update, new Map(env), stable, ready),
      });
    } else out.push(...mapExprs([s], index));
  }
  return out;
}

function readsLocalOtherThan(e: Expr, ready: ReadonlySet<string>): boolean {
  if (e.kind === 'local') return !ready.has(e.name);
  return childExprs(e).some((c) => readsLocalOtherThan(c, ready));
}

/** The gather body with its access indices over stable values (see the file comment). */
export function withStableIndices(body: readonly Stmt[]): Stmt[] {
  const count = assignCounts(body);
  const stable = new Set<string>();
  for (const s of body) if (s.kind === 'assign' && count.get(s.name) === 1) stable.add(s.name);
  return rewrite(body, new Map(), stable, new Set());
}
