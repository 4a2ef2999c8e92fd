/// <reference types="@webgpu/types" />
/**
 * Zero-copy interop with code that already uses WebGPU (three.js, TypeGPU, tfjs-webgpu):
 * `gpuDeviceOf` gives tutti's GPUDevice so such code can create buffers on it, `fromGPUBuffer`
 * wraps one of those buffers as an NDArray (destroyed by tutti only when `owned: true`), and `gpuBufferOf` exposes an
 * array's GPUBuffer, with valid content, for the other code to read or write.
 */
import { ArrayError, InternalError } from '../../errors/errors.js';
import { wrapOwnership } from '../../runtime/array-ownership.js';
import { checkShape } from '../../runtime/create.js';
import type { Device } from '../../runtime/device.js';
import { listDevices } from '../../runtime/devices.js';
import type { NDArray } from '../../runtime/ndarray.js';
import { NDArray as NDArrayClass } from '../../runtime/ndarray.js';
import { type DeviceSelector, selectDevice } from '../../runtime/select.js';
import type { ArrayDTypeName, DType } from '../../types/dtype.js';
import { backendDeviceOf, checkForeignOptions, ownAllocation } from '../shared/interop.js';
import { disableBatching } from './batch.js';
import { BufferUsage } from './constants.js';
import { GpuDevice } from './device.js';
import { bytesPerElement, GpuAllocation, STORAGE_USAGE } from './memory.js';

/*
 * The public signatures below name WebGPU's GPUDevice and GPUBuffer. These declarations keep the
 * published .d.ts valid in a strict project without the DOM lib or @webgpu/types (an empty
 * interface then); where a project has @webgpu/types they merge with the real ones.
 */
declare global {
  interface GPUDevice {}
  interface GPUBuffer {}
}

function gpuImpl(d: Device): GpuDevice {
  return backendDeviceOf(d, GpuDevice, 'WebGPU', 'webgpu');
}

/** The GPUDevice behind a tutti webgpu device (default: the first one). */
export function gpuDeviceOf(device: DeviceSelector = 'webgpu'): GPUDevice {
  const gpu = gpuImpl(selectDevice(device)).ctx.device;
  // the caller's own submissions must not overtake tutti's launches: no batching from now on
  disableBatching(gpu);
  return gpu;
}

function tuttiDevice(device: GPUDevice | DeviceSelector | undefined): Device {
  if (device === undefined || typeof device === 'string' || isTuttiDevice(device)) {
    const d = selectDevice(device ?? 'webgpu');
    gpuImpl(d);
    return d;
  }
  const d = listDevices().find(
    (x) => x.backendDevice instanceof GpuDevice && x.backendDevice.ctx.device === device,
  );
  if (!d) {
    throw new ArrayError(
      'ARRAY_BAD_PLACEMENT',
      "fromGPUBuffer: the GPUDevice is not one of tutti's; create the buffer on tt.gpuDeviceOf('webgpu') so tutti's kernels can use it without a copy",
    );
  }
  return d;
}

function isTuttiDevice(v: unknown): v is Device {
  return typeof v === 'object' && v !== null && 'impl' in v && 'backend' in v;
}

export interface GPUBufferArrayOptions<N extends ArrayDTypeName> {
  readonly dtype: DType<N> | N;
  /** Default: as many elements as the buffer holds. */
  readonly shape?: readonly number[];
  /** The GPUDevice the buffer belongs to (one of tutti's), or a tutti device/selector. */
  readonly device?: GPUDevice | DeviceSelector;
  /** tutti destroys the buffer when the array's memory is released (default false: it stays yours). */
  readonly owned?: boolean;
  /** A deleter called once when the array's memory is released (dispose() or garbage collection). */
  readonly onFree?: () => void;
}

/** Wraps an existing GPUBuffer (usage STORAGE | COPY_SRC | COPY_DST) as an NDArray, without a copy. */
export function fromGPUBuffer<N extends ArrayDTypeName>(
  buffer: GPUBuffer,
  opts: GPUBufferArrayOptions<N>,
): NDArray<N> {
  const dtype = checkForeignOptions('fromGPUBuffer', 'buffer', opts, "{ dtype: 'f32' }");
  if ((buffer.usage & STORAGE_USAGE) !== STORAGE_USAGE) {
    const missing = Object.entries({
      STORAGE: BufferUsage.STORAGE,
      COPY_SRC: BufferUsage.COPY_SRC,
      COPY_DST: BufferUsage.COPY_DST,
    })
      .filter(([, bit]) => (buffer.usage & bit) === 0)
      .map(([n]) => `GPUBufferUsage.${n}`);
    throw new ArrayError(
      'ARRAY_BAD_DATA',
      `fromGPUBuffer: the buffer lacks ${missing.join(', ')}; create it with STORAGE | COPY_SRC | COPY_DST`,
    );
  }
  const bpe = bytesPerElement(dtype);
  const shape = checkShape(opts.shape ?? [Math.floor(buffer.size / bpe)]);
  const length = shape.reduce((a, b) => a * b, 1);
  if (length * bpe > buffer.size) {
    throw new ArrayError(
      'ARRAY_BAD_SHAPE',
      `fromGPUBuffer: shape ${JSON.stringify(shape)} needs ${length * bpe} bytes; the buffer has ${buffer.size}`,
    );
  }
  const device = tuttiDevice(opts.device);
  const { owned, owner } = wrapOwnership(
    'fromGPUBuffer',
    opts,
    buffer,
    'the GPUBuffer given to fromGPUBuffer',
  );
  const alloc = gpuImpl(device).memory.wrap(dtype, length, buffer, owned);
  return new NDArrayClass<N>(dtype, shape, device, device.defaultQueue, alloc, undefined, owner);
}

/**
 * A GPUBuffer holding `array`'s current content, after all work that uses it: the array's own
 * buffer when it lives on a webgpu device, else (HAMR's "accessible from any owner") the array's
 * copy on `where` (default: its own device when that is a webgpu one, else the first webgpu
 * device), made there by one counted move unless `accessible(where)` or an earlier call already
 * made it. Either way the buffer becomes the array's only valid copy, since the caller may write
 * to it: the array's next use elsewhere copies it back (counted).
 */
export async function gpuBufferOf(array: NDArray, where?: DeviceSelector): Promise<GPUBuffer> {
  const device =
    where !== undefined
      ? selectDevice(where)
      : array.device.impl() instanceof GpuDevice
        ? array.device
        : selectDevice('webgpu');
  gpuImpl(device);
  if (device === array.device) return (await ownAllocation(array, GpuAllocation)).handle;
  const alloc = await array.queue.task({ writes: [array], what: 'gpuBufferOf' }, (scope) =>
    scope.allocation(array, device),
  );
  if (!(alloc instanceof GpuAllocation)) throw new InternalError(`gpuBufferOf: no GPUBuffer on ${device.id}`);
  return alloc.handle;
}
