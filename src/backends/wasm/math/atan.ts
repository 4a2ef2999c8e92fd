/**
 * atan, atan2, asin, acos in f64 (lane-wise).
 *
 * atan of t in [0, 1] (arguments above 1 are inverted: atan a = pi/2 - atan(1/a)): the nearest
 * c = j/4 (j = 0..4), u = (t - c) / (1 + t c) with |u| <= 1/8, atan t = atan c + atan u, where
 * atan c (and pi/2 - atan c) are hi + lo constants and atan u is its Taylor series to u^19
 * (truncation < 2^-58 relative). asin and acos go through atan2 with sqrt((1 - |x|)(1 + |x|)).
 */
import type { Builder, V } from './builder.js';
import { ACOT_Q_HI, ACOT_Q_LO, ATAN_Q_HI, ATAN_Q_LO, PI_HI, PI_LO } from './constants.js';

/** (-1)^k / (2k+1) for k = 1..9: atan u = u + u³ (Q0 + u² Q1 + …). */
const ATAN_TAIL: readonly number[] = Array.from(
  { length: 9 },
  (_, i) => ((i + 1) % 2 === 0 ? 1 : -1) / (2 * i + 3),
);

/** The constant of table `tab` at index jf (a float 0..4), by a chain of selects. */
function pick(f: Builder, jf: V, tab: readonly number[]): V {
  let r = f.k(tab[0] ?? 0);
  for (let j = 1; j < tab.length; j++) r = f.sel(f.eq(jf, f.k(j)), f.k(tab[j] ?? 0), r);
  return r;
}

/** atan(t) for t in [0, 1], or pi/2 - atan(t) where `inv` is set. */
function atanCore(f: Builder, t: V, inv: V): V {
  const jf = f.floor(f.add(f.mul(t, f.k(4)), f.k(0.5)));
  const c = f.mul(jf, f.k(0.25));
  const u = f.div(f.sub(t, c), f.add(f.k(1), f.mul(t, c)));
  const z = f.mul(u, u);
  const au = f.add(u, f.mul(f.mul(z, u), f.poly(z, ATAN_TAIL)));
  const hi = f.sel(inv, pick(f, jf, ACOT_Q_HI), pick(f, jf, ATAN_Q_HI));
  const lo = f.sel(inv, pick(f, jf, ACOT_Q_LO), pick(f, jf, ATAN_Q_LO));
  return f.add(hi, f.add(lo, f.negIf(inv, au)));
}

export function atan(f: Builder, [x = 0 as V]: readonly V[]): V {
  const a = f.abs(x);
  const inv = f.gt(a, f.k(1));
  const t = f.sel(inv, f.div(f.k(1), a), a);
  return f.copysign(atanCore(f, t, inv), x);
}

/** atan2(y, x) with JS's rules for zeros, infinities and NaN. */
function atan2Of(f: Builder, y: V, x: V): V {
  const ay = f.abs(y);
  const ax = f.abs(x);
  const inf = f.k(Number.POSITIVE_INFINITY);
  const bothInf = f.and(f.eq(ay, inf), f.eq(ax, inf));
  const bothZero = f.and(f.eq(ay, f.k(0)), f.eq(ax, f.k(0)));
  const ratio = f.div(f.min(ay, ax), f.max(ay, ax));
  const t = f.sel(bothInf, f.k(1), f.sel(bothZero, f.k(0), ratio));
  const a = atanCore(f, t, f.gt(ay, ax));
  const left = f.add(f.sub(f.k(PI_HI), a), f.k(PI_LO));
  return f.copysign(f.sel(f.signbit(x), left, a), y);
}

export function atan2(f: Builder, [y = 0 as V, x = 0 as V]: readonly V[]): V {
  return atan2Of(f, y, x);
}

/** sqrt((1 - |x|)(1 + |x|)) = sqrt(1 - x²), NaN for |x| > 1. */
function cosOfAsin(f: Builder, x: V): V {
  const a = f.abs(x);
  return f.sqrt(f.mul(f.sub(f.k(1), a), f.add(f.k(1), a)));
}

export function asin(f: Builder, [x = 0 as V]: readonly V[]): V {
  return atan2Of(f, x, cosOfAsin(f, x));
}

export function acos(f: Builder, [x = 0 as V]: readonly V[]): V {
  return atan2Of(f, cosOfAsin(f, x), x);
}
