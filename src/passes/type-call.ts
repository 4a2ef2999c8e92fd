/**
 * Typing Math calls and the JS idioms of integer division (`Math.trunc(a / b)`, `Math.floor(a / b)`,
 * `(a / b) | 0`): exact integer division, and exact forms for literals outside 32 bits and for
 * mixed i32/u32 operands.
 */
import type { BinaryExpr, Expr, RawExpr } from '../ir/nodes.js';
import { evalMath } from '../ir/semantics.js';
import { exactDivision, fitsInteger, literalOutOfRange, minMaxGivesLiteral } from './exact-literals.js';
import { operandsWrap } from './int-context.js';
import { divisionMixed, isMixed, minMaxMixed } from './mixed-int.js';
import { isBigType } from './type-bigint.js';
import { type AbsConst, absConst, ExprTyperBase, isAbs, literalType, type TE } from './type-expr-base.js';
import { concretize, isIntType, join, type T, typeMath } from './type-rules.js';
import { floorDivision, isPure } from './typed-expansions.js';

export abstract class CallTyper extends ExprTyperBase {
  /** `a / b` with integer operands inside Math.trunc / Math.floor / `| 0` / `>>> 0`: exact integer division. */
  protected intDivision(
    e: RawExpr,
    inference: boolean,
    wrap: boolean,
  ): { trunc: () => Expr; floor: () => Expr } | null {
    if (e.kind !== 'binary' || e.op !== 'div') return null;
    const a = this.buildExpr(e.left, inference);
    const b = this.buildExpr(e.right, inference);
    // An integral literal counts as an integer however it is spelled (bundlers print 4000000000 as 4e9).
    const intLike = (x: TE): boolean => isIntType(x.type as T) || (isAbs(x) && Number.isInteger(x.value));
    if (!intLike(a) || !intLike(b) || (isAbs(a) && isAbs(b))) return null;
    if (!isAbs(a) && !isAbs(b) && isMixed(a.type, b.type))
      return divisionMixed(a, b, wrap, this.onceFn(inference), this.noteFn(inference), e.loc);
    const j = join(isAbs(a) ? 'int' : (a.type as T), isAbs(b) ? 'int' : (b.type as T), this.k.floatType);
    if (!j.ok) return null;
    const t = concretize(j.type, this.k.floatType);
    // A literal outside the integer type: JS divides by its exact value (exact forms for i32,
    // float division otherwise), never by the wrapped one.
    const o = literalOutOfRange(this.operand(a), this.operand(b));
    if (o) {
      const exact = exactDivision(o, (x, use) => this.once([x], inference, ([v = x]) => use(v)));
      if (exact) return exact;
      // The other forms divide exactly in f64, as JS does.
      const f = (x: TE): Expr => this.coerce(x, 'f64');
      const q: Expr = { kind: 'binary', type: 'f64', op: 'div', left: f(a), right: f(b), loc: e.loc };
      const call = (fn: 'trunc' | 'floor'): Expr => {
        this.noteFn(inference)(
          e.loc,
          `this division by (or of) ${o.literal}, outside ${o.t}, needs f64 to be exact`,
          'wrap the result with `| 0` only after converting the literal, or divide values of one 32-bit type',
        );
        return { kind: 'call', type: 'f64', fn, args: [q], loc: e.loc };
      };
      return { trunc: () => call('trunc'), floor: () => call('floor') };
    }
    const ca = this.coerce(a, t);
    const cb = this.coerce(b, t);
    const q: BinaryExpr = { kind: 'binary', type: t, op: 'idiv', left: ca, right: cb, loc: e.loc };
    const loc = e.loc;
    return {
      trunc: () => q,
      floor: () =>
        t === 'u32'
          ? q
          : this.once([ca, cb], inference, ([x = ca, y = cb]) =>
              floorDivision({ ...q, left: x, right: y }, x, y, loc),
            ),
    };
  }

  /**
   * An operand that its consumer converts with ToInt32 / ToUint32 (`tt.u32(…)`, a bitwise
   * operator, `Math.imul`, a store into an integer array): JS truncates the float quotient `a / b`
   * there, so a quotient of two integers is the exact integer division, whatever float `/`
   * computes in (f32 would round 4294967295 / 2 up to 2^31).
   */
  protected truncated(e: RawExpr, inference: boolean, wrap: boolean): TE {
    const d = e.kind === 'binary' && e.op === 'div' ? this.intDivision(e, inference, true) : null;
    return d ? d.trunc() : this.buildExpr(e, inference, wrap);
  }

  /** `Math.trunc(e)` / `Math.floor(e)` of an integer quotient, exactly; null for any other `e`. */
  protected integral(e: RawExpr, fn: 'trunc' | 'floor', inference: boolean, wrap: boolean): TE | null {
    const d = this.intDivision(e, inference, wrap);
    return d ? (fn === 'trunc' ? d.trunc() : d.floor()) : null;
  }

  protected call(e: Extract<RawExpr, { kind: 'call' }>, inference: boolean, wrap: boolean): TE {
    const loc = e.loc;
    const [a0] = e.args;
    if ((e.fn === 'trunc' || e.fn === 'floor') && a0) {
      const d = this.integral(a0, e.fn, inference, wrap);
      if (d) return d;
    }
    const w = operandsWrap(e, wrap, this.intArray);
    const toInt = e.fn === 'imul' || e.fn === 'clz32';
    const args = e.args.map((a) =>
      toInt ? this.truncated(a, inference, w) : this.buildExpr(a, inference, w),
    );
    if ((e.fn === 'word64hi' || e.fn === 'word64lo') && args[0]) {
      // console.log's value words (frontend/lower-print.ts): a 64-bit value's two words (an f64's
      // bits, an i64's or u64's); an f32's word is its bits, any other value's its ToUint32
      // (integers, bools: exact), and they have no second word
      const a = args[0];
      const t = concretize(a.type as T, this.k.floatType);
      if (t === 'f64' || isBigType(t))
        return { kind: 'call', type: 'u32', fn: e.fn, args: [this.coerce(a, t)], loc };
      if (t === 'f32' && e.fn === 'word64hi')
        return { kind: 'call', type: 'u32', fn: 'f32bits', args: [this.coerce(a, 'f32')], loc };
      return e.fn === 'word64lo'
        ? { kind: 'const', type: 'u32', value: 0, loc }
        : this.buildExpr({ kind: 'cast', type: 'u32', arg: e.args[0] as RawExpr, loc }, inference, wrap);
    }
    if (e.fn === 'fround') {
      const a = args[0] as TE;
      return isAbs(a)
        ? { kind: 'const', type: 'f32', value: Math.fround(a.value), loc }
        : this.coerce(a, 'f32');
    }
    if (e.fn === 'imul') {
      const [x, y] = args.map((a) => this.coerce(a, 'i32')) as [Expr, Expr];
      return { kind: 'binary', type: 'i32', op: 'mul', left: x, right: y, loc };
    }
    const [m0, m1] = args;
    if ((e.fn === 'min' || e.fn === 'max') && m0 && m1 && args.length === 2 && !isAbs(m0) && !isAbs(m1))
      if (isMixed(m0.type, m1.type)) return minMaxMixed(e.fn, m0, m1, this.onceFn(inference), loc);
    const typing = this.rule(
      typeMath(
        e.fn,
        args.map((a) => a.type as T),
        this.k.floatType,
      ),
      loc,
    );
    if (args.every(isAbs)) {
      const v = evalMath(
        e.fn,
        'f64',
        args.map((a) => (a as AbsConst).value),
      );
      return absConst(v as number, loc, typing.result === 'float' ? 'float' : undefined);
    }
    const [x0, x1] = args;
    const o =
      (e.fn === 'min' || e.fn === 'max') && x0 && x1 && literalOutOfRange(this.operand(x0), this.operand(x1));
    if (o && (e.fn === 'min' || e.fn === 'max')) {
      if (!minMaxGivesLiteral(e.fn, o)) return o.x;
      const lit = absConst(o.literal, loc);
      if (isPure(o.x)) return lit;
      const t = fitsInteger('u32', o.literal) ? literalType(o.literal, 'f64') : 'f64';
      if (t === 'f64')
        this.noteFn(inference)(
          loc,
          `Math.${e.fn} gives ${o.literal} here, beyond 32 bits, which needs f64 to keep exactly`,
          'write the literal where the result is used, or wrap the result with `| 0`',
        );
      return this.once([o.x], inference, () => this.coerce(lit, t));
    }
    const at = concretize(typing.arg, this.k.floatType);
    const rt = concretize(typing.result, this.k.floatType);
    const cargs = args.map((a) => this.coerce(a, at));
    const integral = ['floor', 'ceil', 'round', 'trunc'].includes(e.fn);
    if (integral && isIntType(at)) return cargs[0] as Expr;
    return { kind: 'call', type: rt, fn: e.fn, args: cargs, loc };
  }
}
