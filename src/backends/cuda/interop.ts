/**
 * Zero-copy interop with other CUDA code (the `__cuda_array_interface__` idea): `fromDevicePointer`
 * wraps memory another library allocated on a tutti CUDA device as an NDArray (freed by tutti
 * only when `owned: true`), and `devicePointerOf` gives the device pointer of an array, with valid content, after all
 * work that uses it.
 */
import { ArrayError, InternalError } from '../../errors/errors.js';
import { wrapOwnership } from '../../runtime/array-ownership.js';
import { checkShape } from '../../runtime/create.js';
import type { Device } from '../../runtime/device.js';
import { NDArray } from '../../runtime/ndarray.js';
import { type DeviceSelector, selectDevice } from '../../runtime/select.js';
import type { ArrayDTypeName, DType } from '../../types/dtype.js';
import { backendDeviceOf, checkForeignOptions, ownAllocation } from '../shared/interop.js';
import { CudaDevice } from './device.js';
import { CudaAllocation } from './memory.js';

function cudaImpl(d: Device): CudaDevice {
  return backendDeviceOf(d, CudaDevice, 'CUDA', 'cuda');
}

export interface DevicePointerOptions<N extends ArrayDTypeName> {
  readonly dtype: DType<N> | N;
  readonly shape: readonly number[];
  /** The tutti CUDA device the memory is on (default 'cuda', i.e. cuda:0). */
  readonly device?: DeviceSelector | Device;
  /** tutti frees the memory (cuMemFree) when the array's memory is released (default false). */
  readonly owned?: boolean;
  /** A deleter called once when the array's memory is released (dispose() or garbage collection). */
  readonly onFree?: () => void;
}

/** Wraps device memory at `ptr` (a CUdeviceptr) as an NDArray, without a copy. */
export function fromDevicePointer<N extends ArrayDTypeName>(
  ptr: bigint | number,
  opts: DevicePointerOptions<N>,
): NDArray<N> {
  const dtype = checkForeignOptions('fromDevicePointer', 'ptr', opts, "{ dtype: 'f32', shape: [n] }");
  const p = BigInt(ptr);
  if (p === 0n) throw new ArrayError('ARRAY_BAD_DATA', 'fromDevicePointer: the pointer is null');
  const shape = checkShape(opts.shape);
  const length = shape.reduce((a, b) => a * b, 1);
  const device = typeof opts.device === 'object' ? opts.device : selectDevice(opts.device ?? 'cuda');
  const memory = cudaImpl(device).memory;
  const { owned, owner } = wrapOwnership('fromDevicePointer', opts, p, `device pointer 0x${p.toString(16)}`);
  const alloc = memory.wrap(dtype, length, p, owned);
  return new NDArray<N>(dtype, shape, device, device.defaultQueue, alloc, undefined, owner);
}

/**
 * The device pointer holding `array`'s current content, after all work that uses it: the array's
 * own allocation when it lives on a cuda device, else (HAMR's "accessible from any owner") its
 * copy on `where` (default: the first cuda device), made there by one counted move unless
 * `accessible(where)` or an earlier call already made it. Either way that allocation becomes the
 * array's only valid copy, since the caller may write to it: its next use elsewhere copies it back.
 */
export async function devicePointerOf(array: NDArray, where?: DeviceSelector): Promise<bigint> {
  const device =
    where !== undefined
      ? selectDevice(where)
      : array.device.impl() instanceof CudaDevice
        ? array.device
        : selectDevice('cuda');
  cudaImpl(device);
  if (device === array.device) return (await ownAllocation(array, CudaAllocation)).handle;
  const alloc = await array.queue.task({ writes: [array], what: 'devicePointerOf' }, (scope) =>
    scope.allocation(array, device),
  );
  if (!(alloc instanceof CudaAllocation))
    throw new InternalError(`devicePointerOf: no device pointer on ${device.id}`);
  return alloc.handle;
}
