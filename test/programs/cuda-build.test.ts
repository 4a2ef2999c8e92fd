/**
 * The kernels both program types generate compile to PTX with nvcc (no GPU needed): the CUDA path
 * of async programs is the ordinary kernel path, so this is what can be checked without a GPU.
 */
import { expect, it } from 'vitest';
import { collatzSpec, makeProgram } from '../../examples/programs/collatz.js';
import { transportSpec } from '../../examples/programs/transport.js';
import { buildCudaKernel } from '../../src/backends/cuda/build.js';
import { describeNvcc, nvccPath } from '../backends/cuda/support.js';

describeNvcc('nvcc compiles the kernels of both program types', () => {
  it.each([
    ['collatz', collatzSpec],
    ['transport', transportSpec],
  ] as const)(
    '%s',
    async (_name, spec) => {
      for (const type of ['event', 'async'] as const) {
        for (const k of makeProgram(spec, type).kernels) {
          const built = await buildCudaKernel(k.ir, { compiler: { kind: 'nvcc', path: nvccPath ?? 'nvcc' } });
          expect(built.path).toMatch(/\.ptx$/);
        }
      }
    },
    600_000,
  );
});
