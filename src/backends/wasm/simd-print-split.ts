/**
 * The order of an unrolled body (two groups of lanes per iteration, simd-unroll.ts) in a kernel
 * that prints. The statements before the first print run for both groups back to back, then the
 * rest of each: a branch holding a print between the two groups would keep constants they share
 * (tt.rand's Philox) from staying in registers. When the first print sits in a top-level `if`
 * (the usual `if (bad) console.log(...)`), that `if`'s test is computed for both groups with the
 * statements before it, and one any-lane test of both masks skips both branches: the only cost a
 * print that prints nothing adds per 8 items. Valid because a group touches only its own lanes'
 * elements of a stored array (the 4-lane rule), and slots are claimed in today's order (group
 * after group, each in statement order) since no print follows that `if`.
 */

import { PRINT_WORDS } from '../../frontend/lower-print.js';
import type { Expr, KernelIR, Stmt } from '../../ir/nodes.js';
import { childExprs, visit } from '../../ir/walk.js';
import type { X } from './types.js';

/**
 * console.log's record at `stmts[n]` (frontend/lower-print.ts): the slot claim
 * `slot = Atomics.add(tt_print, 0, 1)` and the `if (slot < cap)` after it that writes the record.
 */
export function printRecord(stmts: readonly Stmt[], n: number): readonly Stmt[] | undefined {
  const claim = stmts[n];
  const next = stmts[n + 1];
  if (claim?.kind !== 'assign' || claim.value.kind !== 'atomic' || claim.value.array !== PRINT_WORDS) return;
  const test = next?.kind === 'if' ? next.test : undefined;
  const reads = test?.kind === 'binary' && test.left.kind === 'local' && test.left.name === claim.name;
  return next && reads ? [claim, next] : [claim];
}

/** Whether `stmts` print (hold console.log's slot claim) anywhere. */
export function holdsPrint(stmts: readonly Stmt[]): boolean {
  let claims = false;
  visit(
    stmts,
    (e) => {
      if (e.kind === 'atomic' && e.array === PRINT_WORDS) claims = true;
    },
    () => undefined,
  );
  return claims;
}

/** The first top-level statement of `k` that prints, if any. */
export function firstPrint(k: KernelIR): number | undefined {
  const at = k.body.findIndex((st) => holdsPrint([st]));
  return at < 0 ? undefined : at;
}

/** A printing kernel's body cut at its first print (`k`: with the test's local, if any). */
export interface PrintSplit {
  readonly k: KernelIR;
  /** The statements before the first print (and the test's assignment). */
  readonly hot: readonly Stmt[];
  /** The bool local the printing `if` tests, set at the end of `hot`; undefined: not split so. */
  readonly test?: string;
  /** That `if`, testing the local (empty when not split so). */
  readonly branch: readonly Stmt[];
  /** The statements after it (or from the first print on, when not split so). */
  readonly tail: readonly Stmt[];
}

/** Whether `e` claims a slot or runs another atomic (its time of evaluation then matters). */
const sideEffects = (e: Expr): boolean => e.kind === 'atomic' || childExprs(e).some(sideEffects);

/** A name none of `k`'s locals or parameters has. */
function freshName(k: KernelIR, base: string): string {
  const taken = new Set([...k.locals.map((l) => l.name), ...k.params.map((p) => p.name)]);
  let name = base;
  for (let n = 1; taken.has(name); n++) name = `${base}${n}`;
  return name;
}

/**
 * `early`: test the printing `if` with the statements before it (not for product chains: a
 * mask kept across the other group's chain measured slower on 16M tt.rand, 1.27× against 1.0–1.1×).
 */
export function printSplit(k: KernelIR, early: boolean): PrintSplit {
  const cut = firstPrint(k) ?? k.body.length;
  const hot = k.body.slice(0, cut);
  const printing = k.body[cut];
  const tail = k.body.slice(cut + 1);
  // skipping both branches when no lane takes the `if` needs one without `else`
  const plain = printing?.kind === 'if' && printing.alternate.length === 0;
  if (!early || printing?.kind !== 'if' || !plain || sideEffects(printing.test) || holdsPrint(tail))
    return { k, hot, branch: [], tail: k.body.slice(cut) };
  const test = freshName(k, 'tt_print_test');
  const loc = printing.loc;
  const local: Expr = { kind: 'local', type: 'bool', name: test, loc };
  return {
    k: { ...k, locals: [...k.locals, { name: test, type: 'bool', sourceName: test }] },
    hot: [...hot, { kind: 'assign', name: test, value: printing.test, loc }],
    test,
    branch: [{ ...printing, test: local }],
    tail,
  };
}

/** What twoBodies needs of the loop (simd-loop.ts). */
export interface TwoBodies {
  /** Renders statements for the first or second group of lanes (`fresh`: locals start at 0). */
  readonly body: (stmts: readonly Stmt[], second: boolean, fresh: boolean) => X[];
  /** Moves x by delta (and, `again`, its index locals). */
  readonly move: (delta: number, again: boolean) => X[];
  /** `if (any lane of either group's bool local is true) then`. */
  readonly either: (local: string, then: X[]) => X;
}

/** Two bodies: lanes x..x+lanes-1, then the next `lanes`, leaving x 2 × lanes further on. */
export function twoBodies(k: KernelIR, g: TwoBodies, lanes: number, early: boolean): X[] {
  if (firstPrint(k) === undefined)
    return [
      ...g.body(k.body, false, true),
      ...g.move(lanes, true),
      ...g.body(k.body, false, true),
      ...g.move(lanes, false),
    ];
  const split = printSplit(k, early);
  const both = (stmts: readonly Stmt[], fresh: boolean, last: boolean): X[] => [
    ...g.body(stmts, false, fresh),
    ...g.move(lanes, true),
    ...g.body(stmts, true, fresh),
    ...g.move(last ? lanes : -lanes, !last),
  ];
  const branch = split.test === undefined ? [] : [g.either(split.test, both(split.branch, false, false))];
  return [...both(split.hot, true, false), ...branch, ...both(split.tail, false, true)];
}
