/**
 * Pass `fold-constants`: evaluates operations on constants with the IR's own semantics
 * (src/ir/semantics.ts), drops identities that cannot change a value (`x | 0` on i32), and
 * prunes branches and loops whose condition is constant.
 */
import type { Expr, KernelIR, Stmt } from '../ir/nodes.js';
import { castValue, evalBinary, evalMath, evalUnary } from '../ir/semantics.js';
import { mapExprs, mapStmts } from '../ir/walk.js';

/** A constant that folding evaluates (BigInt constants stay as written: ir/semantics.ts is on numbers). */
const isConst = (e: Expr): e is Extract<Expr, { kind: 'const' }> & { readonly value: number | boolean } =>
  e.kind === 'const' && typeof e.value !== 'bigint';
const isZero = (e: Expr): boolean => e.kind === 'const' && e.value === 0;

export function foldExpr(e: Expr): Expr {
  switch (e.kind) {
    case 'unary':
      if (isConst(e.arg))
        return { kind: 'const', type: e.type, value: evalUnary(e.op, e.type, e.arg.value), loc: e.loc };
      return e;
    case 'binary': {
      if (isConst(e.left) && isConst(e.right)) {
        const v = evalBinary(e.op, e.type, e.left.type, e.left.value, e.right.value);
        return { kind: 'const', type: e.type, value: v, loc: e.loc };
      }
      const ints = e.type === 'i32' || e.type === 'u32';
      if (ints && isZero(e.right) && ['bitor', 'bitxor', 'shl', 'shr', 'ushr', 'add', 'sub'].includes(e.op)) {
        if (e.left.type === e.type) return e.left;
      }
      return e;
    }
    case 'logical':
      if (isConst(e.left)) {
        const short = e.op === 'and' ? !e.left.value : Boolean(e.left.value);
        return short ? e.left : e.right;
      }
      return e;
    case 'cond':
      return isConst(e.test) ? (e.test.value ? e.consequent : e.alternate) : e;
    case 'call':
      if (e.args.every(isConst)) {
        const v = evalMath(
          e.fn,
          e.type,
          e.args.flatMap((a) => (isConst(a) ? [a.value] : [])),
        );
        return { kind: 'const', type: e.type, value: v, loc: e.loc };
      }
      return e;
    case 'cast':
      if (isConst(e.arg))
        return { kind: 'const', type: e.type, value: castValue(e.type, e.arg.value), loc: e.loc };
      if (e.arg.type === e.type) return e.arg;
      return e;
    default:
      return e;
  }
}

function foldStmts(stmts: readonly Stmt[]): Stmt[] {
  return mapStmts(mapExprs(stmts, foldExpr), (s) => {
    if (s.kind === 'if' && s.test.kind === 'const') return s.test.value ? s.consequent : s.alternate;
    if (s.kind === 'loop' && !s.testAtEnd && s.test?.kind === 'const' && s.test.value === false) return [];
    return s;
  });
}

export function foldConstants(k: KernelIR): KernelIR {
  return {
    ...k,
    body: foldStmts(k.body),
    functions: k.functions.map((f) => ({ ...f, body: foldStmts(f.body) })),
  };
}
