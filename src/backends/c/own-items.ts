/**
 * Independent items: a rank-1 kernel every access of which, to every parameter array, is at the
 * item's own index (`a[i]`), with no atomics, helpers, fences or work-group memory. Item i then
 * touches element i of each array and nothing else, so no item reads what another writes; once
 * the launch has checked that the stored arrays overlap no other (disjoint.ts), the item loop
 * can be vectorised without the run-time alias checks GCC gives up on past a handful of arrays
 * (`#pragma GCC ivdep` on an inlined item): an adjoint reads and writes a dozen arrays.
 */
import type { Expr, IRFunction, KernelIR, Stmt } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';

/** At most this many arrays (an adjoint of a 5-input kernel has 10; a packed entry has 100). */
const MAX_ARRAYS = 24;

const own = (index: Expr): boolean => index.kind === 'index' && index.dim === 0;

/**
 * Whether `k`'s items are independent in the sense above (see the file comment). With
 * `pureHelpers`, helpers are allowed when no helper body touches an array or has an atomic (they
 * compute from their arguments only; two-pass exp, exp-two-pass.ts, asks for it).
 */
export function independentItems(k: KernelIR, pureHelpers = false): boolean {
  if (k.rank !== 1 || k.workgroup || k.shared?.length) return false;
  if (k.functions.length && !(pureHelpers && k.functions.every(isPure))) return false;
  const arrays = new Set(k.params.filter((p) => p.isArray).map((p) => p.name));
  // the launch checks every stored array against every other: a bounded number of pairs
  if (arrays.size > MAX_ARRAYS) return false;
  let ok = true;
  const onExpr = (e: Expr) => {
    if (e.kind === 'atomic' || (e.kind === 'helper' && !pureHelpers)) ok = false;
    else if (e.kind === 'load' && arrays.has(e.array) && !own(e.index)) ok = false;
  };
  const onStmt = (s: Stmt) => {
    if (s.kind === 'barrier' || s.kind === 'fence') ok = false;
    else if (s.kind === 'store' && arrays.has(s.array) && !own(s.index)) ok = false;
  };
  visit(k.body, onExpr, onStmt);
  return ok;
}

/** A helper that reads and writes no array and has no atomic, barrier or fence. */
function isPure(f: IRFunction): boolean {
  let pure = true;
  visit(
    f.body,
    (e: Expr) => {
      if (e.kind === 'atomic' || e.kind === 'load') pure = false;
    },
    (s: Stmt) => {
      if (s.kind === 'store' || s.kind === 'barrier' || s.kind === 'fence') pure = false;
    },
  );
  return pure;
}
