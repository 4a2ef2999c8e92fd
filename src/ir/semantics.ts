/**
 * The meaning of every typed IR operation, as JavaScript functions on JS numbers.
 * Constant folding evaluates with these, and the js backend's generated code either inlines the
 * same expressions or calls these; every other backend is tested against them.
 */

import { InternalError } from '../errors/errors.js';
import type { BinaryOp, MathFn, ScalarType, UnaryOp } from './nodes.js';
import { MATH_OPS } from './ops.js';

export type Value = number | boolean;

/** Rounds/wraps a JS number to the representable value of `type`. */
export function normalize(type: ScalarType, v: number): number {
  switch (type) {
    case 'i32':
      return v | 0;
    case 'u32':
      return v >>> 0;
    case 'f32':
      return Math.fround(v);
    case 'f64':
      return v;
    case 'bool':
      return v ? 1 : 0;
    case 'i64':
    case 'u64':
      // BigInt constants are never folded or normalised as numbers (fold-constants.ts skips them)
      throw new InternalError(`a number normalised to ${type}`);
  }
}

/** JS conversion of `v` to `to` (see CastExpr). */
export function castValue(to: ScalarType, v: Value): Value {
  if (to === 'bool') return typeof v === 'boolean' ? v : v !== 0 && !Number.isNaN(v);
  const n = typeof v === 'boolean' ? (v ? 1 : 0) : v;
  return normalize(to, n);
}

function num(v: Value): number {
  return typeof v === 'boolean' ? (v ? 1 : 0) : v;
}

export function evalUnary(op: UnaryOp, type: ScalarType, a: Value): Value {
  switch (op) {
    case 'not':
      return !a;
    case 'neg':
      return normalize(type, -num(a));
    case 'bitnot':
      return normalize(type, ~num(a));
  }
}

/** Integer remainder; x % 0 is 0 (what JS gives after converting NaN to an integer). */
export function intRem(type: 'i32' | 'u32', a: number, b: number): number {
  return b === 0 ? 0 : normalize(type, a % b);
}

/** Integer division truncating toward zero; x / 0 is 0 (JS's `(x / 0) | 0`). */
export function intDiv(type: 'i32' | 'u32', a: number, b: number): number {
  return b === 0 ? 0 : normalize(type, Math.trunc(a / b));
}

/**
 * `a op b` for JS's arithmetic and bitwise operators on two numbers, as JS computes it (no rounding
 * to a type: abstract literals and constant lengths); undefined for comparisons and idiv.
 */
export function jsArithmetic(op: BinaryOp, a: number, b: number): number | undefined {
  switch (op) {
    case 'add':
      return a + b;
    case 'sub':
      return a - b;
    case 'mul':
      return a * b;
    case 'div':
      return a / b;
    case 'rem':
      return a % b;
    case 'bitand':
      return a & b;
    case 'bitor':
      return a | b;
    case 'bitxor':
      return a ^ b;
    case 'shl':
      return a << b;
    case 'shr':
      return a >> b;
    case 'ushr':
      return a >>> b;
    default:
      return undefined;
  }
}

export function evalBinary(
  op: BinaryOp,
  type: ScalarType,
  operandType: ScalarType,
  a0: Value,
  b0: Value,
): Value {
  const a = num(a0);
  const b = num(b0);
  const isInt = operandType === 'i32' || operandType === 'u32';
  switch (op) {
    case 'add':
      return normalize(type, a + b);
    case 'sub':
      return normalize(type, a - b);
    case 'mul':
      return isInt ? normalize(type, Math.imul(a, b)) : normalize(type, a * b);
    case 'div':
      return normalize(type, a / b);
    case 'rem':
      return isInt ? intRem(operandType as 'i32' | 'u32', a, b) : normalize(type, a % b);
    case 'idiv':
      return intDiv(operandType as 'i32' | 'u32', a, b);
    case 'bitand':
      return normalize(type, a & b);
    case 'bitor':
      return normalize(type, a | b);
    case 'bitxor':
      return normalize(type, a ^ b);
    case 'shl':
      return normalize(type, a << b);
    case 'shr':
      return normalize(type, a >> b);
    case 'ushr':
      return normalize(type, a >>> b);
    case 'eq':
      return a === b;
    case 'ne':
      return a !== b;
    case 'lt':
      return a < b;
    case 'le':
      return a <= b;
    case 'gt':
      return a > b;
    case 'ge':
      return a >= b;
  }
}

export function evalMath(fn: MathFn, type: ScalarType, args: readonly Value[]): Value {
  const xs = args.map(num);
  const x = xs[0] ?? 0;
  const y = xs[1] ?? 0;
  const r = MATH_OPS[fn].js(x, y);
  // clz32 counts bits and fround rounds to f32: their results need no normalising
  return fn === 'clz32' || fn === 'fround' ? r : normalize(type, r);
}
