/** Creating NDArrays: tt.array (zero-copy for matching TypedArrays), tt.zeros, tt.empty, tt.full. */
import { settings } from '../config/settings.js';
import { ArrayError } from '../errors/errors.js';
import { checkOptionKeys } from '../errors/options.js';
import { hostSpace, USM_KINDS, type UsmKind } from '../memory/space.js';
import {
  type AnyTypedArray,
  type ArrayDTypeName,
  DTYPES,
  type DType,
  dtypeByName,
  fillValue,
  isArrayDTypeName,
  isDType,
} from '../types/dtype.js';
import { type CompositeType, elementShape } from '../types/element-shape.js';
import { adoptWhenReady } from './array-internals.js';
import { checkOnFree, claimOwnership, type Ownership } from './array-ownership.js';
import { type ArraySource, creationHome, readSource, sourceAllocation } from './array-source.js';
import type { Device } from './device.js';
import { NDArray } from './ndarray.js';
import type { Queue } from './queue.js';
import { type DeviceSelector, selectDevice } from './select.js';

export interface PlacementOptions {
  /** A device or selector; default 'auto'. */
  readonly device?: DeviceSelector;
  /** A queue of the device; default the device's default queue. */
  readonly queue?: Queue<Device>;
  /** The USM kind of the array's memory on its device (default 'shared'); see docs/memory.md. */
  readonly usm?: UsmKind;
}

/**
 * The usm option, checked: 'device', 'shared' or 'host', or undefined when not given (the array
 * then behaves as 'shared', by lazy movement: see NDArray.usm).
 */
export function usmOf(opts: PlacementOptions | undefined): UsmKind | undefined {
  const u: unknown = opts?.usm;
  if (u === undefined) return undefined;
  if (typeof u === 'string' && (USM_KINDS as readonly string[]).includes(u)) return u as UsmKind;
  throw new ArrayError(
    'ARRAY_BAD_USM',
    `usm must be 'device', 'shared' or 'host'; got ${JSON.stringify(u) ?? String(u)}`,
  );
}

export interface ArrayOptions<N extends ArrayDTypeName = ArrayDTypeName>
  extends PlacementOptions,
    RequiresGradOptions {
  readonly dtype?: DType<N> | N;
  /** Shape of the array; default [data.length]. The product must equal the element count. */
  readonly shape?: readonly number[];
  /**
   * A deleter called once when the array's memory is released: on dispose() (after the work
   * submitted with it) or, if never disposed, when the array is garbage-collected.
   */
  readonly onFree?: () => void;
}

const MAX_ELEMENTS = 2 ** 31 - 1;

/** The option of tt.array / zeros / full / empty that gives the new array a gradient (docs/autodiff.md). */
export interface RequiresGradOptions {
  /** Make `arr.grad`, zeros of the same shape, dtype and device (float dtypes only). */
  readonly requiresGrad?: boolean;
}

/** `arr` with its gradient made when `opts.requiresGrad` asks for one. */
function withGrad<N extends ArrayDTypeName>(
  arr: NDArray<N>,
  opts: RequiresGradOptions | undefined,
): NDArray<N> {
  const want: unknown = opts?.requiresGrad;
  if (want === undefined || want === false) return arr;
  if (want !== true)
    throw new ArrayError('ARRAY_BAD_OPTIONS', `requiresGrad must be true or false, got ${String(want)}`);
  if (arr.dtype !== 'f32' && arr.dtype !== 'f64')
    throw new ArrayError(
      'ARRAY_BAD_OPTIONS',
      `requiresGrad needs a float array (f32 or f64), not ${arr.dtype}`,
    );
  arr.grad = zeros(arr.shape, DTYPES[arr.dtype] as DType<N>, { queue: arr.queue });
  return arr;
}

const PLACEMENT_KEYS = ['device', 'queue', 'usm'] as const;

/**
 * Refuses creation options that are not an object or that name an unknown key: a misspelt
 * `{ devcie: 'js' }` would otherwise put the array on the default device without a word.
 */
function checkCreateOptions(opts: unknown, extra: readonly string[]): void {
  checkOptionKeys(opts, {
    api: 'array options',
    known: [...PLACEMENT_KEYS, ...extra],
    example: "{ device: 'cpu' }",
    error: (m) => new ArrayError('ARRAY_BAD_OPTIONS', m),
  });
}

export function placement(
  opts: PlacementOptions | undefined,
  extra: readonly string[] = [],
): { device: Device; queue: Queue<Device> } {
  checkCreateOptions(opts, extra);
  if (opts?.queue) {
    if (opts.device !== undefined && selectDevice(opts.device) !== opts.queue.device) {
      throw new ArrayError(
        'ARRAY_BAD_PLACEMENT',
        `options name device '${String(opts.device)}' but a queue of ${opts.queue.device.id}; give one of them`,
      );
    }
    return { device: opts.queue.device, queue: opts.queue };
  }
  const device = selectDevice(opts?.device ?? settings().device);
  return { device, queue: device.defaultQueue };
}

export function checkShape(shape: readonly number[] | number): readonly number[] {
  const s = typeof shape === 'number' ? [shape] : shape;
  if (!Array.isArray(s) || s.length === 0 || s.some((d) => !Number.isInteger(d) || d < 0)) {
    throw new ArrayError(
      'ARRAY_BAD_SHAPE',
      `shape must be a non-empty list of non-negative integers, got ${JSON.stringify(shape)}`,
    );
  }
  const n = s.reduce((a, b) => a * b, 1);
  if (n > MAX_ELEMENTS) {
    throw new ArrayError(
      'ARRAY_TOO_LARGE',
      `shape ${JSON.stringify(s)} has ${n} elements; the limit is ${MAX_ELEMENTS} (2^31-1)`,
    );
  }
  return Object.freeze([...s]);
}

/** The dtype argument of zeros/empty/full, which has no default (plain JS callers may omit it). */
function requiredDType(fn: string, d: DType | undefined): ArrayDTypeName {
  const name = dtypeName(d);
  if (name === undefined) {
    throw new ArrayError(
      'ARRAY_BAD_DTYPE',
      `${fn}() needs a dtype, e.g. tt.${fn === 'full' ? 'full([n], 1, tt.f32)' : `${fn}([n], tt.f32)`}; none was given`,
    );
  }
  return name;
}

function dtypeName(d: DType | ArrayDTypeName | undefined): ArrayDTypeName | undefined {
  if (d === undefined) return undefined;
  const name = isDType(d) ? d.name : typeof d === 'string' ? dtypeByName(d)?.name : undefined;
  if (name === undefined || !isArrayDTypeName(name)) {
    throw new ArrayError(
      'ARRAY_BAD_DTYPE',
      `arrays hold i8, u8, u8c, i16, u16, i32, u32, f32 or f64, not ${String(isDType(d) ? d.name : d)}`,
    );
  }
  return name;
}

type Source = ArraySource;

/** Options of tt.array for a TypedArray of the array's dtype (no `dtype` needed). */
type WrapOptions = Omit<ArrayOptions, 'dtype'>;

export function array(data: Float32Array, opts?: WrapOptions): NDArray<'f32'>;
export function array(data: Float64Array, opts?: WrapOptions): NDArray<'f64'>;
export function array(data: Int32Array, opts?: WrapOptions): NDArray<'i32'>;
export function array(data: Uint32Array, opts?: WrapOptions): NDArray<'u32'>;
export function array(data: Uint8ClampedArray, opts?: WrapOptions): NDArray<'u8c'>;
export function array(data: Uint8Array, opts?: WrapOptions): NDArray<'u8'>;
export function array(data: Int8Array, opts?: WrapOptions): NDArray<'i8'>;
export function array(data: Int16Array, opts?: WrapOptions): NDArray<'i16'>;
export function array(data: Uint16Array, opts?: WrapOptions): NDArray<'u16'>;
export function array(data: BigInt64Array, opts?: WrapOptions): NDArray<'i64'>;
export function array(data: BigUint64Array, opts?: WrapOptions): NDArray<'u64'>;
export function array<N extends ArrayDTypeName>(
  data: Source,
  opts: ArrayOptions<N> & { dtype: DType<N> | N },
): NDArray<N>;
export function array(data: readonly number[], opts?: ArrayOptions<'f32'>): NDArray<'f32'>;
export function array(data: readonly bigint[], opts?: ArrayOptions<'i64'>): NDArray<'i64'>;
/** Any TypedArray tutti takes (what `read()` of an NDArray of unknown dtype returns). */
export function array(data: AnyTypedArray, opts?: WrapOptions): NDArray;
/**
 * Wraps or copies host data into an NDArray. A TypedArray of the array's dtype is wrapped without a
 * copy (CPU devices compute on it in place); a number[] or another TypedArray is converted; an
 * ArrayBuffer/SharedArrayBuffer is viewed with `opts.dtype`. A number[] defaults to f32.
 */
export function array(data: Source, opts?: ArrayOptions): NDArray {
  const { device, queue } = placement(opts, ['dtype', 'shape', 'onFree', 'requiresGrad']);
  const onFree = checkOnFree('tt.array', opts?.onFree);
  const usm = usmOf(opts);
  const src = readSource(data, dtypeName(opts?.dtype));
  const shape = checkShape(opts?.shape ?? [src.length]);
  if (shape.reduce((a, b) => a * b, 1) !== src.length) {
    throw new ArrayError(
      'ARRAY_BAD_SHAPE',
      `shape ${JSON.stringify(shape)} does not hold ${src.length} elements`,
    );
  }
  const alloc = sourceAllocation(device, src);
  let owner: Ownership | undefined;
  try {
    owner =
      onFree === undefined
        ? undefined
        : claimOwnership(data, onFree, `the ${data.constructor.name} given to tt.array`);
  } catch (e) {
    alloc.space.free(alloc); // wasm heap memory made for a conversion (a wrapped array frees nothing)
    throw e;
  }
  return withGrad(new NDArray(src.dtype, shape, device, queue, alloc, usm, owner), opts);
}

/** The checked shape, dtype and placement of a new array of `fn` (zeros, empty, full), and its length. */
function newArraySpec<N extends ArrayDTypeName>(
  fn: string,
  shape: readonly number[] | number,
  dtype: DType<N> | CompositeType,
  opts: PlacementOptions | undefined,
) {
  // An array of n vectors/structs is n × words elements of their word type: shape [...shape, words].
  const el = elementShape(shape, dtype);
  const s = checkShape(el?.shape ?? shape);
  const name = (el?.elem ?? requiredDType(fn, dtype as DType)) as N;
  const { device, queue } = placement(opts, ['requiresGrad']);
  return { s, name, device, queue, usm: usmOf(opts), n: s.reduce((a, b) => a * b, 1) };
}

/** An array of zeros on the device; of vectors or structs: shape [...shape, words] of their word type. */
export function zeros<T extends CompositeType>(
  shape: readonly number[] | number,
  element: T,
  opts?: PlacementOptions,
): NDArray<T['elem']>;
export function zeros<N extends ArrayDTypeName>(
  shape: readonly number[] | number,
  dtype: DType<N>,
  opts?: PlacementOptions & RequiresGradOptions,
): NDArray<N>;
export function zeros<N extends ArrayDTypeName>(
  shape: readonly number[] | number,
  dtype: DType<N> | CompositeType,
  opts?: PlacementOptions & RequiresGradOptions,
): NDArray<N> {
  const { s, name, device, queue, usm, n } = newArraySpec('zeros', shape, dtype, opts);
  const z = device.impl().memory.allocZeroed(name, n, usm);
  if (z instanceof Promise) {
    const arr = new NDArray<N>(name, s, device, queue, undefined, usm);
    arr[adoptWhenReady](z);
    return withGrad(arr, opts);
  }
  return withGrad(new NDArray<N>(name, s, device, queue, z, usm), opts);
}

/** An array whose content is unspecified until written (of vectors or structs: as zeros). */
export function empty<T extends CompositeType>(
  shape: readonly number[] | number,
  element: T,
  opts?: PlacementOptions,
): NDArray<T['elem']>;
export function empty<N extends ArrayDTypeName>(
  shape: readonly number[] | number,
  dtype: DType<N>,
  opts?: PlacementOptions & RequiresGradOptions,
): NDArray<N>;
export function empty<N extends ArrayDTypeName>(
  shape: readonly number[] | number,
  dtype: DType<N> | CompositeType,
  opts?: PlacementOptions & RequiresGradOptions,
): NDArray<N> {
  const { s, name, device, queue, usm, n } = newArraySpec('empty', shape, dtype, opts);
  const alloc = device.impl().memory.alloc(name, n, usm);
  return withGrad(new NDArray<N>(name, s, device, queue, alloc, usm), opts);
}

/** An array filled with `value` (converted as a TypedArray store converts). */
export function full<N extends ArrayDTypeName>(
  shape: readonly number[] | number,
  value: number,
  dtype: DType<N>,
  opts?: PlacementOptions & RequiresGradOptions,
): NDArray<N> {
  if (typeof value !== 'number')
    throw new ArrayError('ARRAY_BAD_DATA', `full() needs a number, got ${typeof value}`);
  const { s, name, device, queue, usm, n } = newArraySpec('full', shape, dtype, opts);
  // Filled where the host can write the device's own memory (the wasm heap), else in tutti's own
  // host memory (recycled through the host pool after dispose), which the device uses or copies.
  const home = creationHome(device, name, n);
  const alloc = home?.alloc ?? hostSpace.alloc(name, n);
  if (alloc.host) fillValue(alloc.host, value, name);
  return withGrad(new NDArray<N>(name, s, device, queue, alloc, usm), opts);
}

/**
 * An uninitialised array of any shape, rank 0 (`[]`, one element) included, on `queue`: the results
 * of tt.np, whose 0-d arrays tt.empty's public shape check does not make.
 */
export function emptyOnQueue<N extends ArrayDTypeName>(
  shape: readonly number[],
  dtype: N,
  queue: Queue<Device>,
): NDArray<N> {
  const s = Object.freeze([...shape]);
  const alloc = queue.device.impl().memory.alloc(
    dtype,
    s.reduce((a, b) => a * b, 1),
  );
  return new NDArray<N>(dtype, s, queue.device, queue, alloc);
}
