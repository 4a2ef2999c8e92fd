/**
 * The array exchange with jax-js. tutti does not import jax-js: the functions take the caller's
 * `jax` module (or array) and use the few members typed below. jax-js 0.1.25 shares no memory
 * with anyone in Node: its cpu and wasm backends copy a TypedArray into their own buffers when an
 * array is made (`np.array`) and copy out on `data()`. So each direction is exactly one copy,
 * counted in `tt.stats().interopCopies`, and tutti wraps jax's output without a copy of its own.
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

/** The members of a jax-js Array the exchange uses. */
export interface JaxArrayLike {
  readonly shape: readonly number[];
  readonly dtype: string;
  /** 0 once the array was consumed or disposed (jax-js's move semantics). */
  readonly refCount: number;
  /** The same array with one more reference (jax-js's `.ref`). */
  readonly ref: JaxArrayLike;
  data(): Promise<unknown>;
}

/** jax-js's dtype names (its `DType` enum's values) that tutti has arrays of. */
type JaxDTypeName = 'float32' | 'int32' | 'uint32' | 'float64';

/**
 * The members of the jax-js module the exchange uses (`import * as jax from '@jax-js/jax'`): its
 * `DType` enum (`D`) and `numpy.array`, which returns its Array type (`A`).
 */
export interface JaxLike<A, D> {
  readonly DType: { readonly Float32: D; readonly Int32: D; readonly Uint32: D; readonly Float64: D };
  readonly numpy: {
    array(
      values: Float32Array | Int32Array | Uint32Array | Float64Array,
      opts: { shape: number[]; dtype: D; device?: 'cpu' | 'wasm' | 'webgpu' | 'webgl' },
    ): A;
  };
}

const JAX_DTYPES: Readonly<Record<string, readonly [JaxDTypeName, DescriptorDType]>> = {
  f32: ['float32', { code: 'float', bits: 32, lanes: 1 }],
  i32: ['int32', { code: 'int', bits: 32, lanes: 1 }],
  u32: ['uint32', { code: 'uint', bits: 32, lanes: 1 }],
  f64: ['float64', { code: 'float', bits: 64, lanes: 1 }],
};

/** jax's DType enum member of a dtype name. */
function jaxDType<D>(jax: JaxLike<unknown, D>, name: JaxDTypeName): D {
  const { Float32, Int32, Uint32, Float64 } = jax.DType;
  return { float32: Float32, int32: Int32, uint32: Uint32, float64: Float64 }[name];
}

export interface ToJaxOptions {
  /** The jax-js device of the new array (default: jax's default device). */
  readonly device?: 'cpu' | 'wasm' | 'webgpu' | 'webgl';
}

/**
 * A jax-js array of `array`'s data (f32, i32, u32, f64): jax-js copies it into its own memory,
 * one counted copy (a GPU array is first copied to the host, counted as tutti's own move).
 */
export async function toJaxArray<A, D>(jax: JaxLike<A, D>, array: NDArray, opts?: ToJaxOptions): Promise<A> {
  checkOptionKeys(opts, {
    api: 'toJaxArray(jax, array, options)',
    known: ['device'],
    example: "{ device: 'wasm' }",
    error: (m) => new DescriptorError('DESCRIPTOR_BAD_OPTIONS', m),
  });
  const entry = Object.entries(JAX_DTYPES).find(([k]) => k === array.dtype)?.[1];
  if (entry === undefined) {
    throw new DescriptorError(
      'DESCRIPTOR_BAD_DTYPE',
      `toJaxArray: jax-js arrays hold float32, int32, uint32 or float64, not ${array.dtype}; convert first with array.astype(tt.f32)`,
    );
  }
  const { descriptor, view } = await hostDescriptorOf(array);
  try {
    const values = view as Float32Array | Int32Array | Uint32Array | Float64Array;
    const device = opts?.device;
    const out = jax.numpy.array(values, {
      shape: [...array.shape],
      dtype: jaxDType(jax, entry[0]),
      ...(device ? { device } : {}),
    });
    count('interopCopies');
    count('bytesMoved', view.byteLength);
    return out;
  } finally {
    descriptor.release();
  }
}

/**
 * A descriptor of a jax-js array's data in host memory: jax-js's `data()` of it (one counted
 * copy; read through `.ref`, so the array stays yours and alive). An array already consumed or
 * disposed (refCount 0) is DESCRIPTOR_RELEASED; bool and float16 arrays are DESCRIPTOR_BAD_DTYPE.
 */
export async function descriptorOfJaxArray(a: JaxArrayLike): Promise<ArrayDescriptor> {
  const entry = Object.values(JAX_DTYPES).find(([j]) => j === a.dtype);
  if (entry === undefined) {
    throw new DescriptorError(
      'DESCRIPTOR_BAD_DTYPE',
      `descriptorOfJaxArray: tutti takes float32, int32, uint32 and float64 jax arrays, not ${a.dtype}; convert with a.astype(np.float32)`,
    );
  }
  if (a.refCount <= 0) {
    throw new DescriptorError(
      'DESCRIPTOR_RELEASED',
      'descriptorOfJaxArray: the jax-js array was already consumed or disposed; pass a.ref to keep it for later use',
    );
  }
  const data = await a.ref.data();
  if (!ArrayBuffer.isView(data)) {
    throw new DescriptorError(
      'DESCRIPTOR_MALFORMED',
      'descriptorOfJaxArray: data() did not return a TypedArray',
    );
  }
  count('interopCopies');
  count('bytesMoved', data.byteLength);
  return foreignHostDescriptor(data, entry[1], a.shape);
}

/** An NDArray of a jax-js array's data: one counted copy (jax's `data()`), wrapped by tutti in place. */
export async function fromJaxArray<N extends ArrayDTypeName = ArrayDTypeName>(
  a: JaxArrayLike,
  opts?: FromDescriptorOptions<N>,
): Promise<NDArray<N>> {
  checkOptionKeys(opts, {
    api: 'fromJaxArray(array, options)',
    known: ['dtype', 'device', 'copy'],
    example: "{ device: 'cpu' }",
    error: (m) => new DescriptorError('DESCRIPTOR_BAD_OPTIONS', m),
  });
  return fromDescriptor(await descriptorOfJaxArray(a), opts);
}
