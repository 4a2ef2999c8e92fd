/**
 * Exact forms for operations mixing an i32 and a u32 value (issue 17.2). JS computes on numbers,
 * so `seed > i`, `Math.min(u, s)`, `u % s` and `seed + i` have one exact answer; these build it:
 *
 * - comparisons, `Math.min`/`Math.max` and `%` in 32 bits (their result always fits one of the
 *   two types): the sign of the i32 side decides, the rest is a u32 operation;
 * - `+ - *` in 32 bits where the result is consumed modulo 2^32 (int-context.ts) — for `*` only
 *   while the product is below 2^53, as JS's f64 product is exact only there — otherwise in f64,
 *   which holds JS's value exactly (a device without f64 refuses the kernel with the rewrite);
 * - integer division (`Math.floor(u / s)`) in u32 when the i32 side is never negative, else in f64.
 */
import type { SourceLocation } from '../errors/errors.js';
import type { BinaryOp, Expr, ScalarType } from '../ir/nodes.js';
import { magnitude, nonNegative } from './int-context.js';

/** Evaluates `operands` once each, in order (binding them when one has a side effect). */
export type Once = (operands: readonly Expr[], use: (reads: readonly Expr[]) => Expr) => Expr;

/** Where an exact value needs f64, with the rewrite that keeps the kernel in 32 bits. */
export type NoteWide = (loc: SourceLocation | undefined, reason: string, hint: string) => void;

export const isMixed = (a: ScalarType, b: ScalarType): boolean =>
  (a === 'i32' && b === 'u32') || (a === 'u32' && b === 'i32');

const cast = (type: ScalarType, arg: Expr): Expr => (arg.type === type ? arg : { kind: 'cast', type, arg });
const i32c = (value: number): Expr => ({ kind: 'const', type: 'i32', value });
const bin = (op: BinaryOp, type: ScalarType, left: Expr, right: Expr, loc?: SourceLocation): Expr => ({
  kind: 'binary',
  type,
  op,
  left,
  right,
  loc,
});
const isNeg = (s: Expr): Expr => bin('lt', 'bool', s, i32c(0));
const pick = (type: ScalarType, test: Expr, consequent: Expr, alternate: Expr): Expr => ({
  kind: 'cond',
  type,
  test,
  consequent,
  alternate,
});
/** |s| as a u32 (|-2^31| = 2^31 exactly). */
const absU32 = (s: Expr): Expr => cast('u32', { kind: 'call', type: 'i32', fn: 'abs', args: [s] });

const COMPARE = new Set<BinaryOp>(['lt', 'le', 'gt', 'ge', 'eq', 'ne']);
export const isComparison = (op: BinaryOp): boolean => COMPARE.has(op);

/** `l op r` for comparison `op`, exact for an i32 and a u32 operand. */
export function compareMixed(op: BinaryOp, l: Expr, r: Expr, once: Once, loc?: SourceLocation): Expr {
  const sLeft = l.type === 'i32';
  if (nonNegative(sLeft ? l : r)) return bin(op, 'bool', cast('u32', l), cast('u32', r), loc);
  return once([l, r], ([a = l, b = r]) => {
    const s = sLeft ? a : b;
    const c = bin(op, 'bool', cast('u32', a), cast('u32', b), loc);
    // A negative i32 lies below every u32: which answers does that give?
    const negGives = op === 'ne' || (sLeft ? op === 'lt' || op === 'le' : op === 'gt' || op === 'ge');
    return negGives
      ? { kind: 'logical', type: 'bool', op: 'or', left: isNeg(s), right: c, loc }
      : { kind: 'logical', type: 'bool', op: 'and', left: bin('ge', 'bool', s, i32c(0)), right: c, loc };
  });
}

/** `Math.min(l, r)` (always an i32) or `Math.max(l, r)` (always a u32), exact. */
export function minMaxMixed(fn: 'min' | 'max', l: Expr, r: Expr, once: Once, loc?: SourceLocation): Expr {
  const type: ScalarType = fn === 'min' ? 'i32' : 'u32';
  const sLeft = l.type === 'i32';
  const u32op = (a: Expr, b: Expr): Expr =>
    cast(type, { kind: 'call', type: 'u32', fn, args: [cast('u32', a), cast('u32', b)], loc });
  if (nonNegative(sLeft ? l : r)) return u32op(l, r);
  return once([l, r], ([a = l, b = r]) => {
    const [s, u] = sLeft ? [a, b] : [b, a];
    return pick(type, isNeg(s), cast(type, fn === 'min' ? s : u), u32op(a, b));
  });
}

/** `l % r`: JS's remainder has the dividend's sign and is below both, so it has `l`'s type. */
export function remMixed(l: Expr, r: Expr, once: Once, loc?: SourceLocation): Expr {
  if (l.type === 'u32') {
    if (nonNegative(r)) return bin('rem', 'u32', l, cast('u32', r), loc);
    return once([l, r], ([a = l, b = r]) => bin('rem', 'u32', a, absU32(b), loc));
  }
  if (nonNegative(l)) return cast('i32', bin('rem', 'u32', cast('u32', l), r, loc));
  return once([l, r], ([a = l, b = r]) => {
    const m = cast('i32', bin('rem', 'u32', absU32(a), b, loc));
    return pick('i32', isNeg(a), { kind: 'unary', type: 'i32', op: 'neg', arg: m }, m);
  });
}

/**
 * `Math.trunc(l / r)` and `Math.floor(l / r)`, exact. An i32 divided by a u32 always fits i32; a
 * u32 divided by a negative i32 may lie below -2^31, so it is 32-bit only where the result is
 * consumed modulo 2^32 (`wrap`), else f64.
 */
export function divisionMixed(
  l: Expr,
  r: Expr,
  wrap: boolean,
  once: Once,
  note: NoteWide,
  loc?: SourceLocation,
): { readonly trunc: () => Expr; readonly floor: () => Expr } {
  if (nonNegative(l) && nonNegative(r)) {
    const q = bin('idiv', 'u32', cast('u32', l), cast('u32', r), loc);
    return { trunc: () => q, floor: () => q };
  }
  const t: ScalarType = l.type === 'i32' ? 'i32' : 'u32';
  if (t === 'u32' && !wrap) {
    const f = (fn: 'trunc' | 'floor'): Expr => {
      note(
        loc,
        'this division of a u32 by an i32 value can give a quotient below -2^31, which needs f64 to be exact',
        'convert both sides to one type first (Math.floor(a / tt.u32(b)), Math.floor(tt.i32(a) / b)) or wrap the result with `| 0`',
      );
      const q = bin('div', 'f64', cast('f64', l), cast('f64', r), loc);
      return { kind: 'call', type: 'f64', fn, args: [q], loc };
    };
    return { trunc: () => f('trunc'), floor: () => f('floor') };
  }
  // Divide magnitudes as u32; the negative side (the i32 one) gives the sign, and floor rounds
  // a negative quotient with a remainder one further down.
  const form = (floor: boolean): Expr =>
    once([l, r], ([a = l, b = r]) => {
      const s = t === 'i32' ? a : b;
      const na = t === 'i32' ? absU32(a) : a;
      const nb = t === 'i32' ? b : absU32(b);
      const q = cast(t, bin('idiv', 'u32', na, nb, loc));
      const down: Expr = floor
        ? bin(
            'add',
            t,
            q,
            cast(t, {
              kind: 'cast',
              type: 'i32',
              arg: bin('ne', 'bool', bin('rem', 'u32', na, nb), cast('u32', i32c(0))),
            }),
          )
        : q;
      return pick(t, isNeg(s), { kind: 'unary', type: t, op: 'neg', arg: down }, q);
    });
  return { trunc: () => form(false), floor: () => form(true) };
}

const ARITH_HINT: Partial<Record<BinaryOp, string>> = {
  add: 'wrap the sum to 32 bits with `(a + b) >>> 0` or `(a + b) | 0` (identical bits), or convert one side with tt.u32(x) / tt.i32(x)',
  sub: 'wrap the difference to 32 bits with `(a - b) >>> 0` or `(a - b) | 0` (identical bits), or convert one side with tt.u32(x) / tt.i32(x)',
  mul: 'multiply modulo 2^32 with Math.imul(a, b) (what hashes and PRNGs mean); `(a * b) >>> 0` is exact-then-wrapped only while the product is below 2^53',
};

/**
 * `l op r` for `+ - *` where the operands' exact values do not share a 32-bit type (an i32 and a
 * u32, or a literal outside the operand's type): 32-bit wrapping when the result is consumed
 * modulo 2^32 and gives identical bits, else f64 (JS's exact value).
 */
export function arithMixed(
  op: 'add' | 'sub' | 'mul',
  l: Expr,
  r: Expr,
  wrap: boolean,
  note: NoteWide,
  loc?: SourceLocation,
): Expr {
  const exactProduct = op !== 'mul' || magnitude(l) * magnitude(r) <= 2 ** 53;
  if (wrap && exactProduct) {
    const t: ScalarType = l.type === 'u32' || r.type === 'u32' ? 'u32' : 'i32';
    return bin(op, t, cast(t, l), cast(t, r), loc);
  }
  const sym = op === 'add' ? '+' : op === 'sub' ? '-' : '*';
  note(
    loc,
    wrap
      ? `'${sym}' of these 32-bit integers can exceed 2^53, where JS rounds the product; tutti computes it in f64 to match`
      : `the exact value of '${sym}' on an i32 and a u32 value (or a literal outside their range) needs f64`,
    ARITH_HINT[op] ?? '',
  );
  return bin(op, 'f64', cast('f64', l), cast('f64', r), loc);
}
