/** The vectorisation rule: elementwise kernels get a 4-lane loop, others stay scalar. */
import { describe, expect, it } from 'vitest';
import { simdVerdict } from '../../../src/backends/wasm/simd-analysis.js';
import * as tt from '../../../src/index.js';
import { contentDespiteFailure } from '../../support/failed-content.js';

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
  y[i] = y[i - 1] + x[i] + x[i + 1];
});
const matmul = tt.kernel(
  { a: tt.arrayOf(tt.f32), b: tt.arrayOf(tt.f32), c: tt.arrayOf(tt.f32), n: tt.i32 },
  ([i, j], { a, b, c, n }) => {
    let s = 0;
    for (let k = 0; k < n; k++) s += a[i * n + k] * b[k * n + j];
    c[i * n + j] = s;
  },
);
const mandel = tt.kernel(
  { out: tt.arrayOf(tt.u32), w: tt.i32, h: tt.i32, maxIter: tt.i32 },
  ([py, px], { out, w, h, maxIter }) => {
    const x0 = (px / w) * 3.5 - 2.5;
    const y0 = (py / h) * 2 - 1;
    let x = 0;
    let y = 0;
    let k = 0;
    while (x * x + y * y <= 4 && k < maxIter) {
      const xt = x * x - y * y + x0;
      y = 2 * x * y + y0;
      x = xt;
      k++;
    }
    if (k === maxIter) k = 0;
    else if (k > 5) k = k * 2;
    else {
      for (let t = 0; t < k; t++) x = x + 1;
      do {
        y = y + 1;
      } while (y < x);
      if (y > 3) k = k + 1000;
    }
    out[py * w + px] = k;
  },
);
const idiv = tt.kernel({ x: tt.arrayOf(tt.i32) }, (i, { x }) => {
  x[i] = Math.trunc(x[i] / 3);
});
const toInt = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.i32) }, (i, { x, y }) => {
  y[i] = x[i];
});

describe('simd analysis', () => {
  it('vectorises lane loops with masked control flow (Mandelbrot)', () => {
    expect(simdVerdict(mandel.ir)).toEqual({ simd: true, lanes: 4 });
  });
  it('vectorises elementwise kernels (saxpy, selects, int min/max)', () => {
    expect(simdVerdict(saxpy.ir)).toEqual({ simd: true, lanes: 4 });
    expect(simdVerdict(select.ir)).toEqual({ simd: true, lanes: 4 });
    expect(simdVerdict(toInt.ir)).toEqual({ simd: true, lanes: 4 });
  });
  it('keeps stencils and integer division scalar, with a reason; a matmul item gets lanes', () => {
    expect(simdVerdict(stencil.ir)).toMatchObject({ simd: false, reason: expect.stringContaining("'y'") });
    // its loop reads a's row (one element for all lanes) and b's row k (lane-consecutive)
    expect(simdVerdict(matmul.ir)).toEqual({ simd: true, lanes: 4 });
    expect(simdVerdict(idiv.ir)).toMatchObject({ simd: false, reason: 'integer division or remainder' });
  });
});

describe.skipIf(!available)('simd codegen', () => {
  it('emits f32x4 for saxpy and none for a recurrence', async () => {
    expect(await saxpy.generatedSource('wasm')).toContain('f32x4.mul');
    expect(await stencil.generatedSource('wasm')).not.toContain('f32x4');
  });

  it('masked loops and ifs equal js, widths around the lane count, with an out-of-bounds row', async () => {
    expect(await mandel.generatedSource('wasm')).toContain('f32x4.mul');
    for (const [h, w] of [
      [7, 37],
      [64, 64],
      [3, 5],
    ] as const) {
      const run = async (device: string) => {
        const out = tt.zeros([h * w], tt.u32, { device });
        await mandel.launch([h, w], { out, w, h, maxIter: 60 });
        return out.read();
      };
      expect([...(await run('wasm'))]).toEqual([...(await run('js'))]);
    }
    const fail = async (device: string) => {
      const out = tt.zeros([7 * 37 - 3], tt.u32, { device });
      const e = await mandel.launch([7, 37], { out, w: 37, h: 7, maxIter: 60 }).catch((x: unknown) => x);
      return { e, out: await contentDespiteFailure(out) };
    };
    const [a, b] = [await fail('wasm'), await fail('js')];
    expect(a.e).toBeInstanceOf(tt.KernelRangeError);
    expect((a.e as Error).message).toBe((b.e as Error).message);
    expect(a.out).toEqual(b.out);
  });

  it('f32 -> int stores wrap like JS in SIMD lanes (NaN, ±Infinity, huge, negative)', async () => {
    const edge = [0, -0, 2.5, -2.5, 3e9, -3e9, 5e9, Number.NaN, Infinity, -Infinity, 2 ** 31, -(2 ** 31) - 1];
    const xs = Float32Array.from([...edge, 1.5, 1e20, -0.999, 16777217, 7, 8, 9, 10]);
    const run = async (device: string) => {
      const x = tt.array(xs.slice(), { device });
      const y = tt.zeros([xs.length], tt.i32, { device });
      await toInt.launch(xs.length, { x, y });
      return y.read();
    };
    expect([...(await run('wasm'))]).toEqual([...(await run('js'))]);
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
