/** AsyncProgram's batches: a worker runs calls of one function back to back (lane coalescing). */
import type { RawExpr, RawStmt } from '../ir/nodes.js';
import { add, assign, bin, int, loc, param } from './layout.js';
import { freshTemp, type RewriteState } from './rewrite.js';

/**
 * Lane coalescing on a worker: the oldest min(pending, `lanes`) calls of the chosen function run as
 * one batch, back to back (stopping early when the next one's worst-case outputs would not fit).
 */
export function coalesced(
  st: RewriteState,
  count: string,
  fits: RawExpr,
  run: readonly RawStmt[],
  lanes: string,
): RawStmt[] {
  const lane = freshTemp(st, 'lane');
  const width = freshTemp(st, 'width');
  return [
    assign(width, loc(count)),
    {
      kind: 'if',
      test: bin('gt', loc(width), param(lanes)),
      consequent: [assign(width, param(lanes))],
      alternate: [],
    },
    assign(lane, int(0)),
    {
      kind: 'loop',
      test: bin('lt', loc(lane), loc(width)),
      testAtEnd: false,
      body: [
        {
          kind: 'if',
          test: { kind: 'unary', type: 'unknown', op: 'not', arg: fits },
          consequent: [{ kind: 'break' }],
          alternate: [],
        },
        ...run,
      ],
      update: [assign(lane, add(loc(lane), int(1)))],
    },
  ];
}
