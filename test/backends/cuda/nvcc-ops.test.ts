/**
 * The array operations' kernels (reductions, arg-reductions, scans, radix and merge sort, every matmul
 * kernel, deterministic mode's ordered additions, with axes and a user combiner) compile to PTX with nvcc, every warning an error — the
 * cuda half of "every operation on every device" that a machine without a GPU can check. The
 * kernels are collected by running each operation once on js, which defines them (the same IR
 * every device compiles); the webgpu-only matmul kernels are defined directly. They compile in two
 * nvcc batches (ptx-batch.ts), and a warm run only compiles the kernels that changed.
 */
import { expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { definedOpsKernels } from '../../../src/ops/common.js';
import { groupMatmulKernel } from '../../../src/ops/matmul-group.js';
import { tile4x8Kernel } from '../../../src/ops/matmul-tile4x8.js';
import { applyKernel } from '../../../src/ops/ordered-atomics.js';
import { sortWith } from '../../../src/ops/sort.js';
import { compileAllToPtx, renderAll } from './ptx-batch.js';
import { describeNvcc, nvccPath } from './support.js';

async function defineEveryOpsKernel(): Promise<void> {
  const device = tt.device('js');
  const f = tt.array(new Float32Array([3, -1, 2, 7, 0.5, -0, 4, 1]), { device, shape: [2, 4] });
  const d = tt.array(new Float64Array([3, -1, 2, 7]), { device });
  const i = tt.array(new Int32Array([5, -3, 5, 0, 9, 1]), { device, shape: [3, 2] });
  const u = tt.array(new Uint32Array([4, 0, 7, 2]), { device });
  for (const x of [f, d, i, u]) {
    await Promise.all([tt.sum(x), tt.prod(x), tt.min(x), tt.max(x), tt.argmin(x), tt.argmax(x)]);
    await tt.reduce(x, (a, b) => a * b + a + b, 0);
    await tt.cumsum(x).read();
    await tt.cumsum(x, { exclusive: true }).read();
    await tt.scan(x, (a, b) => Math.max(a, b), x.dtype === 'f32' || x.dtype === 'f64' ? -Infinity : 0).read();
  }
  for (const x of [f, i]) {
    await tt.sum(x, { axis: 0 }).read();
    await tt.max(x, { axis: 1 }).read();
    await tt.argmin(x, { axis: 0 }).read();
    await tt.cumsum(x, { axis: 0, exclusive: true }).read();
    await tt.sort(x, { axis: 1 }).read();
    await tt.argsort(x, { axis: 0 }).read();
  }
  for (const x of [f, i, u]) {
    // Both sort paths, whatever size js picks each for (src/ops/sort-path.ts).
    for (const path of ['merge', 'radix'] as const) {
      await sortWith(x, path, false).read();
      await sortWith(x, path, true).read();
    }
  }
  for (const x of [f, i]) {
    for (const path of ['merge', 'radix'] as const) {
      await sortWith(x, path, false, 1).read();
      await sortWith(x, path, true, 0).read();
    }
  }
  await tt
    .matmul(tt.array(new Float32Array(6), { device }), tt.array(new Float32Array(6), { device }), [2, 3, 2])
    .read();
  await tt
    .matmul(tt.array(new Float64Array(6), { device }), tt.array(new Float64Array(6), { device }), [2, 3, 2])
    .read();
  tile4x8Kernel();
  groupMatmulKernel();
  // deterministic mode's ordered float additions (a GPU's, so never run on js)
  applyKernel('f32');
  applyKernel('f64');
  // tt.np's batched matmul kernel (a stack times a stack, small enough for the kernel on any device)
  for (const dtype of [tt.f32, tt.f64]) {
    const stack = tt.np.zeros([2, 2, 2], { device, dtype });
    await tt.np.matmul(stack, stack).read();
  }
  // tt.np's integer products (signed, unsigned and bool sums) and its f64 merge sort
  for (const dtype of ['i32', 'u32', 'i8', 'bool'] as const) {
    const stack = tt.np.zeros([2, 2, 2], { device, dtype });
    await tt.np.matmul(stack, stack).read();
  }
  await tt.np.sort(d).read();
}

describeNvcc('nvcc compiles the array operations’ kernels', () => {
  it('every kernel of sum … matmul builds to PTX without a warning', async () => {
    await defineEveryOpsKernel();
    const kernels = definedOpsKernels();
    const { jobs, failures } = renderAll(kernels.map((k) => ({ name: k.ir.name, ir: k.ir })));
    const r = await compileAllToPtx(nvccPath ?? 'nvcc', ['-Werror', 'all-warnings'], jobs);
    const names = new Set(kernels.map((k) => k.ir.name));
    console.info(
      `nvcc: ${kernels.length} ops kernels compiled to PTX (${r.fresh} fresh in ${r.processes} nvcc runs): ${[...names].sort().join(', ')}`,
    );
    expect(kernels.length).toBeGreaterThan(30);
    expect(kernels.some((k) => k.ir.workgroup !== undefined)).toBe(true); // the work-group matmul
    expect(jobs.length + failures.length).toBe(kernels.length);
    expect([...failures, ...r.failures]).toEqual([]);
    expect(r.batchErrors).toEqual([]); // every kernel passed in its batch, none needed a build alone
  }, 600_000);
});
