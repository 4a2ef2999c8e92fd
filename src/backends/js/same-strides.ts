/**
 * One stride variable where arrays' shapes agree at launch. A shaped array's index is computed from
 * its own hidden extents (`a_ey[Math.imul(i0, p_ey_shape1) + i1]`, `a_hz[Math.imul(i0,
 * p_hz_shape1) + i1]`): V8 cannot know that `p_ey_shape1` and `p_hz_shape1` hold the same number,
 * so it computes each array's row offset separately and keeps one more value live per array, where
 * the hand-written loop has one `i * NY + j` for all of them. When the kernel reads the same
 * extent of several arrays of one rank (dimension 1 and up: the strides), the js renderer runs the
 * launch with one of them standing for all — a copy of the item loops taken only when they are
 * equal at launch, so every index is the same number as before (fdtd-2d's three same-shaped
 * arrays: 36.7 → 32.3 ms, the hand loop 30.2, in direct calls of the generated loops).
 */
import type { KernelIR } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';
import { P } from './render-expr.js';

export interface SameStrides {
  /** JS test: every group's extents are equal (the parameters are already i32 at this point). */
  readonly test: string;
  /** Parameter name -> the parameter (of its group) it renders as. */
  readonly alias: ReadonlyMap<string, string>;
}

/** The groups (same rank, same dimension ≥ 1) of extents the body reads, or null when none has two. */
export function sameStrides(k: KernelIR): SameStrides | null {
  const read = new Set<string>();
  visit(k.body, (e) => {
    if (e.kind === 'param') read.add(e.name);
  });
  const rank = new Map(k.params.map((p) => [p.name, p.rank ?? 1]));
  const groups = new Map<string, string[]>();
  for (const p of k.params) {
    if (!p.shapeOf || p.shapeOf.dim === 0 || !read.has(p.name)) continue;
    const key = `${rank.get(p.shapeOf.array) ?? 1}:${p.shapeOf.dim}`;
    const group = groups.get(key);
    if (group) group.push(p.name);
    else groups.set(key, [p.name]);
  }
  const alias = new Map<string, string>();
  const tests: string[] = [];
  for (const [first, ...rest] of groups.values()) {
    if (first === undefined) continue;
    for (const name of rest) {
      alias.set(name, first);
      tests.push(`${P(name)} === ${P(first)}`);
    }
  }
  return tests.length ? { test: tests.join(' && '), alias } : null;
}
