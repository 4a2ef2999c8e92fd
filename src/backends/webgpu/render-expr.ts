/**
 * Typed IR expressions -> WGSL expressions with JavaScript semantics. Expressions WGSL cannot
 * evaluate in place — atomics (ordered side effects), a `?:` whose branches must not both run, a
 * `&&`/`||` whose right side needs statements — are hoisted into statements before the current
 * one (`pre`), nested inside `if`s so that only the branch JS would evaluate runs.
 */
import { InternalError } from '../../errors/errors.js';
import type { Expr, KernelIR, ScalarType } from '../../ir/nodes.js';
import { childExprs } from '../../ir/walk.js';
import type { BindingLayout } from './bindings.js';
import type { Emitter } from './emitter.js';
import { WGSL_F32_MATH, type WgslF32Math } from './math-spelling.js';
import { literal, wgslType, zero } from './wgsl-types.js';

export const V = (n: string): string => `v_${n}`;
export const A = (n: string): string => `a_${n}`;
export const F = (n: string): string => `f_${n}`;

const CMP = { eq: '==', ne: '!=', lt: '<', le: '<=', gt: '>', ge: '>=' } as const;
const BIT = { bitand: '&', bitor: '|', bitxor: '^' } as const;

const ARITH = new Set(['add', 'sub', 'mul', 'div']);

/** An expression's structure without source locations or access sites. */
function shape(e: Expr): string {
  return JSON.stringify(e, (k, v: unknown) => (k === 'loc' || k === 'site' ? undefined : v));
}

const HOIST_HEIGHT = 16;
const heights = new WeakMap<Expr, number>();

/** The height of an expression tree (a leaf is 1), memoised per node. */
function height(e: Expr): number {
  let h = heights.get(e);
  if (h === undefined) {
    h = 1 + Math.max(0, ...childExprs(e).map(height));
    heights.set(e, h);
  }
  return h;
}

export class ExprRenderer {
  /** Prelude helpers used. */
  readonly prelude = new Set<string>();
  /** Access helpers used: `ld:<array>`, `st:<array>`, `at:<op>:<array>:<checked>`. */
  readonly access = new Set<string>();
  private temps = 0;
  private readonly scalarParams = new Map<string, ScalarType>();
  private readonly atomicArrays: ReadonlySet<string>;
  private readonly smallArrays: ReadonlySet<string>;

  constructor(
    readonly k: KernelIR,
    readonly layout: BindingLayout,
    /** The adapter cuts long loops: loops record their exits (loop-cap.ts). */
    readonly loopCap = false,
    /** The adapter's f32 `/` and `sqrt` are not correctly rounded: exact helpers (math-exact.ts). */
    readonly exactDivSqrt = false,
  ) {
    for (const p of k.params) if (!p.isArray) this.scalarParams.set(p.name, p.type);
    this.atomicArrays = new Set(layout.arrays.filter((a) => a.atomic).map((a) => a.name));
    this.smallArrays = new Set(layout.arrays.filter((a) => a.storage !== undefined).map((a) => a.name));
  }

  private temp(): string {
    return `t${this.temps++}`;
  }

  private use(helper: string): string {
    this.prelude.add(helper);
    return helper;
  }

  /** True when `e` must be rendered (partly) as statements. */
  needsStatements(e: Expr): boolean {
    if (e.kind === 'atomic' || e.kind === 'let') return true;
    if (e.kind === 'load' && this.atomicArrays.has(e.array)) return true;
    if (e.kind === 'cond' && !(this.pure(e.consequent) && this.pure(e.alternate))) return true;
    return childExprs(e).some((c) => this.needsStatements(c));
  }

  /** Free of effects and checks: safe to evaluate even when JS would not (select's branches). */
  private pure(e: Expr): boolean {
    if (e.kind === 'atomic' || e.kind === 'let') return false;
    if (e.kind === 'load' && (e.checked || this.atomicArrays.has(e.array))) return false;
    if (e.kind === 'dimcheck' && e.checked) return false;
    return childExprs(e).every((c) => this.pure(c));
  }

  /** The index as u32 bits (what checked accesses compare against the length). */
  private u32Index(index: Expr, pre: Emitter, ind: string): string {
    const i = this.expr(index, pre, ind);
    return index.type === 'u32' ? i : `bitcast<u32>(${i})`;
  }

  /**
   * Shader parsers limit nesting (Tint: ~128 levels; a kernel expression 150 operators deep failed,
   * issue 18.11): every HOIST_HEIGHT levels of a pure expression become a `let` temporary.
   */
  expr(e: Expr, pre: Emitter, ind: string): string {
    const text = this.exprInPlace(e, pre, ind);
    const h = height(e);
    if (h < HOIST_HEIGHT || h % HOIST_HEIGHT !== 0 || !this.pure(e)) return text;
    return this.hoist(e.type, text, pre, ind);
  }

  private exprInPlace(e: Expr, pre: Emitter, ind: string): string {
    switch (e.kind) {
      case 'const':
        return literal(e.type, e.value);
      case 'index':
        return `i${e.dim}`;
      case 'groupId':
        return `${e.which === 'local' ? 'wg_local' : e.which === 'group' ? 'wg_group' : 'wg_groups'}${e.dim}`;
      case 'param': {
        const t = this.scalarParams.get(e.name);
        return t === 'bool' ? `(U.p_${e.name} != 0u)` : `U.p_${e.name}`;
      }
      case 'local':
        return V(e.name);
      case 'length':
        return e.type === 'u32' ? `U.len_${e.array}` : `${wgslType(e.type)}(U.len_${e.array})`;
      case 'dimcheck': {
        const i = this.expr(e.index, pre, ind);
        if (!e.checked) return i;
        this.access.add('dim');
        return `dimck(${i}, U.p_${e.extent}, ${e.site}u)`;
      }
      case 'load': {
        if (this.smallArrays.has(e.array)) {
          this.access.add(`w:${e.array}`);
          if (!e.checked) return `ldw_${e.array}(${this.u32Index(e.index, pre, ind)})`;
          this.access.add(`ld:${e.array}`);
          return `ld_${e.array}(${this.u32Index(e.index, pre, ind)}, ${e.site}u)`;
        }
        const atomic = this.atomicArrays.has(e.array);
        let value: string;
        if (e.checked) {
          this.access.add(`ld:${e.array}`);
          value = `ld_${e.array}(${this.u32Index(e.index, pre, ind)}, ${e.site}u)`;
        } else {
          const i = this.expr(e.index, pre, ind);
          const read = `atomicLoad(&${A(e.array)}[${i}])`;
          // float arrays used atomically are atomic<u32> words holding the f32 bits
          value = atomic ? (e.type === 'f32' ? `bitcast<f32>(${read})` : read) : `${A(e.array)}[${i}]`;
        }
        return atomic ? this.hoist(e.type, value, pre, ind) : value;
      }
      case 'unary': {
        const a = this.expr(e.arg, pre, ind);
        if (e.op === 'not') return `(!${a})`;
        if (e.op === 'bitnot') return `(~${a})`;
        return e.type === 'u32' ? `(0u - ${a})` : `(-${a})`;
      }
      case 'binary':
        return this.binary(e, pre, ind);
      case 'logical':
        return this.logical(e, pre, ind);
      case 'cond':
        return this.cond(e, pre, ind);
      case 'call':
        return this.call(e, pre, ind);
      case 'cast':
        return this.cast(e.type, e.arg.type, this.expr(e.arg, pre, ind));
      case 'atomic':
        return this.hoist(e.type, this.atomic(e, pre, ind), pre, ind);
      case 'helper':
        return `${F(e.name)}(${e.args.map((a) => this.expr(a, pre, ind)).join(', ')})`;
      case 'let':
        pre.push(`${ind}${V(e.name)} = ${this.expr(e.value, pre, ind)};`);
        return this.expr(e.body, pre, ind);
    }
  }

  private hoist(t: ScalarType, value: string, pre: Emitter, ind: string): string {
    const name = this.temp();
    pre.push(`${ind}let ${name}: ${wgslType(t)} = ${value};`);
    return name;
  }

  private atomic(e: Extract<Expr, { kind: 'atomic' }>, pre: Emitter, ind: string): string {
    const k = this.u32Index(e.index, pre, ind);
    const args = e.args.map((a) => this.expr(a, pre, ind));
    const simple = !e.checked && e.op !== 'compareExchange' && e.op !== 'store' && e.type !== 'f32';
    if (e.type === 'f32' && (e.op === 'min' || e.op === 'max')) this.use(e.op === 'min' ? 'jmin' : 'jmax');
    if (simple) {
      const op = `atomic${e.op[0]?.toUpperCase() ?? ''}${e.op.slice(1)}`;
      return `${op}(&${A(e.array)}[${k}]${args.map((a) => `, ${a}`).join('')})`;
    }
    this.access.add(`at:${e.op}:${e.array}:${e.checked ? 'c' : 'u'}`);
    const site = e.checked ? `, ${e.site}u` : '';
    return `${e.checked ? 'atc' : 'at'}_${e.op}_${e.array}(${k}${site}${args.map((a) => `, ${a}`).join('')})`;
  }

  private logical(e: Extract<Expr, { kind: 'logical' }>, pre: Emitter, ind: string): string {
    const l = this.expr(e.left, pre, ind);
    if (!this.needsStatements(e.right)) {
      return `(${l} ${e.op === 'and' ? '&&' : '||'} ${this.expr(e.right, pre, ind)})`;
    }
    const t = this.temp();
    pre.push(`${ind}var ${t}: bool = ${l};`);
    pre.push(`${ind}if (${e.op === 'and' ? t : `!${t}`}) {`);
    const r = this.expr(e.right, pre, `${ind}  `);
    pre.push(`${ind}  ${t} = ${r};`);
    pre.push(`${ind}}`);
    return t;
  }

  private cond(e: Extract<Expr, { kind: 'cond' }>, pre: Emitter, ind: string): string {
    const test = this.expr(e.test, pre, ind);
    if (this.pure(e.consequent) && this.pure(e.alternate)) {
      return `select(${this.expr(e.alternate, pre, ind)}, ${this.expr(e.consequent, pre, ind)}, ${test})`;
    }
    const t = this.temp();
    pre.push(`${ind}var ${t}: ${wgslType(e.type)} = ${zero(e.type)};`);
    pre.push(`${ind}if (${test}) {`);
    const c = this.expr(e.consequent, pre, `${ind}  `);
    pre.push(`${ind}  ${t} = ${c};`);
    pre.push(`${ind}} else {`);
    const a = this.expr(e.alternate, pre, `${ind}  `);
    pre.push(`${ind}  ${t} = ${a};`);
    pre.push(`${ind}}`);
    return t;
  }

  /**
   * Shader compilers fold f32 arithmetic JS does not (issue 18.7): `x * 0` and `0 / x` to 0 (JS:
   * -0, NaN), `x - x` to 0 (NaN for ±Infinity). A constant operand, and the right one of two equal
   * operands, pass through an identity the compiler cannot see through (bits OR/XOR a uniform zero).
   */
  private opaqueOperands(e: Extract<Expr, { kind: 'binary' }>, l: string, r: string): [string, string] {
    const same = shape(e.left) === shape(e.right);
    return [
      e.left.kind === 'const' ? `bitcast<f32>(bitcast<u32>(${l}) | U.zero)` : l,
      e.right.kind === 'const' || same ? `bitcast<f32>(bitcast<u32>(${r}) ^ U.zero)` : r,
    ];
  }

  /**
   * An f32 sum or difference used as an operand of another one passes through `nofma` (opaque):
   * shader compilers reassociate chains like `((a + b) + c) + d` (llvmpipe did, depending on where
   * the result went: a helper's return value differed from the same expression inline; issue 17.3).
   */
  private unchained(e: Expr, text: string): string {
    return e.kind === 'binary' && e.type === 'f32' && (e.op === 'add' || e.op === 'sub')
      ? `${this.use('nofma')}(${text})`
      : text;
  }

  private binary(e: Extract<Expr, { kind: 'binary' }>, pre: Emitter, ind: string): string {
    let l = this.expr(e.left, pre, ind);
    let r = this.expr(e.right, pre, ind);
    const t = e.left.type;
    if (t === 'f32' && (e.op === 'add' || e.op === 'sub')) {
      l = this.unchained(e.left, l);
      r = this.unchained(e.right, r);
    }
    if (t === 'f32' && ARITH.has(e.op)) [l, r] = this.opaqueOperands(e, l, r);
    const isInt = t === 'i32' || t === 'u32';
    switch (e.op) {
      case 'add':
        return `(${l} + ${r})`;
      case 'sub':
        return `(${l} - ${r})`;
      case 'mul':
        return t === 'f32' ? `${this.use('nofma')}(${l} * ${r})` : `(${l} * ${r})`;
      case 'div':
        // x / 0 with a constant 0 is folded to 0 by some shader compilers; JS gives ±Infinity or NaN.
        if (e.right.kind === 'const' && e.right.value === 0) {
          const inf = Object.is(e.right.value, -0)
            ? '(-bitcast<f32>(tt_inf_bits))'
            : 'bitcast<f32>(tt_inf_bits)';
          return `${this.use('nofma')}(${l} * ${inf})`;
        }
        return this.exactDivSqrt && t === 'f32' ? `${this.use('fdiv')}(${l}, ${r})` : `(${l} / ${r})`;
      case 'rem':
        return isInt ? `${this.use(`irem_${t}`)}(${l}, ${r})` : `${this.use('jfmod')}(${l}, ${r})`;
      case 'idiv':
        return `${this.use(`idiv_${t}`)}(${l}, ${r})`;
      case 'bitand':
      case 'bitor':
      case 'bitxor':
        return `(${l} ${BIT[e.op]} ${r})`;
      case 'shl':
      case 'shr':
      case 'ushr': {
        const amount = e.right.type === 'u32' ? r : `bitcast<u32>(${r})`;
        const left = e.op === 'ushr' && t !== 'u32' ? `bitcast<u32>(${l})` : l;
        return `(${left} ${e.op === 'shl' ? '<<' : '>>'} (${amount} & 31u))`;
      }
      default:
        // NaN != anything, tested on the bits (prelude ne_f32): Vulkan compilers fold it away
        if (t === 'f32' && e.op === 'ne') return `${this.use('ne_f32')}(${l}, ${r})`;
        // f32 operands are opaque: `a < b ? b : a` became max(a, b), which drops a NaN `a`
        if (t === 'f32') return `(${this.use('nofma')}(${l}) ${CMP[e.op]} ${this.use('nofma')}(${r}))`;
        return `(${l} ${CMP[e.op]} ${r})`;
    }
  }

  private call(e: Extract<Expr, { kind: 'call' }>, pre: Emitter, ind: string): string {
    const args = e.args.map((a) => this.expr(a, pre, ind));
    const x = args[0] ?? '0';
    const at = e.args[0]?.type ?? e.type;
    if (e.fn === 'umulhi') return `${this.use('umulhi')}(${args.join(', ')})`;
    if (e.fn === 'f32bits') return `bitcast<u32>(${x})`;
    if (e.fn === 'bitsf32') return `bitcast<f32>(${x})`;
    if (e.fn === 'clz32') {
      const u = at === 'u32' ? x : `bitcast<u32>(${x})`;
      return this.cast(e.type, 'u32', `countLeadingZeros(${u})`);
    }
    if (at === 'i32' || at === 'u32') {
      switch (e.fn) {
        case 'abs':
          return at === 'u32' ? x : `abs(${x})`;
        case 'sign':
          return at === 'u32' ? `min(${x}, 1u)` : `sign(${x})`;
        case 'min':
        case 'max':
          return `${e.fn}(${args.join(', ')})`;
        case 'floor':
        case 'ceil':
        case 'round':
        case 'trunc':
          return x;
        case 'imul':
          return `(${args.join(' * ')})`;
        default:
          break;
      }
    }
    if (at === 'f32') {
      const spelling: WgslF32Math = WGSL_F32_MATH[e.fn];
      if (e.fn === 'sqrt' && this.exactDivSqrt) return `${this.use('fsqrt')}(${args.join(', ')})`;
      if (spelling === 'builtin') return `${e.fn}(${args.join(', ')})`;
      if (spelling === 'identity') return x;
      if (spelling !== 'integer-only') return `${this.use(spelling.helper)}(${args.join(', ')})`;
    }
    throw new InternalError(`Math.${e.fn} on ${at} has no WGSL rendering`);
  }

  /**
   * JS conversion `from` -> `to` (see CastExpr). An f32 made from an integer or a bool is opaque
   * (`nofma`): the shader compiler proved `f32(0 * j)` zero and folded `x + f32(0 * j)` to x (JS:
   * -0 + 0 is +0).
   */
  cast(to: ScalarType, from: ScalarType, a: string): string {
    if (to === from) return a;
    if (to === 'bool') return from === 'f32' ? `${this.use('f2b')}(${a})` : `(${a} != ${zero(from)})`;
    if (to === 'f32') {
      const v = from === 'bool' ? `select(0f, 1f, ${a})` : `f32(${a})`;
      return `${this.use('nofma')}(${v})`;
    }
    if (from === 'bool') return `select(${zero(to)}, ${literal(to, 1)}, ${a})`;
    if (from === 'f32') return `${this.use(to === 'i32' ? 'f2i' : 'f2u')}(${a})`;
    return `bitcast<${wgslType(to)}>(${a})`;
  }
}
