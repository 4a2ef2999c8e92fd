/**
 * The checks of a lane group (render-lanes.ts): each checked loop's body renderer (lane-index.ts),
 * its per-lane range checks (lane-conditions.ts) and the group's lane-hazard sets (lane-hazard.ts).
 */
import type { Expr, KernelIR, LoopStmt } from '../../ir/nodes.js';
import type { AffineNames, Hoisting, LoopHoisting } from '../../passes/affine-index.js';
import { accessConditions, rangeChecks } from './lane-conditions.js';
import { LaneHazards } from './lane-hazard.js';
import { checkedLoopRenderers, type LaneRendering } from './lane-index.js';
import { type CheckedLoop, checkedLoops, firstStore } from './lane-loops.js';
import { uniformExpr } from './lane-uniform.js';
import { laneHazardArrays } from './lanes.js';
import type { ExprRenderer } from './render-expr.js';

export interface LaneChecks {
  /** Top-level loops with an entry check, and the renderer of their bodies (accesses unchecked). */
  readonly checked: ReadonlyMap<LoopStmt, { readonly cl: CheckedLoop; readonly x: ExprRenderer }>;
  /** The lane-hazard checks: at early loops' entries and at the first store. */
  readonly hazards: LaneHazards;
  /** A checked loop's range checks per lane, its counter at entry `j0` (a C expression). */
  readonly rangeOk: (h: LoopHoisting, j0: string) => string[];
}

/** The checks of `r.k` (the kernel without its leading guards); `kernel`: the whole kernel. */
export function laneChecks(
  kernel: KernelIR,
  h: Hoisting,
  names: AffineNames,
  r: LaneRendering,
  x: ExprRenderer,
): LaneChecks {
  const k = r.k;
  const loops = checkedLoops(k, h, names);
  const checked = checkedLoopRenderers(loops, r);
  const W = r.d.wideInt;
  const expr = (e: Expr) => x.expr(e);
  const conditions = accessConditions(
    k.body,
    expr,
    (e) => e === null || uniformExpr(e, r.uniform, k.rank - 1),
  );
  const rangeOk = rangeChecks(conditions, W, expr);
  const hazardCtx = { wideInt: W, rank: k.rank, wide: r.wide, expr, local: r.lanes.local, conditions };
  const hazards = new LaneHazards(k, loops, hazardCtx, firstStore(k), laneHazardArrays(kernel, h));
  return { checked, hazards, rangeOk };
}
