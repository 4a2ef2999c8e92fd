/**
 * The item's own element of a kernel whose every store writes one and the same element per item:
 * where the broadcast rule (broadcast-adjoint.ts) puts an expanded gradient. A 1-D launch's item
 * owns the element of its launch index; a 2-D one (tt.np's strided kernels: [outer, last axis])
 * owns the element its stores write, when they all write at one index computed from launch
 * indices, parameters and constants only (`out[i0 * sh1 + i1]`), so that the index means the same
 * anywhere in the adjoint.
 */
import type { Expr, KernelIR } from '../ir/nodes.js';
import { childExprs, visit } from '../ir/walk.js';

const index0: Expr = { kind: 'index', type: 'i32', dim: 0 };

function uniform(e: Expr): boolean {
  if (e.kind === 'index' || e.kind === 'param' || e.kind === 'const') return true;
  if (e.kind !== 'binary' && e.kind !== 'cast' && e.kind !== 'unary') return false;
  return childExprs(e).every(uniform);
}

/** The index of the item's own element, or undefined when the kernel has none. */
export function ownElementIndex(k: KernelIR): Expr | undefined {
  if (k.rank === 1) return index0;
  let index: Expr | undefined;
  let same = true;
  visit(
    k.body,
    () => {},
    (s) => {
      if (s.kind !== 'store') return;
      if (index === undefined) index = s.index;
      else if (JSON.stringify(index) !== JSON.stringify(s.index)) same = false;
    },
  );
  return same && index !== undefined && uniform(index) ? index : undefined;
}
