/**
 * tutti's WGSL exp, expm1, log, log2, log10, log1p, pow, cbrt and hypot on f32, with JS's special
 * values (NaN, ±Infinity, -0) and subnormal arguments and results. Each is built on the cores of
 * math-core.ts; the bound each meets is in math-bounds.ts (and docs/backends/webgpu.md).
 */
import { LN2_HI, LN2_LO } from './math-core.js';
import { f32c, f32pair, type Helper } from './wgsl-helper.js';

const NAN = 'bitcast<f32>(tt_nan_bits)';
const INF = 'bitcast<f32>(tt_inf_bits)';
const [L10H, L10L] = f32pair(Math.LOG10E * Math.LN2); // log10(2)

export const EXP_LOG_HELPERS: Readonly<Record<string, Helper>> = {
  jexp: {
    deps: ['isnan_f32', 'tm_exp_core', 'tm_ldexp'],
    code: `// Math.exp: m * 2^n from the core, scaled on the bits (subnormal results rounded).
fn jexp(x: f32) -> f32 {
  if (isnan_f32(x)) { return x; }
  if (x > 88.72283935546875f) { return ${INF}; }
  if (x < -104.0f) { return 0.0f; }
  let c = tm_exp_core(x);
  return tm_ldexp(c.m, c.n);
}`,
  },
  jexpm1: {
    deps: ['isnan_f32', 'nofma', 'tm_expm1_poly', 'tm_pow2', 'tm_ldexp'],
    code: `// Math.expm1: a polynomial on [-ln2/2, ln2/2]; elsewhere 2^k (1 + expm1(r)) - 1 arranged so that
// the subtraction is exact.
fn jexpm1(x: f32) -> f32 {
  if (isnan_f32(x) || abs(x) < ${f32c(2 ** -25)}) { return x; }
  if (x > 88.72283935546875f) { return ${INF}; }
  if (x < -18.0f) { return -1.0f; }
  if (abs(x) <= 0.34657359028f) { return tm_expm1_poly(x); }
  let k = round(nofma(x * ${f32c(Math.LOG2E)}));
  let r = nofma(x - nofma(k * ${LN2_HI})) - nofma(k * ${LN2_LO});
  let e = tm_expm1_poly(r);
  let n = i32(k);
  if (n > 24) { return tm_ldexp(1.0f + nofma(e - tm_pow2(-n)), n); }
  if (n < -24) { return nofma(tm_ldexp(1.0f + e, n)) - 1.0f; }
  return tm_ldexp(e + nofma(1.0f - tm_pow2(-n)), n);
}`,
  },
  tm_log_special: {
    deps: ['isnan_f32'],
    code: `// log's special arguments: 0 (either sign) -> -Infinity, < 0 or NaN -> NaN, +Infinity -> itself.
// Returns 1.0 when x is an ordinary positive number.
fn tm_log_special(x: f32) -> f32 {
  let b = bitcast<u32>(x);
  if ((b & 0x7fffffffu) == 0u) { return -${INF}; }
  if (isnan_f32(x) || b >= 0x80000000u) { return ${NAN}; }
  if (b == 0x7f800000u) { return x; }
  return 1.0f;
}`,
  },
  jlog: {
    deps: ['tm_log_special', 'tm_log2_dd', 'tm_ln_dd'],
    code: `fn jlog(x: f32) -> f32 {
  let s = tm_log_special(x);
  if (bitcast<u32>(s) != 0x3f800000u) { return s; }
  return tm_ln_dd(tm_log2_dd(x), 0.0f);
}`,
  },
  jlog2: {
    deps: ['tm_log_special', 'tm_log2_dd'],
    code: `fn jlog2(x: f32) -> f32 {
  let s = tm_log_special(x);
  if (bitcast<u32>(s) != 0x3f800000u) { return s; }
  let l = tm_log2_dd(x);
  return l.x + l.y;
}`,
  },
  jlog10: {
    deps: ['tm_log_special', 'tm_log2_dd', 'tm_two_prod', 'nofma'],
    code: `fn jlog10(x: f32) -> f32 {
  let s = tm_log_special(x);
  if (bitcast<u32>(s) != 0x3f800000u) { return s; }
  let l = tm_log2_dd(x);
  let p = tm_two_prod(l.x, ${L10H});
  return p.x + nofma(nofma(p.y + nofma(l.x * ${L10L})) + nofma(l.y * ${L10H}));
}`,
  },
  jlog1p: {
    deps: ['isnan_f32', 'tm_two_sum', 'tm_log2_dd', 'tm_ln_dd', 'fdiv'],
    code: `// Math.log1p: 1 + x as an exact pair u + c, then ln(u) + c / u.
fn jlog1p(x: f32) -> f32 {
  if (isnan_f32(x) || abs(x) < ${f32c(2 ** -25)}) { return x; }
  if (x == -1.0f) { return -${INF}; }
  if (x < -1.0f) { return ${NAN}; }
  if (x == ${INF}) { return x; }
  let u = tm_two_sum(1.0f, x);
  return tm_ln_dd(tm_log2_dd(u.x), fdiv(u.y, u.x));
}`,
  },
  jpow_pos: {
    deps: ['nofma', 'tm_log2_dd', 'tm_two_prod', 'tm_expm1_poly', 'tm_ldexp'],
    code: `// x ** y for finite x > 0: 2^(y * log2(x)) with log2(x) and the product as f32 pairs, so that
// the error stays about an ulp for every exponent (|y log2 x| up to 151).
fn jpow_pos(x: f32, y: f32) -> f32 {
  let l = tm_log2_dd(x);
  let p = tm_two_prod(y, l.x);
  let hi = p.x;
  if (hi > 129.0f) { return ${INF}; }
  if (hi < -151.0f) { return 0.0f; }
  let k = round(hi);
  let f = nofma(hi - k) + nofma(p.y + nofma(y * l.y));
  let r = nofma(f * ${f32c(Math.LN2)});
  return tm_ldexp(1.0f + tm_expm1_poly(r), i32(k));
}`,
  },
  jpow: {
    deps: ['isnan_f32', 'isinf_f32', 'f2u', 'jpow_pos'],
    code: `// x ** y with JS's special cases (WGSL's pow is exp2(y * log2(x)), undefined for x < 0).
fn jpow(x: f32, y: f32) -> f32 {
  // signs and zeros on the bits: GPUs may flush a subnormal y to 0 in a comparison (an H100 did)
  if ((bitcast<u32>(y) & 0x7fffffffu) == 0u) { return 1.0f; }
  if (isnan_f32(x) || isnan_f32(y)) { return ${NAN}; }
  let yPos = (bitcast<u32>(y) & 0x80000000u) == 0u;
  // |x| on the bits: an H100 flushed abs() of a subnormal to 0 (pow(2^-149, 1) was Infinity)
  let ax = bitcast<f32>(bitcast<u32>(x) & 0x7fffffffu);
  if (isinf_f32(y)) {
    if (ax == 1.0f) { return ${NAN}; }
    if ((ax > 1.0f) == yPos) { return ${INF}; }
    return 0.0f;
  }
  let isInt = abs(y) >= 1.0f && floor(y) == y;
  let odd = isInt && abs(y) < 16777216.0f && (f2u(abs(y)) & 1u) == 1u;
  let negX = (bitcast<u32>(x) & 0x80000000u) != 0u;
  var r: f32;
  if ((bitcast<u32>(x) & 0x7fffffffu) == 0u) {
    r = select(${INF}, 0.0f, yPos);
  } else if (isinf_f32(x)) {
    r = select(0.0f, ${INF}, yPos);
  } else {
    if (negX && !isInt) { return ${NAN}; }
    r = jpow_pos(ax, y);
  }
  if (negX && odd) { return -r; }
  return r;
}`,
  },
  jcbrt: {
    deps: ['isnan_f32', 'isinf_f32', 'nofma', 'tm_split', 'tm_two_prod', 'tm_ldexp', 'fdiv'],
    code: `// Math.cbrt: |x| = m' * 2^(3k) with m' in [1, 8); Newton steps from a bit-level guess, the last
// with an exact residual m' - y^3.
fn jcbrt(x: f32) -> f32 {
  if ((bitcast<u32>(x) & 0x7fffffffu) == 0u || isnan_f32(x) || isinf_f32(x)) { return x; }
  let s = tm_split(x);
  let k = (s.e + 300) / 3 - 100;
  let a = s.m * bitcast<f32>(u32(s.e - 3 * k + 127) << 23u);
  var y = bitcast<f32>(bitcast<u32>(a) / 3u + 709921077u);
  y = y - fdiv(nofma(nofma(y * y) * y - a), nofma(3.0f * nofma(y * y)));
  y = y - fdiv(nofma(nofma(y * y) * y - a), nofma(3.0f * nofma(y * y)));
  y = y - fdiv(nofma(nofma(y * y) * y - a), nofma(3.0f * nofma(y * y)));
  let y2 = tm_two_prod(y, y);
  let y3 = tm_two_prod(y2.x, y);
  let res = nofma(nofma(a - y3.x) - y3.y) - nofma(y2.y * y);
  y = y + fdiv(res, nofma(3.0f * nofma(y * y)));
  let r = tm_ldexp(y, k);
  return select(r, -r, (bitcast<u32>(x) & 0x80000000u) != 0u);
}`,
  },
  jhypot: {
    deps: [
      'isnan_f32',
      'isinf_f32',
      'nofma',
      'tm_split',
      'tm_ldexp',
      'tm_two_prod',
      'tm_two_sum',
      'fdiv',
      'fsqrt',
    ],
    code: `// Math.hypot: Infinity wins over NaN; both scaled by the larger one's exponent on the bits (no
// overflow, subnormals exact), the sum of squares as an f32 pair, sqrt with one correction.
fn jhypot(a: f32, b: f32) -> f32 {
  if (isinf_f32(a) || isinf_f32(b)) { return ${INF}; }
  if (isnan_f32(a) || isnan_f32(b)) { return ${NAN}; }
  let ua = bitcast<u32>(a) & 0x7fffffffu;
  let ub = bitcast<u32>(b) & 0x7fffffffu;
  let big = bitcast<f32>(max(ua, ub));
  let small = bitcast<f32>(min(ua, ub));
  if (max(ua, ub) == 0u) { return 0.0f; }
  let e = tm_split(big).e;
  if (min(ua, ub) == 0u || e - tm_split(small).e > 13) { return big; }
  let p = tm_ldexp(big, -e);
  let q = tm_ldexp(small, -e);
  let pp = tm_two_prod(p, p);
  let qq = tm_two_prod(q, q);
  let s = tm_two_sum(pp.x, qq.x);
  let lo = nofma(s.y + nofma(pp.y + qq.y));
  let h = s.x + lo;
  let l = nofma(lo - nofma(h - s.x));
  var r = fsqrt(h);
  let rr = tm_two_prod(r, r);
  r = r + fdiv(nofma(nofma(nofma(h - rr.x) - rr.y) + l), nofma(2.0f * r));
  return tm_ldexp(r, e);
}`,
  },
};
