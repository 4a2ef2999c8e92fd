/**
 * Lane groups where an item-dependent `?:` test holds for every lane. A stencil's border,
 * `i > 0 ? x[i - 1] : 0`, is true in every group but the first: rendered as C's `?:` in the lane
 * loop, GCC vectorised its load as a masked load under `omp simd`, and a printing 3-point stencil
 * (which runs as lanes for its console.log) took 2.1× the same kernel without the print, whose
 * plain item loop GCC vectorises itself. So the lane body is rendered twice (render-lanes.ts): one
 * lane loop ANDs those tests over the group; where all hold, a copy in which each such `?:` is its
 * consequent (plain loads, no select) runs, else the general body. The same accesses run in both
 * (the consequent's, under a test that holds), so the block checks that cover one cover the other.
 */
import type { Expr, KernelIR, Stmt } from '../../ir/nodes.js';
import { childBlocks, childExprs, ownExprs } from '../../ir/walk.js';
import { invariant } from './lane-conditions.js';

/**
 * The `?:` nodes of `k`'s body whose test is per item and not the same in every lane
 * (`differs(test)`): the group computes their tests first; none when there are none.
 */
export function laneTests(k: KernelIR, differs: (test: Expr) => boolean): Expr[] {
  const found: Expr[] = [];
  const expr = (e: Expr): void => {
    if (e.kind === 'cond' && invariant(e.test) && differs(e.test)) found.push(e);
    for (const c of childExprs(e)) expr(c);
  };
  const stmts = (body: readonly Stmt[]): void => {
    for (const s of body) {
      for (const e of ownExprs(s)) expr(e);
      for (const b of childBlocks(s)) stmts(b);
    }
  };
  stmts(k.body);
  return found;
}
