/**
 * tutti's WGSL sinh, cosh, tanh, asinh, acosh and atanh on f32, from the exp and log cores
 * (math-core.ts) and expm1/log1p (math-exp-log.ts): no cancellation near 0, no overflow of
 * intermediate values near the top of the range (sinh(89) is finite, asinh(1e20) is 46.74).
 */
import { f32c, type Helper } from './wgsl-helper.js';

const NAN = 'bitcast<f32>(tt_nan_bits)';
const INF = 'bitcast<f32>(tt_inf_bits)';
const TINY = f32c(2 ** -12);
const BIG = f32c(2 ** 12);

export const HYPER_HELPERS: Readonly<Record<string, Helper>> = {
  jsinh: {
    deps: ['isnan_f32', 'jexpm1', 'tm_exp_core', 'tm_ldexp', 'fdiv'],
    code: `// Math.sinh: (t + t / (t + 1)) / 2 with t = expm1(|x|); e^|x| / 2 from |x| = 12 on.
fn jsinh(x: f32) -> f32 {
  let a = abs(x);
  if (isnan_f32(x) || a < ${TINY}) { return x; }
  var r: f32;
  if (a < 12.0f) {
    let t = jexpm1(a);
    r = 0.5f * (t + fdiv(t, t + 1.0f));
  } else if (a < 90.0f) {
    let c = tm_exp_core(a);
    r = tm_ldexp(c.m, c.n - 1);
  } else {
    r = ${INF};
  }
  return select(r, -r, x < 0.0f);
}`,
  },
  jcosh: {
    deps: ['isnan_f32', 'jexp', 'tm_exp_core', 'tm_ldexp', 'fdiv'],
    code: `// Math.cosh: (e + 1/e) / 2; e^|x| / 2 from |x| = 12 on.
fn jcosh(x: f32) -> f32 {
  let a = abs(x);
  if (isnan_f32(x)) { return x; }
  if (a < ${TINY}) { return 1.0f; }
  if (a < 12.0f) {
    let e = jexp(a);
    return 0.5f * (e + fdiv(1.0f, e));
  }
  if (a < 90.0f) {
    let c = tm_exp_core(a);
    return tm_ldexp(c.m, c.n - 1);
  }
  return ${INF};
}`,
  },
  jtanh: {
    deps: ['isnan_f32', 'jexpm1', 'fdiv'],
    code: `// Math.tanh = t / (t + 2) with t = expm1(2|x|); ±1 from |x| = 9.5 on.
fn jtanh(x: f32) -> f32 {
  let a = abs(x);
  if (isnan_f32(x) || a < ${TINY}) { return x; }
  var r = 1.0f;
  if (a < 9.5f) {
    let t = jexpm1(2.0f * a);
    r = fdiv(t, t + 2.0f);
  }
  return select(r, -r, x < 0.0f);
}`,
  },
  jasinh: {
    deps: [
      'isnan_f32',
      'isinf_f32',
      'jlog',
      'jlog1p',
      'tm_log2_dd',
      'tm_ln_dd',
      'tm_two_sum',
      'fdiv',
      'fsqrt',
    ],
    code: `// Math.asinh: log1p(a + a^2 / (1 + sqrt(1 + a^2))) below 2, log(2a + 1 / (a + sqrt(a^2 + 1)))
// below 2^12, log(a) + ln 2 above.
fn jasinh(x: f32) -> f32 {
  let a = abs(x);
  if (isnan_f32(x) || isinf_f32(x) || a < ${TINY}) { return x; }
  var r: f32;
  if (a < 2.0f) {
    let a2 = a * a;
    r = jlog1p(a + fdiv(a2, 1.0f + fsqrt(1.0f + a2)));
  } else if (a < ${BIG}) {
    r = jlog(2.0f * a + fdiv(1.0f, a + fsqrt(a * a + 1.0f)));
  } else {
    let l = tm_log2_dd(a);
    let s = tm_two_sum(l.x, 1.0f);
    r = tm_ln_dd(vec2<f32>(s.x, s.y + l.y), 0.0f);
  }
  return select(r, -r, x < 0.0f);
}`,
  },
  jacosh: {
    deps: ['isnan_f32', 'jlog', 'jlog1p', 'tm_log2_dd', 'tm_ln_dd', 'tm_two_sum', 'fdiv', 'fsqrt'],
    code: `// Math.acosh: log1p(t + sqrt(2t + t^2)) with t = x - 1 below 2, log(2x - 1 / (x + sqrt(x^2 - 1)))
// below 2^12, log(x) + ln 2 above.
fn jacosh(x: f32) -> f32 {
  if (isnan_f32(x) || x < 1.0f) { return ${NAN}; }
  if (x == ${INF}) { return x; }
  if (x < 2.0f) {
    let t = x - 1.0f;
    return jlog1p(t + fsqrt(2.0f * t + t * t));
  }
  if (x < ${BIG}) { return jlog(2.0f * x - fdiv(1.0f, x + fsqrt(x * x - 1.0f))); }
  let l = tm_log2_dd(x);
  let s = tm_two_sum(l.x, 1.0f);
  return tm_ln_dd(vec2<f32>(s.x, s.y + l.y), 0.0f);
}`,
  },
  jatanh: {
    deps: ['isnan_f32', 'jlog1p', 'fdiv'],
    code: `// Math.atanh = log1p(2a / (1 - a)) / 2 (2a + 2a^2 / (1 - a) below 1/2, exact for small a).
fn jatanh(x: f32) -> f32 {
  let a = abs(x);
  if (isnan_f32(x) || a > 1.0f) { return ${NAN}; }
  if (a < ${TINY}) { return x; }
  var r: f32;
  if (a == 1.0f) {
    r = ${INF};
  } else if (a < 0.5f) {
    r = 0.5f * jlog1p(2.0f * a + fdiv(2.0f * a * a, 1.0f - a));
  } else {
    r = 0.5f * jlog1p(fdiv(2.0f * a, 1.0f - a));
  }
  return select(r, -r, x < 0.0f);
}`,
  },
};
