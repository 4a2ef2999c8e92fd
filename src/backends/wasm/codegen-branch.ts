/**
 * Conditions as control flow: `a && b` / `a || b` / `!a` in loop and if tests become chains of
 * br_if instead of a materialised 0/1 value that is tested again (engines do not thread such
 * values through phis, which doubled the cost of loops like Mandelbrot's). Evaluation order and
 * laziness are JS's: `b` is evaluated only when `a` does not decide.
 */
import type { Expr } from '../../ir/nodes.js';
import { expr, type Scope } from './codegen-expr.js';
import type { X } from './types.js';

/** Statements that branch to `label` when `test` is false (and fall through when true). */
export function branchIfFalse(s: Scope, test: Expr, label: string): X[] {
  const { m } = s.c;
  if (test.kind === 'logical' && test.op === 'and')
    return [...branchIfFalse(s, test.left, label), ...branchIfFalse(s, test.right, label)];
  if (test.kind === 'unary' && test.op === 'not') return branchIfTrue(s, test.arg, label);
  if (test.kind === 'logical' && test.op === 'or') {
    const ok = s.c.newLabel('or');
    return [m.block(ok, [...branchIfTrue(s, test.left, ok), ...branchIfFalse(s, test.right, label)])];
  }
  return [m.br(label, m.i32.eqz(expr(s, test)))];
}

/** Statements that branch to `label` when `test` is true (and fall through when false). */
export function branchIfTrue(s: Scope, test: Expr, label: string): X[] {
  const { m } = s.c;
  if (test.kind === 'logical' && test.op === 'or')
    return [...branchIfTrue(s, test.left, label), ...branchIfTrue(s, test.right, label)];
  if (test.kind === 'unary' && test.op === 'not') return branchIfFalse(s, test.arg, label);
  if (test.kind === 'logical' && test.op === 'and') {
    const no = s.c.newLabel('and');
    return [m.block(no, [...branchIfFalse(s, test.left, no), ...branchIfTrue(s, test.right, label)])];
  }
  return [m.br(label, expr(s, test))];
}
