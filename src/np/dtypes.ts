/**
 * tt.np's view of an array's dtype. NDArrays hold no bools: a bool result of tt.np (comparisons,
 * logical_*) is stored as u8 0/1 and remembered here, so promotion treats it as bool. Such an array
 * read back gives a Uint8Array; outside tt.np it is an ordinary u8 array.
 */
import { ArrayOpError } from '../errors/errors.js';
import type { NDArray } from '../runtime/ndarray.js';
import { type ArrayDTypeName, DTYPES, type DType, isDType } from '../types/dtype.js';
import type { NpDType } from './promote.js';

const boolArrays = new WeakSet<NDArray>();

export function markBool<A extends NDArray>(a: A): A {
  boolArrays.add(a);
  return a;
}

export function npDTypeOf(a: NDArray): NpDType {
  if (boolArrays.has(a)) return 'bool';
  if (a.dtype === 'i64' || a.dtype === 'u64')
    throw new ArrayOpError(
      'OP_BAD_DTYPE',
      'tt.np',
      `${a.describe()}: tt.np does not support 64-bit integer arrays`,
    );
  return a.dtype === 'u8c' ? 'u8' : a.dtype;
}

/** Where each np dtype is stored (bool: u8). */
export function storageOf(t: NpDType): ArrayDTypeName {
  return t === 'bool' ? 'u8' : t;
}

/** The type a kernel computes `t` in: 8/16-bit integers load as i32 (stores convert back). */
export function computeOf(t: NpDType): 'bool' | 'i32' | 'u32' | 'f32' | 'f64' {
  if (t === 'bool' || t === 'i32' || t === 'u32' || t === 'f32' || t === 'f64') return t;
  if (t === 'f16') return 'f32'; // f16 loads as f32, each store rounds back (frontend/f16-builtins.ts)
  return 'i32';
}

export type DTypeArg = DType | NpDType | 'bool';

const NAMES: readonly string[] = ['bool', 'i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32', 'f64'];

/** A dtype argument (tt.f32, 'f32', tt.bool) as an np dtype, or OP_BAD_DTYPE. */
export function npDTypeArg(op: string, d: unknown): NpDType {
  const name = isDType(d) ? d.name : typeof d === 'string' ? d : undefined;
  if (name === 'u8c') return 'u8';
  if (name !== undefined && NAMES.includes(name)) return name as NpDType;
  throw new ArrayOpError(
    'OP_BAD_DTYPE',
    op,
    `expected a dtype (tt.bool, tt.i8, tt.u8, tt.i16, tt.u16, tt.i32, tt.u32, tt.f16, tt.f32, tt.f64), got ${String(name ?? d)}`,
  );
}

export function storageDType(t: NpDType): DType<ArrayDTypeName> {
  return DTYPES[storageOf(t)] as DType<ArrayDTypeName>;
}
