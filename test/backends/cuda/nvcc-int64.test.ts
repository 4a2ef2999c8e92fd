/**
 * The 64-bit integer kernels (test/language/int64-kernels.ts: Collatz, wrapping arithmetic and
 * conversions, i64/u64 scalars and a BigInt helper) compile to PTX with nvcc, every warning an
 * error: CUDA's half of issue 28 item 6 that a machine without a GPU can check.
 */
import { expect, it } from 'vitest';
import { affine, collatz, mix } from '../../language/int64-kernels.js';
import { compileAllToPtx, renderAll } from './ptx-batch.js';
import { describeNvcc, nvccPath } from './support.js';

describeNvcc('nvcc compiles the 64-bit integer kernels', () => {
  it('Collatz, mix and affine build to PTX without a warning', async () => {
    const kernels = [collatz, mix, affine].map((k, n) => ({ name: `${k.name}_${n}`, ir: k.ir }));
    const { jobs, failures } = renderAll(kernels);
    expect(jobs.map((j) => j.source.includes('uint64_t'))).toEqual([true, true, true]);
    const r = await compileAllToPtx(nvccPath ?? 'nvcc', ['-Werror', 'all-warnings'], jobs);
    expect([...failures, ...r.failures]).toEqual([]);
  }, 600_000);
});
