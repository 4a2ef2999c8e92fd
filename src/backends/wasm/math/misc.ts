/**
 * cbrt, hypot and (for f32 results) pow in f64 (lane-wise).
 *
 * cbrt: y = e^(log|x| / 3), then one Newton step y - (y - |x|/y²)/3.
 * hypot: V8's own formula for two arguments (the larger magnitude M, sqrt((a/M)² + (b/M)²) M;
 * ±Infinity wins over NaN), so results equal Node's Math.hypot bit for bit.
 * pow: e^(y log|x|) in f64 — relative error about |y log x| 2^-52, far below an f32 ulp, but
 * not an f64 ulp, so f64 pow stays JS's Math.pow (library.ts) — with JS's rules: x ** ±0 = 1,
 * (±1) ** ±Infinity = NaN, a negative base needs an integer exponent, odd ones keep its sign.
 */
import type { Builder, Grade, V } from './builder.js';
import { exp, expForF32, log } from './exp-log.js';

export function cbrt(f: Builder, [x = 0 as V]: readonly V[]): V {
  const a = f.abs(x);
  const y0 = exp(f, [f.mul(log(f, [a]), f.k(1 / 3))]);
  const y = f.sub(y0, f.mul(f.sub(y0, f.div(a, f.mul(y0, y0))), f.k(1 / 3)));
  const plain = f.or(f.eq(a, f.k(0)), f.not(f.isFinite(x))); // ±0, ±Infinity, NaN
  return f.sel(plain, x, f.copysign(y, x));
}

export function hypot(f: Builder, [x = 0 as V, y = 0 as V]: readonly V[]): V {
  const a = f.abs(x);
  const b = f.abs(y);
  const m = f.max(a, b);
  const na = f.div(a, m);
  const nb = f.div(b, m);
  const r = f.mul(f.sqrt(f.add(f.mul(na, na), f.mul(nb, nb))), m);
  const inf = f.k(Number.POSITIVE_INFINITY);
  const anyInf = f.or(f.eq(a, inf), f.eq(b, inf));
  return f.sel(anyInf, inf, f.sel(f.eq(m, f.k(0)), f.k(0), r));
}

export function pow(f: Builder, [x = 0 as V, y = 0 as V]: readonly V[], grade: Grade = 'f64'): V {
  const e = f.mul(y, log(f, [f.abs(x)], grade));
  // f32: e^e without exp's rounding test, whose JS fallback computes exp, not pow
  const mag = grade === 'f32' ? expForF32(f, e) : exp(f, [e]);
  const yInt = f.eq(f.floor(y), y);
  const half = f.mul(y, f.k(0.5));
  const odd = f.and(yInt, f.ne(f.floor(half), half));
  const negBase = f.and(f.lt(x, f.k(0)), f.gt(x, f.k(Number.NEGATIVE_INFINITY)));
  const nan = f.and(negBase, f.not(yInt));
  const signed = f.negIf(f.and(f.signbit(x), odd), mag);
  return f.sel(f.eq(y, f.k(0)), f.k(1), f.sel(nan, f.k(Number.NaN), signed));
}
