/**
 * tutti's WGSL atan, atan2, asin and acos on f32: atan by range reduction and a polynomial,
 * atan2 with JS's zeros, infinities and quadrants and exact scaling of its quotient (tiny or huge
 * ratios, subnormal operands), asin and acos through atan.
 */
import { f32c, f32pair, type Helper } from './wgsl-helper.js';

const NAN = 'bitcast<f32>(tt_nan_bits)';
const [PI_H, PI_L] = f32pair(Math.PI);
const [PIO2_H, PIO2_L] = f32pair(Math.PI / 2);

export const INVERSE_HELPERS: Readonly<Record<string, Helper>> = {
  jatan: {
    deps: ['isnan_f32', 'nofma', 'tm_two_prod', 'tm_two_sum', 'fdiv'],
    code: `// Math.atan: |x| reduced to [0, tan(π/8)] (x, (x - 1)/(x + 1) or -1/x, with the reduced argument's
// rounding error kept as a correction), then an odd polynomial (Cephes' atanf coefficients, a
// minimax fit); tiny arguments are their own atan.
fn jatan(v: f32) -> f32 {
  if (isnan_f32(v) || abs(v) < ${f32c(2 ** -12)}) { return v; }
  var x = abs(v);
  var y = 0.0f;
  var yl = 0.0f;
  if (x > 2.414213562373095f) {
    y = ${PIO2_H};
    yl = ${PIO2_L};
    let t = fdiv(-1.0f, x);
    if (x < ${f32c(2 ** 40)}) {
      let tp = tm_two_prod(t, x);
      yl = yl + nofma(fdiv(nofma(nofma(-1.0f - tp.x) - tp.y), x));
    }
    x = t;
  } else if (x > 0.4142135623730950f) {
    y = 0.7853981633974483f;
    yl = ${f32c(Math.PI / 4 - Math.fround(Math.PI / 4))};
    let num = x - 1.0f;
    let den = tm_two_sum(x, 1.0f);
    let t = fdiv(num, den.x);
    let tp = tm_two_prod(t, den.x);
    let res = nofma(nofma(nofma(num - tp.x) - tp.y) - nofma(t * den.y));
    yl = yl + fdiv(nofma(fdiv(res, den.x)), nofma(1.0f + nofma(t * t)));
    x = t;
  }
  let z = nofma(x * x);
  var p = nofma(8.05374449538e-2f * z) - 1.38776856032e-1f;
  p = nofma(p * z) + 1.99777106478e-1f;
  p = nofma(p * z) - 3.33329491539e-1f;
  p = nofma(nofma(p * z) * x) + yl;
  y = y + nofma(x + p);
  return select(y, -y, v < 0.0f);
}`,
  },
  jatan2: {
    deps: ['isnan_f32', 'isinf_f32', 'jatan', 'tm_split', 'tm_ldexp', 'nofma', 'fdiv'],
    code: `// Math.atan2(y, x) with JS's zeros, infinities and quadrants; the quotient |y/x| is formed from
// the significands and scaled on the bits, so subnormal operands and extreme ratios are exact.
fn jatan2(y: f32, x: f32) -> f32 {
  if (isnan_f32(y) || isnan_f32(x)) { return ${NAN}; }
  let negX = (bitcast<u32>(x) & 0x80000000u) != 0u;
  let yz = (bitcast<u32>(y) & 0x7fffffffu) == 0u;
  let xz = (bitcast<u32>(x) & 0x7fffffffu) == 0u;
  var r: f32;
  if (isinf_f32(x) && isinf_f32(y)) {
    r = select(0.7853981633974483f, 2.356194490192345f, negX);
  } else if (yz || isinf_f32(x)) {
    r = select(0.0f, ${PI_H}, negX);
  } else if (xz || isinf_f32(y)) {
    r = ${PIO2_H};
  } else {
    let sy = tm_split(y);
    let sx = tm_split(x);
    let d = sy.e - sx.e;
    if (d > 60) {
      r = ${PIO2_H};
    } else {
      let q = tm_ldexp(fdiv(sy.m, sx.m), d);
      if (d < -60) { r = q; } else { r = jatan(q); }
    }
    if (negX) { r = nofma(${PI_H} - r) + ${PI_L}; }
  }
  return bitcast<f32>(bitcast<u32>(r) | (bitcast<u32>(y) & 0x80000000u));
}`,
  },
  jasin: {
    deps: ['isnan_f32', 'jatan', 'nofma', 'tm_two_prod', 'fdiv', 'fsqrt'],
    code: `// Math.asin(x) = atan(x / sqrt((1 - x)(1 + x))).
fn jasin(x: f32) -> f32 {
  let a = abs(x);
  if (isnan_f32(x) || a > 1.0f) { return ${NAN}; }
  if (a < ${f32c(2 ** -12)}) { return x; }
  if (a == 1.0f) { return select(${PIO2_H}, -${PIO2_H}, x < 0.0f); }
  // 1 - a^2 with a^2 as an exact pair
  let aa = tm_two_prod(a, a);
  let r = jatan(fdiv(a, fsqrt(nofma(nofma(1.0f - aa.x) - aa.y))));
  return select(r, -r, x < 0.0f);
}`,
  },
  jacos: {
    deps: ['isnan_f32', 'jatan', 'nofma', 'fdiv', 'fsqrt'],
    code: `// Math.acos(x) = 2 atan(sqrt((1 - x) / (1 + x))).
fn jacos(x: f32) -> f32 {
  if (isnan_f32(x) || abs(x) > 1.0f) { return ${NAN}; }
  if (x == -1.0f) { return ${PI_H}; }
  return 2.0f * jatan(fsqrt(fdiv(nofma(1.0f - x), nofma(1.0f + x))));
}`,
  },
};
