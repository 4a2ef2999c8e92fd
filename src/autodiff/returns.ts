/**
 * Early `return`s of a kernel body, removed for the adjoint: a return ends the item, so the
 * statements after an `if` holding one run only on the paths that did not return. The rest of the
 * block moves into both branches (`if (i >= n) return; …` becomes `if (i >= n) {} else { … }`),
 * so the primal program has structured control flow only. Returns inside loops stay (refused later).
 */
import type { Stmt } from '../ir/nodes.js';

function hasReturn(stmts: readonly Stmt[]): boolean {
  return stmts.some(
    (s) => s.kind === 'return' || (s.kind === 'if' && (hasReturn(s.consequent) || hasReturn(s.alternate))),
  );
}

export function withoutReturns(stmts: readonly Stmt[]): Stmt[] {
  const out: Stmt[] = [];
  for (let i = 0; i < stmts.length; i++) {
    const s = stmts[i];
    if (s === undefined || s.kind === 'return') return out;
    if (s.kind === 'if' && (hasReturn(s.consequent) || hasReturn(s.alternate))) {
      const rest = stmts.slice(i + 1);
      out.push({
        ...s,
        consequent: withoutReturns([...s.consequent, ...rest]),
        alternate: withoutReturns([...s.alternate, ...rest]),
      });
      return out;
    }
    out.push(s);
  }
  return out;
}
