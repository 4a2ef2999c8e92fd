/** PolyBench datamining: correlation, covariance. */
import * as tt from '../../../src/index.js';
import { F, F64, F64x2, f64, nd, opts, type PolyKernel } from '../types.js';

/** Each column's mean and (for correlation) standard deviation. */
const columnStats = tt.kernel(
  { data: F64x2, mean: F64, stddev: F64, floatN: tt.f64, withStddev: tt.bool },
  (j, { data, mean, stddev, floatN, withStddev }) => {
    const n = data.shape[0];
    let m = 0.0;
    for (let i = 0; i < n; i++) m += data[i][j];
    m /= floatN;
    mean[j] = m;
    if (withStddev) {
      let s = 0.0;
      for (let i = 0; i < n; i++) s += (data[i][j] - m) * (data[i][j] - m);
      s /= floatN;
      s = Math.sqrt(s);
      stddev[j] = s <= 0.1 ? 1.0 : s;
    }
  },
  opts('column_stats'),
);

const normalize = tt.kernel(
  { data: F64x2, mean: F64, stddev: F64, floatN: tt.f64 },
  ([i, j], { data, mean, stddev, floatN }) => {
    data[i][j] = (data[i][j] - mean[j]) / (Math.sqrt(floatN) * stddev[j]);
  },
  opts('normalize'),
);

const center = tt.kernel(
  { data: F64x2, mean: F64 },
  ([i, j], { data, mean }) => {
    data[i][j] -= mean[j];
  },
  opts('center'),
);

/** out[i][j] = out[j][i] = (Σk data[k][i]·data[k][j]) / div for j > i (j ≥ i with `diagonal`). */
const gram = tt.kernel(
  { data: F64x2, out: F64x2, div: tt.f64, diagonal: tt.bool },
  ([i, j], { data, out, div, diagonal }) => {
    if (j < i || (j === i && !diagonal)) {
      if (j === i) out[i][i] = 1.0;
      return;
    }
    let s = 0.0;
    for (let k = 0; k < data.shape[0]; k++) s += data[k][i] * data[k][j];
    if (diagonal) s /= div;
    out[i][j] = s;
    out[j][i] = s;
  },
  opts('gram'),
);

const correlation: PolyKernel = {
  name: 'correlation',
  category: 'datamining',
  dir: 'datamining/correlation',
  sizes: { SMALL: { M: 80, N: 100 }, MEDIUM: { M: 240, N: 260 } },
  outputs: ['corr'],
  omp: [
    { at: 'for (j = 0; j < _PB_M; j++)', nth: 0, clause: 'private(i)' },
    { at: 'for (j = 0; j < _PB_M; j++)', nth: 1, clause: 'private(i)' },
    { at: 'for (i = 0; i < _PB_N; i++)', nth: 2, clause: 'private(j)' },
    { at: 'for (i = 0; i < _PB_M-1; i++)', clause: 'private(j, k)' },
  ],
  init: ({ M, N }) => ({
    data: f64([N, M], (i, j) => (i * j) / M + i),
    corr: f64([M, M]),
    mean: f64([M]),
    stddev: f64([M]),
  }),
  plain({ M, N }, d) {
    const [data, corr, mean, stddev] = ['data', 'corr', 'mean', 'stddev'].map((k) => F(d, k));
    const floatN = N;
    for (let j = 0; j < M; j++) {
      mean[j] = 0.0;
      for (let i = 0; i < N; i++) mean[j] += data[i * M + j];
      mean[j] /= floatN;
    }
    for (let j = 0; j < M; j++) {
      stddev[j] = 0.0;
      for (let i = 0; i < N; i++) stddev[j] += (data[i * M + j] - mean[j]) * (data[i * M + j] - mean[j]);
      stddev[j] /= floatN;
      stddev[j] = Math.sqrt(stddev[j]);
      stddev[j] = stddev[j] <= 0.1 ? 1.0 : stddev[j];
    }
    for (let i = 0; i < N; i++)
      for (let j = 0; j < M; j++) {
        data[i * M + j] -= mean[j];
        data[i * M + j] /= Math.sqrt(floatN) * stddev[j];
      }
    for (let i = 0; i < M - 1; i++) {
      corr[i * M + i] = 1.0;
      for (let j = i + 1; j < M; j++) {
        corr[i * M + j] = 0.0;
        for (let k = 0; k < N; k++) corr[i * M + j] += data[k * M + i] * data[k * M + j];
        corr[j * M + i] = corr[i * M + j];
      }
    }
    corr[(M - 1) * M + M - 1] = 1.0;
  },
  async tutti({ M, N }, d) {
    const a = { data: nd(d, 'data'), mean: nd(d, 'mean'), stddev: nd(d, 'stddev'), floatN: N };
    await Promise.all([
      columnStats.launch(M, { ...a, withStddev: true }),
      normalize.launch([N, M], a),
      gram.launch([M, M], { data: a.data, out: nd(d, 'corr'), div: 1, diagonal: false }),
    ]);
  },
};

const covariance: PolyKernel = {
  name: 'covariance',
  category: 'datamining',
  dir: 'datamining/covariance',
  sizes: { SMALL: { M: 80, N: 100 }, MEDIUM: { M: 240, N: 260 } },
  outputs: ['cov'],
  omp: [
    { at: 'for (j = 0; j < _PB_M; j++)', nth: 0, clause: 'private(i)' },
    { at: 'for (i = 0; i < _PB_N; i++)', nth: 1, clause: 'private(j)' },
    { at: 'for (i = 0; i < _PB_M; i++)', clause: 'private(j, k)' },
  ],
  init: ({ M, N }) => ({
    data: f64([N, M], (i, j) => (i * j) / M),
    cov: f64([M, M]),
    mean: f64([M]),
    unused: f64([1]),
  }),
  plain({ M, N }, d) {
    const [data, cov, mean] = ['data', 'cov', 'mean'].map((k) => F(d, k));
    const floatN = N;
    for (let j = 0; j < M; j++) {
      mean[j] = 0.0;
      for (let i = 0; i < N; i++) mean[j] += data[i * M + j];
      mean[j] /= floatN;
    }
    for (let i = 0; i < N; i++) for (let j = 0; j < M; j++) data[i * M + j] -= mean[j];
    for (let i = 0; i < M; i++)
      for (let j = i; j < M; j++) {
        cov[i * M + j] = 0.0;
        for (let k = 0; k < N; k++) cov[i * M + j] += data[k * M + i] * data[k * M + j];
        cov[i * M + j] /= floatN - 1.0;
        cov[j * M + i] = cov[i * M + j];
      }
  },
  async tutti({ M, N }, d) {
    const [data, mean] = [nd(d, 'data'), nd(d, 'mean')];
    await Promise.all([
      columnStats.launch(M, { data, mean, stddev: nd(d, 'unused'), floatN: N, withStddev: false }),
      center.launch([N, M], { data, mean }),
      gram.launch([M, M], { data, out: nd(d, 'cov'), div: N - 1.0, diagonal: true }),
    ]);
  },
};

export const DATAMINING: readonly PolyKernel[] = [correlation, covariance];
