/**
 * Lane indices of the C lane path (render-lanes.ts): an access of a loop-checked loop as lane 0's
 * index plus a step per lane, so the compiler sees one contiguous, broadcast or strided access.
 */
import type { Expr, KernelIR, LoopStmt, Stmt } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';
import type { Poly } from '../../passes/affine-index.js';
import type { SmallDTypeName } from '../../types/dtype.js';
import { loopIndex } from './affine.js';
import type { CDialect } from './dialect.js';
import type { CheckedLoop } from './lane-loops.js';
import { uniformExpr } from './lane-uniform.js';
import { ExprRenderer } from './render-expr.js';

/**
 * The index of a loop-checked access as lane 0's index plus a constant step per lane, when the
 * index varies between lanes only through the innermost launch index (coefficient c, a constant):
 * `(int64_t)(index at tt_ib) + c * tt_l`. Every lane's index was proven in [0, length) at loop
 * entry, so lane 0's wrapped 32-bit value is exact and lane l's is c·l more — and the compiler
 * sees one contiguous (c = 1) or broadcast (c = 0) access instead of a gather.
 */
export function laneIndex(
  node: object,
  ab: { readonly a: Poly; readonly b: Poly },
  k: KernelIR,
  uniform: ReadonlySet<string>,
  x: ExprRenderer,
  indices: ReadonlyMap<object, Expr>,
  j: string,
): string | undefined {
  const inner = `i${k.rank - 1}`;
  let c = 0n;
  // a step that is a product of invariants (A[j][k] across lanes j: shape1): at most two 32-bit
  // values and a small constant, exact in int64_t
  const symbolic: string[] = [];
  for (const m of ab.a) {
    if (!m.syms.includes(inner)) continue;
    const others = m.syms.filter((sym) => sym !== inner);
    if (others.length === m.syms.length - 1 && others.length === 0) c += m.k;
    else if (others.length === m.syms.length - 1 && others.length === 1 && m.k >= -1024n && m.k <= 1024n)
      symbolic.push(`${m.k}LL * (int64_t)${others[0]}`);
    else return undefined;
  }
  if (ab.b.some((m) => m.syms.includes(inner))) return undefined;
  const index = indices.get(node);
  // the index may vary between lanes only through the innermost index (dim -1: none is varying)
  let lane0: string;
  if (index && uniformExpr(index, uniform, -1))
    lane0 = `(int64_t)(${x.expr(index).replace(new RegExp(`\\b${inner}\\b`, 'g'), 'tt_ib')})`;
  else {
    // or its affine form does (a local set to `k + 1 + i0` at the top, a store's index temporary):
    // A + B·j at lane 0, when every other symbol and the counter are the same in every lane
    const varying = (sym: string) => sym.includes('[');
    if (varying(j) || [...ab.a, ...ab.b].some((m) => m.syms.some(varying))) return undefined;
    const at0 = ab.a.map((m) => ({ k: m.k, syms: m.syms.map((sym) => (sym === inner ? 'tt_ib' : sym)) }));
    lane0 = loopIndex(at0, ab.b, j);
  }
  if (symbolic.length) return `(${lane0} + (${[`${c}LL`, ...symbolic].join(' + ')}) * (int64_t)tt_l)`;
  if (c === 0n) return lane0;
  return `(${lane0} + ${c}LL * (int64_t)tt_l)`;
}

/** The index expression of every access node (load, atomic, store) of `stmts`. */
export function accessIndices(stmts: readonly Stmt[]): Map<object, Expr> {
  const out = new Map<object, Expr>();
  visit(
    stmts,
    (e) => {
      if (e.kind === 'load' || e.kind === 'atomic') out.set(e, e.index);
    },
    (st) => {
      if (st.kind === 'store') out.set(st, st.index);
    },
  );
  return out;
}

/** What `checkedLoopRenderers` renders with: the lane path's renderer settings. */
export interface LaneRendering {
  readonly d: CDialect;
  readonly k: KernelIR;
  readonly unchecked: ReadonlySet<object>;
  readonly wide: ReadonlyMap<object, string>;
  readonly storage: ReadonlyMap<string, SmallDTypeName>;
  readonly uniform: ReadonlySet<string>;
  readonly lanes: { readonly local: (name: string) => string };
}

/**
 * The renderer of each checked loop's body (lane-loops.ts `checkedLoops`): its accesses unchecked and,
 * where they step with the lane, written as lane 0's index plus a step (`laneIndex`).
 */
export function checkedLoopRenderers(
  loops: ReadonlyMap<LoopStmt, CheckedLoop>,
  r: LaneRendering,
): Map<LoopStmt, { cl: CheckedLoop; x: ExprRenderer }> {
  const checked = new Map<LoopStmt, { cl: CheckedLoop; x: ExprRenderer }>();
  const indices = accessIndices(r.k.body);
  for (const [loop, cl] of loops) {
    const lh = cl.h;
    const unchecked = new Set([...r.unchecked, ...lh.unchecked]);
    // lane 0's index with the loop's accesses unchecked (its dimension checks included)
    const lane0 = new ExprRenderer(r.d, unchecked, r.wide, r.storage, r.lanes);
    const index = new Map(r.wide);
    const j = r.lanes.local(lh.loopVar);
    for (const [node, ab] of lh.indexOf) {
      const i = laneIndex(node, ab, r.k, r.uniform, lane0, indices, j);
      if (i) index.set(node, i);
    }
    checked.set(loop, { cl, x: new ExprRenderer(r.d, unchecked, index, r.storage, r.lanes) });
  }
  return checked;
}
