// ==== checked ====
/* tutti kernel 'mandelbrot', rank 2, dialect c-openmp: generated, do not edit. */
/* bounds checks: on, 1 access(es) hoisted to block checks */
/* lanes: 16 items at a time */
#include <stdint.h>
#include <stdbool.h>
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#ifdef __FAST_MATH__
#error "tutti: -ffast-math changes results (NaN, -0, rounding); remove it from TUTTI_CFLAGS"
#endif
#define TT_EXPORT __attribute__((visibility("default")))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-trapping-math")
#endif

/* this thread's first out-of-bounds access in its current block of work items */
static _Thread_local int32_t tt_oob_set, tt_oob_site;
static _Thread_local int64_t tt_oob_index;
/* error words: [0] taken, [1] site, [2..3] index, [4] cancel flag, [5..6] key (the block's first item) */
static void tt_oob_publish(int32_t *err, int64_t key) {
  tt_oob_set = 0;
  #pragma omp critical(tt_oob)
  {
    int64_t kept = (int64_t)(((uint64_t)(uint32_t)err[6] << 32) | (uint32_t)err[5]);
    if (err[0] == 0 || key < kept) {
      err[1] = tt_oob_site;
      err[2] = (int32_t)(uint32_t)((uint64_t)tt_oob_index & 0xffffffffu);
      err[3] = (int32_t)(uint32_t)((uint64_t)tt_oob_index >> 32);
      err[5] = (int32_t)(uint32_t)((uint64_t)key & 0xffffffffu);
      err[6] = (int32_t)(uint32_t)((uint64_t)key >> 32);
      err[0] = 1;
    }
  }
}
/* Records an out-of-bounds access (site, index): the first of its work item (docs/errors.md). */
static inline void tt_oob(int32_t *err, int32_t site, int64_t i) {
  (void)err;
  if (!tt_oob_set) {
    tt_oob_set = 1;
    tt_oob_site = site;
    tt_oob_index = i;
  }
}
/* JS ToInt32 (and, reinterpreted, ToUint32): truncate, wrap modulo 2^32, NaN/Infinity -> 0. */
static inline int32_t tt_toi32(double x) {
  if (x > -2147483649.0 && x < 2147483648.0) return (int32_t)x;
  if (x != x || isinf(x)) return 0;
  double m = fmod(trunc(x), 4294967296.0);
  if (m < 0) m += 4294967296.0;
  return (int32_t)(uint32_t)m;
}
static inline uint32_t tt_tou32(double x) { return (uint32_t)tt_toi32(x); }
/* Hoisted bounds checks: b + c*j stays in [0, n) for every j in [lo, hi) (an empty range passes). */
static inline bool tt_range_ok(__int128 b, __int128 c, int32_t lo, int32_t hi, int64_t n) {
  if (hi <= lo) return true;
  __int128 a0 = b + c * lo, a1 = b + c * (hi - 1);
  return (a0 < a1 ? a0 : a1) >= 0 && (a0 < a1 ? a1 : a0) < n;
}
static inline int32_t tt_clz32(uint32_t x) { return x == 0 ? 32 : (int32_t)(__builtin_clz(x)); }
static inline int32_t tt_abs_i32(int32_t x) { return x < 0 ? (int32_t)(0u - (uint32_t)x) : x; }
static inline int32_t tt_sign_i32(int32_t x) { return x > 0 ? 1 : x < 0 ? -1 : 0; }
static inline uint32_t tt_sign_u32(uint32_t x) { return x > 0 ? 1u : 0u; }

/* Math.round: halves toward +Infinity, -0 kept for (-0.5, -0]. */
static inline float tt_round_f32(float x) {
  float r = floorf(x);
  if (x - r >= (float)0.5) r += 1.0f;
  return r == 0 ? copysignf(r, x) : r;
}
static inline float tt_min_f32(float a, float b) {
  if (a < b) return a;
  if (b < a) return b;
  if (a == b) return signbit(a) ? a : b;
  return ((float)NAN);
}
static inline float tt_max_f32(float a, float b) {
  if (a > b) return a;
  if (b > a) return b;
  if (a == b) return signbit(a) ? b : a;
  return ((float)NAN);
}
static inline float tt_sign_f32(float x) { return x > 0 ? 1.0f : x < 0 ? -1.0f : x; }
/* JS: 1 ** NaN and (+-1) ** (+-Infinity) are NaN (C says 1). */
static inline float tt_pow_f32(float x, float y) {
  if (y != y) return ((float)NAN);
  if (fabsf(x) == 1.0f && isinf(y)) return ((float)NAN);
  return powf(x, y);
}
/* Number -> bool: 0, -0 and NaN are false. */
static inline bool tt_truthy_f32(float x) { return x != 0 && x == x; }


/* Math.round: halves toward +Infinity, -0 kept for (-0.5, -0]. */
static inline double tt_round_f64(double x) {
  double r = floor(x);
  if (x - r >= (double)0.5) r += 1.0;
  return r == 0 ? copysign(r, x) : r;
}
static inline double tt_min_f64(double a, double b) {
  if (a < b) return a;
  if (b < a) return b;
  if (a == b) return signbit(a) ? a : b;
  return ((double)NAN);
}
static inline double tt_max_f64(double a, double b) {
  if (a > b) return a;
  if (b > a) return b;
  if (a == b) return signbit(a) ? b : a;
  return ((double)NAN);
}
static inline double tt_sign_f64(double x) { return x > 0 ? 1.0 : x < 0 ? -1.0 : x; }
/* JS: 1 ** NaN and (+-1) ** (+-Infinity) are NaN (C says 1). */
static inline double tt_pow_f64(double x, double y) {
  if (y != y) return ((double)NAN);
  if (fabs(x) == 1.0 && isinf(y)) return ((double)NAN);
  return pow(x, y);
}
/* Number -> bool: 0, -0 and NaN are false. */
static inline bool tt_truthy_f64(double x) { return x != 0 && x == x; }


static inline int32_t tt_idiv_i32(int32_t a, int32_t b) {
  if (b == 0) return 0;
  if (b == -1) return (int32_t)(0u - (uint32_t)a);
  return a / b;
}
static inline int32_t tt_irem_i32(int32_t a, int32_t b) {
  if (b == 0) return 0;
  if (b == -1) return 0;
  return a % b;
}
static inline int32_t tt_min_i32(int32_t a, int32_t b) { return a < b ? a : b; }
static inline int32_t tt_max_i32(int32_t a, int32_t b) { return a > b ? a : b; }


static inline uint32_t tt_idiv_u32(uint32_t a, uint32_t b) {
  if (b == 0) return 0;
  return a / b;
}
static inline uint32_t tt_irem_u32(uint32_t a, uint32_t b) {
  if (b == 0) return 0;
  return a % b;
}
static inline uint32_t tt_min_u32(uint32_t a, uint32_t b) { return a < b ? a : b; }
static inline uint32_t tt_max_u32(uint32_t a, uint32_t b) { return a > b ? a : b; }


static inline int32_t tt_ld_i32(const int32_t *a, int64_t n, int64_t i, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return a[(uint32_t)i];
  tt_oob(err, site, i);
  return 0;
}
static inline void tt_st_i32(int32_t *a, int64_t n, int64_t i, int32_t v, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) a[(uint32_t)i] = v;
  else tt_oob(err, site, i);
}


static inline uint32_t tt_ld_u32(const uint32_t *a, int64_t n, int64_t i, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return a[(uint32_t)i];
  tt_oob(err, site, i);
  return 0;
}
static inline void tt_st_u32(uint32_t *a, int64_t n, int64_t i, uint32_t v, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) a[(uint32_t)i] = v;
  else tt_oob(err, site, i);
}


static inline float tt_ld_f32(const float *a, int64_t n, int64_t i, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return a[(uint32_t)i];
  tt_oob(err, site, i);
  return 0;
}
static inline void tt_st_f32(float *a, int64_t n, int64_t i, float v, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) a[(uint32_t)i] = v;
  else tt_oob(err, site, i);
}


static inline double tt_ld_f64(const double *a, int64_t n, int64_t i, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return a[(uint32_t)i];
  tt_oob(err, site, i);
  return 0;
}
static inline void tt_st_f64(double *a, int64_t n, int64_t i, double v, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) a[(uint32_t)i] = v;
  else tt_oob(err, site, i);
}

static inline int32_t tt_at_add_i32(int32_t *p, int32_t v) {
  return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST);
}
static inline int32_t tt_atc_add_i32(int32_t *a, int64_t n, int64_t i, int32_t v, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return tt_at_add_i32(a + (uint32_t)i, v);
  tt_oob(err, site, i);
  return 0;
}
static inline int32_t tt_at_sub_i32(int32_t *p, int32_t v) {
  return __atomic_fetch_sub(p, v, __ATOMIC_SEQ_CST);
}
static inline int32_t tt_atc_sub_i32(int32_t *a, int64_t n, int64_t i, int32_t v, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return tt_at_sub_i32(a + (uint32_t)i, v);
  tt_oob(err, site, i);
  return 0;
}
static inline int32_t tt_at_and_i32(int32_t *p, int32_t v) {
  return __atomic_fetch_and(p, v, __ATOMIC_SEQ_CST);
}
static inline int32_t tt_atc_and_i32(int32_t *a, int64_t n, int64_t i, int32_t v, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return tt_at_and_i32(a + (uint32_t)i, v);
  tt_oob(err, site, i);
  return 0;
}
static inline int32_t tt_at_or_i32(int32_t *p, int32_t v) {
  return __atomic_fetch_or(p, v, __ATOMIC_SEQ_CST);
}
static inline int32_t tt_atc_or_i32(int32_t *a, int64_t n, int64_t i, int32_t v, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return tt_at_or_i32(a + (uint32_t)i, v);
  tt_oob(err, site, i);
  return 0;
}
static inline int32_t tt_at_xor_i32(int32_t *p, int32_t v) {
  return __atomic_fetch_xor(p, v, __ATOMIC_SEQ_CST);
}
static inline int32_t tt_atc_xor_i32(int32_t *a, int64_t n, int64_t i, int32_t v, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return tt_at_xor_i32(a + (uint32_t)i, v);
  tt_oob(err, site, i);
  return 0;
}
static inline int32_t tt_at_exchange_i32(int32_t *p, int32_t v) {
  return __atomic_exchange_n(p, v, __ATOMIC_SEQ_CST);
}
static inline int32_t tt_atc_exchange_i32(int32_t *a, int64_t n, int64_t i, int32_t v, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return tt_at_exchange_i32(a + (uint32_t)i, v);
  tt_oob(err, site, i);
  return 0;
}
static inline int32_t tt_at_compareExchange_i32(int32_t *p, int32_t e, int32_t r) {
  __atomic_compare_exchange_n(p, &e, r, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  return e;
}
static inline int32_t tt_atc_compareExchange_i32(int32_t *a, int64_t n, int64_t i, int32_t e, int32_t r, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return tt_at_compareExchange_i32(a + (uint32_t)i, e, r);
  tt_oob(err, site, i);
  return 0;
}
static inline int32_t tt_at_load_i32(int32_t *p) {
  return __atomic_load_n(p, __ATOMIC_SEQ_CST);
}
static inline int32_t tt_atc_load_i32(int32_t *a, int64_t n, int64_t i, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return tt_at_load_i32(a + (uint32_t)i);
  tt_oob(err, site, i);
  return 0;
}
static inline int32_t tt_at_store_i32(int32_t *p, int32_t v) {
  __atomic_store_n(p, v, __ATOMIC_SEQ_CST);
  return v;
}
static inline int32_t tt_atc_store_i32(int32_t *a, int64_t n, int64_t i, int32_t v, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return tt_at_store_i32(a + (uint32_t)i, v);
  tt_oob(err, site, i);
  return 0;
}
static inline uint32_t tt_at_add_u32(uint32_t *p, uint32_t v) {
  return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST);
}
static inline uint32_t tt_atc_add_u32(uint32_t *a, int64_t n, int64_t i, uint32_t v, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return tt_at_add_u32(a + (uint32_t)i, v);
  tt_oob(err, site, i);
  return 0;
}
static inline uint32_t tt_at_sub_u32(uint32_t *p, uint32_t v) {
  return __atomic_fetch_sub(p, v, __ATOMIC_SEQ_CST);
}
static inline uint32_t tt_atc_sub_u32(uint32_t *a, int64_t n, int64_t i, uint32_t v, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return tt_at_sub_u32(a + (uint32_t)i, v);
  tt_oob(err, site, i);
  return 0;
}
static inline uint32_t tt_at_and_u32(uint32_t *p, uint32_t v) {
  return __atomic_fetch_and(p, v, __ATOMIC_SEQ_CST);
}
static inline uint32_t tt_atc_and_u32(uint32_t *a, int64_t n, int64_t i, uint32_t v, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return tt_at_and_u32(a + (uint32_t)i, v);
  tt_oob(err, site, i);
  return 0;
}
static inline uint32_t tt_at_or_u32(uint32_t *p, uint32_t v) {
  return __atomic_fetch_or(p, v, __ATOMIC_SEQ_CST);
}
static inline uint32_t tt_atc_or_u32(uint32_t *a, int64_t n, int64_t i, uint32_t v, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return tt_at_or_u32(a + (uint32_t)i, v);
  tt_oob(err, site, i);
  return 0;
}
static inline uint32_t tt_at_xor_u32(uint32_t *p, uint32_t v) {
  return __atomic_fetch_xor(p, v, __ATOMIC_SEQ_CST);
}
static inline uint32_t tt_atc_xor_u32(uint32_t *a, int64_t n, int64_t i, uint32_t v, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return tt_at_xor_u32(a + (uint32_t)i, v);
  tt_oob(err, site, i);
  return 0;
}
static inline uint32_t tt_at_exchange_u32(uint32_t *p, uint32_t v) {
  return __atomic_exchange_n(p, v, __ATOMIC_SEQ_CST);
}
static inline uint32_t tt_atc_exchange_u32(uint32_t *a, int64_t n, int64_t i, uint32_t v, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return tt_at_exchange_u32(a + (uint32_t)i, v);
  tt_oob(err, site, i);
  return 0;
}
static inline uint32_t tt_at_compareExchange_u32(uint32_t *p, uint32_t e, uint32_t r) {
  __atomic_compare_exchange_n(p, &e, r, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  return e;
}
static inline uint32_t tt_atc_compareExchange_u32(uint32_t *a, int64_t n, int64_t i, uint32_t e, uint32_t r, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return tt_at_compareExchange_u32(a + (uint32_t)i, e, r);
  tt_oob(err, site, i);
  return 0;
}
static inline uint32_t tt_at_load_u32(uint32_t *p) {
  return __atomic_load_n(p, __ATOMIC_SEQ_CST);
}
static inline uint32_t tt_atc_load_u32(uint32_t *a, int64_t n, int64_t i, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return tt_at_load_u32(a + (uint32_t)i);
  tt_oob(err, site, i);
  return 0;
}
static inline uint32_t tt_at_store_u32(uint32_t *p, uint32_t v) {
  __atomic_store_n(p, v, __ATOMIC_SEQ_CST);
  return v;
}
static inline uint32_t tt_atc_store_u32(uint32_t *a, int64_t n, int64_t i, uint32_t v, int32_t site, int32_t *err) {
  if ((int64_t)(uint32_t)i < n) return tt_at_store_u32(a + (uint32_t)i, v);
  tt_oob(err, site, i);
  return 0;
}

/* one work item: the kernel body; `return` ends this item only */
static inline void tt_item(int32_t i0, int32_t i1, int32_t i2, uint32_t *a_out, int64_t n_out, int32_t p_w, int32_t p_h, int32_t p_maxIter, int32_t *tt_err) {
  (void)i0; (void)i1; (void)i2;
  float v_x0 = ((float)0.0);
  float v_y0 = ((float)0.0);
  float v_x = ((float)0.0);
  float v_y = ((float)0.0);
  int32_t v_k = 0;
  float v_xt = ((float)0.0);
  v_x0 = (((((float)(i1)) / ((float)(p_w))) * ((float)3.5)) - ((float)2.5));
  v_y0 = (((((float)(i0)) / ((float)(p_h))) * ((float)2.0)) - ((float)1.0));
  v_x = ((float)0.0);
  v_y = ((float)0.0);
  v_k = 0;
  for (; ((int32_t)((((v_x * v_x) + (v_y * v_y)) <= ((float)4.0))) & (int32_t)((v_k < p_maxIter))); ) {
    v_xt = (((v_x * v_x) - (v_y * v_y)) + v_x0);
    v_y = (((((float)2.0) * v_x) * v_y) + v_y0);
    v_x = v_xt;
    v_k = ((int32_t)((uint32_t)(v_k) + (uint32_t)(1)));
  }
  tt_st_u32(a_out, n_out, (int64_t)(((int32_t)((uint32_t)(((int32_t)((uint32_t)(i0) * (uint32_t)(p_w)))) + (uint32_t)(i1)))), ((uint32_t)(v_k)), 0, tt_err);
}

/* the same work item with the hoisted accesses unchecked (their block passed tt_block_ok) */
static inline void tt_item_fast(int32_t i0, int32_t i1, int32_t i2, uint32_t *a_out, int64_t n_out, int32_t p_w, int32_t p_h, int32_t p_maxIter, int32_t *tt_err) {
  (void)i0; (void)i1; (void)i2;
  float v_x0 = ((float)0.0);
  float v_y0 = ((float)0.0);
  float v_x = ((float)0.0);
  float v_y = ((float)0.0);
  int32_t v_k = 0;
  float v_xt = ((float)0.0);
  v_x0 = (((((float)(i1)) / ((float)(p_w))) * ((float)3.5)) - ((float)2.5));
  v_y0 = (((((float)(i0)) / ((float)(p_h))) * ((float)2.0)) - ((float)1.0));
  v_x = ((float)0.0);
  v_y = ((float)0.0);
  v_k = 0;
  for (; ((int32_t)((((v_x * v_x) + (v_y * v_y)) <= ((float)4.0))) & (int32_t)((v_k < p_maxIter))); ) {
    v_xt = (((v_x * v_x) - (v_y * v_y)) + v_x0);
    v_y = (((((float)2.0) * v_x) * v_y) + v_y0);
    v_x = v_xt;
    v_k = ((int32_t)((uint32_t)(v_k) + (uint32_t)(1)));
  }
  a_out[((int64_t)p_w * (int64_t)i0 + (int64_t)i1)] = ((uint32_t)(v_k));
}

/* hoisted bounds checks: affine indices checked once per block of the innermost index */
static inline bool tt_block_ok(int32_t i0, int32_t i1, int32_t i2, uint32_t *a_out, int64_t n_out, int32_t p_w, int32_t p_h, int32_t p_maxIter, int32_t tt_lo, int32_t tt_hi) {
  (void)i0; (void)i1; (void)i2;
  if (!tt_range_ok(((__int128)0) + ((__int128)1LL * (__int128)p_w) * i0, ((__int128)1LL), tt_lo, tt_hi, n_out)) return false;
  return true;
}

/* the hoisted bounds checks over the whole launch (then no block checks) */
static inline bool tt_launch_ok(int32_t i0, int32_t i1, int32_t i2, uint32_t *a_out, int64_t n_out, int32_t p_w, int32_t p_h, int32_t p_maxIter, int32_t tt_n0, int32_t tt_n1) {
  (void)i0; (void)i1; (void)i2;
  __int128 tt_min, tt_max, tt_t;
  tt_min = tt_max = ((__int128)0);
  tt_t = ((__int128)1LL * (__int128)p_w) * (__int128)(tt_n0 - 1); if (tt_t < 0) tt_min += tt_t; else tt_max += tt_t;
  tt_t = ((__int128)1LL) * (__int128)(tt_n1 - 1); if (tt_t < 0) tt_min += tt_t; else tt_max += tt_t;
  if (tt_min < 0 || tt_max >= n_out) return false;
  return true;
}

/* lanes: the stored arrays must not overlap the others (each lane then touches only its own elements) */
static inline bool tt_disjoint(const void *a, int64_t na, const void *b, int64_t nb) {
  const uintptr_t x = (uintptr_t)a, y = (uintptr_t)b;
  return x + (uintptr_t)na <= y || y + (uintptr_t)nb <= x;
}

/* tt_nl (<= 16) consecutive work items of the innermost index as lanes: locals per lane, masks for if/loops */
static inline __attribute__((always_inline)) bool tt_lanes_n(int32_t i0, int32_t tt_ib, int32_t i2, uint32_t *a_out, int64_t n_out, int32_t p_w, int32_t p_h, int32_t p_maxIter, int32_t *tt_err, int32_t tt_nl) {
  (void)i0; (void)i2; (void)tt_ib; (void)tt_err;
  float v_x0[16] = {0};
  float v_y0 = 0;
  float v_x[16] = {0};
  float v_y[16] = {0};
  int32_t v_k[16] = {0};
  float v_xt[16] = {0};
  int32_t tt_m1[16];
  #pragma omp simd
  for (int32_t tt_l = 0; tt_l < tt_nl; tt_l++) {
    const int32_t i1 = tt_ib + tt_l;
    v_x0[tt_l] = (((((float)(i1)) / ((float)(p_w))) * ((float)3.5)) - ((float)2.5));
  }
  v_y0 = (((((float)(i0)) / ((float)(p_h))) * ((float)2.0)) - ((float)1.0));
  #pragma omp simd
  for (int32_t tt_l = 0; tt_l < tt_nl; tt_l++) {
    v_x[tt_l] = ((float)0.0);
    v_y[tt_l] = ((float)0.0);
    v_k[tt_l] = 0;
  }
  #pragma omp simd
  for (int32_t tt_l = 0; tt_l < tt_nl; tt_l++) {
    tt_m1[tt_l] = 1;
  }
  for (;;) {
    int32_t tt_any1 = 0;
    #pragma omp simd reduction(|:tt_any1)
    for (int32_t tt_l = 0; tt_l < tt_nl; tt_l++) {
      tt_m1[tt_l] &= (int32_t)(((int32_t)((((v_x[tt_l] * v_x[tt_l]) + (v_y[tt_l] * v_y[tt_l])) <= ((float)4.0))) & (int32_t)((v_k[tt_l] < p_maxIter))));
      tt_any1 |= tt_m1[tt_l];
    }
    if (!tt_any1) break;
    #pragma omp simd
    for (int32_t tt_l = 0; tt_l < tt_nl; tt_l++) {
      v_xt[tt_l] = tt_m1[tt_l] ? (((v_x[tt_l] * v_x[tt_l]) - (v_y[tt_l] * v_y[tt_l])) + v_x0[tt_l]) : v_xt[tt_l];
      v_y[tt_l] = tt_m1[tt_l] ? (((((float)2.0) * v_x[tt_l]) * v_y[tt_l]) + v_y0) : v_y[tt_l];
      v_x[tt_l] = tt_m1[tt_l] ? v_xt[tt_l] : v_x[tt_l];
      v_k[tt_l] = tt_m1[tt_l] ? ((int32_t)((uint32_t)(v_k[tt_l]) + (uint32_t)(1))) : v_k[tt_l];
    }
  }
  #pragma omp simd
  for (int32_t tt_l = 0; tt_l < tt_nl; tt_l++) {
    const int32_t i1 = tt_ib + tt_l;
    a_out[((int64_t)p_w * (int64_t)i0 + (int64_t)i1)] = ((uint32_t)(v_k[tt_l]));
  }
  return true;
}

static inline bool tt_lanes(int32_t i0, int32_t tt_ib, int32_t i2, uint32_t *a_out, int64_t n_out, int32_t p_w, int32_t p_h, int32_t p_maxIter, int32_t *tt_err) {
  return tt_lanes_n(i0, tt_ib, i2, a_out, n_out, p_w, p_h, p_maxIter, tt_err, 16);
}
static inline bool tt_lanes_tail(int32_t i0, int32_t tt_ib, int32_t i2, uint32_t *a_out, int64_t n_out, int32_t p_w, int32_t p_h, int32_t p_maxIter, int32_t *tt_err, int32_t tt_nl) {
  return tt_lanes_n(i0, tt_ib, i2, a_out, n_out, p_w, p_h, p_maxIter, tt_err, tt_nl);
}

TT_EXPORT void tutti_kernel(int32_t n0, int32_t n1, int32_t n2, int32_t tt_threads, int32_t *tt_err, uint32_t *a_out, int64_t n_out, int32_t p_w, int32_t p_h, int32_t p_maxIter) {
#ifdef _OPENMP
  int tt_nt = tt_threads > 0 ? tt_threads : omp_get_num_procs();
#else
  int tt_nt = 1;
  (void)tt_threads;
#endif
  const int64_t tt_block = 32768;
  const int64_t tt_nb = ((int64_t)n1 + tt_block - 1) / tt_block;
  const bool tt_lanes_ok = true;
  const bool tt_all_ok = tt_launch_ok(0, 0, 0, a_out, n_out, p_w, p_h, p_maxIter, n0, n1);
  (void)tt_nt;
  const int64_t tt_tasks = (int64_t)n0 * tt_nb;
  if (tt_all_ok && tt_lanes_ok) {
    const int64_t tt_rw = (int64_t)n0 / ((int64_t)tt_nt * 4);
    const int64_t tt_rows = tt_rw < 1 ? 1 : tt_rw > 16 ? 16 : tt_rw;
    const int64_t tt_nr = ((int64_t)n0 + tt_rows - 1) / tt_rows;
    if (tt_nt > 1 && tt_nr * tt_nb > 1) {
      #pragma omp parallel for collapse(2) num_threads(tt_nt) schedule(dynamic, 1)
      for (int64_t tt_t = 0; tt_t < tt_nr; tt_t++) {
        for (int64_t tt_b = 0; tt_b < tt_nb; tt_b++) {
          const int32_t tt_lo = (int32_t)(tt_b * tt_block);
          const int32_t tt_end = (int32_t)((int64_t)tt_lo + tt_block < n1 ? (int64_t)tt_lo + tt_block : n1);
          const int32_t tt_r0 = (int32_t)(tt_t * tt_rows);
          const int32_t tt_r1 = (int32_t)(tt_r0 + tt_rows < n0 ? tt_r0 + tt_rows : n0);
          const int32_t i2 = 0;
          int32_t tt_c = tt_lo;
          for (; tt_c + 16 <= tt_end; tt_c += 16) {
            const int32_t tt_hi = tt_c + 16;
            for (int32_t i0 = tt_r0; i0 < tt_r1; i0++) {
              int32_t i1 = tt_c;
              if (tt_lanes(i0, i1, i2, a_out, n_out, p_w, p_h, p_maxIter, tt_err)) i1 = tt_hi;
              for (; i1 < tt_hi; i1++) tt_item_fast(i0, i1, i2, a_out, n_out, p_w, p_h, p_maxIter, tt_err);
              if (__builtin_expect(tt_oob_set, 0)) tt_oob_publish(tt_err, ((int64_t)i0 * n1 + tt_c));
            }
          }
          if (tt_c < tt_end) {
            const int32_t tt_hi = tt_end;
            for (int32_t i0 = tt_r0; i0 < tt_r1; i0++) {
              int32_t i1 = tt_c;
              if (tt_lanes_tail(i0, i1, i2, a_out, n_out, p_w, p_h, p_maxIter, tt_err, tt_hi - i1)) i1 = tt_hi;
              for (; i1 < tt_hi; i1++) tt_item_fast(i0, i1, i2, a_out, n_out, p_w, p_h, p_maxIter, tt_err);
              if (__builtin_expect(tt_oob_set, 0)) tt_oob_publish(tt_err, ((int64_t)i0 * n1 + tt_c));
            }
          }
        }
      }
    } else {
      for (int64_t tt_t = 0; tt_t < tt_nr; tt_t++) {
        for (int64_t tt_b = 0; tt_b < tt_nb; tt_b++) {
          const int32_t tt_lo = (int32_t)(tt_b * tt_block);
          const int32_t tt_end = (int32_t)((int64_t)tt_lo + tt_block < n1 ? (int64_t)tt_lo + tt_block : n1);
          const int32_t tt_r0 = (int32_t)(tt_t * tt_rows);
          const int32_t tt_r1 = (int32_t)(tt_r0 + tt_rows < n0 ? tt_r0 + tt_rows : n0);
          const int32_t i2 = 0;
          int32_t tt_c = tt_lo;
          for (; tt_c + 16 <= tt_end; tt_c += 16) {
            const int32_t tt_hi = tt_c + 16;
            for (int32_t i0 = tt_r0; i0 < tt_r1; i0++) {
              int32_t i1 = tt_c;
              if (tt_lanes(i0, i1, i2, a_out, n_out, p_w, p_h, p_maxIter, tt_err)) i1 = tt_hi;
              for (; i1 < tt_hi; i1++) tt_item_fast(i0, i1, i2, a_out, n_out, p_w, p_h, p_maxIter, tt_err);
              if (__builtin_expect(tt_oob_set, 0)) tt_oob_publish(tt_err, ((int64_t)i0 * n1 + tt_c));
            }
          }
          if (tt_c < tt_end) {
            const int32_t tt_hi = tt_end;
            for (int32_t i0 = tt_r0; i0 < tt_r1; i0++) {
              int32_t i1 = tt_c;
              if (tt_lanes_tail(i0, i1, i2, a_out, n_out, p_w, p_h, p_maxIter, tt_err, tt_hi - i1)) i1 = tt_hi;
              for (; i1 < tt_hi; i1++) tt_item_fast(i0, i1, i2, a_out, n_out, p_w, p_h, p_maxIter, tt_err);
              if (__builtin_expect(tt_oob_set, 0)) tt_oob_publish(tt_err, ((int64_t)i0 * n1 + tt_c));
            }
          }
        }
      }
    }
  } else if (tt_nt > 1 && tt_tasks > 1) {
    #pragma omp parallel for collapse(2) num_threads(tt_nt) schedule(dynamic, 1)
    for (int32_t i0 = 0; i0 < n0; i0++) {
      for (int64_t tt_b = 0; tt_b < tt_nb; tt_b++) {
        const int32_t tt_lo = (int32_t)(tt_b * tt_block);
        const int32_t tt_hi = (int32_t)((int64_t)tt_lo + tt_block < n1 ? (int64_t)tt_lo + tt_block : n1);
        const int32_t i2 = 0;
        if (tt_all_ok || tt_block_ok(i0, 0, 0, a_out, n_out, p_w, p_h, p_maxIter, tt_lo, tt_hi)) {
          int32_t i1 = tt_lo;
          if (tt_lanes_ok) for (; i1 + 16 <= tt_hi; i1 += 16) if (!tt_lanes(i0, i1, i2, a_out, n_out, p_w, p_h, p_maxIter, tt_err)) break;
          if (tt_lanes_ok && i1 < tt_hi && tt_hi - i1 < 16 && tt_lanes_tail(i0, i1, i2, a_out, n_out, p_w, p_h, p_maxIter, tt_err, tt_hi - i1)) i1 = tt_hi;
          for (; i1 < tt_hi; i1++) tt_item_fast(i0, i1, i2, a_out, n_out, p_w, p_h, p_maxIter, tt_err);
        } else {
          for (int32_t i1 = tt_lo; i1 < tt_hi; i1++) tt_item(i0, i1, i2, a_out, n_out, p_w, p_h, p_maxIter, tt_err);
        }
        if (__builtin_expect(tt_oob_set, 0)) tt_oob_publish(tt_err, ((int64_t)i0 * n1 + tt_lo));
      }
    }
  } else {
    for (int32_t i0 = 0; i0 < n0; i0++) {
      for (int64_t tt_b = 0; tt_b < tt_nb; tt_b++) {
        const int32_t tt_lo = (int32_t)(tt_b * tt_block);
        const int32_t tt_hi = (int32_t)((int64_t)tt_lo + tt_block < n1 ? (int64_t)tt_lo + tt_block : n1);
        const int32_t i2 = 0;
        if (tt_all_ok || tt_block_ok(i0, 0, 0, a_out, n_out, p_w, p_h, p_maxIter, tt_lo, tt_hi)) {
          int32_t i1 = tt_lo;
          if (tt_lanes_ok) for (; i1 + 16 <= tt_hi; i1 += 16) if (!tt_lanes(i0, i1, i2, a_out, n_out, p_w, p_h, p_maxIter, tt_err)) break;
          if (tt_lanes_ok && i1 < tt_hi && tt_hi - i1 < 16 && tt_lanes_tail(i0, i1, i2, a_out, n_out, p_w, p_h, p_maxIter, tt_err, tt_hi - i1)) i1 = tt_hi;
          for (; i1 < tt_hi; i1++) tt_item_fast(i0, i1, i2, a_out, n_out, p_w, p_h, p_maxIter, tt_err);
        } else {
          for (int32_t i1 = tt_lo; i1 < tt_hi; i1++) tt_item(i0, i1, i2, a_out, n_out, p_w, p_h, p_maxIter, tt_err);
        }
        if (__builtin_expect(tt_oob_set, 0)) tt_oob_publish(tt_err, ((int64_t)i0 * n1 + tt_lo));
      }
    }
  }
}
