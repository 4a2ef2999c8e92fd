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

import { PRINT_WORDS } from '../../frontend/lower-print.js';
import type { Expr, KernelIR } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';
import type { Binaryen, Mod, X } from './types.js';

/** Bodies per iteration of the loop of 4-lane blocks: 2 for straight-line product chains, else 1. */
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
  // the kernel's functions are those its body reaches (helpers, tt.rand's Philox)
  let chain = false;
  const scan = (e: Expr): void => {
    if (e.kind === 'call' && e.fn === 'umulhi') chain = true;
  };
  visit(k.body, scan);
  for (const f of k.functions) visit(f.body, scan);
  return chain ? 2 : 1;
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

/** The first top-level statement of `k` that prints (holds console.log's slot claim), if any. */
export function firstPrint(k: KernelIR): number | undefined {
  const at = k.body.findIndex((st) => {
    let claims = false;
    visit(
      [st],
      (e) => {
        if (e.kind === 'atomic' && e.array === PRINT_WORDS) claims = true;
      },
      () => undefined,
    );
    return claims;
  });
  return at < 0 ? undefined : at;
}

/**
 * Two 4-lane bodies: lanes x..x+3, then x+4..x+7, leaving x 8 further on. `body(part, second,
 * fresh)` renders statements of the kernel for the first or second group of lanes (the second
 * with its own locals when the kernel prints), `move(delta, again)` moves x (and, `again`, its
 * index locals). A kernel that prints runs the statements before its first print for both groups
 * back to back, then the rest of each: the branch holding a print would otherwise sit between the
 * two chains, and the constants they share would be set up again after it. Valid because a group
 * touches only its own lanes' elements of a stored array (the 4-lane rule) and the print's values
 * are read when its statement runs, in each group's order.
 */
export function twoBodies(
  k: KernelIR,
  body: (part: KernelIR, second: boolean, fresh: boolean) => X[],
  move: (delta: number, again: boolean) => X[],
  lanes: number,
): X[] {
  const cut = firstPrint(k);
  if (cut === undefined)
    return [...body(k, false, true), ...move(lanes, true), ...body(k, false, true), ...move(lanes, false)];
  const hot: KernelIR = { ...k, body: k.body.slice(0, cut) };
  const rest: KernelIR = { ...k, body: k.body.slice(cut) };
  return [
    ...body(hot, false, true),
    ...move(lanes, true),
    ...body(hot, true, true),
    ...move(-lanes, true),
    ...body(rest, false, false),
    ...move(lanes, true),
    ...body(rest, true, false),
    ...move(lanes, false),
  ];
}
