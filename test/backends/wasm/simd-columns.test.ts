/**
 * Items that own a column (simd-accesses.ts `columnOwned`): every access to a stored 2-D array is
 * at `[r][x + c]`, x the item, c fixed, r anything (a row that moves along a loop, a nested loop's
 * row): lanes reach distinct columns, so they run side by side, with accesses in loops nested in a
 * top-level loop covered by its entry test (simd-nested-loops.ts). The same bits as js, tails and
 * empty inner loops included, js's error for an out-of-range row, and kernels where lanes would
 * be wrong (one item reading a column another writes) stay scalar.
 */
import { describe, expect, it } from 'vitest';
import { simdVerdict } from '../../../src/backends/wasm/simd-analysis.js';
import * as tt from '../../../src/index.js';
import { expectSameBits as same, wavyValues } from '../../support/compare.js';

const wasm = tt.devices().find((d) => d.backend === 'wasm');
const available = wasm?.available === true;
const F64x2 = tt.arrayOf(tt.f64, 2);
const F32x2 = tt.arrayOf(tt.f32, 2);

/** PolyBench's symm per column: row i updates the rows k < i of the item's column of C. */
const symm = tt.kernel(
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
);

/** PolyBench's trmm per column: B[i][j] from the rows below it in the same column. */
const trmm = tt.kernel({ A: F64x2, B: F64x2, alpha: tt.f64 }, (j, { A, B, alpha }) => {
  const m = A.shape[0];
  for (let i = 0; i < m; i++) {
    let b = B[i][j];
    for (let k = i + 1; k < m; k++) b += A[k][i] * B[k][j];
    B[i][j] = alpha * b;
  }
});

/** f32 (4 lanes), a column offset, a masked store, and a nested loop counting down. */
const prefix = tt.kernel({ C: F32x2, w: tt.arrayOf(tt.f32), off: tt.i32 }, (c, { C, w, off }) => {
  const j = c + off;
  for (let i = 1; i < C.shape[0]; i++) {
    let s = 0;
    for (let k = i - 1; k >= 0; k--) s = s + C[k][j] * w[k];
    if (s > 0) C[i][j] = C[i][j] + s * 0.5;
  }
});

/** Lanes would be wrong: item j reads column j + 1, which the next item writes. */
const neighbour = tt.kernel({ C: F64x2 }, (j, { C }) => {
  for (let i = 1; i < C.shape[0]; i++) C[i][j] = C[i - 1][j] + C[i - 1][j + 1] * 0.5;
});

/** Lanes would be wrong: every item reads column 0, which item 0 writes. */
const firstColumn = tt.kernel({ C: F64x2 }, (j, { C }) => {
  for (let i = 1; i < C.shape[0]; i++) C[i][j] = C[i - 1][j] + C[i - 1][0];
});

/** Lanes would be wrong: a flat array with a loop-varying offset (no column to own). */
const flat = tt.kernel({ y: tt.arrayOf(tt.f64), n: tt.i32 }, (j, { y, n }) => {
  for (let k = 1; k < n; k++) y[k * 2 + j] = y[k * 2 + j - 2] + 1;
});

const f64s = (shape: [number, number], seed: number, device: string) =>
  tt.array(Float64Array.from(wavyValues(shape[0] * shape[1], seed)), { device, shape });

describe('simd analysis of column-owning items', () => {
  it('gives lanes to items that own their column', () => {
    expect(simdVerdict(symm.ir)).toEqual({ simd: true, lanes: 2 });
    expect(simdVerdict(trmm.ir)).toEqual({ simd: true, lanes: 2 });
    expect(simdVerdict(prefix.ir)).toEqual({ simd: true, lanes: 4 });
  });
  it('keeps items scalar when one reads a column another writes', () => {
    for (const k of [neighbour, firstColumn, flat]) expect(simdVerdict(k.ir)).toMatchObject({ simd: false });
  });
});

describe.skipIf(!available)('simd codegen of column-owning items', () => {
  it('runs symm and trmm on f64x2 lanes as js: tails, one row, empty inner loops', async () => {
    expect(await symm.generatedSource('wasm')).toContain('f64x2');
    expect(await trmm.generatedSource('wasm')).toContain('f64x2');
    for (const [m, n] of [
      [1, 1],
      [1, 4],
      [2, 3],
      [5, 7],
      [8, 8],
      [13, 9],
    ] as const) {
      const run = async (device: string) => {
        const C = f64s([m, n], 1, device);
        const B = f64s([m, n], 2, device);
        await symm.launch(n, { C, A: f64s([m, m], 3, device), B, alpha: 1.5, beta: 1.2 });
        const T = f64s([m, n], 4, device);
        await trmm.launch(n, { A: f64s([m, m], 5, device), B: T, alpha: 1.5 });
        return [await C.read(), await T.read()];
      };
      const [w, j] = [await run('wasm'), await run('js')];
      for (let q = 0; q < w.length; q++) same(w[q] ?? [], j[q] ?? []);
    }
  });

  it('runs a masked f32 column update with a descending nested loop on 4 lanes as js', async () => {
    expect(await prefix.generatedSource('wasm')).toContain('f32x4');
    for (const [m, n, off] of [
      [1, 4, 0],
      [4, 6, 1],
      [9, 11, 2],
      [12, 16, 0],
    ] as const) {
      const run = async (device: string) => {
        const C = tt.array(Float32Array.from(wavyValues(m * n, 6)), { device, shape: [m, n] });
        const w = tt.array(Float32Array.from(wavyValues(m, 7)), { device });
        await prefix.launch(n - off, { C, w, off });
        return C.read();
      };
      same(await run('wasm'), await run('js'));
    }
  });

  it('runs the kernels lanes would get wrong as js (scalar)', async () => {
    for (const n of [3, 6]) {
      const run = async (device: string) => {
        const a = f64s([5, n + 1], 8, device);
        await neighbour.launch(n, { C: a });
        const b = f64s([5, n], 9, device);
        await firstColumn.launch(n, { C: b });
        const y = tt.array(Float64Array.from(wavyValues(4 * 2 + n, 10)), { device });
        await flat.launch(n, { y, n: 4 });
        return [await a.read(), await b.read(), await y.read()];
      };
      const [w, j] = [await run('wasm'), await run('js')];
      for (let q = 0; q < w.length; q++) same(w[q] ?? [], j[q] ?? []);
    }
  });

  it('reports a row past the end as js does', async () => {
    const run = async (device: string) => {
      // A has more rows than C: symm's store C[k][j] runs past C's last row
      const err = await symm
        .launch(4, {
          C: f64s([3, 4], 1, device),
          A: f64s([5, 5], 2, device),
          B: f64s([5, 4], 3, device),
          alpha: 1,
          beta: 1,
        })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(tt.KernelRangeError);
      return [(err as tt.KernelRangeError).code, (err as Error).message];
    };
    expect(await run('wasm')).toEqual(await run('js'));
  });
});
