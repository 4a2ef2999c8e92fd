/*
 * STREAM (McCalpin) in C for bench/stream.ts, f64 like STREAM, built with the native backend's
 * compiler and flags and run on all cores (threads = 0) with OpenMP, static schedule as STREAM:
 *   op 0 copy  c[i] = a[i]
 *   op 1 saxpy y[i] = s * x[i] + y[i]      (arrays: x = a, y = b)
 *   op 2 triad a[i] = b[i] + s * c[i]
 * Each of `reps` passes is timed in C (CLOCK_MONOTONIC) into ms[rep], after one untimed pass.
 *
 *   void tutti_ref_stream(int32_t threads, int32_t op, int32_t n, int32_t reps,
 *                         double *a, double *b, double *c, double s, double *ms);
 */
#include <omp.h>
#include <stdint.h>
#include <time.h>

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static void pass(int nt, int32_t op, int32_t n, double *restrict a, double *restrict b, double *restrict c,
                 double s) {
  if (op == 0) {
#pragma omp parallel for num_threads(nt) schedule(static)
    for (int32_t i = 0; i < n; i++) c[i] = a[i];
  } else if (op == 1) {
#pragma omp parallel for num_threads(nt) schedule(static)
    for (int32_t i = 0; i < n; i++) b[i] = s * a[i] + b[i];
  } else {
#pragma omp parallel for num_threads(nt) schedule(static)
    for (int32_t i = 0; i < n; i++) a[i] = b[i] + s * c[i];
  }
}

__attribute__((visibility("default")))
void tutti_ref_stream(int32_t threads, int32_t op, int32_t n, int32_t reps, double *a, double *b, double *c,
                      double s, double *ms) {
  int nt = threads > 0 ? threads : omp_get_num_procs();
  pass(nt, op, n, a, b, c, s);
  for (int32_t r = 0; r < reps; r++) {
    double t0 = now_ms();
    pass(nt, op, n, a, b, c, s);
    ms[r] = now_ms() - t0;
  }
}
