/**
 * The CUDA C of kernels with memory fences (tt.fence(): __threadfence(); g.fence():
 * __threadfence_block()) compiles with nvcc to PTX with every warning an error.
 */
import { expect, it } from 'vitest';
import { buildCudaKernel } from '../../../src/backends/cuda/build.js';
import { fenceCases } from '../../conformance/cases-fences.js';
import { describeNvcc, nvccPath } from './support.js';

describeNvcc('nvcc compiles the CUDA C of memory fences', () => {
  it('every fence conformance kernel builds to PTX without a warning', async () => {
    const failures: string[] = [];
    for (const c of fenceCases) {
      try {
        const built = await buildCudaKernel(c.kernel().ir, {
          compiler: { kind: 'nvcc', path: nvccPath ?? 'nvcc' },
          extra: ['-Werror', 'all-warnings'],
        });
        if (built.log !== '') failures.push(`${c.name}: warnings:\n${built.log}`);
      } catch (e) {
        failures.push(`${c.name}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    expect(fenceCases.length).toBe(3);
    expect(failures).toEqual([]);
  }, 300_000);
});
