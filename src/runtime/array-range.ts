/**
 * Sub-ranges of an NDArray (HAMR's get/set of a range, NumPy's slices): the checks of an offset,
 * a length or a [begin, end) pair, and the arrays made from part or all of another one — resize
 * and append, each a new allocation filled by one counted copy (docs/memory.md).
 */
import { ArrayError } from '../errors/errors.js';
import {
  type AnyTypedArray,
  type ArrayDTypeName,
  dtypeOfTypedArray,
  isBigIntArray,
  newTypedArray,
  storeValues,
} from '../types/dtype.js';

/** What `read()` takes: a sub-range of `length` elements from `offset` (default: to the end). */
export interface ReadRange {
  readonly offset?: number;
  readonly length?: number;
}

/** What `write()` takes: where the data goes (default: the data must cover the whole array). */
export interface WriteRange {
  readonly offset?: number;
}

function badRange(message: string): ArrayError {
  return new ArrayError('ARRAY_BAD_RANGE', message);
}

function isIndex(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}

/** An options object with only `keys`, else ARRAY_BAD_OPTIONS naming `fn`. */
function checkRangeOptions(fn: string, opts: unknown, keys: readonly string[]): void {
  if (opts === undefined) return;
  if (typeof opts !== 'object' || opts === null || Array.isArray(opts)) {
    throw new ArrayError('ARRAY_BAD_OPTIONS', `${fn}: the options must be an object like { offset: 2 }`);
  }
  for (const k of Object.keys(opts)) {
    if (!keys.includes(k)) {
      throw new ArrayError(
        'ARRAY_BAD_OPTIONS',
        `${fn}: unknown option '${k}'; the options are ${keys.join(', ')}`,
      );
    }
  }
}

/** `[offset, offset + length)` inside an array of `size` elements, checked. */
export function checkReadRange(
  size: number,
  opts: ReadRange | undefined,
): { offset: number; length: number } {
  checkRangeOptions('read()', opts, ['offset', 'length']);
  const offset = opts?.offset ?? 0;
  if (!isIndex(offset) || offset > size) {
    throw badRange(
      `read(): offset ${String(offset)} is not an integer in 0..${size} (the array has ${size} elements)`,
    );
  }
  const length = opts?.length ?? size - offset;
  if (!isIndex(length) || offset + length > size) {
    throw badRange(
      `read(): length ${String(length)} from offset ${offset} is not a non-negative integer ending by ${size}; ` +
        `at most ${size - offset} elements remain`,
    );
  }
  return { offset, length };
}

/**
 * Where `count` elements of data go in an array of `size`: without an offset the data must cover
 * the whole array (a short list is a mistake more often than a prefix write), with one any length
 * that fits.
 */
export function checkWriteRange(size: number, count: number, opts: WriteRange | undefined): number {
  checkRangeOptions('write()', opts, ['offset']);
  const offset = opts?.offset;
  if (offset === undefined) {
    if (count !== size) {
      throw new ArrayError(
        'ARRAY_BAD_DATA',
        `write(): got ${count} elements for an array of ${size}; pass exactly ${size}, or { offset } to write a sub-range`,
      );
    }
    return 0;
  }
  if (!isIndex(offset) || offset + count > size) {
    throw badRange(
      `write(): ${count} elements at offset ${String(offset)} do not fit an array of ${size}; ` +
        'the offset is a non-negative integer and offset + data.length <= length',
    );
  }
  return offset;
}

/** `[begin, end)` of `subarray(begin, end)`, checked (no negative indices: they are an error). */
export function checkSlice(size: number, begin: unknown, end: unknown): { begin: number; end: number } {
  const e = end === undefined ? size : end;
  if (!isIndex(begin) || !isIndex(e) || begin > e || e > size) {
    throw badRange(
      `subarray(${String(begin)}, ${String(end)}): begin and end are integers with 0 <= begin <= end <= ${size}`,
    );
  }
  return { begin, end: e };
}

/** The new length of resize()/append(), checked. */
export function checkNewLength(what: string, total: unknown): number {
  if (!isIndex(total) || total > 2 ** 31 - 1) {
    throw badRange(`${what}: the new length ${String(total)} is not an integer in 0..2^31-1`);
  }
  return total;
}

/**
 * The host data of `fn` (write(), append()) for an array of `dtype`, checked: a TypedArray or an
 * array-like of numbers — or, for the 64-bit dtypes, of BigInts too. Anything else, or BigInts
 * for an array of numbers (which `TypedArray.prototype.set` refuses as well), is ARRAY_BAD_DATA
 * before anything runs: a string element would otherwise be stored as NaN.
 */
export function checkHostData(
  fn: string,
  dtype: ArrayDTypeName,
  data: unknown,
): ArrayLike<number> | ArrayLike<bigint> {
  const big = dtype === 'i64' || dtype === 'u64';
  const refuse = (why: string) =>
    new ArrayError(
      'ARRAY_BAD_DATA',
      `${fn}: ${why}; pass a TypedArray or an array of ${big ? 'BigInts or numbers' : 'numbers'} for this ${dtype} array`,
    );
  if (ArrayBuffer.isView(data)) {
    if (data instanceof DataView) throw refuse('a DataView has no elements');
    if (!big && isBigIntArray(data)) throw refuse(`got a ${data.constructor.name} (BigInts)`);
    return data as AnyTypedArray;
  }
  const length = (data as { length?: unknown } | null | undefined)?.length;
  if (typeof data !== 'object' || data === null || typeof length !== 'number') {
    throw refuse(`got ${data === null ? 'null' : typeof data}, not an array`);
  }
  const items = data as ArrayLike<unknown>;
  for (let i = 0; i < length; i++) {
    const v = items[i];
    if (typeof v !== 'number' && !(big && typeof v === 'bigint'))
      throw refuse(`element ${i} is ${typeof v === 'bigint' ? 'a BigInt' : typeof v}`);
  }
  return data as ArrayLike<number>;
}

/** `data` as a TypedArray of `dtype`: itself when it is one, else converted as `TypedArray.set` converts. */
export function rangeOf(dtype: ArrayDTypeName, data: ArrayLike<number> | ArrayLike<bigint>): AnyTypedArray {
  if (ArrayBuffer.isView(data) && dtypeOfTypedArray(data) === dtype) return data as AnyTypedArray;
  const out = newTypedArray(dtype, data.length);
  storeValues(dtype, out, data);
  return out;
}
