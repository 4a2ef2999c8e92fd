/**
 * Counted loops inside a checked top-level loop (simd-loop-checks.ts): `for (i …) { k = s(i);
 * for (; k < R(i); k++) … A[i][k] … }` with both tests lane-uniform. Their accesses join the outer
 * loop's entry test: the inner counter runs inside the box [min of s over the outer counter's
 * range, max of R − 1 over it] (s and R affine in the outer counter, so their extremes lie at that
 * range's ends), and an index affine in the lane, the outer and the inner counter (each at most once
 * per term: multilinear) takes its extremes over lanes × outer × inner range at the box's corners.
 * The box may hold inner counter values no iteration reaches (an empty inner range for some outer
 * values): the test is then stricter than needed, never looser.
 */

import type { KernelIR, LoopStmt, Stmt } from '../../ir/nodes.js';
import { assignCounts, assignedNames } from '../../ir/walk.js';
import {
  type AffineNames,
  hoistLoop,
  type LoopHoisting,
  localsPoly,
  type Mono,
  type Poly,
} from '../../passes/affine-index.js';
import { uniformExpr } from '../c/lane-uniform.js';

/** Counted loops either way, `<=` too, and locals the body sets once (a store's index temporary). */
export const LOOP_OPTIONS = { inclusive: true, descending: true, bodyLocals: true } as const;

/** A counted loop nested in a checked loop, with its counter's first value and bound. */
export interface NestedLoop {
  readonly hoisting: LoopHoisting;
  /** The counter's first value and the bound, affine in the outer counter and invariants. */
  readonly start: Poly;
  readonly bound: Poly;
  /** Symbols the indices of its accesses must not read: locals the outer loop changes. */
  readonly varying: ReadonlySet<string>;
}

/** An index of a nested loop's access as a + b·i + c·k (i the outer counter, k the inner). */
export interface NestedIndex {
  readonly a: Poly;
  readonly b: Poly;
  readonly c: Poly;
}

/**
 * The counted loops directly in the body of `outer` (counter `outerVar`) whose test is lane-uniform
 * and whose counter the statement right before them sets, once per outer iteration, to a value
 * affine in the outer counter and invariants.
 */
export function nestedLoops(
  k: KernelIR,
  outer: LoopStmt,
  outerVar: string,
  u: ReadonlySet<string>,
  names: AffineNames,
): NestedLoop[] {
  const inner = k.rank - 1;
  const stmts: readonly Stmt[] = [...outer.body, ...outer.update];
  const counts = assignCounts(stmts);
  const changed = assignedNames(stmts);
  const out: NestedLoop[] = [];
  outer.body.forEach((s, n) => {
    const init = outer.body[n - 1];
    if (s.kind !== 'loop' || !s.test || !uniformExpr(s.test, u, inner) || init?.kind !== 'assign') return;
    const h = hoistLoop(s, k.locals, new Set(), names, LOOP_OPTIONS);
    if (!h || h.loopVar !== init.name || !u.has(h.loopVar) || counts.get(h.loopVar) !== 2) return;
    const start = localsPoly(init.value, k.locals, names);
    const bound = localsPoly(h.bound, k.locals, names);
    const varying = new Set([...changed].filter((v) => v !== outerVar).map((v) => names.local(v)));
    const lane = names.index(inner);
    const fixed = (p: Poly | null): p is Poly =>
      p?.every((m) => m.syms.every((x) => x !== lane && !varying.has(x))) ?? false;
    if (
      fixed(start) &&
      fixed(bound) &&
      linearIn(start, names.local(outerVar)) &&
      linearIn(bound, names.local(outerVar))
    )
      out.push({ hoisting: h, start, bound, varying });
  });
  return out;
}

/** Every term of `p` holds `sym` at most once. */
const linearIn = (p: Poly, sym: string) => p.every((m) => m.syms.filter((x) => x === sym).length <= 1);

/** `p` split into its terms without `sym` and the coefficient of `sym` (null: `sym` squared). */
function split(p: Poly, sym: string): [Mono[], Mono[]] | null {
  const a: Mono[] = [];
  const b: Mono[] = [];
  for (const m of p) {
    const n = m.syms.filter((x) => x === sym).length;
    if (n > 1) return null;
    if (n === 0) a.push(m);
    else b.push({ k: m.k, syms: m.syms.filter((x) => x !== sym) });
  }
  return [a, b];
}

/**
 * The index of `node` (an access or dimension check inside one of `loops`) as a + b·i + c·k, or
 * undefined when it is in none of them or reads a local the outer loop changes or the outer counter
 * times the inner one.
 */
export function nestedIndex(
  loops: readonly NestedLoop[],
  node: object,
  outerSym: string,
): { loop: NestedLoop; index: NestedIndex } | undefined {
  for (const loop of loops) {
    const at = loop.hoisting.indexOf.get(node);
    if (!at) continue;
    const parts = split(at.a, outerSym);
    if (!parts || at.b.some((m) => m.syms.includes(outerSym))) return undefined;
    const [a, b] = parts;
    const reads = [...a, ...b, ...at.b].some((m) => m.syms.some((x) => loop.varying.has(x)));
    return reads ? undefined : { loop, index: { a, b, c: at.b } };
  }
  return undefined;
}
