/**
 * cuLaunchKernel's `kernelParams`: an array of pointers, one per kernel parameter, each pointing
 * at that parameter's value. Values are packed into one 8-byte slot each of a single buffer, in
 * the C type of the entry parameter (koffi prototype names from the C renderer's entryParams).
 */

import { InternalError } from '../../errors/errors.js';
import type { EntryParam } from '../c/dialect.js';

export type ParamValue = number | bigint;

export interface PackedParams {
  /** The values; must stay alive until cuLaunchKernel returns. */
  readonly store: Uint8Array;
  /** The pointer array passed as kernelParams. */
  readonly pointers: BigUint64Array;
}

function write(view: DataView, off: number, ffiType: string, v: ParamValue): void {
  if (ffiType.endsWith('*') || ffiType === 'uint64_t') {
    view.setBigUint64(off, BigInt(v), true);
    return;
  }
  switch (ffiType) {
    case 'int64_t':
      view.setBigInt64(off, BigInt(v), true);
      return;
    case 'double':
      view.setFloat64(off, Number(v), true);
      return;
    case 'float':
      view.setFloat32(off, Number(v), true);
      return;
    case 'uint32_t':
      view.setUint32(off, Number(v) >>> 0, true);
      return;
    case 'int32_t':
      view.setInt32(off, Number(v) | 0, true);
      return;
    default:
      throw new InternalError(`no CUDA launch encoding for the parameter type '${ffiType}'`);
  }
}

/** Packs `values` (one per entry parameter); `addressOf` gives a TypedArray's data address. */
export function packParams(
  params: readonly EntryParam[],
  values: readonly ParamValue[],
  addressOf: (a: ArrayBufferView) => bigint,
): PackedParams {
  if (values.length !== params.length) {
    throw new InternalError(`${values.length} launch values for ${params.length} kernel parameters`);
  }
  const store = new Uint8Array(Math.max(8, 8 * params.length));
  const view = new DataView(store.buffer);
  for (const [i, p] of params.entries()) write(view, 8 * i, p.ffiType, values[i] ?? 0);
  const base = addressOf(store);
  const pointers = new BigUint64Array(Math.max(1, params.length));
  for (let i = 0; i < params.length; i++) pointers[i] = base + BigInt(8 * i);
  return { store, pointers };
}
