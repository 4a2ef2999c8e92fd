/*
 * The OpenBLAS reference of bench/ops's matmul row, timed from C: a loop around cblas_sgemm on
 * 64-byte-aligned copies of A and B made here, one untimed warm-up call, then `reps` calls, each
 * timed with CLOCK_MONOTONIC into ms[rep]. The library is the one tt.matmul calls (dlopen of the
 * same path returns the same loaded instance, so both use the same OpenBLAS thread pool and
 * thread count); nothing of tutti, koffi or JS memory is on the timed path.
 *
 *   void tutti_ref_sgemm_loop(int32_t threads, const uint8_t *blas_path, int32_t n, int32_t reps,
 *                             const float *a, const float *b, float *c, double *ms);
 */
#include <dlfcn.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef void (*sgemm_fn)(int, int, int, int, int, int, float, const float *, int, const float *, int, float,
                         float *, int);

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

__attribute__((visibility("default")))
void tutti_ref_sgemm_loop(int32_t threads, const uint8_t *blas_path, int32_t n, int32_t reps, const float *a,
                          const float *b, float *c, double *ms) {
  (void)threads; /* OpenBLAS's pool is process-wide: the same threads tt.matmul uses */
  const char *blas = (const char *)blas_path; /* NUL-terminated */
  void *lib = dlopen(blas, RTLD_NOW | RTLD_NOLOAD);
  if (!lib) lib = dlopen(blas, RTLD_NOW);
  sgemm_fn sgemm = lib ? (sgemm_fn)dlsym(lib, "cblas_sgemm") : 0;
  size_t bytes = (size_t)n * (size_t)n * sizeof(float);
  float *A = 0, *B = 0, *C = 0;
  if (!sgemm || posix_memalign((void **)&A, 64, bytes) || posix_memalign((void **)&B, 64, bytes) ||
      posix_memalign((void **)&C, 64, bytes)) {
    for (int32_t r = 0; r < reps; r++) ms[r] = -1;
    free(A);
    free(B);
    return;
  }
  memcpy(A, a, bytes);
  memcpy(B, b, bytes);
  memset(C, 0, bytes);
  /* row-major (101), no transposes (111) */
  sgemm(101, 111, 111, n, n, n, 1.0f, A, n, B, n, 0.0f, C, n);
  for (int32_t r = 0; r < reps; r++) {
    double t0 = now_ms();
    sgemm(101, 111, 111, n, n, n, 1.0f, A, n, B, n, 0.0f, C, n);
    ms[r] = now_ms() - t0;
  }
  memcpy(c, C, bytes);
  free(A);
  free(B);
  free(C);
}
