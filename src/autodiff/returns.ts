/**
 * Early `return`s of a kernel body, removed for the adjoint: a return ends the item, so the
 * statements after an `if` holding one run only on the paths that did not return. The rest of the
 * block moves into both branches (`if (i >= n) return; …` becomes `if (i >= n) {} else { … }`),
 * so the primal program has structured control flow only. Returns inside loops stay (refused later).
 * Inlined helpers go the same way, their `return v` becoming an assignment of the result local.
 */
import type { Stmt } from '../ir/nodes.js';

function hasReturn(stmts: readonly Stmt[]): boolean {
  return stmts.some(
    (s) => s.kind === 'return' || (s.kind === 'if' && (hasReturn(s.consequent) || hasReturn(s.alternate))),
  );
}

/** `stmts` without returns; with `result`, a helper's `return v` becomes `result = v`. */
export function withoutReturns(stmts: readonly Stmt[], result?: string): Stmt[] {
  const out: Stmt[] = [];
  for (let i = 0; i < stmts.length; i++) {
    const s = stmts[i];
    if (s === undefined) return out;
    if (s.kind === 'return') {
      if (result !== undefined && s.value) out.push({ kind: 'assign', name: result, value: s.value });
      return out;
    }
    if (s.kind === 'if' && (hasReturn(s.consequent) || hasReturn(s.alternate))) {
      const rest = stmts.slice(i + 1);
      out.push({
        ...s,
        consequent: withoutReturns([...s.consequent, ...rest], result),
        alternate: withoutReturns([...s.alternate, ...rest], result),
      });
      return out;
    }
    out.push(s);
  }
  return out;
}
