/**
 * IR expressions -> JavaScript expressions: the half of the js renderer (render.ts) that gives each
 * operation its value. f32 results are rounded with Math.fround, i32/u32 wrap with `| 0` / `>>> 0`,
 * checked loads call `ld` and checked indices `ck` (prelude.ts). The statement and launch renderer
 * in render.ts extends this class.
 */

import { InternalError } from '../../errors/errors.js';
import { structuralKey } from '../../ir/key.js';
import type { Expr, KernelIR, ScalarType } from '../../ir/nodes.js';
import { MATH_OPS } from '../../ir/ops.js';
import { loadKey } from './hoist.js';

export const P = (n: string) => `p_${n}`;
export const A = (n: string) => `a_${n}`;
export const V = (n: string) => `v_${n}`;
export const F = (n: string) => `f_${n}`;

function num(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (v === Number.POSITIVE_INFINITY) return 'Infinity';
  if (v === Number.NEGATIVE_INFINITY) return '(-Infinity)';
  if (Object.is(v, -0)) return '(-0)';
  return v < 0 ? `(${String(v)})` : String(v);
}

/** Wraps an arithmetic result so it has the value of `t`. */
function wrap(t: ScalarType, js: string): string {
  switch (t) {
    case 'i32':
      return `((${js}) | 0)`;
    case 'u32':
      return `((${js}) >>> 0)`;
    // BigInts: tutti computes modulo 2^64 like the other backends (passes/type-bigint.ts)
    case 'i64':
      return `BigInt.asIntN(64, ${js})`;
    case 'u64':
      return `BigInt.asUintN(64, ${js})`;
    case 'f32':
      // Math.fround itself, not an alias: V8 folds the global `Math.fround` to a constant, while a
      // closure variable is reloaded and tested against the function on every call in the loop.
      return `Math.fround(${js})`;
    default:
      return `(${js})`;
  }
}

const CMP = { eq: '===', ne: '!==', lt: '<', le: '<=', gt: '>', ge: '>=' } as const;
const BIT = { bitand: '&', bitor: '|', bitxor: '^', shl: '<<', shr: '>>', ushr: '>>>' } as const;

/** A BigInt operation: modulo 2^64, and x / 0n and x % 0n are 0n (JS throws RangeError). */
function bigBinary(e: Extract<Expr, { kind: 'binary' }>, l: string, r: string): string {
  switch (e.op) {
    case 'add':
      return wrap(e.type, `${l} + ${r}`);
    case 'sub':
      return wrap(e.type, `${l} - ${r}`);
    case 'mul':
      return wrap(e.type, `${l} * ${r}`);
    case 'idiv':
      return wrap(e.type, `(${r} === 0n ? 0n : ${l} / ${r})`);
    case 'rem':
      return `(${r} === 0n ? 0n : ${l} % ${r})`;
    case 'shl':
      return wrap(e.type, `${l} << ${r}n`);
    case 'shr':
      return `(${l} >> ${r}n)`;
    case 'bitand':
    case 'bitor':
    case 'bitxor':
      return wrap(e.type, `${l} ${BIT[e.op]} ${r}`);
    case 'ushr':
    case 'div':
      throw new InternalError(`js: BigInt ${e.op}`);
    default:
      return `(${l} ${CMP[e.op]} ${r})`;
  }
}

/**
 * Recognises the typing pass's float-index conversion
 * `trunc(f) == f && f >= -2^31 && f < 2^31 ? i32(f) : -1` and returns `f`, so it renders as the
 * equivalent, cheaper `(f | 0) === f ? f | 0 : -1`.
 */
function floatIndexOperand(e: Extract<Expr, { kind: 'cond' }>): Expr | undefined {
  const t = e.test;
  if (e.type !== 'i32' || e.alternate.kind !== 'const' || e.alternate.value !== -1) return undefined;
  if (e.consequent.kind !== 'cast' || t.kind !== 'logical' || t.op !== 'and') return undefined;
  const f = e.consequent.arg;
  const eq = t.left;
  if (eq.kind !== 'binary' || eq.op !== 'eq' || eq.left.kind !== 'call' || eq.left.fn !== 'trunc')
    return undefined;
  const key = structuralKey(f);
  const same = (x: Expr | undefined) => x !== undefined && structuralKey(x) === key;
  if (!same(eq.right) || !same(eq.left.args[0])) return undefined;
  return f.type === 'f32' || f.type === 'f64' ? f : undefined;
}

export class ExprRenderer {
  constructor(
    protected readonly k: KernelIR,
    /** Checked accesses that a block or loop range check already covers (rendered unchecked). */
    protected readonly covered: ReadonlySet<object> = new Set(),
  ) {}

  /** Repeated unchecked loads of the statement being rendered, by `array|index key`, to their names. */
  protected bound = new Map<string, string>();
  /** Nodes of launch-invariant expressions of the kernel body, to the `h<N>` computed once per launch. */
  protected invariants: ReadonlyMap<object, number> = new Map();

  /** Parameters rendered as another one of equal value (one stride variable, same-strides.ts). */
  protected alias: ReadonlyMap<string, string> = new Map();

  /** Launch dimensions whose counters run shifted by their offset parameter (offset-loops.ts). */
  protected shift: ReadonlyMap<number, string> = new Map();

  /** Prefix of the locals: `v_`, or `w_` for the second item of a pair (see pair-items.ts). */
  protected localPrefix = 'v_';
  /** The innermost launch index renders as `i<d> + 1` (the second item of a pair). */
  protected nextItem = false;

  protected v(name: string): string {
    return `${this.localPrefix}${name}`;
  }

  protected checked(node: { readonly checked: boolean }): boolean {
    return node.checked && !this.covered.has(node);
  }

  protected access(array: string, index: Expr, checked: boolean, site: number): string {
    const i = this.expr(index);
    return checked ? `${A(array)}[ck(${i}, ${A(array)}.length, ${site})]` : `${A(array)}[${i}]`;
  }

  expr(e: Expr): string {
    const hoisted = this.invariants.get(e);
    if (hoisted !== undefined) return `h${hoisted}`;
    switch (e.kind) {
      case 'const':
        if (typeof e.value === 'bigint') return e.value < 0n ? `(${e.value}n)` : `${e.value}n`;
        return typeof e.value === 'boolean' ? String(e.value) : num(e.value);
      case 'index': {
        const off = this.shift.get(e.dim);
        return off === undefined ? this.counter(e.dim) : `((${this.counter(e.dim)} - ${P(off)}) | 0)`;
      }
      case 'groupId':
        // Only the number of groups is left after the work-item-loops pass: the launch extent.
        if (e.which !== 'groups' || !this.k.groupLoops)
          throw new InternalError(`js: ${e.which} id unrendered`);
        return `n${e.dim}`;
      case 'param':
        return P(this.alias.get(e.name) ?? e.name);
      case 'local':
        return this.v(e.name);
      case 'length':
        return `${A(e.array)}.length`;
      case 'dimcheck':
        return this.checked(e) ? `ck(${this.expr(e.index)}, ${P(e.extent)}, ${e.site})` : this.expr(e.index);
      case 'load': {
        const name = this.bound.get(loadKey(e));
        if (name) return name;
        // A TypedArray read out of bounds yields undefined; V8 already tests the bounds, so testing
        // the loaded value costs nothing on the in-bounds path.
        return this.checked(e)
          ? `ld(${A(e.array)}, ${this.expr(e.index)}, ${e.site})`
          : this.access(e.array, e.index, false, e.site);
      }
      case 'unary': {
        const a = this.expr(e.arg);
        if (e.op === 'not') return `(!${a})`;
        // The negation of an f32 is an f32: no rounding to add.
        if (e.op === 'neg' && e.type === 'f32') return `(-${a})`;
        return wrap(e.type, e.op === 'neg' ? `-${a}` : `~${a}`);
      }
      case 'binary':
        return this.binary(e);
      case 'logical':
        return `(${this.expr(e.left)} ${e.op === 'and' ? '&&' : '||'} ${this.expr(e.right)})`;
      case 'cond': {
        const index = floatIndexOperand(e);
        if (index) return `fidx(${this.expr(index)})`;
        return `(${this.expr(e.test)} ? ${this.expr(e.consequent)} : ${this.expr(e.alternate)})`;
      }
      case 'call': {
        const args = e.args.map((a) => this.expr(a));
        if (e.fn === 'clz32') return `Math.clz32(${args[0] ?? '0'})`;
        if (e.fn === 'umulhi') return `umulhi(${args.join(', ')})`;
        if (e.fn === 'f32bits') return `f32bits(${args[0] ?? '0'})`;
        if (e.fn === 'bitsf32') return `bitsf32(${args[0] ?? '0'})`;
        if (e.fn === 'word64hi' || e.fn === 'word64lo') {
          const x = args[0] ?? '0';
          if (e.args[0]?.type === 'f64') return `${e.fn}(${x})`;
          return `Number(BigInt.asUintN(32, ${e.fn === 'word64hi' ? `(${x}) >> 32n` : x}))`;
        }
        if (e.type === 'i32' && e.fn === 'abs') return `(Math.abs(${args[0] ?? '0'}) | 0)`;
        // abs, sign, floor, ceil, round, trunc, min, max of f32 values are f32 values already.
        if (e.type === 'f32' && MATH_OPS[e.fn].rule === 'numeric' && e.args.every((a) => a.type === 'f32'))
          return `Math.${e.fn}(${args.join(', ')})`;
        return wrap(e.type, `Math.${e.fn}(${args.join(', ')})`);
      }
      case 'cast': {
        const a = this.expr(e.arg);
        const from = e.arg.type;
        if (e.type === 'bool') return `(!!${a})`;
        if (from === 'bool') return `(${a} ? 1 : 0)`;
        if (from === 'i64' || from === 'u64') return e.type === 'f64' ? `Number(${a})` : wrap(e.type, a);
        if (e.type === 'i64' || e.type === 'u64') return wrap(e.type, `BigInt(${a})`);
        if (e.type === 'f64') return a;
        return wrap(e.type, a);
      }
      case 'atomic': {
        // The js backend runs a launch on one thread, and the runtime never runs two launches on
        // the same array at once, so an atomic is a plain read-modify-write (far faster than
        // Atomics.* on a non-shared buffer, with the same result).
        const i = this.expr(e.index);
        const idx = this.checked(e) ? `ck(${i}, ${A(e.array)}.length, ${e.site})` : i;
        const args = e.args.map((a) => `, ${this.expr(a)}`).join('');
        return `at_${e.op}(${A(e.array)}, ${idx}${args})`;
      }
      case 'helper':
        return `${F(e.name)}(${e.args.map((a) => this.expr(a)).join(', ')})`;
      case 'let':
        return `(${this.v(e.name)} = ${this.expr(e.value)}, ${this.expr(e.body)})`;
    }
  }

  /** The loop counter of launch dimension `dim` (the next one for the second item of a pair). */
  private counter(dim: number): string {
    return this.nextItem && dim === this.k.rank - 1 ? `(i${dim} + 1)` : `i${dim}`;
  }

  private binary(e: Extract<Expr, { kind: 'binary' }>): string {
    // the offset variant's `index + offset` where the counter runs shifted: the counter itself
    const { left: x, right: y } = e;
    if (e.op === 'add' && x.kind === 'index' && y.kind === 'param' && this.shift.get(x.dim) === y.name)
      return this.counter(x.dim);
    const l = this.expr(e.left);
    const r = this.expr(e.right);
    const t = e.left.type;
    if (t === 'i64' || t === 'u64') return bigBinary(e, l, r);
    switch (e.op) {
      case 'add':
        return wrap(e.type, `${l} + ${r}`);
      case 'sub':
        return wrap(e.type, `${l} - ${r}`);
      case 'mul':
        return t === 'i32'
          ? `Math.imul(${l}, ${r})`
          : t === 'u32'
            ? `(Math.imul(${l}, ${r}) >>> 0)`
            : wrap(e.type, `${l} * ${r}`);
      case 'div':
        return wrap(e.type, `${l} / ${r}`);
      case 'rem':
        return t === 'i32' || t === 'u32' ? `irem_${t}(${l}, ${r})` : wrap(e.type, `${l} % ${r}`);
      case 'idiv':
        return `idiv_${t}(${l}, ${r})`;
      case 'bitand':
      case 'bitor':
      case 'bitxor':
      case 'shl':
      case 'shr':
      case 'ushr':
        return e.type === 'u32' && e.op !== 'ushr'
          ? `((${l} ${BIT[e.op]} ${r}) >>> 0)`
          : `(${l} ${BIT[e.op]} ${r})`;
      default:
        return `(${l} ${CMP[e.op]} ${r})`;
    }
  }
}
