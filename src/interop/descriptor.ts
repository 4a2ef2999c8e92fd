/**
 * The array exchange's standard descriptor, after DLPack's DLManagedTensor (and CUDA's
 * `__cuda_array_interface__`): what another library needs to use an array's memory in place —
 * the memory handle, byte offset, dtype, shape, strides and device — with a deleter (`release`)
 * that the consumer calls once when done. `descriptorOf` exports a tutti array (its memory held
 * past dispose() until released); `fromDescriptor` (import.ts) wraps one as an NDArray.
 */
/// <reference types="@webgpu/types" />
import { CudaDevice } from '../backends/cuda/device.js';
import { GpuDevice } from '../backends/webgpu/device.js';
import { DescriptorError } from '../errors/errors.js';
import { checkOptionKeys } from '../errors/options.js';
import { markEscaped } from '../memory/host-pool.js';
import { exportMemory } from '../runtime/array-export.js';
import type { Device } from '../runtime/device.js';
import type { NDArray } from '../runtime/ndarray.js';
import { type DeviceSelector, selectDevice } from '../runtime/select.js';
import { type AnyTypedArray, type ArrayDTypeName, typedArrayView } from '../types/dtype.js';

/** DLPack's DLDataType: a type code, bits per lane, lanes (1 for scalars). */
export interface DescriptorDType {
  readonly code: 'int' | 'uint' | 'float' | 'bool';
  readonly bits: number;
  readonly lanes: number;
}

/**
 * DLPack's DLDevice. `type`: 'cpu' (host memory, the wasm heap included: `data` is an ArrayBuffer,
 * a SharedArrayBuffer or a TypedArray), 'webgpu' (`data` is a GPUBuffer), 'cuda' (`data` is the
 * device pointer, a bigint); other producers may name other types, which tutti refuses.
 * `id`: the device's number; `tutti`: the producing tutti device's id, when tutti produced it.
 */
export interface DescriptorDevice {
  readonly type: string;
  readonly id: number;
  readonly tutti?: string;
}

/** The memory handle of a descriptor: host memory, a GPUBuffer, a CUDA device pointer. */
export type DescriptorData = ArrayBuffer | SharedArrayBuffer | ArrayBufferView | GPUBuffer | bigint;

/** An array's memory described for another library (DLPack's DLManagedTensor, version 1). */
export interface ArrayDescriptor {
  readonly version: 1;
  readonly data: DescriptorData;
  /** Bytes from the start of `data` (of a TypedArray's own start) to the first element. */
  readonly byteOffset: number;
  readonly dtype: DescriptorDType;
  readonly shape: readonly number[];
  /** In elements, as DLPack; `null` means row-major contiguous. */
  readonly strides: readonly number[] | null;
  readonly device: DescriptorDevice;
  /** True while the memory may be used: false after release() or once the producer freed it. */
  readonly alive: boolean;
  /** DLPack's deleter: the consumer calls it once when done with the memory (later calls do nothing). */
  release(): void;
}

const DTYPE_CODES: Readonly<Record<ArrayDTypeName, DescriptorDType>> = {
  f32: { code: 'float', bits: 32, lanes: 1 },
  f64: { code: 'float', bits: 64, lanes: 1 },
  i8: { code: 'int', bits: 8, lanes: 1 },
  i16: { code: 'int', bits: 16, lanes: 1 },
  i32: { code: 'int', bits: 32, lanes: 1 },
  i64: { code: 'int', bits: 64, lanes: 1 },
  u8: { code: 'uint', bits: 8, lanes: 1 },
  u8c: { code: 'uint', bits: 8, lanes: 1 },
  u16: { code: 'uint', bits: 16, lanes: 1 },
  f16: { code: 'float', bits: 16, lanes: 1 },
  u32: { code: 'uint', bits: 32, lanes: 1 },
  u64: { code: 'uint', bits: 64, lanes: 1 },
};

/** The DLPack data type of a tutti dtype (u8c is uint8: DLPack has no clamped type). */
export function descriptorDType(dtype: ArrayDTypeName): DescriptorDType {
  return DTYPE_CODES[dtype];
}

/** The tutti dtype of a DLPack data type (uint8 is u8), or undefined when tutti has none. */
export function dtypeOfDescriptor(t: DescriptorDType): ArrayDTypeName | undefined {
  if (t.lanes !== 1) return undefined;
  for (const [name, d] of Object.entries(DTYPE_CODES)) {
    if (name !== 'u8c' && d.code === t.code && d.bits === t.bits) return name as ArrayDTypeName;
  }
  return undefined;
}

/** Describes `t` in messages: 'float32', 'uint8x4'. */
export function dtypeText(t: DescriptorDType): string {
  return `${t.code}${t.bits}${t.lanes === 1 ? '' : `x${t.lanes}`}`;
}

/** The number in a tutti device id ('webgpu:1' → 1, 'native:0.1' → 0). */
function deviceNumber(d: Device): number {
  const n = Number.parseInt(d.id.split(':')[1] ?? '0', 10);
  return Number.isInteger(n) ? n : 0;
}

export interface DescriptorOfOptions {
  /**
   * Where the memory should be: a tutti device or selector (`'cpu'` for host memory a CPU
   * library can read). Default: the array's own device. Moving there is one counted copy.
   */
  readonly device?: DeviceSelector;
}

/** A descriptor of a tutti allocation; `release` ends the hold on the array's memory. */
function describe(
  array: NDArray,
  device: Device,
  data: DescriptorData,
  byteOffset: number,
  type: string,
  release: () => void,
): ArrayDescriptor {
  let alive = true;
  const desc: ArrayDescriptor = {
    version: 1,
    data,
    byteOffset,
    dtype: descriptorDType(array.dtype),
    shape: Object.freeze([...array.shape]),
    strides: null,
    device: Object.freeze({ type, id: deviceNumber(device), tutti: device.id }),
    get alive() {
      return alive;
    },
    release() {
      if (!alive) return;
      alive = false;
      forgotten.unregister(desc);
      release();
    },
  };
  // A descriptor dropped without release() ends its hold when collected (the safety net only).
  forgotten.register(desc, release, desc);
  return Object.freeze(desc);
}

const forgotten = new FinalizationRegistry<() => void>((release) => release());

/**
 * Exports `array` as a descriptor (DLPack's `__dlpack__`): after all work that uses it, its
 * memory on its device (or `opts.device`; moving there is one counted copy) with dtype, shape,
 * strides and device. The consumer may read and write the memory until it calls `release()`;
 * the array's other copies become stale, since it may write. The memory stays allocated until
 * `release()` even if the array is disposed first (DLPack's rule); a descriptor never released
 * holds it until the garbage collector collects the descriptor.
 */
export async function descriptorOf(array: NDArray, opts?: DescriptorOfOptions): Promise<ArrayDescriptor> {
  checkOptionKeys(opts, {
    api: 'descriptorOf(array, options)',
    known: ['device'],
    example: "{ device: 'cpu' }",
    error: (m) => new DescriptorError('DESCRIPTOR_BAD_OPTIONS', m),
  });
  const where = opts?.device === undefined ? undefined : selectDevice(opts.device);
  const { alloc, device, release } = await exportMemory(array, where, 'descriptorOf');
  const impl = device.impl();
  if (impl instanceof GpuDevice) {
    return describe(array, device, alloc.handle as GPUBuffer, 0, 'webgpu', release);
  }
  if (impl instanceof CudaDevice && typeof alloc.handle === 'bigint') {
    return describe(array, device, alloc.handle, 0, 'cuda', release);
  }
  if (alloc.host !== undefined) {
    markEscaped(alloc.host.buffer); // the consumer may keep it past release(): never pooled
    return describe(array, device, alloc.host.buffer, alloc.host.byteOffset, 'cpu', release);
  }
  release();
  throw new DescriptorError(
    'DESCRIPTOR_BAD_DEVICE',
    `descriptorOf: ${device.id} has no memory handle tutti can describe; export it to the host with descriptorOf(array, { device: 'cpu' })`,
  );
}

/**
 * A 'cpu' descriptor of `array` for a library that reads host memory, with a TypedArray view of
 * it: the array's own memory on CPU devices (the wasm heap included), else one counted copy to
 * the host. The caller releases the descriptor.
 */
export async function hostDescriptorOf(
  array: NDArray,
): Promise<{ readonly descriptor: ArrayDescriptor; readonly view: AnyTypedArray }> {
  const descriptor = await descriptorOf(array, array.device.kind === 'cpu' ? undefined : { device: 'js' });
  const data = descriptor.data as ArrayBufferLike;
  return { descriptor, view: typedArrayView(array.dtype, data, descriptor.byteOffset, array.length) };
}

/**
 * A 'cpu' descriptor of another library's TypedArray `data` (row-major, offset 0): alive while
 * not released and while `owned()` says the producer still holds it; release() frees nothing.
 */
export function foreignHostDescriptor(
  data: ArrayBufferView,
  dtype: DescriptorDType,
  shape: readonly number[],
  owned: () => boolean = () => true,
): ArrayDescriptor {
  let released = false;
  return Object.freeze({
    version: 1 as const,
    data,
    byteOffset: 0,
    dtype,
    shape: Object.freeze([...shape]),
    strides: null,
    device: Object.freeze({ type: 'cpu', id: 0 }),
    get alive() {
      return !released && owned();
    },
    release() {
      released = true;
    },
  });
}
