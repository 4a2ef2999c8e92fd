/** The early-return prologue of a native lane group (render-lanes.ts): all, none or some items go on. */
import type { Expr } from '../../ir/nodes.js';
import type { ExprRenderer } from './render-expr.js';

/**
 * The early returns of a lane group (lanes.ts `leadingGuards`): none of its items goes on, the
 * group is done; some do, they run one at a time (`tt_item_fast`, the guards included); all do, the
 * rest of the body runs as lanes. Nothing has run before: no store to undo, no error to order.
 */
export function guardPrologue(
  guards: readonly Expr[],
  x: ExprRenderer,
  rank: number,
  args: readonly string[],
): string[] {
  const inner = `i${rank - 1}`;
  const live = guards.map((g) => `!(${x.expr(g)})`).join(' && ');
  const item = args.map((a) => (a === 'tt_ib' ? 'tt_ib + tt_l' : a)).join(', ');
  return [
    '  {',
    '    int32_t tt_live = 0;',
    '    #pragma omp simd reduction(+:tt_live)',
    '    for (int32_t tt_l = 0; tt_l < tt_nl; tt_l++) {',
    ...(new RegExp(`\\b${inner}\\b`).test(live) ? [`      const int32_t ${inner} = tt_ib + tt_l;`] : []),
    `      tt_live += (int32_t)(${live});`,
    '    }',
    '    if (tt_live == 0) return true;',
    '    if (tt_live < tt_nl) {',
    `      for (int32_t tt_l = 0; tt_l < tt_nl; tt_l++) tt_item_fast(${item});`,
    '      return true;',
    '    }',
    '  }',
  ];
}
