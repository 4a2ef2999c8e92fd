/**
 * Integer literals outside the range of the integer type they meet (issue 18.2). JS compares and
 * divides with a literal's exact value; tutti's i32/u32 arithmetic wraps, so coercing such a
 * literal (`u < -1`, `a < 3000000000`, `(-13 >>> 0) % n`) would silently change the answer. The
 * forms whose result depends on the exact value are rewritten into exact ones here: comparisons
 * become their constant answer, `%` an exact unsigned remainder, `Math.min`/`max` the operand or
 * the literal. Add, subtract, multiply and bit operations keep wrapping (documented), which gives
 * what JS stores into an integer array.
 */
import type { SourceLocation } from '../errors/errors.js';
import type { BinaryOp, Expr, ScalarType } from '../ir/nodes.js';

/** The operand of integer type and the literal it meets; `literalLeft` when the literal is written first. */
export interface LiteralOperand {
  readonly x: Expr;
  readonly t: 'i32' | 'u32';
  readonly literal: number;
  readonly literalLeft: boolean;
}

const RANGE = { i32: [-(2 ** 31), 2 ** 31 - 1], u32: [0, 2 ** 32 - 1] } as const;

export function fitsInteger(t: 'i32' | 'u32', v: number): boolean {
  return Number.isInteger(v) && v >= RANGE[t][0] && v <= RANGE[t][1];
}

/**
 * `literal` and `other` when one operand is an integral abstract literal outside the range of the
 * other operand's integer type; undefined otherwise (the ordinary typing is exact then).
 */
export function literalOutOfRange(
  left: { readonly literal: number } | { readonly expr: Expr },
  right: { readonly literal: number } | { readonly expr: Expr },
): LiteralOperand | undefined {
  for (const [lit, other, literalLeft] of [
    [left, right, true],
    [right, left, false],
  ] as const) {
    if (!('literal' in lit) || !('expr' in other)) continue;
    const v = lit.literal;
    const t = other.expr.type;
    if ((t === 'i32' || t === 'u32') && Number.isInteger(v) && !fitsInteger(t, v)) {
      return { x: other.expr, t, literal: v, literalLeft };
    }
  }
  return undefined;
}

const COMPARE = new Set<BinaryOp>(['lt', 'le', 'gt', 'ge', 'eq', 'ne']);

/** The constant answer of `x op L` (or `L op x`) when L lies outside x's whole range. */
function comparison(op: BinaryOp, o: LiteralOperand): boolean {
  if (op === 'eq') return false;
  if (op === 'ne') return true;
  // Does the literal lie above every value of x?
  const above = o.literal > RANGE[o.t][1];
  // x < L is true when L is above; with the literal on the left the sides swap.
  const xLess = o.literalLeft ? !above : above;
  return op === 'lt' || op === 'le' ? xLess : !xLess;
}

const u32c = (value: number): Expr => ({ kind: 'const', type: 'u32', value });
const cast = (type: ScalarType, arg: Expr): Expr => ({ kind: 'cast', type, arg });

/**
 * The exact form of `x op L` / `L op x`, or undefined when the ordinary typing is exact for it.
 * `once(x, use)` evaluates x once (binding it if it has a side effect) and builds `use(read)`.
 */
export function exactBinary(
  op: BinaryOp,
  o: LiteralOperand,
  once: (x: Expr, use: (read: Expr) => Expr) => Expr,
  loc: SourceLocation | undefined,
): Expr | undefined {
  if (COMPARE.has(op)) {
    const value = comparison(op, o);
    return once(o.x, () => ({ kind: 'const', type: 'bool', value, loc }));
  }
  if (op !== 'rem') return undefined;
  const L = o.literal;
  if (!o.literalLeft) {
    // x % L: |x| < |L| gives x (for i32, L = 2^31 wraps to -2^31, which is exact).
    if (o.t === 'i32' && L === 2 ** 31) return undefined;
    if (Math.abs(L) > RANGE[o.t][1] || (o.t === 'i32' && L < RANGE.i32[0])) return o.x;
    // u32 % negative L: the sign of the divisor does not matter.
    return { kind: 'binary', type: 'u32', op: 'rem', left: o.x, right: u32c(-L), loc };
  }
  if (o.t === 'i32' && L > 0 && L <= RANGE.u32[1]) {
    // L % x with L in u32 range: non-negative, below |x|, so it fits i32.
    return once(o.x, (x) =>
      cast(
        'i32',
        binaryU32Rem(u32c(L), cast('u32', { kind: 'call', type: 'i32', fn: 'abs', args: [x] }), loc),
      ),
    );
  }
  if (o.t === 'u32' && L < 0 && L >= RANGE.i32[0]) {
    // L % x with negative L: -(|L| % x), above -2^31, so it is an i32.
    return once(o.x, (x) => ({
      kind: 'unary',
      type: 'i32',
      op: 'neg',
      arg: cast('i32', binaryU32Rem(u32c(-L), x, loc)),
      loc,
    }));
  }
  return undefined;
}

function binaryU32Rem(left: Expr, right: Expr, loc: SourceLocation | undefined): Expr {
  return { kind: 'binary', type: 'u32', op: 'rem', left, right, loc };
}

/** `Math.min(x, L)` / `Math.max(x, L)` with L outside x's range: which of the two it always gives. */
export function minMaxGivesLiteral(fn: 'min' | 'max', o: LiteralOperand): boolean {
  const above = o.literal > RANGE[o.t][1];
  return fn === 'max' ? above : !above;
}

const i32c = (value: number): Expr => ({ kind: 'const', type: 'i32', value });
const cmp = (op: BinaryOp, left: Expr, right: Expr): Expr => ({
  kind: 'binary',
  type: 'bool',
  op,
  left,
  right,
});
const pick = (test: Expr, consequent: Expr, alternate: Expr): Expr => ({
  kind: 'cond',
  type: 'i32',
  test,
  consequent,
  alternate,
});
const negI32 = (arg: Expr): Expr => ({ kind: 'unary', type: 'i32', op: 'neg', arg });

/**
 * Exact `Math.trunc(x / L)` and `Math.floor(x / L)` (or `L / x`) for an i32 x and a literal
 * outside i32, as i32 values (wrapping like `| 0`); undefined for the forms left to float division.
 */
export function exactDivision(
  o: LiteralOperand,
  once: (x: Expr, use: (read: Expr) => Expr) => Expr,
): { readonly trunc: () => Expr; readonly floor: () => Expr } | undefined {
  if (o.t !== 'i32') return undefined;
  const L = o.literal;
  if (o.literalLeft) {
    if (!(L > 0 && L <= RANGE.u32[1])) return undefined;
    // L / x through |x| as u32: q = L / |x|, r = L % |x|; the sign comes from x.
    const parts = (x: Expr) => {
      const ax = cast('u32', { kind: 'call', type: 'i32', fn: 'abs', args: [x] });
      const q = cast('i32', { kind: 'binary', type: 'u32', op: 'idiv', left: u32c(L), right: ax });
      const r: Expr = { kind: 'binary', type: 'u32', op: 'rem', left: u32c(L), right: ax };
      return { neg: cmp('lt', x, i32c(0)), q, r };
    };
    return {
      trunc: () =>
        once(o.x, (x) => {
          const { neg, q } = parts(x);
          return pick(neg, negI32(q), q);
        }),
      floor: () =>
        once(o.x, (x) => {
          const { neg, q, r } = parts(x);
          const up: Expr = {
            kind: 'binary',
            type: 'i32',
            op: 'add',
            left: q,
            right: pick(cmp('ne', r, u32c(0)), i32c(1), i32c(0)),
          };
          return pick(neg, negI32(up), q);
        }),
    };
  }
  // x / L with |L| >= 2^31: the quotient is 0 or -1 (x = -2^31 and L = 2^31 give exactly -1).
  return {
    trunc: () =>
      L === 2 ** 31
        ? once(o.x, (x) => pick(cmp('eq', x, i32c(-(2 ** 31))), i32c(-1), i32c(0)))
        : once(o.x, () => i32c(0)),
    floor: () =>
      once(o.x, (x) => pick(L > 0 ? cmp('lt', x, i32c(0)) : cmp('gt', x, i32c(0)), i32c(-1), i32c(0))),
  };
}
