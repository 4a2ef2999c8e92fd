/**
 * tt.jit's generated kernels (fused elementwise chains, fused reduction first passes — lanes,
 * strided, argmin/argmax — and concatenate/np.set writes) compile to PTX with nvcc, every warning
 * an error: the cuda half of "tt.jit on every device" that a machine without a GPU can check. The
 * kernels are made by tracing and running a few functions once on js (the same IR every device
 * compiles).
 */
import { expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { fusedKernelsMade } from '../../../src/np/jit-kernel.js';
import { fusedReduceKernelsMade } from '../../../src/np/jit-reduce.js';
import { lastPassKernelsMade } from '../../../src/np/jit-reduce-last.js';
import { writeKernelsMade } from '../../../src/np/jit-write.js';
import { compileAllToPtx, renderAll } from './ptx-batch.js';
import { describeNvcc, nvccPath } from './support.js';

const { np } = tt;

async function defineJitKernels(): Promise<void> {
  const device = tt.device('js');
  for (const dtype of [tt.f32, tt.f64, tt.i16] as const) {
    const x = np.reshape(np.astype(np.arange(24, undefined, 1, tt.f32, { device }), dtype), [2, 3, 4]);
    const chain = (v: tt.NDArray) => np.add(np.multiply(v, 3), np.abs(v));
    const fns: ((v: tt.NDArray) => tt.NDArray | tt.NDArray[])[] = [
      (v) => np.sqrt(np.abs(chain(v))),
      (v) => np.sum(chain(v)),
      (v) => [np.max(chain(v), { axis: -1 }), np.min(chain(v), { axis: 0 }), np.prod(chain(v), { axis: 1 })],
      (v) => [np.argmax(chain(v)), np.argmin(chain(v), { axis: 1 })],
      (v) => [np.all(chain(v), { axis: 0 }), np.any(np.greater(v, 3))],
      (v) => np.var(chain(v), { axis: 1 }),
      // leaves read by line coordinates: a broadcast row, along the last axis and a middle one
      (v) => [-1, 1].map((axis) => np.sum(np.multiply(v, np.slice(v, '0:1')), { axis })),
      (v) => np.std(chain(v)), // the division and sqrt in the first pass (the last)
      (v) => np.concatenate([chain(v), np.negative(v)], { axis: 2 }),
      (v) => np.set(chain(v), ':, 0', np.multiply(v.slice(':, 1'), 2)),
    ];
    for (const f of fns) {
      const r = tt.jit(f)(x);
      for (const a of Array.isArray(r) ? r : [r]) await a.read();
    }
    // several blocks: the epilogue's own last pass over the partials
    const long = np.astype(np.arange(5000, undefined, 1, tt.f32, { device }), dtype);
    await tt
      .jit((v: tt.NDArray) => np.mean(np.exp(v)))(long)
      .read(); // lanes
    await tt
      .jit((v: tt.NDArray) => np.std(v, { axis: 0 }))(np.reshape(long, [2500, 2]))
      .read(); // strided
  }
}

describeNvcc('nvcc compiles tt.jit’s generated kernels', () => {
  it('every fused, fused-reduction and write kernel builds to PTX without a warning', async () => {
    await defineJitKernels();
    const kernels = [
      ...fusedKernelsMade(),
      ...fusedReduceKernelsMade(),
      ...writeKernelsMade(),
      ...lastPassKernelsMade(),
    ];
    const { jobs, failures } = renderAll(kernels.map((k) => ({ name: k.ir.name, ir: k.ir })));
    const r = await compileAllToPtx(nvccPath ?? 'nvcc', ['-Werror', 'all-warnings'], jobs);
    expect(new Set(kernels.map((k) => k.ir.name))).toEqual(
      new Set(
        [
          '',
          '_sum',
          '_max',
          '_min',
          '_prod',
          '_argmax',
          '_argmin',
          '_all',
          '_any',
          '_write',
          '_sum_last',
        ].map((k) => `np_jit${k}`),
      ),
    );
    expect(jobs.length + failures.length).toBe(kernels.length);
    expect([...failures, ...r.failures]).toEqual([]);
    expect(r.batchErrors).toEqual([]);
  }, 600_000);
});
