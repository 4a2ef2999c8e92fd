/**
 * Building typed expressions from raw ones: the type rules applied to each operator, abstract
 * literals adopting the types they meet, explicit casts, and the JS idioms with exact integer
 * meanings (`Math.trunc(a / b)`, `(a / b) | 0`, `Math.floor(a / b)`, float indices).
 */
import type { ErrorCode, SourceLocation } from '../errors/errors.js';
import { InternalError } from '../errors/errors.js';
import type { KernelSource } from '../frontend/source.js';
import {
  type BinaryExpr,
  type BinaryOp,
  type Expr,
  FLOAT_ATOMIC_OPS,
  type RawExpr,
  type ScalarType,
} from '../ir/nodes.js';
import { castValue, evalBinary, evalMath } from '../ir/semantics.js';
import type { SmallDTypeName } from '../types/dtype.js';
import {
  exactBinary,
  exactDivision,
  fitsInteger,
  literalOutOfRange,
  minMaxGivesLiteral,
} from './exact-literals.js';
import { operandsWrap } from './int-context.js';
import {
  arithMixed,
  compareMixed,
  divisionMixed,
  isComparison,
  isMixed,
  minMaxMixed,
  type NoteWide,
  type Once,
  remMixed,
} from './mixed-int.js';
import {
  type Abstract,
  concretize,
  isAbstract,
  isIntType,
  join,
  type RuleResult,
  type T,
  typeBinary,
  typeMath,
} from './type-rules.js';
import { floatIndex, floorDivision, isPure, jsAbstractBinary } from './typed-expansions.js';

/** What expression typing needs from the kernel being typed. */
export interface TypingScope {
  readonly arrays: ReadonlyMap<string, ScalarType>;
  /** Arrays of 8/16-bit elements and their storage type. */
  readonly storage: ReadonlyMap<string, SmallDTypeName>;
  readonly scalars: ReadonlyMap<string, ScalarType>;
  readonly floatType: 'f32' | 'f64';
  /** The helper instance for these argument types (typed on first use). */
  instantiate(
    name: string,
    argTypes: readonly ScalarType[],
    loc: SourceLocation | undefined,
    src: KernelSource,
  ): { readonly name: string; readonly returnType: ScalarType };
  /** Records where an exact value needs f64 (devices without f64 refuse the kernel with `hint`). */
  noteWide(src: KernelSource, loc: SourceLocation | undefined, reason: string, hint: string): void;
}

export interface AbsConst {
  readonly kind: 'const';
  readonly type: Abstract;
  readonly value: number;
  readonly loc?: SourceLocation;
}
export type TE = Expr | AbsConst;

const BITWISE = new Set<BinaryOp>(['bitand', 'bitor', 'bitxor', 'shl', 'shr']);

export const isAbs = (e: TE): e is AbsConst => isAbstract(e.type as T);

/**
 * An abstract literal. Integral values up to 2^53 are integers (JS holds them exactly), so a
 * literal outside i32/u32 meeting an integer gets the exact forms (exact-literals.ts).
 */
export function absConst(value: number, loc?: SourceLocation, prefer?: Abstract): AbsConst {
  const isInt = Number.isInteger(value) && Math.abs(value) <= 2 ** 53 && prefer !== 'float';
  return { kind: 'const', type: isInt ? 'int' : 'float', value, loc };
}

/** The concrete type of an integer literal with nothing to adopt: i32, u32 when above, else the float type. */
export function literalType(value: number, floatType: 'f32' | 'f64'): ScalarType {
  return fitsInteger('i32', value) ? 'i32' : fitsInteger('u32', value) ? 'u32' : floatType;
}

export abstract class ExprTyper {
  constructor(
    protected readonly k: TypingScope,
    protected readonly src: KernelSource,
  ) {}

  /** A local's type; undefined while inferring if no assignment to it was seen yet. */
  protected abstract localType(name: string, inference?: boolean): ScalarType | undefined;

  protected err(code: ErrorCode, loc: SourceLocation | undefined, reason: string, hint?: string): Error {
    return this.src.typeError(code, loc ?? { line: 1, column: 1 }, reason, hint);
  }

  protected arrayType(name: string): ScalarType {
    const t = this.k.arrays.get(name);
    if (t === undefined) throw new InternalError(`unknown array ${name}`);
    return t;
  }

  /** Converts to `to` with JS semantics (abstract literals simply take the type). */
  protected coerce(e: TE, to: ScalarType): Expr {
    if (isAbs(e)) {
      const v = castValue(to, e.value);
      return { kind: 'const', type: to, value: v, loc: e.loc };
    }
    if (e.type === to) return e;
    if (e.kind === 'const') return { kind: 'const', type: to, value: castValue(to, e.value), loc: e.loc };
    return { kind: 'cast', type: to, arg: e, loc: e.loc };
  }

  protected toBool(e: TE): Expr {
    return this.coerce(e, 'bool');
  }

  protected concrete(e: TE): Expr {
    if (isAbs(e) && e.type === 'int') return this.coerce(e, literalType(e.value, this.k.floatType));
    return this.coerce(e, concretize(e.type as T, this.k.floatType));
  }

  /**
   * A local the typed IR may bind (see LetExpr); only called while building, never while
   * inferring, so inference rounds add no locals.
   */
  protected abstract temporary(type: ScalarType): string;

  /**
   * Builds an expansion that reads `operands` more than once. When one of them has a side effect,
   * every operand that is not a plain read is bound to a temporary first, in JS's evaluation order,
   * so each is evaluated exactly once (`Math.floor(Atomics.add(a, i, 1) / 2)`).
   */
  protected once(operands: readonly Expr[], inference: boolean, use: (vs: readonly Expr[]) => Expr): Expr {
    if (inference || operands.every(isPure)) return use(operands);
    const bound: { name: string; value: Expr }[] = [];
    const reads = operands.map((o): Expr => {
      if (o.kind === 'const' || o.kind === 'param' || o.kind === 'index' || o.kind === 'length') return o;
      const name = this.temporary(o.type);
      bound.push({ name, value: o });
      return { kind: 'local', type: o.type, name, loc: o.loc };
    });
    let out = use(reads);
    for (let i = bound.length - 1; i >= 0; i--) {
      const b = bound[i];
      if (b) out = { kind: 'let', type: out.type, name: b.name, value: b.value, body: out, loc: out.loc };
    }
    return out;
  }

  /** `once` for the exact-literal and mixed-integer forms. */
  protected onceFn(inference: boolean): Once {
    return (operands, use) => this.once(operands, inference, use);
  }

  /** Records an f64 widening while building (inference rounds record nothing). */
  protected noteFn(inference: boolean): NoteWide {
    return inference ? () => {} : (loc, reason, hint) => this.k.noteWide(this.src, loc, reason, hint);
  }

  /** Whether array `name` holds integers that a store or an atomic wraps into (not u8c, which clamps). */
  protected readonly intArray = (name: string): boolean => {
    const small = this.k.storage.get(name);
    if (small !== undefined) return small !== 'u8c';
    const t = this.k.arrays.get(name);
    return t === 'i32' || t === 'u32';
  };

  protected index(e: TE, loc: SourceLocation | undefined, inference: boolean): Expr {
    const t = e.type as T;
    if (t === 'bool') {
      throw this.err(
        'KERNEL_BOOL_INDEX',
        loc,
        'an array index must be a number, not a bool',
        'convert it with tt.i32(flag)',
      );
    }
    // An index JS cannot find (a fraction, beyond i32) is -1, which bounds checks report.
    if (isAbs(e) && !fitsInteger('i32', e.value)) return { kind: 'const', type: 'i32', value: -1, loc };
    if (isAbs(e) || !(t === 'f32' || t === 'f64')) return this.coerce(e, 'i32');
    return this.once([e], inference, ([f]) => floatIndex(f ?? e, loc));
  }

  protected rule<R extends object>(r: R | RuleResult, loc: SourceLocation | undefined): R {
    if ('ok' in r) {
      if (!r.ok) throw this.err('KERNEL_TYPE_MISMATCH', loc, r.reason, r.hint || undefined);
      throw new InternalError('a join result where an operator typing was expected');
    }
    return r;
  }

  protected joined(a: TE, b: TE, loc: SourceLocation | undefined): T {
    const j = join(a.type as T, b.type as T, this.k.floatType);
    if (!j.ok) throw this.err('KERNEL_TYPE_MISMATCH', loc, j.reason, j.hint || undefined);
    return j.type;
  }

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
   * The typed form of `e`. `wrap`: the consumer uses the value modulo 2^32 only (int-context.ts),
   * so mixed i32/u32 arithmetic may wrap there.
   */
  buildExpr(e: RawExpr, inference: boolean, wrap = false): TE {
    const loc = e.loc;
    const w = operandsWrap(e, wrap, this.intArray);
    switch (e.kind) {
      case 'let':
        throw new InternalError('a let expression in raw IR');
      case 'const':
        if (typeof e.value === 'boolean') return { kind: 'const', type: 'bool', value: e.value, loc };
        return absConst(e.value, loc, e.type === 'float' ? 'float' : undefined);
      case 'index':
        return { kind: 'index', type: 'i32', dim: e.dim, loc };
      case 'param': {
        const t = this.k.scalars.get(e.name);
        if (t === undefined) throw new InternalError(`unknown param ${e.name}`);
        return { kind: 'param', type: t, name: e.name, loc };
      }
      case 'local':
        // While inferring, a local with no assignment seen yet reads as i32 (the weakest number).
        return { kind: 'local', type: this.localType(e.name, inference) ?? 'i32', name: e.name, loc };
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
      case 'cond': {
        const test = this.toBool(this.buildExpr(e.test, inference));
        const a = this.buildExpr(e.consequent, inference, w);
        const b = this.buildExpr(e.alternate, inference, w);
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
          return {
            kind: 'cond',
            type: t,
            test,
            consequent: this.coerce(a, t),
            alternate: this.coerce(b, t),
            loc,
          };
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
        return {
          kind: 'cond',
          type: t,
          test,
          consequent: this.coerce(a, t),
          alternate: this.coerce(b, t),
          loc,
        };
      }
      case 'call':
        return this.call(e, inference, wrap);
      case 'cast': {
        const to = e.type as ScalarType;
        const a = this.buildExpr(e.arg, inference, w);
        if (isAbs(a)) return { kind: 'const', type: to, value: castValue(to, a.value), loc };
        return this.coerce(a, to);
      }
      case 'atomic': {
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
          args: e.args.map((a) => this.coerce(this.buildExpr(a, inference, w), t)),
          checked: false,
          site: e.site,
          loc,
        };
      }
      case 'helper': {
        const args = e.args.map((a) => this.concrete(this.buildExpr(a, inference)));
        const inst = this.k.instantiate(
          e.name,
          args.map((a) => a.type),
          loc,
          this.src,
        );
        return { kind: 'helper', type: inst.returnType, name: inst.name, args, loc };
      }
    }
  }

  protected unary(e: Extract<RawExpr, { kind: 'unary' }>, inference: boolean, wrap: boolean): TE {
    const loc = e.loc;
    const a = this.buildExpr(e.arg, inference, operandsWrap(e, wrap, this.intArray));
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
    if (isAbs(a)) {
      return e.op === 'neg' ? absConst(-a.value, loc, a.type) : absConst(~a.value, loc);
    }
    const t: ScalarType = e.op === 'bitnot' ? (a.type === 'u32' ? 'u32' : 'i32') : a.type;
    return this.signed({ kind: 'unary', type: t, op: e.op, arg: this.coerce(a, t), loc }, wrap);
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
    const l = this.buildExpr(e.left, inference, w);
    const r = this.buildExpr(e.right, inference, w);
    if (!isAbs(l) && !isAbs(r) && isMixed(l.type, r.type)) {
      const mixed = this.mixedBinary(e.op, l, r, inference, wrap, loc);
      if (mixed) return mixed;
    }
    const typing = this.rule(typeBinary(e.op, l.type as T, r.type as T, this.k.floatType), loc);
    if (isAbs(l) && isAbs(r)) {
      const cmp = typing.result === 'bool';
      const v = evalBinary(e.op, cmp ? 'bool' : 'f64', 'f64', l.value, r.value);
      if (cmp) return { kind: 'const', type: 'bool', value: v as boolean, loc };
      const exact = e.op === 'div' ? (v as number) : jsAbstractBinary(e.op, l.value, r.value);
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

  private operand(e: TE): { readonly literal: number } | { readonly expr: Expr } {
    return isAbs(e) ? { literal: e.value } : { expr: e };
  }

  protected call(e: Extract<RawExpr, { kind: 'call' }>, inference: boolean, wrap: boolean): TE {
    const loc = e.loc;
    const [a0] = e.args;
    if ((e.fn === 'trunc' || e.fn === 'floor') && a0) {
      const d = this.intDivision(a0, inference, wrap);
      if (d) return e.fn === 'trunc' ? d.trunc() : d.floor();
    }
    const args = e.args.map((a) => this.buildExpr(a, inference, operandsWrap(e, wrap, this.intArray)));
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
