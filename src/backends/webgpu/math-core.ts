/**
 * Building blocks of tutti's WGSL Math functions (math-*.ts): exact scaling by powers of two on the
 * bits (subnormal results rounded as IEEE does, whether or not the adapter flushes subnormals),
 * splitting a float into significand and exponent, error-free products and sums (f32 pairs, for the
 * few steps that need ~48 bits), and the two cores the others share: exp(x) as m * 2^n and log2(x)
 * as an f32 pair. Only +, -, *, integer operations, floor/round and (in callers) / and sqrt are
 * used: the adapters' exp2/log2/sin built-ins are approximations, loose on some adapters.
 * Operations whose exactness matters are wrapped in `nofma` (opaque to the shader compiler, which
 * would otherwise fuse or reassociate them).
 */
import { f32c, f32pair, type Helper } from './wgsl-helper.js';

/** ln 2 with 16 significant bits (so k * LN2_HI is exact for |k| < 256), and the rest. */
const LN2_H_EXACT = Math.floor(Math.LN2 * 2 ** 16) / 2 ** 16;
export const LN2_HI = f32c(LN2_H_EXACT);
export const LN2_LO = f32c(Math.LN2 - LN2_H_EXACT);
const [LN2_H, LN2_L] = f32pair(Math.LN2);
const [IL2H, IL2L] = f32pair(Math.LOG2E);

/** Taylor coefficients 1/k! for k = from..to, as f32 literals. */
function invFactorials(from: number, to: number): string[] {
  const out: string[] = [];
  let f = 1;
  for (let k = 1; k <= to; k++) {
    f *= k;
    if (k >= from) out.push(f32c(1 / f));
  }
  return out;
}

/** Horner form `c0 + x * (c1 + x * (…))` in WGSL. */
export function horner(x: string, coeffs: readonly string[]): string {
  return coeffs.reduceRight((acc, c) => (acc === '' ? c : `${c} + ${x} * (${acc})`), '');
}

/** 256/I_j for j = 1..30: the reciprocal table of the log2 core (I_j = round(256 / (1 + (j + 0.5) / 32))). */
function logTable(): { inv: number[]; hi: string[]; lo: string[] } {
  const inv: number[] = [];
  const hi: string[] = [];
  const lo: string[] = [];
  for (let j = 0; j < 32; j++) {
    const i = j === 0 || j === 31 ? 256 : Math.round(256 / (1 + (j + 0.5) / 32));
    inv.push(i);
    const [h, l] = f32pair(Math.log2(256 / i));
    hi.push(h);
    lo.push(l);
  }
  return { inv, hi, lo };
}

const LOG = logTable();
// log2(1 + r) = r / ln 2 + r^2 * Q(r), Q(r) = (-1/2 + r/3 - r^2/4 + …) / ln 2
const LOG_Q = [2, 3, 4, 5, 6, 7, 8, 9].map((k) => f32c(((k % 2 === 0 ? -1 : 1) / k) * Math.LOG2E));

export const CORE_HELPERS: Readonly<Record<string, Helper>> = {
  tm_pow2: {
    deps: [],
    code: `// 2^n for n in [-126, 127].
fn tm_pow2(n: i32) -> f32 {
  return bitcast<f32>(u32(clamp(n, -126, 127) + 127) << 23u);
}`,
  },
  tm_ldexp: {
    deps: [],
    code: `// x * 2^n on the bits, rounded to nearest even when the result is subnormal; x finite or not.
fn tm_ldexp(x: f32, n: i32) -> f32 {
  let b = bitcast<u32>(x);
  let s = b & 0x80000000u;
  var m = b & 0x7fffffu;
  var e = i32((b >> 23u) & 0xffu);
  if (e == 255) { return x; }
  if (e == 0) {
    if (m == 0u) { return x; }
    let z = countLeadingZeros(m) - 8u;
    m = (m << z) & 0x7fffffu;
    e = 1 - i32(z);
  }
  let en = e + clamp(n, -400, 400);
  if (en >= 255) { return bitcast<f32>(s | 0x7f800000u); }
  if (en >= 1) { return bitcast<f32>(s | (u32(en) << 23u) | m); }
  let sh = u32(1 - en);
  if (sh > 25u) { return bitcast<f32>(s); }
  let mm = m | 0x800000u;
  var q = mm >> sh;
  let rem = mm & ((1u << sh) - 1u);
  let half = 1u << (sh - 1u);
  if (rem > half || (rem == half && (q & 1u) == 1u)) { q = q + 1u; }
  return bitcast<f32>(s | q);
}`,
  },
  tm_split: {
    deps: [],
    code: `// |x| = m * 2^e with m in [1, 2), for finite nonzero x (subnormals included).
struct TmSplit { m: f32, e: i32 }
fn tm_split(x: f32) -> TmSplit {
  let b = bitcast<u32>(x) & 0x7fffffffu;
  var e = i32(b >> 23u);
  var m = b & 0x7fffffu;
  if (e == 0) {
    let z = countLeadingZeros(m) - 8u;
    m = (m << z) & 0x7fffffu;
    e = 1 - i32(z);
  }
  return TmSplit(bitcast<f32>(m | 0x3f800000u), e - 127);
}`,
  },
  tm_two_prod: {
    deps: ['nofma'],
    code: `// a * b = p + e exactly (Dekker: 12-bit halves taken on the bits).
fn tm_two_prod(a: f32, b: f32) -> vec2<f32> {
  let p = nofma(a * b);
  let ah = bitcast<f32>(bitcast<u32>(a) & 0xfffff000u);
  let al = nofma(a - ah);
  let bh = bitcast<f32>(bitcast<u32>(b) & 0xfffff000u);
  let bl = nofma(b - bh);
  let e = nofma(nofma(nofma(nofma(ah * bh) - p) + nofma(ah * bl)) + nofma(al * bh)) + nofma(al * bl);
  return vec2<f32>(p, e);
}`,
  },
  tm_two_sum: {
    deps: ['nofma'],
    code: `// a + b = s + e exactly (Knuth).
fn tm_two_sum(a: f32, b: f32) -> vec2<f32> {
  let s = nofma(a + b);
  let bb = nofma(s - a);
  let e = nofma(a - nofma(s - bb)) + nofma(b - bb);
  return vec2<f32>(s, e);
}`,
  },
  tm_exp_core: {
    deps: ['nofma'],
    code: `// exp(x) = m * 2^n with m in [0.7, 1.42], for |x| <= 104: n = round(x / ln 2), r = x - n ln 2
// (the high part of ln 2 has 16 bits, so n * LN2_HI is exact), then Taylor to r^7.
struct TmExp { m: f32, n: i32 }
fn tm_exp_core(x: f32) -> TmExp {
  let k = round(nofma(x * ${IL2H}));
  let r = nofma(x - nofma(k * ${LN2_HI})) - nofma(k * ${LN2_LO});
  let p = nofma(nofma(r * r) * (${horner('r', invFactorials(2, 7))}));
  return TmExp(1.0f + (r + p), i32(k));
}`,
  },
  tm_expm1_poly: {
    deps: ['nofma'],
    code: `// expm1(r) for |r| <= ln(2) / 2: Taylor to r^9.
fn tm_expm1_poly(r: f32) -> f32 {
  return r + nofma(nofma(r * r) * (${horner('r', invFactorials(2, 9))}));
}`,
  },
  tm_log2_dd: {
    deps: ['nofma', 'tm_two_prod', 'tm_two_sum'],
    code: `// log2(x) as an f32 pair (about 2^-34 absolute), for finite x > 0 (subnormals included).
// x = 2^e * m; m = (256 / I_j) * (1 + r) with I_j from a 32-entry table, r computed exactly in
// integers (|r| < 0.02); the first and last buckets use r = m - 1 and r = m / 2 - 1, so that
// log2 keeps its relative accuracy near 1.
var<private> tm_log_inv: array<u32, 32> = array<u32, 32>(${LOG.inv.map((i) => `${i}u`).join(', ')});
var<private> tm_log_hi: array<f32, 32> = array<f32, 32>(${LOG.hi.join(', ')});
var<private> tm_log_lo: array<f32, 32> = array<f32, 32>(${LOG.lo.join(', ')});
fn tm_log2_dd(x: f32) -> vec2<f32> {
  let b = bitcast<u32>(x);
  var e = i32(b >> 23u);
  var mi = b & 0x7fffffu;
  if (e == 0) {
    let z = countLeadingZeros(mi) - 8u;
    mi = mi << z;
    e = 1 - i32(z);
  } else {
    mi = mi | 0x800000u;
  }
  e = e - 127;
  let j = (mi >> 18u) & 31u;
  var rh: f32;
  var rl = 0.0f;
  if (j == 0u) {
    rh = f32(mi - 0x800000u) * ${f32c(2 ** -23)};
  } else if (j == 31u) {
    rh = f32(i32(mi) - 0x1000000i) * ${f32c(2 ** -24)};
    e = e + 1;
  } else {
    let d = bitcast<i32>(mi * tm_log_inv[j] - 0x80000000u);
    let dh = (d >> 3u) << 3u;
    rh = f32(dh) * ${f32c(2 ** -31)};
    rl = f32(d - dh) * ${f32c(2 ** -31)};
  }
  let p = tm_two_prod(rh, ${IL2H});
  let lead = p.y + nofma(nofma(rh * ${IL2L}) + nofma(rl * ${IL2H}));
  let q = nofma(nofma(rh * rh) * (${horner('rh', LOG_Q)}));
  let a = tm_two_sum(tm_log_hi[j], p.x);
  let h = tm_two_sum(f32(e), a.x);
  let lo = nofma(nofma(nofma(h.y + a.y) + tm_log_lo[j]) + nofma(lead + q));
  let s = nofma(h.x + lo);
  return vec2<f32>(s, nofma(lo - nofma(s - h.x)));
}`,
  },
  tm_ln_dd: {
    deps: ['nofma', 'tm_two_prod'],
    code: `// ln 2 * (l.x + l.y) + c, rounded once at the end.
fn tm_ln_dd(l: vec2<f32>, c: f32) -> f32 {
  let p = tm_two_prod(l.x, ${LN2_H});
  return p.x + nofma(nofma(p.y + nofma(l.x * ${LN2_L})) + nofma(nofma(l.y * ${LN2_H}) + c));
}`,
  },
};
