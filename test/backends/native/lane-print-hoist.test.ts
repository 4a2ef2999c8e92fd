/**
 * Statements after a printing branch that it cannot observe run in the lane loop that tests it
 * (src/backends/c/lane-print-hoist.ts): a row sum printing an element inside its loop keeps one
 * lane loop per iteration. Values and printed lines must stay js's, and a branch that leaves the
 * loop (`break`) keeps what follows it where it was.
 */
import { expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { printingRowSum } from '../../support/printing-kernels.js';
import { describeNative } from './support.js';

const F32 = tt.arrayOf(tt.f32);
const rowSum = printingRowSum;
const rowSumLeaving = tt.kernel(
  { x: F32, y: F32, m: tt.i32 },
  (i, { x, y, m }) => {
    let s = 0;
    for (let j = 0; j < m; j++) {
      const v = x[i * m + j];
      if (v > 100) {
        console.log('stop at', i, j);
        break;
      }
      s += v;
    }
    y[i] = s;
  },
  { name: 'row_sum_leaving' },
);

async function run(k: typeof rowSum, device: string, x: Float32Array, m: number) {
  const n = x.length / m;
  const y = tt.zeros([n], tt.f32, { device });
  const lines: string[] = [];
  await k.launch(n, { x: tt.array(x, { device }), y, m }, { print: (l) => lines.push(l) });
  return { y: await y.read(), lines };
}

describeNative('statements after a printing branch in a lane body', () => {
  it('s += v joins the lane loop that tests the print; not past a branch that breaks', async () => {
    const src = await rowSum.generatedSource('native', { variant: 'fast' });
    expect(src).toMatch(/tt_any\d+ \|= tt_m\d+\[tt_l\];\n\s*v_s\[tt_l\] = \(v_s\[tt_l\] \+ v_v\[tt_l\]\);/);
    const leaving = await rowSumLeaving.generatedSource('native', { variant: 'fast' });
    expect(leaving).not.toMatch(/tt_any\d+ \|= tt_m\d+\[tt_l\];\n\s*v_s\[tt_l\] = /);
  });

  for (const [name, k] of [
    ['in-loop print', rowSum],
    ['in-loop print that breaks', rowSumLeaving],
  ] as const) {
    it(`${name}: js's sums and printed lines`, async () => {
      for (const [rows, m] of [
        [1, 3],
        [17, 64],
        [300, 7],
      ] as const) {
        const x = Float32Array.from({ length: rows * m }, (_, i) => ((i * 37) % 101) - 50);
        for (const at of [0, (rows * m) >> 1, rows * m - 1]) x[at] = 500;
        const want = await run(k, 'js', x, m);
        const got = await run(k, 'native', x, m);
        expect(got.y).toEqual(want.y);
        expect(got.lines).toEqual(want.lines);
      }
    });
  }
});
