/** PolyBench stencils: adi, fdtd-2d, heat-3d, jacobi-1d, jacobi-2d, seidel-2d (host loop over time steps). */
import * as tt from '../../../src/index.js';
import { F, F64, F64x2, F64x3, f64, nd, opts, type PolyKernel } from '../types.js';

/** adi's sweeps: one tridiagonal solve per row (rows in parallel), columns then rows. */
const adiColumn = tt.kernel(
  { u: F64x2, v: F64x2, p: F64x2, q: F64x2, a: tt.f64, b: tt.f64, c: tt.f64, d: tt.f64, f: tt.f64 },
  (r, { u, v, p, q, a, b, c, d, f }) => {
    const n = u.shape[0];
    const i = r + 1;
    v[0][i] = 1.0;
    p[i][0] = 0.0;
    q[i][0] = v[0][i];
    for (let j = 1; j < n - 1; j++) {
      p[i][j] = -c / (a * p[i][j - 1] + b);
      q[i][j] =
        (-d * u[j][i - 1] + (1.0 + 2.0 * d) * u[j][i] - f * u[j][i + 1] - a * q[i][j - 1]) /
        (a * p[i][j - 1] + b);
    }
    v[n - 1][i] = 1.0;
    for (let j = n - 2; j >= 1; j--) v[j][i] = p[i][j] * v[j + 1][i] + q[i][j];
  },
  opts('adi_column'),
);
const adiRow = tt.kernel(
  { u: F64x2, v: F64x2, p: F64x2, q: F64x2, a: tt.f64, c: tt.f64, d: tt.f64, e: tt.f64, f: tt.f64 },
  (r, { u, v, p, q, a, c, d, e, f }) => {
    const n = u.shape[0];
    const i = r + 1;
    u[i][0] = 1.0;
    p[i][0] = 0.0;
    q[i][0] = u[i][0];
    for (let j = 1; j < n - 1; j++) {
      p[i][j] = -f / (d * p[i][j - 1] + e);
      q[i][j] =
        (-a * v[i - 1][j] + (1.0 + 2.0 * a) * v[i][j] - c * v[i + 1][j] - d * q[i][j - 1]) /
        (d * p[i][j - 1] + e);
    }
    u[i][n - 1] = 1.0;
    for (let j = n - 2; j >= 1; j--) u[i][j] = p[i][j] * u[i][j + 1] + q[i][j];
  },
  opts('adi_row'),
);

function adiCoefficients(n: number, tsteps: number) {
  const DX = 1.0 / n;
  const DY = 1.0 / n;
  const DT = 1.0 / tsteps;
  const mul1 = (2.0 * DT) / (DX * DX);
  const mul2 = (1.0 * DT) / (DY * DY);
  const a = -mul1 / 2.0;
  const d = -mul2 / 2.0;
  return { a, b: 1.0 + mul1, c: a, d, e: 1.0 + mul2, f: d };
}

const adi: PolyKernel = {
  name: 'adi',
  category: 'stencils',
  dir: 'stencils/adi',
  sizes: { SMALL: { TSTEPS: 40, N: 60 }, MEDIUM: { TSTEPS: 100, N: 200 } },
  outputs: ['u'],
  omp: [{ at: 'for (i=1; i<_PB_N-1; i++)', clause: 'private(j)' }],
  init: ({ N }) => ({
    u: f64([N, N], (i, j) => (i + N - j) / N),
    v: f64([N, N]),
    p: f64([N, N]),
    q: f64([N, N]),
  }),
  plain({ N, TSTEPS }, dd) {
    const [u, v, p, q] = ['u', 'v', 'p', 'q'].map((k) => F(dd, k));
    const { a, b, c, d, e, f } = adiCoefficients(N, TSTEPS);
    for (let t = 1; t <= TSTEPS; t++) {
      for (let i = 1; i < N - 1; i++) {
        v[i] = 1.0;
        p[i * N] = 0.0;
        q[i * N] = v[i];
        for (let j = 1; j < N - 1; j++) {
          p[i * N + j] = -c / (a * p[i * N + j - 1] + b);
          q[i * N + j] =
            (-d * u[j * N + i - 1] +
              (1.0 + 2.0 * d) * u[j * N + i] -
              f * u[j * N + i + 1] -
              a * q[i * N + j - 1]) /
            (a * p[i * N + j - 1] + b);
        }
        v[(N - 1) * N + i] = 1.0;
        for (let j = N - 2; j >= 1; j--) v[j * N + i] = p[i * N + j] * v[(j + 1) * N + i] + q[i * N + j];
      }
      for (let i = 1; i < N - 1; i++) {
        u[i * N] = 1.0;
        p[i * N] = 0.0;
        q[i * N] = u[i * N];
        for (let j = 1; j < N - 1; j++) {
          p[i * N + j] = -f / (d * p[i * N + j - 1] + e);
          q[i * N + j] =
            (-a * v[(i - 1) * N + j] +
              (1.0 + 2.0 * a) * v[i * N + j] -
              c * v[(i + 1) * N + j] -
              d * q[i * N + j - 1]) /
            (d * p[i * N + j - 1] + e);
        }
        u[i * N + N - 1] = 1.0;
        for (let j = N - 2; j >= 1; j--) u[i * N + j] = p[i * N + j] * u[i * N + j + 1] + q[i * N + j];
      }
    }
  },
  async tutti({ N, TSTEPS }, dd) {
    const arrays = { u: nd(dd, 'u'), v: nd(dd, 'v'), p: nd(dd, 'p'), q: nd(dd, 'q') };
    const { a, b, c, d, e, f } = adiCoefficients(N, TSTEPS);
    const q: Promise<unknown>[] = [];
    for (let t = 1; t <= TSTEPS; t++) {
      q.push(adiColumn.launch(N - 2, { ...arrays, a, b, c, d, f }));
      q.push(adiRow.launch(N - 2, { ...arrays, a, c, d, e, f }));
    }
    await Promise.all(q);
  },
};

const fdtdEyBorder = tt.kernel(
  { ey: F64x2, fict: F64, t: tt.i32 },
  (j, { ey, fict, t }) => {
    ey[0][j] = fict[t];
  },
  opts('fdtd_ey_border'),
);
const fdtdEy = tt.kernel(
  { ey: F64x2, hz: F64x2 },
  ([i, j], { ey, hz }) => {
    ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
  },
  opts('fdtd_ey'),
);
const fdtdEx = tt.kernel(
  { ex: F64x2, hz: F64x2 },
  ([i, j], { ex, hz }) => {
    ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
  },
  opts('fdtd_ex'),
);
const fdtdHz = tt.kernel(
  { ex: F64x2, ey: F64x2, hz: F64x2 },
  ([i, j], { ex, ey, hz }) => {
    hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
  },
  opts('fdtd_hz'),
);

const fdtd2d: PolyKernel = {
  name: 'fdtd-2d',
  category: 'stencils',
  dir: 'stencils/fdtd-2d',
  sizes: { SMALL: { TMAX: 40, NX: 60, NY: 80 }, MEDIUM: { TMAX: 100, NX: 200, NY: 240 } },
  outputs: ['ex', 'ey', 'hz'],
  omp: [
    { at: 'for (i = 1; i < _PB_NX; i++)', clause: 'private(j)' },
    { at: 'for (i = 0; i < _PB_NX; i++)', clause: 'private(j)' },
    { at: 'for (i = 0; i < _PB_NX - 1; i++)', clause: 'private(j)' },
  ],
  init: ({ TMAX, NX, NY }) => ({
    fict: f64([TMAX], (i) => i),
    ex: f64([NX, NY], (i, j) => (i * (j + 1)) / NX),
    ey: f64([NX, NY], (i, j) => (i * (j + 2)) / NY),
    hz: f64([NX, NY], (i, j) => (i * (j + 3)) / NX),
  }),
  plain({ TMAX, NX, NY }, d) {
    const [fict, ex, ey, hz] = ['fict', 'ex', 'ey', 'hz'].map((k) => F(d, k));
    for (let t = 0; t < TMAX; t++) {
      for (let j = 0; j < NY; j++) ey[j] = fict[t];
      for (let i = 1; i < NX; i++)
        for (let j = 0; j < NY; j++)
          ey[i * NY + j] = ey[i * NY + j] - 0.5 * (hz[i * NY + j] - hz[(i - 1) * NY + j]);
      for (let i = 0; i < NX; i++)
        for (let j = 1; j < NY; j++)
          ex[i * NY + j] = ex[i * NY + j] - 0.5 * (hz[i * NY + j] - hz[i * NY + j - 1]);
      for (let i = 0; i < NX - 1; i++)
        for (let j = 0; j < NY - 1; j++)
          hz[i * NY + j] =
            hz[i * NY + j] -
            0.7 * (ex[i * NY + j + 1] - ex[i * NY + j] + ey[(i + 1) * NY + j] - ey[i * NY + j]);
    }
  },
  async tutti({ TMAX, NX, NY }, d) {
    const [fict, ex, ey, hz] = ['fict', 'ex', 'ey', 'hz'].map((k) => nd(d, k));
    const q: Promise<unknown>[] = [];
    for (let t = 0; t < TMAX; t++) {
      q.push(fdtdEyBorder.launch(NY, { ey, fict, t }));
      q.push(fdtdEy.launch([NX - 1, NY], { ey, hz }, { offset: [1, 0] }));
      q.push(fdtdEx.launch([NX, NY - 1], { ex, hz }, { offset: [0, 1] }));
      q.push(fdtdHz.launch([NX - 1, NY - 1], { ex, ey, hz }));
    }
    await Promise.all(q);
  },
};

const heatStep = tt.kernel(
  { A: F64x3, B: F64x3 },
  ([i, j, k], { A, B }) => {
    B[i][j][k] =
      0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k]) +
      0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k]) +
      0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1]) +
      A[i][j][k];
  },
  opts('heat_3d'),
);

const heat3d: PolyKernel = {
  name: 'heat-3d',
  category: 'stencils',
  dir: 'stencils/heat-3d',
  sizes: { SMALL: { TSTEPS: 40, N: 20 }, MEDIUM: { TSTEPS: 100, N: 40 } },
  outputs: ['A'],
  omp: [{ at: 'for (i = 1; i < _PB_N-1; i++)', clause: 'private(j, k)' }],
  init: ({ N }) => {
    const fill = (i: number, j: number, k: number) => ((i + j + (N - k)) * 10) / N;
    return { A: f64([N, N, N], fill), B: f64([N, N, N], fill) };
  },
  plain({ N, TSTEPS }, d) {
    const [A, B] = [F(d, 'A'), F(d, 'B')];
    const step = (a: Float64Array, b: Float64Array) => {
      for (let i = 1; i < N - 1; i++)
        for (let j = 1; j < N - 1; j++)
          for (let k = 1; k < N - 1; k++) {
            const x = (i * N + j) * N + k;
            b[x] =
              0.125 * (a[x + N * N] - 2.0 * a[x] + a[x - N * N]) +
              0.125 * (a[x + N] - 2.0 * a[x] + a[x - N]) +
              0.125 * (a[x + 1] - 2.0 * a[x] + a[x - 1]) +
              a[x];
          }
    };
    for (let t = 1; t <= TSTEPS; t++) {
      step(A, B);
      step(B, A);
    }
  },
  async tutti({ N, TSTEPS }, d) {
    const [A, B] = [nd(d, 'A'), nd(d, 'B')];
    const q: Promise<unknown>[] = [];
    const range: [number, number, number] = [N - 2, N - 2, N - 2];
    for (let t = 1; t <= TSTEPS; t++) {
      q.push(heatStep.launch(range, { A, B }, { offset: [1, 1, 1] }));
      q.push(heatStep.launch(range, { A: B, B: A }, { offset: [1, 1, 1] }));
    }
    await Promise.all(q);
  },
};

const jacobi1dStep = tt.kernel(
  { A: F64, B: F64 },
  (i, { A, B }) => {
    B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
  },
  opts('jacobi_1d'),
);

const jacobi1d: PolyKernel = {
  name: 'jacobi-1d',
  category: 'stencils',
  dir: 'stencils/jacobi-1d',
  sizes: { SMALL: { TSTEPS: 40, N: 120 }, MEDIUM: { TSTEPS: 100, N: 400 } },
  outputs: ['A'],
  omp: [{ at: 'for (i = 1; i < _PB_N - 1; i++)' }],
  init: ({ N }) => ({ A: f64([N], (i) => (i + 2) / N), B: f64([N], (i) => (i + 3) / N) }),
  plain({ N, TSTEPS }, d) {
    const [A, B] = [F(d, 'A'), F(d, 'B')];
    for (let t = 0; t < TSTEPS; t++) {
      for (let i = 1; i < N - 1; i++) B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
      for (let i = 1; i < N - 1; i++) A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
    }
  },
  async tutti({ N, TSTEPS }, d) {
    const [A, B] = [nd(d, 'A'), nd(d, 'B')];
    const q: Promise<unknown>[] = [];
    for (let t = 0; t < TSTEPS; t++) {
      q.push(jacobi1dStep.launch(N - 2, { A, B }, { offset: 1 }));
      q.push(jacobi1dStep.launch(N - 2, { A: B, B: A }, { offset: 1 }));
    }
    await Promise.all(q);
  },
};

const jacobi2dStep = tt.kernel(
  { A: F64x2, B: F64x2 },
  ([i, j], { A, B }) => {
    B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);
  },
  opts('jacobi_2d'),
);

const jacobi2d: PolyKernel = {
  name: 'jacobi-2d',
  category: 'stencils',
  dir: 'stencils/jacobi-2d',
  sizes: { SMALL: { TSTEPS: 40, N: 90 }, MEDIUM: { TSTEPS: 100, N: 250 } },
  outputs: ['A'],
  omp: [{ at: 'for (i = 1; i < _PB_N - 1; i++)', clause: 'private(j)' }],
  init: ({ N }) => ({
    A: f64([N, N], (i, j) => (i * (j + 2) + 2) / N),
    B: f64([N, N], (i, j) => (i * (j + 3) + 3) / N),
  }),
  plain({ N, TSTEPS }, d) {
    const [A, B] = [F(d, 'A'), F(d, 'B')];
    const step = (a: Float64Array, b: Float64Array) => {
      for (let i = 1; i < N - 1; i++)
        for (let j = 1; j < N - 1; j++)
          b[i * N + j] =
            0.2 *
            (a[i * N + j] + a[i * N + j - 1] + a[i * N + 1 + j] + a[(1 + i) * N + j] + a[(i - 1) * N + j]);
    };
    for (let t = 0; t < TSTEPS; t++) {
      step(A, B);
      step(B, A);
    }
  },
  async tutti({ N, TSTEPS }, d) {
    const [A, B] = [nd(d, 'A'), nd(d, 'B')];
    const q: Promise<unknown>[] = [];
    for (let t = 0; t < TSTEPS; t++) {
      q.push(jacobi2dStep.launch([N - 2, N - 2], { A, B }, { offset: [1, 1] }));
      q.push(jacobi2dStep.launch([N - 2, N - 2], { A: B, B: A }, { offset: [1, 1] }));
    }
    await Promise.all(q);
  },
};

/** seidel-2d updates in place in row order: no parallel loop; one work item sweeps per time step. */
const seidelSweep = tt.kernel(
  { A: F64x2 },
  (_x, { A }) => {
    const n = A.shape[0];
    for (let i = 1; i <= n - 2; i++)
      for (let j = 1; j <= n - 2; j++)
        A[i][j] =
          (A[i - 1][j - 1] +
            A[i - 1][j] +
            A[i - 1][j + 1] +
            A[i][j - 1] +
            A[i][j] +
            A[i][j + 1] +
            A[i + 1][j - 1] +
            A[i + 1][j] +
            A[i + 1][j + 1]) /
          9.0;
  },
  opts('seidel_2d'),
);

const seidel2d: PolyKernel = {
  name: 'seidel-2d',
  category: 'stencils',
  dir: 'stencils/seidel-2d',
  sizes: { SMALL: { TSTEPS: 40, N: 120 }, MEDIUM: { TSTEPS: 100, N: 400 } },
  outputs: ['A'],
  omp: [],
  init: ({ N }) => ({ A: f64([N, N], (i, j) => (i * (j + 2) + 2) / N) }),
  plain({ N, TSTEPS }, d) {
    const A = F(d, 'A');
    for (let t = 0; t <= TSTEPS - 1; t++)
      for (let i = 1; i <= N - 2; i++)
        for (let j = 1; j <= N - 2; j++) {
          const x = i * N + j;
          A[x] =
            (A[x - N - 1] +
              A[x - N] +
              A[x - N + 1] +
              A[x - 1] +
              A[x] +
              A[x + 1] +
              A[x + N - 1] +
              A[x + N] +
              A[x + N + 1]) /
            9.0;
        }
  },
  async tutti({ TSTEPS }, d) {
    const A = nd(d, 'A');
    const q: Promise<unknown>[] = [];
    for (let t = 0; t < TSTEPS; t++) q.push(seidelSweep.launch(1, { A }));
    await Promise.all(q);
  },
};

export const STENCILS: readonly PolyKernel[] = [adi, fdtd2d, heat3d, jacobi1d, jacobi2d, seidel2d];
