/*
 * The native two-pass f32 exp (src/backends/c/exp-two-pass.ts) on ALL 2^32 f32 bit patterns,
 * OpenMP over blocks: wherever the fast helper leaves its flag clear, its float must be the exact
 * port's (js's) bits; every argument of the subnormal band must be flagged; every NaN must give
 * 0x7fc00000 unflagged. Prints the counts, the flagged ordinary arguments and the largest
 * |fast y - V8's y| (|x| <= 88) in units of the last place. Exit status 1 on any failure.
 * Built and run by bench/exp-two-pass-exhaustive.ts on the helper text the renderer emits.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <math.h>
#ifdef WIDE
#pragma GCC target("prefer-vector-width=512")
#endif
#include TT_HELPERS /* the emitted helpers and their y-recording copies (bench/exp-two-pass-exhaustive.ts) */
#define B 65536
int main(void) {
  uint64_t bad = 0, flagged = 0, band = 0, bandMissed = 0, nanBad = 0, maxUnits = 0; int64_t firstBad = -1;
  #pragma omp parallel for schedule(dynamic, 16) reduction(+:bad,flagged,band,bandMissed,nanBad) reduction(max:maxUnits)
  for (int64_t blk = 0; blk < (1LL << 32) / B; blk++) {
    static __thread float x[B], f[B], e[B]; static __thread uint32_t fl[B]; static __thread double yf[B], ye[B];
    for (int i = 0; i < B; i++) { uint32_t u = (uint32_t)(blk * B + i); memcpy(&x[i], &u, 4); }
    for (int i = 0; i < B; i++) { uint64_t u = 0; f[i] = tt_exp_f32_fast(x[i], &u); fl[i] = (uint32_t)(u >> 63); }
    for (int i = 0; i < B; i++) e[i] = tt_exp_f32(x[i]);
    for (int i = 0; i < B; i++) { uint64_t u = 0; (void)tt_exp_f32_fast_y(x[i], &u, &yf[i]); (void)tt_exp_f32_y(x[i], &ye[i]); }
    for (int i = 0; i < B; i++) {
      uint32_t xb, fb, eb; memcpy(&xb, &x[i], 4); memcpy(&fb, &f[i], 4); memcpy(&eb, &e[i], 4);
      int inBand = xb > 0xc2aea8f6u && xb <= 0xc2d00000u;
      if (inBand) { band++; if (!fl[i]) bandMissed++; }
      if (fl[i]) flagged++;
      else if (fb != eb) { bad++; if (firstBad < 0) firstBad = xb; }
      if (x[i] != x[i] && (fl[i] || fb != 0x7fc00000u)) nanBad++;
      /* margin: |fast y - V8's y| in units of the last place of V8's y, where both are normal and finite */
      if (!inBand && x[i] == x[i] && fabs(x[i]) <= 88.0f) {
        uint64_t a, c; memcpy(&a, &yf[i], 8); memcpy(&c, &ye[i], 8);
        uint64_t d = a > c ? a - c : c - a;
        if (d > maxUnits) maxUnits = d;
      }
    }
  }
  printf("mismatches unflagged %llu (first 0x%08llx), flagged %llu (band %llu, band missed %llu, ordinary %llu = 1 in 2^%.2f), NaN wrong %llu, max |fast y - V8 y| %llu units\n",
    (unsigned long long)bad, (unsigned long long)firstBad, (unsigned long long)flagged, (unsigned long long)band, (unsigned long long)bandMissed,
    (unsigned long long)(flagged - band), log2(4294967296.0 / (double)(flagged - band)), (unsigned long long)nanBad, (unsigned long long)maxUnits);
  return bad || bandMissed || nanBad;
}
