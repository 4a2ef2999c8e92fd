/**
 * Runs a cuda section (Node only): the image loaded as a module through the driver API of the
 * cuda backend's context; each array passed by value as the glue's `tt_array` struct (data
 * pointer, size, ndim, shape); the range covered by 256-thread blocks (1-D) or 16x16 blocks (2-D:
 * x along the last dimension), as accelpy's cuda sections index with blockIdx/blockDim/threadIdx.
 */

import { readImage } from '../backends/cuda/build.js';
import type { CudaDevice } from '../backends/cuda/device.js';
import type { CudaQueue } from '../backends/cuda/executable.js';
import { devicePointer } from '../backends/cuda/memory.js';
import { ENTRY } from './glue-c.js';
import type { SectionCall } from './run-options.js';
import type { SectionOptions } from './spec.js';

export interface CudaEntry {
  readonly call: SectionCall;
}

/**
 * Grid and block for a range (slowest dimension first): the header's `blocksize` / `gridsize`
 * (x first, as CUDA writes them) where given, else 256, 16x16 or 8x8x4 threads per block and
 * enough blocks to cover the range.
 */
export function launchGeometry(
  range: readonly number[],
  given: {
    readonly gridsize?: readonly number[] | undefined;
    readonly blocksize?: readonly number[] | undefined;
  } = {},
): { grid: number[]; block: number[] } {
  const dims = [...range].reverse();
  const fallback = dims.length === 1 ? [256, 1, 1] : dims.length === 2 ? [16, 16, 1] : [8, 8, 4];
  const block = given.blocksize ? [0, 1, 2].map((k) => given.blocksize?.[k] ?? 1) : fallback;
  const grid = given.gridsize
    ? [0, 1, 2].map((k) => given.gridsize?.[k] ?? 1)
    : [0, 1, 2].map((k) => Math.max(1, Math.ceil((dims[k] ?? 1) / (block[k] ?? 1))));
  return { grid, block };
}

export function loadCudaEntry(
  device: CudaDevice,
  imagePath: string,
  options: SectionOptions | undefined,
): CudaEntry {
  const d = device.ctx.use();
  const mod = d.out64('moduleLoadData', readImage(imagePath));
  const fn = d.out64('moduleGetFunction', mod, ENTRY);
  return {
    async call(allocs, shapes, range, queue, launch) {
      const q = queue as CudaQueue;
      const structs: (BigInt64Array | Float64Array)[] = allocs.map((a, i) => {
        if (typeof a === 'number') return Float64Array.of(a);
        const shape = shapes[i] ?? [];
        const s = new BigInt64Array(3 + shape.length);
        s[0] = BigInt.asIntN(64, devicePointer(a));
        s[1] = BigInt(shape.reduce((x, y) => x * y, 1));
        s[2] = BigInt(shape.length);
        for (const [k, e] of shape.entries()) s[3 + k] = BigInt(e);
        return s;
      });
      const drv = device.ctx.use();
      const pointers = BigUint64Array.from(structs.map((s) => drv.addressOf(s)));
      // order.run's teams / workers win over the header's gridsize / blocksize.
      const { grid, block } = launchGeometry(range, {
        gridsize: launch?.teams ?? options?.gridsize,
        blocksize: launch?.workers ?? options?.blocksize,
      });
      drv.call(
        'launchKernel',
        fn,
        grid[0],
        grid[1],
        grid[2],
        block[0],
        block[1],
        block[2],
        0,
        q.stream,
        pointers,
        null,
      );
      await device.ctx.wait(q.stream);
      // The structs must stay alive until the launch has read them (cuLaunchKernel copies them).
      void structs.length;
    },
  };
}
