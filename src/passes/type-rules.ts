/**
 * The kernel language's type rules, shared by local-type inference and by the typed-IR builder.
 * Abstract types ('int', 'float') are the types of literals that have not met a concrete type yet.
 * See docs/kernel-language.md, "Types".
 */
import type { BinaryOp, MathFn, ScalarType } from '../ir/nodes.js';
import { FLOAT_ONLY } from '../ir/ops.js';
import { bigJoin, isBigType } from './type-bigint.js';

export type Abstract = 'int' | 'float';
export type T = ScalarType | Abstract;

export const isAbstract = (t: T): t is Abstract => t === 'int' || t === 'float';
export const isIntType = (t: T): boolean => t === 'i32' || t === 'u32' || t === 'int';

/** The type a value of abstract type becomes when nothing concrete adopts it. */
export function concretize(t: T, floatType: 'f32' | 'f64'): ScalarType {
  return t === 'int' ? 'i32' : t === 'float' ? floatType : t;
}

export type RuleResult =
  | { readonly ok: true; readonly type: T }
  | { readonly ok: false; readonly reason: string; readonly hint: string };

const ok = (type: T): RuleResult => ({ ok: true, type });
const no = (reason: string, hint: string): RuleResult => ({ ok: false, reason, hint });

/** The common type of two numbers (or two bools), as for `a + b` or `let x = …; x = …`. */
export function join(a: T, b: T, floatType: 'f32' | 'f64'): RuleResult {
  if (a === b) return ok(a);
  const big = bigJoin(a, b);
  if (big) return big;
  if (a === 'bool' || b === 'bool') {
    return no(
      `a bool cannot be combined with a ${a === 'bool' ? b : a}`,
      'compare explicitly (x !== 0) or convert with tt.i32(flag)',
    );
  }
  if (isAbstract(a) && isAbstract(b)) return ok('float');
  if (isAbstract(a) || isAbstract(b)) {
    const [abs, c] = isAbstract(a) ? [a, b] : [b, a];
    if (abs === 'int') return ok(c);
    return ok(isIntType(c) ? floatType : c);
  }
  if (isIntType(a) && isIntType(b)) {
    return no(
      `i32 and u32 cannot be mixed here`,
      'convert one side explicitly with tt.i32(x) or tt.u32(x); Math.min/max of more than two values mixing them: nest the calls, Math.min(Math.min(a, b), c)',
    );
  }
  if (isIntType(a)) return ok(b);
  if (isIntType(b)) return ok(a);
  return ok('f64');
}

/** The float type that `x / y` and float-only Math functions compute in. */
export function floatOf(t: T, floatType: 'f32' | 'f64'): T {
  if (t === 'int' || t === 'float') return 'float';
  return t === 'f32' || t === 'f64' ? t : floatType;
}

/** The integer type an operand of a bitwise operator converts to (JS: ToInt32). */
export function bitwiseOperand(t: T): T {
  if (t === 'u32' || t === 'i32' || t === 'int') return t;
  return 'i32';
}

export interface BinaryTyping {
  /** Type the left operand is converted to. */
  readonly left: T;
  /** Type the right operand is converted to. */
  readonly right: T;
  readonly result: T;
}

export function typeBinary(op: BinaryOp, lt: T, rt: T, floatType: 'f32' | 'f64'): BinaryTyping | RuleResult {
  switch (op) {
    case 'add':
    case 'sub':
    case 'mul':
    case 'rem': {
      const j = join(lt, rt, floatType);
      if (!j.ok) return j;
      if (j.type === 'bool') return no(`'${op}' cannot be applied to bools`, 'convert with tt.i32(flag)');
      return { left: j.type, right: j.type, result: j.type };
    }
    case 'idiv': {
      const j = join(lt, rt, floatType);
      if (!j.ok) return j;
      return { left: j.type, right: j.type, result: j.type };
    }
    case 'div': {
      const j = join(lt, rt, floatType);
      if (!j.ok) return j;
      if (j.type === 'bool') return no("'/' cannot be applied to bools", 'convert with tt.i32(flag)');
      const f = floatOf(j.type, floatType);
      return { left: f, right: f, result: f };
    }
    case 'eq':
    case 'ne':
    case 'lt':
    case 'le':
    case 'gt':
    case 'ge': {
      const j = join(lt, rt, floatType);
      if (!j.ok) return j;
      if (j.type === 'bool' && op !== 'eq' && op !== 'ne')
        return no('bools can only be compared with === and !==', '');
      return { left: j.type, right: j.type, result: 'bool' };
    }
    case 'bitand':
    case 'bitor':
    case 'bitxor': {
      if (lt === 'bool' || rt === 'bool')
        return no('bitwise operators need numbers, not bools', 'use && / || for bools');
      const l = bitwiseOperand(lt);
      const r = bitwiseOperand(rt);
      const t: T = l === r ? l : l === 'int' ? r : r === 'int' ? l : 'i32';
      return { left: t, right: t, result: t };
    }
    case 'shl':
    case 'shr':
    case 'ushr': {
      if (lt === 'bool' || rt === 'bool') return no('shift operators need numbers, not bools', '');
      const l0 = bitwiseOperand(lt);
      const l: T =
        op === 'shr' ? (l0 === 'int' ? 'int' : 'i32') : op === 'ushr' ? (l0 === 'int' ? 'int' : 'u32') : l0;
      const both = l === 'int' && rt === 'int';
      const left: T = l === 'int' && !both ? (op === 'ushr' ? 'u32' : 'i32') : l;
      return { left, right: both ? 'int' : 'u32', result: left };
    }
  }
}

/** Argument and result types of a Math function (fround/imul are handled by the builder). */
export function typeMath(
  fn: MathFn,
  args: readonly T[],
  floatType: 'f32' | 'f64',
): { arg: T; result: T } | RuleResult {
  if (args.some((a) => a === 'bool'))
    return no(`Math.${fn} needs numbers, not bools`, 'convert with tt.i32(flag)');
  if (args.some(isBigType))
    return no(`Math.${fn} does not take BigInts (JS throws TypeError)`, 'convert with Number(x)');
  if (fn === 'umulhi') return { arg: 'u32', result: 'u32' };
  if (fn === 'f32bits') return { arg: 'f32', result: 'u32' };
  if (fn === 'bitsf32') return { arg: 'u32', result: 'f32' };
  if (fn === 'clz32') {
    const a = args[0] ?? 'int';
    return a === 'int' ? { arg: 'int', result: 'int' } : { arg: 'u32', result: 'i32' };
  }
  // A float-only function converts each integer argument to the float type on its own (JS: to
  // a number), so an i32 and a u32 argument need no common integer type.
  const conv = FLOAT_ONLY.has(fn) ? args.map((a) => (a === 'i32' || a === 'u32' ? floatType : a)) : args;
  let t: T = conv[0] ?? 'int';
  for (const a of conv.slice(1)) {
    const j = join(t, a, floatType);
    if (!j.ok) return j;
    t = j.type;
  }
  if (FLOAT_ONLY.has(fn)) t = floatOf(t, floatType);
  return { arg: t, result: t };
}
