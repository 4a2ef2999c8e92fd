/**
 * Typing of 64-bit integers (i64 / u64, JS BigInts; docs/kernel-language.md, "64-bit integers").
 *
 * JS computes BigInt arithmetic exactly; a BigInt64Array / BigUint64Array store, and
 * BigInt.asIntN(64, x) / BigInt.asUintN(64, x), wrap it to 64 bits. tutti computes modulo 2^64,
 * which gives JS's answer wherever the value is only ever wrapped again: +, -, *, <<, negation and
 * the bitwise operators commute with the wrap. Each typed BigInt expression is therefore either
 * *exact* (its value is JS's: a load, a parameter, a local, a literal, BigInt(i), a wrap, `%`, `>>`,
 * `&` of exact operands …) or *wrapped* (it may have left the 64-bit range, where JS's value is
 * bigger: `a * b`, `a + 1n`). A wrapped value may only reach a wrap: a store into a 64-bit array,
 * BigInt.asIntN/asUintN(64, …), or another homomorphic operator. Where JS would use its exact value
 * (a local, a comparison, `/`, `%`, `>>`, Number(x), a condition, a helper argument) tutti refuses
 * the kernel with KERNEL_BIGINT_OVERFLOW at that line:col and the rewrite, so tutti and JS never
 * disagree. Mixing a BigInt with a number is KERNEL_BIGINT_MIX, as JS throws TypeError there.
 */
import type { SourceLocation } from '../errors/errors.js';
import type { BinaryOp, Expr, ScalarType, UnaryOp } from '../ir/nodes.js';

/** A type-rules.ts RuleResult (that file imports this one). */
type BigRule =
  | { readonly ok: true; readonly type: BigType }
  | { readonly ok: false; readonly reason: string; readonly hint: string };

export type BigType = 'i64' | 'u64';
export const isBigType = (t: string): t is BigType => t === 'i64' || t === 'u64';

const RANGE: Record<BigType, readonly [bigint, bigint]> = {
  i64: [-(2n ** 63n), 2n ** 63n - 1n],
  u64: [0n, 2n ** 64n - 1n],
};
export const fitsBig = (t: BigType, v: bigint): boolean => v >= RANGE[t][0] && v <= RANGE[t][1];

/** Typed expressions whose value may lie outside 64 bits (JS's is exact): see the file comment. */
const wrappedExprs = new WeakSet<object>();
/** BigInt literals, which adopt the other operand's 64-bit type when their value fits it. */
const literals = new WeakSet<object>();

export const isWrapped = (e: object): boolean => wrappedExprs.has(e);
function wrapped<E extends object>(e: E, yes: boolean): E {
  if (yes) wrappedExprs.add(e);
  return e;
}

export type BigError = (
  code: 'KERNEL_BIGINT_MIX' | 'KERNEL_BIGINT_OVERFLOW' | 'KERNEL_BIGINT_UNSUPPORTED',
  loc: SourceLocation | undefined,
  reason: string,
  hint?: string,
) => Error;

const MIX_HINT =
  'convert explicitly, as JS requires: BigInt(n) (n an integer: i32/u32) to make a BigInt, Number(x) to make a number';

/** The non-BigInt side of a mix, as a message names it. */
const describeOther = (t: string): string => (t === 'bool' ? 'a bool' : `a number (${t})`);

/** The join of two types where one is a BigInt type (undefined when neither is). */
export function bigJoin(a: string, b: string): BigRule | undefined {
  if (!isBigType(a) && !isBigType(b)) return undefined;
  if (a === b && isBigType(a)) return { ok: true, type: a };
  if (isBigType(a) && isBigType(b))
    return {
      ok: false,
      reason: 'an i64 and a u64 cannot be combined here',
      hint: 'convert one with BigInt.asIntN(64, x) or BigInt.asUintN(64, x)',
    };
  return {
    ok: false,
    reason: `Cannot mix BigInt and other types (an ${isBigType(a) ? a : b} with ${describeOther(isBigType(a) ? b : a)}; JS throws TypeError)`,
    hint: MIX_HINT,
  };
}

/** A BigInt literal: i64 when it fits, else u64; beyond 64 bits it is refused. */
export function bigConst(value: bigint, loc: SourceLocation | undefined, err: BigError): Expr {
  const type: BigType | undefined = fitsBig('i64', value) ? 'i64' : fitsBig('u64', value) ? 'u64' : undefined;
  if (!type)
    throw err(
      'KERNEL_BIGINT_OVERFLOW',
      loc,
      `the literal ${value}n does not fit in 64 bits`,
      'write a value in -2^63 .. 2^64-1',
    );
  const c: Expr = { kind: 'const', type, value, loc };
  literals.add(c);
  return c;
}

/** Requires `e` to hold JS's exact value (see the file comment). */
export function requireExact(
  e: { readonly type: string; readonly loc?: SourceLocation | undefined },
  what: string,
  err: BigError,
): void {
  if (!isWrapped(e)) return;
  const w = e.type === 'u64' ? 'BigInt.asUintN' : 'BigInt.asIntN';
  throw err(
    'KERNEL_BIGINT_OVERFLOW',
    e.loc,
    `${what} uses the exact value of this ${e.type} expression, which may exceed 64 bits (JS computes BigInts exactly, tutti modulo 2^64)`,
    `wrap it where it is computed, ${w}(64, …), so JS wraps it too; or store it into a 64-bit array`,
  );
}

/** `e` as a `t` (both BigInt types): a literal that fits takes the type, else a wrapping cast. */
function toBig(e: Expr, t: BigType): Expr {
  if (e.type === t) return e;
  if (e.kind === 'const' && typeof e.value === 'bigint' && literals.has(e) && fitsBig(t, e.value)) {
    const c: Expr = { ...e, type: t };
    literals.add(c);
    return c;
  }
  return { kind: 'cast', type: t, arg: e, loc: e.loc };
}

/** An implicit conversion between i64 and u64 (an assignment, a store): only a literal that fits. */
export function bigBinaryOperand(e: Expr, to: BigType, err: BigError): Expr {
  const c = toBig(e, to);
  if (c.kind !== 'cast') return c;
  throw err(
    'KERNEL_BIGINT_MIX',
    e.loc,
    `a ${e.type} where a ${to} is expected (tutti keeps i64 and u64 apart; JS would keep the value as it is)`,
    `convert it with ${to === 'u64' ? 'BigInt.asUintN' : 'BigInt.asIntN'}(64, x)`,
  );
}

/** The error of an implicit conversion between a BigInt and a number type. */
export function bigJoinError(
  from: string,
  to: string,
  loc: SourceLocation | undefined,
  err: BigError,
): Error {
  const j = bigJoin(from, to);
  return err(
    'KERNEL_BIGINT_MIX',
    loc,
    j && !j.ok ? j.reason : `a ${from} where a ${to} is expected`,
    MIX_HINT,
  );
}

/** The common type of two BigInt operands: a literal adopts the other's type. */
function operandType(l: Expr, r: Expr, loc: SourceLocation | undefined, err: BigError): BigType {
  const lt = l.type;
  const rt = r.type;
  if (!isBigType(lt) || !isBigType(rt)) {
    const other = isBigType(lt) ? rt : lt;
    throw err(
      'KERNEL_BIGINT_MIX',
      loc,
      `Cannot mix BigInt and other types (an ${isBigType(lt) ? lt : rt} with ${describeOther(other)}; JS throws TypeError)`,
      MIX_HINT,
    );
  }
  if (lt === rt) return lt;
  const fits = (e: Expr, t: BigType) =>
    e.kind === 'const' && typeof e.value === 'bigint' && literals.has(e) && fitsBig(t, e.value);
  if (fits(l, rt)) return rt;
  if (fits(r, lt)) return lt;
  throw err(
    'KERNEL_BIGINT_MIX',
    loc,
    `an i64 and a u64 cannot be combined here (tutti keeps one 64-bit type per operation)`,
    'convert one with BigInt.asIntN(64, x) or BigInt.asUintN(64, x)',
  );
}

const SPELLED: Partial<Record<BinaryOp, string>> = { div: '/', rem: '%', shr: '>>', shl: '<<', ushr: '>>>' };

/** A constant shift count 0..63 (`x << 3n`), or a refusal. */
function shiftCount(r: Expr, op: BinaryOp, loc: SourceLocation | undefined, err: BigError): void {
  if (r.kind === 'const' && typeof r.value === 'bigint' && r.value >= 0n && r.value < 64n) return;
  throw err(
    'KERNEL_BIGINT_UNSUPPORTED',
    r.loc ?? loc,
    `a BigInt '${SPELLED[op]}' needs a constant count in 0n..63n (JS shifts by any BigInt, the other way when negative)`,
    'shift by a literal, or multiply / divide by a power of two',
  );
}

/** `l op r` where an operand is a BigInt. */
export function bigBinary(
  op: BinaryOp,
  l: Expr,
  r: Expr,
  loc: SourceLocation | undefined,
  err: BigError,
): Expr {
  if (op === 'ushr')
    throw err(
      'KERNEL_BIGINT_UNSUPPORTED',
      loc,
      "'>>>' is not defined on BigInts (JS throws TypeError)",
      "use '>>' (BigInts have no unsigned shift)",
    );
  if (op === 'idiv')
    throw err(
      'KERNEL_BIGINT_UNSUPPORTED',
      loc,
      'an integer division of BigInts',
      "write '/' (BigInt division truncates)",
    );
  const t = operandType(l, r, loc, err);
  if (op === 'shl' || op === 'shr') shiftCount(r, op, loc, err);
  const left = toBig(l, t);
  // a shift count is a u32 in the IR (shiftCount checked it is a constant 0..63)
  const right: Expr =
    (op === 'shl' || op === 'shr') && r.kind === 'const'
      ? { kind: 'const', type: 'u32', value: Number(r.value), loc: r.loc }
      : toBig(r, t);
  const anyWrapped = isWrapped(left) || isWrapped(right);
  switch (op) {
    case 'eq':
    case 'ne':
    case 'lt':
    case 'le':
    case 'gt':
    case 'ge':
      requireExact(left, 'this comparison', err);
      requireExact(right, 'this comparison', err);
      return { kind: 'binary', type: 'bool', op, left, right, loc };
    case 'div':
    case 'rem':
    case 'shr': {
      requireExact(left, `'${SPELLED[op]}'`, err);
      requireExact(right, `'${SPELLED[op]}'`, err);
      // i64 division overflows only for -2^63 / -1n: a constant divisor other than -1n is exact
      const overflows =
        op === 'div' &&
        t === 'i64' &&
        !(right.kind === 'const' && typeof right.value === 'bigint' && right.value !== -1n);
      // BigInt division truncates: the IR's integer division
      return wrapped(
        { kind: 'binary', type: t, op: op === 'div' ? 'idiv' : op, left, right, loc },
        overflows,
      );
    }
    case 'bitand':
    case 'bitor':
    case 'bitxor':
      return wrapped({ kind: 'binary', type: t, op, left, right, loc }, anyWrapped);
    case 'add':
    case 'sub':
    case 'mul':
    case 'shl':
      return wrapped({ kind: 'binary', type: t, op, left, right, loc }, true);
  }
}

/** `-x`, `~x` of a BigInt (`!x` is a conversion to bool, `+x` a TypeError in JS). */
export function bigUnary(op: UnaryOp, a: Expr, loc: SourceLocation | undefined): Expr {
  // `-7n`, `-9223372036854775808n`: JS negates the literal; the result is a literal, exact
  if (op === 'neg' && a.kind === 'const' && typeof a.value === 'bigint' && literals.has(a)) {
    if (fitsBig('i64', -a.value)) {
      const c: Expr = { kind: 'const', type: 'i64', value: -a.value, loc };
      literals.add(c);
      return c;
    }
  }
  const t = a.type as BigType;
  // -x leaves the range (−(−2^63), −u); ~x of a u64 is negative: both are wrapped
  const exact = op === 'bitnot' && t === 'i64' && !isWrapped(a);
  return wrapped({ kind: 'unary', type: t, op, arg: a, loc }, !exact);
}

/** An explicit conversion to or from a BigInt type: BigInt(i), Number(x), BigInt.asIntN(64, x), tt.i64(x). */
export function bigCast(to: ScalarType, a: Expr, loc: SourceLocation | undefined, err: BigError): Expr {
  const from = a.type;
  if (isBigType(to) && isBigType(from)) {
    // BigInt.asIntN / asUintN (64): wraps, so the operand may be anything and the result is exact
    if (from === to) return { ...a };
    return { kind: 'cast', type: to, arg: a, loc };
  }
  if (isBigType(to)) {
    if (from === 'i32' || from === 'u32') return { kind: 'cast', type: to, arg: a, loc };
    throw err(
      'KERNEL_BIGINT_MIX',
      loc,
      `BigInt() of a ${from}: tutti converts integers (i32, u32) to BigInts (JS throws RangeError for a fraction)`,
      from === 'bool'
        ? 'write c ? 1n : 0n'
        : 'convert an integer: BigInt(tt.i32(x)) or BigInt(Math.trunc(x) | 0)',
    );
  }
  if (to === 'f64' || to === 'bool') {
    requireExact(a, to === 'f64' ? 'Number(x)' : 'a condition', err);
    return { kind: 'cast', type: to, arg: a, loc };
  }
  throw err(
    'KERNEL_BIGINT_MIX',
    loc,
    `tt.${to}() of a ${from}: JS converts a BigInt to a number only with Number(x)`,
    `write tt.${to}(Number(x))`,
  );
}
