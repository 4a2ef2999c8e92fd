/**
 * The CUDA C of the issue-28 kernel-language kernels (shaped arrays: checked, fast and offset
 * variants) compiles with nvcc to PTX with every warning an error.
 */
import { expect, it } from 'vitest';
import { buildCudaKernel } from '../../../src/backends/cuda/build.js';
import type { KernelIR } from '../../../src/ir/nodes.js';
import { hoistRangeChecks } from '../../../src/passes/hoist-range-checks.js';
import { offsetVariant } from '../../../src/runtime/offset.js';
import { LANGUAGE_KERNELS } from '../../language/kernels.js';
import { describeNvcc, nvccPath } from './support.js';

describeNvcc('nvcc compiles the CUDA C of shaped arrays and offset launches', () => {
  it('every variant builds to PTX without a warning', async () => {
    const jobs: [string, KernelIR][] = [];
    for (const { name, kernel } of LANGUAGE_KERNELS) {
      const ir = kernel().ir;
      jobs.push([name, ir], [`${name} (offset)`, offsetVariant(ir)]);
      const fast = hoistRangeChecks(ir);
      if (fast) jobs.push([`${name} (fast)`, fast.fast]);
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
