/**
 * The CUDA C of the sub-group conformance kernels (collectives lowered to __shared__ slots and
 * __syncthreads) compiles with nvcc to PTX with every warning an error: checked and fast variants.
 */
import { expect, it } from 'vitest';
import { buildCudaKernel } from '../../../src/backends/cuda/build.js';
import type { KernelIR } from '../../../src/ir/nodes.js';
import { hoistRangeChecks } from '../../../src/passes/hoist-range-checks.js';
import { subgroupCases } from '../../conformance/cases-subgroups.js';
import { describeNvcc, nvccPath } from './support.js';

describeNvcc('nvcc compiles the CUDA C of sub-group kernels', () => {
  it('every variant builds to PTX without a warning', async () => {
    const jobs: [string, KernelIR][] = [];
    for (const c of subgroupCases) {
      const ir = c.kernel().ir;
      jobs.push([c.name, ir]);
      const fast = hoistRangeChecks(ir);
      if (fast) jobs.push([`${c.name} (fast)`, fast.fast]);
    }
    const failures: string[] = [];
    for (const [name, ir] of jobs) {
      try {
        const built = await buildCudaKernel(ir, {
          compiler: { kind: 'nvcc', path: nvccPath ?? 'nvcc' },
          extra: ['-Werror', 'all-warnings'],
        });
        if (built.log !== '') failures.push(`${name}: warnings:\n${built.log}`);
      } catch (e) {
        failures.push(`${name}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    expect(jobs.length).toBeGreaterThanOrEqual(5);
    expect(failures).toEqual([]);
  }, 300_000);
});
