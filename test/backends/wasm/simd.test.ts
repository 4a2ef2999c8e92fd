/** The vectorisation rule: elementwise kernels get a 4-lane loop, others stay scalar. */
import { describe, expect, it } from 'vitest';
import { simdVerdict } from '../../../src/backends/wasm/simd-analysis.js';
import * as tt from '../../../src/index.js';

const wasm = tt.devices().find((d) => d.backend === 'wasm');
const available = wasm?.available === true;

const saxpy = tt.kernel({ a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { a, x, y }) => {
  y[i] = a * x[i] + y[i];
});
const select = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.i32) }, (i, { x, y }) => {
  const v = x[i];
  y[i] = v > 0 && v < 10 ? i * 2 : Math.max(y[i], 3);
});
const stencil = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
  y[i] = x[i - 1] + x[i] + x[i + 1];
});
const matmul = tt.kernel(
  { a: tt.arrayOf(tt.f32), b: tt.arrayOf(tt.f32), c: tt.arrayOf(tt.f32), n: tt.i32 },
  ([i, j], { a, b, c, n }) => {
    let s = 0;
    for (let k = 0; k < n; k++) s += a[i * n + k] * b[k * n + j];
    c[i * n + j] = s;
  },
);
const toInt = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.i32) }, (i, { x, y }) => {
  y[i] = x[i];
});

describe('simd analysis', () => {
  it('vectorises elementwise kernels (saxpy, selects, int min/max)', () => {
    expect(simdVerdict(saxpy.ir)).toEqual({ simd: true });
    expect(simdVerdict(select.ir)).toEqual({ simd: true });
  });
  it('keeps stencils, 2-D kernels with loops and float->int stores scalar, with a reason', () => {
    expect(simdVerdict(stencil.ir)).toMatchObject({ simd: false, reason: expect.stringContaining("'x'") });
    expect(simdVerdict(matmul.ir)).toMatchObject({ simd: false, reason: '2-D kernel' });
    expect(simdVerdict(toInt.ir)).toMatchObject({ simd: false, reason: 'a float -> int cast' });
  });
});

describe.skipIf(!available)('simd codegen', () => {
  it('emits f32x4 for saxpy and none for the stencil', async () => {
    expect(await saxpy.generatedSource('wasm')).toContain('f32x4.mul');
    expect(await stencil.generatedSource('wasm')).not.toContain('f32x4');
  });

  it('vector loop + scalar tail equal js for every length around the lane width', async () => {
    for (const n of [1, 3, 4, 5, 7, 8, 9, 4099]) {
      const xs = Float32Array.from({ length: n }, (_, i) => (i % 13) - 4.5);
      const ys = Int32Array.from({ length: n }, (_, i) => i % 7);
      const run = async (device: string) => {
        const x = tt.array(xs.slice(), { device });
        const y = tt.array(ys.slice(), { device });
        await select.launch(n, { x, y });
        return y.read();
      };
      expect([...(await run('wasm'))]).toEqual([...(await run('js'))]);
    }
  });
});
