/** AsyncProgram's batches: a worker runs calls of one function back to back (lane coalescing). */
import type { RawExpr, RawStmt } from '../ir/nodes.js';
import { add, and, assign, bin, type FnLayout, int, loc, param } from './layout.js';
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
  run: (lane: string) => readonly RawStmt[],
  lanes: string,
  /** A two-phase batch's first phase over lanes 0 … width - 1 (two-phase.ts), or null. */
  phase1: ((width: string) => readonly RawStmt[]) | null = null,
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
    ...(phase1 ? phase1(width) : []),
    assign(lane, int(0)),
    {
      kind: 'loop',
      test: bin('lt', loc(lane), loc(width)),
      testAtEnd: false,
      body: [...check, ...run(lane)],
      update: [assign(lane, add(loc(lane), int(1)))],
    },
  ];
}

/** A callee whose pending count one call may grow by `delta` (> 0). */
export interface Growth {
  readonly count: string;
  readonly delta: number;
}

/**
 * The room tests of a worker's batches: per root, how much one invocation may grow each callee's
 * pending count (`counts`: the per-function count locals; `S`: the stack size parameter), and
 * whether all of those grown counts still fit.
 */
export function roomOf(
  bounds: ReadonlyMap<string, ReadonlyMap<string, number>>,
  layouts: readonly FnLayout[],
  counts: readonly string[],
  S: string,
) {
  const growth = (root: string): Growth[] =>
    layouts.flatMap((h, hi) => {
      const delta = (bounds.get(root)?.get(h.name) ?? 0) - (h.name === root ? 1 : 0);
      return delta > 0 ? [{ count: counts[hi] ?? '', delta }] : [];
    });
  const fitsAll = (gs: readonly Growth[]): RawExpr =>
    gs.reduce<RawExpr>((e, g) => and(e, bin('le', add(loc(g.count), int(g.delta)), param(S))), {
      kind: 'const',
      type: 'bool',
      value: true,
    });
  return { growth, fitsAll, fits: (root: string): RawExpr => fitsAll(growth(root)) };
}

/**
 * `sel` := the function with the most pending calls (its index; -1 when none) among those whose
 * callees' grown counts fit; `best` := its count.
 */
export function chooseFunction(
  sel: string,
  best: string,
  layouts: readonly FnLayout[],
  counts: readonly string[],
  fits: (root: string) => RawExpr,
): RawStmt[] {
  return [
    assign(sel, int(-1)),
    assign(best, int(0)),
    ...layouts.map(
      (l, gi): RawStmt => ({
        kind: 'if',
        test: and(bin('gt', loc(counts[gi] ?? ''), loc(best)), fits(l.name)),
        consequent: [assign(sel, int(gi)), assign(best, loc(counts[gi] ?? ''))],
        alternate: [],
      }),
    ),
  ];
}
