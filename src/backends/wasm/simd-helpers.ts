/**
 * 4-lane twins of the helpers a vectorised kernel calls (simd-analysis.ts rule 4): tt.rand,
 * tt.randn, tt.randInt, tt.philox4x32 (frontend/rng-builtins.ts) and declared helpers without
 * loops that return once at their end. A twin takes and returns v128 (f32x4, i32x4, or lane masks
 * for bools) and runs the helper's body with simd-codegen.ts: each lane computes exactly what the
 * scalar helper computes for it, so the bits are the same. Every lane runs it, active or not: the
 * helper has no loops, no effects and nothing that can fail.
 */

import { InternalError } from '../../errors/errors.js';
import type { KernelIR, ScalarType } from '../../ir/nodes.js';
import { laneHelpers } from './simd-analysis.js';
import { vblock } from './simd-codegen.js';
import { laneHelperName, vexpr } from './simd-expr.js';
import { ProductCache } from './simd-products.js';
import type { VecScope } from './simd-scope.js';
import { StoredLanes } from './simd-stored.js';
import type { LaneWidth } from './types.js';
import { type Binaryen, FnContext, type Mod } from './types.js';

/** Adds the twin of every helper the 4-lane body of `k` calls. */
export function addLaneHelpers(
  b: Binaryen,
  m: Mod,
  k: KernelIR,
  helperTypes: ReadonlyMap<string, ScalarType>,
  lanes: LaneWidth,
): void {
  for (const f of laneHelpers(k)) {
    const params = f.params.map(() => b.v128);
    const c = new FnContext(b, m, params.length, params);
    const vlocals = new Map<string, number>();
    f.params.forEach((p, i) => {
      vlocals.set(p.name, i);
    });
    for (const l of f.locals) vlocals.set(l.name, c.scratchRaw(b.v128));
    const s: VecScope = {
      c,
      arrays: new Map(),
      index: [],
      helperTypes,
      vlocals,
      products: new ProductCache(),
      stored: new StoredLanes(),
      inner: k.rank - 1,
      lanes,
      uniform: new Set(),
      entry: () => undefined,
      consecutive: () => true,
      addr: (array) => {
        throw new InternalError(`helper '${f.sourceName}' accesses array '${array}' on 4 lanes`);
      },
    };
    const last = f.body[f.body.length - 1];
    if (last?.kind !== 'return' || !last.value)
      throw new InternalError(`helper '${f.sourceName}' has no twin`);
    const body = m.block(null, [vblock(s, f.body.slice(0, -1), null), m.return(vexpr(s, last.value))]);
    m.addFunction(laneHelperName(f.name), b.createType(params), b.v128, c.extraLocals(), body);
  }
}
