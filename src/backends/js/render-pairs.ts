/** Rendering two items per iteration of the item loop (the plan is pair-items.ts's). */
import type { Expr, KernelIR, LoopStmt, Stmt } from '../../ir/nodes.js';
import type { PairPlan } from './pair-items.js';

/** What rendering a pair needs of each item's renderer (render.ts; the second one's names differ). */
export interface ItemRenderer {
  declare(vars: KernelIR['locals'], ind: string, out: string[]): void;
  block(stmts: readonly Stmt[], ind: string, ret: string, out: string[]): void;
  asExpression(s: Stmt): string;
  expr(e: Expr): string;
  plainLoop(s: LoopStmt, ind: string, ret: string, out: string[]): void;
}

/** Items `from`, `from + 1`, … below `to` (an even count) of `k` two at a time, at indent `ind`. */
export function renderPairs(
  [a, b]: readonly [ItemRenderer, ItemRenderer],
  k: KernelIR,
  plan: PairPlan,
  { ind, from, to }: { ind: string; from: string; to: string },
  out: string[],
): void {
  const i = `i${k.rank - 1}`;
  const body = `${ind}  `;
  const both = (render: (r: ItemRenderer) => void) => {
    render(a);
    render(b);
  };
  out.push(`${ind}for (let ${i} = ${from}; ${i} < ${to}; ${i} += 2) {`);
  both((r) => r.declare(k.locals, body, out));
  both((r) => r.block(plan.pre, body, 'continue;', out));
  const { loop } = plan;
  const update = [a, b].flatMap((r) => loop.update.map((u) => r.asExpression(u))).join(', ');
  out.push(`${body}for (; ${a.expr(loop.test)} && ${b.expr(loop.test)}; ${update}) {`);
  both((r) => r.block(loop.body, `${body}  `, 'continue;', out));
  out.push(`${body}}`);
  both((r) => r.plainLoop(loop, body, 'continue;', out));
  both((r) => r.block(plan.post, body, 'continue;', out));
  out.push(`${ind}}`);
}
