/**
 * Early returns on lanes (simd-analysis.ts rule 2b). A top-level `if (c) return;` of a kernel
 * body — syrk's `if (j > i) return;` — ends the item for the lanes where `c` holds: on lanes it
 * narrows a mask of *live* lanes (simd-codegen.ts `vectorBody`), under which every later
 * statement runs, and the block ends when no lane is live. A lane that returned never reads a
 * local again, so locals assigned only under uniform control from uniform values stay one scalar
 * (lane-uniform.ts), and a loop with a uniform test still runs as one plain loop: the analysis
 * sees the body with each such `return` removed (`withoutEarlyReturns`). Loads of a returned lane
 * stay covered by the block's range checks and the loops' entry tests, which test every lane of
 * the block: when one fails, the block's items run scalar and checked, as js runs them (a
 * returned item raises nothing).
 */

import type { IfStmt, KernelIR, Stmt } from '../../ir/nodes.js';

/** `if (c) return;` (no value, no else): the item ends where `c` holds. */
export function isEarlyReturn(s: Stmt): s is IfStmt {
  if (s.kind !== 'if' || s.alternate.length !== 0 || s.consequent.length !== 1) return false;
  const only = s.consequent[0];
  return only?.kind === 'return' && only.value === null;
}

/** Whether `k`'s body has a top-level early return. */
export function hasEarlyReturn(k: KernelIR): boolean {
  return k.body.some(isEarlyReturn);
}

/**
 * `k` as the lane analysis sees it: each top-level `if (c) return;` becomes `if (c) {}` (its test
 * is still evaluated on lanes and checked, the rest of the body runs as if at top level). The same
 * kernel when it has none; its other statements are the same objects (the plan's loops are keys).
 */
export function withoutEarlyReturns(k: KernelIR): KernelIR {
  if (!hasEarlyReturn(k)) return k;
  return { ...k, body: k.body.map((s) => (isEarlyReturn(s) ? { ...s, consequent: [] } : s)) };
}
