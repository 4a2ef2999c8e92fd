/**
 * Kernels with more C entry arguments than koffi can pass (64) get a second exported entry that
 * takes the launch words as usual and everything else through two arrays: one of pointers (the
 * arrays' host memory, passed by koffi without copies) and one of 8-byte slots (array lengths and
 * scalars, read back with memcpy). So any number of parameters works; kernels within the limit
 * keep the direct entry (and their generated code) unchanged.
 */
import { InternalError } from '../../errors/errors.js';
import type { KernelIR } from '../../ir/nodes.js';
import type { EntryParam } from '../c/dialect.js';
import { ENTRY_NAME, entryParams } from '../c/render-kernel.js';

/** koffi calls functions of at most this many parameters. */
export const KOFFI_MAX_PARAMS = 64;
/** The entry's leading arguments passed directly: n0 n1 n2 threads err. */
const LEADING = 5;
export const PACKED_ENTRY_NAME = `${ENTRY_NAME}_packed`;
/** The packed entry's koffi prototype. */
export const PACKED_FFI_PARAMS = [
  'int32_t',
  'int32_t',
  'int32_t',
  'int32_t',
  'int32_t *',
  'void **',
  'uint8_t *',
];

/** Whether `ir` is called through the packed entry on native. */
export function needsPackedEntry(ir: KernelIR): boolean {
  return entryParams(ir).length > KOFFI_MAX_PARAMS;
}

const isPointer = (p: EntryParam) => p.ffiType.endsWith('*');
const isView = (v: unknown): v is ArrayBufferView => ArrayBuffer.isView(v);

/** The C of the packed entry: unpacks the arrays and calls the direct entry (appended to the unit). */
export function packedEntrySource(ir: KernelIR): string {
  const params = entryParams(ir);
  const lead = params.slice(0, LEADING);
  const out = [
    '',
    '/* the packed entry: more arguments than an FFI call can pass (pointers and 8-byte slots) */',
    '#include <string.h>',
    `TT_EXPORT void ${PACKED_ENTRY_NAME}(${lead.map((p) => p.decl).join(', ')}, void **tt_ptrs, const uint8_t *tt_words) {`,
  ];
  const args = lead.map((p) => p.name);
  let ptr = 0;
  let word = 0;
  for (const p of params.slice(LEADING)) {
    if (isPointer(p)) {
      out.push(`  ${p.decl} = (${p.ffiType})tt_ptrs[${ptr++}];`);
    } else {
      out.push(`  ${p.decl}; memcpy(&${p.name}, tt_words + ${8 * word++}, sizeof ${p.name});`);
    }
    args.push(p.name);
  }
  out.push(`  ${ENTRY_NAME}(${args.join(', ')});`, '}', '');
  return out.join('\n');
}

export interface PackedArgs {
  readonly ptrs: ArrayBufferView[];
  readonly words: Uint8Array;
}

/** Packs the values after the leading five (in entry order) for the packed entry. */
export function packArgs(ir: KernelIR, values: readonly unknown[]): PackedArgs {
  const params = entryParams(ir).slice(LEADING);
  const words = new Uint8Array(8 * params.length);
  const view = new DataView(words.buffer);
  const ptrs: ArrayBufferView[] = [];
  let w = 0;
  for (const [k, p] of params.entries()) {
    const v = values[k];
    if (isPointer(p)) {
      if (!isView(v)) throw new InternalError(`packed argument ${k} is not an array`);
      ptrs.push(v);
      continue;
    }
    const at = 8 * w++;
    if (typeof v === 'bigint') {
      // an i64 / u64 scalar (its 64 bits either way)
      view.setBigUint64(at, BigInt.asUintN(64, v), true);
      continue;
    }
    if (typeof v !== 'number') throw new InternalError(`packed argument ${k} is not a number`);
    switch (p.ffiType) {
      case 'int64_t':
        view.setBigInt64(at, BigInt(v), true);
        break;
      case 'int32_t':
        view.setInt32(at, v, true);
        break;
      case 'uint32_t':
        view.setUint32(at, v, true);
        break;
      case 'float':
        view.setFloat32(at, v, true);
        break;
      case 'double':
        view.setFloat64(at, v, true);
        break;
      default:
        throw new InternalError(`packed argument of C type '${p.ffiType}'`);
    }
  }
  return { ptrs, words };
}
