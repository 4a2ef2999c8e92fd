/*
 * Hand-written C reference for the benchmark: Black-Scholes call and put prices (1M options, f32),
 * the `blackscholes` workload of bench/native-workloads.ts (range n = S.length), the cumulative
 * normal by the Abramowitz-Stegun polynomial (the CUDA SDK sample).
 *
 *   void tutti_ref_blackscholes(int32_t threads, int32_t n, const float *S, const float *X,
 *                               const float *T, float *call, float *put, float R, float V);
 */
#include <math.h>
#include <stdint.h>
#include <omp.h>

static inline float cnd(float d) {
  const float k = 1.0f / (1.0f + 0.2316419f * fabsf(d));
  const float poly =
      k * (0.31938153f + k * (-0.356563782f + k * (1.781477937f + k * (-1.821255978f + k * 1.330274429f))));
  const float c = 0.3989422804014327f * expf(-0.5f * d * d) * poly;
  return d > 0.0f ? 1.0f - c : c;
}

__attribute__((visibility("default")))
void tutti_ref_blackscholes(int32_t threads, int32_t n, const float *S, const float *X, const float *T,
                            float *call, float *put, float R, float V) {
  int nt = threads > 0 ? threads : omp_get_num_procs();
  #pragma omp parallel for num_threads(nt) schedule(static)
  for (int32_t i = 0; i < n; i++) {
    const float s = S[i], x = X[i], t = T[i];
    const float sqrtT = sqrtf(t);
    const float d1 = (logf(s / x) + (R + 0.5f * V * V) * t) / (V * sqrtT);
    const float d2 = d1 - V * sqrtT;
    const float cd1 = cnd(d1), cd2 = cnd(d2);
    const float e = expf(-R * t);
    call[i] = s * cd1 - x * e * cd2;
    put[i] = x * e * (1.0f - cd2) - s * (1.0f - cd1);
  }
}
