/**
 * The checked loops of the C lane path (lanes.ts rule 2): top-level counted loops whose accesses
 * one check per lane covers (loop versioning, passes/affine-index.ts `hoistLoop`), so every lane
 * may evaluate every access of the loop. The check must pass before the group's first store: a
 * group that fails has changed nothing and its items run one at a time (which report any error).
 *
 *  - A loop before the first top-level statement that stores (an *early* loop) is checked at its
 *    own entry, as the item path does.
 *  - A loop after it (a *later* loop: `R[k][j] = s; for (i …) A[i][j] -= Q[i][k] * s`) is checked
 *    at the first store instead, with the entry state it will have: its counter's initial value
 *    is the statement just before it (`i = E`), and `E`, its bound and every symbol of its
 *    indices are values no statement from the first store on assigns — so they are the same
 *    there as at the loop's entry.
 *
 * Locals assigned once at the top, to a value affine in the launch indices (`j = k + 1 + c`),
 * enter the loop's indices as that value (`topLevelAffines`), so the lane path sees `A[i][j]` step
 * by one element between lanes; integer locals the loop body assigns once (a shaped store's index
 * temporary, `t = i * n + j`) are followed too (`bodyLocals`).
 */
import type { Expr, KernelIR, LoopStmt, Stmt } from '../../ir/nodes.js';
import { containsBarrier } from '../../ir/uniformity.js';
import { assignedNames, childExprs, visit } from '../../ir/walk.js';
import {
  type AffineNames,
  type Hoisting,
  hoistLoop,
  type LoopHoisting,
  topLevelAffines,
} from '../../passes/affine-index.js';
import { C_AFFINE_NAMES } from './affine.js';

/** A checked loop: its versioning, and for a later loop its counter's value at entry. */
export interface CheckedLoop {
  readonly h: LoopHoisting;
  /** A later loop's counter at entry (checked at the first store, `firstStore`). */
  readonly init?: Expr;
}

/** Whether statement `s` (nested blocks included) stores into an array. */
function stores(s: Stmt): boolean {
  let found = false;
  visit(
    [s],
    () => {},
    (st) => {
      if (st.kind === 'store') found = true;
    },
  );
  return found;
}

/** The first top-level statement of `k` that stores (where later loops are checked), if any. */
export function firstStore(k: KernelIR): Stmt | undefined {
  return k.body.find(stores);
}

/** The locals `e` reads, or undefined when `e` is not a pure value (a load, a call, …). */
function pureLocals(e: Expr, out: Set<string>): boolean {
  switch (e.kind) {
    case 'local':
      out.add(e.name);
      return true;
    case 'const':
    case 'param':
    case 'length':
    case 'index':
    case 'unary':
    case 'binary':
    case 'logical':
    case 'cond':
    case 'cast':
      return childExprs(e).every((c) => pureLocals(c, out));
    default:
      return false;
  }
}

/** Whether later loop `h` (at top-level position `at`) can be checked at the first store `p`. */
function laterInit(
  k: KernelIR,
  p: number,
  at: number,
  h: LoopHoisting,
  names: AffineNames,
): Expr | undefined {
  const init = k.body[at - 1];
  if (at - 1 < p || init?.kind !== 'assign' || init.name !== h.loopVar) return undefined;
  const unstable = assignedNames(k.body.slice(p, at - 1));
  const read = new Set<string>();
  if (!pureLocals(init.value, read) || !pureLocals(h.bound, read)) return undefined;
  if ([...read].some((l) => unstable.has(l))) return undefined;
  const syms = new Set([...unstable].map((l) => names.local(l)));
  const polys = h.checks.flatMap((c) => [c.a, c.b]);
  if (polys.some((poly) => poly.some((m) => m.syms.some((s) => syms.has(s))))) return undefined;
  return init.value;
}

/**
 * The top-level loops of `k` whose accesses an entry check covers in the lane path, with their
 * versioning under `names` (the lane path's spelling of locals).
 */
export function checkedLoops(
  k: KernelIR,
  h: Hoisting,
  names: AffineNames = C_AFFINE_NAMES,
): Map<LoopStmt, CheckedLoop> {
  const out = new Map<LoopStmt, CheckedLoop>();
  const entry = topLevelAffines(k.body, names);
  const first = firstStore(k);
  const p = first ? k.body.indexOf(first) : k.body.length;
  k.body.forEach((s, at) => {
    // as in the item path (render-stmt.ts), a loop with a barrier is never versioned
    if (s.kind !== 'loop' || containsBarrier([s])) return;
    const l = hoistLoop(s, k.locals, h.unchecked, names, {
      bodyLocals: true,
      descending: true,
      entry: entry.get(s) ?? new Map(),
    });
    if (!l) return;
    if (at <= p) {
      out.set(s, { h: l });
      return;
    }
    const init = laterInit(k, p, at, l, names);
    if (init) out.set(s, { h: l, init });
  });
  return out;
}

/**
 * The range [lo, hi) of a checked loop's counter from its entry value `j0` (C expressions), and the
 * conditions that make hi (and lo) i32 values: `j >= R` counts down from j0 to R, `j > R` to R + 1.
 */
export function loopRange(
  h: LoopHoisting,
  j0: string,
  bound: string,
): { lo: string; hi: string; guards: string[] } {
  if (!h.descending) return { lo: j0, hi: bound, guards: [] };
  const lo = h.inclusive ? bound : `${bound} + 1`;
  const guards = [`${j0} < 2147483647`, ...(h.inclusive ? [] : [`${bound} < 2147483647`])];
  return { lo, hi: `${j0} + 1`, guards };
}
