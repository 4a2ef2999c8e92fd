/*
 * Hand-written C reference for the benchmark: an element-wise chain with a square root (16M f32),
 * the `chain` workload of bench/native-workloads.ts: out[i] = sqrt(x[i]^2 + y[i]^2) * 0.5 + 1.
 *
 *   void tutti_ref_chain(int32_t threads, int32_t n, const float *x, const float *y, float *out);
 */
#include <math.h>
#include <stdint.h>
#include <omp.h>

__attribute__((visibility("default")))
void tutti_ref_chain(int32_t threads, int32_t n, const float *x, const float *y, float *out) {
  int nt = threads > 0 ? threads : omp_get_num_procs();
  #pragma omp parallel for num_threads(nt) schedule(static)
  for (int32_t i = 0; i < n; i++) out[i] = sqrtf(x[i] * x[i] + y[i] * y[i]) * 0.5f + 1.0f;
}
