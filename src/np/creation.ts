/**
 * Creation functions of tt.np: arange, linspace, zeros/ones/full/empty (and their _like forms), eye,
 * asarray. Values are computed on the host in f64 and converted once to the dtype (as a TypedArray
 * store converts), then placed on the device like tt.array's data. Default dtypes differ from
 * NumPy's 64-bit ones: integers i32, floats f32 (docs/np.md).
 */
import { ArrayOpError } from '../errors/errors.js';
import { array, checkShape, emptyOnQueue } from '../runtime/create.js';
import type { Device } from '../runtime/device.js';
import { NDArray } from '../runtime/ndarray.js';
import type { Queue } from '../runtime/queue.js';
import { type AnyTypedArray, dtypeOfTypedArray, newTypedArray, storeValues } from '../types/dtype.js';
import { f16Value } from '../types/f16.js';
import { sizeOf } from './broadcast.js';
import { markBool, npDTypeOf, storageOf } from './dtypes.js';
import { astype } from './elementwise-api.js';
import { type CreateOptions, createSpec } from './options.js';
import type { NpDType } from './promote.js';

/** An array of `shape` and `dtype` on `queue` holding `values` (converted as a store converts). */
function fromHost(
  values: ArrayLike<number | bigint>,
  shape: readonly number[],
  dtype: NpDType,
  queue: Queue<Device>,
): NDArray {
  const host = newTypedArray(storageOf(dtype), values.length);
  if (dtype === 'bool') for (let i = 0; i < values.length; i++) host[i] = values[i] ? 1 : 0;
  else storeValues(storageOf(dtype), host, values);
  const out =
    shape.length === 0
      ? writeScalar(host, dtype, queue)
      : // tt.array's overloads take one TypedArray type each; a union of them matches none. f16's
        // Uint16Array of bits is viewed through its buffer (as a Uint16Array it would be u16 values).
        array(
          (dtype === 'f16' ? host.buffer : host) as AnyTypedArray,
          { shape, queue, dtype: storageOf(dtype) } as never,
        );
  return dtype === 'bool' ? markBool(out) : out;
}

function writeScalar(host: AnyTypedArray, dtype: NpDType, queue: Queue<Device>): NDArray {
  const out = emptyOnQueue([], storageOf(dtype), queue);
  // f16's bits are written as the values they hold (a Uint16Array written is u16 values)
  const data = dtype === 'f16' ? Float32Array.from(host as Uint16Array, f16Value) : host;
  void out.write(data).catch(() => {});
  return out;
}

export function shapeArg(op: string, shape: unknown): readonly number[] {
  if (Array.isArray(shape) && shape.length === 0) return [];
  try {
    return checkShape(shape as readonly number[]);
  } catch (e) {
    throw new ArrayOpError('OP_BAD_ARGUMENT', op, e instanceof Error ? e.message : String(e), { cause: e });
  }
}

/** An array of `shape` filled with `value` (default dtype f32). */
export function full(
  shape: readonly number[] | number,
  value: number | boolean,
  opts?: CreateOptions,
): NDArray {
  const s = shapeArg('np.full', shape);
  const { dtype, queue } = createSpec('np.full', opts, typeof value === 'boolean' ? 'bool' : 'f32');
  return fromHost(new Float64Array(sizeOf(s)).fill(Number(value)), s, dtype, queue);
}
export const zeros = (shape: readonly number[] | number, opts?: CreateOptions): NDArray =>
  full(shape, 0, opts);
export const ones = (shape: readonly number[] | number, opts?: CreateOptions): NDArray =>
  full(shape, 1, opts);
/** NumPy's empty: here zero-filled too (tutti never hands out another array's old data). */
export const empty = (shape: readonly number[] | number, opts?: CreateOptions): NDArray =>
  full(shape, 0, opts);

function likeOpts(x: NDArray, opts: CreateOptions | undefined): CreateOptions {
  return { dtype: npDTypeOf(x), queue: opts?.device === undefined ? x.queue : undefined, ...opts };
}
export const full_like = (x: NDArray, value: number, opts?: CreateOptions): NDArray =>
  full(x.shape, value, likeOpts(x, opts));
export const zeros_like = (x: NDArray, opts?: CreateOptions): NDArray => full(x.shape, 0, likeOpts(x, opts));
export const ones_like = (x: NDArray, opts?: CreateOptions): NDArray => full(x.shape, 1, likeOpts(x, opts));
export const empty_like = (x: NDArray, opts?: CreateOptions): NDArray => full(x.shape, 0, likeOpts(x, opts));
export { empty_like as emptyLike, full_like as fullLike, ones_like as onesLike, zeros_like as zerosLike };

/**
 * Evenly spaced values in [start, stop): `arange(stop)`, `arange(start, stop)`,
 * `arange(start, stop, step)`, then an optional dtype (default i32 when start and step are integers,
 * else f32). Element i is start + i * step, computed in f64 and converted once.
 */
export function arange(
  start: number,
  stop?: number,
  step = 1,
  dtype?: CreateOptions['dtype'],
  opts?: CreateOptions,
): NDArray {
  const [a, b] = stop === undefined ? [0, start] : [start, stop];
  for (const v of [a, b, step]) {
    if (typeof v !== 'number' || !Number.isFinite(v))
      throw new ArrayOpError(
        'OP_BAD_ARGUMENT',
        'np.arange',
        `start, stop and step must be finite numbers, got ${String(v)}`,
      );
  }
  if (step === 0) throw new ArrayOpError('OP_BAD_ARGUMENT', 'np.arange', 'step must not be 0');
  const n = Math.max(0, Math.ceil((b - a) / step));
  const ints = Number.isInteger(a) && Number.isInteger(step);
  const spec = createSpec(
    'np.arange',
    { ...opts, ...(dtype === undefined ? {} : { dtype }) },
    ints ? 'i32' : 'f32',
  );
  const v = new Float64Array(n);
  for (let i = 0; i < n; i++) v[i] = a + i * step;
  return fromHost(v, [n], spec.dtype, spec.queue);
}

export interface LinspaceOptions extends CreateOptions {
  /** Whether stop is the last element (default true). */
  readonly endpoint?: boolean;
}

/** `num` (default 50) evenly spaced values from start to stop (default dtype f32). */
export function linspace(start: number, stop: number, num = 50, opts?: LinspaceOptions): NDArray {
  const { dtype, queue } = createSpec('np.linspace', opts, 'f32', ['endpoint']);
  if (!Number.isInteger(num) || num < 0)
    throw new ArrayOpError(
      'OP_BAD_ARGUMENT',
      'np.linspace',
      `num must be a non-negative integer, got ${num}`,
    );
  const endpoint = opts?.endpoint ?? true;
  const div = endpoint ? num - 1 : num;
  const step = div > 0 ? (stop - start) / div : 0;
  const v = new Float64Array(num);
  for (let i = 0; i < num; i++) v[i] = start + i * step;
  if (endpoint && num > 1) v[num - 1] = stop;
  return fromHost(v, [num], dtype, queue);
}

export interface EyeOptions extends CreateOptions {
  /** Index of the diagonal: 0 the main one, > 0 above it, < 0 below. */
  readonly k?: number;
}

/** An n x m (default n x n) array with ones on diagonal k (default dtype f32). */
export function eye(n: number, m: number = n, opts?: EyeOptions): NDArray {
  const { dtype, queue } = createSpec('np.eye', opts, 'f32', ['k']);
  const k = opts?.k ?? 0;
  const s = shapeArg('np.eye', [n, m]);
  const v = new Float64Array(n * m);
  for (let r = 0; r < n; r++) if (r + k >= 0 && r + k < m) v[r * m + r + k] = 1;
  return fromHost(v, s, dtype, queue);
}

type Nested = number | boolean | readonly Nested[];

function inferShape(op: string, data: Nested): number[] {
  const shape: number[] = [];
  let cur: Nested = data;
  while (Array.isArray(cur)) {
    shape.push(cur.length);
    cur = (cur as readonly Nested[])[0] ?? 0;
  }
  const flat: (number | boolean)[] = [];
  const walk = (v: Nested, d: number): void => {
    if (d === shape.length) {
      if (typeof v !== 'number' && typeof v !== 'boolean')
        throw new ArrayOpError(
          'OP_BAD_ARGUMENT',
          op,
          `nested arrays are ragged or hold ${typeof v}; every row needs the same length and numbers`,
        );
      flat.push(v);
      return;
    }
    if (!Array.isArray(v) || v.length !== shape[d])
      throw new ArrayOpError(
        'OP_BAD_ARGUMENT',
        op,
        `nested arrays are ragged: axis ${d} has lengths ${shape[d]} and ${Array.isArray(v) ? v.length : 'a number'}`,
      );
    for (const x of v as readonly Nested[]) walk(x, d + 1);
  };
  walk(data, 0);
  inferred.set(shape, flat);
  return shape;
}
const inferred = new WeakMap<number[], (number | boolean)[]>();

/**
 * An NDArray from an NDArray (itself, or converted/moved as options ask), a TypedArray (wrapped
 * without a copy where tt.array wraps it), nested number/boolean arrays (shape inferred; default
 * dtype bool for booleans, i32 for integers, else f32) or a number (a 0-d array).
 */
export function asarray(data: unknown, opts?: CreateOptions): NDArray {
  const op = 'np.asarray';
  if (data instanceof NDArray) {
    createSpec(op, opts, 'f32');
    let x: NDArray = data;
    if (opts?.dtype !== undefined && createSpec(op, opts, 'f32').dtype !== npDTypeOf(x))
      x = astype(x, opts.dtype);
    const target =
      opts?.queue ?? (opts?.device === undefined ? undefined : createSpec(op, opts, 'f32').queue);
    return target && target !== x.queue ? x.to(target.device, target) : x;
  }
  if (ArrayBuffer.isView(data) && !(data instanceof DataView)) {
    const own = dtypeOfTypedArray(data);
    if (own === undefined || own === 'i64' || own === 'u64')
      throw new ArrayOpError('OP_BAD_DTYPE', op, `${data.constructor.name} is not supported`);
    const { dtype, queue } = createSpec(op, opts, own === 'u8c' ? 'u8' : own);
    // tt.array's overloads take one TypedArray type each; a union of them matches none.
    if (dtype === own) return array(data as AnyTypedArray, { queue } as never);
    const typed = data as AnyTypedArray;
    return fromHost(typed, [typed.length], dtype, queue);
  }
  if (typeof data === 'number' || typeof data === 'boolean' || Array.isArray(data)) {
    const shape = inferShape(op, data as Nested);
    const flat = inferred.get(shape) ?? [];
    const fallback: NpDType = flat.every((v) => typeof v === 'boolean')
      ? flat.length
        ? 'bool'
        : 'f32'
      : flat.every((v) => typeof v === 'boolean' || (Number.isInteger(v) && Math.abs(v) < 2 ** 31))
        ? 'i32'
        : 'f32';
    const { dtype, queue } = createSpec(op, opts, fallback);
    return fromHost(flat.map(Number), shape, dtype, queue);
  }
  throw new ArrayOpError(
    'OP_BAD_ARGUMENT',
    op,
    `cannot make an array of ${data === null ? 'null' : typeof data}; pass an NDArray, a TypedArray, nested arrays of numbers, or a number`,
  );
}
