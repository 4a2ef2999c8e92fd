/**
 * The js backend's copy of the launch with one stride variable for several arrays' equal extents
 * (src/backends/js/same-strides.ts): taken only when the extents agree, with the same results as
 * the copy that keeps them apart, and errors reported as before.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';

const F64x2 = tt.arrayOf(tt.f64, 2);

/** fdtd-2d's hz update: three arrays, read at rows i and i + 1 and columns j and j + 1. */
const hz = tt.kernel(
  { ex: F64x2, ey: F64x2, h: F64x2 },
  ([i, j], { ex, ey, h }) => {
    h[i][j] = h[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
  },
  { name: 'hz', float: 'f64' },
);

const fill = (n: number, s: number) => Float64Array.from({ length: n }, (_, k) => ((k * s) % 97) / 97);

/** The same update by hand, on row-major arrays with their own row lengths. */
function plainHz(ex: Float64Array, exW: number, ey: Float64Array, eyW: number, h: Float64Array, hW: number) {
  const out = Float64Array.from(h);
  const [rows, cols] = [ey.length / eyW - 1, Math.min(exW - 1, eyW, hW)];
  for (let i = 0; i < rows; i++)
    for (let j = 0; j < cols; j++) {
      const d = (ex[i * exW + j + 1] ?? 0) - (ex[i * exW + j] ?? 0) + (ey[(i + 1) * eyW + j] ?? 0);
      out[i * hW + j] = (out[i * hW + j] ?? 0) - 0.7 * (d - (ey[i * eyW + j] ?? 0));
    }
  return out;
}

async function run(exW: number, eyW: number, hW: number) {
  const rows = 30;
  const [ex, ey, h] = [fill(rows * exW, 3), fill((rows + 1) * eyW, 5), fill(rows * hW, 7)];
  const cols = Math.min(exW - 1, eyW, hW);
  const dev = (a: Float64Array, w: number) => tt.array(a, { shape: [a.length / w, w], device: 'js' });
  const want = Array.from(plainHz(ex, exW, ey, eyW, h, hW)); // before the launch: h may be shared
  const out = dev(h, hW);
  await hz.launch([rows, cols], { ex: dev(ex, exW), ey: dev(ey, eyW), h: out });
  return { got: Array.from(await out.read()), want };
}

describe('js backend: one stride variable for equal extents', () => {
  it('tests the extents at launch and renders the copy with one of them for all', async () => {
    const src = await hz.generatedSource('js');
    expect(src).toContain('if (p_ey_shape1 === p_ex_shape1 && p_h_shape1 === p_ex_shape1 && bok(');
    const copy = src.slice(src.indexOf('p_h_shape1 === p_ex_shape1'), src.indexOf('return;'));
    expect(copy).toContain('a_h[((Math.imul(i0, p_ex_shape1) + i1) | 0)]');
    expect(copy).toContain('a_ey[((Math.imul(((i0 + 1) | 0), p_ex_shape1) + i1) | 0)]');
  });

  it('gives the hand loop’s results with equal and with different row lengths', async () => {
    for (const [exW, eyW, hW] of [
      [41, 41, 41],
      [41, 43, 40],
      [41, 40, 41],
    ] as const) {
      const { got, want } = await run(exW, eyW, hW);
      expect(got).toEqual(want);
    }
  });

  it('reports an out-of-range access as before (array, index, length)', async () => {
    const w = 8;
    const dev = (n: number) => tt.array(fill(n * w, 3), { shape: [n, w], device: 'js' });
    // ey has as many rows as h: ey[i + 1] leaves it in the last row
    const err = await hz.launch([4, w - 1], { ex: dev(4), ey: dev(4), h: dev(4) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tt.KernelRangeError);
    expect(err).toMatchObject({ array: 'ey', index: 4, length: 4 });
  });
});
