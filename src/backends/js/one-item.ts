/**
 * Launches of one item (a sequential kernel launched as `launch(1, …)`: durbin, trisolv, ludcmp,
 * seidel-2d's sweep): the item ends the kernel function with `return` instead of going on to the
 * item loop's increment.
 *
 * Why: V8 allocates a function's feedback vector only after it has run a while, so in the first
 * launch it appears in the middle of the item, and it compiles the loop the item is spending its
 * time in with on-stack replacement (OSR). In a one-item launch the code after the item body — the
 * item loop's `i0++` — then runs for the first time inside that optimised code, with no type
 * feedback, which deoptimises it and throws the OSR code away: the second launch ran interpreted
 * again until a new OSR compile (20-80 ms of a 0.4 ms kernel on a loaded machine), often the
 * third too. A plain JS function with the same loops returns after them and keeps its OSR code.
 * `if (tt_one) return;` tests a boolean computed before the loops (a value the OSR code takes from
 * the interpreter's frame, and a branch that needs no feedback), so the first launch's OSR code
 * survives and the second launch runs at full speed. Only kernels whose item contains a loop get it
 * (without a loop, V8 compiles the item loop itself, whose increment has run by then).
 */
import type { KernelIR, Stmt } from '../../ir/nodes.js';
import { childBlocks } from '../../ir/walk.js';

/** The per-launch boolean: this launch has exactly one item (or one work-group). */
export const ONE_ITEM = 'tt_one';

/** The statement that ends a one-item launch after its item (or at a kernel-level `return`). */
export const END_ONE_ITEM = `if (${ONE_ITEM}) return;`;

function hasLoop(stmts: readonly Stmt[]): boolean {
  return stmts.some((s) => s.kind === 'loop' || childBlocks(s).some(hasLoop));
}

/** Whether the item loop of `k` ends a one-item launch with `return` (its item holds a loop). */
export function endsOneItem(k: KernelIR): boolean {
  return hasLoop(k.body);
}

/** `const tt_one = …;`, computed once per launch from the item (or group) counts. */
export function oneItemDeclaration(rank: number): string {
  const dims = Array.from({ length: rank }, (_, d) => `n${d} === 1`);
  return `  const ${ONE_ITEM} = ${dims.join(' && ')};`;
}
