/**
 * Lane groups in which an item-dependent `?:` test holds for every lane (src/backends/c/lane-tests.ts):
 * a printing stencil (lanes for its console.log) renders its body twice, the copy for groups where
 * `i > 0` and `i < n - 1` hold in every lane reading its neighbours with plain loads. Both copies
 * must give js's values and js's printed lines, at the borders (the general body) and inside.
 */
import { expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { describeNative } from './support.js';

const stencil = tt.kernel(
  { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), n: tt.i32 },
  (i, { x, y, n }) => {
    const l = i > 0 ? x[i - 1] : 0;
    const r = i < n - 1 ? x[i + 1] : 0;
    y[i] = (l + x[i] + r) * 0.3333;
    if (y[i] > 100) console.log('big', i, y[i]);
  },
  { name: 'printing_stencil' },
);

async function run(device: string, x: Float32Array): Promise<{ y: Float32Array; lines: string[] }> {
  const n = x.length;
  const y = tt.zeros([n], tt.f32, { device });
  const lines: string[] = [];
  await stencil.launch(n, { x: tt.array(x, { device }), y, n }, { print: (l) => lines.push(l) });
  return { y: (await y.read()) as Float32Array, lines };
}

describeNative('lane groups where an item-dependent ?: test holds in every lane', () => {
  it('the printing stencil tests the group, and its all-true copy loads the neighbours without a select', async () => {
    const src = await stencil.generatedSource('native', { variant: 'fast' });
    expect(src).toContain('#pragma omp simd reduction(&:tt_all)');
    const fast = src.slice(
      src.indexOf('if (tt_all) {'),
      src.indexOf('} else {', src.indexOf('if (tt_all) {')),
    );
    expect(fast).toMatch(/v_l\[tt_l\] = a_x\[\(\(int64_t\)i0 - 1LL\)\];/);
    expect(fast).not.toMatch(/v_l\[tt_l\] = \(\(i0 > 0\)/);
  });

  for (const n of [1, 2, 127, 128, 129, 1000, 40_000]) {
    it(`n = ${n}: js's values and printed lines, borders and interior`, async () => {
      const x = Float32Array.from({ length: n }, (_, i) => ((i * 37) % 101) - 40);
      // prints at the first item, one inside and the last
      for (const at of [0, n >> 1, n - 1]) x[at] = 400;
      const want = await run('js', x);
      const got = await run('native', x);
      expect(got.y).toEqual(want.y);
      expect(got.lines).toEqual(want.lines);
      expect(got.lines.length).toBeGreaterThan(0);
    });
  }
});
