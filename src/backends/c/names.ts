/**
 * C identifiers and C types for IR names and scalar types. IR names are already safe
 * ([A-Za-z_][A-Za-z0-9_]*); they are checked again here and always prefixed, so no name from a
 * kernel can be a C keyword, a macro from a system header, or anything but one identifier.
 */

import { InternalError } from '../../errors/errors.js';
import type { IRParam, ScalarType } from '../../ir/nodes.js';
import type { SmallDTypeName } from '../../types/dtype.js';

const SAFE = /^[A-Za-z_][A-Za-z0-9_]*$/;

function safe(n: string): string {
  if (!SAFE.test(n)) throw new InternalError(`IR name ${JSON.stringify(n)} is not a safe identifier`);
  return n;
}

/** A scalar parameter. */
export const P = (n: string): string => `p_${safe(n)}`;
/** An array parameter's data pointer. */
export const A = (n: string): string => `a_${safe(n)}`;
/** An array parameter's length (elements). */
export const N = (n: string): string => `n_${safe(n)}`;
/** A local variable (kernel or helper). */
export const V = (n: string): string => `v_${safe(n)}`;
/** A helper function. */
export const F = (n: string): string => `f_${safe(n)}`;

/** Text safe inside a C comment: identifier characters only. */
export function commentText(s: string): string {
  return s.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 80);
}

const C_TYPES: Readonly<Record<ScalarType, string>> = {
  bool: 'bool',
  i32: 'int32_t',
  u32: 'uint32_t',
  f32: 'float',
  f64: 'double',
  i64: 'int64_t',
  u64: 'uint64_t',
};

const STORAGE_C_TYPES: Readonly<Record<SmallDTypeName, string>> = {
  i8: 'int8_t',
  u8: 'uint8_t',
  u8c: 'uint8_t',
  i16: 'int16_t',
  u16: 'uint16_t',
  f16: 'uint16_t',
};

/** The C type holding a value of `t` (bool is C99/C++ `bool`). */
export function ctype(t: ScalarType): string {
  return C_TYPES[t];
}

/** The C element type of an 8/16-bit array (u8c is uint8_t; its stores clamp first). */
export function storageCType(s: SmallDTypeName): string {
  return STORAGE_C_TYPES[s];
}

/** The C element type of an array parameter. */
export function arrayCType(p: IRParam): string {
  return p.storage === undefined ? ctype(p.type) : storageCType(p.storage);
}

/** The 8/16-bit storage type of each array parameter that has one, by IR name. */
export function storageMap(params: readonly IRParam[]): ReadonlyMap<string, SmallDTypeName> {
  const m = new Map<string, SmallDTypeName>();
  for (const p of params) if (p.storage !== undefined) m.set(p.name, p.storage);
  return m;
}
