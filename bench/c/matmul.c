/*
 * Hand-written C reference for the benchmark: naive matrix multiply (512 x 512 f32), the
 * `matmul` workload of demo/workloads.ts (range [n, n]).
 *
 *   void tutti_ref_matmul(int32_t threads, const float *a, const float *b, float *c, int32_t n);
 *
 * Row-major n x n; c[i*n + j] = sum over k, in order, of a[i*n + k] * b[k*n + j], in f32.
 */
#include <stdint.h>
#include <omp.h>

__attribute__((visibility("default")))
void tutti_ref_matmul(int32_t threads, const float *a, const float *b, float *c, int32_t n) {
  int nt = threads > 0 ? threads : omp_get_num_procs();
  #pragma omp parallel for num_threads(nt) schedule(static)
  for (int32_t i = 0; i < n; i++) {
    for (int32_t j = 0; j < n; j++) {
      float acc = 0.0f;
      for (int32_t k = 0; k < n; k++) acc += a[i * n + k] * b[k * n + j];
      c[i * n + j] = acc;
    }
  }
}
