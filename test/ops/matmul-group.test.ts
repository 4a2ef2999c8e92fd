/**
 * tt.matmul's webgpu kernels: the work-group kernel (matmul-group.ts: shared-memory tiles + 4 x 4
 * registers per item) for hardware GPUs and the 4 x 8 register kernel (matmul-tile4x8.ts) for
 * software adapters. Both run on every device, so they are checked everywhere available: against an
 * f64 reference within the f32 bound of docs/ops.md, bit-identical to the 4 x 4 register kernel
 * (same summation order), and identical across runs.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { matmulKind } from '../../src/ops/matmul.js';
import { groupMatmulKernel, groupMatmulRange } from '../../src/ops/matmul-group.js';
import { tile4x4Kernel } from '../../src/ops/matmul-kernels.js';
import { tile4x8Kernel, tile4x8Range } from '../../src/ops/matmul-tile4x8.js';
import { available, rng } from './devices.js';

function reference(a: Float32Array, b: Float32Array, m: number, k: number, n: number): Float64Array {
  const c = new Float64Array(m * n);
  for (let i = 0; i < m; i++)
    for (let p = 0; p < k; p++)
      for (let j = 0; j < n; j++)
        c[i * n + j] = (c[i * n + j] ?? 0) + (a[i * k + p] ?? 0) * (b[p * n + j] ?? 0);
  return c;
}

describe.each(available.map((d) => ({ id: d.id, device: d })))(
  'webgpu matmul kernels on $id',
  ({ device }) => {
    it.each([
      [1, 1, 1],
      [5, 7, 3],
      [70, 33, 129],
      [64, 64, 64],
      [65, 16, 63],
    ])(
      '%i×%i · %i×… matches the reference, the 4 × 4 register kernel bit for bit, and itself',
      async (m, k, n) => {
        const r = rng(m * 7919 + k * 31 + n);
        const a = new Float32Array(m * k).map(() => r() * 2 - 1);
        const b = new Float32Array(k * n).map(() => r() * 2 - 1);
        const A = tt.array(a, { device });
        const B = tt.array(b, { device });
        const run = async () => {
          const C = tt.full([m * n], Number.NaN, tt.f32, { device });
          await groupMatmulKernel().launch(groupMatmulRange(m, n), { A, B, C, m, k, n });
          return (await C.read()) as Float32Array;
        };
        const got = await run();
        const want = reference(a, b, m, k, n);
        for (let i = 0; i < m * n; i++) {
          if (!(Math.abs((got[i] ?? 0) - (want[i] ?? 0)) <= k * 2 ** -22))
            expect([i, got[i]]).toEqual([i, want[i]]);
        }
        const C4 = tt.zeros([m * n], tt.f32, { device });
        await tile4x4Kernel('f32').launch([Math.ceil(m / 4), Math.ceil(n / 4)], {
          A,
          B,
          C: C4,
          m,
          k,
          n,
          p0: 0,
          p1: k,
        });
        expect(Array.from(await C4.read())).toEqual(Array.from(got));
        expect(Array.from(await run())).toEqual(Array.from(got));
        const C8 = tt.full([m * n], Number.NaN, tt.f32, { device });
        await tile4x8Kernel().launch(tile4x8Range(m, n), { A, B, C: C8, m, k, n });
        expect(Array.from(await C8.read())).toEqual(Array.from(got));
      },
    );
  },
);

describe('tt.matmul picks its webgpu kernel by adapter', () => {
  const gpu = available.find((d) => d.backend === 'webgpu');
  it.skipIf(!gpu)(
    'a software adapter runs the 4 × 8 register kernel, a hardware GPU the work-group kernel',
    () => {
      if (!gpu) return;
      expect(matmulKind(gpu)).toBe(gpu.software ? 'tile4x8' : 'group4x4');
    },
  );
});
