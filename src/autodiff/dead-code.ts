/**
 * Dead assignments out of a generated adjoint body: the forward replay recomputes every value of
 * the kernel, but a gather sweep keeps the adjoint of one shift only, and the zeroing pass needs
 * only the conditions and indices of the stores. An assignment of a local that nothing reads
 * afterwards is dropped (its value has no effect: loads replay loads the forward already ran and
 * bounds-checked), by backward liveness over the structured body; loops are kept whole (their
 * reads stay live), and a body holding break/continue/return is returned unchanged. An `if` whose
 * branches are left the same (the zeroing pass of `if (…) v[i] = a; else v[i] = b;`) becomes its
 * branch, so the test and what only it read go too.
 */
import type { Expr, Stmt } from '../ir/nodes.js';
import { containsStmt, ownExprs, visit } from '../ir/walk.js';
import { localsRead } from './ir-build.js';

function hasAtomic(e: Expr): boolean {
  let found = false;
  visit([{ kind: 'expr', expr: e }], (x) => {
    if (x.kind === 'atomic') found = true;
  });
  return found;
}

function readsOf(s: Stmt, into: Set<string>): void {
  visit([s], (e) => {
    if (e.kind === 'local') into.add(e.name);
  });
}

/** Equal statement lists, source locations and access sites aside (which store an out-of-bounds error names). */
function sameStatements(a: readonly Stmt[], b: readonly Stmt[]): boolean {
  const text = (x: readonly Stmt[]) =>
    JSON.stringify(x, (key, v: unknown) => (key === 'site' || key === 'loc' ? 0 : v));
  return a.length > 0 && a.length === b.length && text(a) === text(b);
}

/** Backward over `stmts` with `live` the locals read after them; returns the kept statements. */
function sweep(stmts: readonly Stmt[], live: Set<string>): Stmt[] {
  const out: Stmt[] = [];
  for (let i = stmts.length - 1; i >= 0; i--) {
    const s = stmts[i];
    if (s === undefined) continue;
    if (s.kind === 'assign') {
      if (!live.has(s.name) && !hasAtomic(s.value)) continue;
      live.delete(s.name);
      localsRead(s.value, live);
      out.push(s);
    } else if (s.kind === 'if') {
      const liveC = new Set(live);
      const liveA = new Set(live);
      const consequent = sweep(s.consequent, liveC);
      const alternate = sweep(s.alternate, liveA);
      for (const n of [...liveC, ...liveA]) live.add(n);
      if (consequent.length === 0 && alternate.length === 0 && !hasAtomic(s.test)) continue;
      if (!hasAtomic(s.test) && sameStatements(consequent, alternate)) {
        // both branches do the same (the zeroing pass of a kernel storing in each): no test
        out.push(...[...consequent].reverse());
        continue;
      }
      localsRead(s.test, live);
      out.push({ ...s, consequent, alternate });
    } else if (s.kind === 'loop') {
      readsOf(s, live);
      out.push(s);
    } else {
      for (const e of ownExprs(s)) localsRead(e, live);
      out.push(s);
    }
  }
  return out.reverse();
}

/** `body` without the assignments no later statement reads. */
export function withoutDeadCode(body: readonly Stmt[]): Stmt[] {
  if (containsStmt(body, 'break') || containsStmt(body, 'continue') || containsStmt(body, 'return'))
    return [...body];
  return sweep(body, new Set());
}
