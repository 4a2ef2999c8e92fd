/**
 * Pass `bounds-checks`: marks every array load, store and atomic as checked, so each backend
 * emits its out-of-bounds test and reports KernelRangeError. Kernels built with `unsafe: true`
 * keep unchecked accesses.
 */
import type { KernelIR, Stmt } from '../ir/nodes.js';
import { mapExprs, mapStmts } from '../ir/walk.js';

export function insertBoundsChecks(k: KernelIR): KernelIR {
  if (k.options.unsafe) return k;
  const mark = (stmts: readonly Stmt[]): Stmt[] =>
    mapStmts(
      mapExprs(stmts, (e) =>
        e.kind === 'load' || e.kind === 'atomic' || e.kind === 'dimcheck' ? { ...e, checked: true } : e,
      ),
      (s) => (s.kind === 'store' ? { ...s, checked: true } : s),
    );
  return { ...k, body: mark(k.body), functions: k.functions.map((f) => ({ ...f, body: mark(f.body) })) };
}
