/**
 * The 4-lane main loop of an elementwise kernel (see simd-analysis.ts): f32 lanes as f32x4, i32/u32
 * as i32x4, bools as lane masks (all ones = true). Each IR operation maps to the lane-wise wasm
 * operation that computes exactly what the scalar one does (IEEE single, wrapping integers).
 */
import type { Expr, KernelIR, ScalarType, Stmt } from '../../ir/nodes.js';
import type { Scope } from './codegen-expr.js';
import { expr as scalarExpr } from './codegen-expr.js';
import type { X } from './types.js';

export interface VecScope extends Scope {
  /** v128 local per IR local. */
  readonly vlocals: ReadonlyMap<string, number>;
  /** The i32 local holding the first lane's index. */
  readonly i: number;
}

function arrayPtr(s: VecScope, name: string): X {
  const a = s.arrays.get(name);
  if (!a) throw new Error(`internal: unknown array '${name}'`);
  const { m, b } = s.c;
  return m.i32.add(m.local.get(a.ptr, b.i32), m.i32.shl(m.local.get(s.i, b.i32), m.i32.const(2)));
}

function splat(s: VecScope, t: ScalarType, x: X): X {
  const { m } = s.c;
  if (t === 'f32') return m.f32x4.splat(x);
  if (t === 'bool') return m.i32x4.neg(m.i32x4.splat(x));
  return m.i32x4.splat(x);
}

function truthy(s: VecScope, x: X, from: ScalarType): X {
  const { m } = s.c;
  if (from === 'bool') return x;
  if (from === 'f32') {
    const zero = () => m.f32x4.splat(m.f32.const(0));
    const t = s.c.scratchRaw(s.c.b.v128);
    return m.v128.or(
      m.f32x4.gt(m.local.tee(t, x, s.c.b.v128), zero()),
      m.f32x4.lt(m.local.get(t, s.c.b.v128), zero()),
    );
  }
  return m.v128.not(m.i32x4.eq(x, m.i32x4.splat(m.i32.const(0))));
}

function cast(s: VecScope, x: X, from: ScalarType, to: ScalarType): X {
  const { m } = s.c;
  if (from === to) return x;
  if (to === 'bool') return truthy(s, x, from);
  const num = from === 'bool' ? m.i32x4.neg(x) : x;
  if (to === 'f32') return from === 'u32' ? m.f32x4.convert_i32x4_u(num) : m.f32x4.convert_i32x4_s(num);
  return num; // int <-> int, bool -> int
}

function binary(s: VecScope, e: Extract<Expr, { kind: 'binary' }>): X {
  const { m } = s.c;
  const t = e.left.type;
  const l = vexpr(s, e.left);
  if (e.op === 'shl' || e.op === 'shr' || e.op === 'ushr') {
    const r = scalarExpr(s, e.right);
    return e.op === 'shl' ? m.i32x4.shl(l, r) : e.op === 'shr' ? m.i32x4.shr_s(l, r) : m.i32x4.shr_u(l, r);
  }
  const r = vexpr(s, e.right);
  if (t === 'f32') {
    const f = m.f32x4;
    switch (e.op) {
      case 'add':
        return f.add(l, r);
      case 'sub':
        return f.sub(l, r);
      case 'mul':
        return f.mul(l, r);
      case 'div':
        return f.div(l, r);
      case 'eq':
        return f.eq(l, r);
      case 'ne':
        return f.ne(l, r);
      case 'lt':
        return f.lt(l, r);
      case 'le':
        return f.le(l, r);
      case 'gt':
        return f.gt(l, r);
      case 'ge':
        return f.ge(l, r);
      default:
        throw new Error(`internal: simd ${e.op} on f32`);
    }
  }
  const i = m.i32x4;
  const u = t === 'u32';
  switch (e.op) {
    case 'add':
      return i.add(l, r);
    case 'sub':
      return i.sub(l, r);
    case 'mul':
      return i.mul(l, r);
    case 'bitand':
      return m.v128.and(l, r);
    case 'bitor':
      return m.v128.or(l, r);
    case 'bitxor':
      return m.v128.xor(l, r);
    case 'eq':
      return i.eq(l, r);
    case 'ne':
      return i.ne(l, r);
    case 'lt':
      return u ? i.lt_u(l, r) : i.lt_s(l, r);
    case 'le':
      return u ? i.le_u(l, r) : i.le_s(l, r);
    case 'gt':
      return u ? i.gt_u(l, r) : i.gt_s(l, r);
    case 'ge':
      return u ? i.ge_u(l, r) : i.ge_s(l, r);
    default:
      throw new Error(`internal: simd ${e.op} on ${t}`);
  }
}

function call(s: VecScope, e: Extract<Expr, { kind: 'call' }>): X {
  const { m } = s.c;
  const [a, b] = e.args.map((x) => vexpr(s, x));
  if (a === undefined) throw new Error('internal: call without arguments');
  const two = (f: (x: X, y: X) => X) => {
    if (b === undefined) throw new Error(`internal: Math.${e.fn} needs two arguments`);
    return f(a, b);
  };
  if (e.type === 'f32') {
    const f = m.f32x4;
    if (e.fn === 'sqrt') return f.sqrt(a);
    if (e.fn === 'abs') return f.abs(a);
    if (e.fn === 'floor') return f.floor(a);
    if (e.fn === 'ceil') return f.ceil(a);
    if (e.fn === 'trunc') return f.trunc(a);
    if (e.fn === 'min') return two((x, y) => f.min(x, y));
    if (e.fn === 'max') return two((x, y) => f.max(x, y));
  } else {
    const i = m.i32x4;
    const u = e.type === 'u32';
    if (e.fn === 'abs') return u ? a : i.abs(a);
    if (e.fn === 'min') return two((x, y) => (u ? i.min_u(x, y) : i.min_s(x, y)));
    if (e.fn === 'max') return two((x, y) => (u ? i.max_u(x, y) : i.max_s(x, y)));
  }
  throw new Error(`internal: simd Math.${e.fn}`);
}

export function vexpr(s: VecScope, e: Expr): X {
  const { m, b } = s.c;
  switch (e.kind) {
    case 'const':
    case 'param':
    case 'length':
      return splat(s, e.type, scalarExpr(s, e));
    case 'index':
      return m.i32x4.add(
        m.i32x4.splat(m.local.get(s.i, b.i32)),
        m.v128.const([0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0]),
      );
    case 'local': {
      const v = s.vlocals.get(e.name);
      if (v === undefined) throw new Error(`internal: unknown local '${e.name}'`);
      return m.local.get(v, b.v128);
    }
    case 'load':
      return m.v128.load(0, 4, arrayPtr(s, e.array));
    case 'unary': {
      const a = vexpr(s, e.arg);
      if (e.op === 'not' || e.op === 'bitnot') return m.v128.not(a);
      return e.type === 'f32' ? m.f32x4.neg(a) : m.i32x4.neg(a);
    }
    case 'binary':
      return binary(s, e);
    case 'logical': {
      const l = vexpr(s, e.left);
      const r = vexpr(s, e.right);
      return e.op === 'and' ? m.v128.and(l, r) : m.v128.or(l, r);
    }
    case 'cond':
      return m.v128.bitselect(vexpr(s, e.consequent), vexpr(s, e.alternate), vexpr(s, e.test));
    case 'call':
      return call(s, e);
    case 'cast':
      return cast(s, vexpr(s, e.arg), e.arg.type, e.type);
    default:
      throw new Error(`internal: simd ${e.kind}`);
  }
}

function vstmt(s: VecScope, st: Stmt): X {
  const { m } = s.c;
  if (st.kind === 'assign') {
    const v = s.vlocals.get(st.name);
    if (v === undefined) throw new Error(`internal: unknown local '${st.name}'`);
    return m.local.set(v, vexpr(s, st.value));
  }
  if (st.kind === 'store') return m.v128.store(0, 4, arrayPtr(s, st.array), vexpr(s, st.value));
  throw new Error(`internal: simd ${st.kind}`);
}

/** One 4-lane step of the kernel body at lanes i..i+3 (locals start at zero, as per item). */
export function vectorBody(s: VecScope, k: KernelIR): X {
  const { m } = s.c;
  const resets = [...s.vlocals.values()].map((v) =>
    m.local.set(v, m.v128.const(new Array<number>(16).fill(0))),
  );
  return m.block(null, [...resets, ...k.body.map((st) => vstmt(s, st))]);
}
