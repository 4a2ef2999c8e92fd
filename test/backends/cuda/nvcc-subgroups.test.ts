/**
 * The CUDA C of the sub-group conformance kernels (warp intrinsics for the order-independent
 * collectives, __shared__ slots and __syncthreads for the float sums and scans) compiles with nvcc
 * to PTX with every warning an error: checked and fast variants, and a kernel of every collective
 * on f64, u32 and i32.
 */
import { expect, it } from 'vitest';
import { renderC } from '../../../src/backends/c/render-kernel.js';
import { buildCudaKernel } from '../../../src/backends/cuda/build.js';
import { cudaDialect } from '../../../src/backends/cuda/dialect-cuda.js';
import * as tt from '../../../src/index.js';
import type { KernelIR } from '../../../src/ir/nodes.js';
import { hoistRangeChecks } from '../../../src/passes/hoist-range-checks.js';
import { subgroupCases } from '../../conformance/cases-subgroups.js';
import { describeNvcc, nvccPath } from './support.js';

/** Every collective the warp runs, on the types the conformance cases leave out (f64). */
function warpKernel() {
  return tt.kernel(
    {
      d: tt.arrayOf(tt.f64),
      u: tt.arrayOf(tt.u32),
      o: tt.arrayOf(tt.f64),
      p: tt.arrayOf(tt.u32),
      lane: tt.i32,
    },
    (i, { d, u, o, p, lane }, g) => {
      o[i * 4] = g.subgroupMin(d[i]);
      o[i * 4 + 1] = g.subgroupMax(d[i]);
      o[i * 4 + 2] = g.subgroupShuffle(d[i], g.subgroupLocalId ^ 3);
      o[i * 4 + 3] = g.subgroupBroadcast(d[i], lane) + g.subgroupAdd(d[i]);
      p[i * 3] = g.subgroupInclusiveAdd(u[i]) + g.subgroupExclusiveAdd(u[i]);
      p[i * 3 + 1] = g.subgroupMin(u[i]) + g.subgroupMax(u[i]);
      p[i * 3 + 2] = tt.u32(g.subgroupMax(tt.i32(u[i])));
    },
    { workgroup: [64], subgroupSize: 32 },
  );
}

describeNvcc('nvcc compiles the CUDA C of sub-group kernels', () => {
  it('every variant builds to PTX without a warning', async () => {
    const jobs: [string, KernelIR][] = [
      ['every collective on f64, u32 and i32 (warp intrinsics)', warpKernel().ir],
    ];
    expect(renderC(warpKernel().ir, cudaDialect)).toContain('__shfl_up_sync');
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
