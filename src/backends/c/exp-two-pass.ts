/**
 * f32 Math.exp in two passes: a fast vectorised evaluation with a rounding test, then the exact
 * fdlibm port (js-exact-math.ts) only where the test fails. The exact port is division-bound and
 * keeps a kernel like `a * exp(b) + sqrt(c)` compute-bound; this pass is not.
 *
 * `tt_exp_f32_fast(x, unsure)` computes e^x in double with error under 2^-45.5 of the result
 * (x = k ln2 + r, a degree-9 polynomial for e^r, 2^k added to its bits: no table; the bound is
 * derived at `fastExpF32Helper`), rounds it to float, and sets bit 63 of `*unsure` (an OR of
 * unsigned 64-bit words, no compare or mask per item) unless that float is certainly
 * Math.fround(Math.exp(x)), i.e. where the 29 bits that the f32 rounding drops lie within NEAR_HALF
 * (2^9) units of their half (2^28): the exact value (and V8's double, within one ulp of it) may
 * then round the other way (about one argument in 2^19 of an interval like [-1, 1]). Arguments whose result is an f32 subnormal
 * (below 2^-126: x in [-104, -87.33); below -104 the float is 0, which y < 2^-150 rounds to) are
 * replaced by a hard case, so they are always unsure: the exact port gives them. A NaN x is
 * clamped like any other (to 110 with its sign) and its float then ORed with 0x7fc00000: js's
 * canonical NaN (the exact port's too) from Infinity or 0 alike, no flag. |x| is clamped to 110
 * on its bits (beyond, the f32 result is 0 or Infinity either way), so 2^k and the result stay
 * normal doubles.
 *
 * Proof beyond the bound: over all 2^32 f32 arguments the fast float, wherever bit 63 is clear,
 * is the exact port's bits (checked exhaustively in C on the emitted text, multi-threaded, built
 * with -march=native and 512-bit vectors on an AVX-512 Xeon, with -march=x86-64-v3 (AVX2 + FMA)
 * and unvectorised: 0 mismatches each; flagged: 1 024 ordinary arguments, the 2 184 970 of the
 * subnormal band, no NaN; the largest |fast y - V8's y| seen (|x| <= 88), 145 units of the last place, against
 * the bound's 181 and the window's 512).
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
 * Items per chunk of the two-pass loop: about one chunk in 2^11 runs again (one exact exp per
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
 * lie at least this far from their half (2^28). The evaluation's error is under 2^-45.5 of the
 * result, under 2^7.5 such units (y < 2^53 units), and V8's double is within one unit of e^x: 2^9
 * leaves the test sound with room. About one argument in 2^19 is unsure (one 256-item chunk in 2^11).
 */
const NEAR_HALF = 512;

/**
 * The argument that stands in for those with subnormal results (x in [-104, -87.33)): a hard case
 * (x = 2^-24 (1 - 2^-21), e^x 120 units of 2^-52 below 1 + 2^-24, the half between two floats: well
 * inside the 2^9-unit window, whatever the evaluation's error), so the chunk runs again exactly.
 */
const SUBNORMAL_STAND_IN = '0x337ffff8';

/**
 * e^r's polynomial on |r| <= ln2/2 (plus 2^-47): the degree-9 fit of least maximum relative error
 * (Remez, 200-bit arithmetic), highest coefficient first; with its coefficients rounded to double
 * its relative error is 2^-46.07 at most (on a grid of 20 001 points; its extrema are 11
 * alternating points, all on the grid to within 2^-30 relative).
 */
const POLY = [
  '2.748218893202068e-06',
  '2.4884010186296154e-05',
  '0.00019841596392768454',
  '0.0013888802828475094',
  '0.008333333002825414',
  '0.04166666703246548',
  '0.1666666666782695',
  '0.4999999999945797',
  '0.9999999999998928',
  '1.0000000000000127',
];

/**
 * GCC on an AVX-512 target: the file's loops may use 512-bit vectors, whatever
 * -mprefer-vector-width (toolchain.ts sets 256 for memory-bound loops). The fast exp is bound by
 * the vector ports, not memory: 8 doubles per instruction halve its instructions, and GCC's
 * 512-bit FMAs issue on two ports as its 256-bit ones do (E1's item loop, one thread, L2-resident:
 * 1.6 ns per item at 256 bits with the old table-driven pass, 0.85 with this one at 512). The whole
 * file, not one function: GCC does not inline an always_inline item into a function whose target
 * options differ on every version.
 */
export const WIDE_VECTORS = `#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 8 && defined(__AVX512F__)
#pragma GCC target("prefer-vector-width=512")
#endif`;

/**
 * The fast exp's C definition (after `tt_exp_f32`'s: the same qualifier). e^x = 2^k e^r with
 * k = round(x/ln2) (x/ln2 + 1.5 * 2^52 rounded: k is in its low bits), r = x - k ln2 by one FMA
 * (|r| <= ln2/2; ln2's rounding costs |k| 2^-55.3 <= 2^-48 with |k| <= 159, the FMA's 2^-55),
 * e^r by the degree-9 polynomial `POLY` in Horner form (2^-46.07 relative; each FMA rounds once,
 * under 2^-52 together), and 2^k by adding k << 52 to the result's bits: exact, and k's bits
 * modulo 2^12 are what the shift keeps (|x| <= 110 keeps 2^k e^r a normal double). No table:
 * the table-driven pass GCC vectorised with eight scalar loads and inserts per vector, more
 * instructions than the four more FMAs this one has. In all under 2^-45.5 of the result. Without FMA
 * (TT_MA a multiply and an add) the bound does not hold, but the two passes then never run.
 *
 * The flag: t = (y's bits + NEAR_HALF - 2^28) mod 2^29 is under 2 NEAR_HALF exactly where the
 * dropped bits lie within NEAR_HALF of 2^28; t - 2 NEAR_HALF, computed in uint64_t, wraps to at
 * least 2^64 - 2^10 (bit 63 set) exactly then and is under 2^29 (bit 63 clear) otherwise, so ORing
 * it into the chunk's word sets bit 63 iff some item is unsure (the low bits mean nothing).
 */
export function fastExpF32Helper(qualifier: string): string {
  const [top = '', next = '', ...rest] = POLY;
  const horner = rest.map((c) => `  p = TT_MA(p, r, ${c});`).join('\n');
  return `
/* e^x in double to 2^-45.5, rounded to float; bit 63 of *unsure set where that may not be js's float
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
  double kd = TT_MA(xc, 1.4426950408889634, 6755399441055744.0); /* 1.5 * 2^52 + k, k = round(x/ln2) */
  double kf = kd - 6755399441055744.0;
  double r = TT_MA(kf, -0.6931471805599453, xc); /* x - k ln2 */
  double p = TT_MA(r, ${top}, ${next});
${horner}
  uint64_t kb, yb;
  __builtin_memcpy(&kb, &kd, sizeof kb);
  __builtin_memcpy(&yb, &p, sizeof yb);
  yb += kb << 52; /* times 2^k: the low bits of kd are k + 2^51 */
  double y;
  __builtin_memcpy(&y, &yb, sizeof y);
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
