/**
 * Math.abs of an i32 on CUDA: JS's `Math.abs(-2 ** 31) | 0` is -2^31, so `(Math.abs(x) | 0) < 0`
 * holds for that x. ptxas takes the result of PTX's abs.s32 as non-negative and folds such a test
 * to false (seen on an H200 with CUDA 13: the fuzzer's int class gave 0 where js gave -1). tutti's
 * CUDA C computes the abs as x times its sign inside inline PTX, which neither NVVM nor ptxas
 * reads as an abs.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { buildCudaKernel } from '../../../src/backends/cuda/build.js';
import * as tt from '../../../src/index.js';
import { describeNvcc, nvccPath } from './support.js';

const negativeAbs = tt.kernel(
  { a: tt.arrayOf(tt.i32), o: tt.arrayOf(tt.i32) },
  (i, { a, o }) => {
    o[i] = (Math.abs(a[i]) | 0) < 0 ? -1 : Math.abs(a[i]);
  },
  { name: 'negative_abs' },
);

describeNvcc('nvcc: Math.abs of an i32', () => {
  it('builds to PTX without abs.s32, whose result ptxas takes as non-negative', async () => {
    const built = await buildCudaKernel(negativeAbs.ir, {
      compiler: { kind: 'nvcc', path: nvccPath ?? 'nvcc' },
    });
    const ptx = readFileSync(built.path, 'utf8');
    expect(ptx).toMatch(/\.entry\b/);
    expect(ptx).not.toMatch(/\babs\.s32\b/);
    expect(ptx).toMatch(/\bmul\.lo\.s32\b/);
  }, 120_000);
});

it('js gives -1 for -2^31 (the reference the CUDA build must keep)', async () => {
  const a = tt.array(new Int32Array([-(2 ** 31), -5, 7]), { device: 'js' });
  const o = tt.zeros([3], tt.i32, { device: 'js' });
  await negativeAbs.launch(3, { a, o });
  expect(Array.from(await o.read())).toEqual([-1, 5, 7]);
});
