/**
 * Uniform values of the lane path (render-lanes.ts): a local is *uniform* when every lane of a
 * lane group holds the same value in it at every point — it is assigned only under uniform
 * control (every enclosing `if` / loop test uniform) from uniform values (constants, scalar
 * parameters, array lengths, launch indices other than the innermost, other uniform locals, and
 * pure operations of those). The lane path keeps such a local in one scalar instead of a
 * per-lane array and runs a loop with a uniform test as a plain loop without masks — so a
 * matmul's `k` loop indexes `b[k * n + j]` as one contiguous vector load per step, where
 * per-lane `k` copies would make every access a gather.
 */
import type { Expr, KernelIR, Stmt } from '../../ir/nodes.js';

/** Whether `e` has the same value in every lane, given the uniform locals `u`. */
export function uniformExpr(e: Expr, u: ReadonlySet<string>, inner: number): boolean {
  switch (e.kind) {
    case 'const':
    case 'param':
    case 'length':
      return true;
    case 'index':
      return e.dim !== inner;
    case 'local':
      return u.has(e.name);
    case 'unary':
    case 'cast':
      return uniformExpr(e.arg, u, inner);
    case 'dimcheck':
      // a shaped access's index (g[r][c]): the same in every lane when its index is
      return uniformExpr(e.index, u, inner);
    case 'binary':
    case 'logical':
      return uniformExpr(e.left, u, inner) && uniformExpr(e.right, u, inner);
    case 'cond':
      return (
        uniformExpr(e.test, u, inner) &&
        uniformExpr(e.consequent, u, inner) &&
        uniformExpr(e.alternate, u, inner)
      );
    case 'call':
      return e.args.every((a) => uniformExpr(a, u, inner));
    default:
      // loads, helpers, atomics, let: treated as varying (the lane rule keeps this simple)
      return false;
  }
}

/** Removes from `u` every local assigned under varying control or from a varying value. */
function prune(stmts: readonly Stmt[], uniformControl: boolean, u: Set<string>, inner: number): boolean {
  let changed = false;
  const drop = (name: string) => {
    if (u.delete(name)) changed = true;
  };
  for (const s of stmts) {
    switch (s.kind) {
      case 'assign':
        if (!uniformControl || !uniformExpr(s.value, u, inner)) drop(s.name);
        break;
      case 'if': {
        const c = uniformControl && uniformExpr(s.test, u, inner);
        if (prune(s.consequent, c, u, inner)) changed = true;
        if (prune(s.alternate, c, u, inner)) changed = true;
        break;
      }
      case 'loop': {
        const c = uniformControl && (s.test === null || uniformExpr(s.test, u, inner));
        if (prune(s.body, c, u, inner)) changed = true;
        if (prune(s.update, c, u, inner)) changed = true;
        break;
      }
      default:
        break;
    }
  }
  return changed;
}

/** The uniform locals of kernel `k`'s lane path (a greatest fixpoint: start from all, prune). */
export function uniformLocals(k: KernelIR): ReadonlySet<string> {
  const u = new Set(k.locals.map((l) => l.name));
  const inner = k.rank - 1;
  while (prune(k.body, true, u, inner)) {
    // repeat until no local is dropped: a dropped local may make others varying
  }
  return u;
}
