/**
 * tt.matmul's entry on cuda (ops/matmul.ts imports it when the arrays' device calls cuBLAS): runs
 * `CudaDevice.gemm`. Its own module so that package.json's `browser` field can drop it (and
 * koffi behind it) from browser bundles, like native/blas.js.
 */
import { InternalError } from '../../errors/errors.js';
import type { Allocation } from '../../memory/space.js';
import type { BackendDevice, BackendQueue } from '../backend.js';
import type { GemmDType } from './cublas.js';
import { CudaDevice } from './device.js';

export function cudaGemm(
  device: BackendDevice | undefined,
  queue: BackendQueue,
  dtype: GemmDType,
  dims: readonly [m: number, k: number, n: number],
  allocs: readonly [Allocation, Allocation, Allocation],
): Promise<void> {
  if (!(device instanceof CudaDevice)) throw new InternalError('cuBLAS matmul on a device that is not cuda');
  return device.gemm(queue, dtype, dims, ...allocs);
}
