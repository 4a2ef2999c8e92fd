/**
 * AsyncProgram's control words, packed into one i32 device array (one storage buffer on webgpu,
 * not four): the kernel is built against four logical arrays — the control words (`__ctl`), the
 * makeWork budget, the per-worker call counters and the ring counts/heads/mail (TOP) — and this
 * rewrite turns every access of the last three into an access of `__ctl` at the region's offset:
 *
 *   [0, CTL_WORDS)                      control words (halt, no more work, bound exceeded, blocked)
 *   [BUDGET_AT, BUDGET_AT + 2)          makeWork budget, workers started
 *   [NCALLS_AT, NCALLS_AT + NW × (F+3)) per worker: calls per function, makeWork calls, batches, steals
 *   [TOP_AT, TOP_AT + topWords)         per worker and function a count and a ring head, then mail
 *
 * TOP_AT depends on the number of workers, so it is a scalar parameter (`__topat`).
 */
import type { RawExpr, RawStmt } from '../ir/nodes.js';
import { mapExprs, mapStmts } from '../ir/walk.js';
import { CTL_WORDS, site } from './layout.js';
import type { LowerShared } from './lower-fn.js';

export const BUDGET_AT = CTL_WORDS;
export const NCALLS_AT = CTL_WORDS + 2;
/** Where TOP starts in the packed array, for `workers` workers of `functions` functions. */
export const topAt = (workers: number, functions: number) => NCALLS_AT + workers * (functions + 3);
/** Words of the packed control array. */
export const controlWords = (workers: number, functions: number, topWords: number) =>
  topAt(workers, functions) + topWords;

/**
 * Rewrites accesses of the logical arrays `budget`, `ncalls` and `top` in `body` into accesses of
 * `ctl` at their regions (`topAtParam`: the scalar parameter holding TOP's offset).
 */
export function packControl(
  sh: LowerShared,
  body: RawStmt[],
  names: { ctl: string; budget: string; ncalls: string; top: string; topAtParam: string },
): RawStmt[] {
  const base = new Map<string, RawExpr>([
    [names.budget, { kind: 'const', type: 'int', value: BUDGET_AT }],
    [names.ncalls, { kind: 'const', type: 'int', value: NCALLS_AT }],
    [names.top, { kind: 'param', type: 'unknown', name: names.topAtParam }],
  ]);
  const moved = (index: RawExpr, at: RawExpr): RawExpr => ({
    kind: 'binary',
    type: 'unknown',
    op: 'add',
    left: at,
    right: index,
  });
  const exprs = mapExprs(body, (e) => {
    if (e.kind !== 'load' && e.kind !== 'atomic') return e;
    const at = base.get(e.array);
    if (!at) return e;
    return { ...e, array: names.ctl, index: moved(e.index, at), site: site(sh, names.ctl, e.loc) };
  });
  return mapStmts(exprs, (s) => {
    if (s.kind !== 'store') return s;
    const at = base.get(s.array);
    if (!at) return s;
    return { ...s, array: names.ctl, index: moved(s.index, at), site: site(sh, names.ctl, s.loc) };
  });
}
