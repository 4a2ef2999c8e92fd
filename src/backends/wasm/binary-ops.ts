/**
 * How wasm spells each binary operator, for scalar code (codegen-expr.ts) and the SIMD loop
 * (simd-codegen.ts) alike: the binaryen method of the float family (f32 / f64 / f32x4) and of the
 * integer family (i32 / i32x4) for signed and unsigned operands. rem and idiv are spelled by
 * their own sequences (JS semantics on zero and overflow); an absent entry is a tutti bug.
 */
import { InternalError } from '../../errors/errors.js';
import type { BinaryOp } from '../../ir/ops.js';
import type { X } from './types.js';

type FloatMethod = 'add' | 'sub' | 'mul' | 'div' | 'eq' | 'ne' | 'lt' | 'le' | 'gt' | 'ge';
type IntMethod =
  | 'add'
  | 'sub'
  | 'mul'
  | 'and'
  | 'or'
  | 'xor'
  | 'shl'
  | 'shr_s'
  | 'shr_u'
  | 'eq'
  | 'ne'
  | 'lt_s'
  | 'lt_u'
  | 'le_s'
  | 'le_u'
  | 'gt_s'
  | 'gt_u'
  | 'ge_s'
  | 'ge_u';

export type FloatFamily = Readonly<Record<FloatMethod, (l: X, r: X) => X>>;
export type IntFamily = Readonly<Record<IntMethod, (l: X, r: X) => X>>;

interface WasmBinary {
  readonly float?: FloatMethod;
  /** For i32 operands (and u32 ones unless `unsigned` is given). */
  readonly int?: IntMethod;
  readonly unsigned?: IntMethod;
}

const same = (m: FloatMethod & IntMethod): WasmBinary => ({ float: m, int: m });
const ordered = (f: FloatMethod, s: IntMethod, u: IntMethod): WasmBinary => ({
  float: f,
  int: s,
  unsigned: u,
});

export const WASM_BINARY = {
  add: same('add'),
  sub: same('sub'),
  mul: same('mul'),
  div: { float: 'div' },
  rem: {},
  idiv: {},
  bitand: { int: 'and' },
  bitor: { int: 'or' },
  bitxor: { int: 'xor' },
  shl: { int: 'shl' },
  shr: { int: 'shr_s' },
  ushr: { int: 'shr_u' },
  eq: same('eq'),
  ne: same('ne'),
  lt: ordered('lt', 'lt_s', 'lt_u'),
  le: ordered('le', 'le_s', 'le_u'),
  gt: ordered('gt', 'gt_s', 'gt_u'),
  ge: ordered('ge', 'ge_s', 'ge_u'),
} as const satisfies Record<BinaryOp, WasmBinary>;

/** `l op r` in the float family `f`. */
export function floatBinary(f: FloatFamily, op: BinaryOp, l: X, r: X, what: string): X {
  const spelled: WasmBinary = WASM_BINARY[op];
  if (spelled.float === undefined) throw new InternalError(`${op} on ${what}`);
  return f[spelled.float](l, r);
}

/** `l op r` in the integer family `i`; `unsigned` picks the unsigned comparison. */
export function intBinary(i: IntFamily, op: BinaryOp, unsigned: boolean, l: X, r: X, what: string): X {
  const spelled: WasmBinary = WASM_BINARY[op];
  const name = unsigned ? (spelled.unsigned ?? spelled.int) : spelled.int;
  if (name === undefined) throw new InternalError(`${op} on ${what}`);
  return i[name](l, r);
}
