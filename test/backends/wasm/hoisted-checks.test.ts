/**
 * Range checks tested once per call (hoisted-checks.ts, row-address.ts): an f64 3-D stencil under
 * an offset launch runs its fast nest (row-based addresses) with js's bits, and a launch whose
 * accesses leave the arrays runs the checked nest and reports the same access as js.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';

const wasm = tt.devices().find((d) => d.backend === 'wasm');
const F64x3 = tt.arrayOf(tt.f64, 3);

const heat = tt.kernel(
  { A: F64x3, B: F64x3 },
  ([i, j, k], { A, B }) => {
    B[i][j][k] =
      0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k]) +
      0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k]) +
      0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1]) +
      A[i][j][k];
  },
  { float: 'f64' },
);

const transposed = tt.kernel(
  { u: tt.arrayOf(tt.f64), v: tt.arrayOf(tt.f64), n: tt.i32 },
  ([i, j], { u, v, n }) => {
    v[j * n + i] = u[i * n + j] * 2 + u[i * n + j + 1];
  },
  { float: 'f64' },
);

async function run(
  device: string,
  n: number,
  range: [number, number, number],
  offset: number[],
): Promise<Float64Array | string> {
  const a0 = Float64Array.from({ length: n * n * n }, (_, x) => Math.sin(x) * 7);
  const A = tt.array(a0, { shape: [n, n, n], device });
  const B = tt.zeros([n, n, n], tt.f64, { device });
  try {
    await heat.launch(range, { A, B }, { offset });
  } catch (e) {
    return e instanceof tt.KernelRangeError ? `${e.code}: ${e.message.split('\n')[0]}` : String(e);
  }
  return B.read();
}

describe.skipIf(wasm?.available !== true)('wasm range checks hoisted per call', () => {
  it('an offset 3-D stencil equals js bit for bit (whole interior, and a corner block)', async () => {
    for (const [n, range, offset] of [
      [9, [7, 7, 7], [1, 1, 1]],
      [12, [3, 5, 2], [4, 1, 6]],
    ] as const) {
      const got = await run('wasm', n, [range[0], range[1], range[2]], [...offset]);
      expect(got).toBeInstanceOf(Float64Array);
      expect([...(got as Float64Array)]).toEqual([
        ...((await run('js', n, [range[0], range[1], range[2]], [...offset])) as Float64Array),
      ]);
    }
  });

  it('a launch reaching past the edge reports the access js reports', async () => {
    const want = await run('js', 9, [8, 7, 7], [1, 1, 1]);
    expect(typeof want).toBe('string');
    expect(await run('wasm', 9, [8, 7, 7], [1, 1, 1])).toBe(want);
  });

  it('a symbolic stride in the innermost index (a transposed store) equals js', async () => {
    const n = 7;
    const go = async (device: string) => {
      const u = tt.array(
        Float64Array.from({ length: n * n + 1 }, (_, x) => x * 0.5 - 3),
        { device },
      );
      const v = tt.zeros([n * n], tt.f64, { device });
      await transposed.launch([n, n], { u, v, n });
      return [...(await v.read())];
    };
    expect(await go('wasm')).toEqual(await go('js'));
  });
});
