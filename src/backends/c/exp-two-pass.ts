/**
 * f32 Math.exp in two passes: a fast vectorised evaluation with a rounding test, then the exact
 * fdlibm port (js-exact-math.ts) only where the test fails. The exact port is division-bound and
 * keeps a kernel like `a * exp(b) + sqrt(c)` compute-bound; this pass is not.
 *
 * `tt_exp_f32_fast(x, unsure)` computes e^x in double with error under 2^-39.7 of the result (the
 * wasm backend's f32 exp, math/exp-log.ts: x = k ln2 + r, a degree-8 Chebyshev fit of e^r, 2^k from
 * the shifted k's bits; FMAs where the target has them, the bound holds either way), rounds it to
 * float, and ORs 1 into `*unsure` unless that float is certainly Math.fround(Math.exp(x)):
 *  - the 29 bits that the f32 rounding drops lie within 2^15 units of their half (2^28): the
 *    exact value (and V8's double, within one ulp of it) may then round the other way (about one
 *    argument in 2^13). Below 2^-126 (an f32 subnormal, a multiple of 2^-149) the bits tested
 *    are those of y + 2^-126, whose f32 grid is the same;
 *  - x is NaN (js gives the canonical NaN, 0x7fc00000, which the exact port reproduces).
 * |x| is clamped to 110 on its bits (beyond, the f32 result is 0 or Infinity either way), so 2^k
 * and the result stay normal doubles.
 *
 * GCC turns a per-lane fallback inside the item loop into a select that computes both paths, so
 * the fallback is a second pass: the independent item loop (own-items.ts) runs in chunks of
 * `EXP_CHUNK` items; each chunk runs its items with the fast exp, ORing their flags into one word,
 * and if any is set, runs the chunk again with the exact exp. Running an item again is only sound
 * when it reads nothing that it (or another item) stores: `twoPassExp` requires that no stored
 * array is loaded; independent items store only at their own index, and nothing else has effects.
 * Helpers that touch no array (Black-Scholes's `cnd`) are allowed: each gets a copy for the fast
 * pass (`fastHelperName`) whose exps and helper calls pass the flag on.
 */
import type { Expr, KernelIR, Stmt } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';
import type { CDialect } from './dialect.js';

/** Items per chunk of the two-pass loop: about one chunk in 128 runs again (one exp each). */
export const EXP_CHUNK = 64;

/** The item function's flag pointer in the fast pass. */
export const UNSURE = 'tt_unsure';

/** The fast helper's name, called `tt_exp_f32_fast(x, tt_unsure)`. */
export const FAST_EXP_F32 = 'tt_exp_f32_fast';

/** The fast exp's C definition (after `tt_exp_f32`'s: the same qualifier). */
export function fastExpF32Helper(qualifier: string): string {
  return `
/* e^x in double to 2^-39.7, rounded to float; *unsure |= 1 where that may not be js's float (exp-two-pass.ts) */
#if defined(__FMA__) || defined(__ARM_FEATURE_FMA)
#define TT_MA(a, b, c) __builtin_fma((a), (b), (c))
#else
#define TT_MA(a, b, c) ((a) * (b) + (c))
#endif
${qualifier} __attribute__((always_inline)) float ${FAST_EXP_F32}(float xf, uint32_t *unsure) {
  uint32_t xb;
  __builtin_memcpy(&xb, &xf, sizeof xb);
  uint32_t ax = xb & 0x7fffffffu;
  uint32_t cb = (ax < 0x42dc0000u ? ax : 0x42dc0000u) | (xb & 0x80000000u); /* |x| <= 110 */
  float xcf;
  __builtin_memcpy(&xcf, &cb, sizeof xcf);
  double xc = (double)xcf;
  double kd = TT_MA(xc, 1.4426950408889634, 6755399441055744.0); /* 1.5 * 2^52 + k */
  double kf = kd - 6755399441055744.0;
  double r = TT_MA(kf, -0.6931471805599453, xc);
  double p = 2.4876164165064054e-5;
  p = TT_MA(p, r, 0.00019915867069298518);
  p = TT_MA(p, r, 0.0013888821677373743);
  p = TT_MA(p, r, 0.008333266097692854);
  p = TT_MA(p, r, 0.041666666890958284);
  p = TT_MA(p, r, 0.1666666689104706);
  p = TT_MA(p, r, 0.49999999999797934);
  p = TT_MA(p, r, 0.9999999999797851);
  p = TT_MA(p, r, 1.0);
  uint64_t kb;
  __builtin_memcpy(&kb, &kd, sizeof kb);
  uint64_t tb = (kb + 1023u) << 52; /* 2^k: the low bits of kd are k + 2^51 */
  double twok;
  __builtin_memcpy(&twok, &tb, sizeof twok);
  double y = p * twok;
  /* below 2^-126 the float is subnormal, a multiple of 2^-149: y + 2^-126 puts that grid in the
     29 low bits (y's error is under 2^12.3 of their units there too, the addition's under 1) */
  double ys = y + (y < 0x1p-126 ? 0x1p-126 : 0.0); /* a select of constants: no trap to keep */
  uint64_t yb;
  __builtin_memcpy(&yb, &ys, sizeof yb);
  uint32_t nearHalf = (uint32_t)(((yb + (32768u - 0x10000000u)) & 0x1fffffffu) < 65536u);
  uint32_t nan = (uint32_t)(ax > 0x7f800000u);
  *unsure |= nearHalf | nan;
  return (float)y;
}
#undef TT_MA`;
}

/** Whether `k` (its body or a helper) calls Math.exp on an f32. */
export function callsExpF32(k: KernelIR): boolean {
  let found = false;
  const scan = (e: Expr) => {
    if (e.kind === 'call' && e.fn === 'exp' && e.type === 'f32') found = true;
  };
  visit(k.body, scan);
  for (const f of k.functions) visit(f.body, scan);
  return found;
}

/** The name of helper `f`'s copy for the fast pass (its exps fast, one more parameter: the flag). */
export const fastHelperName = (cName: string): string => `${cName}_fx`;

/**
 * Whether the independent items of `k` (own-items.ts) run their f32 exps in two passes: `k` calls
 * one, the dialect has the exact helper, and no array that `k` stores is also loaded (so running
 * an item again computes from the same inputs).
 */
export function twoPassExp(d: CDialect, k: KernelIR, independent: boolean): boolean {
  if (!independent || !d.jsExactF32Math || !callsExpF32(k)) return false;
  const loaded = new Set<string>();
  const stored = new Set<string>();
  visit(
    k.body,
    (e: Expr) => {
      if (e.kind === 'load') loaded.add(e.array);
      else if (e.kind === 'atomic') stored.add(e.array);
    },
    (s: Stmt) => {
      if (s.kind === 'store') stored.add(s.array);
    },
  );
  for (const a of stored) if (loaded.has(a)) return false;
  return true;
}
