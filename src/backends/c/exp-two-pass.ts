/**
 * f32 Math.exp in two passes: a fast vectorised evaluation with a rounding test, then the exact
 * fdlibm port (js-exact-math.ts) only where the test fails. The exact port is division-bound and
 * keeps a kernel like `a * exp(b) + sqrt(c)` compute-bound; this pass is not.
 *
 * `tt_exp_f32_fast(x, unsure)` computes e^x in double with error under 2^-43.8 of the result
 * (table-driven: x = k ln2/64 + r, 2^(k/64) from a 64-entry table and k's bits, a degree-4
 * polynomial for e^r; the bound is derived at `fastExpF32Helper`; FMAs where the target has them,
 * the bound holds either way), rounds it to float, and sets bit 63 of `*unsure` (an OR of
 * unsigned 64-bit words, no compare or mask per item) unless that float is certainly
 * Math.fround(Math.exp(x)), i.e. where the 29 bits that the f32 rounding drops lie within NEAR_HALF
 * (2^10) units of their half (2^28): the exact value (and V8's double, within one ulp of it) may
 * then round the other way (about one argument in 2^18). Arguments whose result is an f32 subnormal
 * (below 2^-126: x in [-104, -87.33); below -104 the float is 0, which y < 2^-150 rounds to) are
 * replaced by a hard case, so they are always unsure: the exact port gives them. A NaN x is
 * clamped like any other (to 110 with its sign) and its float then ORed with 0x7fc00000: js's
 * canonical NaN (the exact port's too) from Infinity or 0 alike, no flag. |x| is clamped to 110
 * on its bits (beyond, the f32 result is 0 or Infinity either way), so 2^k and the result stay
 * normal doubles.
 *
 * Proof beyond the bound: over all 2^32 f32 arguments the fast float, wherever bit 63 is clear,
 * is the exact port's bits (checked exhaustively in C on the emitted text, with FMA and with
 * -mno-fma: 0 mismatches; flagged: 2 057 / 2 054 hard cases, no NaN, and the 2 184 970
 * arguments of the subnormal band).
 *
 * Only where the target has FMA (x86-64 with FMA and AVX2, AArch64: the `TT_EXP_TWO_PASS` gate,
 * decided by the C preprocessor on the actual flags): without FMA and 256-bit integer vectors the
 * two passes were slower than the exact port alone, which the loop then runs directly.
 *
 * GCC turns a per-lane fallback inside the item loop into a select that computes both paths, so
 * the fallback is a second pass: the independent item loop (own-items.ts) runs in chunks of
 * `EXP_CHUNK` items; each chunk runs its items with the fast exp, ORing their flags into one word,
 * and if its bit 63 is set, runs the chunk again with the exact exp. Running an item again is only
 * sound when it reads nothing that it (or another item) stores: `twoPassExp` requires that no
 * stored array is loaded; independent items store only at their own index, and nothing else has
 * effects. Helpers that touch no array (Black-Scholes's `cnd`) are allowed: each gets a copy for the
 * fast pass (`fastHelperName`) whose exps and helper calls pass the flag on.
 */
import type { Expr, KernelIR, Stmt } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';
import type { CDialect } from './dialect.js';

/**
 * Items per chunk of the two-pass loop: about one chunk in 2^10 runs again (one exact exp per
 * item); 256 rather than 64 halves the chunk's loop and reduction overhead per item.
 */
export const EXP_CHUNK = 256;

/** The item function's flag pointer in the fast pass. */
export const UNSURE = 'tt_unsure';

/** The flag word's C type: the fast exp ORs a 64-bit word into it, bit 63 meaning unsure. */
export const UNSURE_TYPE = 'uint64_t';

/** The C condition that some item of the chunk was unsure. */
export const unsureSet = (flag: string): string => `(${flag} >> 63) != 0`;

/** The preprocessor condition under which the two-pass loop is compiled (defined by the helper). */
export const TWO_PASS_GATE = 'TT_EXP_TWO_PASS';

/** The fast helper's name, called `tt_exp_f32_fast(x, tt_unsure)`. */
export const FAST_EXP_F32 = 'tt_exp_f32_fast';

/**
 * The rounding test's half-width, in units of the double's last place: the dropped 29 bits must
 * lie more than this from their half (2^28). The evaluation's error is under 2^-43.8 of the result,
 * under 2^9.2 such units (y < 2^53 units), and V8's double is within one unit of e^x: 2^10 leaves
 * the test sound with room. About one argument in 2^18 is unsure (one 64-item chunk in 2^12).
 */
const NEAR_HALF = 1024;

/**
 * The argument that stands in for those with subnormal results (x in [-104, -87.33)): a hard case
 * (x = 2^-24 (1 - 2^-21), e^x 120 units of 2^-52 below 1 + 2^-24, the half between two floats: well
 * inside the 2^10-unit window, whatever the evaluation's error), so the chunk runs again exactly.
 */
const SUBNORMAL_STAND_IN = '0x337ffff8';

/**
 * The fast exp's C definition (after `tt_exp_f32`'s: the same qualifier). e^x = 2^(k/64) e^r with
 * k = round(x 64/ln2), r = x - k ln2/64, |r| <= ln2/128 (plus 2^-46.7 from ln2/64's rounding
 * times |k| <= 10159); e^r by its Taylor polynomial of degree 4 (remainder under
 * e^|r| |r|^5/120 < 2^-44.5 relative, Horner's roundings under 2^-51); 2^(j/64), j = k mod 64,
 * from a 64-entry table of doubles (each within 2^-52.5), stored less j << 46 so that adding the
 * low 18 bits of the shifted k's bits shifted left by 46 (k's j into bits 46..51, cancelled; k >> 6
 * into the exponent, modulo 2^12) gives 2^(k/64) (the scheme of ARM's optimized-routines exp).
 * The product's rounding adds 2^-53: under 2^-44.2 in all. Without FMA (TT_MA a multiply and an
 * add) r gains under 2^-47 more: under 2^-44.0. The bound used, 2^-43.8, covers both.
 *
 * The flag: t = (y's bits + NEAR_HALF - 2^28) mod 2^29 is under 2 NEAR_HALF exactly where the
 * dropped bits lie within NEAR_HALF of 2^28; t - 2 NEAR_HALF, computed in uint64_t, wraps to at
 * least 2^64 - 2^11 (bit 63 set) exactly then and is under 2^29 (bit 63 clear) otherwise, so ORing
 * it into the chunk's word sets bit 63 iff some item is unsure (the low bits mean nothing).
 */
export function fastExpF32Helper(qualifier: string): string {
  return `
/* e^x in double to 2^-43.8, rounded to float; bit 63 of *unsure set where that may not be js's float
   (exp-two-pass.ts); the two passes only where the target has FMA, else the exact port alone */
#if (defined(__x86_64__) && defined(__FMA__) && defined(__AVX2__)) || (defined(__aarch64__) && defined(__ARM_FEATURE_FMA))
#define ${TWO_PASS_GATE} 1
#else
#define ${TWO_PASS_GATE} 0
#endif
#if defined(__FMA__) || defined(__ARM_FEATURE_FMA)
#define TT_MA(a, b, c) __builtin_fma((a), (b), (c))
#else
#define TT_MA(a, b, c) ((a) * (b) + (c))
#endif
/* 2^(j/64)'s bits less j << 46, j = 0..63 */
static const uint64_t tt_exp2_64[64] __attribute__((unused)) = {
    0x3ff0000000000000ull, 0x3fefec9a3e778061ull, 0x3fefd9b0d3158574ull, 0x3fefc74518759bc8ull,
    0x3fefb5586cf9890full, 0x3fefa3ec32d3d1a2ull, 0x3fef9301d0125b51ull, 0x3fef829aaea92de0ull,
    0x3fef72b83c7d517bull, 0x3fef635beb6fcb75ull, 0x3fef54873168b9aaull, 0x3fef463b88628cd6ull,
    0x3fef387a6e756238ull, 0x3fef2b4565e27cddull, 0x3fef1e9df51fdee1ull, 0x3fef1285a6e4030bull,
    0x3fef06fe0a31b715ull, 0x3feefc08b26416ffull, 0x3feef1a7373aa9cbull, 0x3feee7db34e59ff7ull,
    0x3feedea64c123422ull, 0x3feed60a21f72e2aull, 0x3feece086061892dull, 0x3feec6a2b5c13cd0ull,
    0x3feebfdad5362a27ull, 0x3feeb9b2769d2ca7ull, 0x3feeb42b569d4f82ull, 0x3feeaf4736b527daull,
    0x3feeab07dd485429ull, 0x3feea76f15ad2148ull, 0x3feea47eb03a5585ull, 0x3feea23882552225ull,
    0x3feea09e667f3bcdull, 0x3fee9fb23c651a2full, 0x3fee9f75e8ec5f74ull, 0x3fee9feb564267c9ull,
    0x3feea11473eb0187ull, 0x3feea2f336cf4e62ull, 0x3feea589994cce13ull, 0x3feea8d99b4492edull,
    0x3feeace5422aa0dbull, 0x3feeb1ae99157736ull, 0x3feeb737b0cdc5e5ull, 0x3feebd829fde4e50ull,
    0x3feec49182a3f090ull, 0x3feecc667b5de565ull, 0x3feed503b23e255dull, 0x3feede6b5579fdbfull,
    0x3feee89f995ad3adull, 0x3feef3a2b84f15fbull, 0x3feeff76f2fb5e47ull, 0x3fef0c1e904bc1d2ull,
    0x3fef199bdd85529cull, 0x3fef27f12e57d14bull, 0x3fef3720dcef9069ull, 0x3fef472d4a07897cull,
    0x3fef5818dcfba487ull, 0x3fef69e603db3285ull, 0x3fef7c97337b9b5full, 0x3fef902ee78b3ff6ull,
    0x3fefa4afa2a490daull, 0x3fefba1bee615a27ull, 0x3fefd0765b6e4540ull, 0x3fefe7c1819e90d8ull
};
${qualifier} __attribute__((always_inline)) float ${FAST_EXP_F32}(float xf, ${UNSURE_TYPE} *unsure) {
  uint32_t xb;
  __builtin_memcpy(&xb, &xf, sizeof xb);
  uint32_t ax = xb & 0x7fffffffu;
  uint32_t cb = (ax < 0x42dc0000u ? ax : 0x42dc0000u) | (xb & 0x80000000u); /* |x| <= 110 */
  /* x in [-104, -87.33): a subnormal result; x becomes ${SUBNORMAL_STAND_IN}, whose result is always unsure */
  cb = xb > 0xc2aea8f6u && xb <= 0xc2d00000u ? ${SUBNORMAL_STAND_IN}u : cb;
  float xcf;
  __builtin_memcpy(&xcf, &cb, sizeof xcf);
  double xc = (double)xcf;
  double kd = TT_MA(xc, 92.33248261689366, 6755399441055744.0); /* 1.5 * 2^52 + k, k = round(x 64/ln2) */
  double kf = kd - 6755399441055744.0;
  double r = TT_MA(kf, -0.010830424696249145, xc); /* x - k ln2/64 */
  double p = TT_MA(r, 0.041666666666666664, 0.16666666666666666);
  p = TT_MA(p, r, 0.5);
  p = TT_MA(p, r, 1.0);
  p = TT_MA(p, r, 1.0);
  uint64_t kb;
  __builtin_memcpy(&kb, &kd, sizeof kb);
  uint64_t sb = tt_exp2_64[kb & 63u] + (kb << 46); /* 2^(k/64): the low bits of kd are k + 2^51 */
  double s;
  __builtin_memcpy(&s, &sb, sizeof s);
  double y = p * s;
  uint64_t yb;
  __builtin_memcpy(&yb, &y, sizeof yb);
  *unsure |= ((yb + (${NEAR_HALF}u - 0x10000000u)) & 0x1fffffffu) - ${2 * NEAR_HALF}u; /* bit 63: unsure */
  float out = (float)y;
  uint32_t ob;
  __builtin_memcpy(&ob, &out, sizeof ob);
  ob |= (int32_t)ax > 0x7f800000 ? 0x7fc00000u : 0u; /* NaN: clamped to +-110 above, Infinity or 0 here */
  __builtin_memcpy(&out, &ob, sizeof out);
  return out;
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
