/**
 * Importing an array descriptor (descriptor.ts) as an NDArray, as DLPack's `from_dlpack`: in place
 * when tutti can address the memory (host memory on CPU devices, a GPUBuffer of tutti's WebGPU
 * device, a CUDA pointer), the descriptor released when the array's memory is; otherwise, or
 * with `copy: true`, one counted copy into memory tutti owns, the descriptor released at once.
 */
import { fromDevicePointer } from '../backends/cuda/interop.js';
import { fromGPUBuffer } from '../backends/webgpu/interop.js';
import { DescriptorError } from '../errors/errors.js';
import { checkOptionKeys } from '../errors/options.js';
import { count } from '../memory/stats.js';
import { array } from '../runtime/create.js';
import type { NDArray } from '../runtime/ndarray.js';
import type { DeviceSelector } from '../runtime/select.js';
import {
  type AnyTypedArray,
  type ArrayDTypeName,
  DTYPES,
  type DType,
  dtypeByName,
  isArrayDTypeName,
  isDType,
  typedArrayView,
} from '../types/dtype.js';
import { type ArrayDescriptor, type DescriptorDType, dtypeOfDescriptor, dtypeText } from './descriptor.js';

export interface FromDescriptorOptions<N extends ArrayDTypeName = ArrayDTypeName> {
  /** The dtype expected: a descriptor of another one is DESCRIPTOR_BAD_DTYPE (nothing is converted). */
  readonly dtype?: DType<N> | N;
  /** The tutti device of the new array. Default: the producer's tutti device, else 'cpu', 'webgpu:id', 'cuda:id'. */
  readonly device?: DeviceSelector;
  /**
   * DLPack's `copy`: true always copies (one counted copy), false refuses what cannot be wrapped
   * in place (DESCRIPTOR_NEEDS_COPY), undefined (default) wraps in place when it can, else copies.
   */
  readonly copy?: boolean;
}

const fail = (code: ConstructorParameters<typeof DescriptorError>[0], message: string) =>
  new DescriptorError(code, `fromDescriptor: ${message}`);

/** The descriptor's own fields, checked (DESCRIPTOR_MALFORMED, DESCRIPTOR_RELEASED). */
function checkDescriptor(d: ArrayDescriptor): void {
  if (typeof d !== 'object' || d === null || d.version !== 1) {
    throw fail('DESCRIPTOR_MALFORMED', 'expected a version 1 array descriptor, as descriptorOf() makes');
  }
  if (d.alive !== true) {
    throw fail(
      'DESCRIPTOR_RELEASED',
      `the descriptor (${d.device?.type ?? '?'} ${JSON.stringify(d.shape)}) was released, or its producer freed the memory (a disposed tensor or array); export a new descriptor from a live array`,
    );
  }
  const shapeOk = Array.isArray(d.shape) && d.shape.every((n) => Number.isInteger(n) && n >= 0);
  const dt = d.dtype as DescriptorDType | undefined;
  if (
    !shapeOk ||
    typeof dt !== 'object' ||
    dt === null ||
    typeof d.device !== 'object' ||
    d.device === null
  ) {
    throw fail('DESCRIPTOR_MALFORMED', 'a descriptor needs shape (non-negative integers), dtype and device');
  }
  if (!Number.isInteger(d.byteOffset) || d.byteOffset < 0) {
    throw fail(
      'DESCRIPTOR_MALFORMED',
      `byteOffset must be a non-negative integer, got ${String(d.byteOffset)}`,
    );
  }
}

/** The descriptor's dtype, when tutti has it and it is the one asked for (DESCRIPTOR_BAD_DTYPE). */
function checkedDType(d: ArrayDescriptor, asked: ArrayDTypeName | undefined): ArrayDTypeName {
  const own = dtypeOfDescriptor(d.dtype);
  if (asked !== undefined) {
    const ok =
      own === asked ||
      (asked === 'u8c' && own === 'u8') ||
      (asked === 'u8' && d.dtype.code === 'bool' && d.dtype.bits === 8);
    if (!ok) {
      throw fail(
        'DESCRIPTOR_BAD_DTYPE',
        `the descriptor holds ${dtypeText(d.dtype)}, not the ${asked} asked for; ask for ${own ?? 'a dtype tutti has'} or convert after import with astype()`,
      );
    }
    return asked;
  }
  if (own === undefined) {
    throw fail(
      'DESCRIPTOR_BAD_DTYPE',
      `tutti has no arrays of ${dtypeText(d.dtype)}; convert it in the producer (bool as uint8: pass { dtype: 'u8' })`,
    );
  }
  return own;
}

/** Refuses strides other than row-major contiguous ones (a dimension of extent 1 may have any). */
function checkStrides(d: ArrayDescriptor): void {
  if (d.strides === null || d.strides === undefined) return;
  const { shape, strides } = d;
  let expected = 1;
  let ok = Array.isArray(strides) && strides.length === shape.length;
  for (let k = shape.length - 1; ok && k >= 0; k--) {
    const extent = shape[k] ?? 0;
    if (extent !== 1 && strides[k] !== expected) ok = false;
    expected *= extent;
  }
  if (ok || shape.includes(0)) return;
  throw fail(
    'DESCRIPTOR_BAD_STRIDES',
    `strides ${JSON.stringify(strides)} (in elements) for shape ${JSON.stringify(shape)} are not row-major contiguous, and tutti arrays are; make a contiguous copy in the producer first (tf.clone of a transposed tensor, np.ascontiguousarray, .contiguous())`,
  );
}

/** The host bytes of a 'cpu' descriptor as [buffer, byte offset from its start]. */
function hostBytes(d: ArrayDescriptor): [ArrayBufferLike, number] {
  const data = d.data;
  if (ArrayBuffer.isView(data)) return [data.buffer, data.byteOffset + d.byteOffset];
  if (data instanceof ArrayBuffer) return [data, d.byteOffset];
  if (typeof SharedArrayBuffer !== 'undefined' && data instanceof SharedArrayBuffer)
    return [data, d.byteOffset];
  throw fail(
    'DESCRIPTOR_MALFORMED',
    "a 'cpu' descriptor's data must be an ArrayBuffer, a SharedArrayBuffer or a TypedArray",
  );
}

/** A host descriptor as an NDArray: a view wrapped in place, or a counted copy. */
function fromHost(
  d: ArrayDescriptor,
  dtype: ArrayDTypeName,
  opts: FromDescriptorOptions | undefined,
  length: number,
): NDArray {
  const [buffer, offset] = hostBytes(d);
  const bytes = DTYPES[dtype].bytes;
  if (offset + length * bytes > buffer.byteLength) {
    throw fail(
      'DESCRIPTOR_MALFORMED',
      `shape ${JSON.stringify(d.shape)} of ${dtype} from byte ${offset} passes the end of its ${buffer.byteLength}-byte buffer`,
    );
  }
  const aligned = offset % bytes === 0;
  if (!aligned && opts?.copy === false) {
    throw fail(
      'DESCRIPTOR_NEEDS_COPY',
      `byte offset ${offset} is not a multiple of ${bytes}, so no ${dtype} view of it exists; allow a copy (copy: undefined or true)`,
    );
  }
  const device = opts?.device ?? d.device.tutti ?? 'cpu';
  if (aligned && opts?.copy !== true) {
    const view = typedArrayView(dtype, buffer, offset, length);
    return array(view as AnyTypedArray, { device, shape: d.shape, onFree: () => d.release() });
  }
  const copy = new Uint8Array(length * bytes);
  copy.set(new Uint8Array(buffer, offset, length * bytes));
  count('interopCopies');
  count('bytesMoved', copy.byteLength);
  d.release();
  return array(copy.buffer, { dtype, device, shape: d.shape });
}

/**
 * Wraps the memory a descriptor describes as an NDArray (DLPack's `from_dlpack`): in place when
 * tutti can address it — the descriptor is then released when the array's memory is (dispose()
 * or garbage collection) — else, or with `copy: true`, one counted copy (`tt.stats().interopCopies`)
 * and the descriptor released at once. Every refusal is a DescriptorError (docs/errors.md).
 */
export function fromDescriptor<N extends ArrayDTypeName = ArrayDTypeName>(
  descriptor: ArrayDescriptor,
  opts?: FromDescriptorOptions<N>,
): NDArray<N> {
  checkOptionKeys(opts, {
    api: 'fromDescriptor(descriptor, options)',
    known: ['dtype', 'device', 'copy'],
    example: "{ dtype: 'f32', device: 'cpu' }",
    error: (m) => new DescriptorError('DESCRIPTOR_BAD_OPTIONS', m),
  });
  if (opts?.copy !== undefined && typeof opts.copy !== 'boolean') {
    throw fail('DESCRIPTOR_BAD_OPTIONS', `copy must be true, false or undefined, got ${String(opts.copy)}`);
  }
  checkDescriptor(descriptor);
  const asked =
    opts?.dtype === undefined
      ? undefined
      : isDType(opts.dtype)
        ? opts.dtype.name
        : dtypeByName(String(opts.dtype))?.name;
  if (opts?.dtype !== undefined && (asked === undefined || !isArrayDTypeName(asked))) {
    throw fail(
      'DESCRIPTOR_BAD_OPTIONS',
      `dtype must be one of tutti's array dtypes, got ${String(opts.dtype)}`,
    );
  }
  const dtype = checkedDType(descriptor, asked as ArrayDTypeName | undefined);
  checkStrides(descriptor);
  const shape = descriptor.shape;
  const length = shape.reduce((a, b) => a * b, 1);
  const type = descriptor.device.type;
  if (type === 'cpu') return fromHost(descriptor, dtype, opts, length) as NDArray<N>;
  if (type !== 'webgpu' && type !== 'cuda') {
    throw fail(
      'DESCRIPTOR_BAD_DEVICE',
      `tutti cannot wrap memory on a '${type}' device (it wraps 'cpu', 'webgpu' and 'cuda' memory); have the producer download it to the host first (e.g. tf.tensor's dataSync(), or descriptorOf(a, { device: 'cpu' }))`,
    );
  }
  if (descriptor.byteOffset !== 0) {
    throw fail(
      'DESCRIPTOR_NEEDS_COPY',
      `a ${type} descriptor with byteOffset ${descriptor.byteOffset}: tutti wraps ${type} memory from its start only; copy the range in the producer first`,
    );
  }
  const onFree = () => descriptor.release();
  const where = opts?.device ?? descriptor.device.tutti ?? `${type}:${descriptor.device.id}`;
  const wrapped =
    type === 'webgpu'
      ? fromGPUBuffer(descriptor.data as GPUBuffer, { dtype, shape, device: where, onFree })
      : fromDevicePointer(descriptor.data as bigint, { dtype, shape, device: where, onFree });
  if (opts?.copy !== true) return wrapped as NDArray<N>;
  // One counted copy on the device; the descriptor is released once the copy has run.
  const copied = wrapped.to(wrapped.device);
  wrapped.dispose();
  return copied as NDArray<N>;
}
