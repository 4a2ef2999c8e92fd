/**
 * Bool locals of straight-line code replaced by the pure expressions they hold: after if-select.ts
 * the interior gather body computes a guard `r === 0 || c === 0` as a chain of bool copies
 * (`c6 = t7; b8 = c6 || t9; c5 = b8; …`); read in place (`(r == 0 || c == 0) ? … : …`), as the
 * forward kernel's `if` reads it, the chain is gone and the native compiler vectorises the
 * selects. An expression is forgotten once a local it reads is assigned again; an `if` or loop
 * forgets what it assigns. `withoutDeadCode` afterwards drops the assignments nothing reads.
 */
import type { Expr, Stmt } from '../ir/nodes.js';
import { assignedNames, mapExprs } from '../ir/walk.js';
import { pure } from './if-select.js';
import { localsRead } from './ir-build.js';

export function withInlineBools(stmts: readonly Stmt[]): Stmt[] {
  const env = new Map<string, Expr>();
  const inline = (e: Expr): Expr => (e.kind === 'local' ? (env.get(e.name) ?? e) : e);
  const out: Stmt[] = [];
  for (const s of stmts) {
    const [t = s] = s.kind === 'if' || s.kind === 'loop' ? [s] : mapExprs([s], inline);
    out.push(t);
    const assigned = assignedNames([s]);
    for (const [name, value] of env)
      if (assigned.has(name) || [...localsRead(value)].some((n) => assigned.has(n))) env.delete(name);
    if (t.kind === 'assign' && t.value.type === 'bool' && pure(t.value)) env.set(t.name, t.value);
  }
  return out;
}
