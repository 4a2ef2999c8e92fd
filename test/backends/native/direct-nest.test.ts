/**
 * The direct loop nest of native 2-D and 3-D launches (backends/native/dialect-openmp.ts
 * `directNest`): on the calling thread, a launch whose hoisted checks pass over the whole range
 * runs its rows as one plain nest, with no blocks. Results, the first out-of-bounds access of a
 * still-checked access, and offset launches must stay those of js.
 */
import { expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { contentDespiteFailure } from '../../support/failed-content.js';
import { describeNative } from './support.js';

const F64x3 = tt.arrayOf(tt.f64, 3);

describeNative('native direct loop nest', () => {
  it('a 3-D stencil under a launch offset runs as one nest and equals js bit for bit', async () => {
    const step = tt.kernel(
      { A: F64x3, B: F64x3 },
      ([i, j, k], { A, B }) => {
        B[i][j][k] =
          0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k]) +
          0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k]) +
          0.25 * (A[i][j][k + 1] - A[i][j][k - 1]) +
          A[i][j][k];
      },
      { float: 'f64' },
    );
    expect(await step.generatedSource('native')).toContain('} else if (tt_all_ok) {');
    const n = [9, 13, 21];
    const len = n[0] * n[1] * n[2];
    const init = Float64Array.from({ length: len }, (_, x) => ((x * 7919) % 1013) / 101);
    const run = async (device: string) => {
      const A = tt.array(init.slice(), { shape: n, device });
      const B = tt.array(
        init.map((v) => -v),
        { shape: n, device },
      );
      for (let t = 0; t < 3; t++) {
        await step.launch([n[0] - 2, n[1] - 2, n[2] - 2], { A, B }, { offset: [1, 1, 1] });
        await step.launch([n[0] - 2, n[1] - 2, n[2] - 2], { A: B, B: A }, { offset: [1, 1, 1] });
      }
      return Array.from(await A.read());
    };
    const want = await run('js');
    expect(want.some((v, x) => v !== init[x])).toBe(true);
    expect(await run('native')).toEqual(want);
  });

  it('a data-dependent access out of bounds in the nest: the same KernelRangeError as js (lowest item first)', async () => {
    const gather = tt.kernel(
      { a: tt.arrayOf(tt.f32), idx: tt.arrayOf(tt.i32), out: tt.arrayOf(tt.f32), w: tt.i32 },
      ([i, j], { a, idx, out, w }) => {
        out[i * w + j] = a[i * w + j] + a[idx[i * w + j]];
      },
    );
    const [h, w] = [6, 40];
    const idx = Int32Array.from({ length: h * w }, (_, x) => (x * 37) % (h * w));
    idx[3 * w + 17] = h * w + 5; // the first bad item
    idx[4 * w + 2] = -3;
    const failure = async (device: string) => {
      const a = tt.array(
        Float32Array.from({ length: h * w }, (_, x) => x * 0.5),
        { device },
      );
      const out = tt.zeros([h * w], tt.f32, { device });
      const e = await gather
        .launch([h, w], { a, idx: tt.array(idx, { device }), out, w })
        .catch((x: unknown) => x);
      return { e, out: await contentDespiteFailure(out) };
    };
    const want = await failure('js');
    expect(want.e).toBeInstanceOf(tt.KernelRangeError);
    if (!(want.e instanceof tt.KernelRangeError)) return;
    expect(want.e.index).toBe(h * w + 5);
    const got = await failure('native');
    expect(got.e).toBeInstanceOf(tt.KernelRangeError);
    expect(got.e).toMatchObject({ code: 'KERNEL_INDEX_OUT_OF_BOUNDS', array: 'a', index: want.e.index });
    // js stops at the failing item; native's items before it ran the same
    const first = 3 * w + 17;
    expect(got.out.slice(0, first)).toEqual(want.out.slice(0, first));
  });
});
