/**
 * The CUDA C of kernels written with vectors, matrices and structs (scalarised by the frontend)
 * compiles with nvcc to PTX with every warning an error, in one batch (ptx-batch.ts).
 */
import { expect, it } from 'vitest';
import { hoistRangeChecks } from '../../../src/passes/hoist-range-checks.js';
import { VECTOR_KERNELS } from '../../language/vector-kernels.js';
import { compileAllToPtx, renderAll } from './ptx-batch.js';
import { describeNvcc, nvccPath } from './support.js';

describeNvcc('nvcc compiles the CUDA C of vector and struct kernels', () => {
  it('every kernel (and its fast variant) builds to PTX without a warning', async () => {
    const kernels = VECTOR_KERNELS.flatMap(({ name, kernel }) => {
      const ir = kernel().ir;
      const fast = hoistRangeChecks(ir)?.fast;
      return [{ name, ir }, ...(fast ? [{ name: `${name} (fast)`, ir: fast }] : [])];
    });
    const { jobs, failures } = renderAll(kernels);
    const r = await compileAllToPtx(nvccPath ?? 'nvcc', ['-Werror', 'all-warnings'], jobs, { batches: 1 });
    expect(kernels.length).toBeGreaterThanOrEqual(VECTOR_KERNELS.length);
    expect([...failures, ...r.failures]).toEqual([]);
  }, 300_000);
});
