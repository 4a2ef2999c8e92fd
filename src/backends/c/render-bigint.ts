/**
 * 64-bit values in C: i64/u64 operations (passes/type-bigint.ts) modulo 2^64 in uint64_t, no UB,
 * and the two 32-bit words of a 64-bit value that console.log's records carry.
 */
import { InternalError } from '../../errors/errors.js';
import type { BinaryExpr, BinaryOp, ScalarType } from '../../ir/nodes.js';
import type { CDialect } from './dialect.js';
import { ctype } from './names.js';

const COMPARISONS: Partial<Record<BinaryOp, string>> = {
  eq: '==',
  ne: '!=',
  lt: '<',
  le: '<=',
  gt: '>',
  ge: '>=',
};

/** `l op r` for a comparison operator (C's, on any two operands of one type); undefined for others. */
export function comparison(op: BinaryOp, l: string, r: string): string | undefined {
  const c = COMPARISONS[op];
  return c === undefined ? undefined : `(${l} ${c} ${r})`;
}

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
    default: {
      const cmp = comparison(e.op, l, r);
      if (cmp === undefined) throw new InternalError(`BigInt ${e.op} reached the C renderer`);
      return cmp;
    }
  }
}

/** The high (`high`) or low 32 bits of the f64, i64 or u64 `x` (type `t`) as a uint32_t. */
export function word64(d: CDialect, x: string, high: boolean, t: ScalarType | undefined): string {
  if (t === 'f64') return d.doubleWord(x, high);
  return `((uint32_t)((uint64_t)(${x})${high ? ' >> 32' : ''}))`;
}
