/** PolyBench linear-algebra/solvers: cholesky, durbin, gramschmidt, lu, ludcmp, trisolv. */
import * as tt from '../../../src/index.js';
import { F, F64, F64x2, f64, lowerInit, nd, opts, type PolyKernel } from '../types.js';

/**
 * cholesky, column by column (the C's row order has no parallel loop): the diagonal of column j,
 * then the rows below it in parallel. Every element sees the same operations in the same order.
 */
const cholDiag = tt.kernel(
  { A: F64x2, j: tt.i32 },
  (_i, { A, j }) => {
    let d = A[j][j];
    for (let k = 0; k < j; k++) d -= A[j][k] * A[j][k];
    A[j][j] = Math.sqrt(d);
  },
  opts('cholesky_diag'),
);
const cholCol = tt.kernel(
  { A: F64x2, j: tt.i32 },
  (r, { A, j }) => {
    const i = j + 1 + r;
    let a = A[i][j];
    for (let k = 0; k < j; k++) a -= A[i][k] * A[j][k];
    A[i][j] = a / A[j][j];
  },
  opts('cholesky_col'),
);

const cholesky: PolyKernel = {
  name: 'cholesky',
  category: 'solvers',
  dir: 'linear-algebra/solvers/cholesky',
  sizes: { SMALL: { N: 120 }, MEDIUM: { N: 400 } },
  outputs: ['A'],
  dumped: 'lower',
  // the C's row order has no parallel loop (each row's j loop reads the elements it just wrote)
  omp: [],
  init: ({ N }) => ({ A: { data: lowerInit(N), shape: [N, N] } }),
  plain({ N }, d) {
    const A = F(d, 'A');
    for (let i = 0; i < N; i++) {
      for (let j = 0; j < i; j++) {
        for (let k = 0; k < j; k++) A[i * N + j] -= A[i * N + k] * A[j * N + k];
        A[i * N + j] /= A[j * N + j];
      }
      for (let k = 0; k < i; k++) A[i * N + i] -= A[i * N + k] * A[i * N + k];
      A[i * N + i] = Math.sqrt(A[i * N + i]);
    }
  },
  async tutti({ N }, d) {
    const A = nd(d, 'A');
    const q: Promise<unknown>[] = [];
    for (let j = 0; j < N; j++) {
      q.push(cholDiag.launch(1, { A, j }));
      if (j < N - 1) q.push(cholCol.launch(N - 1 - j, { A, j }));
    }
    await Promise.all(q);
  },
};

/** durbin: every loop is short and depends on the previous step: one work item runs it. */
const durbinK = tt.kernel(
  { r: F64, y: F64, z: F64 },
  (_i, { r, y, z }) => {
    const n = r.length;
    y[0] = -r[0];
    let beta = 1.0;
    let alpha = -r[0];
    for (let k = 1; k < n; k++) {
      beta = (1 - alpha * alpha) * beta;
      let sum = 0.0;
      for (let i = 0; i < k; i++) sum += r[k - i - 1] * y[i];
      alpha = -(r[k] + sum) / beta;
      for (let i = 0; i < k; i++) z[i] = y[i] + alpha * y[k - i - 1];
      for (let i = 0; i < k; i++) y[i] = z[i];
      y[k] = alpha;
    }
  },
  opts('durbin'),
);

const durbin: PolyKernel = {
  name: 'durbin',
  category: 'solvers',
  dir: 'linear-algebra/solvers/durbin',
  sizes: { SMALL: { N: 120 }, MEDIUM: { N: 400 } },
  outputs: ['y'],
  omp: [{ at: 'for (i=0; i<k; i++) { z[i]' }, { at: 'for (i=0; i<k; i++) { y[i]' }],
  init: ({ N }) => ({ r: f64([N], (i) => N + 1 - i), y: f64([N]), z: f64([N]) }),
  plain({ N }, d) {
    const [r, y, z] = [F(d, 'r'), F(d, 'y'), F(d, 'z')];
    y[0] = -r[0];
    let beta = 1.0;
    let alpha = -r[0];
    for (let k = 1; k < N; k++) {
      beta = (1 - alpha * alpha) * beta;
      let sum = 0.0;
      for (let i = 0; i < k; i++) sum += r[k - i - 1] * y[i];
      alpha = -(r[k] + sum) / beta;
      for (let i = 0; i < k; i++) z[i] = y[i] + alpha * y[k - i - 1];
      for (let i = 0; i < k; i++) y[i] = z[i];
      y[k] = alpha;
    }
  },
  async tutti(_s, d) {
    await durbinK.launch(1, { r: nd(d, 'r'), y: nd(d, 'y'), z: nd(d, 'z') });
  },
};

/** gramschmidt, per column k: the norm and Q's column (each item sums the norm itself), then the rest. */
const gsQ = tt.kernel(
  { A: F64x2, R: F64x2, Q: F64x2, k: tt.i32 },
  (i, { A, R, Q, k }) => {
    let nrm = 0.0;
    for (let t = 0; t < A.shape[0]; t++) nrm += A[t][k] * A[t][k];
    const r = Math.sqrt(nrm);
    if (i === 0) R[k][k] = r;
    Q[i][k] = A[i][k] / r;
  },
  opts('gramschmidt_q'),
);
const gsRest = tt.kernel(
  { A: F64x2, R: F64x2, Q: F64x2, k: tt.i32 },
  (c, { A, R, Q, k }) => {
    const j = k + 1 + c;
    const m = A.shape[0];
    let s = 0.0;
    for (let i = 0; i < m; i++) s += Q[i][k] * A[i][j];
    R[k][j] = s;
    for (let i = 0; i < m; i++) A[i][j] = A[i][j] - Q[i][k] * s;
  },
  opts('gramschmidt_rest'),
);

const gramschmidt: PolyKernel = {
  name: 'gramschmidt',
  category: 'solvers',
  dir: 'linear-algebra/solvers/gramschmidt',
  sizes: { SMALL: { M: 60, N: 80 }, MEDIUM: { M: 200, N: 240 } },
  outputs: ['R', 'Q'],
  omp: [{ at: 'for (j = k + 1; j < _PB_N; j++)', clause: 'private(i)' }],
  init: ({ M, N }) => ({
    A: f64([M, N], (i, j) => (((i * j) % M) / M) * 100 + 10),
    R: f64([N, N]),
    Q: f64([M, N]),
  }),
  plain({ M, N }, d) {
    const [A, R, Q] = [F(d, 'A'), F(d, 'R'), F(d, 'Q')];
    for (let k = 0; k < N; k++) {
      let nrm = 0.0;
      for (let i = 0; i < M; i++) nrm += A[i * N + k] * A[i * N + k];
      R[k * N + k] = Math.sqrt(nrm);
      for (let i = 0; i < M; i++) Q[i * N + k] = A[i * N + k] / R[k * N + k];
      for (let j = k + 1; j < N; j++) {
        R[k * N + j] = 0.0;
        for (let i = 0; i < M; i++) R[k * N + j] += Q[i * N + k] * A[i * N + j];
        for (let i = 0; i < M; i++) A[i * N + j] = A[i * N + j] - Q[i * N + k] * R[k * N + j];
      }
    }
  },
  async tutti({ M, N }, d) {
    const a = { A: nd(d, 'A'), R: nd(d, 'R'), Q: nd(d, 'Q') };
    const q: Promise<unknown>[] = [];
    for (let k = 0; k < N; k++) {
      q.push(gsQ.launch(M, { ...a, k }));
      if (k < N - 1) q.push(gsRest.launch(N - 1 - k, { ...a, k }));
    }
    await Promise.all(q);
  },
};

/**
 * LU without pivoting, step by step (the C's row order has a parallel loop only in U's part): U's
 * row j across the columns, then L's column j down the rows. Same operations in the same order.
 */
const luRow = tt.kernel(
  { A: F64x2, j: tt.i32 },
  (c, { A, j }) => {
    const m = j + c;
    let w = A[j][m];
    for (let k = 0; k < j; k++) w -= A[j][k] * A[k][m];
    A[j][m] = w;
  },
  opts('lu_row'),
);
const luCol = tt.kernel(
  { A: F64x2, j: tt.i32 },
  (r, { A, j }) => {
    const i = j + 1 + r;
    let w = A[i][j];
    for (let k = 0; k < j; k++) w -= A[i][k] * A[k][j];
    A[i][j] = w / A[j][j];
  },
  opts('lu_col'),
);

function luLaunches(n: number, A: tt.NDArray<'f64'>): Promise<unknown>[] {
  const q: Promise<unknown>[] = [];
  for (let j = 0; j < n; j++) {
    q.push(luRow.launch(n - j, { A, j }));
    if (j < n - 1) q.push(luCol.launch(n - 1 - j, { A, j }));
  }
  return q;
}

function luPlain(N: number, A: Float64Array): void {
  for (let i = 0; i < N; i++) {
    for (let j = 0; j < i; j++) {
      for (let k = 0; k < j; k++) A[i * N + j] -= A[i * N + k] * A[k * N + j];
      A[i * N + j] /= A[j * N + j];
    }
    for (let j = i; j < N; j++) for (let k = 0; k < i; k++) A[i * N + j] -= A[i * N + k] * A[k * N + j];
  }
}

const lu: PolyKernel = {
  name: 'lu',
  category: 'solvers',
  dir: 'linear-algebra/solvers/lu',
  sizes: { SMALL: { N: 120 }, MEDIUM: { N: 400 } },
  outputs: ['A'],
  omp: [{ at: 'for (j = i; j < _PB_N; j++)', clause: 'private(k)' }],
  init: ({ N }) => ({ A: { data: lowerInit(N), shape: [N, N] } }),
  plain: ({ N }, d) => luPlain(N, F(d, 'A')),
  async tutti({ N }, d) {
    await Promise.all(luLaunches(N, nd(d, 'A')));
  },
};

/** ludcmp's two triangular solves: sequential, one work item. */
const ludcmpSolve = tt.kernel(
  { A: F64x2, b: F64, x: F64, y: F64 },
  (_i, { A, b, x, y }) => {
    const n = b.length;
    for (let i = 0; i < n; i++) {
      let w = b[i];
      for (let j = 0; j < i; j++) w -= A[i][j] * y[j];
      y[i] = w;
    }
    for (let i = n - 1; i >= 0; i--) {
      let w = y[i];
      for (let j = i + 1; j < n; j++) w -= A[i][j] * x[j];
      x[i] = w / A[i][i];
    }
  },
  opts('ludcmp_solve'),
);

const ludcmp: PolyKernel = {
  name: 'ludcmp',
  category: 'solvers',
  dir: 'linear-algebra/solvers/ludcmp',
  sizes: { SMALL: { N: 120 }, MEDIUM: { N: 400 } },
  outputs: ['x'],
  omp: [{ at: 'for (j = i; j < _PB_N; j++)', clause: 'private(k, w)' }],
  init: ({ N }) => ({
    A: { data: lowerInit(N), shape: [N, N] },
    b: f64([N], (i) => (i + 1) / N / 2.0 + 4),
    x: f64([N]),
    y: f64([N]),
  }),
  plain({ N }, d) {
    const [A, b, x, y] = [F(d, 'A'), F(d, 'b'), F(d, 'x'), F(d, 'y')];
    for (let i = 0; i < N; i++) {
      for (let j = 0; j < i; j++) {
        let w = A[i * N + j];
        for (let k = 0; k < j; k++) w -= A[i * N + k] * A[k * N + j];
        A[i * N + j] = w / A[j * N + j];
      }
      for (let j = i; j < N; j++) {
        let w = A[i * N + j];
        for (let k = 0; k < i; k++) w -= A[i * N + k] * A[k * N + j];
        A[i * N + j] = w;
      }
    }
    for (let i = 0; i < N; i++) {
      let w = b[i];
      for (let j = 0; j < i; j++) w -= A[i * N + j] * y[j];
      y[i] = w;
    }
    for (let i = N - 1; i >= 0; i--) {
      let w = y[i];
      for (let j = i + 1; j < N; j++) w -= A[i * N + j] * x[j];
      x[i] = w / A[i * N + i];
    }
  },
  async tutti({ N }, d) {
    const A = nd(d, 'A');
    const q = luLaunches(N, A);
    q.push(ludcmpSolve.launch(1, { A, b: nd(d, 'b'), x: nd(d, 'x'), y: nd(d, 'y') }));
    await Promise.all(q);
  },
};

/** trisolv: forward substitution, sequential: one work item. */
const trisolvK = tt.kernel(
  { L: F64x2, x: F64, b: F64 },
  (_i, { L, x, b }) => {
    for (let i = 0; i < x.length; i++) {
      let v = b[i];
      for (let j = 0; j < i; j++) v -= L[i][j] * x[j];
      x[i] = v / L[i][i];
    }
  },
  opts('trisolv'),
);

const trisolv: PolyKernel = {
  name: 'trisolv',
  category: 'solvers',
  dir: 'linear-algebra/solvers/trisolv',
  sizes: { SMALL: { N: 120 }, MEDIUM: { N: 400 } },
  outputs: ['x'],
  omp: [],
  init: ({ N }) => ({
    L: f64([N, N], (i, j) => (j <= i ? ((i + N - j + 1) * 2) / N : 0)),
    x: f64([N], () => -999),
    b: f64([N], (i) => i),
  }),
  plain({ N }, d) {
    const [L, x, b] = [F(d, 'L'), F(d, 'x'), F(d, 'b')];
    for (let i = 0; i < N; i++) {
      x[i] = b[i];
      for (let j = 0; j < i; j++) x[i] -= L[i * N + j] * x[j];
      x[i] = x[i] / L[i * N + i];
    }
  },
  async tutti(_s, d) {
    await trisolvK.launch(1, { L: nd(d, 'L'), x: nd(d, 'x'), b: nd(d, 'b') });
  },
};

export const SOLVERS: readonly PolyKernel[] = [cholesky, durbin, gramschmidt, lu, ludcmp, trisolv];
