/**
 * tutti's WGSL sin, cos and tan on f32. The argument is reduced modulo π/2 exactly, for every f32
 * (Payne–Hanek in 32-bit integers: x's 24-bit significand times a 96-bit window of the bits of
 * 2/π chosen by x's exponent), so sin(-5.1e27) is right; the reduced argument is an f32 pair and
 * Taylor polynomials on [-π/4, π/4] give the result. The bits of 2/π are computed here (Machin's
 * formula in BigInt) rather than copied.
 */
import { horner } from './math-core.js';
import { f32c, f32pair, type Helper } from './wgsl-helper.js';

const NAN = 'bitcast<f32>(tt_nan_bits)';

/** floor(2/π * 2^bits), from π = 16 atan(1/5) - 4 atan(1/239) with 64 guard bits. */
function twoOverPiBits(bits: number): bigint {
  const scale = 2n ** BigInt(bits + 64);
  const atanInv = (x: bigint): bigint => {
    let sum = 0n;
    let term = scale / x;
    const x2 = x * x;
    for (let k = 0n; term !== 0n; k++) {
      const t = term / (2n * k + 1n);
      sum += k % 2n === 0n ? t : -t;
      term /= x2;
    }
    return sum;
  };
  const pi = 16n * atanInv(5n) - 4n * atanInv(239n);
  return (2n * scale * 2n ** BigInt(bits)) / pi;
}

/** 32 zero bits (the integer part), then 320 bits of 2/π, as u32 words. */
function twoOverPiWords(): string[] {
  const words = 10;
  const v = twoOverPiBits(32 * words);
  const out = ['0u'];
  for (let w = words - 1; w >= 0; w--) {
    out.push(`0x${((v >> BigInt(32 * w)) & 0xffffffffn).toString(16)}u`);
  }
  return out;
}

const taylor = (odd: boolean, upTo: number): string[] => {
  const out: string[] = [];
  let f = 1;
  for (let k = 1; k <= upTo; k++) {
    f *= k;
    if (k >= 2 && (k % 2 === 1) === odd) out.push(f32c((((k - (odd ? 1 : 0)) / 2) % 2 === 1 ? -1 : 1) / f));
  }
  return out;
};
const SIN = taylor(true, 9); // -1/3!, 1/5!, -1/7!, 1/9!
const COS = taylor(false, 10).slice(1); // 1/4!, -1/6!, 1/8!, -1/10!
const [PIO2_H, PIO2_L] = f32pair(Math.PI / 2);

export const TRIG_HELPERS: Readonly<Record<string, Helper>> = {
  tm_mul64: {
    deps: [],
    code: `// a * b as (high, low) 32-bit words, from 16-bit halves.
fn tm_mul64(a: u32, b: u32) -> vec2<u32> {
  let al = a & 0xffffu;
  let ah = a >> 16u;
  let bl = b & 0xffffu;
  let bh = b >> 16u;
  let ll = al * bl;
  let lh = al * bh;
  let hl = ah * bl;
  let mid = (ll >> 16u) + (lh & 0xffffu) + (hl & 0xffffu);
  return vec2<u32>(ah * bh + (lh >> 16u) + (hl >> 16u) + (mid >> 16u), (mid << 16u) | (ll & 0xffffu));
}`,
  },
  tm_reduce: {
    deps: ['nofma', 'tm_mul64', 'tm_pow2', 'tm_two_prod'],
    code: `// x = (4a + q) π/2 + r with |r| <= π/4: q and r as an f32 pair, for finite |x| >= π/4.
// x = m 2^s (m the 24-bit significand); only the bits of 2/π from s - 1 on matter modulo 4.
struct TmRed { hi: f32, lo: f32, q: u32 }
var<private> tm_2opi: array<u32, 11> = array<u32, 11>(${twoOverPiWords().join(', ')});
fn tm_word(p: u32) -> u32 {
  let w = p >> 5u;
  let sh = p & 31u;
  let lo = select(tm_2opi[w + 1u] >> (32u - sh), 0u, sh == 0u);
  return (tm_2opi[w] << sh) | lo;
}
fn tm_reduce(x: f32) -> TmRed {
  let b = bitcast<u32>(x);
  let m = (b & 0x7fffffu) | 0x800000u;
  let p0 = ((b >> 23u) & 0xffu) - 120u;
  let w0 = tm_mul64(m, tm_word(p0));
  let w1 = tm_mul64(m, tm_word(p0 + 32u));
  let w2 = tm_mul64(m, tm_word(p0 + 64u));
  // m * window = (.., r1, r2, r3): bits 94-95 are the quadrant, the 94 below the fraction
  let r3 = w2.y;
  let r2 = w2.x + w1.y;
  let c2 = select(0u, 1u, r2 < w1.y);
  let t = w1.x + w0.y;
  let r1 = t + c2;
  var q = r1 >> 30u;
  var fa = r1 & 0x3fffffffu;
  var fb = r2;
  var fc = r3;
  var neg = false;
  if ((fa & 0x20000000u) != 0u) {
    // fraction >= 1/2: take the next quadrant and 1 - fraction
    q = q + 1u;
    neg = true;
    fc = ~fc + 1u;
    let cb = select(0u, 1u, fc == 0u);
    fb = ~fb + cb;
    let ca = select(0u, 1u, cb == 1u && fb == 0u);
    fa = (~fa + ca) & 0x3fffffffu;
  }
  // normalise the fraction to hw:lw * 2^ex with the top bit of hw set
  var hw: u32;
  var lw: u32;
  var ex: i32;
  if (fa != 0u) {
    let z = countLeadingZeros(fa);
    hw = (fa << z) | (fb >> (32u - z));
    lw = (fb << z) | (fc >> (32u - z));
    ex = -30 - i32(z);
  } else if (fb != 0u) {
    let z = countLeadingZeros(fb);
    hw = (fb << z) | select(fc >> (32u - z), 0u, z == 0u);
    lw = fc << z;
    ex = -62 - i32(z);
  } else {
    let z = countLeadingZeros(fc);
    hw = fc << z;
    lw = 0u;
    ex = -94 - i32(z);
  }
  let fh = f32(hw >> 8u) * tm_pow2(ex + 8);
  let fm = f32(((hw & 0xffu) << 16u) | (lw >> 16u)) * tm_pow2(ex - 16);
  // r = fraction * π/2 as a pair
  let pr = tm_two_prod(fh, ${PIO2_H});
  let lo0 = nofma(pr.y + nofma(nofma(fh * ${PIO2_L}) + nofma(fm * ${PIO2_H})));
  var hi = nofma(pr.x + lo0);
  var lo = nofma(lo0 - nofma(hi - pr.x));
  if (neg != (b >= 0x80000000u)) { hi = -hi; lo = -lo; }
  if (b >= 0x80000000u) { q = 0u - q; }
  return TmRed(hi, lo, q & 3u);
}`,
  },
  tm_sin_k: {
    deps: ['nofma'],
    code: `// sin(h + l) for |h| <= π/4, |l| tiny: Taylor to h^9.
fn tm_sin_k(h: f32, l: f32) -> f32 {
  let z = nofma(h * h);
  return h + nofma(nofma(nofma(h * z) * (${horner('z', SIN)})) + l);
}`,
  },
  tm_cos_k: {
    deps: ['nofma'],
    code: `// cos(h + l) for |h| <= π/4: 1 - z/2 + z^2 P(z), the first subtraction kept exact.
fn tm_cos_k(h: f32, l: f32) -> f32 {
  let z = nofma(h * h);
  let hz = nofma(0.5f * z);
  let w = nofma(1.0f - hz);
  let tail = nofma(nofma(z * z) * (${horner('z', COS)})) - nofma(h * l);
  return w + nofma(nofma(nofma(1.0f - w) - hz) + tail);
}`,
  },
  tm_trig: {
    deps: ['isnan_f32', 'isinf_f32', 'tm_reduce'],
    code: `// The reduced argument of x: |x| < π/4 is its own.
fn tm_trig(x: f32) -> TmRed {
  if (abs(x) <= 0.785398125648f) { return TmRed(x, 0.0f, 0u); }
  return tm_reduce(x);
}`,
  },
  jsin: {
    deps: ['isnan_f32', 'isinf_f32', 'tm_trig', 'tm_sin_k', 'tm_cos_k'],
    code: `fn jsin(x: f32) -> f32 {
  if (isnan_f32(x) || isinf_f32(x)) { return ${NAN}; }
  if (abs(x) < ${f32c(2 ** -12)}) { return x; }
  let r = tm_trig(x);
  var v: f32;
  if ((r.q & 1u) == 0u) { v = tm_sin_k(r.hi, r.lo); } else { v = tm_cos_k(r.hi, r.lo); }
  return select(v, -v, r.q >= 2u);
}`,
  },
  jcos: {
    deps: ['isnan_f32', 'isinf_f32', 'tm_trig', 'tm_sin_k', 'tm_cos_k'],
    code: `fn jcos(x: f32) -> f32 {
  if (isnan_f32(x) || isinf_f32(x)) { return ${NAN}; }
  if (abs(x) < ${f32c(2 ** -12)}) { return 1.0f; }
  let r = tm_trig(x);
  var v: f32;
  if ((r.q & 1u) == 0u) { v = tm_cos_k(r.hi, r.lo); } else { v = tm_sin_k(r.hi, r.lo); }
  return select(v, -v, r.q == 1u || r.q == 2u);
}`,
  },
  jtan: {
    deps: ['isnan_f32', 'isinf_f32', 'tm_trig', 'tm_sin_k', 'tm_cos_k', 'fdiv'],
    code: `fn jtan(x: f32) -> f32 {
  if (isnan_f32(x) || isinf_f32(x)) { return ${NAN}; }
  if (abs(x) < ${f32c(2 ** -12)}) { return x; }
  let r = tm_trig(x);
  let s = tm_sin_k(r.hi, r.lo);
  let c = tm_cos_k(r.hi, r.lo);
  if ((r.q & 1u) == 0u) { return fdiv(s, c); }
  return fdiv(-c, s);
}`,
  },
};
