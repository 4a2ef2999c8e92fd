/**
 * The base of expression typing: the typing scope, abstract literals, and the conversions,
 * bindings and checks that building typed expressions shares (type-call.ts, type-expr.ts).
 */
import type { ErrorCode, SourceLocation } from '../errors/errors.js';
import { InternalError } from '../errors/errors.js';
import type { KernelSource } from '../frontend/source.js';
import type { Expr, RawExpr, ScalarType } from '../ir/nodes.js';
import { castValue } from '../ir/semantics.js';
import type { SmallDTypeName } from '../types/dtype.js';
import { fitsInteger } from './exact-literals.js';
import type { NoteWide, Once } from './mixed-int.js';
import { type BigError, bigBinaryOperand, bigCast, bigJoinError, isBigType } from './type-bigint.js';
import { type Abstract, concretize, isAbstract, join, type RuleResult, type T } from './type-rules.js';
import { floatIndex, isPure } from './typed-expansions.js';

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

export abstract class ExprTyperBase {
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

  /** KERNEL_BIGINT_* errors located in this source (type-bigint.ts). */
  protected readonly bigErr: BigError = (code, loc, reason, hint) => this.err(code, loc, reason, hint);

  /** Converts to `to` with JS semantics (abstract literals simply take the type). */
  protected coerce(e: TE, to: ScalarType): Expr {
    if (e.type !== to && (isBigType(e.type) || isBigType(to))) {
      // JS converts a BigInt only explicitly (BigInt(n), Number(x)), a condition to bool excepted
      if (to === 'bool' && !isAbs(e)) return bigCast(to, e, e.loc, this.bigErr);
      if (!isAbs(e) && isBigType(e.type) && isBigType(to)) return bigBinaryOperand(e, to, this.bigErr);
      throw bigJoinError(e.type as T, to, e.loc, this.bigErr);
    }
    if (isAbs(e)) {
      const v = castValue(to, e.value);
      return { kind: 'const', type: to, value: v, loc: e.loc };
    }
    if (e.type === to) return e;
    if (e.kind === 'const' && typeof e.value !== 'bigint')
      return { kind: 'const', type: to, value: castValue(to, e.value), loc: e.loc };
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

  protected operand(e: TE): { readonly literal: number } | { readonly expr: Expr } {
    return isAbs(e) ? { literal: e.value } : { expr: e };
  }

  /**
   * The typed form of `e`. `wrap`: the consumer uses the value modulo 2^32 only (int-context.ts),
   * so mixed i32/u32 arithmetic may wrap there.
   */
  abstract buildExpr(e: RawExpr, inference: boolean, wrap?: boolean): TE;
}
