/**
 * Where a value is consumed modulo 2^32 (issue 17.2). JS computes `seed + i` exactly (a number);
 * when that value only flows into a wrapping conversion — `>>> 0`, `| 0`, any bitwise operator,
 * `Math.imul`, `tt.i32`/`tt.u32`, a store into an integer array — its low 32 bits are all that
 * matter, and 32-bit wrapping arithmetic gives them exactly. Elsewhere (a comparison, a division,
 * a float store, an index) the exact value matters. The rules are syntactic, so local-type
 * inference and the typed-IR builder see the same contexts. See docs/kernel-language.md.
 */
import type { Expr, IRType, RawExpr, RawStmt } from '../ir/nodes.js';
import { childBlocks, ownExprs } from '../ir/walk.js';

const BIT_OPS = new Set(['bitand', 'bitor', 'bitxor', 'shl', 'shr', 'ushr']);

/**
 * Whether the value operands of `e` are consumed modulo 2^32 when `e` itself is consumed so
 * (`wrap`). Array indices and conditions are never: their exact value matters. `intArray` says
 * whether an array holds integers that a store or an atomic wraps into.
 */
export function operandsWrap(e: RawExpr, wrap: boolean, intArray: (name: string) => boolean): boolean {
  switch (e.kind) {
    case 'binary':
      // Multiplication is exact-then-wrapped only while the product stays below 2^53, so its
      // operands keep their exact values (mixed-int.ts decides the product).
      return BIT_OPS.has(e.op) || ((e.op === 'add' || e.op === 'sub') && wrap);
    case 'unary':
      return e.op === 'bitnot' || (e.op === 'neg' && wrap);
    case 'cond':
      return wrap;
    case 'cast':
      return e.type === 'i32' || e.type === 'u32';
    case 'call':
      // not console.log's word64hi/lo: a printed value is its exact value, as JS prints it
      return e.fn === 'imul' || e.fn === 'clz32' || e.fn === 'umulhi' || e.fn === 'f32bits';
    case 'atomic':
      return intArray(e.array);
    default:
      return false;
  }
}

/** The direct sub-expressions of a raw expression, each with whether it is a value operand. */
function children(e: RawExpr): { readonly x: RawExpr; readonly value: boolean }[] {
  switch (e.kind) {
    case 'binary':
    case 'logical':
      return [
        { x: e.left, value: e.kind === 'binary' },
        { x: e.right, value: e.kind === 'binary' },
      ];
    case 'unary':
    case 'cast':
      return [{ x: e.arg, value: e.kind === 'cast' || e.op !== 'not' }];
    case 'cond':
      return [
        { x: e.test, value: false },
        { x: e.consequent, value: true },
        { x: e.alternate, value: true },
      ];
    case 'call':
      return e.args.map((x) => ({ x, value: true }));
    case 'helper':
      return e.args.map((x) => ({ x, value: false }));
    case 'load':
    case 'dimcheck':
      return [{ x: e.index, value: false }];
    case 'atomic':
      return [{ x: e.index, value: false }, ...e.args.map((x) => ({ x, value: true }))];
    case 'let':
      return [
        { x: e.value, value: false },
        { x: e.body, value: false },
      ];
    default:
      return [];
  }
}

/**
 * Calls `onRead(e, wrap)` for every read of a local in `body`, with whether the read is consumed
 * modulo 2^32; the value assigned to a local `isBit` says is a bit local is consumed so too.
 */
function forEachRead(
  body: readonly RawStmt[],
  isBit: (name: string) => boolean,
  intArray: (name: string) => boolean,
  onRead: (e: RawExpr, wrap: boolean) => void,
): void {
  const read = (e: RawExpr, wrap: boolean): void => {
    if (e.kind === 'local') onRead(e, wrap);
    const w = operandsWrap(e, wrap, intArray);
    for (const c of children(e)) read(c.x, c.value && w);
  };
  const stmts = (ss: readonly RawStmt[]): void => {
    for (const s of ss) {
      if (s.kind === 'assign') read(s.value, isBit(s.name));
      else if (s.kind === 'store') {
        read(s.index, false);
        read(s.value, intArray(s.array));
      } else for (const e of ownExprs(s)) read(e, false);
      for (const b of childBlocks(s)) stmts(b);
    }
  };
  stmts(body);
}

/**
 * The locals whose every read is consumed modulo 2^32 ("bit locals"): such a local may hold the
 * low 32 bits of its JS value, so values assigned to it are consumed modulo 2^32 too, and i32 and
 * u32 values may both be assigned to it (same bits). A fixpoint: a local read exactly somewhere
 * is not one, which makes the values assigned to it exact, and so on.
 */
export function bitLocals(
  body: readonly RawStmt[],
  locals: readonly string[],
  intArray: (name: string) => boolean,
): ReadonlySet<string> {
  const bits = new Set(locals);
  for (let changed = true; changed; ) {
    changed = false;
    forEachRead(
      body,
      (n) => bits.has(n),
      intArray,
      (e, wrap) => {
        if (e.kind === 'local' && !wrap && bits.delete(e.name)) changed = true;
      },
    );
  }
  return bits;
}

/** The reads of locals whose exact value matters (not consumed modulo 2^32), given the bit locals. */
export function exactReads(
  body: readonly RawStmt[],
  bits: ReadonlySet<string>,
  intArray: (name: string) => boolean,
): ReadonlySet<RawExpr> {
  const out = new Set<RawExpr>();
  forEachRead(
    body,
    (n) => bits.has(n),
    intArray,
    (e, wrap) => {
      if (!wrap) out.add(e);
    },
  );
  return out;
}

/** True when a typed i32 expression is never negative (so it is also an exact u32). */
export function nonNegative(e: Expr<IRType>): boolean {
  if (e.type === 'u32') return true;
  switch (e.kind) {
    case 'const':
      return typeof e.value === 'number' && e.value >= 0;
    case 'index':
    case 'length':
      return true;
    case 'call':
      return e.fn === 'clz32';
    case 'binary':
      if (e.op === 'bitand') return nonNegative(e.left) || nonNegative(e.right);
      if (e.op === 'bitor' || e.op === 'bitxor') return nonNegative(e.left) && nonNegative(e.right);
      if (e.op === 'ushr' || e.op === 'shr' || e.op === 'rem' || e.op === 'idiv')
        return nonNegative(e.left) && (e.op !== 'idiv' || nonNegative(e.right));
      return false;
    case 'cond':
      return nonNegative(e.consequent) && nonNegative(e.alternate);
    case 'cast':
      return e.arg.type === 'bool';
    default:
      return false;
  }
}

/** An upper bound of |value| for an integer expression (2^32 when nothing narrower is known). */
export function magnitude(e: Expr<IRType>): number {
  switch (e.kind) {
    case 'const':
      return typeof e.value === 'number' ? Math.abs(e.value) : 1;
    case 'call':
      return e.fn === 'clz32' ? 32 : 2 ** 32;
    case 'binary':
      if (e.op === 'bitand') {
        const l = nonNegative(e.left) ? magnitude(e.left) : 2 ** 32;
        const r = nonNegative(e.right) ? magnitude(e.right) : 2 ** 32;
        return Math.min(l, r);
      }
      if ((e.op === 'bitor' || e.op === 'bitxor') && nonNegative(e.left) && nonNegative(e.right)) {
        const m = Math.max(magnitude(e.left), magnitude(e.right));
        return m >= 2 ** 31 ? 2 ** 32 : 2 ** Math.ceil(Math.log2(m + 1));
      }
      if (e.op === 'ushr' && e.right.kind === 'const' && typeof e.right.value === 'number')
        return 2 ** (32 - (e.right.value & 31));
      return 2 ** 32;
    case 'cast':
      if (e.arg.type === 'bool') return 1;
      return (e.arg.type === 'i32' || e.arg.type === 'u32') && nonNegative(e.arg)
        ? magnitude(e.arg)
        : 2 ** 32;
    case 'cond':
      return Math.max(magnitude(e.consequent), magnitude(e.alternate));
    default:
      return 2 ** 32;
  }
}
