/**
 * Short launches of kernels with loops run on the calling thread once their measured time is
 * below what the thread-pool round trip saves (native/executable.ts `syncBudgetUs`): results and
 * range errors stay those of the pooled path.
 */
import { expect, it } from 'vitest';
import { syncBudgetUs } from '../../../src/backends/native/executable.js';
import * as tt from '../../../src/index.js';
import { describeNative } from './support.js';

it('the budget for running on the calling thread shrinks as threads grow, capped at 1 ms', () => {
  expect(syncBudgetUs(1)).toBe(1000);
  expect(syncBudgetUs(2)).toBe(200);
  expect(syncBudgetUs(16)).toBeLessThan(syncBudgetUs(4));
  expect(syncBudgetUs(16)).toBeGreaterThan(100);
});

describeNative('short native launches', () => {
  it('a short loop kernel launched many times keeps exact results and its range errors', async () => {
    const dev = tt.device('native');
    // row sums of a 64 x 64 matrix, one item per row (a loop inside: always pooled before)
    const rowSum = tt.kernel(
      { a: tt.arrayOf(tt.f64, 2), out: tt.arrayOf(tt.f64), n: tt.i32 },
      (i, { a, out, n }) => {
        let s = 0.0;
        for (let j = 0; j < n; j++) s += a[i][j];
        out[i] = s;
      },
      { name: 'row_sum' },
    );
    const n = 64;
    const host = new Float64Array(n * n).map((_, k) => (k % 7) + k / 1000);
    const a = tt.array(host, { shape: [n, n], device: dev });
    const out = tt.zeros([n], tt.f64, { device: dev });
    const expected = Array.from({ length: n }, (_, i) => {
      let s = 0;
      for (let j = 0; j < n; j++) s += host[i * n + j] ?? 0;
      return s;
    });
    for (let r = 0; r < 40; r++) {
      await rowSum.launch(n, { a, out, n: r % 2 === 0 ? n : n - 1 });
      if (r % 2 === 0) expect(Array.from(await out.read())).toEqual(expected);
    }
    const err = await rowSum.launch(n, { a, out, n: n + 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tt.KernelRangeError);
    expect((err as tt.KernelRangeError).code).toBe('KERNEL_INDEX_OUT_OF_BOUNDS');
  });
});
