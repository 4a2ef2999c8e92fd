/**
 * The argument signature of one run: each array's name, role, dtype and rank (extents are passed
 * at run time, so one build serves every size). A new signature compiles a new variant.
 */
import { OrderArgumentError } from '../errors/orders.js';
import type { NDArray } from '../runtime/ndarray.js';

export interface ArgSig {
  readonly name: string;
  readonly role: 'in' | 'out';
  readonly dtype: string;
  readonly rank: number;
  /** A number passed by value (an f64 `double`), not an array; rank 0, always an input. */
  readonly scalar?: true;
}

export interface ElementTypes {
  /** C/C++/CUDA element type. */
  readonly c: string;
  /** Fortran type (iso_c_binding kinds). */
  readonly fortran: string;
  /** koffi pointer type of the data parameter. */
  readonly ffi: string;
  /** WGSL element type, when WGSL has it. */
  readonly wgsl?: string;
}

/** Every array dtype tutti may have, with its type in each language. */
const TYPES: Readonly<Record<string, ElementTypes>> = {
  f32: { c: 'float', fortran: 'real(c_float)', ffi: 'float *', wgsl: 'f32' },
  f64: { c: 'double', fortran: 'real(c_double)', ffi: 'double *' },
  i32: { c: 'int32_t', fortran: 'integer(c_int32_t)', ffi: 'int32_t *', wgsl: 'i32' },
  u32: { c: 'uint32_t', fortran: 'integer(c_int32_t)', ffi: 'uint32_t *', wgsl: 'u32' },
  i16: { c: 'int16_t', fortran: 'integer(c_int16_t)', ffi: 'int16_t *' },
  u16: { c: 'uint16_t', fortran: 'integer(c_int16_t)', ffi: 'uint16_t *' },
  i8: { c: 'int8_t', fortran: 'integer(c_int8_t)', ffi: 'int8_t *' },
  u8: { c: 'uint8_t', fortran: 'integer(c_int8_t)', ffi: 'uint8_t *' },
  u8c: { c: 'uint8_t', fortran: 'integer(c_int8_t)', ffi: 'uint8_t *' },
};

export function elementTypes(order: string, arg: ArgSig): ElementTypes {
  const t = TYPES[arg.dtype];
  if (!t) {
    throw new OrderArgumentError(
      'ORDER_UNSUPPORTED_DTYPE',
      `order '${order}': argument '${arg.name}' has dtype ${arg.dtype}, which native sections do not support; use one of ${Object.keys(TYPES).join(', ')}`,
    );
  }
  return t;
}

/** A short stable text of the signature (part of cache keys and variant maps). */
export function signatureKey(sig: readonly ArgSig[]): string {
  return sig.map((a) => `${a.role}:${a.name}:${a.dtype}:${a.rank}`).join(',');
}

/** The extents of every array, in signature order, as the glue's `dims` parameter reads them. */
export function dimsOf(shapes: readonly (readonly number[])[]): BigInt64Array {
  const out: bigint[] = [];
  for (const s of shapes) for (const e of s) out.push(BigInt(e));
  return BigInt64Array.from(out.length ? out : [0n]);
}

/** The signature as one section names it: `[cpp: X, Y, Z]` renames the arguments positionally. */
export function sectionSig(sig: readonly ArgSig[], argnames: readonly string[] | undefined): ArgSig[] {
  return sig.map((a, i) => ({ ...a, name: argnames?.[i] ?? a.name }));
}

/** One argument of a run: an array, or a number (an input scalar, passed as an f64). */
export type Bound =
  | { readonly sig: ArgSig; readonly array: NDArray; readonly value?: undefined }
  | { readonly sig: ArgSig; readonly array?: undefined; readonly value: number };

export const arraysOf = (bound: readonly Bound[]): NDArray[] =>
  bound.flatMap((b) => (b.array ? [b.array] : []));
