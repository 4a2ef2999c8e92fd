/**
 * Expressions on lanes (simd-codegen.ts runs the statements): each IR operation as the lane-wise
 * wasm operation that computes exactly what the scalar one does (IEEE single, wrapping integers);
 * f64 kernels on 2 lanes (lanes64.ts); loads of a uniform index as one element splat to all lanes.
 */

import { InternalError } from '../../errors/errors.js';
import type { Expr, ScalarType } from '../../ir/nodes.js';
import { rebuildChildren, visit } from '../../ir/walk.js';
import { withoutDimChecks } from '../../passes/lane-index.js';
import { floatBinary, type IntFamily, intBinary } from './binary-ops.js';
import { expr as scalarExpr } from './codegen-expr.js';
import { TO_I32 } from './convert.js';
import { call64, cast64, load, maskFor, narrowMask, truthy64, widenMask } from './lanes64.js';
import { inLibrary, libFunction } from './math/library.js';
import { isUniform } from './simd-analysis.js';
import { gather } from './simd-gather.js';
import { keptLowWords, laneWise, mulHigh } from './simd-products.js';
import type { VecScope } from './simd-scope.js';
import type { X } from './types.js';

function splat(s: VecScope, t: ScalarType, x: X): X {
  const { m } = s.c;
  if (t === 'f32') return m.f32x4.splat(x);
  if (t === 'f64') return m.f64x2.splat(x);
  if (t === 'bool') return m.i32x4.neg(m.i32x4.splat(x));
  return m.i32x4.splat(x);
}

function truthy(s: VecScope, x: X, from: ScalarType): X {
  const { m } = s.c;
  if (from === 'bool') return x;
  if (from === 'f64') return truthy64(s, x);
  if (s.lanes === 2) return widenMask(s, m.v128.not(m.i32x4.eq(x, m.i32x4.splat(m.i32.const(0)))));
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

/**
 * f32 -> i32/u32 with JS ToInt32 (the bits of ToUint32 are the same): lanes with |x| < 2^31
 * truncate directly; if any lane is larger, NaN or infinite, every lane goes through `toi32`.
 */
function floatToInt(s: VecScope, x: X): X {
  const { m, b } = s.c;
  const t = s.c.scratchRaw(b.v128);
  const r = s.c.scratchRaw(b.v128);
  const get = (i: number) => m.local.get(i, b.v128);
  const slow: X[] = [];
  for (let lane = 0; lane < 4; lane++) {
    const v = m.call(TO_I32, [m.f64.promote(m.f32x4.extract_lane(get(t), lane))], b.i32);
    slow.push(m.local.set(r, m.i32x4.replace_lane(get(r), lane, v)));
  }
  const small = m.f32x4.lt(m.f32x4.abs(get(t)), m.f32x4.splat(m.f32.const(2 ** 31)));
  return m.block(
    null,
    [
      m.local.set(t, x),
      m.local.set(r, m.i32x4.trunc_sat_f32x4_s(get(t))),
      m.if(m.i32.eqz(m.i32x4.all_true(small)), m.block(null, slow)),
      get(r),
    ],
    b.v128,
  );
}

/** A u32 `x >>> k` (k a constant 1..31): below 2^31, its i32 bits are the same number. */
function belowTwo31(e: Expr): boolean {
  if (e.type !== 'u32' || e.kind !== 'binary' || e.op !== 'ushr') return false;
  const k = e.right.kind === 'const' && typeof e.right.value === 'number' ? e.right.value & 31 : 0;
  return k >= 1;
}

function cast(s: VecScope, x: X, from: ScalarType, to: ScalarType): X {
  const { m } = s.c;
  if (from === to) return x;
  if (to === 'bool') return truthy(s, x, from);
  if (from === 'f32') return floatToInt(s, x);
  if (from === 'f64' || to === 'f64') return cast64(s, x, from);
  const num = from === 'bool' ? m.i32x4.neg(s.lanes === 2 ? narrowMask(s, x) : x) : x;
  if (to === 'f32') return from === 'u32' ? m.f32x4.convert_i32x4_u(num) : m.f32x4.convert_i32x4_s(num);
  return num; // int <-> int, bool -> int
}

function binary(s: VecScope, e: Extract<Expr, { kind: 'binary' }>): X {
  const { m } = s.c;
  const t = e.left.type;
  const kept = e.op === 'mul' && t !== 'f32' ? keptLowWords(s, e.left, e.right) : undefined;
  if (kept) return kept;
  const l = vexpr(s, e.left);
  const ints: IntFamily = { ...m.i32x4, and: m.v128.and, or: m.v128.or, xor: m.v128.xor };
  // shift counts stay scalar when one count serves all lanes; else each lane shifts by its own
  const shift = e.op === 'shl' || e.op === 'shr' || e.op === 'ushr';
  if (shift && !isUniform(e.right, s.inner)) {
    const op = e.op === 'shl' ? m.i32.shl : e.op === 'shr' ? m.i32.shr_s : m.i32.shr_u;
    return laneWise(s, [l, vexpr(s, e.right)], ([x, y]) => op(x ?? m.i32.const(0), y ?? m.i32.const(0)));
  }
  const r = shift ? scalarExpr(s, e.right) : vexpr(s, e.right);
  if (t === 'f32') return floatBinary(m.f32x4, e.op, l, r, 'simd f32');
  if (t === 'f64') return floatBinary(m.f64x2, e.op, l, r, 'simd f64');
  const v = intBinary(ints, e.op, t === 'u32', l, r, `simd ${t}`);
  // on 2 lanes, bools are 64-bit masks: an i32 comparison's lanes 0, 1 widened (bools' own eq/ne
  // compare 64-bit masks as 32-bit halves, which gives 64-bit masks)
  return s.lanes === 2 && e.type === 'bool' && t !== 'bool' ? widenMask(s, v) : v;
}

function call(s: VecScope, e: Extract<Expr, { kind: 'call' }>): X {
  const { m } = s.c;
  const [a, b] = e.args.map((x) => vexpr(s, x));
  if (a === undefined) throw new InternalError('call without arguments');
  if (e.fn === 'umulhi') {
    const [x, y] = e.args;
    if (b === undefined || !x || !y) throw new InternalError('Math.umulhi needs two arguments');
    return mulHigh(s, x, y, a, b);
  }
  if (e.fn === 'clz32') return laneWise(s, [a], ([x]) => m.i32.clz(x ?? m.i32.const(0)));
  if (e.type === 'f64') return call64(s, e, b === undefined ? [a] : [a, b]);
  const two = (f: (x: X, y: X) => X) => {
    if (b === undefined) throw new InternalError(`Math.${e.fn} needs two arguments`);
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
    if (inLibrary(e.fn, 'f32')) {
      const args = b === undefined ? [a] : [a, b];
      return m.call(libFunction(s.c.b, m, e.fn, 'f32', 4), args, s.c.b.v128);
    }
  } else {
    const i = m.i32x4;
    const u = e.type === 'u32';
    if (e.fn === 'abs') return u ? a : i.abs(a);
    if (e.fn === 'min') return two((x, y) => (u ? i.min_u(x, y) : i.min_s(x, y)));
    if (e.fn === 'max') return two((x, y) => (u ? i.max_u(x, y) : i.max_s(x, y)));
  }
  throw new InternalError(`simd Math.${e.fn}`);
}

/**
 * An operation whose operands are the same in every lane (uniform locals, loads at a uniform
 * index: `alpha * A[i][k]`): computed once as a scalar and splat, the same IEEE / wrapping
 * operation the lanes would do.
 */
function uniformValue(s: VecScope, e: Expr): boolean {
  if (e.kind === 'load') return isUniform(e.index, s.inner, s.uniform);
  if (e.kind === 'unary') return uniformValue(s, e.arg);
  if (e.kind === 'binary') return uniformValue(s, e.left) && uniformValue(s, e.right);
  return e.kind !== 'call' && e.kind !== 'cast' && isUniform(e, s.inner, s.uniform);
}

/** Whether `e` reads a load or a uniform local (other uniform operations stay lane-wise, as before). */
function readsUniformState(s: VecScope, e: Expr): boolean {
  let found = false;
  visit([{ kind: 'expr', expr: e }], (x) => {
    if (x.kind === 'load' || (x.kind === 'local' && s.uniform.has(x.name))) found = true;
  });
  return found;
}

/** `e` with its loads unchecked (their loop's entry test or the blocks' test covers them). */
function unchecked(e: Expr): Expr {
  if (e.kind === 'load') return { ...e, index: withoutDimChecks(e.index), checked: false };
  return rebuildChildren(e, unchecked);
}

export function vexpr(s: VecScope, e: Expr): X {
  const { m, b } = s.c;
  if ((e.kind === 'binary' || e.kind === 'unary') && readsUniformState(s, e) && uniformValue(s, e))
    return splat(s, e.type, scalarExpr(s, unchecked(e)));
  switch (e.kind) {
    case 'const':
    case 'param':
    case 'length':
      return splat(s, e.type, scalarExpr(s, e));
    case 'index':
      if (e.dim !== s.inner) return m.i32x4.splat(m.local.get(s.index[e.dim] ?? 0, b.i32));
      return m.i32x4.add(
        m.i32x4.splat(m.local.get(s.index[s.inner] ?? 0, b.i32)),
        m.v128.const([0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0]),
      );
    case 'local': {
      if (s.uniform.has(e.name)) return splat(s, e.type, scalarExpr(s, e));
      const v = s.vlocals.get(e.name);
      if (v === undefined) throw new InternalError(`unknown local '${e.name}'`);
      return m.local.get(v, b.v128);
    }
    case 'load': {
      // a vector this group just stored at the same element (simd-stored.ts)
      const kept = s.stored.get(e.array, e.index);
      if (kept !== undefined) return m.local.get(kept, s.c.b.v128);
      // an index the same in every lane (simd-analysis.ts `splat`): one element for all lanes
      if (isUniform(e.index, s.inner, s.uniform)) return splat(s, e.type, splatLoad(s, e));
      // not consecutive across lanes (a row of A[i][j] with lanes over i): one load per lane
      if (!s.consecutive(e.index)) return gather(s, e);
      return load(s, e.array, s.addr(e.array, e.index));
    }
    case 'dimcheck':
      return vexpr(s, e.index);
    case 'unary': {
      const a = vexpr(s, e.arg);
      if (e.op === 'not' || e.op === 'bitnot') return m.v128.not(a);
      return e.type === 'f32' ? m.f32x4.neg(a) : e.type === 'f64' ? m.f64x2.neg(a) : m.i32x4.neg(a);
    }
    case 'binary':
      return binary(s, e);
    case 'logical': {
      const l = vexpr(s, e.left);
      const r = vexpr(s, e.right);
      return e.op === 'and' ? m.v128.and(l, r) : m.v128.or(l, r);
    }
    case 'cond':
      return m.v128.bitselect(
        vexpr(s, e.consequent),
        vexpr(s, e.alternate),
        maskFor(s, e.type, vexpr(s, e.test)),
      );
    case 'call':
      return call(s, e);
    case 'cast':
      // a u32 below 2^31 (`x >>> k`, k a constant 1..31) converts to f32 as an i32: one instruction
      return cast(s, vexpr(s, e.arg), belowTwo31(e.arg) ? 'i32' : e.arg.type, e.type);
    case 'helper':
      // the helper's 4-lane twin (simd-helpers.ts)
      return m.call(
        laneHelperName(e.name),
        e.args.map((x) => vexpr(s, x)),
        b.v128,
      );
    default:
      throw new InternalError(`simd ${e.kind}`);
  }
}

/** The element at a uniform index, unchecked (the blocks' or the loop's entry test covers it). */
function splatLoad(s: VecScope, e: Extract<Expr, { kind: 'load' }>): X {
  const index = withoutDimChecks(e.index);
  return scalarExpr(s, { ...e, index, checked: false });
}

/** The wasm name of helper `name`'s 4-lane twin. */
export const laneHelperName = (name: string): string => `v_${name}`;
