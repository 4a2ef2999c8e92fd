/**
 * Small builders of raw IR (the frontend's output form, src/ir/nodes.ts) for the kernels tt.np
 * generates: literals stay abstract and operators untyped, so the pass pipeline types them exactly
 * as it types the same expression written in a tt.kernel.
 */
import type { BinaryOp, MathFn, RawExpr, RawStmt, RawType } from '../ir/nodes.js';

export const lit = (value: number): RawExpr => ({
  kind: 'const',
  type: Number.isInteger(value) ? 'int' : 'float',
  value,
});
export const bin = (op: BinaryOp, left: RawExpr, right: RawExpr): RawExpr => ({
  kind: 'binary',
  type: 'unknown',
  op,
  left,
  right,
});
export const call = (fn: MathFn, ...args: RawExpr[]): RawExpr => ({
  kind: 'call',
  type: 'unknown',
  fn,
  args,
});
export const cast = (type: RawType, arg: RawExpr): RawExpr => ({ kind: 'cast', type, arg });
export const neg = (arg: RawExpr): RawExpr => ({ kind: 'unary', type: 'unknown', op: 'neg', arg });
export const and = (left: RawExpr, right: RawExpr): RawExpr => ({
  kind: 'logical',
  type: 'unknown',
  op: 'and',
  left,
  right,
});
export const or = (left: RawExpr, right: RawExpr): RawExpr => ({
  kind: 'logical',
  type: 'unknown',
  op: 'or',
  left,
  right,
});
export const not = (arg: RawExpr): RawExpr => ({ kind: 'unary', type: 'unknown', op: 'not', arg });
export const select = (test: RawExpr, consequent: RawExpr, alternate: RawExpr): RawExpr => ({
  kind: 'cond',
  type: 'unknown',
  test,
  consequent,
  alternate,
});
export const param = (name: string, type: RawType): RawExpr => ({ kind: 'param', type, name });
export const local = (name: string, type: RawType): RawExpr => ({ kind: 'local', type, name });
export const assign = (name: string, value: RawExpr): RawStmt => ({ kind: 'assign', name, value });
export const index0: RawExpr = { kind: 'index', type: 'i32', dim: 0 };
/** Truthiness as NumPy has it: nonzero (NaN is true, unlike JS). */
export const truthy = (e: RawExpr): RawExpr => bin('ne', e, lit(0));

/** Statements and locals an operation's expression needs before the store (a loop, a temporary). */
export class Prelude {
  readonly stmts: RawStmt[] = [];
  readonly locals: { name: string; type: RawType }[] = [];
  /** `prefix`: the start of its locals' names (several preludes in one kernel use different ones). */
  constructor(private readonly prefix = 't') {}
  /** A new local of `type` set to `value`, as an expression. */
  temp(type: RawType, value: RawExpr): RawExpr {
    const name = `${this.prefix}${this.locals.length}`;
    this.locals.push({ name, type });
    this.stmts.push(assign(name, value));
    return local(name, type);
  }
}
