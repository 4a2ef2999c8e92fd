/**
 * Correctly rounded f32 division and square root for GPUs whose WGSL `/` and `sqrt` are not:
 * WGSL allows 2.5 ulp for `x / y` and inherits sqrt's error from `inverseSqrt`, and NVIDIA's
 * Vulkan driver uses both freedoms (an H100 gave 7.666667 for 23 / 3, JS 7.6666665). JS rounds both
 * to nearest, so on such adapters tutti computes them in integers, as a software float unit does:
 * the quotient by long division of the 24-bit significands, the root by correcting the hardware's
 * estimate with exact 64-bit products, then one rounding to nearest-even, subnormals included.
 * Integer arithmetic is exact on every adapter: no shader compiler may fuse or approximate it.
 */
import type { Helper } from './wgsl-helper.js';

/**
 * `fdiv` and `fsqrt` as WGSL's own `/` and `sqrt`: tutti's Math library divides and takes roots
 * through them, so that on adapters whose `/` and `sqrt` are not exact EXACT_HELPERS replace them.
 */
export const PLAIN_DIV_SQRT: Readonly<Record<string, Helper>> = {
  fdiv: { deps: [], code: 'fn fdiv(a: f32, b: f32) -> f32 {\n  return a / b;\n}' },
  fsqrt: { deps: [], code: 'fn fsqrt(x: f32) -> f32 {\n  return sqrt(x);\n}' },
};

/** WGSL helpers by name; `fdiv` and `fsqrt` replace `/` and `sqrt` on f32 (render-expr.ts, prelude.ts). */
export const EXACT_HELPERS: Readonly<Record<string, Helper>> = {
  tt_unpack: {
    deps: [],
    code: `// |x| (finite, non-zero) as vec2(significand in [2^23, 2^24), unbiased exponent): |x| = s * 2^(e - 23)
fn tt_unpack(a: u32) -> vec2<i32> {
  let e = i32(a >> 23u);
  if (e == 0) {
    let z = countLeadingZeros(a) - 8u;
    return vec2<i32>(i32(a << z), -126 - i32(z));
  }
  return vec2<i32>(i32((a & 0x7fffffu) | 0x800000u), e - 127);
}`,
  },
  tt_round_pack: {
    deps: [],
    code: `// The f32 bits nearest to (q + a fraction) * 2^e (ties to even; sticky: the fraction is not 0),
// for q in [2^25, 2^27): overflow gives Infinity, underflow a subnormal or zero, each rounded once.
fn tt_round_pack(q: u32, e: i32, sticky: bool) -> u32 {
  let len = 32 - i32(countLeadingZeros(q));
  var be = len - 1 + e + 127;
  var shift = len - 24;
  if (be <= 0) {
    shift = -149 - e;
    if (shift > len) { return 0u; }
  }
  let half = 1u << u32(shift - 1);
  let rb = q & ((half << 1u) - 1u);
  var m = q >> u32(shift);
  if (rb > half || (rb == half && (sticky || (m & 1u) == 1u))) { m = m + 1u; }
  if (be <= 0) { return m; }
  if (m == 0x1000000u) {
    m = 0x800000u;
    be = be + 1;
  }
  if (be >= 255) { return 0x7f800000u; }
  return (u32(be) << 23u) | (m & 0x7fffffu);
}`,
  },
  fdiv: {
    deps: ['tt_unpack', 'tt_round_pack'],
    code: `// x / y rounded to nearest as JS does: long division of the significands (27 quotient bits and
// a sticky remainder), one rounding. Zeros, infinities and NaN as IEEE 754 says.
fn fdiv(x: f32, y: f32) -> f32 {
  let bx = bitcast<u32>(x);
  let by = bitcast<u32>(y);
  let ax = bx & 0x7fffffffu;
  let ay = by & 0x7fffffffu;
  let s = (bx ^ by) & 0x80000000u;
  if (ax > 0x7f800000u || ay > 0x7f800000u || (ax == 0u && ay == 0u) || (ax == 0x7f800000u && ay == 0x7f800000u)) {
    return bitcast<f32>(0x7fc00000u | U.zero);
  }
  if (ax == 0u || ay == 0x7f800000u) { return bitcast<f32>(s | U.zero); }
  if (ay == 0u || ax == 0x7f800000u) { return bitcast<f32>(s | 0x7f800000u); }
  let ux = tt_unpack(ax);
  let uy = tt_unpack(ay);
  let d = u32(uy.x);
  var t = u32(ux.x) << 8u;
  var q = t / d;
  var r = t % d;
  t = r << 8u;
  q = (q << 8u) | (t / d);
  r = t % d;
  t = r << 8u;
  q = (q << 8u) | (t / d);
  r = t % d;
  t = r << 2u;
  q = (q << 2u) | (t / d);
  r = t % d;
  return bitcast<f32>(s | tt_round_pack(q, ux.y - uy.y - 26, r != 0u));
}`,
  },
  fsqrt: {
    deps: ['tt_unpack', 'tm_mul64'],
    code: `// Math.sqrt rounded to nearest as JS does: the hardware's estimate of the 25-bit root of the
// significand, corrected with exact 64-bit squares, then one rounding (a root is never a tie).
fn tt_sqrt_le(c: u32, n: vec2<u32>) -> bool {
  let p = tm_mul64(c, c);
  return p.x < n.x || (p.x == n.x && p.y <= n.y);
}
fn fsqrt(x: f32) -> f32 {
  let b = bitcast<u32>(x);
  if ((b & 0x7fffffffu) == 0u) { return x; }
  if (b >= 0x7f800000u) {
    if (b == 0x7f800000u) { return x; }
    return bitcast<f32>(0x7fc00000u | U.zero);
  }
  let u = tt_unpack(b);
  let odd = u.y & 1;
  let h = (u.y - odd) / 2;
  let m = u32(u.x);
  // n = significand * 2^(25 + odd) as (high, low) words: the root of ms = n * 2^-48 in [1, 4) is in [1, 2)
  let sh = 25u + u32(odd);
  let n = vec2<u32>(m >> (32u - sh), m << sh);
  let ms = bitcast<f32>(0x3f800000u | ((m & 0x7fffffu) | U.zero)) * f32(1 + odd);
  var c = u32(sqrt(ms) * 16777216.0f);
  for (var i = 0; i < 16; i++) {
    if (tt_sqrt_le(c, n)) { break; }
    c = c - 1u;
  }
  for (var i = 0; i < 16; i++) {
    if (!tt_sqrt_le(c + 1u, n)) { break; }
    c = c + 1u;
  }
  var mant = c >> 1u;
  if ((c & 1u) == 1u) {
    let p = tm_mul64(c, c);
    let exact = p.x == n.x && p.y == n.y;
    if (!exact || (mant & 1u) == 1u) { mant = mant + 1u; }
  }
  var be = h + 127;
  if (mant == 0x1000000u) {
    mant = 0x800000u;
    be = be + 1;
  }
  return bitcast<f32>((u32(be) << 23u) | (mant & 0x7fffffu));
}`,
  },
};
