/*
 * Hand-written C reference for bench/ops: the f32 sum of n elements with an OpenMP reduction,
 * built with the same compiler and flags as native kernels.
 *
 *   void tutti_ref_sum(int32_t threads, int32_t n, const float *x, float *out);
 */
#include <stdint.h>
#include <omp.h>

__attribute__((visibility("default")))
void tutti_ref_sum(int32_t threads, int32_t n, const float *x, float *out) {
  int nt = threads > 0 ? threads : omp_get_num_procs();
  float s = 0.0f;
  #pragma omp parallel for num_threads(nt) schedule(static) reduction(+:s)
  for (int32_t i = 0; i < n; i++) s += x[i];
  out[0] = s;
}
