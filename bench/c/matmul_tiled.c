/*
 * Hand-written C reference for bench/workgroups.ts: tiled matrix multiply (16 x 16 tiles), the
 * same algorithm as the work-group kernel there, with the same summation order as the naive one
 * (k ascending), so all results are bit-identical.
 *
 *   void tutti_ref_matmul_tiled(int32_t threads, const float *a, const float *b, float *c, int32_t n);
 *
 * Row-major n x n, n a multiple of 16; one OpenMP task per 16 x 16 tile of c.
 */
#include <stdint.h>
#include <omp.h>

#define T 16

__attribute__((visibility("default")))
void tutti_ref_matmul_tiled(int32_t threads, const float *a, const float *b, float *c, int32_t n) {
  int nt = threads > 0 ? threads : omp_get_num_procs();
  int32_t nb = n / T;
  #pragma omp parallel for collapse(2) num_threads(nt) schedule(static)
  for (int32_t bi = 0; bi < nb; bi++) {
    for (int32_t bj = 0; bj < nb; bj++) {
      float acc[T][T] = {{0}};
      float as[T][T], bs[T][T];
      for (int32_t t = 0; t < nb; t++) {
        for (int i = 0; i < T; i++) {
          for (int j = 0; j < T; j++) {
            as[i][j] = a[(bi * T + i) * n + t * T + j];
            bs[i][j] = b[(t * T + i) * n + bj * T + j];
          }
        }
        for (int i = 0; i < T; i++) {
          for (int k = 0; k < T; k++) {
            const float x = as[i][k];
            for (int j = 0; j < T; j++) acc[i][j] += x * bs[k][j];
          }
        }
      }
      for (int i = 0; i < T; i++)
        for (int j = 0; j < T; j++) c[(bi * T + i) * n + bj * T + j] = acc[i][j];
    }
  }
}
