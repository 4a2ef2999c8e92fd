/** Locals renamed through a map (an inlined helper's locals, apart from the kernel's). */
import type { Expr, Stmt } from '../ir/nodes.js';
import { mapExprs, mapStmts } from '../ir/walk.js';

export function renameLocals(stmts: readonly Stmt[], names: ReadonlyMap<string, string>): Stmt[] {
  const to = (n: string) => names.get(n) ?? n;
  const exprs = mapExprs(stmts, (e: Expr): Expr => {
    if (e.kind === 'local') return { ...e, name: to(e.name) };
    if (e.kind === 'let') return { ...e, name: to(e.name) };
    return e;
  });
  return mapStmts(exprs, (s) => (s.kind === 'assign' ? { ...s, name: to(s.name) } : s));
}
