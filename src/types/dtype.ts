/**
 * Scalar data types. Each dtype is also a callable cast with JS semantics, so the same
 * `tt.f32(v)` spelling works in host code and inside kernels.
 */
export type DTypeName = 'bool' | 'i32' | 'u32' | 'f32' | 'f64';
export type NumericDTypeName = Exclude<DTypeName, 'bool'>;
export type ArrayDTypeName = NumericDTypeName;

export interface DTypeInfo<N extends DTypeName = DTypeName> {
  readonly kind: 'dtype';
  readonly name: N;
  /** Size of one element in bytes (bool is stored as one u32 word on devices). */
  readonly bytes: number;
  readonly isFloat: boolean;
  readonly isInteger: boolean;
}

export type DType<N extends DTypeName = DTypeName> = DTypeInfo<N> &
  (N extends 'bool' ? (v: number | boolean) => boolean : (v: number | boolean) => number);

function makeDType<N extends DTypeName>(
  name: N,
  bytes: number,
  cast: (v: number) => number | boolean,
): DType<N> {
  const info: DTypeInfo<N> = {
    kind: 'dtype',
    name,
    bytes,
    isFloat: name === 'f32' || name === 'f64',
    isInteger: name === 'i32' || name === 'u32',
  };
  const fn = (v: number | boolean) => cast(+v);
  for (const [k, v] of Object.entries(info)) Object.defineProperty(fn, k, { value: v, enumerable: true });
  return Object.freeze(fn) as unknown as DType<N>;
}

export const bool: DType<'bool'> = makeDType('bool', 4, (v) => Boolean(v));
export const i32: DType<'i32'> = makeDType('i32', 4, (v) => v | 0);
export const u32: DType<'u32'> = makeDType('u32', 4, (v) => v >>> 0);
export const f32: DType<'f32'> = makeDType('f32', 4, (v) => Math.fround(v));
export const f64: DType<'f64'> = makeDType('f64', 8, (v) => +v);

export const DTYPES: Readonly<Record<DTypeName, DType>> = { bool, i32, u32, f32, f64 };

export function isDType(v: unknown): v is DType {
  return (
    (typeof v === 'function' || typeof v === 'object') &&
    v !== null &&
    (v as { kind?: unknown }).kind === 'dtype'
  );
}

export function dtypeByName(name: string): DType | undefined {
  return Object.hasOwn(DTYPES, name) ? DTYPES[name as DTypeName] : undefined;
}

/** The TypedArray class that holds elements of each array dtype on the host. */
export interface TypedArrayByDType {
  i32: Int32Array;
  u32: Uint32Array;
  f32: Float32Array;
  f64: Float64Array;
}
export type TypedArrayOf<N extends ArrayDTypeName> = TypedArrayByDType[N];
export type AnyTypedArray = TypedArrayByDType[ArrayDTypeName];

type TypedArrayCtor = {
  new (length: number): AnyTypedArray;
  new (buffer: ArrayBufferLike, byteOffset?: number, length?: number): AnyTypedArray;
  readonly BYTES_PER_ELEMENT: number;
};

const CTORS: Record<ArrayDTypeName, TypedArrayCtor> = {
  i32: Int32Array,
  u32: Uint32Array,
  f32: Float32Array,
  f64: Float64Array,
};

export function newTypedArray<N extends ArrayDTypeName>(name: N, length: number): TypedArrayOf<N> {
  return new CTORS[name](length) as TypedArrayOf<N>;
}

/** The dtype of a TypedArray, or undefined for element types tutti does not support. */
export function dtypeOfTypedArray(a: ArrayBufferView): ArrayDTypeName | undefined {
  if (a instanceof Float32Array) return 'f32';
  if (a instanceof Float64Array) return 'f64';
  if (a instanceof Int32Array) return 'i32';
  if (a instanceof Uint32Array) return 'u32';
  return undefined;
}

export function isArrayDTypeName(n: DTypeName): n is ArrayDTypeName {
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
