/**
 * 64-bit values in C: i64/u64 operations (passes/type-bigint.ts) modulo 2^64 in uint64_t, no UB,
 * and the two 32-bit words of a 64-bit value that console.log's records carry.
 */
import { InternalError } from '../../errors/errors.js';
import type { BinaryExpr, ScalarType } from '../../ir/nodes.js';
import type { CDialect } from './dialect.js';
import { ctype } from './names.js';

/** A 64-bit integer operation (passes/type-bigint.ts): modulo 2^64 in uint64_t, no UB. */
export function bigBinary(e: BinaryExpr, l: string, r: string): string {
  const t = e.left.type;
  const T = ctype(t);
  const wrapping = (op: string) => `((${T})((uint64_t)(${l}) ${op} (uint64_t)(${r})))`;
  switch (e.op) {
    case 'add':
      return wrapping('+');
    case 'sub':
      return wrapping('-');
    case 'mul':
      return wrapping('*');
    case 'bitand':
      return wrapping('&');
    case 'bitor':
      return wrapping('|');
    case 'bitxor':
      return wrapping('^');
    case 'shl':
      return `((${T})((uint64_t)(${l}) << (${r})))`;
    case 'shr':
      // the count is a constant 0..63; >> of a negative int64_t is arithmetic on every target
      return `((${T})(${l}) >> (${r}))`;
    case 'idiv':
      return `tt_idiv_${t}(${l}, ${r})`;
    case 'rem':
      return `tt_irem_${t}(${l}, ${r})`;
    case 'eq':
      return `(${l} == ${r})`;
    case 'ne':
      return `(${l} != ${r})`;
    case 'lt':
      return `(${l} < ${r})`;
    case 'le':
      return `(${l} <= ${r})`;
    case 'gt':
      return `(${l} > ${r})`;
    case 'ge':
      return `(${l} >= ${r})`;
    default:
      throw new InternalError(`BigInt ${e.op} reached the C renderer`);
  }
}

/** The high (`high`) or low 32 bits of the f64, i64 or u64 `x` (type `t`) as a uint32_t. */
export function word64(d: CDialect, x: string, high: boolean, t: ScalarType | undefined): string {
  if (t === 'f64') return d.doubleWord(x, high);
  return `((uint32_t)((uint64_t)(${x})${high ? ' >> 32' : ''}))`;
}
