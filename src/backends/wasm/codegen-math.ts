/**
 * Math.* calls. Native wasm where it is exact (sqrt, abs, floor, ceil, trunc, min, max — wasm
 * min/max order -0 below +0 and propagate NaN, as JS does); JS's Math.round and Math.sign spelled
 * out; transcendental functions computed in f64 by tutti's wasm library (math/library.ts) or,
 * where it has no version for the result type, imported from the JS Math of the running thread;
 * then rounded to the result type, as the js backend does.
 */
import type { CallExpr, MathFn, ScalarType } from '../../ir/nodes.js';
import { convert } from './convert.js';
import { inLibrary, libCall } from './math/library.js';
import { WASM_FLOAT_MATH } from './math-table.js';
import type { FnContext, X } from './types.js';
import { isInt, wtype } from './types.js';

type FloatT = 'f32' | 'f64';

function floatOps(c: FnContext, t: FloatT) {
  return t === 'f32' ? c.m.f32 : c.m.f64;
}

/** JS Math.round: nearest, halves toward +Infinity; r = ceil(x); r - 0.5 > x ? r - 1 : r. */
function jsRound(c: FnContext, x: X, t: FloatT): X {
  const f = floatOps(c, t);
  const wt = wtype(c.b, t);
  const xs = c.scratch(t);
  const r = c.scratch(t);
  const get = (i: number) => c.m.local.get(i, wt);
  return c.m.block(
    null,
    [
      c.m.local.set(xs, x),
      c.m.local.set(r, f.ceil(get(xs))),
      c.m.select(f.gt(f.sub(get(r), f.const(0.5)), get(xs)), f.sub(get(r), f.const(1)), get(r)),
    ],
    wt,
  );
}

/** Math.sign: 1, -1, or x itself (keeps -0 and NaN). */
function jsSign(c: FnContext, x: X, t: FloatT): X {
  const f = floatOps(c, t);
  const wt = wtype(c.b, t);
  const xs = c.scratch(t);
  const get = () => c.m.local.get(xs, wt);
  return c.m.block(
    null,
    [
      c.m.local.set(xs, x),
      c.m.select(
        f.gt(get(), f.const(0)),
        f.const(1),
        c.m.select(f.lt(get(), f.const(0)), f.const(-1), get()),
      ),
    ],
    wt,
  );
}

/** min/max/abs/sign on i32 or u32 operands, in integers. */
function intCall(c: FnContext, fn: string, t: 'i32' | 'u32', args: X[]): X | undefined {
  const { m, b } = c;
  const lt = (l: X, r: X) => (t === 'i32' ? m.i32.lt_s(l, r) : m.i32.lt_u(l, r));
  const [a0, a1] = args;
  if (a0 === undefined) return undefined;
  if (fn === 'abs' || fn === 'sign') {
    if (t === 'u32') return fn === 'abs' ? a0 : m.i32.ne(a0, m.i32.const(0));
    const s = c.scratch('i32');
    const get = () => m.local.get(s, b.i32);
    const set = m.local.set(s, a0);
    const v =
      fn === 'abs'
        ? m.select(m.i32.lt_s(get(), m.i32.const(0)), m.i32.sub(m.i32.const(0), get()), get())
        : m.i32.sub(m.i32.gt_s(get(), m.i32.const(0)), m.i32.lt_s(get(), m.i32.const(0)));
    return m.block(null, [set, v], b.i32);
  }
  if ((fn === 'min' || fn === 'max') && a1 !== undefined) {
    const l = c.scratch('i32');
    const r = c.scratch('i32');
    const gl = () => m.local.get(l, b.i32);
    const gr = () => m.local.get(r, b.i32);
    const pick = fn === 'min' ? lt(gl(), gr()) : lt(gr(), gl());
    return m.block(null, [m.local.set(l, a0), m.local.set(r, a1), m.select(pick, gl(), gr())], b.i32);
  }
  return undefined;
}

/** A float Math function of args already of float type `t`; undefined when it needs an import. */
function nativeFloat(c: FnContext, fn: MathFn, t: FloatT, args: X[]): X | undefined {
  const f = floatOps(c, t);
  const [a, b] = args;
  if (a === undefined || WASM_FLOAT_MATH[fn] !== 'native') return undefined;
  switch (fn) {
    case 'sqrt':
      return f.sqrt(a);
    case 'abs':
      return f.abs(a);
    case 'floor':
      return f.floor(a);
    case 'ceil':
      return f.ceil(a);
    case 'trunc':
      return f.trunc(a);
    case 'round':
      return jsRound(c, a, t);
    case 'sign':
      return jsSign(c, a, t);
    case 'min':
      return b === undefined ? undefined : f.min(a, b);
    case 'max':
      return b === undefined ? undefined : f.max(a, b);
    default:
      return undefined;
  }
}

/** Generates `Math.fn(args)` typed `e.type`, args of type `argType`. */
export function mathCall(c: FnContext, e: CallExpr, args: X[], argType: ScalarType): X {
  const { m, b } = c;
  if (e.fn === 'umulhi') {
    // the high word of the u32 product: one i64 multiply
    const [x, y] = args.map((a) => m.i64.extend_u(isInt(argType) ? a : convert(c, a, argType, 'u32')));
    const zero = m.i64.extend_u(m.i32.const(0));
    const k32 = m.i64.extend_u(m.i32.const(32));
    return m.i32.wrap(m.i64.shr_u(m.i64.mul(x ?? zero, y ?? zero), k32));
  }
  if (e.fn === 'f32bits') return m.i32.reinterpret(args[0] ?? m.f32.const(0));
  if (e.fn === 'bitsf32') return m.f32.reinterpret(args[0] ?? m.i32.const(0));
  if (e.fn === 'word64hi' || e.fn === 'word64lo') {
    // an f64's bits, or an i64/u64 itself
    const bits =
      argType === 'f64' ? m.i64.reinterpret(args[0] ?? m.f64.const(0)) : (args[0] ?? m.i64.const(0, 0));
    return m.i32.wrap(e.fn === 'word64lo' ? bits : m.i64.shr_u(bits, m.i64.extend_u(m.i32.const(32))));
  }
  if (e.fn === 'clz32') {
    const a = args[0] ?? m.i32.const(0);
    return m.i32.clz(isInt(argType) || argType === 'bool' ? a : convert(c, a, argType, 'u32'));
  }
  if (isInt(argType) && isInt(e.type)) {
    const r = intCall(c, e.fn, argType, args);
    if (r !== undefined) return convert(c, r, argType, e.type);
  }
  if ((argType === 'f32' || argType === 'f64') && argType === e.type) {
    const r = nativeFloat(c, e.fn, argType, args);
    if (r !== undefined) return r;
  }
  // Compute in f64 as JS does, then round/wrap to the result type.
  const wide = args.map((a) => convert(c, a, argType, 'f64'));
  let r = nativeFloat(c, e.fn, 'f64', wide);
  const grade = e.type === 'f64' ? 'f64' : 'f32';
  if (r === undefined && inLibrary(e.fn, grade)) r = libCall(b, m, e.fn, grade, wide);
  if (r === undefined) {
    r = m.call(`math_${e.fn}`, wide, b.f64);
  }
  return convert(c, r, 'f64', e.type);
}

/** Float remainder (JS %, an exact fmod) through the imported `fmod`. */
export function floatRem(c: FnContext, l: X, r: X, t: FloatT): X {
  const { m, b } = c;
  if (t === 'f64') return m.call('math_fmod', [l, r], b.f64);
  return m.f32.demote(m.call('math_fmod', [m.f64.promote(l), m.f64.promote(r)], b.f64));
}
