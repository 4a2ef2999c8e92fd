/**
 * What tt.array makes of its data: a TypedArray of the array's dtype (or an ArrayBuffer viewed
 * with one) is wrapped in place; anything else is converted into new memory, which goes straight
 * into the device's own memory where the host can write it and the device cannot compute on plain
 * host memory (the wasm heap), so the new array is never copied in at first use (docs/memory.md).
 */
import { ArrayError } from '../errors/errors.js';
import { type Allocation, hostSpace } from '../memory/space.js';
import {
  type AnyTypedArray,
  type ArrayDTypeName,
  DTYPES,
  dtypeOfTypedArray,
  newTypedArray,
  storeValues,
} from '../types/dtype.js';
import type { Device } from './device.js';

export type ArraySource =
  | AnyTypedArray
  | readonly number[]
  | readonly bigint[]
  | ArrayBuffer
  | SharedArrayBuffer;

/** tt.array's data, read: wrapped in place (`wrap`), or converted from `convert`. */
export type ReadSource =
  | { readonly dtype: ArrayDTypeName; readonly length: number; readonly wrap: AnyTypedArray }
  | {
      readonly dtype: ArrayDTypeName;
      readonly length: number;
      readonly convert: ArrayLike<number | bigint>;
    };

function isBuffer(data: unknown): data is ArrayBuffer | SharedArrayBuffer {
  return (
    data instanceof ArrayBuffer ||
    (typeof SharedArrayBuffer !== 'undefined' && data instanceof SharedArrayBuffer)
  );
}

/** A view of `data` as `dtype` elements (no copy), checked to hold whole elements. */
function viewBuffer(data: ArrayBuffer | SharedArrayBuffer, dtype: ArrayDTypeName): AnyTypedArray {
  const bytes = DTYPES[dtype].bytes;
  if (data.byteLength % bytes !== 0) {
    throw new ArrayError(
      'ARRAY_BAD_SHAPE',
      `a buffer of ${data.byteLength} bytes is not a whole number of ${dtype} elements`,
    );
  }
  return new (newTypedArray(dtype, 0).constructor as new (b: ArrayBufferLike) => AnyTypedArray)(data);
}

/** Each element of a plain array is a number (or, for the 64-bit dtypes, a bigint). */
function checkElements(data: readonly unknown[], dtype: ArrayDTypeName): void {
  const big = dtype === 'i64' || dtype === 'u64';
  for (let i = 0; i < data.length; i++) {
    const v: unknown = data[i];
    if (typeof v !== 'number' && !(big && typeof v === 'bigint'))
      throw new ArrayError(
        'ARRAY_BAD_DATA',
        `element ${i} is ${typeof v}, not a number${big ? ' or a bigint' : ''}`,
      );
  }
}

/** Reads tt.array's `data` with the dtype asked for (if any), checking it; allocates nothing. */
export function readSource(data: ArraySource, requested: ArrayDTypeName | undefined): ReadSource {
  if (isBuffer(data)) {
    if (!requested)
      throw new ArrayError('ARRAY_BAD_DTYPE', 'tt.array(buffer) needs opts.dtype to view an ArrayBuffer');
    const wrap = viewBuffer(data, requested);
    return { dtype: requested, length: wrap.length, wrap };
  }
  if (ArrayBuffer.isView(data)) {
    const own = dtypeOfTypedArray(data);
    if (own === undefined) {
      throw new ArrayError(
        'ARRAY_BAD_DTYPE',
        `${data.constructor.name} is not supported; use a Float32Array, Float64Array, Int32Array, Uint32Array, Int16Array, Uint16Array, Int8Array, Uint8Array, Uint8ClampedArray, BigInt64Array or BigUint64Array (or a number[] or bigint[]), with opts.dtype to convert`,
      );
    }
    const dtype = requested ?? own;
    return dtype === own
      ? { dtype, length: data.length, wrap: data }
      : { dtype, length: data.length, convert: data as ArrayLike<number | bigint> };
  }
  if (Array.isArray(data)) {
    // a bigint[] is i64 unless a dtype is given (a number[] f32)
    const dtype = requested ?? (typeof data[0] === 'bigint' ? 'i64' : 'f32');
    checkElements(data, dtype);
    return { dtype, length: data.length, convert: data as ArrayLike<number | bigint> };
  }
  throw new ArrayError(
    'ARRAY_BAD_DATA',
    'tt.array takes a TypedArray, a number[], an ArrayBuffer or a SharedArrayBuffer',
  );
}

/**
 * Device memory for `length` elements that the host fills for a new array on `device`, when the
 * host can write the device's own memory and the device cannot use plain host memory (the wasm
 * heap: nothing is then copied in at first use); undefined elsewhere — host memory serves there,
 * which js and native use in place and a GPU copies once, counted, at first use.
 */
export function creationHome(
  device: Device,
  dtype: ArrayDTypeName,
  length: number,
): { readonly alloc: Allocation; readonly host: AnyTypedArray } | undefined {
  const space = device.impl().memory;
  if (space.hostWritable !== true || space === hostSpace) return undefined;
  const alloc = space.alloc(dtype, length);
  if (alloc.host) return { alloc, host: alloc.host };
  space.free(alloc);
  return undefined;
}

/**
 * The allocation of `src` for an array on `device`: `src.wrap` in place, else new memory holding
 * its conversion (on the device where creationHome allows, else a new host TypedArray, the
 * array's own memory and not the caller's).
 */
export function sourceAllocation(device: Device, src: ReadSource): Allocation {
  if ('wrap' in src) return hostSpace.wrap(src.dtype, src.wrap);
  const home = creationHome(device, src.dtype, src.length);
  if (home) {
    storeValues(src.dtype, home.host, src.convert);
    return home.alloc;
  }
  const host = newTypedArray(src.dtype, src.length);
  storeValues(src.dtype, host, src.convert);
  return hostSpace.wrap(src.dtype, host);
}
