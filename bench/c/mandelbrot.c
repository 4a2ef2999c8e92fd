/*
 * Hand-written C reference for the benchmark: Mandelbrot escape counts (1024 x 1024, f32,
 * 256 iterations), the `mandelbrot` workload of demo/workloads.ts (range [h, w]).
 *
 *   void tutti_ref_mandelbrot(int32_t threads, uint32_t *out, int32_t w, int32_t h, int32_t maxIter);
 *
 * out[py*w + px] = iterations while x*x + y*y <= 4 (at most maxIter), for
 * c = ((px / w) * 3.5 - 2.5, (py / h) * 2 - 1), all in f32.
 */
#include <stdint.h>
#include <omp.h>

__attribute__((visibility("default")))
void tutti_ref_mandelbrot(int32_t threads, uint32_t *out, int32_t w, int32_t h, int32_t maxIter) {
  int nt = threads > 0 ? threads : omp_get_num_procs();
  #pragma omp parallel for num_threads(nt) schedule(static)
  for (int32_t py = 0; py < h; py++) {
    for (int32_t px = 0; px < w; px++) {
      float x0 = ((float)px / (float)w) * 3.5f - 2.5f;
      float y0 = ((float)py / (float)h) * 2.0f - 1.0f;
      float x = 0.0f, y = 0.0f;
      int32_t k = 0;
      while (x * x + y * y <= 4.0f && k < maxIter) {
        float xt = x * x - y * y + x0;
        y = 2.0f * x * y + y0;
        x = xt;
        k++;
      }
      out[py * w + px] = (uint32_t)k;
    }
  }
}
