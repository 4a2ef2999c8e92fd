/** AsyncProgram's batches: a worker runs calls of one function back to back (lane coalescing). */
import type { RawExpr, RawStmt } from '../ir/nodes.js';
import { add, assign, bin, int, loc, param } from './layout.js';
import { freshTemp, type RewriteState } from './rewrite.js';

/**
 * Lane coalescing on a worker: the oldest min(pending, `lanes`, `caps`…) calls of the chosen
 * function run as one batch, back to back. `caps` are room bounds computed once per batch (a callee
 * that gains at most one call per call of this function fits `S - pending` more); `fits` is what
 * is still tested before each call (callees that may gain several), stopping the batch early.
 */
export function coalesced(
  st: RewriteState,
  count: string,
  caps: readonly RawExpr[],
  fits: RawExpr | null,
  run: readonly RawStmt[],
  lanes: string,
): RawStmt[] {
  const lane = freshTemp(st, 'lane');
  const width = freshTemp(st, 'width');
  const cap = (e: RawExpr): RawStmt => ({
    kind: 'if',
    test: bin('gt', loc(width), e),
    consequent: [assign(width, e)],
    alternate: [],
  });
  const check: RawStmt[] = fits
    ? [
        {
          kind: 'if',
          test: { kind: 'unary', type: 'unknown', op: 'not', arg: fits },
          consequent: [{ kind: 'break' }],
          alternate: [],
        },
      ]
    : [];
  return [
    assign(width, loc(count)),
    cap(param(lanes)),
    ...caps.map(cap),
    assign(lane, int(0)),
    {
      kind: 'loop',
      test: bin('lt', loc(lane), loc(width)),
      testAtEnd: false,
      body: [...check, ...run],
      update: [assign(lane, add(loc(lane), int(1)))],
    },
  ];
}
