/**
 * f32 Math functions in C that give exactly the js backend's bits, `Math.fround(Math.f(x))`, and
 * that the compiler vectorises (libm's `expf` does neither: it is a call per item, and it rounds
 * differently from JS's f64 exp rounded to f32 for about one f32 argument in 13 000).
 *
 * `tt_exp_f32` is V8's Math.exp (fdlibm's __ieee754_exp, which V8 uses unchanged) written without
 * a branch, evaluated in double with the same operations in the same order, so its double result
 * is V8's bit for bit, then rounded to float once as Math.fround does. Branch-free because:
 *  - an f32 argument beyond ±200 gives 0 or Infinity whatever its value, so |x| is clamped there
 *    (on the f32 bits: NaN included, restored at the end) and fdlibm's overflow, underflow and
 *    subnormal-scale branches never apply (2^k stays a normal double);
 *  - fdlibm's three reduction cases (k = 0 below 0.5 ln2, ±1 below 1.5 ln2, the rounded quotient
 *    above) give the same k and the same double operations on every f32 argument as the general
 *    case `k = (int)(x/ln2 ± 0.5)`: k = 0 makes hi = x, lo = 0, and the k = 0 formula
 *    1 - ((x c)/(c - 2) - x) equals the general 1 - ((lo - (x c)/(2 - c)) - hi) bit for bit;
 *  - fdlibm returns the double e for exp(1), one ulp from what the formula gives, which rounds
 *    to the same float.
 * `tt_log_f32` is V8's Math.log (fdlibm's __ieee754_log) the same way: an f32 argument is a
 * normal double, so fdlibm's subnormal scaling never applies; its k = 0 formulas equal its general
 * ones bit for bit (0 - (a - f) is f - a), so two general formulas and the |f| < 2^-20 one are
 * computed and one is picked by fdlibm's integer tests; the special arguments (±0, negatives,
 * Infinity, NaN) add -Infinity, NaN or Infinity to the value computed from |x|.
 * Every select is on integers (the bits of the argument) after or before all float operations,
 * and no select discards a computed value, so GCC if-converts the loop even under
 * -ftrapping-math. exp was checked against node's Math.exp on
 * all 2^32 f32 arguments (every one in [-200, 200], every 13th beyond), log against Math.log on
 * every positive f32 and every 97th pattern of the rest; test/backends/f32-exp-exact.test.ts
 * sweeps structured subsets of both on every run. Independent-item kernels compute f32 exp in two
 * passes instead, falling back to `tt_exp_f32` only where a fast evaluation is unsure (exp-two-pass.ts).
 */
import type { Expr, KernelIR, MathFn } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';
import type { CDialect } from './dialect.js';

const EXP_F32 = (Q: string) => `
/* Math.fround(Math.exp(x)), bit for bit: V8's fdlibm exp without branches (js-exact-math.ts). */
${Q} float tt_exp_f32(float xf) {
  uint32_t u;
  __builtin_memcpy(&u, &xf, sizeof u);
  uint32_t ua = u & 0x7fffffffu, neg = u >> 31, nan = ua > 0x7f800000u;
  uint32_t uc = (ua > 0x43480000u ? 0x43480000u : ua) | (neg << 31); /* |x| <= 200 */
  float xcf;
  __builtin_memcpy(&xcf, &uc, sizeof xcf);
  double x = (double)xcf;
  uint64_t halfb = 0x3fe0000000000000ull | ((uint64_t)neg << 63);
  double half;
  __builtin_memcpy(&half, &halfb, sizeof half);
  int32_t k = (int32_t)(1.44269504088896338700e+00 * x + half);
  double t = (double)k;
  double hi = x - t * 6.93147180369123816490e-01;
  double lo = t * 1.90821492927058770002e-10;
  double r = hi - lo;
  double r2 = r * r;
  double c = r - r2 * (1.66666666666666019037e-01 + r2 * (-2.77777777770155933842e-03 +
             r2 * (6.61375632143793436117e-05 + r2 * (-1.65339022054652515390e-06 +
             r2 * 4.13813679705723846039e-08))));
  double y = 1.0 - ((lo - (r * c) / (2.0 - c)) - hi);
  uint64_t pb = (uint64_t)(int64_t)(k + 1023) << 52;
  double twopk;
  __builtin_memcpy(&twopk, &pb, sizeof twopk);
  float out = (float)(y * twopk);
  uint32_t ob;
  __builtin_memcpy(&ob, &out, sizeof ob);
  ob |= nan ? 0x7fc00000u : 0u; /* NaN in, NaN out (the result is positive: sign bit 0) */
  __builtin_memcpy(&out, &ob, sizeof out);
  return out;
}`;

const LOG_F32 = (Q: string) => `
/* Math.fround(Math.log(x)), bit for bit: V8's fdlibm log without branches (js-exact-math.ts). */
${Q} float tt_log_f32(float xf) {
  uint32_t u;
  __builtin_memcpy(&u, &xf, sizeof u);
  uint32_t ua = u & 0x7fffffffu; /* computed on |x|; zeros, negatives, Infinity and NaN fixed at the end */
  float xa;
  __builtin_memcpy(&xa, &ua, sizeof xa);
  double x = (double)xa;
  uint64_t b;
  __builtin_memcpy(&b, &x, sizeof b);
  int32_t hx = (int32_t)(b >> 32);
  int32_t k = (hx >> 20) - 1023;
  hx &= 0x000fffff;
  int32_t i = (hx + 0x95f64) & 0x100000;
  uint64_t nb = ((uint64_t)(uint32_t)(hx | (i ^ 0x3ff00000)) << 32) | (b & 0xffffffffull);
  __builtin_memcpy(&x, &nb, sizeof x);
  k += i >> 20;
  double f = x - 1.0;
  double dk = (double)k;
  double rs = f * f * (0.5 - 0.33333333333333333 * f);
  double vs = dk * 6.93147180369123816490e-01 - ((rs - dk * 1.90821492927058770002e-10) - f);
  double s = f / (2.0 + f);
  double z = s * s;
  double w = z * z;
  double t1 = w * (3.999999999940941908e-01 + w * (2.222219843214978396e-01 + w * 1.531383769920937332e-01));
  double t2 = z * (6.666666666666735130e-01 + w * (2.857142874366239149e-01 + w * (1.818357216161805012e-01 + w * 1.479819860511658591e-01)));
  double r = t2 + t1;
  double hfsq = 0.5 * f * f;
  double v1 = dk * 6.93147180369123816490e-01 - ((hfsq - (s * (hfsq + r) + dk * 1.90821492927058770002e-10)) - f);
  double v2 = dk * 6.93147180369123816490e-01 - ((s * (f - r) - dk * 1.90821492927058770002e-10) - f);
  float fs = (float)vs, f1 = (float)v1, f2 = (float)v2;
  uint32_t bs, b1, b2;
  __builtin_memcpy(&bs, &fs, sizeof bs);
  __builtin_memcpy(&b1, &f1, sizeof b1);
  __builtin_memcpy(&b2, &f2, sizeof b2);
  /* fdlibm's cases as lane masks: |f| < 2^-20, then the sign of (hx - 0x6147a) | (0x6b851 - hx) */
  uint32_t small = 0u - (uint32_t)((0x000fffff & (2 + hx)) < 3);
  uint32_t pos = 0u - (uint32_t)((((hx - 0x6147a) | (0x6b851 - hx))) > 0);
  uint32_t ob = (bs & small) | (~small & ((b1 & pos) | (b2 & ~pos)));
  /* JS: log(±0) = -Infinity, log(negative) = NaN, log(Infinity) = Infinity, NaN stays NaN: added
     to the (finite) value computed from |x|, so that value is never dead and the loop stays
     branch-free (a select would let GCC skip it for those lanes, and then not vectorise) */
  uint32_t addb = ua == 0 ? 0xff800000u : u == 0x7f800000u ? 0x7f800000u : u > 0x7f800000u ? 0x7fc00000u : 0u;
  float add, out;
  __builtin_memcpy(&add, &addb, sizeof add);
  __builtin_memcpy(&out, &ob, sizeof out);
  out = out + add;
  return out;
}`;

/** The functions with a JS-exact f32 helper, and its C definition for a function qualifier. */
const HELPERS: Partial<Record<MathFn, (qualifier: string) => string>> = { exp: EXP_F32, log: LOG_F32 };

/** The helper computing `Math.fn` on an f32 with js's bits in dialect `d`, if it has one. */
export function jsExactF32Helper(d: CDialect, fn: MathFn): string | undefined {
  return d.jsExactF32Math && HELPERS[fn] !== undefined ? `tt_${fn}_f32` : undefined;
}

/** The f32 Math functions `k` calls that have a helper (in its body or its helper functions). */
function usedHelpers(k: KernelIR): MathFn[] {
  const used = new Set<MathFn>();
  const scan = (e: Expr) => {
    if (e.kind === 'call' && e.type === 'f32' && HELPERS[e.fn] !== undefined) used.add(e.fn);
  };
  visit(k.body, scan);
  for (const f of k.functions) visit(f.body, scan);
  return [...used].sort();
}

/** The definitions of the helpers `k` uses, for dialect `d` (empty when none: other kernels keep their code). */
export function jsExactMathHelpers(d: CDialect, k: KernelIR): string {
  if (!d.jsExactF32Math) return '';
  return usedHelpers(k)
    .map((fn) => HELPERS[fn]?.(d.fnQualifier) ?? '')
    .join('\n');
}
