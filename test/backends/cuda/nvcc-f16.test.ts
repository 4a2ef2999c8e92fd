/**
 * The CUDA C of a kernel on f16 arrays (loads and stores through the f16 built-ins, which use the
 * IR's f32bits / bitsf32: `__float_as_uint` / `__uint_as_float`) compiles with nvcc to PTX with
 * every warning an error. Its bits are checked against js where a GPU runs it (test/language/f16).
 */
import { expect, it } from 'vitest';
import { buildCudaKernel } from '../../../src/backends/cuda/build.js';
import * as tt from '../../../src/index.js';
import { describeNvcc, nvccPath } from './support.js';

describeNvcc('nvcc compiles f16 kernels', () => {
  it('builds loads, rounding stores and tt.f16 to PTX without a warning', async () => {
    const k = tt.kernel(
      { h: tt.arrayOf(tt.f16), out: tt.arrayOf(tt.f16), third: tt.arrayOf(tt.f32) },
      (i, { h, out, third }) => {
        out[i] = h[i] * 1.75 - 3;
        third[i] = tt.f16(h[i] / 3);
      },
    );
    const built = await buildCudaKernel(k.ir, {
      compiler: { kind: 'nvcc', path: nvccPath ?? 'nvcc' },
      extra: ['-Werror', 'all-warnings'],
    });
    expect(built.log).toBe('');
  }, 300_000);
});
