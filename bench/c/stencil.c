/*
 * Hand-written C reference for the benchmark: one 5-point stencil step (2048 x 2048 f32), the
 * `stencil` workload of demo/workloads.ts (range [n, n]).
 *
 *   void tutti_ref_stencil(int32_t threads, const float *u, float *v, int32_t n, float c);
 *
 * Borders copy u; interior v[k] = u[k] + c * (u[k-1] + u[k+1] + u[k-n] + u[k+n] - 4 * u[k]).
 */
#include <stdint.h>
#include <omp.h>

__attribute__((visibility("default")))
void tutti_ref_stencil(int32_t threads, const float *u, float *v, int32_t n, float c) {
  int nt = threads > 0 ? threads : omp_get_num_procs();
  #pragma omp parallel for num_threads(nt) schedule(static)
  for (int32_t r = 0; r < n; r++) {
    for (int32_t q = 0; q < n; q++) {
      int32_t k = r * n + q;
      if (r == 0 || q == 0 || r == n - 1 || q == n - 1) v[k] = u[k];
      else v[k] = u[k] + c * (u[k - 1] + u[k + 1] + u[k - n] + u[k + n] - 4.0f * u[k]);
    }
  }
}
