/**
 * Conversions between IR scalar types with JS semantics, and the module-level helper `$toi32`
 * (JS ToInt32 of an f64: truncate, wrap modulo 2^32, NaN/±Infinity -> 0; wasm's own truncations
 * trap or saturate instead).
 */
import { InternalError } from '../../errors/errors.js';
import type { ScalarType } from '../../ir/nodes.js';
import type { Binaryen, FnContext, Mod, X } from './types.js';
import { i64Const, isInt } from './types.js';

export const TO_I32 = 'toi32';

/** Adds `toi32(f64) -> i32` to the module. */
export function addToInt32(b: Binaryen, m: Mod): void {
  const x = () => m.local.get(0, b.f64);
  const wrap = (v: X) => m.i32.wrap(m.i64.trunc_s_sat.f64(v));
  const two32 = () => m.f64.const(2 ** 32);
  const body = m.block(null, [
    m.if(m.f64.lt(m.f64.abs(x()), m.f64.const(2 ** 63)), m.return(wrap(x()))),
    // NaN and ±Infinity: x - x is NaN.
    m.if(m.f64.ne(m.f64.sub(x(), x()), m.f64.const(0)), m.return(m.i32.const(0))),
    m.return(wrap(m.f64.sub(x(), m.f64.mul(m.f64.floor(m.f64.div(x(), two32())), two32())))),
  ]);
  m.addFunction(TO_I32, b.f64, b.i32, [], body);
}

/** JS truthiness of a float: false for 0, -0 and NaN. */
function floatTruthy(c: FnContext, x: X, t: 'f32' | 'f64'): X {
  const { m, b } = c;
  const f = t === 'f32' ? m.f32 : m.f64;
  const tmp = c.scratch(t);
  const wt = t === 'f32' ? b.f32 : b.f64;
  return m.i32.or(f.gt(m.local.tee(tmp, x, wt), f.const(0)), f.lt(m.local.get(tmp, wt), f.const(0)));
}

/** Converts `x` of type `from` to `to` exactly as the js backend does (see CastExpr). */
export function convert(c: FnContext, x: X, from: ScalarType, to: ScalarType): X {
  const { m, b } = c;
  if (from === to) return x;
  const big = (t: ScalarType) => t === 'i64' || t === 'u64';
  // 64-bit integers (BigInts): wrapping i64 <-> u64, BigInt(i32 / u32), Number(x), conditions
  if (big(from)) {
    if (big(to)) return x;
    if (to === 'bool') return m.i64.ne(x, i64Const(m, 0n));
    if (to === 'f64') return from === 'u64' ? m.f64.convert_u.i64(x) : m.f64.convert_s.i64(x);
    throw new InternalError(`wasm: ${from} -> ${to}`);
  }
  if (big(to)) {
    if (from === 'u32' || from === 'bool') return m.i64.extend_u(x);
    if (from === 'i32') return m.i64.extend_s(x);
    throw new InternalError(`wasm: ${from} -> ${to}`);
  }
  if (to === 'bool') {
    if (from === 'f32' || from === 'f64') return floatTruthy(c, x, from);
    return m.i32.ne(x, m.i32.const(0));
  }
  if (from === 'bool') {
    if (to === 'f32') return m.f32.convert_u.i32(x);
    if (to === 'f64') return m.f64.convert_u.i32(x);
    return x;
  }
  if (to === 'f64') {
    if (from === 'f32') return m.f64.promote(x);
    return from === 'u32' ? m.f64.convert_u.i32(x) : m.f64.convert_s.i32(x);
  }
  if (to === 'f32') {
    if (from === 'f64') return m.f32.demote(x);
    return from === 'u32' ? m.f32.convert_u.i32(x) : m.f32.convert_s.i32(x);
  }
  // to i32 / u32
  if (isInt(from)) return x;
  return m.call(TO_I32, [from === 'f32' ? m.f64.promote(x) : x], b.i32);
}
