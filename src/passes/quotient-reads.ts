/**
 * How each local is read, for locals that hold a quotient (issue 27.5): `const h = x / 2;
 * o[i] = tt.u32(h)`. JS keeps the float quotient in `h` and the conversion truncates it; where
 * every read of `h` is such a conversion, `h` may hold the exact integer instead (on every
 * device); where one read uses the number itself, `h` must hold JS's quotient (f64). The
 * contexts are those where the typer converts a quotient exactly (type-quotient.ts): `conv`, the
 * direct operand of a ToInt32 / ToUint32 consumer (tt.i32/tt.u32, bitwise operators, Math.imul,
 * Math.clz32, a store into an integer array, an integer atomic); `trunc` and `floor`, the
 * argument of Math.trunc / Math.floor; through `?:` branches and unary minus (not under floor).
 */
import type { RawExpr, RawStmt } from '../ir/nodes.js';
import { childExprs } from '../ir/walk.js';

export type QuotientRead = 'conv' | 'trunc' | 'floor' | 'other';

const CONVERTING = new Set(['bitand', 'bitor', 'bitxor', 'shl', 'shr', 'ushr']);

/** The context each direct sub-expression of `e` is read in, when `e` is read in `ctx`. */
function contexts(e: RawExpr, ctx: QuotientRead, intArray: (name: string) => boolean): QuotientRead[] {
  const all = (c: QuotientRead): QuotientRead[] => childExprs(e).map(() => c);
  switch (e.kind) {
    case 'binary':
      return all(CONVERTING.has(e.op) ? 'conv' : 'other');
    case 'unary':
      if (e.op === 'bitnot') return ['conv'];
      return [e.op === 'neg' && (ctx === 'conv' || ctx === 'trunc') ? ctx : 'other'];
    case 'cast':
      return [e.type === 'i32' || e.type === 'u32' ? 'conv' : 'other'];
    case 'cond':
      return ['other', ctx, ctx];
    case 'call':
      if (e.fn === 'imul' || e.fn === 'clz32') return all('conv');
      return all(e.fn === 'trunc' || e.fn === 'floor' ? e.fn : 'other');
    case 'atomic':
      return ['other', ...e.args.map((): QuotientRead => (intArray(e.array) ? 'conv' : 'other'))];
    default:
      return all('other');
  }
}

/** Every way each local is read in `body`. `intArray(array)`: a store into it converts with ToInt32. */
export function quotientReads(
  body: readonly RawStmt[],
  intArray: (name: string) => boolean,
): ReadonlyMap<string, ReadonlySet<QuotientRead>> {
  const out = new Map<string, Set<QuotientRead>>();
  const read = (e: RawExpr, ctx: QuotientRead): void => {
    if (e.kind === 'local') {
      const s = out.get(e.name) ?? new Set<QuotientRead>();
      s.add(ctx);
      out.set(e.name, s);
    }
    const cs = contexts(e, ctx, intArray);
    childExprs(e).forEach((x, k) => {
      read(x, cs[k] ?? 'other');
    });
  };
  const stmts = (ss: readonly RawStmt[]): void => {
    for (const s of ss) {
      if (s.kind === 'assign') read(s.value, 'other');
      else if (s.kind === 'store') {
        read(s.index, 'other');
        read(s.value, intArray(s.array) ? 'conv' : 'other');
      } else if (s.kind === 'expr') read(s.expr, 'other');
      else if (s.kind === 'return' && s.value) read(s.value, 'other');
      else if (s.kind === 'if') {
        read(s.test, 'other');
        stmts(s.consequent);
        stmts(s.alternate);
      } else if (s.kind === 'loop') {
        if (s.test) read(s.test, 'other');
        stmts(s.body);
        stmts(s.update);
      }
    }
  };
  stmts(body);
  return out;
}
