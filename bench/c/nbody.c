/*
 * Hand-written C reference for the benchmark: one n-body step (4096 bodies, f32), the `nbody`
 * workload of demo/workloads.ts (range n).
 *
 *   void tutti_ref_nbody(int32_t threads, const float *pos, const float *vel, float *out, int32_t n, float dt);
 *
 * pos: 4n floats (x, y, z, mass); vel: 4n floats; out[4i..4i+3] = vel + acceleration * dt, 0,
 * with softening 0.01 and s = m * inv * inv * inv (inv = 1 / sqrt(d2)), summed over j in order.
 */
#include <math.h>
#include <stdint.h>
#include <omp.h>

__attribute__((visibility("default")))
void tutti_ref_nbody(int32_t threads, const float *pos, const float *vel, float *out, int32_t n, float dt) {
  int nt = threads > 0 ? threads : omp_get_num_procs();
  #pragma omp parallel for num_threads(nt) schedule(static)
  for (int32_t i = 0; i < n; i++) {
    float xi = pos[i * 4], yi = pos[i * 4 + 1], zi = pos[i * 4 + 2];
    float ax = 0.0f, ay = 0.0f, az = 0.0f;
    for (int32_t j = 0; j < n; j++) {
      float dx = pos[j * 4] - xi, dy = pos[j * 4 + 1] - yi, dz = pos[j * 4 + 2] - zi;
      float d2 = dx * dx + dy * dy + dz * dz + 0.01f;
      float inv = 1.0f / sqrtf(d2);
      float s = pos[j * 4 + 3] * inv * inv * inv;
      ax += dx * s;
      ay += dy * s;
      az += dz * s;
    }
    out[i * 4] = vel[i * 4] + ax * dt;
    out[i * 4 + 1] = vel[i * 4 + 1] + ay * dt;
    out[i * 4 + 2] = vel[i * 4 + 2] + az * dt;
    out[i * 4 + 3] = 0.0f;
  }
}
