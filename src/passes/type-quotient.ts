/**
 * Converting a quotient back to an integer gives JS's integer (issue 27.5) where the quotient
 * reaches the conversion through `?:` or unary minus: `tt.u32(c ? x / 2 : y / 3)`, `-(x / 2) | 0`,
 * `Math.floor(-(a / b))`. A ToInt32 / ToUint32 consumer sees its operand modulo 2^32, and
 * ToInt32(-q) = -ToInt32(q), so each branch (or the negated operand) is truncated exactly and
 * the rest wraps; Math.trunc and Math.floor keep the exact integer (floor(-q) = -ceil(q)), in f64
 * where no 32-bit type holds it. `inF64` computes a quotient in f64 for a local that is both read
 * as a number and converted (function-typer.ts).
 */
import type { SourceLocation } from '../errors/errors.js';
import type { Expr, RawExpr } from '../ir/nodes.js';
import { ExprTyper } from './type-expr.js';
import { absConst, isAbs, type TE } from './type-expr-base.js';
import { isIntType, type T } from './type-rules.js';

const isFloat = (x: TE): boolean => x.type === 'f32' || x.type === 'f64';

const F64_HINT =
  'convert at the division (`Math.trunc(x / 2)`, `(x / 2) | 0` or `Math.floor(x / 2)`: exact integer division on every device), or keep the value a float (tt.f32(x) / 2)';

export abstract class QuotientTyper extends ExprTyper {
  /** Whether `e` is a quotient of two integers, or a `?:` / unary minus with one in value position. */
  protected hasQuotient(e: RawExpr): boolean {
    if (e.kind === 'binary') return e.op === 'div' && this.intDivision(e, true, true) !== null;
    if (e.kind === 'cond') return this.hasQuotient(e.consequent) || this.hasQuotient(e.alternate);
    return e.kind === 'unary' && e.op === 'neg' && this.hasQuotient(e.arg);
  }

  protected override truncated(e: RawExpr, inference: boolean, wrap: boolean): TE {
    if ((e.kind !== 'cond' && e.kind !== 'unary') || !this.hasQuotient(e))
      return super.truncated(e, inference, wrap);
    // The consumer reads the value modulo 2^32: a float branch (or a literal's exact quotient)
    // may convert (ToUint32) here already.
    const bits = (x: RawExpr): TE => {
      const t = this.truncated(x, inference, true);
      return isFloat(t) || t.type === 'float' ? this.coerce(t, 'u32') : t;
    };
    if (e.kind === 'unary') return this.negated(bits(e.arg), e.loc);
    const test = this.toBool(this.buildExpr(e.test, inference));
    return this.joinBranches(test, bits(e.consequent), bits(e.alternate), inference, true, e.loc);
  }

  protected override integral(
    e: RawExpr,
    fn: 'trunc' | 'floor',
    inference: boolean,
    wrap: boolean,
  ): TE | null {
    if ((e.kind !== 'cond' && e.kind !== 'unary') || !this.hasQuotient(e))
      return super.integral(e, fn, inference, wrap);
    const loc = e.loc;
    if (e.kind === 'unary') return this.negatedIntegral(e.arg, fn, inference, wrap, loc);
    const test = this.toBool(this.buildExpr(e.test, inference));
    const branch = (x: RawExpr): TE =>
      this.integral(x, fn, inference, wrap) ??
      this.buildExpr({ kind: 'call', type: 'unknown', fn, args: [x], loc: x.loc ?? loc }, inference, wrap);
    const a = branch(e.consequent);
    const b = branch(e.alternate);
    if (!isFloat(a) && !isFloat(b)) return this.joinBranches(test, a, b, inference, wrap, loc);
    // A float branch beside an exact integer quotient: f64 holds both exactly.
    this.noteFn(inference)(
      loc,
      `Math.${fn} of this conditional meets an integer quotient and a float; JS's integer needs the quotient exactly, in f64`,
      F64_HINT,
    );
    return this.cond(test, a, b, 'f64', loc);
  }

  /** `Math.trunc(-q)` = -trunc(q); `Math.floor(-(a / b))` = -ceil(a / b); in f64 beyond 32 bits. */
  private negatedIntegral(
    arg: RawExpr,
    fn: 'trunc' | 'floor',
    inference: boolean,
    wrap: boolean,
    loc: SourceLocation | undefined,
  ): TE {
    const q = this.integral(arg, 'trunc', inference, wrap);
    if (q && (q.type === 'i32' || (q.type === 'u32' && wrap) || q.type === 'f64')) {
      if (fn === 'trunc') return this.negated(q, loc);
      if (q.kind === 'binary' && q.op === 'idiv' && (q.type === 'i32' || q.type === 'u32'))
        return this.once([q.left, q.right], inference, ([x = q.left, y = q.right]) =>
          this.negatedCeil(x, y, q.type as 'i32' | 'u32', loc),
        );
    }
    this.noteFn(inference)(
      loc,
      `Math.${fn} of a negated integer quotient is an integer no 32-bit type holds; JS's integer needs f64`,
      F64_HINT,
    );
    const n = this.negated(this.inF64(arg, inference), loc);
    return { kind: 'call', type: 'f64', fn, args: [this.coerce(n, 'f64')], loc };
  }

  /** -ceil(x / y) for integers: -(trunc + 1) where the remainder is non-zero and the quotient positive. */
  private negatedCeil(x: Expr, y: Expr, t: 'i32' | 'u32', loc: SourceLocation | undefined): Expr {
    const zero: Expr = { kind: 'const', type: t, value: 0 };
    const q: Expr = { kind: 'binary', type: t, op: 'idiv', left: x, right: y, loc };
    const r: Expr = { kind: 'binary', type: t, op: 'rem', left: x, right: y, loc };
    const nonZero: Expr = { kind: 'binary', type: 'bool', op: 'ne', left: r, right: zero };
    const lt = (v: Expr): Expr => ({ kind: 'binary', type: 'bool', op: 'lt', left: v, right: zero });
    const positive: Expr =
      t === 'u32'
        ? { kind: 'const', type: 'bool', value: true }
        : { kind: 'binary', type: 'bool', op: 'eq', left: lt(r), right: lt(y) };
    const up: Expr = { kind: 'logical', type: 'bool', op: 'and', left: nonZero, right: positive };
    const neg: Expr = { kind: 'unary', type: t, op: 'neg', arg: q, loc };
    const one: Expr = { kind: 'const', type: t, value: 1 };
    const down: Expr = { kind: 'binary', type: t, op: 'sub', left: neg, right: one, loc };
    return { kind: 'cond', type: t, test: up, consequent: down, alternate: neg, loc };
  }

  /** `-x` of a typed number (u32 wraps: only where the consumer reads modulo 2^32). */
  protected negated(x: TE, loc: SourceLocation | undefined): TE {
    if (isAbs(x)) return absConst(-x.value, loc, x.type);
    return { kind: 'unary', type: x.type, op: 'neg', arg: x, loc };
  }

  /**
   * `e` with its integer quotients (directly, in `?:` branches, under unary minus) computed in
   * f64, JS's own value: a local read both as a number and converted to an integer holds it.
   */
  protected inF64(e: RawExpr, inference: boolean): TE {
    if (e.kind === 'binary' && e.op === 'div' && this.hasQuotient(e)) {
      this.noteFn(inference)(
        e.loc,
        'this quotient of integers is both used as a number and converted to an integer (JS truncates its exact value), so it needs f64',
        F64_HINT,
      );
      const a = this.coerce(this.buildExpr(e.left, inference), 'f64');
      const b = this.coerce(this.buildExpr(e.right, inference), 'f64');
      return { kind: 'binary', type: 'f64', op: 'div', left: a, right: b, loc: e.loc };
    }
    if (e.kind === 'unary' && e.op === 'neg' && this.hasQuotient(e.arg))
      return this.negated(this.inF64(e.arg, inference), e.loc);
    if (e.kind === 'cond' && this.hasQuotient(e)) {
      const test = this.toBool(this.buildExpr(e.test, inference));
      const a = this.inF64(e.consequent, inference);
      const b = this.inF64(e.alternate, inference);
      return this.cond(test, a, b, 'f64', e.loc);
    }
    return this.buildExpr(e, inference);
  }

  /** Whether a typed value is an integer (a literal or i32/u32), not a float or bool. */
  protected isInteger(x: TE): boolean {
    return x.type === 'int' || isIntType(x.type as T);
  }
}
