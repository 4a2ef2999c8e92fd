/**
 * Loops whose bound differs per lane (simd-analysis.ts rule 1d): a triangular loop such as
 * `for (let k = 0; k <= j; k++) s += a[k * n + j]` with lanes over `j`. Every lane starts the
 * counter at the same value and steps it by one, so while a lane is in the loop its counter is
 * the one all live lanes share: the lanes keep `k` as one scalar and run the loop until no lane's
 * test holds, each lane under its own mask (it leaves at its own bound; simd-codegen.ts `vloop`).
 * Its loads then read at the shared counter (a splat, or lane-consecutive at a counter offset),
 * covered by one entry test over the counter's range to the furthest lane's bound
 * (simd-loop-checks.ts `entryTest`): a lane past its own bound still reads there (the result is
 * masked away), so the test covers it too, and when it fails the block runs its items scalar and
 * checked, as js runs them — an out-of-range read in a live lane raises js's error, one past a
 * lane's own bound raises none.
 *
 * A loop qualifies when it is a top-level counted loop (`k < R`, `k <= R`, `k > R`, `k >= R`,
 * step ±1, `k` not assigned in its body), its counter is read nowhere outside it (after the loop
 * each lane's counter would be its own), and its bound reads only launch indices, parameters,
 * lengths and uniform locals (evaluated lane by lane for the entry test).
 */

import type { Expr, IfStmt, KernelIR, LoopStmt, Stmt } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';
import { type AffineNames, hoistLoop } from '../../passes/affine-index.js';
import { uniformExpr, uniformLocals } from '../c/lane-uniform.js';

const NAMES: AffineNames = {
  param: (n) => `p\u0000${n}`,
  length: (a) => `l\u0000${a}`,
  local: (n) => `v\u0000${n}`,
  index: (d) => `i\u0000${d}`,
};

/** The counter and bound of a counted loop, or undefined. */
function counted(k: KernelIR, s: LoopStmt): { counter: string; bound: Expr } | undefined {
  const h = hoistLoop(s, k.locals, new Set(), NAMES, { inclusive: true, descending: true });
  return h ? { counter: h.loopVar, bound: h.bound } : undefined;
}

/** Whether local `name` is read anywhere in `stmts` other than inside `loop`. */
function readOutside(stmts: readonly Stmt[], loop: LoopStmt, name: string): boolean {
  let found = false;
  const others = stmts.filter((s) => s !== loop);
  visit(others, (e) => {
    if (e.kind === 'local' && e.name === name) found = true;
  });
  return found;
}

/**
 * The kernel as the uniformity analysis sees it once `loops` keep their counter scalar: each
 * such loop's test is taken as uniform (the counter's steps run under uniform control) and its
 * body runs under an `if` on the test (its other assignments stay per lane).
 */
function view(k: KernelIR, loops: ReadonlySet<LoopStmt>): KernelIR {
  const TRUE: Expr = { kind: 'const', type: 'bool', value: true };
  const body = k.body.map((s): Stmt => {
    if (s.kind !== 'loop' || !loops.has(s) || !s.test) return s;
    const guarded: IfStmt = { kind: 'if', test: s.test, consequent: s.body, alternate: [] };
    return { ...s, test: TRUE, body: [guarded] };
  });
  return { ...k, body };
}

/** The ragged loops of `k` and the uniform locals once their counters are scalar. */
export function raggedLoops(k: KernelIR): { loops: ReadonlySet<LoopStmt>; uniform: ReadonlySet<string> } {
  const inner = k.rank - 1;
  const base = uniformLocals(k);
  const candidates = new Map<LoopStmt, { counter: string; bound: Expr }>();
  for (const s of k.body) {
    if (s.kind !== 'loop' || !s.test || uniformExpr(s.test, base, inner)) continue;
    const c = counted(k, s);
    if (c && !readOutside(k.body, s, c.counter)) candidates.set(s, c);
  }
  if (candidates.size === 0) return { loops: new Set(), uniform: base };
  for (;;) {
    const uniform = uniformLocals(view(k, new Set(candidates.keys())));
    let dropped = false;
    for (const [s, c] of candidates) {
      // the bound may read the lane index (evaluated per lane), not a per-lane local
      if (!uniform.has(c.counter) || !uniformExpr(c.bound, uniform, -1)) {
        candidates.delete(s);
        dropped = true;
      }
    }
    if (!dropped) return { loops: new Set(candidates.keys()), uniform };
  }
}
