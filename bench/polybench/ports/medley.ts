/** PolyBench medley: deriche, floyd-warshall, nussinov. */
import * as tt from '../../../src/index.js';
import { F, F64x2, f64, I, I32, I32x2, i32, nd, ndi, opts, type PolyKernel } from '../types.js';

/** The Deriche filter's coefficients (computed once on the host, as the C computes them before its loops). */
function dericheCoefficients(alpha: number) {
  const e = Math.exp(-alpha);
  const k = ((1.0 - e) * (1.0 - e)) / (1.0 + 2.0 * alpha * e - Math.exp(2.0 * alpha));
  return {
    a1: k,
    a2: k * e * (alpha - 1.0),
    a3: k * e * (alpha + 1.0),
    a4: -k * Math.exp(-2.0 * alpha),
    b1: 2.0 ** -alpha,
    b2: -Math.exp(-2.0 * alpha),
  };
}

const C = dericheCoefficients(0.25);

/** The causal (forward) and anti-causal (backward) passes along a row (`rows`) or a column. */
const dericheForward = tt.kernel(
  { src: F64x2, y: F64x2, a1: tt.f64, a2: tt.f64, b1: tt.f64, b2: tt.f64, rows: tt.bool },
  (l, { src, y, a1, a2, b1, b2, rows }) => {
    const len = rows ? src.shape[1] : src.shape[0];
    let xm1 = 0.0;
    let ym1 = 0.0;
    let ym2 = 0.0;
    for (let t = 0; t < len; t++) {
      const x = rows ? src[l][t] : src[t][l];
      const v = a1 * x + a2 * xm1 + b1 * ym1 + b2 * ym2;
      if (rows) y[l][t] = v;
      else y[t][l] = v;
      xm1 = x;
      ym2 = ym1;
      ym1 = v;
    }
  },
  opts('deriche_forward'),
);
const dericheBackward = tt.kernel(
  { src: F64x2, y: F64x2, a3: tt.f64, a4: tt.f64, b1: tt.f64, b2: tt.f64, rows: tt.bool },
  (l, { src, y, a3, a4, b1, b2, rows }) => {
    const len = rows ? src.shape[1] : src.shape[0];
    let xp1 = 0.0;
    let xp2 = 0.0;
    let yp1 = 0.0;
    let yp2 = 0.0;
    for (let t = len - 1; t >= 0; t--) {
      const v = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
      if (rows) y[l][t] = v;
      else y[t][l] = v;
      xp2 = xp1;
      xp1 = rows ? src[l][t] : src[t][l];
      yp2 = yp1;
      yp1 = v;
    }
  },
  opts('deriche_backward'),
);
const dericheSum = tt.kernel(
  { y1: F64x2, y2: F64x2, out: F64x2 },
  ([i, j], { y1, y2, out }) => {
    out[i][j] = 1 * (y1[i][j] + y2[i][j]);
  },
  opts('deriche_sum'),
);

const deriche: PolyKernel = {
  name: 'deriche',
  category: 'medley',
  dir: 'medley/deriche',
  sizes: { SMALL: { W: 192, H: 128 }, MEDIUM: { W: 720, H: 480 } },
  outputs: ['imgOut'],
  cdefs: ['-DDATA_TYPE_IS_DOUBLE'],
  omp: [
    // the outer i loops (the fourth match is the loop inside the vertical pass)
    ...[0, 1, 2, 4].map((nth) => ({
      at: 'for (i=0; i<_PB_W; i++)',
      nth,
      clause: 'private(j, ym1, ym2, xm1, xp1, xp2, yp1, yp2)',
    })),
    { at: 'for (j=0; j<_PB_H; j++) { tm1', clause: 'private(i, tm1, ym1, ym2)' },
    { at: 'for (j=0; j<_PB_H; j++) { tp1', clause: 'private(i, tp1, tp2, yp1, yp2)' },
  ],
  init: ({ W, H }) => ({
    imgIn: f64([W, H], (i, j) => ((313 * i + 991 * j) % 65536) / 65535.0),
    imgOut: f64([W, H]),
    y1: f64([W, H]),
    y2: f64([W, H]),
  }),
  plain({ W, H }, d) {
    const [imgIn, imgOut, y1, y2] = ['imgIn', 'imgOut', 'y1', 'y2'].map((k) => F(d, k));
    const { a1, a2, a3, a4, b1, b2 } = C;
    const [a5, a6, a7, a8, c1, c2] = [a1, a2, a3, a4, 1, 1];
    for (let i = 0; i < W; i++) {
      let ym1 = 0.0;
      let ym2 = 0.0;
      let xm1 = 0.0;
      for (let j = 0; j < H; j++) {
        y1[i * H + j] = a1 * imgIn[i * H + j] + a2 * xm1 + b1 * ym1 + b2 * ym2;
        xm1 = imgIn[i * H + j];
        ym2 = ym1;
        ym1 = y1[i * H + j];
      }
    }
    for (let i = 0; i < W; i++) {
      let yp1 = 0.0;
      let yp2 = 0.0;
      let xp1 = 0.0;
      let xp2 = 0.0;
      for (let j = H - 1; j >= 0; j--) {
        y2[i * H + j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
        xp2 = xp1;
        xp1 = imgIn[i * H + j];
        yp2 = yp1;
        yp1 = y2[i * H + j];
      }
    }
    for (let i = 0; i < W * H; i++) imgOut[i] = c1 * (y1[i] + y2[i]);
    for (let j = 0; j < H; j++) {
      let tm1 = 0.0;
      let ym1 = 0.0;
      let ym2 = 0.0;
      for (let i = 0; i < W; i++) {
        y1[i * H + j] = a5 * imgOut[i * H + j] + a6 * tm1 + b1 * ym1 + b2 * ym2;
        tm1 = imgOut[i * H + j];
        ym2 = ym1;
        ym1 = y1[i * H + j];
      }
    }
    for (let j = 0; j < H; j++) {
      let tp1 = 0.0;
      let tp2 = 0.0;
      let yp1 = 0.0;
      let yp2 = 0.0;
      for (let i = W - 1; i >= 0; i--) {
        y2[i * H + j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2;
        tp2 = tp1;
        tp1 = imgOut[i * H + j];
        yp2 = yp1;
        yp1 = y2[i * H + j];
      }
    }
    for (let i = 0; i < W * H; i++) imgOut[i] = c2 * (y1[i] + y2[i]);
  },
  async tutti({ W, H }, d) {
    const [imgIn, imgOut, y1, y2] = ['imgIn', 'imgOut', 'y1', 'y2'].map((k) => nd(d, k));
    const { a1, a2, a3, a4, b1, b2 } = C;
    await Promise.all([
      dericheForward.launch(W, { src: imgIn, y: y1, a1, a2, b1, b2, rows: true }),
      dericheBackward.launch(W, { src: imgIn, y: y2, a3, a4, b1, b2, rows: true }),
      dericheSum.launch([W, H], { y1, y2, out: imgOut }),
      dericheForward.launch(H, { src: imgOut, y: y1, a1, a2, b1, b2, rows: false }),
      dericheBackward.launch(H, { src: imgOut, y: y2, a3, a4, b1, b2, rows: false }),
      dericheSum.launch([W, H], { y1, y2, out: imgOut }),
    ]);
  },
};

const floydStep = tt.kernel(
  { path: I32x2, k: tt.i32 },
  ([i, j], { path, k }) => {
    const via = path[i][k] + path[k][j];
    path[i][j] = path[i][j] < via ? path[i][j] : via;
  },
  opts('floyd_warshall'),
);

const floydWarshall: PolyKernel = {
  name: 'floyd-warshall',
  category: 'medley',
  dir: 'medley/floyd-warshall',
  sizes: { SMALL: { N: 180 }, MEDIUM: { N: 500 } },
  outputs: ['path'],
  omp: [{ at: 'for(i = 0; i < _PB_N; i++)', clause: 'private(j)' }],
  init: ({ N }) => ({
    path: i32([N, N], (i, j) =>
      (i + j) % 13 === 0 || (i + j) % 7 === 0 || (i + j) % 11 === 0 ? 999 : ((i * j) % 7) + 1,
    ),
  }),
  plain({ N }, d) {
    const path = I(d, 'path');
    for (let k = 0; k < N; k++)
      for (let i = 0; i < N; i++)
        for (let j = 0; j < N; j++) {
          const via = path[i * N + k] + path[k * N + j];
          path[i * N + j] = path[i * N + j] < via ? path[i * N + j] : via;
        }
  },
  async tutti({ N }, d) {
    const path = ndi(d, 'path');
    const q: Promise<unknown>[] = [];
    for (let k = 0; k < N; k++) q.push(floydStep.launch([N, N], { path, k }));
    await Promise.all(q);
  },
};

/** nussinov, one anti-diagonal (j − i = diag) per launch: its cells read only shorter diagonals. */
const nussinovDiag = tt.kernel(
  { table: I32x2, seq: I32, diag: tt.i32 },
  (i, { table, seq, diag }) => {
    const n = seq.length;
    const j = i + diag;
    let t = table[i][j];
    if (j - 1 >= 0) t = Math.max(t, table[i][j - 1]);
    if (i + 1 < n) t = Math.max(t, table[i + 1][j]);
    if (j - 1 >= 0 && i + 1 < n) {
      if (i < j - 1) t = Math.max(t, table[i + 1][j - 1] + (seq[i] + seq[j] === 3 ? 1 : 0));
      else t = Math.max(t, table[i + 1][j - 1]);
    }
    for (let k = i + 1; k < j; k++) t = Math.max(t, table[i][k] + table[k + 1][j]);
    table[i][j] = t;
  },
  opts('nussinov'),
);

const nussinov: PolyKernel = {
  name: 'nussinov',
  category: 'medley',
  dir: 'medley/nussinov',
  sizes: { SMALL: { N: 180 }, MEDIUM: { N: 500 } },
  outputs: ['table'],
  dumped: 'upper',
  // each row reads the cells it just wrote and the rows below: no loop of the C is parallel
  omp: [],
  init: ({ N }) => ({ seq: i32([N], (i) => (i + 1) % 4), table: i32([N, N]) }),
  plain({ N }, d) {
    const [seq, table] = [I(d, 'seq'), I(d, 'table')];
    const max = (a: number, b: number) => (a >= b ? a : b);
    for (let i = N - 1; i >= 0; i--)
      for (let j = i + 1; j < N; j++) {
        const ij = i * N + j;
        if (j - 1 >= 0) table[ij] = max(table[ij], table[ij - 1]);
        if (i + 1 < N) table[ij] = max(table[ij], table[ij + N]);
        if (j - 1 >= 0 && i + 1 < N) {
          if (i < j - 1) table[ij] = max(table[ij], table[ij + N - 1] + (seq[i] + seq[j] === 3 ? 1 : 0));
          else table[ij] = max(table[ij], table[ij + N - 1]);
        }
        for (let k = i + 1; k < j; k++) table[ij] = max(table[ij], table[i * N + k] + table[(k + 1) * N + j]);
      }
  },
  async tutti({ N }, d) {
    const [table, seq] = [ndi(d, 'table'), ndi(d, 'seq')];
    const q: Promise<unknown>[] = [];
    for (let diag = 1; diag < N; diag++) q.push(nussinovDiag.launch(N - diag, { table, seq, diag }));
    await Promise.all(q);
  },
};

export const MEDLEY: readonly PolyKernel[] = [deriche, floydWarshall, nussinov];
