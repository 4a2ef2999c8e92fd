/**
 * Building typed expressions from raw ones: the type rules applied to each operator, abstract
 * literals adopting the types they meet, explicit casts, and JS's exact integer meanings for
 * mixed i32/u32 operands and literals outside 32 bits (Math calls and division: type-call.ts).
 */
import type { SourceLocation } from '../errors/errors.js';
import { InternalError } from '../errors/errors.js';
import { RNG_IR_NAMES } from '../frontend/rng-builtins.js';
import type { BinaryOp, Expr, RawExpr, ScalarType } from '../ir/nodes.js';
import { FLOAT_ATOMIC_OPS } from '../ir/ops.js';
import { castValue, evalBinary, jsArithmetic } from '../ir/semantics.js';
import { exactBinary, fitsInteger, literalOutOfRange } from './exact-literals.js';
import { operandsWrap } from './int-context.js';
import { arithMixed, compareMixed, isComparison, isMixed, remMixed } from './mixed-int.js';
import { bigBinary, bigCast, bigConst, bigUnary, isBigType, requireExact } from './type-bigint.js';
import { CallTyper } from './type-call.js';
import { absConst, isAbs, type TE } from './type-expr-base.js';
import { concretize, type T, typeBinary } from './type-rules.js';

const BITWISE = new Set<BinaryOp>(['bitand', 'bitor', 'bitxor', 'shl', 'shr']);
/** Operators that convert their operands with ToInt32 / ToUint32 (JS truncates a quotient there). */
const TRUNCATING = new Set<BinaryOp>([...BITWISE, 'ushr']);

export abstract class ExprTyper extends CallTyper {
  /**
   * The typed form of `e`. `wrap`: the consumer uses the value modulo 2^32 only (int-context.ts),
   * so mixed i32/u32 arithmetic may wrap there.
   */
  buildExpr(e: RawExpr, inference: boolean, wrap = false): TE {
    const loc = e.loc;
    const w = operandsWrap(e, wrap, this.intArray);
    switch (e.kind) {
      case 'let':
        throw new InternalError('a let expression in raw IR');
      case 'hook':
        throw new InternalError('a hook node reached typing (runPipeline verifies there are none)');
      case 'const':
        if (typeof e.value === 'boolean') return { kind: 'const', type: 'bool', value: e.value, loc };
        if (typeof e.value === 'bigint') return bigConst(e.value, loc, this.bigErr);
        return absConst(e.value, loc, e.type === 'float' ? 'float' : undefined);
      case 'index':
        return { kind: 'index', type: 'i32', dim: e.dim, loc };
      case 'groupId':
        return { kind: 'groupId', type: 'i32', which: e.which, dim: e.dim, loc };
      case 'param': {
        const t = this.k.scalars.get(e.name);
        if (t === undefined) throw new InternalError(`unknown param ${e.name}`);
        return { kind: 'param', type: t, name: e.name, loc };
      }
      case 'local':
        return this.readLocal(e, inference, wrap);
      case 'length':
        return { kind: 'length', type: 'i32', array: e.array, loc };
      case 'load':
        return {
          kind: 'load',
          type: this.arrayType(e.array),
          array: e.array,
          index: this.index(this.buildExpr(e.index, inference), e.index.loc, inference),
          checked: false,
          site: e.site,
          loc,
        };
      case 'dimcheck':
        return {
          kind: 'dimcheck',
          type: 'i32',
          index: this.index(this.buildExpr(e.index, inference), e.index.loc, inference),
          extent: e.extent,
          checked: false,
          site: e.site,
          loc,
        };
      case 'unary':
        return this.unary(e, inference, wrap);
      case 'binary':
        return this.binary(e, inference, wrap);
      case 'logical': {
        const l = this.toBool(this.buildExpr(e.left, inference));
        const r = this.toBool(this.buildExpr(e.right, inference));
        if (l.kind === 'const') return e.op === 'and' ? (l.value ? r : l) : l.value ? l : r;
        return { kind: 'logical', type: 'bool', op: e.op, left: l, right: r, loc };
      }
      case 'cond':
        return this.conditional(e, inference, wrap, w);
      case 'call':
        return this.call(e, inference, wrap);
      case 'cast': {
        const to = e.type as ScalarType;
        if (isBigType(to))
          return bigCast(to, this.concrete(this.buildExpr(e.arg, inference)), loc, this.bigErr);
        const a =
          to === 'i32' || to === 'u32'
            ? this.truncated(e.arg, inference, w)
            : this.buildExpr(e.arg, inference, w);
        if (isAbs(a)) return { kind: 'const', type: to, value: castValue(to, a.value), loc };
        if (isBigType(a.type)) return bigCast(to, a, loc, this.bigErr);
        return this.coerce(a, to);
      }
      case 'atomic':
        return this.atomic(e, inference, w);
      case 'helper':
        return this.helperCall(e, inference);
    }
  }

  /** `test ? a : b`: one type for both branches, f64 (or u32 when wrapped) where no 32-bit type holds both. */
  private conditional(
    e: Extract<RawExpr, { kind: 'cond' }>,
    inference: boolean,
    wrap: boolean,
    w: boolean,
  ): TE {
    const test = this.toBool(this.buildExpr(e.test, inference));
    const a = this.buildExpr(e.consequent, inference, w);
    const b = this.buildExpr(e.alternate, inference, w);
    return this.joinBranches(test, a, b, inference, wrap, e.loc);
  }

  /** `test ? a : b` of typed branches: the type rules of `conditional`. */
  protected joinBranches(
    test: Expr,
    a: TE,
    b: TE,
    inference: boolean,
    wrap: boolean,
    loc: SourceLocation | undefined,
  ): TE {
    const lit = isAbs(a) ? a : isAbs(b) ? b : undefined;
    const other = isAbs(a) ? b : a;
    const outside =
      lit?.type === 'int' &&
      (other.type === 'i32' || other.type === 'u32') &&
      !fitsInteger(other.type, lit.value);
    if ((!isAbs(a) && !isAbs(b) && isMixed(a.type, b.type)) || outside) {
      // An i32 or a u32: 32 bits hold both only where the value is consumed modulo 2^32.
      const t: ScalarType = wrap ? 'u32' : 'f64';
      if (!wrap)
        this.noteFn(inference)(
          loc,
          "no single 32-bit type holds both branches of this conditional (an i32 and a u32, or a literal outside the other branch's range); its exact value needs f64",
          'convert one branch with tt.u32(x) or tt.i32(x), or wrap the result with `>>> 0`',
        );
      return this.cond(test, a, b, t, loc);
    }
    const j = this.joined(a, b, loc);
    if (isAbs(a) && isAbs(b) && test.kind === 'const') return test.value ? a : b;
    // Two integer literals keep their exact values: u32 when one is above i32 (1 : 3000000000).
    const lits = isAbs(a) && isAbs(b) && j === 'int' ? [a.value, b.value] : [];
    const wide = lits.length > 0 && !lits.every((v) => fitsInteger('i32', v));
    // Beyond u32 too: wrapping keeps the bits a consumer modulo 2^32 reads, else f64.
    const u32 = wrap || lits.every((v) => fitsInteger('u32', v));
    if (wide && !u32)
      this.noteFn(inference)(
        loc,
        'a branch of this conditional is an integer beyond 32 bits, which needs f64 to keep exactly',
        'wrap the result with `| 0` or `>>> 0` if 32 bits are meant',
      );
    const t = wide ? (u32 ? 'u32' : 'f64') : concretize(j, this.k.floatType);
    return this.cond(test, a, b, t, loc);
  }

  /** `Atomics.op(array, index, …)`: i32/u32 arrays, and the float ops tutti has on f32/f64. */
  private atomic(e: Extract<RawExpr, { kind: 'atomic' }>, inference: boolean, w: boolean): TE {
    const loc = e.loc;
    const t = this.arrayType(e.array);
    const small = this.k.storage.get(e.array);
    if (small !== undefined) {
      throw this.err(
        'KERNEL_ATOMIC_TYPE',
        loc,
        `Atomics.${e.op} on '${e.array}', an array of ${small}: tutti has no atomics on 8- and 16-bit elements`,
        'accumulate into a tt.arrayOf(tt.i32) or tt.arrayOf(tt.u32) array and convert afterwards (arr.astype)',
      );
    }
    const float = t === 'f32' || t === 'f64';
    if (t === 'i64' || t === 'u64') {
      throw this.err(
        'KERNEL_ATOMIC_TYPE',
        loc,
        `Atomics.${e.op} on '${e.array}', an array of ${t}: tutti has no 64-bit atomics yet`,
        'accumulate into a tt.arrayOf(tt.u32) pair (hi, lo) or per item, and combine the 64-bit values afterwards',
      );
    }
    if (t === 'bool' || (float && !FLOAT_ATOMIC_OPS.has(e.op))) {
      throw this.err(
        'KERNEL_ATOMIC_TYPE',
        loc,
        `Atomics.${e.op} needs an i32 or u32 array, but '${e.array}' holds ${t}`,
        'declare the array as tt.arrayOf(tt.i32) or tt.arrayOf(tt.u32); on floats tutti has add, sub, exchange, compareExchange, load, store and tt.atomicMin/atomicMax',
      );
    }
    return {
      kind: 'atomic',
      type: t,
      op: e.op,
      array: e.array,
      index: this.index(this.buildExpr(e.index, inference), e.index.loc, inference),
      args: e.args.map((a) =>
        this.coerce(float ? this.buildExpr(a, inference, w) : this.truncated(a, inference, w), t),
      ),
      checked: false,
      site: e.site,
      loc,
    };
  }

  /** A call of a helper (the user's, or a built-in such as tt.rand's), instantiated for its argument types. */
  private helperCall(e: Extract<RawExpr, { kind: 'helper' }>, inference: boolean): TE {
    const loc = e.loc;
    // tt.rand & co. take their words modulo 2^32 (`seed >>> 0`): arguments are consumed that way.
    const bits = RNG_IR_NAMES.has(e.name);
    const args = e.args.map((a) => this.concrete(this.buildExpr(a, inference, bits)));
    for (const a of args) requireExact(a, 'a helper argument', this.bigErr);
    if (bits && !inference) this.checkRngArguments(e, args);
    const inst = this.k.instantiate(
      e.name,
      args.map((a) => a.type),
      loc,
      this.src,
    );
    return { kind: 'helper', type: inst.returnType, name: inst.name, args, loc };
  }

  /** tt.rand & co. take 32-bit integers: a float (or f64) seed, stream or counter is refused. */
  private checkRngArguments(e: Extract<RawExpr, { kind: 'helper' }>, args: readonly TE[]): void {
    const bad = args.findIndex((a) => a.type !== 'i32' && a.type !== 'u32');
    if (bad < 0) return;
    const spelled = `tt.${e.name.slice(3)}`;
    throw this.src.typeError(
      'KERNEL_RNG_ARGUMENT',
      e.args[bad]?.loc ?? e.loc ?? { line: 1, column: 1 },
      `${spelled}: argument ${bad + 1} is ${args[bad]?.type}, but seeds, streams and counters are 32-bit integers (i32 or u32)`,
      'pass an integer: the index, a loop counter, an integer parameter, or tt.u32(x) of a float',
    );
  }

  /** A read of a local (function-typer.ts types some per point). */
  protected readLocal(e: Extract<RawExpr, { kind: 'local' }>, inference: boolean, _wrap: boolean): TE {
    // While inferring, a local with no assignment seen yet reads as i32 (the weakest number).
    return { kind: 'local', type: this.localType(e.name, inference) ?? 'i32', name: e.name, loc: e.loc };
  }

  protected unary(e: Extract<RawExpr, { kind: 'unary' }>, inference: boolean, wrap: boolean): TE {
    const loc = e.loc;
    const w = operandsWrap(e, wrap, this.intArray);
    const a = e.op === 'bitnot' ? this.truncated(e.arg, inference, w) : this.buildExpr(e.arg, inference, w);
    if (e.op === 'not') {
      const b = this.toBool(a);
      if (b.kind === 'const') return { kind: 'const', type: 'bool', value: !b.value, loc };
      return { kind: 'unary', type: 'bool', op: 'not', arg: b, loc };
    }
    if (a.type === 'bool') {
      throw this.err(
        'KERNEL_TYPE_MISMATCH',
        loc,
        `'${e.op === 'neg' ? '-' : '~'}' needs a number, not a bool`,
      );
    }
    if (!isAbs(a) && isBigType(a.type)) return bigUnary(e.op, a, loc);
    if (isAbs(a)) {
      return e.op === 'neg' ? absConst(-a.value, loc, a.type) : absConst(~a.value, loc);
    }
    const t: ScalarType = e.op === 'bitnot' ? (a.type === 'u32' ? 'u32' : 'i32') : a.type;
    return this.signed({ kind: 'unary', type: t, op: e.op, arg: this.coerce(a, t), loc }, wrap);
  }

  /** `test ? a : b` of type `t`, both branches converted to it. */
  protected cond(test: Expr, a: TE, b: TE, t: ScalarType, loc: SourceLocation | undefined): Expr {
    return { kind: 'cond', type: t, test, consequent: this.coerce(a, t), alternate: this.coerce(b, t), loc };
  }

  /**
   * JS's bitwise operators (all but `>>>`) yield signed values; on u32 operands tutti computes the
   * same bits as u32, which is what a consumer modulo 2^32 sees, and reads them as i32 elsewhere.
   */
  private signed(x: Expr, wrap: boolean): Expr {
    return x.type === 'u32' && !wrap ? { kind: 'cast', type: 'i32', arg: x, loc: x.loc } : x;
  }

  protected binary(e: Extract<RawExpr, { kind: 'binary' }>, inference: boolean, wrap: boolean): TE {
    const loc = e.loc;
    const zeroRight = e.right.kind === 'const' && e.right.value === 0 && e.right.type === 'int';
    if ((e.op === 'bitor' || e.op === 'ushr') && zeroRight) {
      const d = this.intDivision(e.left, inference, true);
      if (d) return this.coerce(d.trunc(), e.op === 'bitor' ? 'i32' : 'u32');
    }
    const w = operandsWrap(e, wrap, this.intArray);
    const operand = (x: RawExpr): TE =>
      TRUNCATING.has(e.op) ? this.truncated(x, inference, w) : this.buildExpr(x, inference, w);
    const l = operand(e.left);
    const r = operand(e.right);
    if (isBigType(l.type) || isBigType(r.type))
      return bigBinary(e.op, this.concrete(l), this.concrete(r), loc, this.bigErr);
    if (!isAbs(l) && !isAbs(r) && isMixed(l.type, r.type)) {
      const mixed = this.mixedBinary(e.op, l, r, inference, wrap, loc);
      if (mixed) return mixed;
    }
    const typing = this.rule(typeBinary(e.op, l.type as T, r.type as T, this.k.floatType), loc);
    if (isAbs(l) && isAbs(r)) {
      if (typing.result === 'bool') {
        const value = evalBinary(e.op, 'bool', 'f64', l.value, r.value) as boolean;
        return { kind: 'const', type: 'bool', value, loc };
      }
      const exact = jsArithmetic(e.op, l.value, r.value);
      if (exact === undefined) throw new InternalError(`no abstract evaluation for ${e.op}`);
      return absConst(exact, loc, typing.result === 'float' ? 'float' : undefined);
    }
    const o = literalOutOfRange(this.operand(l), this.operand(r));
    const exact = o && exactBinary(e.op, o, (x, use) => this.once([x], inference, ([v = x]) => use(v)), loc);
    if (exact) return exact;
    if (o && e.op === 'rem') {
      // The remainders exact-literals.ts has no 32-bit form for: exact in f64, as in JS.
      this.noteFn(inference)(
        loc,
        `'%' with ${o.literal}, outside ${o.t}, needs f64 to be exact`,
        'use a literal inside the 32-bit range of the other operand',
      );
      const f = (x: TE): Expr => this.coerce(x, 'f64');
      return { kind: 'binary', type: 'f64', op: 'rem', left: f(l), right: f(r), loc };
    }
    if (o && (e.op === 'add' || e.op === 'sub' || e.op === 'mul')) {
      // JS adds the literal's exact value: wrap only where the consumer wraps anyway.
      const lit = (x: TE): Expr => (isAbs(x) ? this.coerce(x, 'f64') : x);
      const m = arithMixed(e.op, lit(l), lit(r), wrap, this.noteFn(inference), loc);
      if (m.type === 'f64') return m;
    }
    const lt = concretize(typing.left, this.k.floatType);
    const rt = concretize(typing.right, this.k.floatType);
    const result = typing.result === 'bool' ? 'bool' : concretize(typing.result, this.k.floatType);
    const out: Expr = {
      kind: 'binary',
      type: result,
      op: e.op,
      left: this.coerce(l, lt),
      right: this.coerce(r, rt),
      loc,
    };
    return e.op === 'ushr' ? out : this.signed(out, wrap || !BITWISE.has(e.op));
  }

  /** An i32 operand meets a u32 one: JS's exact answer (mixed-int.ts); undefined for the ordinary rules. */
  private mixedBinary(
    op: BinaryOp,
    l: Expr,
    r: Expr,
    inference: boolean,
    wrap: boolean,
    loc: SourceLocation | undefined,
  ): Expr | undefined {
    const once = this.onceFn(inference);
    if (isComparison(op)) return compareMixed(op, l, r, once, loc);
    if (op === 'rem') return remMixed(l, r, once, loc);
    if (op === 'add' || op === 'sub' || op === 'mul')
      return arithMixed(op, l, r, wrap, this.noteFn(inference), loc);
    if (op === 'div') {
      const f = this.k.floatType;
      return { kind: 'binary', type: f, op, left: this.coerce(l, f), right: this.coerce(r, f), loc };
    }
    return undefined;
  }
}
