/**
 * Items that end early (`if (c) return;` at the top of the body, simd-early-return.ts) on SIMD
 * lanes: the lane stops, the others go on under a mask. The same bits as js at tails and at every
 * split of live lanes, loops that run no or one iteration, and out-of-bounds reads: an error where
 * js reports one (a live lane), none where js has none (a lane that returned).
 */
import { describe, expect, it } from 'vitest';
import { simdVerdict } from '../../../src/backends/wasm/simd-analysis.js';
import * as tt from '../../../src/index.js';
import { expectSameBits as same, wavyValues } from '../../support/compare.js';

const wasm = tt.devices().find((d) => d.backend === 'wasm');
const available = wasm?.available === true;
const F64 = tt.arrayOf(tt.f64);
const F32 = tt.arrayOf(tt.f32);
const F64x2 = tt.arrayOf(tt.f64, 2);

/** PolyBench's syrk as a user ports it: the lower triangle only. */
const syrk = tt.kernel(
  { C: F64x2, A: F64x2, alpha: tt.f64, beta: tt.f64 },
  ([i, j], { C, A, alpha, beta }) => {
    if (j > i) return;
    let c = C[i][j] * beta;
    for (let k = 0; k < A.shape[1]; k++) c += alpha * A[i][k] * A[j][k];
    C[i][j] = c;
  },
);

/** Two returns, a store before them, and an f32 kernel (4 lanes). */
const twice = tt.kernel({ x: F32, y: F32, lo: tt.f32, hi: tt.f32 }, (i, { x, y, lo, hi }) => {
  y[i] = x[i] * 2;
  if (x[i] < lo) return;
  let v = x[i];
  if (v > hi) return;
  for (let k = 0; k < 3; k++) v = v * v - 0.5;
  y[i] = v;
});

/** A row sum of the items below `live` (`a` holds only their rows: the others read past it). */
const rows = tt.kernel({ a: F64, y: F64, m: tt.i32, live: tt.i32 }, (i, { a, y, m, live }) => {
  if (i >= live) return;
  let s = 0;
  for (let k = 0; k < m; k++) s += a[i * m + k];
  y[i] = s;
});

const values = (n: number, seed: number) => Float64Array.from(wavyValues(n, seed));

describe('simd analysis of early returns', () => {
  it('keeps the lanes of items that return early at the top level', () => {
    expect(simdVerdict(syrk.ir)).toEqual({ simd: true, lanes: 2 });
    expect(simdVerdict(twice.ir)).toEqual({ simd: true, lanes: 4 });
    expect(simdVerdict(rows.ir)).toEqual({ simd: true, lanes: 2 });
  });
  it('still refuses a return inside a loop', () => {
    const inLoop = tt.kernel({ y: F32 }, (i, { y }) => {
      for (let k = 0; k < 4; k++) {
        if (y[i] > 1) return;
        y[i] = y[i] + 1;
      }
    });
    expect(simdVerdict(inLoop.ir)).toMatchObject({ simd: false, reason: expect.stringContaining('return') });
  });
});

describe.skipIf(!available)('simd codegen of early returns', () => {
  it('runs syrk on f64x2 lanes with the same bits as js, every shape and tail', async () => {
    const src = await syrk.generatedSource('wasm');
    expect(src).toContain('f64x2');
    expect(src).toContain('v128.bitselect');
    for (const [n, m] of [
      [1, 3],
      [2, 1],
      [5, 4],
      [7, 0],
      [8, 5],
      [9, 2],
    ] as const) {
      const run = async (device: string) => {
        const C = tt.array(values(n * n, 1), { shape: [n, n], device, dtype: tt.f64 });
        const A = tt.array(values(n * m, 2), { shape: [n, m], device, dtype: tt.f64 });
        await syrk.launch([n, n], { C, A, alpha: 1.5, beta: 1.2 });
        return C.read();
      };
      same(await run('wasm'), await run('js'));
    }
  });

  it('runs two returns and a store before them on f32 lanes as js', async () => {
    expect(await twice.generatedSource('wasm')).toContain('f32x4');
    for (const n of [1, 3, 4, 5, 11, 16]) {
      for (const [lo, hi] of [
        [-1, 1],
        [-10, 10],
        [10, 20],
        [0.3, 0.4],
      ] as const) {
        const x = Float32Array.from({ length: n }, (_, i) => Math.sin(i * 2.1) * 1.5);
        const run = async (device: string) => {
          const y = tt.zeros([n], tt.f32, { device });
          await twice.launch(n, { x: tt.array(x, { device }), y, lo, hi });
          return y.read();
        };
        same(await run('wasm'), await run('js'));
      }
    }
  });

  it('raises no error for a returned lane that would read past an array, as js', async () => {
    for (const [n, live, m] of [
      [5, 3, 4],
      [6, 5, 1],
      [4, 0, 3],
      [9, 4, 0],
    ] as const) {
      const run = async (device: string) => {
        const y = tt.zeros([n], tt.f64, { device });
        await rows.launch(n, { a: tt.array(values(live * m, 3), { device }), y, m, live });
        return y.read();
      };
      same(await run('wasm'), await run('js'));
    }
  });

  it('reports an out-of-bounds read of a live lane as js does', async () => {
    const run = async (device: string) => {
      const y = tt.zeros([6], tt.f64, { device });
      // item 4 is live and reads a[4 * 3 + 1] = a[13], past a's 13 elements
      const err = await rows
        .launch(6, { a: tt.array(values(13, 4), { device }), y, m: 3, live: 5 })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(tt.KernelRangeError);
      return (err as Error).message;
    };
    expect(await run('wasm')).toBe(await run('js'));
  });
});
