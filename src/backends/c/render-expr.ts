/**
 * IR expressions -> C expressions with the JS semantics of src/ir/semantics.ts (the js backend's
 * generated code is the reference): i32 arithmetic in uint32_t (wraps, no UB), shifts masked to
 * 5 bits, float->int casts through ToInt32, Math.* through the prelude's JS-exact helpers.
 */
import { InternalError } from '../../errors/errors.js';
import type { BinaryExpr, CallExpr, CastExpr, Expr, MathFn, ScalarType } from '../../ir/nodes.js';
import type { SmallDTypeName } from '../../types/dtype.js';
import type { CDialect } from './dialect.js';
import { bothSidesSafe } from './eager-logical.js';
import { FAST_EXP_F32, fastHelperName } from './exp-two-pass.js';
import { jsExactF32Helper } from './js-exact-math.js';
import { A, ctype, F, N, P, storageCType, V } from './names.js';
import { bigBinary, comparison, word64 } from './render-bigint.js';

/** The name of the error-words pointer inside the per-item function. */
export const ERR = 'tt_err';

const isFloat = (t: ScalarType): t is 'f32' | 'f64' => t === 'f32' || t === 'f64';
const isInt = (t: ScalarType): t is 'i32' | 'u32' => t === 'i32' || t === 'u32';

/** A C literal with exactly the value `v` of type `t` (NaN, ±Infinity and -0 included). */
export function literal(d: CDialect, t: ScalarType, v: number | boolean | bigint): string {
  if (typeof v === 'boolean' || t === 'bool') return v ? 'true' : 'false';
  // an i64 literal as its unsigned bits, converted (modulo 2^64): -2^63 has no signed spelling
  if (typeof v === 'bigint' || t === 'i64' || t === 'u64') {
    const bits = `${BigInt.asUintN(64, BigInt(v))}ull`;
    return t === 'u64' ? bits : `((int64_t)${bits})`;
  }
  if (t === 'i32') return v < 0 ? `((int32_t)${v >>> 0}u)` : String(v | 0);
  if (t === 'u32') return `${v >>> 0}u`;
  if (Number.isNaN(v)) return d.nan(t);
  if (v === Number.POSITIVE_INFINITY) return d.inf(t);
  if (v === Number.NEGATIVE_INFINITY) return `(-${d.inf(t)})`;
  if (Object.is(v, -0)) return t === 'f32' ? '(-0.0f)' : '(-0.0)';
  let s = String(v);
  if (/^-?\d+$/.test(s)) s += '.0';
  // A double literal is exact (shortest round-trip); the cast rounds to single once.
  return t === 'f32' ? `((float)${v < 0 ? `(${s})` : s})` : v < 0 ? `(${s})` : s;
}

/**
 * How C spells each Math function on floats: a libm function (already JS-exact for the float type),
 * a prelude helper `tt_<fn>_<type>` with JS semantics, or type-independent (rendered before).
 */
type CFloatMath = { readonly libm: string } | 'helper' | 'any-type';
const libm = (name: string): CFloatMath => ({ libm: name });

const C_FLOAT_MATH = {
  sqrt: libm('sqrt'),
  cbrt: libm('cbrt'),
  abs: libm('fabs'),
  sign: 'helper',
  floor: libm('floor'),
  ceil: libm('ceil'),
  round: 'helper',
  trunc: libm('trunc'),
  exp: libm('exp'),
  expm1: libm('expm1'),
  log: libm('log'),
  log2: libm('log2'),
  log10: libm('log10'),
  log1p: libm('log1p'),
  sin: libm('sin'),
  cos: libm('cos'),
  tan: libm('tan'),
  asin: libm('asin'),
  acos: libm('acos'),
  atan: libm('atan'),
  sinh: libm('sinh'),
  cosh: libm('cosh'),
  tanh: libm('tanh'),
  asinh: libm('asinh'),
  acosh: libm('acosh'),
  atanh: libm('atanh'),
  clz32: 'any-type',
  fround: 'any-type',
  min: 'helper',
  max: 'helper',
  pow: 'helper',
  atan2: libm('atan2'),
  hypot: libm('hypot'),
  imul: 'any-type',
  umulhi: 'any-type',
  f32bits: 'any-type',
  bitsf32: 'any-type',
  word64hi: 'any-type',
  word64lo: 'any-type',
} as const satisfies Record<MathFn, CFloatMath>;

export class ExprRenderer {
  constructor(
    private readonly d: CDialect,
    /** Access nodes rendered without their bounds check (proven in bounds by hoisted checks). */
    private readonly unchecked: ReadonlySet<object> = new Set(),
    /** For some unchecked accesses: their index rendered from its affine form, in 64 bits. */
    private readonly indexOverride: ReadonlyMap<object, string> = new Map(),
    /** Arrays of 8/16-bit elements, by IR name: their loads widen, their stores narrow. */
    private readonly storage: ReadonlyMap<string, SmallDTypeName> = new Map(),
    /**
     * Lanes (render-lanes.ts): a local is one element of a per-lane array, and `&&` / `||` of two
     * bools evaluate both sides (nothing in a lane body has effects or can fail), so the
     * compiler can vectorise the lane loop without branches.
     */
    private readonly lanes: { readonly local: (name: string) => string } | undefined = undefined,
    /**
     * The fast pass of two-pass f32 exp (exp-two-pass.ts): the C pointer its exps OR their
     * "not sure" flags into; f32 Math.exp then renders as the fast helper.
     */
    private readonly unsure: string | undefined = undefined,
    /**
     * Lanes: `?:` nodes whose test holds in every lane of the group being rendered (lane-tests.ts):
     * each renders as its consequent.
     */
    private readonly holds: ReadonlySet<object> = new Set(),
  ) {}

  /** This renderer, with the `?:` nodes of `conds` rendered as their consequents (lane-tests.ts). */
  assuming(conds: ReadonlySet<object>): ExprRenderer {
    const { d, unchecked, indexOverride, storage, lanes, unsure } = this;
    return new ExprRenderer(d, unchecked, indexOverride, storage, lanes, unsure, conds);
  }

  /**
   * A renderer that also leaves `more` unchecked, indexing those in `wide` by their 64-bit form
   * (not in lanes, whose locals are per-lane arrays).
   */
  with(more: ReadonlySet<object>, wide: ReadonlyMap<object, string> = new Map()): ExprRenderer {
    return new ExprRenderer(
      this.d,
      new Set([...this.unchecked, ...more]),
      this.lanes || wide.size === 0 ? this.indexOverride : new Map([...this.indexOverride, ...wide]),
      this.storage,
      this.lanes,
      this.unsure,
      this.holds,
    );
  }

  /** The C lvalue of local `name`. */
  local(name: string): string {
    return this.lanes ? this.lanes.local(name) : V(name);
  }

  /** The C index of an access node. */
  private indexOf(node: object, index: Expr): string {
    return this.indexOverride.get(node) ?? this.expr(index);
  }

  /** Access nodes rendered unchecked. */
  get uncheckedNodes(): ReadonlySet<object> {
    return this.unchecked;
  }

  /** Whether an access node keeps its check. */
  checks(node: object, checked: boolean): boolean {
    return checked && !this.unchecked.has(node);
  }

  expr(e: Expr): string {
    switch (e.kind) {
      case 'const':
        return literal(this.d, e.type, e.value);
      case 'index':
        return `i${e.dim}`;
      case 'groupId':
        return `tt_${e.which}${e.dim}`;
      case 'param':
        return P(e.name);
      case 'local':
        return this.local(e.name);
      case 'length':
        return e.type === 'u32' ? `((uint32_t)${N(e.array)})` : `((int32_t)${N(e.array)})`;
      case 'dimcheck':
        return this.checks(e, e.checked)
          ? `tt_dim(${this.expr(e.index)}, ${P(e.extent)}, ${e.site}, ${ERR})`
          : this.expr(e.index);
      case 'load': {
        const i = this.indexOf(e, e.index);
        const small = this.storage.get(e.array);
        if (!this.checks(e, e.checked))
          return small ? `((int32_t)${A(e.array)}[${i}])` : `${A(e.array)}[${i}]`;
        return `tt_ld_${small ?? e.type}(${A(e.array)}, ${N(e.array)}, (int64_t)(${i}), ${e.site}, ${ERR})`;
      }
      case 'unary':
        return this.unary(e.op, e.type, this.expr(e.arg));
      case 'binary':
        return this.binary(e);
      case 'logical':
        if ((this.lanes || bothSidesSafe(e.right)) && e.left.type === 'bool' && e.right.type === 'bool')
          return `((int32_t)(${this.expr(e.left)}) ${e.op === 'and' ? '&' : '|'} (int32_t)(${this.expr(e.right)}))`;
        return `(${this.expr(e.left)} ${e.op === 'and' ? '&&' : '||'} ${this.expr(e.right)})`;
      case 'cond':
        if (this.holds.has(e)) return this.expr(e.consequent);
        return `(${this.expr(e.test)} ? ${this.expr(e.consequent)} : ${this.expr(e.alternate)})`;
      case 'call':
        return this.call(e);
      case 'cast':
        return this.cast(e);
      case 'atomic': {
        const args = [this.indexOf(e, e.index), ...e.args.map((a) => this.expr(a))];
        if (!this.checks(e, e.checked)) {
          const [i, ...rest] = args;
          return `tt_at_${e.op}_${e.type}(${[`${A(e.array)} + (${i})`, ...rest].join(', ')})`;
        }
        const [i, ...rest] = args;
        return `tt_atc_${e.op}_${e.type}(${[A(e.array), N(e.array), `(int64_t)(${i})`, ...rest, String(e.site), ERR].join(', ')})`;
      }
      case 'helper': {
        const args = e.args.map((a) => this.expr(a));
        if (this.unsure === undefined) return `${F(e.name)}(${args.join(', ')})`;
        return `${fastHelperName(F(e.name))}(${[...args, this.unsure].join(', ')})`;
      }
      case 'let':
        return `(${this.local(e.name)} = ${this.expr(e.value)}, ${this.expr(e.body)})`;
    }
  }

  /** A checked or unchecked store as a C expression statement (without `;`). */
  store(
    array: string,
    type: ScalarType,
    index: Expr,
    value: Expr,
    checked: boolean,
    site: number,
    node?: object,
  ): string {
    const i = node ? this.indexOf(node, index) : this.expr(index);
    const small = this.storage.get(array);
    const v =
      small === 'u8c'
        ? `tt_u8c_${value.type}(${this.expr(value)})`
        : small
          ? `((${storageCType(small)})(${this.expr(value)}))`
          : this.expr(value);
    if (!checked) return `${A(array)}[${i}] = ${v}`;
    return `tt_st_${small ?? type}(${A(array)}, ${N(array)}, (int64_t)(${i}), ${v}, ${site}, ${ERR})`;
  }

  private unary(op: 'neg' | 'not' | 'bitnot', t: ScalarType, a: string): string {
    if (op === 'not') return `(!${a})`;
    // 64-bit integers compute in uint64_t: wrapping, never C's signed-overflow UB
    if (t === 'i64' || t === 'u64')
      return `((${ctype(t)})(${op === 'neg' ? '0ull - ' : '~'}(uint64_t)(${a})))`;
    if (op === 'bitnot') return t === 'u32' ? `((uint32_t)~(${a}))` : `((int32_t)~(uint32_t)(${a}))`;
    if (t === 'i32') return `((int32_t)(0u - (uint32_t)(${a})))`;
    if (t === 'u32') return `((uint32_t)(0u - (${a})))`;
    return `(-${a})`;
  }

  private binary(e: BinaryExpr): string {
    const l = this.expr(e.left);
    const r = this.expr(e.right);
    const t = e.left.type;
    const rt = e.type;
    if (t === 'i64' || t === 'u64') return bigBinary(e, l, r);
    switch (e.op) {
      case 'add':
      case 'sub':
      case 'mul': {
        const op = e.op === 'add' ? '+' : e.op === 'sub' ? '-' : '*';
        if (t === 'i32') return `((int32_t)((uint32_t)(${l}) ${op} (uint32_t)(${r})))`;
        if (t === 'u32') return `((uint32_t)((${l}) ${op} (${r})))`;
        return `(${l} ${op} ${r})`;
      }
      case 'div':
        return `(${l} / ${r})`;
      case 'rem':
        return isInt(t)
          ? `tt_irem_${t}(${l}, ${r})`
          : `${this.d.mathName('fmod', t === 'f64' ? 'f64' : 'f32')}(${l}, ${r})`;
      case 'idiv':
        return `tt_idiv_${t === 'u32' ? 'u32' : 'i32'}(${l}, ${r})`;
      case 'bitand':
      case 'bitor':
      case 'bitxor': {
        const op = e.op === 'bitand' ? '&' : e.op === 'bitor' ? '|' : '^';
        return `((${ctype(rt)})((uint32_t)(${l}) ${op} (uint32_t)(${r})))`;
      }
      case 'shl':
        return `((${ctype(rt)})((uint32_t)(${l}) << ((${r}) & 31)))`;
      case 'shr':
        return `((${ctype(rt)})((int32_t)(${l}) >> ((${r}) & 31)))`;
      case 'ushr':
        return `((${ctype(rt)})((uint32_t)(${l}) >> ((${r}) & 31)))`;
      default: {
        const cmp = comparison(e.op, l, r);
        if (cmp === undefined) throw new InternalError(`binary ${e.op} reached the C renderer`);
        return cmp;
      }
    }
  }

  private call(e: CallExpr): string {
    const args = e.args.map((a) => this.expr(a));
    const a0 = args[0] ?? '0';
    const t = e.type;
    const fn = e.fn;
    if (fn === 'clz32') return `tt_clz32((uint32_t)(${a0}))`;
    if (fn === 'fround') return `((float)(${a0}))`;
    if (fn === 'umulhi')
      return `((uint32_t)(((uint64_t)(uint32_t)(${a0}) * (uint64_t)(uint32_t)(${args[1] ?? '0'})) >> 32))`;
    if (fn === 'f32bits') return this.d.floatBits(a0);
    if (fn === 'bitsf32') return this.d.bitsFloat(a0);
    if (fn === 'word64hi' || fn === 'word64lo') return word64(this.d, a0, fn === 'word64hi', e.args[0]?.type);
    if (fn === 'imul') return `((int32_t)((uint32_t)(${a0}) * (uint32_t)(${args[1] ?? '0'})))`;
    if (isInt(t)) {
      switch (fn) {
        case 'abs':
          return t === 'i32' ? `tt_abs_i32(${a0})` : `(${a0})`;
        case 'sign':
          return `tt_sign_${t}(${a0})`;
        case 'min':
        case 'max':
          return `tt_${fn}_${t}(${args.join(', ')})`;
        case 'floor':
        case 'ceil':
        case 'round':
        case 'trunc':
          return `(${a0})`;
        default:
          throw new InternalError(`Math.${fn} on ${t} reached the C renderer`);
      }
    }
    if (!isFloat(t)) throw new InternalError(`Math.${fn} of type ${t}`);
    const exact = t === 'f32' ? jsExactF32Helper(this.d, fn) : undefined;
    if (exact !== undefined && fn === 'exp' && this.unsure !== undefined)
      return `${FAST_EXP_F32}(${a0}, ${this.unsure})`;
    if (exact !== undefined) return `${exact}(${a0})`;
    const spelling: CFloatMath = C_FLOAT_MATH[fn];
    if (spelling === 'helper') return `tt_${fn}_${t}(${args.join(', ')})`;
    if (spelling === 'any-type') throw new InternalError(`Math.${fn} on ${t} reached the C renderer`);
    return `${this.d.mathName(spelling.libm, t)}(${args.join(', ')})`;
  }

  private cast(e: CastExpr): string {
    const a = this.expr(e.arg);
    const from = e.arg.type;
    const to = e.type;
    if (from === to) return a;
    if (to === 'bool') return isFloat(from) ? `tt_truthy_${from}(${a})` : `((${a}) != 0)`;
    if (from === 'bool') return `((${ctype(to)})((${a}) ? 1 : 0))`;
    if (isFloat(from) && to === 'i32') return `tt_toi32(${a})`;
    if (isFloat(from) && to === 'u32') return `tt_tou32(${a})`;
    return `((${ctype(to)})(${a}))`;
  }
}
