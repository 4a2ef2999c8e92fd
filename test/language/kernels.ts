/** Kernels of the kernel-language features of issue 28, shared by the snapshot and nvcc tests. */
import * as tt from '../../src/index.js';

/** The private array's length (a declared constant of the kernel). */
const K = 8;

export const LANGUAGE_KERNELS: { name: string; kernel: () => tt.Kernel }[] = [
  {
    name: 'shaped 2-D stencil',
    kernel: () =>
      tt.kernel({ u: tt.arrayOf(tt.f32, 2), o: tt.arrayOf(tt.f32, 2) }, ([r, c], { u, o }) => {
        o[r + 1][c + 1] = u[r][c + 1] + u[r + 2][c + 1] + u[r + 1][c] + u[r + 1][c + 2] - 4 * u[r + 1][c + 1];
      }),
  },
  {
    name: 'shaped rows, 3-D writes and atomics',
    kernel: () =>
      tt.kernel(
        {
          g: tt.arrayOf(tt.f32, 2),
          s: tt.arrayOf(tt.f32),
          v: tt.arrayOf(tt.i32, 3),
          h: tt.arrayOf(tt.u32, 2),
        },
        (i, { g, s, v, h }) => {
          let acc = 0;
          for (let c = 0; c < g.shape[1]; c++) acc += g[i][c];
          s[i] = acc;
          g[i][0] *= 2;
          v[i % v.shape[0]][0][i % v.shape[2]] = i;
          Atomics.add(h[i % 2], i % h.shape[1], 1);
        },
      ),
  },
  {
    name: 'private window sort',
    kernel: () =>
      tt.kernel(
        { x: tt.arrayOf(tt.f32), med: tt.arrayOf(tt.f32) },
        (i, { x, med }) => {
          const w = new Float32Array(K);
          for (let j = 0; j < K; j++) {
            const v = x[(i + j) % x.length];
            let p = j;
            while (p > 0 && w[p - 1] > v) {
              w[p] = w[p - 1];
              p--;
            }
            w[p] = v;
          }
          med[i] = w[K / 2];
        },
        { constants: { K } },
      ),
  },
];
