/**
 * sinh, cosh, tanh, asinh, acosh, atanh in f64 (lane-wise), from the library's exp, expm1, log
 * and log1p (exp-log.ts), in the classic forms that keep relative accuracy near 0:
 * sinh = (E + E/(E + 1))/2 with E = expm1|x|; tanh = -E/(E + 2) with E = expm1(-2|x|);
 * asinh = log1p(|x| + x²/(1 + sqrt(1 + x²))) for |x| <= 2; atanh = log1p(2|x|/(1 - |x|))/2.
 * Large arguments use e^|x| / 2 scaled in the exponent, so sinh and cosh overflow exactly where
 * JS's do (not at e^|x|'s own limit).
 */
import type { Builder, V } from './builder.js';
import { LN2_HI, LN2_LO } from './constants.js';
import { expm1Of, expScaled, log1pOf, logCorrected } from './exp-log.js';

const BIG = 22;

export function sinh(f: Builder, [x = 0 as V]: readonly V[]): V {
  const a = f.abs(x);
  const e = expm1Of(f, f.min(a, f.k(BIG)));
  const ratio = f.div(e, f.add(e, f.k(1)));
  // |x| < 1: (2E - E²/(E + 1))/2; up to 22: (E + E/(E + 1))/2 — the same value, rounded better.
  const below1 = f.mul(f.k(0.5), f.sub(f.mul(f.k(2), e), f.mul(e, ratio)));
  const mid = f.mul(f.k(0.5), f.add(e, ratio));
  const small = f.sel(f.lt(a, f.k(1)), below1, mid);
  const r = f.sel(f.lt(a, f.k(BIG)), small, expScaled(f, a, -1));
  return f.copysign(r, x);
}

export function cosh(f: Builder, [x = 0 as V]: readonly V[]): V {
  const a = f.abs(x);
  const e = expm1Of(f, f.min(a, f.k(BIG)));
  const t = f.add(f.k(1), e);
  // |x| < ln2/2: 1 + E²/(2(1 + E)) (the result rounds once, next to 1); up to 22: (e^x + e^-x)/2.
  const nearZero = f.add(f.k(1), f.div(f.mul(e, e), f.add(t, t)));
  const mid = f.add(f.mul(f.k(0.5), t), f.div(f.k(0.5), t));
  const small = f.sel(f.lt(a, f.k(Math.LN2 / 2)), nearZero, mid);
  return f.sel(f.lt(a, f.k(BIG)), small, expScaled(f, a, -1));
}

export function tanh(f: Builder, [x = 0 as V]: readonly V[]): V {
  const a = f.abs(x);
  const below1 = f.lt(a, f.k(1));
  // |x| < 1: -E/(E + 2) with E = expm1(-2|x|); up to 22: 1 - 2/(E + 2) with E = expm1(2|x|).
  const arg = f.mul(f.sel(below1, f.k(-2), f.k(2)), f.min(a, f.k(BIG)));
  const e = expm1Of(f, arg);
  const d = f.add(e, f.k(2));
  const small = f.sel(below1, f.div(f.neg(e), d), f.sub(f.k(1), f.div(f.k(2), d)));
  const r = f.sel(f.ge(a, f.k(BIG)), f.k(1), small);
  return f.copysign(r, x);
}

/** log(u + c) + (big ? ln 2 : 0). */
function logPlusLn2(f: Builder, u: V, c: V, big: V): V {
  const l = logCorrected(f, u, c);
  const ln2 = f.add(f.k(LN2_HI), f.k(LN2_LO));
  return f.add(l, f.sel(big, ln2, f.k(0)));
}

/** u = 1 + w rounded and c = its rounding error, for log1p through logPlusLn2. */
function onePlus(f: Builder, w: V): { u: V; c: V } {
  const u = f.add(f.k(1), w);
  return { u, c: f.sub(w, f.sub(u, f.k(1))) };
}

export function asinh(f: Builder, [x = 0 as V]: readonly V[]): V {
  const a = f.abs(x);
  const a2 = f.mul(a, a);
  const root = f.sqrt(f.add(a2, f.k(1)));
  const small = f.le(a, f.k(2));
  const big = f.gt(a, f.k(2 ** 28));
  const w = f.add(a, f.div(a2, f.add(f.k(1), root)));
  const one = onePlus(f, w);
  const mid = f.add(f.mul(f.k(2), a), f.div(f.k(1), f.add(root, a)));
  const u = f.sel(small, one.u, f.sel(big, a, mid));
  const c = f.sel(small, one.c, f.k(0));
  return f.copysign(logPlusLn2(f, u, c, big), x);
}

export function acosh(f: Builder, [x = 0 as V]: readonly V[]): V {
  const t = f.sub(x, f.k(1));
  const small = f.le(x, f.k(2));
  const big = f.gt(x, f.k(2 ** 28));
  const w = f.add(t, f.sqrt(f.add(f.mul(f.k(2), t), f.mul(t, t))));
  const one = onePlus(f, w);
  const mid = f.sub(f.mul(f.k(2), x), f.div(f.k(1), f.add(x, f.sqrt(f.sub(f.mul(x, x), f.k(1))))));
  const u = f.sel(small, one.u, f.sel(big, x, mid));
  const c = f.sel(small, one.c, f.k(0));
  const r = logPlusLn2(f, u, c, big);
  return f.sel(f.lt(x, f.k(1)), f.k(Number.NaN), r);
}

export function atanh(f: Builder, [x = 0 as V]: readonly V[]): V {
  const a = f.abs(x);
  const oneMinus = f.sub(f.k(1), a);
  const twoA = f.mul(f.k(2), a);
  const near0 = f.add(twoA, f.div(f.mul(twoA, a), oneMinus));
  const w = f.sel(f.lt(a, f.k(0.5)), near0, f.div(twoA, oneMinus));
  return f.copysign(f.mul(f.k(0.5), log1pOf(f, w)), x);
}
