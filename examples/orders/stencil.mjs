// A 2-D five-point stencil as one order in four models: OpenMP C++, Fortran, CUDA, and a tutti
// kernel as the portable fallback. tutti runs the first one that can run where the data lives.
// Run: npm run build && node examples/orders/stencil.mjs [openmp_cpp|fortran|cuda|kernel]

/** The order definition (a plain object, so tests and benchmarks reuse it). */
export const stencil = {
  name: 'stencil',
  inputs: ['u'],
  outputs: ['v'],
  sections: {
    // C++: u(i, j) is row i, column j; u.shape[0] rows, u.shape[1] columns.
    openmp_cpp: `
      const int64_t h = u.shape[0], w = u.shape[1];
      #pragma omp parallel for
      for (int64_t i = 0; i < h; i++)
        for (int64_t j = 0; j < w; j++) {
          if (i == 0 || j == 0 || i == h - 1 || j == w - 1) v(i, j) = u(i, j);
          else v(i, j) = 0.25f * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1));
        }`,
    // Fortran sees NumPy's shape order (accelpy's): u(i, j) is row i, column j; u_attr%shape(1) = h.
    fortran: `
      integer :: i, j, w, h
      h = u_attr%shape(1)
      w = u_attr%shape(2)
      do j = 1, w
        do i = 1, h
          if (i == 1 .or. j == 1 .or. i == h .or. j == w) then
            v(i, j) = u(i, j)
          else
            v(i, j) = 0.25 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1))
          end if
        end do
      end do`,
    // CUDA: one thread per element; x runs along the last dimension (16x16 blocks for a 2-D range).
    cuda: `
      const int64_t j = blockIdx.x * blockDim.x + threadIdx.x;
      const int64_t i = blockIdx.y * blockDim.y + threadIdx.y;
      const int64_t h = u.shape[0], w = u.shape[1];
      if (i >= h || j >= w) return;
      if (i == 0 || j == 0 || i == h - 1 || j == w - 1) v(i, j) = u(i, j);
      else v(i, j) = 0.25f * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1));`,
    // A tutti kernel: arrays are flat, their extents come as u_shape0 / u_shape1.
    kernel: ([i, j], { u, v, u_shape0, u_shape1 }) => {
      const k = i * u_shape1 + j;
      if (i === 0 || j === 0 || i === u_shape0 - 1 || j === u_shape1 - 1) {
        v[k] = u[k];
      } else {
        v[k] = 0.25 * (u[k - u_shape1] + u[k + u_shape1] + u[k - 1] + u[k + 1]);
      }
    },
  },
};

async function main() {
  const tt = await import('tutti');
  const [h, w] = [512, 768];
  const order = tt.order(stencil);
  const u = tt.array(Float32Array.from({ length: h * w }, (_, k) => Math.sin(k * 0.001)), { shape: [h, w] });
  const v = tt.zeros([h, w], tt.f32);
  const prefer = process.argv[2] ? [process.argv[2]] : [];
  const task = order.run([h, w], { u, v }, { prefer });
  await task;
  const out = await v.read();
  console.log(`stencil ${h}x${w}: ran [${task.section}] on ${task.device?.id}; v[w+1] = ${out[w + 1]}`);
  for (const t of task.tried) console.log(`  skipped [${t.section}]: ${t.reason.split('\n')[0]}`);
  await tt.shutdown();
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) await main();
