import { f16Bits, f16Round, f16Value } from './f16.js';

export { f16Value };

/**
 * Scalar data types. Each dtype is also a callable cast with JS semantics, so the same
 * `tt.f32(v)` spelling works in host code and inside kernels.
 */
export type DTypeName = 'bool' | 'i32' | 'u32' | 'f32' | 'f64' | 'i64' | 'u64';
export type NumericDTypeName = Exclude<DTypeName, 'bool'>;
/**
 * Storage-only element types: 8- and 16-bit integers, Uint8ClampedArray's clamped bytes and IEEE
 * half-precision floats (f16). They exist as array elements only; a load yields an i32 (an f32 for
 * f16), a store converts as the TypedArray does (f16: rounds as `f16.ts` defines, to 16 bits that
 * the host holds in a Uint16Array).
 */
export type SmallDTypeName = 'i8' | 'u8' | 'u8c' | 'i16' | 'u16' | 'f16';
export type AnyDTypeName = DTypeName | SmallDTypeName;
export type ArrayDTypeName = NumericDTypeName | SmallDTypeName;

export interface DTypeInfo<N extends AnyDTypeName = AnyDTypeName> {
  readonly kind: 'dtype';
  readonly name: N;
  /** Size of one element in bytes (bool is stored as one u32 word on devices). */
  readonly bytes: number;
  readonly isFloat: boolean;
  readonly isInteger: boolean;
}

/** The 64-bit integer dtypes: their values are BigInts, on the host and in kernels. */
export type BigIntDTypeName = 'i64' | 'u64';

export type DType<N extends AnyDTypeName = AnyDTypeName> = DTypeInfo<N> &
  (N extends 'bool'
    ? (v: number | boolean) => boolean
    : N extends BigIntDTypeName
      ? (v: bigint | number | boolean) => bigint
      : (v: number | boolean) => number);

function makeDType<N extends AnyDTypeName>(
  name: N,
  bytes: number,
  cast: (v: number) => number | boolean,
  bigCast?: (v: bigint | number | boolean) => bigint,
): DType<N> {
  const info: DTypeInfo<N> = {
    kind: 'dtype',
    name,
    bytes,
    isFloat: name === 'f32' || name === 'f64' || name === 'f16',
    isInteger: name !== 'bool' && name !== 'f32' && name !== 'f64' && name !== 'f16',
  };
  const fn = bigCast ?? ((v: number | boolean) => cast(+v));
  for (const [k, v] of Object.entries(info)) Object.defineProperty(fn, k, { value: v, enumerable: true });
  // `${tt.u32}`, String(tt.u32) and messages print 'u32' (not the cast's source), as arr.dtype does.
  Object.defineProperty(fn, 'toString', { value: () => name });
  // The cast with its info properties is the DType (the callable-with-properties type TS cannot build).
  return Object.freeze(fn) as unknown as DType<N>;
}

export const bool: DType<'bool'> = makeDType('bool', 4, (v) => Boolean(v));
export const i32: DType<'i32'> = makeDType('i32', 4, (v) => v | 0);
export const u32: DType<'u32'> = makeDType('u32', 4, (v) => v >>> 0);
export const f32: DType<'f32'> = makeDType('f32', 4, (v) => Math.fround(v));
export const f64: DType<'f64'> = makeDType('f64', 8, (v) => +v);

/** BigInt(v) wrapped to 64 bits, as a BigInt64Array / BigUint64Array store does. */
function toBigInt(v: bigint | number | boolean): bigint {
  return typeof v === 'bigint' ? v : BigInt(typeof v === 'boolean' ? Number(v) : v);
}
export const i64: DType<'i64'> = makeDType('i64', 8, Number, (v) => BigInt.asIntN(64, toBigInt(v)));
export const u64: DType<'u64'> = makeDType('u64', 8, Number, (v) => BigInt.asUintN(64, toBigInt(v)));

export const i8: DType<'i8'> = makeDType('i8', 1, (v) => (v << 24) >> 24);
export const u8: DType<'u8'> = makeDType('u8', 1, (v) => v & 0xff);
export const u8c: DType<'u8c'> = makeDType('u8c', 1, (v) => clampU8(v));
export const i16: DType<'i16'> = makeDType('i16', 2, (v) => (v << 16) >> 16);
export const u16: DType<'u16'> = makeDType('u16', 2, (v) => v & 0xffff);
/** Half precision: the cast rounds to the nearest f16 (through f32) and returns it as a number. */
export const f16: DType<'f16'> = makeDType('f16', 2, (v) => f16Round(v));

const clampCell = new Uint8ClampedArray(1);
/** Uint8ClampedArray's conversion: clamp to 0..255, round half to even, NaN -> 0. */
export function clampU8(v: number): number {
  clampCell[0] = v;
  return clampCell[0] ?? 0;
}

export const DTYPES: Readonly<Record<AnyDTypeName, DType>> = {
  bool,
  i32,
  u32,
  f32,
  f64,
  i64,
  u64,
  i8,
  u8,
  u8c,
  i16,
  u16,
  f16,
};

export function isSmallDType(n: string): n is SmallDTypeName {
  return n === 'i8' || n === 'u8' || n === 'u8c' || n === 'i16' || n === 'u16' || n === 'f16';
}

export function isDType(v: unknown): v is DType {
  return (
    (typeof v === 'function' || typeof v === 'object') &&
    v !== null &&
    (v as { kind?: unknown }).kind === 'dtype'
  );
}

export function dtypeByName(name: string): DType | undefined {
  return Object.hasOwn(DTYPES, name) ? DTYPES[name as AnyDTypeName] : undefined;
}

/** The TypedArray class that holds elements of each array dtype on the host. */
export interface TypedArrayByDType {
  i8: Int8Array;
  u8: Uint8Array;
  u8c: Uint8ClampedArray;
  i16: Int16Array;
  u16: Uint16Array;
  /** f16 elements are their IEEE binary16 bits (Node 20 has no Float16Array). */
  f16: Uint16Array;
  i32: Int32Array;
  u32: Uint32Array;
  f32: Float32Array;
  f64: Float64Array;
  i64: BigInt64Array;
  u64: BigUint64Array;
}
export type TypedArrayOf<N extends ArrayDTypeName> = TypedArrayByDType[N];
export type AnyTypedArray = TypedArrayByDType[ArrayDTypeName];

type TypedArrayCtor = {
  new (length: number): AnyTypedArray;
  new (buffer: ArrayBufferLike, byteOffset?: number, length?: number): AnyTypedArray;
  readonly BYTES_PER_ELEMENT: number;
};

const CTORS: Record<ArrayDTypeName, TypedArrayCtor> = {
  i8: Int8Array,
  u8: Uint8Array,
  u8c: Uint8ClampedArray,
  i16: Int16Array,
  u16: Uint16Array,
  f16: Uint16Array,
  i32: Int32Array,
  u32: Uint32Array,
  f32: Float32Array,
  f64: Float64Array,
  i64: BigInt64Array,
  u64: BigUint64Array,
};

export function newTypedArray<N extends ArrayDTypeName>(name: N, length: number): TypedArrayOf<N> {
  return new CTORS[name](length) as TypedArrayOf<N>;
}

/** A TypedArray of `name` over `length` elements of `buffer` from `byteOffset` (no copy). */
export function typedArrayView<N extends ArrayDTypeName>(
  name: N,
  buffer: ArrayBufferLike,
  byteOffset: number,
  length: number,
): TypedArrayOf<N> {
  return new CTORS[name](buffer, byteOffset, length) as TypedArrayOf<N>;
}

/** A TypedArray of `name` over the whole of `buffer` (no copy). */
export function typedArrayOver<N extends ArrayDTypeName>(name: N, buffer: ArrayBuffer): TypedArrayOf<N> {
  return new CTORS[name](buffer) as TypedArrayOf<N>;
}

/** The dtype of a TypedArray, or undefined for element types tutti does not support. */
export function dtypeOfTypedArray(a: ArrayBufferView): ArrayDTypeName | undefined {
  if (a instanceof Float32Array) return 'f32';
  if (a instanceof Float64Array) return 'f64';
  if (a instanceof Int32Array) return 'i32';
  if (a instanceof Uint32Array) return 'u32';
  if (a instanceof Int8Array) return 'i8';
  if (a instanceof Uint8Array) return 'u8';
  if (a instanceof Uint8ClampedArray) return 'u8c';
  if (a instanceof Int16Array) return 'i16';
  if (a instanceof Uint16Array) return 'u16';
  if (a instanceof BigInt64Array) return 'i64';
  if (a instanceof BigUint64Array) return 'u64';
  return undefined;
}

export function isArrayDTypeName(n: AnyDTypeName): n is ArrayDTypeName {
  return n !== 'bool';
}

/** Inclusive range a host number must fall in to be passed as a scalar of this dtype. */
export function scalarRange(name: NumericDTypeName): readonly [number, number] | undefined {
  switch (name) {
    case 'i32':
      return [-(2 ** 31), 2 ** 31 - 1];
    case 'u32':
      return [0, 2 ** 32 - 1];
    default:
      return undefined;
  }
}

/** True for the TypedArrays of the 64-bit integer dtypes (their elements are BigInts). */
export function isBigIntArray(a: ArrayBufferView): a is BigInt64Array | BigUint64Array {
  return a instanceof BigInt64Array || a instanceof BigUint64Array;
}

/** A number as a BigInt element: truncated toward zero (as astype does), NaN and ±Infinity 0n. */
function bigOf(v: number | bigint): bigint {
  if (typeof v === 'bigint') return v;
  return Number.isFinite(v) ? BigInt(Math.trunc(v)) : 0n;
}

/**
 * `dst.set(src, offset)` for any pair of number or BigInt element types: a number stored into a
 * BigInt array is truncated (NaN 0n) and wraps to 64 bits, a BigInt into a number array is
 * Number(v) then stored as that array stores a number.
 */
export function setValues(dst: AnyTypedArray, src: ArrayLike<number | bigint>, offset = 0): void {
  if (isBigIntArray(dst)) {
    if (src instanceof BigInt64Array || src instanceof BigUint64Array) {
      // the array's own store wraps a BigInt of the other signedness to 64 bits
      for (let i = 0; i < src.length; i++) dst[offset + i] = src[i] ?? 0n;
      return;
    }
    for (let i = 0; i < src.length; i++) dst[offset + i] = bigOf(src[i] ?? 0);
    return;
  }
  if (ArrayBuffer.isView(src) && isBigIntArray(src)) {
    for (let i = 0; i < src.length; i++) dst[offset + i] = Number(src[i] ?? 0n);
    return;
  }
  // both hold numbers here (the BigInt cases returned above)
  dst.set(src as ArrayLike<number>, offset);
}

/**
 * setValues where a side may be f16 (bits in a Uint16Array the TypedArray alone cannot tell from
 * u16): `dstName` is the dtype `dst` holds, `srcName` the dtype of `src` when it is an array's own
 * elements (undefined for host numbers). f16 elements convert through their values (`f16.ts`).
 */
export function storeValues(
  dstName: ArrayDTypeName,
  dst: AnyTypedArray,
  src: ArrayLike<number | bigint>,
  offset = 0,
  srcName?: ArrayDTypeName,
): void {
  if ((dstName === 'f16') === (srcName === 'f16')) {
    setValues(dst, src, offset);
    return;
  }
  if (dstName === 'f16') {
    for (let i = 0; i < src.length; i++) dst[offset + i] = f16Bits(Number(src[i] ?? 0));
    return;
  }
  const values = new Float64Array(src.length);
  for (let i = 0; i < src.length; i++) values[i] = f16Value(Number(src[i] ?? 0));
  setValues(dst, values, offset);
}

/**
 * `a.fill(value)` for number and BigInt arrays (a number into a BigInt array as setValues); `name`
 * 'f16' fills with the f16 bits of `value`.
 */
export function fillValue(a: AnyTypedArray, value: number | bigint, name?: ArrayDTypeName): void {
  if (isBigIntArray(a)) a.fill(bigOf(value));
  else a.fill(name === 'f16' ? f16Bits(Number(value)) : Number(value));
}

/** `dst[di] = src[si]` for two TypedArrays of one dtype. */
export function copyElement(dst: AnyTypedArray, di: number, src: AnyTypedArray, si: number): void {
  // One dtype on both sides, so the element src holds is one dst can hold; TS sees two unions.
  (dst as unknown as { [i: number]: number | bigint })[di] = src[si] ?? 0;
}
