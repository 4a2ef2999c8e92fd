/*
 * Hand-written C reference for the benchmark: saxpy (16M f32), the `saxpy` workload of
 * demo/workloads.ts: y[i] = a * x[i] + y[i].
 *
 *   void tutti_ref_saxpy(int32_t threads, int32_t n, float a, const float *x, float *y);
 *
 * threads: OpenMP threads, 0 = all cores (bench/c-reference.ts passes settings().threads).
 * n: elements (x.length).
 */
#include <stdint.h>
#include <omp.h>

__attribute__((visibility("default")))
void tutti_ref_saxpy(int32_t threads, int32_t n, float a, const float *x, float *y) {
  int nt = threads > 0 ? threads : omp_get_num_procs();
  #pragma omp parallel for num_threads(nt) schedule(static)
  for (int32_t i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}
