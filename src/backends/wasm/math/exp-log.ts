/**
 * exp, expm1, log, log1p, log2, log10 in f64 (lane-wise, branch-free).
 *
 * exp: x = k ln2 + r with |r| <= ln2/2 (Cody–Waite: k*LN2_HI is exact), e^r - 1 by its Taylor
 * series to r^13 (truncation < 2^-58 relative), e^x = (1 + (e^r - 1)) * 2^k1 * 2^k2 with
 * k1 + k2 = k so both scales are normal: the only rounding into the subnormal range is the last.
 * exp for f32 results (expF32): a shorter polynomial and a rounding test, so that its result is
 * exactly js's Math.fround(Math.exp(x)) (rounding.ts; the rare unsure lanes are recomputed by a
 * branch-free port of V8's fdlibm exp).
 * log: x = 2^k m with m in [sqrt(1/2), sqrt(2)), f = m - 1, s = f / (2 + f), and
 * log(1 + f) = 2 atanh(s) = f - (f²/2 - s (f²/2 + R(s²))), R the series 2s²/3 + 2s⁴/5 + … to s^22.
 */
import { type Builder, type Grade, SHIFTER, type V } from './builder.js';
import { INV_LN2, INV_LN10, LN2_HI, LN2_LO, LOG10_2_HI, LOG10_2_LO } from './constants.js';
import { refine, unsureF32, unsureF32Dual } from './rounding.js';

/** 1/2!, 1/3!, …, 1/13!: e^r - 1 = r + r² (1/2! + r/3! + …). */
const EXPM1_TAIL: readonly number[] = (() => {
  const out: number[] = [];
  let fact = 1;
  for (let n = 2; n <= 13; n++) {
    fact *= n;
    out.push(1 / fact);
  }
  return out;
})();

/** 2/3, 2/5, …, 2/23: R(z) = z (2/3 + z (2/5 + …)), z = s². */
const ATANH_TAIL: readonly number[] = Array.from({ length: 11 }, (_, i) => 2 / (2 * i + 3));

interface Reduced {
  /** k as a 64-bit integer pattern. */
  readonly k: V;
  /** e^(r + dr) - 1 = r + q: r the reduced argument, q the rest (dr, the rounding error of r, included). */
  readonly r: V;
  readonly q: V;
  /** e^r - 1 as one value, r + q. */
  readonly p1: V;
}

/** x clamped to [lo, hi] (NaN stays NaN), reduced: x = k ln2 + r + dr. */
function expReduce(f: Builder, x: V, lo: number, hi: number): Reduced {
  const xc = f.clamp(x, lo, hi);
  const kd = f.add(f.mul(xc, f.k(INV_LN2)), f.k(SHIFTER));
  const k = f.intOfShifted(kd);
  const kf = f.sub(kd, f.k(SHIFTER));
  const rh = f.sub(xc, f.mul(kf, f.k(LN2_HI))); // exact
  const rl = f.mul(kf, f.k(LN2_LO));
  const r = f.sub(rh, rl);
  // to r^13 (truncation < 2^-58 relative), the rounding error of r carried (Fast2Sum)
  const series = f.mul(f.mul(r, r), f.poly(r, EXPM1_TAIL));
  const dr = f.sub(f.sub(rh, r), rl);
  const q = f.add(series, f.add(dr, f.mul(dr, r)));
  return { k, r, q, p1: f.add(r, q) };
}

/** 1 + r + q with the rounding error of 1 + r kept (Fast2Sum: |r| < 1). */
function onePlus(f: Builder, r: V, q: V): V {
  const hi = f.add(f.k(1), r);
  const e = f.add(f.sub(f.k(1), hi), r);
  return f.add(hi, f.add(e, q));
}

/** p * 2^k for |k| <= 2044, with a single rounding (two normal scales). */
export function scale2(f: Builder, p: V, k: V): V {
  const k1 = f.ishrS(k, 1);
  const k2 = f.isub(k, k1);
  return f.mul(f.mul(p, f.pow2(k1)), f.pow2(k2));
}

/** e^x * 2^adj (adj = -1 gives e^x / 2 without overflowing early, for sinh and cosh). */
export function expScaled(f: Builder, x: V, adj = 0): V {
  const { k, r, q } = expReduce(f, x, -746, 710 - adj);
  const kk = adj === 0 ? k : f.iadd(k, f.ki(BigInt(adj)));
  return scale2(f, onePlus(f, r, q), kk);
}

/**
 * e^r on [-ln2/2, ln2/2] (widened by 2^-20): mpmath's chebyfit of degree 8, coefficients rounded
 * to doubles, relative error 2^-39.77 (measured at 4001 points in 40-digit arithmetic).
 */
const EXP_F32_POLY: readonly number[] = [
  1.0, 0.9999999999797851, 0.49999999999797934, 0.1666666689104706, 0.041666666890958284,
  0.008333266097692854, 0.0013888821677373743, 0.00019915867069298518, 2.4876164165064054e-5,
];

/**
 * The rounding test's bound for f32 exp, relative: the polynomial's 2^-39.77, the reduction's
 * (k ln2 rounded, |k| < 160: 2^-45.4), Horner's roundings (< 2^-50) and JS's own error (V8's
 * fdlibm exp: under one ulp, 2^-52) sum to under 2^-39.7: 2^-38 leaves a margin of 3.
 */
export const EXP_F32_UNSURE = 2 ** -38;

/**
 * Math.fround(Math.exp(x)) exactly: e^x = 2^k e^r in f64 with error under 2^-39.7 of the result,
 * then the rounding test — where the result's f32 rounding is not settled by that bound (about
 * one lane in 2^13), the lanes are recomputed exactly as V8 computes Math.exp, so every lane
 * rounds to the float js gives. Arguments beyond [-110, 100] give 0 or Infinity anyway (the
 * clamp keeps 2^k normal, and NaN).
 */
function expF32(f: Builder, x: V): V {
  const y = expForF32(f, x);
  // four lanes: the same test on y's bits, in units of its last place (2^-39.7 relative is under
  // 2^13.3 of them, JS's error one more: 2^15 keeps the margin of 3); results below 2^-126 come
  // from arguments in (-105, -87.3) (e^-87.3 > 2^-126; e^-105 is under a quarter of 2^-149)
  const unsure = f.dual ? unsureF32Dual(f, y, 2 ** 15, 0, -105, -87.3) : unsureF32(f, y, EXP_F32_UNSURE);
  refine(f, unsure, y, () => v8ExpOfF32(f, x));
  return y;
}

/** fdlibm's exp constants, as V8's Math.exp has them (shortest round-trip spellings). */
const FDLIBM_EXP = {
  invln2: Math.LOG2E,
  ln2HI: 0.6931471803691238,
  ln2LO: 1.9082149292705877e-10,
  P: [
    0.16666666666666602, -0.0027777777777015593, 6.613756321437934e-5, -1.6533902205465252e-6,
    4.1381367970572385e-8,
  ],
};

/**
 * V8's Math.exp (fdlibm's __ieee754_exp) for f32 arguments, bit for bit, without branches: the
 * same double operations in the same order (src/backends/c/js-exact-math.ts says why its cases
 * collapse to one for f32 arguments, and clamps beyond ±200 change no f32 result).
 */
function v8ExpOfF32(f: Builder, x: V): V {
  const { invln2, ln2HI, ln2LO, P } = FDLIBM_EXP;
  const xc = f.clamp(x, -200, 200);
  const t = f.trunc(f.add(f.mul(f.k(invln2), xc), f.copysign(f.k(0.5), xc)));
  const hi = f.sub(xc, f.mul(t, f.k(ln2HI)));
  const lo = f.mul(t, f.k(ln2LO));
  const r = f.sub(hi, lo);
  const r2 = f.mul(r, r);
  const c = f.sub(r, f.mul(r2, f.poly(r2, P)));
  const y = f.sub(f.k(1), f.sub(f.sub(lo, f.div(f.mul(r, c), f.sub(f.k(2), c))), hi));
  return f.mul(y, f.pow2(f.intOfShifted(f.add(t, f.k(SHIFTER)))));
}

/** e^x with error under 2^-39.7 of the result, for x whose e^x is rounded to f32 (pow's too). */
export function expForF32(f: Builder, x: V): V {
  const xc = f.clamp(x, -110, 100);
  const kd = f.add(f.mul(xc, f.k(INV_LN2)), f.k(SHIFTER));
  const kf = f.sub(kd, f.k(SHIFTER));
  const r = f.sub(xc, f.mul(kf, f.k(Math.LN2)));
  // 2^k from kd's bits, SHIFTER + k: adding 1023 and shifting by 52 leaves (k + 1023) << 52
  const twoK = f.fromBits(f.ishl(f.iadd(f.bits(kd), f.ki(1023n)), 52));
  return f.mul(f.poly(r, EXP_F32_POLY), twoK);
}

export function exp(f: Builder, [x = 0 as V]: readonly V[], grade: Grade = 'f64'): V {
  return grade === 'f64' ? expScaled(f, x) : expF32(f, x);
}

export function expm1(f: Builder, [x = 0 as V]: readonly V[]): V {
  return expm1Of(f, x);
}

export function expm1Of(f: Builder, x: V): V {
  const { k, r, q, p1 } = expReduce(f, x, -60, 710);
  const s = f.pow2(k); // k <= 1025 here: used only where x <= 40
  // k small (x <= 40): 2^k (e^r - 1) + (2^k - 1); s - 1 and s * p1 are exact or nearly so.
  const small = f.add(f.mul(s, p1), f.sub(s, f.k(1)));
  const big = scale2(f, onePlus(f, r, q), k);
  const res = f.sel(f.gt(x, f.k(40)), big, small);
  return f.sel(f.eq(x, f.k(0)), x, res); // keeps -0
}

interface LogParts {
  /** k as a float. */
  readonly kf: V;
  /** f = m - 1, m in [sqrt(1/2), sqrt(2)). */
  readonly fm: V;
  /** log(1 + f) - f, split as -(hfsq - s (hfsq + R)). */
  readonly hfsq: V;
  readonly sr: V;
}

/**
 * Splits u > 0 (subnormals included) as 2^k (1 + f). With `fromF32`, u is an f32 value (never
 * subnormal as an f64) and the series is shorter: to s^18 (truncation < 2^-50).
 */
function logParts(f: Builder, u: V, fromF32 = false): LogParts {
  const sub = fromF32 ? undefined : f.lt(u, f.k(2 ** -1022));
  const us = sub === undefined ? u : f.sel(sub, f.mul(u, f.k(2 ** 54)), u);
  const ix = f.bits(us);
  const t = f.isub(ix, f.ki(0x3fe6a09e667f3bcdn));
  const k = f.ishrS(t, 52);
  const m = f.fromBits(f.isub(ix, f.ishl(k, 52)));
  const kf = sub === undefined ? f.floatOfInt(k) : f.sub(f.floatOfInt(k), f.sel(sub, f.k(54), f.k(0)));
  const fm = f.sub(m, f.k(1));
  const s = f.div(fm, f.add(f.k(2), fm));
  const z = f.mul(s, s);
  const R = f.mul(z, f.poly(z, fromF32 ? ATANH_TAIL.slice(0, 8) : ATANH_TAIL));
  const hfsq = f.mul(f.k(0.5), f.mul(fm, fm));
  const sr = f.mul(s, f.add(hfsq, R));
  return { kf, fm, hfsq, sr };
}

/** JS's special values of log(u): -Inf at ±0, NaN below 0 and at NaN, Inf at Inf. */
function logSpecial(f: Builder, u: V, value: V): V {
  const ok = f.and(f.gt(u, f.k(0)), f.lt(u, f.k(Number.POSITIVE_INFINITY)));
  const zero = f.eq(u, f.k(0));
  const inf = f.eq(u, f.k(Number.POSITIVE_INFINITY));
  const special = f.sel(zero, f.k(Number.NEGATIVE_INFINITY), f.sel(inf, u, f.k(Number.NaN)));
  return f.sel(ok, value, special);
}

/** log(u) + c/u: log(u + c) for a small correction c (0 for plain log). */
export function logCorrected(f: Builder, u: V, c: V | undefined, fromF32 = false): V {
  const { kf, fm, hfsq, sr } = logParts(f, u, fromF32);
  const lo = c === undefined ? f.mul(kf, f.k(LN2_LO)) : f.add(f.mul(kf, f.k(LN2_LO)), f.div(c, u));
  const v = f.add(f.mul(kf, f.k(LN2_HI)), f.sub(fm, f.sub(hfsq, f.add(sr, lo))));
  return logSpecial(f, u, v);
}

export function log(f: Builder, [x = 0 as V]: readonly V[], grade: Grade = 'f64'): V {
  return logCorrected(f, x, undefined, grade === 'f32');
}

/** log(1 + x) as log(u) + c/u with u = 1 + x rounded and c = x - (u - 1) its rounding error. */
export function log1pOf(f: Builder, x: V): V {
  const u = f.add(f.k(1), x);
  const c = f.sub(x, f.sub(u, f.k(1)));
  const finite = f.and(f.gt(u, f.k(0)), f.lt(u, f.k(2 ** 53)));
  const r = logCorrected(f, u, f.sel(finite, c, f.k(0)));
  return f.sel(f.eq(x, f.k(0)), x, r);
}

export function log1p(f: Builder, [x = 0 as V]: readonly V[]): V {
  return log1pOf(f, x);
}

export function log2(f: Builder, [x = 0 as V]: readonly V[]): V {
  const { kf, fm, hfsq, sr } = logParts(f, x);
  const l1p = f.sub(fm, f.sub(hfsq, sr));
  return logSpecial(f, x, f.add(kf, f.mul(l1p, f.k(INV_LN2))));
}

export function log10(f: Builder, [x = 0 as V]: readonly V[]): V {
  const { kf, fm, hfsq, sr } = logParts(f, x);
  const l1p = f.sub(fm, f.sub(hfsq, sr));
  const lo = f.add(f.mul(kf, f.k(LOG10_2_LO)), f.mul(l1p, f.k(INV_LN10)));
  return logSpecial(f, x, f.add(f.mul(kf, f.k(LOG10_2_HI)), lo));
}
