/** Small typed-IR builders for the adjoint generator (constants, locals, arithmetic in one type). */
import type { BinaryOp, Expr, MathFn, ScalarType, Stmt } from '../ir/nodes.js';
import { childExprs } from '../ir/walk.js';

export const isFloat = (t: ScalarType): t is 'f32' | 'f64' => t === 'f32' || t === 'f64';

export const local = (name: string, type: ScalarType): Expr => ({ kind: 'local', name, type });
/**
 * A constant of `type`. A float constant is written as a conversion of the literal: the adjoint is
 * retyped by the pipeline (kernelFromIR takes raw IR), where a bare `0` would become an integer.
 */
export const num = (type: ScalarType, value: number): Expr =>
  isFloat(type)
    ? { kind: 'cast', type, arg: { kind: 'const', type, value } }
    : { kind: 'const', type, value };
export const bin = (op: BinaryOp, left: Expr, right: Expr, type: ScalarType = left.type): Expr => ({
  kind: 'binary',
  op,
  left,
  right,
  type,
});
export const call = (fn: MathFn, ...args: Expr[]): Expr => ({
  kind: 'call',
  fn,
  args,
  type: args[0]?.type ?? 'f32',
});
export const cast = (type: ScalarType, arg: Expr): Expr =>
  arg.type === type ? arg : { kind: 'cast', type, arg };
export const neg = (arg: Expr): Expr => ({ kind: 'unary', op: 'neg', arg, type: arg.type });
export const cond = (test: Expr, consequent: Expr, alternate: Expr): Expr => ({
  kind: 'cond',
  test,
  consequent,
  alternate,
  type: consequent.type,
});
export const assign = (name: string, value: Expr): Stmt => ({ kind: 'assign', name, value });

/** The local names an expression reads. */
export function localsRead(e: Expr, out: Set<string> = new Set()): Set<string> {
  if (e.kind === 'local') out.add(e.name);
  else
    for (const c of childExprs(e)) {
      localsRead(c, out);
    }
  return out;
}
