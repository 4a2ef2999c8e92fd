/**
 * Loops whose bound differs per lane (simd-ragged.ts): the counter stays one scalar, the loop runs
 * to the furthest lane's bound and each lane stops at its own under a mask. The same bits as js at
 * tails, for loops that run no or one iteration, bounds that differ across lanes either way, and
 * out-of-bounds reads: js's error for a read of a live lane, none for a read past a lane's bound.
 */
import { describe, expect, it } from 'vitest';
import { simdVerdict } from '../../../src/backends/wasm/simd-analysis.js';
import * as tt from '../../../src/index.js';
import { expectSameBits as same, wavyValues } from '../../support/compare.js';

const wasm = tt.devices().find((d) => d.backend === 'wasm');
const available = wasm?.available === true;
const F64 = tt.arrayOf(tt.f64);
const F32 = tt.arrayOf(tt.f32);

/** A column sum down to the diagonal: lane j runs j + 1 iterations (`from` shifts the start). */
const lower = tt.kernel({ a: F64, y: F64, n: tt.i32, from: tt.i32 }, (j, { a, y, n, from }) => {
  let s = y[j];
  for (let k = from; k <= j; k++) s = s + a[k * n + j] * 0.5;
  y[j] = s;
});

/** Counting down to a bound that falls as the lane rises, with a store and a branch inside (f32). */
const upper = tt.kernel({ a: F32, w: F32, y: F32, n: tt.i32 }, (j, { a, w, y, n }) => {
  let s = 0;
  for (let k = n - 1; k > n - 2 - j * 2; k--) {
    s = s + a[k] * w[j];
    if (s > 1) s = s - 0.75;
    y[j] = s;
  }
});

/** The row-reduction form: lane i reads row i up to column i (gathered, lanes a row apart). */
const rowPrefix = tt.kernel({ A: F64, x: F64, y: F64, m: tt.i32 }, (i, { A, x, y, m }) => {
  let s = 0;
  for (let k = 0; k < i; k++) s += A[i * m + k] * x[k];
  y[i] = s;
});

/** Lanes read right to left: lane j at k reads a[k * n + n - 1 - j]. */
const reversed = tt.kernel({ a: F64, y: F64, n: tt.i32, from: tt.i32 }, (j, { a, y, n, from }) => {
  let s = 0;
  for (let k = from; k <= j; k++) s = s + a[k * n + (n - 1 - j)];
  y[j] = s;
});

const values = (n: number, seed: number) => Float64Array.from(wavyValues(n, seed));

describe('simd analysis of loops with per-lane bounds', () => {
  it('gives lanes to counted loops whose bound reads the lane index', () => {
    expect(simdVerdict(lower.ir)).toEqual({ simd: true, lanes: 2 });
    expect(simdVerdict(upper.ir)).toEqual({ simd: true, lanes: 4 });
    expect(simdVerdict(rowPrefix.ir)).toEqual({ simd: true, lanes: 2 });
  });
  it('keeps the loop off lanes when its counter is read after it', () => {
    const after = tt.kernel({ a: F64, y: F64, n: tt.i32 }, (j, { a, y, n }) => {
      let s = 0;
      let k = 0;
      for (; k <= j; k++) s = s + a[k * n + j];
      y[j] = s + k;
    });
    expect(simdVerdict(after.ir)).toMatchObject({ simd: false });
  });
});

describe.skipIf(!available)('simd codegen of loops with per-lane bounds', () => {
  it('runs a triangular column sum on f64x2 lanes as js: tails, empty and one-iteration loops', async () => {
    const src = await lower.generatedSource('wasm');
    expect(src).toContain('f64x2');
    expect(src).toContain('v128.bitselect');
    for (const [n, from] of [
      [1, 0],
      [2, 0],
      [5, 0],
      [7, 3],
      [6, 5],
      [4, 9],
      [9, 1],
    ] as const) {
      const run = async (device: string) => {
        const y = tt.array(values(n, 2), { device });
        await lower.launch(n, { a: tt.array(values(n * n, 1), { device }), y, n, from });
        return y.read();
      };
      same(await run('wasm'), await run('js'));
    }
  });

  it('runs a descending loop with a per-lane store and branch on f32 lanes as js', async () => {
    expect(await upper.generatedSource('wasm')).toContain('f32x4');
    for (const n of [1, 3, 4, 6, 9, 13]) {
      const items = Math.max(1, n >> 1);
      const run = async (device: string) => {
        const a = tt.array(Float32Array.from(values(n, 3)), { device });
        const w = tt.array(Float32Array.from(values(items, 4)), { device });
        const y = tt.zeros([items], tt.f32, { device });
        await upper.launch(items, { a, w, y, n });
        return y.read();
      };
      same(await run('wasm'), await run('js'));
    }
  });

  it('runs a prefix row reduction (gathered, per-lane bound) as js', async () => {
    for (const [n, m] of [
      [1, 1],
      [3, 3],
      [8, 8],
      [11, 12],
    ] as const) {
      const run = async (device: string) => {
        const y = tt.zeros([n], tt.f64, { device });
        await rowPrefix.launch(n, {
          A: tt.array(values(n * m, 5), { device }),
          x: tt.array(values(m, 6), { device }),
          y,
          m,
        });
        return y.read();
      };
      same(await run('wasm'), await run('js'));
    }
  });

  it('raises js’s error for a read of a live lane, and none for a read past a lane’s bound', async () => {
    const run = async (k: typeof lower | typeof reversed, device: string, length: number) => {
      const y = tt.zeros([2], tt.f64, { device });
      const a = tt.array(values(length, 7), { device });
      const err = await k.launch(2, { a, y, n: 2, from: 0 }).catch((e: unknown) => e);
      return err instanceof Error ? err.message : Array.from(await y.read());
    };
    // lower, lanes 0 and 1: at k = 1 only lane 1 is live and reads a[3]; 3 elements: js's error
    const w = await run(lower, 'wasm', 3);
    expect(w).toEqual(expect.stringContaining('out of bounds'));
    expect(w).toBe(await run(lower, 'js', 3));
    // reversed: at k = 1 the live lane 1 reads a[2], lane 0 (past its bound) would read a[3]
    expect(simdVerdict(reversed.ir)).toEqual({ simd: true, lanes: 2 });
    const r = await run(reversed, 'wasm', 3);
    expect(r).toEqual(await run(reversed, 'js', 3));
    expect(Array.isArray(r)).toBe(true);
  });
});
