/**
 * How many 4-lane bodies one iteration of a vectorised kernel's loop runs. A body that is one
 * long chain of dependent integer products (`Math.umulhi`: tt.rand's Philox, ten rounds of
 * multiplies each waiting for the last) keeps the CPU's scheduler full of work that waits on its
 * own previous step; two bodies back to back give the out-of-order core a second, independent
 * chain, and the loop-invariant constants (Philox's multipliers and key steps) are materialised
 * once for both. Measured on the 16M `tt.rand` benchmark (bench/rng): about 1.3x. Other bodies
 * (memory-bound or short) gain nothing from it and keep one body per iteration, so their code
 * does not grow.
 */

import type { Expr, KernelIR } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';
import { printSplit } from './simd-print-split.js';
import type { Binaryen, Mod } from './types.js';

/**
 * Bodies per iteration of the loop of 4-lane blocks: 2 for straight-line product chains and for
 * kernels that print (one any-lane test for both groups, simd-print-split.ts), else 1.
 */
export function unrollFactor(k: KernelIR): number {
  let loops = false;
  visit(
    k.body,
    () => undefined,
    (s) => {
      if (s.kind === 'loop') loops = true;
    },
  );
  if (loops) return 1;
  return productChain(k) || printSplit(k, true).test !== undefined ? 2 : 1;
}

/** Whether the body (or a function it reaches: helpers, tt.rand's Philox) multiplies with Math.umulhi. */
export function productChain(k: KernelIR): boolean {
  let chain = false;
  const scan = (e: Expr): void => {
    if (e.kind === 'call' && e.fn === 'umulhi') chain = true;
  };
  visit(k.body, scan);
  for (const f of k.functions) visit(f.body, scan);
  return chain;
}

/** Modules whose loop runs several bodies per iteration (each calls the 4-lane helpers once). */
const unrolled = new WeakSet<Mod>();

export function markUnrolled(m: Mod): void {
  unrolled.add(m);
}

/**
 * Inlines the helpers of an unrolled body into each of its copies, before -O3: binaryen's own
 * heuristics inline a big helper (tt.rand's 4-lane Philox) only into a single caller, and a call
 * per body would keep the constants from being shared between bodies.
 */
export function inlineUnrolled(b: Binaryen, m: Mod): void {
  if (!unrolled.has(m)) return;
  const before = b.getFlexibleInlineMaxSize();
  try {
    b.setFlexibleInlineMaxSize(UNROLLED_INLINE_MAX);
    m.runPasses(['inlining']);
  } finally {
    b.setFlexibleInlineMaxSize(before);
  }
}

/** Above tt.randn's 4-lane helper (about 900 binaryen nodes). */
const UNROLLED_INLINE_MAX = 4000;
