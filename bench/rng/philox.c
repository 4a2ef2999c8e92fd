/*
 * Hand-written C reference for bench/rng/run.ts: 16M uniforms with Philox-4x32-10 (Random123),
 * the mapping of tt.rand: key (seed, 0), counter (i, stream, 0, 0), out[i] = (x0 >> 8) * 2^-24.
 *
 *   void tutti_ref_philox(int32_t threads, int32_t n, uint32_t seed, uint32_t stream, float *out);
 */
#include <stdint.h>
#include <omp.h>

static inline uint32_t mulhi(uint32_t a, uint32_t b) { return (uint32_t)(((uint64_t)a * b) >> 32); }

__attribute__((visibility("default")))
void tutti_ref_philox(int32_t threads, int32_t n, uint32_t seed, uint32_t stream, float *out) {
  int nt = threads > 0 ? threads : omp_get_num_procs();
  #pragma omp parallel for num_threads(nt) schedule(static)
  for (int32_t i = 0; i < n; i++) {
    uint32_t a = seed, b = 0, x0 = (uint32_t)i, x1 = stream, x2 = 0, x3 = 0;
    for (int r = 0; r < 10; r++) {
      if (r > 0) { a += 0x9e3779b9u; b += 0xbb67ae85u; }
      uint32_t hi0 = mulhi(0xd2511f53u, x0), lo0 = 0xd2511f53u * x0;
      uint32_t hi1 = mulhi(0xcd9e8d57u, x2), lo1 = 0xcd9e8d57u * x2;
      x0 = hi1 ^ x1 ^ a; x1 = lo1; x2 = hi0 ^ x3 ^ b; x3 = lo0;
    }
    out[i] = (float)(x0 >> 8) * 5.9604644775390625e-8f;
  }
}
