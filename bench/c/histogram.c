/*
 * Hand-written C reference for the benchmark: a histogram with atomic increments, the
 * `histogram` workload of demo/workloads.ts (range n = data.length).
 *
 *   void tutti_ref_histogram(int32_t threads, int32_t n, const float *data, uint32_t *bins, int32_t nb);
 *
 * data in [0, 1); bin = min(nb - 1, floor(data[i] * nb)); bins[bin] += 1 atomically.
 */
#include <math.h>
#include <stdint.h>
#include <omp.h>

__attribute__((visibility("default")))
void tutti_ref_histogram(int32_t threads, int32_t n, const float *data, uint32_t *bins, int32_t nb) {
  int nt = threads > 0 ? threads : omp_get_num_procs();
  #pragma omp parallel for num_threads(nt) schedule(static)
  for (int32_t i = 0; i < n; i++) {
    int32_t b = (int32_t)floorf(data[i] * (float)nb);
    if (b > nb - 1) b = nb - 1;
    __atomic_fetch_add(&bins[b], 1u, __ATOMIC_SEQ_CST);
  }
}
