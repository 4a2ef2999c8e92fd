/**
 * tt.randn64 on the host: a standard normal f64 from one Philox-4x32-10 block (Box–Muller on 53
 * bits of words 0–1 for the radius and 53 bits of words 2–3 for the angle), computed with f64
 * `+ - * /` and `Math.sqrt` only — tutti's own polynomials for ln and sin/cos, no libm — so every
 * device with f64 gives these bits (frontend/rng-builtins.ts writes the same steps as a kernel
 * helper). The mapping is in docs/kernel-language.md, "Random numbers".
 */
import { block } from './random.js';

/** 1/(2k+1), k = 1..11: the series of atanh(s)/s, truncation below 2^-56 for |s| ≤ 3 − 2√2. */
export const LN_SERIES: readonly number[] = Array.from({ length: 11 }, (_, k) => 1 / (2 * k + 3));
/** fdlibm's ln 2 split: LN2_HI has 32 significant bits, so e · LN2_HI is exact for |e| < 2^20. */
export const LN2_HI = 0.6931471803691238;
export const LN2_LO = 1.9082149292705877e-10;
/** (−1)^k/(2k+1)! and (−1)^k/(2k)!, k = 1..9: Taylor series of sin and cos on [0, π/4]. */
const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
export const SIN_SERIES: readonly number[] = Array.from(
  { length: 9 },
  (_, k) => (-1) ** (k + 1) / fact(2 * k + 3),
);
export const COS_SERIES: readonly number[] = Array.from(
  { length: 9 },
  (_, k) => (-1) ** (k + 1) / fact(2 * k + 2),
);
/** √2 as an f64: the mantissa is reduced to [√½, √2). */
export const SQRT2 = Math.SQRT2;
/** π/2 · 2^-53: a 53-bit quarter-turn fraction times it is the angle in [0, π/2). */
export const QUARTER_STEP = Math.PI / 2 / 2 ** 53;

/** c[0] + x·(c[1] + x·(… + x·c[n−1])), in this order (the kernel helper writes the same). */
const horner = (c: readonly number[], x: number): number =>
  c.reduceRight((acc, ck, k) => (k === c.length - 1 ? ck : ck + x * acc), 0);

/** ln(m · 2^-53) for an integer m in [1, 2^53]. */
function lnU(hi: number, lo: number): number {
  const m = hi * 4294967296 + lo + 1;
  let e = hi !== 0 ? 63 - Math.clz32(hi) : 31 - Math.clz32(lo);
  if (e < 0) e = 0;
  const e1 = e > 31 ? 31 : e;
  let f = m / ((1 << e1) >>> 0) / ((1 << (e - e1)) >>> 0);
  if (f >= SQRT2) {
    f = f * 0.5;
    e = e + 1;
  }
  const s = (f - 1) / (f + 1);
  const s2 = s * s;
  const lnf = 2 * (s + s * (s2 * horner(LN_SERIES, s2)));
  const el = e - 53;
  return el * LN2_HI + (el * LN2_LO + lnf);
}

/** cos(2π · (q · 2^53 + r) / 2^55) for the quadrant q (0–3) and a 53-bit r. */
function cosQuarter(q: number, r: number): number {
  const flip = r > 4503599627370496;
  const th = (flip ? 9007199254740992 - r : r) * QUARTER_STEP;
  const t2 = th * th;
  const sn = th + th * (t2 * horner(SIN_SERIES, t2));
  const cs = 1 + t2 * horner(COS_SERIES, t2);
  const sphi = flip ? cs : sn;
  const cphi = flip ? sn : cs;
  return q === 0 ? cphi : q === 1 ? -sphi : q === 2 ? -cphi : sphi;
}

/** A standard normal f64: Box–Muller, radius from words 0–1, angle from words 2–3 (see the file comment). */
export function randn64(seed: number, stream: number, counter: number): number {
  const [x0 = 0, x1 = 0, x2 = 0, x3 = 0] = block(seed, 0, counter, stream, 0, 0);
  const rad = Math.sqrt(0 - 2 * lnU(x0 >>> 11, x1));
  const r = (x2 & 0x3fffffff) * 8388608 + (x3 >>> 9);
  return rad * cosQuarter(x2 >>> 30, r);
}
