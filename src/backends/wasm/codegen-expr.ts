/**
 * Scalar IR expressions -> binaryen expressions, mirroring the js backend's generated code
 * (src/backends/js/render-expr.ts): i32/u32 wrap, guarded integer division, lazy && / || / ?:,
 * checked array accesses that record (site, index) and leave the run function with status 1.
 */

import { InternalError } from '../../errors/errors.js';
import type { AtomicExpr, BinaryExpr, Expr, ScalarType } from '../../ir/nodes.js';
import { DTYPES, type SmallDTypeName } from '../../types/dtype.js';
import { floatBinary, intBinary } from './binary-ops.js';
import { casAtomic, needsCasLoop } from './cas-atomics.js';
import { floatRem, mathCall } from './codegen-math.js';
import { convert } from './convert.js';
import type { FnContext, X } from './types.js';
import { elemBytes, i64Const, isInt, wtype } from './types.js';

export interface ArraySlot {
  readonly ptr: number;
  readonly len: number;
  readonly type: ScalarType;
  /** For arrays of 8/16-bit elements: the storage type (loads widen to i32, stores narrow). */
  readonly storage?: SmallDTypeName | undefined;
}

export const OOB_SITE = 'oob_site';
export const OOB_INDEX = 'oob_index';

/** What an expression generator needs to know about the function it is in. */
export interface Scope {
  readonly c: FnContext;
  readonly arrays: ReadonlyMap<string, ArraySlot>;
  readonly index: readonly number[];
  readonly helperTypes: ReadonlyMap<string, ScalarType>;
  /** Locals holding the launch extents n0, n1, n2 (work-item loops: the group counts). */
  readonly extents?: readonly number[];
  /** Precomputed addresses of accesses whose checks were hoisted (row-address.ts), by IR node. */
  readonly addressOf?: (node: object) => X | undefined;
}

/** Records an out-of-bounds access and leaves `run` with status 1. */
export function failOob(s: Scope, site: number, idx: X): X {
  const { m } = s.c;
  return m.block(null, [
    m.global.set(OOB_SITE, m.i32.const(site)),
    m.global.set(OOB_INDEX, idx),
    m.return(m.i32.const(1)),
  ]);
}

/** The wasm locals of array `name` (its pointer and length). */
export function arraySlot(s: Scope, name: string): ArraySlot {
  const a = s.arrays.get(name);
  if (!a) throw new InternalError(`array '${name}' has no wasm slot`);
  return a;
}

/** The byte address of element `index` of `array`, with its bounds check when `checked`. */
export function address(s: Scope, array: string, index: X, checked: boolean, site: number): X {
  const { m, b } = s.c;
  const a = arraySlot(s, array);
  const bytes = a.storage ? DTYPES[a.storage].bytes : elemBytes(a.type);
  const shift = m.i32.const(bytes === 8 ? 3 : bytes === 4 ? 2 : bytes === 2 ? 1 : 0);
  const ptr = m.local.get(a.ptr, b.i32);
  if (!checked) return m.i32.add(ptr, m.i32.shl(index, shift));
  const t = s.c.scratch('i32');
  const get = () => m.local.get(t, b.i32);
  return m.block(
    null,
    [
      m.local.set(t, index),
      m.if(m.i32.ge_u(get(), m.local.get(a.len, b.i32)), failOob(s, site, get())),
      m.i32.add(ptr, m.i32.shl(get(), shift)),
    ],
    b.i32,
  );
}

export function loadAt(s: Scope, t: ScalarType, addr: X, storage?: SmallDTypeName): X {
  const { m } = s.c;
  if (storage === 'i8') return m.i32.load8_s(0, 1, addr);
  if (storage === 'u8' || storage === 'u8c') return m.i32.load8_u(0, 1, addr);
  if (storage === 'i16') return m.i32.load16_s(0, 2, addr);
  if (storage === 'u16' || storage === 'f16') return m.i32.load16_u(0, 2, addr);
  if (t === 'f32') return m.f32.load(0, 4, addr);
  if (t === 'f64') return m.f64.load(0, 8, addr);
  if (t === 'i64' || t === 'u64') return m.i64.load(0, 8, addr);
  return m.i32.load(0, 4, addr);
}

/**
 * Uint8ClampedArray's conversion of a value of type `t` to 0..255: clamp, round half to even
 * (`nearest`), NaN -> 0.
 */
function clampU8(s: Scope, t: ScalarType, v: X): X {
  const { m, b } = s.c;
  if (t === 'i32' || t === 'u32' || t === 'bool') {
    const x = s.c.scratch('i32');
    const get = () => m.local.get(x, b.i32);
    const big = m.if(m.i32.gt_u(get(), m.i32.const(255)), m.i32.const(255), get());
    const body = t === 'i32' ? m.if(m.i32.lt_s(get(), m.i32.const(0)), m.i32.const(0), big) : big;
    return m.block(null, [m.local.set(x, v), body], b.i32);
  }
  const F = t === 'f32' ? m.f32 : m.f64;
  const x = s.c.scratch(t);
  const get = () => m.local.get(x, t === 'f32' ? b.f32 : b.f64);
  const toInt = t === 'f32' ? m.i32.trunc_u.f32 : m.i32.trunc_u.f64;
  return m.block(
    null,
    [
      m.local.set(x, v),
      m.if(
        F.gt(get(), F.const(0)),
        m.if(F.ge(get(), F.const(255)), m.i32.const(255), toInt(F.nearest(get()))),
        m.i32.const(0),
      ),
    ],
    b.i32,
  );
}

export function storeAt(
  s: Scope,
  t: ScalarType,
  addr: X,
  v: X,
  storage?: SmallDTypeName,
  vt?: ScalarType,
): X {
  const { m } = s.c;
  if (storage === 'u8c') return m.i32.store8(0, 1, addr, clampU8(s, vt ?? 'i32', v));
  if (storage === 'i8' || storage === 'u8') return m.i32.store8(0, 1, addr, v);
  if (storage === 'i16' || storage === 'u16' || storage === 'f16') return m.i32.store16(0, 2, addr, v);
  if (t === 'f32') return m.f32.store(0, 4, addr, v);
  if (t === 'f64') return m.f64.store(0, 8, addr, v);
  if (t === 'i64' || t === 'u64') return m.i64.store(0, 8, addr, v);
  return m.i32.store(0, 4, addr, v);
}

function atomic(s: Scope, e: AtomicExpr): X {
  const { m, b } = s.c;
  const addr = s.addressOf?.(e) ?? address(s, e.array, expr(s, e.index), e.checked, e.site);
  const [v0, v1] = e.args.map((a) => expr(s, a));
  if (needsCasLoop(e.op, e.type)) return casAtomic(s.c, e.op, e.type, addr, v0, v1);
  const rmw = m.i32.atomic.rmw;
  const v = v0 ?? m.i32.const(0);
  switch (e.op) {
    case 'add':
      return rmw.add(0, addr, v);
    case 'sub':
      return rmw.sub(0, addr, v);
    case 'and':
      return rmw.and(0, addr, v);
    case 'or':
      return rmw.or(0, addr, v);
    case 'xor':
      return rmw.xor(0, addr, v);
    case 'exchange':
      return rmw.xchg(0, addr, v);
    case 'compareExchange':
      return rmw.cmpxchg(0, addr, v, v1 ?? m.i32.const(0));
    case 'load':
      return m.i32.atomic.load(0, addr);
    case 'store': {
      const a = s.c.scratch('i32');
      const t = s.c.scratch('i32');
      return m.block(
        null,
        [
          m.local.set(a, addr),
          m.local.set(t, v),
          m.i32.atomic.store(0, m.local.get(a, b.i32), m.local.get(t, b.i32)),
          m.local.get(t, b.i32),
        ],
        b.i32,
      );
    }
    default:
      throw new InternalError(`atomic ${e.op} on ${e.type} reached the i32 instructions`);
  }
}

/** Integer `%` and truncating `/` with JS results: x % 0 = 0, x / 0 = 0, INT_MIN / -1 = INT_MIN. */
function intDivRem(s: Scope, op: 'rem' | 'idiv', t: 'i32' | 'u32', l: X, r: X): X {
  const { m, b } = s.c;
  const ls = s.c.scratch('i32');
  const rs = s.c.scratch('i32');
  const gl = () => m.local.get(ls, b.i32);
  const gr = () => m.local.get(rs, b.i32);
  let v: X;
  if (op === 'rem') v = t === 'i32' ? m.i32.rem_s(gl(), gr()) : m.i32.rem_u(gl(), gr());
  else if (t === 'u32') v = m.i32.div_u(gl(), gr());
  else v = m.if(m.i32.eq(gr(), m.i32.const(-1)), m.i32.sub(m.i32.const(0), gl()), m.i32.div_s(gl(), gr()));
  return m.block(
    null,
    [m.local.set(ls, l), m.local.set(rs, r), m.if(m.i32.eqz(gr()), m.i32.const(0), v)],
    b.i32,
  );
}

/** A 64-bit integer operation (passes/type-bigint.ts): i64 instructions, x / 0n = x % 0n = 0n. */
function bigBinary(s: Scope, e: BinaryExpr, t: 'i64' | 'u64', l: X, r: X): X {
  const { m, b } = s.c;
  const I = m.i64;
  const u = t === 'u64';
  switch (e.op) {
    case 'add':
      return I.add(l, r);
    case 'sub':
      return I.sub(l, r);
    case 'mul':
      return I.mul(l, r);
    case 'bitand':
      return I.and(l, r);
    case 'bitor':
      return I.or(l, r);
    case 'bitxor':
      return I.xor(l, r);
    case 'shl':
      return I.shl(l, I.extend_u(r));
    case 'shr':
      return u ? I.shr_u(l, I.extend_u(r)) : I.shr_s(l, I.extend_u(r));
    case 'eq':
      return I.eq(l, r);
    case 'ne':
      return I.ne(l, r);
    case 'lt':
      return u ? I.lt_u(l, r) : I.lt_s(l, r);
    case 'le':
      return u ? I.le_u(l, r) : I.le_s(l, r);
    case 'gt':
      return u ? I.gt_u(l, r) : I.gt_s(l, r);
    case 'ge':
      return u ? I.ge_u(l, r) : I.ge_s(l, r);
    case 'idiv':
    case 'rem': {
      const ls = s.c.scratch(t);
      const rs = s.c.scratch(t);
      const gl = () => m.local.get(ls, b.i64);
      const gr = () => m.local.get(rs, b.i64);
      const zero = () => i64Const(m, 0n);
      // wasm traps on x / 0 and on -2^63 / -1: 0n, and the wrapped -(-2^63) (the typing refuses
      // that quotient where its exact value would matter)
      let v: X;
      if (u) v = e.op === 'rem' ? I.rem_u(gl(), gr()) : I.div_u(gl(), gr());
      else {
        const minusOne = I.eq(gr(), i64Const(m, -1n));
        v =
          e.op === 'rem'
            ? m.if(minusOne, zero(), I.rem_s(gl(), gr()))
            : m.if(minusOne, I.sub(zero(), gl()), I.div_s(gl(), gr()));
      }
      return m.block(null, [m.local.set(ls, l), m.local.set(rs, r), m.if(I.eqz(gr()), zero(), v)], b.i64);
    }
    default:
      throw new InternalError(`BigInt ${e.op} reached the wasm generator`);
  }
}

function binary(s: Scope, e: BinaryExpr): X {
  const { m } = s.c;
  const t = e.left.type;
  const l = expr(s, e.left);
  const r = expr(s, e.right);
  if (t === 'i64' || t === 'u64') return bigBinary(s, e, t, l, r);
  if (e.op === 'rem' || e.op === 'idiv') {
    if (isInt(t)) return intDivRem(s, e.op, t, l, r);
    if (t === 'f32' || t === 'f64') {
      if (e.op === 'rem') return floatRem(s.c, l, r, t);
      throw new InternalError('idiv on floats');
    }
  }
  if (t === 'f32' || t === 'f64') return floatBinary(t === 'f32' ? m.f32 : m.f64, e.op, l, r, t);
  return intBinary(m.i32, e.op, t === 'u32', l, r, t);
}

function constant(s: Scope, t: ScalarType, v: number | boolean | bigint): X {
  const { m } = s.c;
  if (typeof v === 'bigint' || t === 'i64' || t === 'u64') {
    return i64Const(m, BigInt(v));
  }
  const n = typeof v === 'boolean' ? (v ? 1 : 0) : v;
  if (t === 'f32') return m.f32.const(n);
  if (t === 'f64') return m.f64.const(n);
  return m.i32.const(t === 'u32' ? n >>> 0 : n | 0);
}

export function zero(s: Scope, t: ScalarType): X {
  return constant(s, t, 0);
}

export function expr(s: Scope, e: Expr): X {
  const { m, b } = s.c;
  switch (e.kind) {
    case 'const':
      return constant(s, e.type, e.value);
    case 'index':
      return m.local.get(s.index[e.dim] ?? 0, b.i32);
    case 'groupId': {
      // Only the number of groups is left after the work-item-loops pass: the launch extent.
      const n = s.extents?.[e.dim];
      if (e.which !== 'groups' || n === undefined) throw new InternalError(`wasm: ${e.which} id unrendered`);
      return m.local.get(n, b.i32);
    }
    case 'param':
    case 'local': {
      const v = s.c.vars.get(e.name);
      if (!v) throw new InternalError(`unknown variable '${e.name}'`);
      return m.local.get(v.index, wtype(b, v.type));
    }
    case 'length':
      return m.local.get(arraySlot(s, e.array).len, b.i32);
    case 'dimcheck': {
      const i = expr(s, e.index);
      const extent = s.c.vars.get(e.extent);
      if (!e.checked) return i;
      if (!extent) throw new InternalError(`unknown extent '${e.extent}'`);
      const t = s.c.scratch('i32');
      const get = () => m.local.get(t, b.i32);
      const bad = m.i32.ge_u(get(), m.local.get(extent.index, b.i32));
      return m.block(null, [m.local.set(t, i), m.if(bad, failOob(s, e.site, get())), get()], b.i32);
    }
    case 'load': {
      const addr = s.addressOf?.(e) ?? address(s, e.array, expr(s, e.index), e.checked, e.site);
      const a = arraySlot(s, e.array);
      return loadAt(s, a.type, addr, a.storage);
    }
    case 'unary': {
      const a = expr(s, e.arg);
      if (e.op === 'not') return m.i32.eqz(a);
      if (e.type === 'i64' || e.type === 'u64')
        return e.op === 'bitnot' ? m.i64.xor(a, i64Const(m, -1n)) : m.i64.sub(i64Const(m, 0n), a);
      if (e.op === 'bitnot') return m.i32.xor(a, m.i32.const(-1));
      if (e.type === 'f32') return m.f32.neg(a);
      if (e.type === 'f64') return m.f64.neg(a);
      return m.i32.sub(m.i32.const(0), a);
    }
    case 'binary':
      return binary(s, e);
    case 'logical': {
      const l = expr(s, e.left);
      const r = expr(s, e.right);
      return e.op === 'and' ? m.if(l, r, m.i32.const(0)) : m.if(l, m.i32.const(1), r);
    }
    case 'cond':
      return m.if(expr(s, e.test), expr(s, e.consequent), expr(s, e.alternate));
    case 'call': {
      const argType = e.args[0]?.type ?? e.type;
      return mathCall(
        s.c,
        e,
        e.args.map((a) => expr(s, a)),
        argType,
      );
    }
    case 'cast':
      return convert(s.c, expr(s, e.arg), e.arg.type, e.type);
    case 'atomic':
      return atomic(s, e);
    case 'helper':
      return m.call(
        `f_${e.name}`,
        e.args.map((a) => expr(s, a)),
        wtype(b, s.helperTypes.get(e.name) ?? e.type),
      );
    case 'let': {
      const v = s.c.vars.get(e.name);
      if (!v) throw new InternalError(`unknown variable '${e.name}'`);
      return m.block(null, [m.local.set(v.index, expr(s, e.value)), expr(s, e.body)], wtype(b, e.type));
    }
  }
}
