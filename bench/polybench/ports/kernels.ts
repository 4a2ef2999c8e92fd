/** PolyBench linear-algebra/kernels: 2mm, 3mm, atax, bicg, doitgen, mvt. */
import * as tt from '../../../src/index.js';
import { F, F64, F64x2, F64x3, f64, nd, opts, type PolyKernel } from '../types.js';

const ALPHA = 1.5;
const BETA = 1.2;

/** out[i][j] = Σk alpha · a[i][k] · b[k][j] (alpha 1 multiplies exactly). */
const mm = tt.kernel(
  { out: F64x2, a: F64x2, b: F64x2, alpha: tt.f64 },
  ([i, j], { out, a, b, alpha }) => {
    let s = 0.0;
    for (let k = 0; k < a.shape[1]; k++) s += alpha * a[i][k] * b[k][j];
    out[i][j] = s;
  },
  opts('mm'),
);

/** out[i][j] = beta · out[i][j] + Σk a[i][k] · b[k][j]. */
const mmBeta = tt.kernel(
  { out: F64x2, a: F64x2, b: F64x2, beta: tt.f64 },
  ([i, j], { out, a, b, beta }) => {
    let s = out[i][j] * beta;
    for (let k = 0; k < a.shape[1]; k++) s += a[i][k] * b[k][j];
    out[i][j] = s;
  },
  opts('mm_beta'),
);

const mm2: PolyKernel = {
  name: '2mm',
  category: 'kernels',
  dir: 'linear-algebra/kernels/2mm',
  sizes: { SMALL: { NI: 40, NJ: 50, NK: 70, NL: 80 }, MEDIUM: { NI: 180, NJ: 190, NK: 210, NL: 220 } },
  outputs: ['D'],
  omp: [{ at: 'for (i = 0; i < _PB_NI; i++)', clause: 'private(j, k)' }],
  init: ({ NI, NJ, NK, NL }) => ({
    A: f64([NI, NK], (i, j) => ((i * j + 1) % NI) / NI),
    B: f64([NK, NJ], (i, j) => ((i * (j + 1)) % NJ) / NJ),
    C: f64([NJ, NL], (i, j) => ((i * (j + 3) + 1) % NL) / NL),
    D: f64([NI, NL], (i, j) => ((i * (j + 2)) % NK) / NK),
    tmp: f64([NI, NJ]),
  }),
  plain({ NI, NJ, NK, NL }, d) {
    const [A, B, C, D, tmp] = ['A', 'B', 'C', 'D', 'tmp'].map((k) => F(d, k));
    for (let i = 0; i < NI; i++)
      for (let j = 0; j < NJ; j++) {
        tmp[i * NJ + j] = 0.0;
        for (let k = 0; k < NK; ++k) tmp[i * NJ + j] += ALPHA * A[i * NK + k] * B[k * NJ + j];
      }
    for (let i = 0; i < NI; i++)
      for (let j = 0; j < NL; j++) {
        D[i * NL + j] *= BETA;
        for (let k = 0; k < NJ; ++k) D[i * NL + j] += tmp[i * NJ + k] * C[k * NL + j];
      }
  },
  async tutti({ NI, NJ, NL }, d) {
    const t = mm.launch([NI, NJ], { out: nd(d, 'tmp'), a: nd(d, 'A'), b: nd(d, 'B'), alpha: ALPHA });
    await Promise.all([
      t,
      mmBeta.launch([NI, NL], { out: nd(d, 'D'), a: nd(d, 'tmp'), b: nd(d, 'C'), beta: BETA }),
    ]);
  },
};

const mm3: PolyKernel = {
  name: '3mm',
  category: 'kernels',
  dir: 'linear-algebra/kernels/3mm',
  sizes: {
    SMALL: { NI: 40, NJ: 50, NK: 60, NL: 70, NM: 80 },
    MEDIUM: { NI: 180, NJ: 190, NK: 200, NL: 210, NM: 220 },
  },
  outputs: ['G'],
  omp: [
    { at: 'for (i = 0; i < _PB_NI; i++)', clause: 'private(j, k)' },
    { at: 'for (i = 0; i < _PB_NJ; i++)', clause: 'private(j, k)' },
  ],
  init: ({ NI, NJ, NK, NL, NM }) => ({
    A: f64([NI, NK], (i, j) => ((i * j + 1) % NI) / (5 * NI)),
    B: f64([NK, NJ], (i, j) => ((i * (j + 1) + 2) % NJ) / (5 * NJ)),
    C: f64([NJ, NM], (i, j) => ((i * (j + 3)) % NL) / (5 * NL)),
    D: f64([NM, NL], (i, j) => ((i * (j + 2) + 2) % NK) / (5 * NK)),
    E: f64([NI, NJ]),
    F: f64([NJ, NL]),
    G: f64([NI, NL]),
  }),
  plain({ NI, NJ, NK, NL, NM }, d) {
    const [A, B, C, D, E, Fm, G] = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((k) => F(d, k));
    for (let i = 0; i < NI; i++)
      for (let j = 0; j < NJ; j++) {
        E[i * NJ + j] = 0.0;
        for (let k = 0; k < NK; ++k) E[i * NJ + j] += A[i * NK + k] * B[k * NJ + j];
      }
    for (let i = 0; i < NJ; i++)
      for (let j = 0; j < NL; j++) {
        Fm[i * NL + j] = 0.0;
        for (let k = 0; k < NM; ++k) Fm[i * NL + j] += C[i * NM + k] * D[k * NL + j];
      }
    for (let i = 0; i < NI; i++)
      for (let j = 0; j < NL; j++) {
        G[i * NL + j] = 0.0;
        for (let k = 0; k < NJ; ++k) G[i * NL + j] += E[i * NJ + k] * Fm[k * NL + j];
      }
  },
  async tutti({ NI, NJ, NL }, d) {
    const s = { alpha: 1 };
    await Promise.all([
      mm.launch([NI, NJ], { out: nd(d, 'E'), a: nd(d, 'A'), b: nd(d, 'B'), ...s }),
      mm.launch([NJ, NL], { out: nd(d, 'F'), a: nd(d, 'C'), b: nd(d, 'D'), ...s }),
      mm.launch([NI, NL], { out: nd(d, 'G'), a: nd(d, 'E'), b: nd(d, 'F'), ...s }),
    ]);
  },
};

/** atax: tmp = A·x (rows in parallel), then y = Aᵀ·tmp (columns in parallel). */
const ataxTmp = tt.kernel(
  { A: F64x2, x: F64, tmp: F64 },
  (i, { A, x, tmp }) => {
    let t = 0.0;
    for (let j = 0; j < x.length; j++) t = t + A[i][j] * x[j];
    tmp[i] = t;
  },
  opts('atax_tmp'),
);
const ataxY = tt.kernel(
  { A: F64x2, tmp: F64, y: F64 },
  (j, { A, tmp, y }) => {
    let s = 0.0;
    for (let i = 0; i < tmp.length; i++) s = s + A[i][j] * tmp[i];
    y[j] = s;
  },
  opts('atax_y'),
);

const atax: PolyKernel = {
  name: 'atax',
  category: 'kernels',
  dir: 'linear-algebra/kernels/atax',
  sizes: { SMALL: { M: 116, N: 124 }, MEDIUM: { M: 390, N: 410 } },
  outputs: ['y'],
  // the C's i loop updates every y[j] and its first j loop is a reduction: the y[j] loop is the parallel one
  omp: [{ at: 'for (j = 0; j < _PB_N; j++) y[j]' }],
  init: ({ M, N }) => ({
    A: f64([M, N], (i, j) => ((i + j) % N) / (5 * M)),
    x: f64([N], (i) => 1 + i / N),
    y: f64([N]),
    tmp: f64([M]),
  }),
  plain({ M, N }, d) {
    const [A, x, y, tmp] = ['A', 'x', 'y', 'tmp'].map((k) => F(d, k));
    for (let i = 0; i < N; i++) y[i] = 0;
    for (let i = 0; i < M; i++) {
      tmp[i] = 0.0;
      for (let j = 0; j < N; j++) tmp[i] = tmp[i] + A[i * N + j] * x[j];
      for (let j = 0; j < N; j++) y[j] = y[j] + A[i * N + j] * tmp[i];
    }
  },
  async tutti({ M, N }, d) {
    const [A, tmp] = [nd(d, 'A'), nd(d, 'tmp')];
    await Promise.all([
      ataxTmp.launch(M, { A, x: nd(d, 'x'), tmp }),
      ataxY.launch(N, { A, tmp, y: nd(d, 'y') }),
    ]);
  },
};

const bicgS = tt.kernel(
  { A: F64x2, r: F64, s: F64 },
  (j, { A, r, s }) => {
    let v = 0.0;
    for (let i = 0; i < r.length; i++) v = v + r[i] * A[i][j];
    s[j] = v;
  },
  opts('bicg_s'),
);
const bicgQ = tt.kernel(
  { A: F64x2, p: F64, q: F64 },
  (i, { A, p, q }) => {
    let v = 0.0;
    for (let j = 0; j < p.length; j++) v = v + A[i][j] * p[j];
    q[i] = v;
  },
  opts('bicg_q'),
);

const bicg: PolyKernel = {
  name: 'bicg',
  category: 'kernels',
  dir: 'linear-algebra/kernels/bicg',
  sizes: { SMALL: { M: 116, N: 124 }, MEDIUM: { M: 390, N: 410 } },
  outputs: ['s', 'q'],
  // no loop of the C as written is parallel without a reduction (q[i] over j, s[j] over i)
  omp: [],
  init: ({ M, N }) => ({
    A: f64([N, M], (i, j) => ((i * (j + 1)) % N) / N),
    p: f64([M], (i) => (i % M) / M),
    r: f64([N], (i) => (i % N) / N),
    s: f64([M]),
    q: f64([N]),
  }),
  plain({ M, N }, d) {
    const [A, s, q, p, r] = ['A', 's', 'q', 'p', 'r'].map((k) => F(d, k));
    for (let i = 0; i < M; i++) s[i] = 0;
    for (let i = 0; i < N; i++) {
      q[i] = 0.0;
      for (let j = 0; j < M; j++) {
        s[j] = s[j] + r[i] * A[i * M + j];
        q[i] = q[i] + A[i * M + j] * p[j];
      }
    }
  },
  async tutti({ M, N }, d) {
    const A = nd(d, 'A');
    await Promise.all([
      bicgS.launch(M, { A, r: nd(d, 'r'), s: nd(d, 's') }),
      bicgQ.launch(N, { A, p: nd(d, 'p'), q: nd(d, 'q') }),
    ]);
  },
};

/** doitgen: each (r, q) row is replaced by its product with C4; a private copy holds the sums. */
const doitgenK = tt.kernel(
  { A: F64x3, C4: F64x2, sum: F64x3 },
  ([r, q], { A, C4, sum }) => {
    const np = C4.shape[0];
    for (let p = 0; p < np; p++) {
      let s = 0.0;
      for (let t = 0; t < np; t++) s += A[r][q][t] * C4[t][p];
      sum[r][q][p] = s;
    }
    for (let p = 0; p < np; p++) A[r][q][p] = sum[r][q][p];
  },
  opts('doitgen'),
);

const doitgen: PolyKernel = {
  name: 'doitgen',
  category: 'kernels',
  dir: 'linear-algebra/kernels/doitgen',
  sizes: { SMALL: { NQ: 20, NR: 25, NP: 30 }, MEDIUM: { NQ: 40, NR: 50, NP: 60 } },
  outputs: ['A'],
  // sum[] is shared by every (r, q): the first p loop is the parallel one
  omp: [{ at: 'for (p = 0; p < _PB_NP; p++)', nth: 0, clause: 'private(s)' }],
  init: ({ NQ, NR, NP }) => ({
    A: f64([NR, NQ, NP], (i, j, k) => ((i * j + k) % NP) / NP),
    C4: f64([NP, NP], (i, j) => ((i * j) % NP) / NP),
    sum: f64([NR, NQ, NP]),
  }),
  plain({ NQ, NR, NP }, d) {
    const [A, C4] = [F(d, 'A'), F(d, 'C4')];
    const sum = new Float64Array(NP);
    for (let r = 0; r < NR; r++)
      for (let q = 0; q < NQ; q++) {
        const row = (r * NQ + q) * NP;
        for (let p = 0; p < NP; p++) {
          sum[p] = 0.0;
          for (let s = 0; s < NP; s++) sum[p] += A[row + s] * C4[s * NP + p];
        }
        for (let p = 0; p < NP; p++) A[row + p] = sum[p];
      }
  },
  async tutti({ NQ, NR }, d) {
    await doitgenK.launch([NR, NQ], { A: nd(d, 'A'), C4: nd(d, 'C4'), sum: nd(d, 'sum') });
  },
};

const mvtK = tt.kernel(
  { A: F64x2, x1: F64, x2: F64, y1: F64, y2: F64 },
  (i, { A, x1, x2, y1, y2 }) => {
    let a = x1[i];
    let b = x2[i];
    for (let j = 0; j < y1.length; j++) {
      a = a + A[i][j] * y1[j];
      b = b + A[j][i] * y2[j];
    }
    x1[i] = a;
    x2[i] = b;
  },
  opts('mvt'),
);

const mvt: PolyKernel = {
  name: 'mvt',
  category: 'kernels',
  dir: 'linear-algebra/kernels/mvt',
  sizes: { SMALL: { N: 120 }, MEDIUM: { N: 400 } },
  outputs: ['x1', 'x2'],
  omp: [{ at: 'for (i = 0; i < _PB_N; i++)', clause: 'private(j)' }],
  init: ({ N }) => ({
    x1: f64([N], (i) => (i % N) / N),
    x2: f64([N], (i) => ((i + 1) % N) / N),
    y1: f64([N], (i) => ((i + 3) % N) / N),
    y2: f64([N], (i) => ((i + 4) % N) / N),
    A: f64([N, N], (i, j) => ((i * j) % N) / N),
  }),
  plain({ N }, d) {
    const [x1, x2, y1, y2, A] = ['x1', 'x2', 'y1', 'y2', 'A'].map((k) => F(d, k));
    for (let i = 0; i < N; i++) for (let j = 0; j < N; j++) x1[i] = x1[i] + A[i * N + j] * y1[j];
    for (let i = 0; i < N; i++) for (let j = 0; j < N; j++) x2[i] = x2[i] + A[j * N + i] * y2[j];
  },
  async tutti({ N }, d) {
    const a = { A: nd(d, 'A'), x1: nd(d, 'x1'), x2: nd(d, 'x2'), y1: nd(d, 'y1'), y2: nd(d, 'y2') };
    await mvtK.launch(N, a);
  },
};

export const KERNELS: readonly PolyKernel[] = [mm2, mm3, atax, bicg, doitgen, mvt];
