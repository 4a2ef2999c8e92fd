/** PolyBench linear-algebra/blas: gemm, gemver, gesummv, symm, syr2k, syrk, trmm. */
import * as tt from '../../../src/index.js';
import { F, F64, F64x2, f64, nd, opts, type PolyKernel } from '../types.js';

const ALPHA = 1.5;
const BETA = 1.2;

const gemmK = tt.kernel(
  { C: F64x2, A: F64x2, B: F64x2, alpha: tt.f64, beta: tt.f64 },
  ([i, j], { C, A, B, alpha, beta }) => {
    let c = C[i][j] * beta;
    for (let k = 0; k < A.shape[1]; k++) c += alpha * A[i][k] * B[k][j];
    C[i][j] = c;
  },
  opts('gemm'),
);

const gemm: PolyKernel = {
  name: 'gemm',
  category: 'blas',
  dir: 'linear-algebra/blas/gemm',
  sizes: { SMALL: { NI: 60, NJ: 70, NK: 80 }, MEDIUM: { NI: 200, NJ: 220, NK: 240 } },
  outputs: ['C'],
  omp: [{ at: 'for (i = 0; i < _PB_NI; i++)', clause: 'private(j, k)' }],
  init: ({ NI, NJ, NK }) => ({
    C: f64([NI, NJ], (i, j) => ((i * j + 1) % NI) / NI),
    A: f64([NI, NK], (i, j) => ((i * (j + 1)) % NK) / NK),
    B: f64([NK, NJ], (i, j) => ((i * (j + 2)) % NJ) / NJ),
  }),
  plain({ NI, NJ, NK }, d) {
    const [C, A, B] = [F(d, 'C'), F(d, 'A'), F(d, 'B')];
    for (let i = 0; i < NI; i++) {
      for (let j = 0; j < NJ; j++) C[i * NJ + j] *= BETA;
      for (let k = 0; k < NK; k++)
        for (let j = 0; j < NJ; j++) C[i * NJ + j] += ALPHA * A[i * NK + k] * B[k * NJ + j];
    }
  },
  async tutti({ NI, NJ }, d) {
    await gemmK.launch([NI, NJ], { C: nd(d, 'C'), A: nd(d, 'A'), B: nd(d, 'B'), alpha: ALPHA, beta: BETA });
  },
};

const gemverA = tt.kernel(
  { A: F64x2, u1: F64, v1: F64, u2: F64, v2: F64 },
  ([i, j], { A, u1, v1, u2, v2 }) => {
    A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
  },
  opts('gemver_a'),
);
const gemverX = tt.kernel(
  { A: F64x2, x: F64, y: F64, z: F64, beta: tt.f64 },
  (i, { A, x, y, z, beta }) => {
    let s = x[i];
    for (let j = 0; j < y.length; j++) s = s + beta * A[j][i] * y[j];
    x[i] = s + z[i];
  },
  opts('gemver_x'),
);
const gemverW = tt.kernel(
  { A: F64x2, w: F64, x: F64, alpha: tt.f64 },
  (i, { A, w, x, alpha }) => {
    let s = w[i];
    for (let j = 0; j < x.length; j++) s = s + alpha * A[i][j] * x[j];
    w[i] = s;
  },
  opts('gemver_w'),
);

const gemver: PolyKernel = {
  name: 'gemver',
  category: 'blas',
  dir: 'linear-algebra/blas/gemver',
  sizes: { SMALL: { N: 120 }, MEDIUM: { N: 400 } },
  outputs: ['w'],
  omp: [{ at: 'for (i = 0; i < _PB_N; i++)', clause: 'private(j)' }],
  init: ({ N }) => ({
    A: f64([N, N], (i, j) => ((i * j) % N) / N),
    u1: f64([N], (i) => i),
    u2: f64([N], (i) => (i + 1) / N / 2.0),
    v1: f64([N], (i) => (i + 1) / N / 4.0),
    v2: f64([N], (i) => (i + 1) / N / 6.0),
    y: f64([N], (i) => (i + 1) / N / 8.0),
    z: f64([N], (i) => (i + 1) / N / 9.0),
    x: f64([N]),
    w: f64([N]),
  }),
  plain({ N }, d) {
    const [A, u1, v1, u2, v2, w, x, y, z] = ['A', 'u1', 'v1', 'u2', 'v2', 'w', 'x', 'y', 'z'].map((k) =>
      F(d, k),
    );
    for (let i = 0; i < N; i++)
      for (let j = 0; j < N; j++) A[i * N + j] = A[i * N + j] + u1[i] * v1[j] + u2[i] * v2[j];
    for (let i = 0; i < N; i++) for (let j = 0; j < N; j++) x[i] = x[i] + BETA * A[j * N + i] * y[j];
    for (let i = 0; i < N; i++) x[i] = x[i] + z[i];
    for (let i = 0; i < N; i++) for (let j = 0; j < N; j++) w[i] = w[i] + ALPHA * A[i * N + j] * x[j];
  },
  async tutti({ N }, d) {
    const A = nd(d, 'A');
    const a = gemverA.launch([N, N], {
      A,
      u1: nd(d, 'u1'),
      v1: nd(d, 'v1'),
      u2: nd(d, 'u2'),
      v2: nd(d, 'v2'),
    });
    const x = gemverX.launch(N, { A, x: nd(d, 'x'), y: nd(d, 'y'), z: nd(d, 'z'), beta: BETA });
    await Promise.all([a, x, gemverW.launch(N, { A, w: nd(d, 'w'), x: nd(d, 'x'), alpha: ALPHA })]);
  },
};

const gesummvK = tt.kernel(
  { A: F64x2, B: F64x2, tmp: F64, x: F64, y: F64, alpha: tt.f64, beta: tt.f64 },
  (i, { A, B, tmp, x, y, alpha, beta }) => {
    let t = 0.0;
    let s = 0.0;
    for (let j = 0; j < x.length; j++) {
      t = A[i][j] * x[j] + t;
      s = B[i][j] * x[j] + s;
    }
    tmp[i] = t;
    y[i] = alpha * t + beta * s;
  },
  opts('gesummv'),
);

const gesummv: PolyKernel = {
  name: 'gesummv',
  category: 'blas',
  dir: 'linear-algebra/blas/gesummv',
  sizes: { SMALL: { N: 90 }, MEDIUM: { N: 250 } },
  outputs: ['y'],
  omp: [{ at: 'for (i = 0; i < _PB_N; i++)', clause: 'private(j)' }],
  init: ({ N }) => ({
    A: f64([N, N], (i, j) => ((i * j + 1) % N) / N),
    B: f64([N, N], (i, j) => ((i * j + 2) % N) / N),
    x: f64([N], (i) => (i % N) / N),
    tmp: f64([N]),
    y: f64([N]),
  }),
  plain({ N }, d) {
    const [A, B, tmp, x, y] = ['A', 'B', 'tmp', 'x', 'y'].map((k) => F(d, k));
    for (let i = 0; i < N; i++) {
      tmp[i] = 0.0;
      y[i] = 0.0;
      for (let j = 0; j < N; j++) {
        tmp[i] = A[i * N + j] * x[j] + tmp[i];
        y[i] = B[i * N + j] * x[j] + y[i];
      }
      y[i] = ALPHA * tmp[i] + BETA * y[i];
    }
  },
  async tutti({ N }, d) {
    const a = { A: nd(d, 'A'), B: nd(d, 'B'), tmp: nd(d, 'tmp'), x: nd(d, 'x'), y: nd(d, 'y') };
    await gesummvK.launch(N, { ...a, alpha: ALPHA, beta: BETA });
  },
};

/** symm: columns are independent; each item walks the rows in order (row i updates rows k < i). */
const symmK = tt.kernel(
  { C: F64x2, A: F64x2, B: F64x2, alpha: tt.f64, beta: tt.f64 },
  (j, { C, A, B, alpha, beta }) => {
    for (let i = 0; i < A.shape[0]; i++) {
      let temp2 = 0.0;
      for (let k = 0; k < i; k++) {
        C[k][j] += alpha * B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
    }
  },
  opts('symm'),
);

const symm: PolyKernel = {
  name: 'symm',
  category: 'blas',
  dir: 'linear-algebra/blas/symm',
  sizes: { SMALL: { M: 60, N: 80 }, MEDIUM: { M: 200, N: 240 } },
  outputs: ['C'],
  omp: [{ at: 'for (j = 0; j < _PB_N; j++ )', clause: 'private(k, temp2)' }],
  init: ({ M, N }) => ({
    C: f64([M, N], (i, j) => ((i + j) % 100) / M),
    B: f64([M, N], (i, j) => ((N + i - j) % 100) / M),
    A: f64([M, M], (i, j) => (j <= i ? ((i + j) % 100) / M : -999)),
  }),
  plain({ M, N }, d) {
    const [C, A, B] = [F(d, 'C'), F(d, 'A'), F(d, 'B')];
    for (let i = 0; i < M; i++)
      for (let j = 0; j < N; j++) {
        let temp2 = 0;
        for (let k = 0; k < i; k++) {
          C[k * N + j] += ALPHA * B[i * N + j] * A[i * M + k];
          temp2 += B[k * N + j] * A[i * M + k];
        }
        C[i * N + j] = BETA * C[i * N + j] + ALPHA * B[i * N + j] * A[i * M + i] + ALPHA * temp2;
      }
  },
  async tutti({ N }, d) {
    await symmK.launch(N, { C: nd(d, 'C'), A: nd(d, 'A'), B: nd(d, 'B'), alpha: ALPHA, beta: BETA });
  },
};

const syr2kK = tt.kernel(
  { C: F64x2, A: F64x2, B: F64x2, alpha: tt.f64, beta: tt.f64 },
  ([i, j], { C, A, B, alpha, beta }) => {
    if (j > i) return;
    let c = C[i][j] * beta;
    for (let k = 0; k < A.shape[1]; k++) c += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
    C[i][j] = c;
  },
  opts('syr2k'),
);

const syr2k: PolyKernel = {
  name: 'syr2k',
  category: 'blas',
  dir: 'linear-algebra/blas/syr2k',
  sizes: { SMALL: { M: 60, N: 80 }, MEDIUM: { M: 200, N: 240 } },
  outputs: ['C'],
  omp: [{ at: 'for (i = 0; i < _PB_N; i++)', clause: 'private(j, k)' }],
  init: ({ M, N }) => ({
    A: f64([N, M], (i, j) => ((i * j + 1) % N) / N),
    B: f64([N, M], (i, j) => ((i * j + 2) % M) / M),
    C: f64([N, N], (i, j) => ((i * j + 3) % N) / M),
  }),
  plain({ M, N }, d) {
    const [C, A, B] = [F(d, 'C'), F(d, 'A'), F(d, 'B')];
    for (let i = 0; i < N; i++) {
      for (let j = 0; j <= i; j++) C[i * N + j] *= BETA;
      for (let k = 0; k < M; k++)
        for (let j = 0; j <= i; j++)
          C[i * N + j] += A[j * M + k] * ALPHA * B[i * M + k] + B[j * M + k] * ALPHA * A[i * M + k];
    }
  },
  async tutti({ N }, d) {
    await syr2kK.launch([N, N], { C: nd(d, 'C'), A: nd(d, 'A'), B: nd(d, 'B'), alpha: ALPHA, beta: BETA });
  },
};

const syrkK = tt.kernel(
  { C: F64x2, A: F64x2, alpha: tt.f64, beta: tt.f64 },
  ([i, j], { C, A, alpha, beta }) => {
    if (j > i) return;
    let c = C[i][j] * beta;
    for (let k = 0; k < A.shape[1]; k++) c += alpha * A[i][k] * A[j][k];
    C[i][j] = c;
  },
  opts('syrk'),
);

const syrk: PolyKernel = {
  name: 'syrk',
  category: 'blas',
  dir: 'linear-algebra/blas/syrk',
  sizes: { SMALL: { M: 60, N: 80 }, MEDIUM: { M: 200, N: 240 } },
  outputs: ['C'],
  omp: [{ at: 'for (i = 0; i < _PB_N; i++)', clause: 'private(j, k)' }],
  init: ({ M, N }) => ({
    A: f64([N, M], (i, j) => ((i * j + 1) % N) / N),
    C: f64([N, N], (i, j) => ((i * j + 2) % M) / M),
  }),
  plain({ M, N }, d) {
    const [C, A] = [F(d, 'C'), F(d, 'A')];
    for (let i = 0; i < N; i++) {
      for (let j = 0; j <= i; j++) C[i * N + j] *= BETA;
      for (let k = 0; k < M; k++)
        for (let j = 0; j <= i; j++) C[i * N + j] += ALPHA * A[i * M + k] * A[j * M + k];
    }
  },
  async tutti({ N }, d) {
    await syrkK.launch([N, N], { C: nd(d, 'C'), A: nd(d, 'A'), alpha: ALPHA, beta: BETA });
  },
};

/** trmm: columns are independent; row i reads rows k > i before they change (rows in order). */
const trmmK = tt.kernel(
  { A: F64x2, B: F64x2, alpha: tt.f64 },
  (j, { A, B, alpha }) => {
    const m = A.shape[0];
    for (let i = 0; i < m; i++) {
      let b = B[i][j];
      for (let k = i + 1; k < m; k++) b += A[k][i] * B[k][j];
      B[i][j] = alpha * b;
    }
  },
  opts('trmm'),
);

const trmm: PolyKernel = {
  name: 'trmm',
  category: 'blas',
  dir: 'linear-algebra/blas/trmm',
  sizes: { SMALL: { M: 60, N: 80 }, MEDIUM: { M: 200, N: 240 } },
  outputs: ['B'],
  omp: [{ at: 'for (j = 0; j < _PB_N; j++)', clause: 'private(k)' }],
  init: ({ M, N }) => ({
    A: f64([M, M], (i, j) => (j < i ? ((i + j) % M) / M : j === i ? 1.0 : 0)),
    B: f64([M, N], (i, j) => ((N + (i - j)) % N) / N),
  }),
  plain({ M, N }, d) {
    const [A, B] = [F(d, 'A'), F(d, 'B')];
    for (let i = 0; i < M; i++)
      for (let j = 0; j < N; j++) {
        for (let k = i + 1; k < M; k++) B[i * N + j] += A[k * M + i] * B[k * N + j];
        B[i * N + j] = ALPHA * B[i * N + j];
      }
  },
  async tutti({ N }, d) {
    await trmmK.launch(N, { A: nd(d, 'A'), B: nd(d, 'B'), alpha: ALPHA });
  },
};

export const BLAS: readonly PolyKernel[] = [gemm, gemver, gesummv, symm, syr2k, syrk, trmm];
