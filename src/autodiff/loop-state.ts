/**
 * Whether the reverse sweep of a loop must recompute each iteration's carried state. A carried
 * local whose values feed only additions, subtractions, negations, float conversions, copies and
 * stored values (an accumulator: `s += x[j] * w[j]`) is never needed by a derivative, so its
 * header may hold any value while the iteration is replayed. Any other use (a product, a Math
 * call, a condition, an index, the loop test) needs the iteration's true state: the reverse sweep
 * then replays the loop from its start up to each iteration (quadratic in the trip count).
 */
import type { Expr } from '../ir/nodes.js';
import { isFloat, localsRead } from './ir-build.js';
import type { PAssign, PStmt } from './primal.js';

function linear(v: Expr): boolean {
  switch (v.kind) {
    case 'local':
      return true;
    case 'unary':
      return v.op === 'neg';
    case 'binary':
      return v.op === 'add' || v.op === 'sub';
    case 'cast':
      return isFloat(v.type) && isFloat(v.arg.type);
    default:
      return false;
  }
}

const reads = (e: Expr, d: ReadonlySet<string>) => [...localsRead(e)].some((n) => d.has(n));

export function needsRecompute(
  body: readonly PStmt[],
  writebacks: readonly PAssign[],
  carried: readonly { readonly header: string }[],
  test: Expr,
): boolean {
  if (carried.length === 0) return false;
  const d = new Set(carried.map((c) => c.header));
  let nonlinear = false;
  let changed = true;
  const scan = (stmts: readonly PStmt[]): void => {
    for (const s of stmts) {
      if (s.kind === 'assign') {
        if (!reads(s.value, d)) continue;
        if (!linear(s.value)) nonlinear = true;
        else if (!d.has(s.name)) {
          d.add(s.name);
          changed = true;
        }
      } else if (s.kind === 'store') {
        if (reads(s.index, d)) nonlinear = true;
      } else if (s.kind === 'if') {
        if (d.has(s.cond)) nonlinear = true;
        scan(s.consequent);
        scan(s.alternate);
      } else {
        if (reads(s.test, d) || (s.induction && reads(s.induction.start, d))) nonlinear = true;
        scan(s.body);
        scan(s.writebacks);
      }
    }
  };
  while (changed && !nonlinear) {
    changed = false;
    scan(body);
    scan(writebacks);
    if (reads(test, d)) nonlinear = true;
  }
  return nonlinear;
}
