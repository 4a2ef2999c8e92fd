/*
 * The sqrt chain out[i] = sqrt(x[i]² + y[i]²) · 0.5 + 1 in f32, OpenMP over elements.
 *   void tutti_ref_sqrt_chain(int32_t threads, int32_t n, const float *x, const float *y, float *out)
 */
#include <math.h>
#include <stdint.h>
#include <omp.h>

void tutti_ref_sqrt_chain(int32_t threads, int32_t n, const float *x, const float *y, float *out) {
  int nt = threads > 0 ? threads : omp_get_num_procs();
#pragma omp parallel for num_threads(nt) schedule(static)
  for (int32_t i = 0; i < n; i++) out[i] = sqrtf(x[i] * x[i] + y[i] * y[i]) * 0.5f + 1.0f;
}
