/**
 * Loads whose elements are not consecutive across lanes (simd-analysis.ts rule 1c), such as a row
 * reduction's `A[i][j]` with lanes over `i`: one scalar load per lane, at the index that lane's
 * item gives, put into its lane (replace_lane). The index must be an affine form the entry test
 * of its loop covers (simd-loop-checks.ts) that reads only launch indices, parameters, lengths
 * and lane-uniform locals, so every lane's scalar index is exactly the one its item computes.
 */

import type { Expr } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';
import { withoutDimChecks } from '../../passes/lane-index.js';
import { expr as scalarExpr } from './codegen-expr.js';
import type { VecScope } from './simd-scope.js';
import type { X } from './types.js';

/** The element types a gather puts into lanes (their vector shapes: f32x4, f64x2, i32x4). */
const GATHERED: ReadonlySet<string> = new Set(['f32', 'f64', 'i32', 'u32']);

/**
 * Whether the load `e` can be gathered lane by lane: an element type of the lanes, and an index
 * that reads nothing but launch indices, constants, parameters, lengths and `uniform` locals
 * through integer arithmetic and dimension checks (no loads, calls or per-lane locals).
 */
export function gatherable(e: Expr, uniform: ReadonlySet<string>): boolean {
  if (e.kind !== 'load' || !GATHERED.has(e.type)) return false;
  let ok = true;
  visit([{ kind: 'expr', expr: e.index }], (x) => {
    if (x.kind === 'local') ok &&= uniform.has(x.name);
    else if (x.kind === 'binary') ok &&= x.type === 'i32' && ['add', 'sub', 'mul'].includes(x.op);
    else ok &&= ['index', 'const', 'param', 'length', 'dimcheck'].includes(x.kind);
  });
  return ok;
}

/**
 * The lanes of load `e`, each lane's element loaded at its own item's index (unchecked: the entry
 * test of the enclosing loop proved every lane's index in bounds over the counter's range).
 */
export function gather(s: VecScope, e: Extract<Expr, { kind: 'load' }>): X {
  const { m, b } = s.c;
  const first = s.index[s.inner] ?? 0;
  const item = s.c.scratchRaw(b.i32);
  const load = { ...e, index: withoutDimChecks(e.index), checked: false };
  const laneIndex = s.index.map((v, d) => (d === s.inner ? item : v));
  const at = (lane: number): X[] => [
    m.local.set(item, m.i32.add(m.local.get(first, b.i32), m.i32.const(lane))),
    scalarExpr({ ...s, index: laneIndex }, load),
  ];
  const shape = e.type === 'f32' ? m.f32x4 : e.type === 'f64' ? m.f64x2 : m.i32x4;
  const v = s.c.scratchRaw(b.v128);
  const parts: X[] = [];
  for (let lane = 0; lane < s.lanes; lane++) {
    const [set, value] = at(lane);
    if (!set || !value) continue;
    parts.push(set);
    parts.push(
      m.local.set(
        v,
        lane === 0 ? shape.splat(value) : shape.replace_lane(m.local.get(v, b.v128), lane, value),
      ),
    );
  }
  return m.block(null, [...parts, m.local.get(v, b.v128)], b.v128);
}
