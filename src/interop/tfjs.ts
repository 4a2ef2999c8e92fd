/**
 * The array exchange with TensorFlow.js. tutti does not import TF.js: the functions take the
 * caller's `tf` module (or tensor) and use the few members typed below. On TF.js's `cpu` backend
 * a tensor's data is a TypedArray tfjs stores as given and hands out as is (`dataSync()`), so
 * both directions share memory; on other backends (wasm, webgl, webgpu) TF.js copies into or out
 * of its own memory, which counts as one copy (`tt.stats().interopCopies`).
 */
import { DescriptorError } from '../errors/errors.js';
import { checkOptionKeys } from '../errors/options.js';
import { count } from '../memory/stats.js';
import type { NDArray } from '../runtime/ndarray.js';
import type { ArrayDTypeName } from '../types/dtype.js';
import {
  type ArrayDescriptor,
  type DescriptorDType,
  foreignHostDescriptor,
  hostDescriptorOf,
} from './descriptor.js';
import { type FromDescriptorOptions, fromDescriptor } from './import.js';

/** The members of a TF.js tensor the exchange uses (tfjs-core's Tensor has them). */
export interface TfjsTensorLike {
  readonly shape: readonly number[];
  readonly dtype: string;
  readonly isDisposed: boolean;
  dataSync(): unknown;
}

/** The members of the TF.js module the exchange uses (`import * as tf from '@tensorflow/tfjs-core'`). */
export interface TfjsLike<T extends TfjsTensorLike = TfjsTensorLike> {
  getBackend(): string;
  tensor(values: Float32Array | Int32Array, shape: number[], dtype: 'float32' | 'int32'): T;
}

const TFJS_DTYPES: Readonly<Record<string, DescriptorDType>> = {
  float32: { code: 'float', bits: 32, lanes: 1 },
  int32: { code: 'int', bits: 32, lanes: 1 },
  bool: { code: 'bool', bits: 8, lanes: 1 },
};

/** The backends whose dataSync() returns the tensor's own storage. */
const SHARING_BACKENDS = new Set(['cpu']);

/** Ends a descriptor's hold when the TypedArray a tensor keeps of it is collected. */
const heldByTensor = new FinalizationRegistry<ArrayDescriptor>((d) => d.release());

/**
 * A TF.js tensor of `array`'s data (float32 from f32, int32 from i32). On TF.js's cpu backend the
 * tensor is a view of the array's memory, no copy (the array's own memory on CPU devices; a GPU
 * array is first copied to the host, counted): tutti keeps that memory allocated while the
 * tensor's data can be reached, even past `array.dispose()`. TF.js treats tensors as immutable,
 * so don't write the array while the tensor is in use. On other TF.js backends, one counted copy
 * (the memory is held the same way, since webgl reads the view only at its lazy upload).
 */
export async function toTfjsTensor<T extends TfjsTensorLike>(tf: TfjsLike<T>, array: NDArray): Promise<T> {
  const dtype = array.dtype === 'f32' ? 'float32' : array.dtype === 'i32' ? 'int32' : undefined;
  if (dtype === undefined) {
    throw new DescriptorError(
      'DESCRIPTOR_BAD_DTYPE',
      `toTfjsTensor: TF.js tensors hold float32 or int32, not ${array.dtype}; convert first with array.astype(tt.f32) or astype(tt.i32)`,
    );
  }
  const { descriptor, view } = await hostDescriptorOf(array);
  const tensor = tf.tensor(view as Float32Array | Int32Array, [...array.shape], dtype);
  // Held while TF.js can reach the view: the cpu backend keeps it as the tensor's data, and
  // webgl keeps it until its lazy upload; wasm copies at once and drops it.
  heldByTensor.register(view, descriptor);
  if (!SHARING_BACKENDS.has(tf.getBackend())) {
    count('interopCopies');
    count('bytesMoved', view.byteLength);
  }
  return tensor;
}

/**
 * A descriptor of a TF.js tensor's data (float32, int32, bool as uint8) in host memory: the
 * tensor's own TypedArray on the cpu backend (`tf.getBackend() === 'cpu'`), else TF.js's download
 * of it (one counted copy). `alive` turns false when the tensor is disposed; release() frees
 * nothing (the tensor stays yours).
 */
export function descriptorOfTensor(
  tf: Pick<TfjsLike, 'getBackend'>,
  tensor: TfjsTensorLike,
): ArrayDescriptor {
  const dtype = TFJS_DTYPES[tensor.dtype];
  if (dtype === undefined) {
    throw new DescriptorError(
      'DESCRIPTOR_BAD_DTYPE',
      `descriptorOfTensor: tutti takes float32, int32 and bool tensors, not ${tensor.dtype}; cast it with tf.cast(t, 'float32')`,
    );
  }
  if (tensor.isDisposed) {
    throw new DescriptorError(
      'DESCRIPTOR_RELEASED',
      'descriptorOfTensor: the tensor was disposed; export it before calling dispose()',
    );
  }
  const data = tensor.dataSync();
  if (!ArrayBuffer.isView(data)) {
    throw new DescriptorError(
      'DESCRIPTOR_MALFORMED',
      'descriptorOfTensor: dataSync() did not return a TypedArray',
    );
  }
  if (!SHARING_BACKENDS.has(tf.getBackend())) {
    count('interopCopies');
    count('bytesMoved', data.byteLength);
  }
  return foreignHostDescriptor(data, dtype, tensor.shape, () => !tensor.isDisposed);
}

/**
 * An NDArray of a TF.js tensor's data (fromDescriptor of descriptorOfTensor): on TF.js's cpu
 * backend the tensor's own memory, no copy. Options as fromDescriptor's (dtype, device, copy).
 */
export function fromTfjsTensor<N extends ArrayDTypeName = ArrayDTypeName>(
  tf: Pick<TfjsLike, 'getBackend'>,
  tensor: TfjsTensorLike,
  opts?: FromDescriptorOptions<N>,
): NDArray<N> {
  checkOptionKeys(opts, {
    api: 'fromTfjsTensor(tf, tensor, options)',
    known: ['dtype', 'device', 'copy'],
    example: "{ device: 'cpu' }",
    error: (m) => new DescriptorError('DESCRIPTOR_BAD_OPTIONS', m),
  });
  return fromDescriptor(descriptorOfTensor(tf, tensor), opts);
}
