/**
 * Loads not consecutive across lanes in a loop inside items (simd-gather.ts): a row reduction's
 * `A[i][j]` with lanes over `i` loads one element per lane. The same bits as js, tails included,
 * out-of-bounds errors where js reports them, and lanes in the generated code.
 */
import { describe, expect, it } from 'vitest';
import { simdVerdict } from '../../../src/backends/wasm/simd-analysis.js';
import * as tt from '../../../src/index.js';
import { expectSameBits as same, wavyValues } from '../../support/compare.js';

const wasm = tt.devices().find((d) => d.backend === 'wasm');
const available = wasm?.available === true;
const F64 = tt.arrayOf(tt.f64);
const F32x2 = tt.arrayOf(tt.f32, 2);
const F64x2 = tt.arrayOf(tt.f64, 2);

/** A row sum of a 2-D f32 array, scaled by a weight per column: lanes over rows. */
const rowSum = tt.kernel({ A: F32x2, w: tt.arrayOf(tt.f32), out: tt.arrayOf(tt.f32) }, (i, { A, w, out }) => {
  let s = 0;
  for (let j = 0; j < A.shape[1]; j++) s = s + A[i][j] * w[j];
  out[i] = s;
});

/** gesummv's shape on flat f64 arrays: two row reductions at once, the row length a parameter. */
const twoRows = tt.kernel({ A: F64, B: F64, x: F64, y: F64, n: tt.i32 }, (i, { A, B, x, y, n }) => {
  let t = 0.0;
  let u = 0.0;
  for (let j = 0; j < n; j++) {
    t = A[i * n + j] * x[j] + t;
    u = B[i * n + j] * x[j] + u;
  }
  y[i] = 1.5 * t + 1.2 * u;
});

/** Integer rows, read backwards, with a branch on the gathered value (i32 lanes). */
const countRow = tt.kernel(
  { A: tt.arrayOf(tt.i32), out: tt.arrayOf(tt.i32), n: tt.i32 },
  (i, { A, out, n }) => {
    let c = 0;
    for (let j = n - 1; j >= 0; j--) if (A[i * n + j] > 3) c = c + A[i * n + j];
    out[i] = c;
  },
);

/** A transposed 2-D access with lanes over columns of A's transpose: A[j][i] stays lane-consecutive. */
const colSum = tt.kernel({ A: F64x2, out: F64 }, (i, { A, out }) => {
  let s = 0.0;
  for (let j = 0; j < A.shape[0]; j++) s = s + A[j][i];
  out[i] = s;
});

/** An f64 kernel gathering an i32 row (i32 lanes 0 and 1 of a 2-lane block) at a uniform local's offset. */
const mixedRow = tt.kernel({ w: tt.arrayOf(tt.i32), x: F64, out: F64, n: tt.i32 }, (i, { w, x, out, n }) => {
  let s = 0.0;
  const last = n - 1;
  for (let j = 0; j < n; j++) s = s + w[i * n + last - j] * x[j];
  out[i] = s;
});

/** A per-lane trip count with a store inside (masked lanes), and a row gather in the same kernel's later loop. */
const maskedStore = tt.kernel(
  { o: tt.arrayOf(tt.f32), t: tt.arrayOf(tt.i32), A: F32x2 },
  (i, { o, t, A }) => {
    for (let j = 0; j < A.shape[1]; j++) o[i] = o[i] + A[i][j];
    let k = 0;
    while (k < t[i]) {
      o[i] = o[i] * 0.5 + 1;
      k++;
    }
  },
);

/** A triangular solve step: its loop bound differs per lane, so it stays scalar (same as js). */
const solveStep = tt.kernel({ L: F64x2, b: F64, x: F64 }, (i, { L, b, x }) => {
  let s = b[i];
  for (let k = 0; k < i; k++) s = s - L[i][k] * b[k];
  x[i] = s / L[i][i];
});

const values = wavyValues;

describe('simd analysis of strided loads in loops', () => {
  it('gives lanes to row reductions', () => {
    expect(simdVerdict(rowSum.ir)).toEqual({ simd: true, lanes: 4 });
    expect(simdVerdict(twoRows.ir)).toEqual({ simd: true, lanes: 2 });
    expect(simdVerdict(countRow.ir)).toEqual({ simd: true, lanes: 4 });
    expect(simdVerdict(colSum.ir)).toEqual({ simd: true, lanes: 2 });
    expect(simdVerdict(mixedRow.ir)).toEqual({ simd: true, lanes: 2 });
    expect(simdVerdict(maskedStore.ir)).toEqual({ simd: true, lanes: 4 });
    expect(simdVerdict(solveStep.ir)).toMatchObject({ simd: false });
  });
});

describe.skipIf(!available)('simd codegen of strided loads in loops', () => {
  it('gathers rows lane by lane with the same bits as js, tails included', async () => {
    expect(await rowSum.generatedSource('wasm')).toContain('f32x4.replace_lane');
    expect(await twoRows.generatedSource('wasm')).toContain('f64x2.replace_lane');
    for (const [rows, cols] of [
      [1, 3],
      [4, 5],
      [7, 1],
      [9, 13],
      [6, 0],
    ] as const) {
      const run = async (device: string) => {
        const A = tt.array(Float32Array.from(values(rows * cols, 1)), { shape: [rows, cols], device });
        const w = tt.array(Float32Array.from(values(cols, 2)), { device });
        const out = tt.zeros([rows], tt.f32, { device });
        await rowSum.launch(rows, { A, w, out });
        const fa = tt.array(Float64Array.from(values(rows * cols, 3)), { device });
        const fb = tt.array(Float64Array.from(values(rows * cols, 4)), { device });
        const x = tt.array(Float64Array.from(values(cols, 5)), { device });
        const y = tt.zeros([rows], tt.f64, { device });
        await twoRows.launch(rows, { A: fa, B: fb, x, y, n: cols });
        const ia = tt.array(
          Int32Array.from(values(rows * cols, 6), (v) => Math.round(v * 3)),
          { device },
        );
        const c = tt.zeros([rows], tt.i32, { device });
        await countRow.launch(rows, { A: ia, out: c, n: cols });
        const T = tt.array(Float64Array.from(values(rows * cols, 7)), { shape: [cols, rows], device });
        const cs = tt.zeros([rows], tt.f64, { device });
        await colSum.launch(rows, { A: T, out: cs });
        const iw = tt.array(
          Int32Array.from(values(rows * cols, 8), (v) => Math.round(v * 5)),
          { device },
        );
        const mo = tt.zeros([rows], tt.f64, { device });
        await mixedRow.launch(rows, { w: iw, x, out: mo, n: cols });
        const L = tt.array(
          Float64Array.from(values(rows * rows, 9), (v) => v + 4),
          {
            shape: [rows, rows],
            device,
          },
        );
        const sb = tt.array(Float64Array.from(values(rows, 10)), { device });
        const sx = tt.zeros([rows], tt.f64, { device });
        await solveStep.launch(rows, { L, b: sb, x: sx });
        const o = tt.array(Float32Array.from(values(rows, 11)), { device });
        const trips = tt.array(
          Int32Array.from({ length: rows }, (_, q) => (q * 7) % 5),
          { device },
        );
        await maskedStore.launch(rows, { o, t: trips, A });
        const reads = [out, y, c, cs, mo, sx, o].map((a) => a.read());
        return Promise.all(reads);
      };
      const [w, j] = [await run('wasm'), await run('js')];
      for (let q = 0; q < w.length; q++) same(w[q] ?? [], j[q] ?? []);
    }
  });

  it('reports a row past the end as js does', async () => {
    const run = async (device: string) => {
      const A = tt.zeros([5 * 4 - 1], tt.f64, { device }); // row 4's last element is one past the end
      const B = tt.zeros([5 * 4], tt.f64, { device });
      const x = tt.zeros([4], tt.f64, { device });
      const y = tt.zeros([5], tt.f64, { device });
      const err = await twoRows.launch(5, { A, B, x, y, n: 4 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(tt.KernelRangeError);
      return [(err as tt.KernelRangeError).code, (err as Error).message];
    };
    expect(await run('wasm')).toEqual(await run('js'));
  });
});
