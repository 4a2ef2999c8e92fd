/**
 * Statements after a printing `if` that may run before it in a lane body (render-lanes.ts). A
 * branch that prints is tested in the lane loop of the statements before it, then skipped by one
 * any-lane test; the statements after it started a lane loop of their own — in a row sum that
 * prints an element inside its loop, `s += v` became a second loop per iteration, and the kernel
 * took 1.36× its twin without the print. A statement moves up into the loop before the test when
 * the branch could not observe the move: the branch does not leave the item or the loop (return,
 * break, continue), the statement is an assignment to a per-lane local or a store, the branch
 * neither reads nor assigns what it assigns, assigns nothing it reads, and stores to no
 * array it loads (a print's branch stores only to the print arrays, which no user statement
 * reads) — so each lane computes exactly what its item computes.
 */
import type { IfStmt, Stmt } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';

interface Effects {
  readonly readsLocals: Set<string>;
  readonly writesLocals: Set<string>;
  readonly loads: Set<string>;
  readonly stores: Set<string>;
}

function effects(stmts: readonly Stmt[]): Effects {
  const e: Effects = { readsLocals: new Set(), writesLocals: new Set(), loads: new Set(), stores: new Set() };
  visit(
    stmts,
    (x) => {
      if (x.kind === 'local') e.readsLocals.add(x.name);
      else if (x.kind === 'load' || x.kind === 'atomic') e.loads.add(x.array);
      else if (x.kind === 'let') e.writesLocals.add(x.name);
    },
    (s) => {
      if (s.kind === 'assign') e.writesLocals.add(s.name);
      else if (s.kind === 'store') e.stores.add(s.array);
    },
  );
  return e;
}

const meets = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => [...a].some((x) => b.has(x));

/**
 * How many of `after` (the statements following the printing `if` `branch`) may run before it:
 * the leading run of simple statements (`simple` says which) the branch cannot observe moving.
 */
export function hoistableAfter(branch: IfStmt, after: readonly Stmt[], simple: (s: Stmt) => boolean): number {
  // a lane that leaves here (return, break, continue) must not run what follows
  let leaves = false;
  visit(
    [branch],
    () => {},
    (s) => {
      if (s.kind === 'return' || s.kind === 'break' || s.kind === 'continue') leaves = true;
    },
  );
  if (leaves) return 0;
  const b = effects([branch]);
  let n = 0;
  for (const s of after) {
    if ((s.kind !== 'assign' && s.kind !== 'store') || !simple(s)) break;
    const e = effects([s]);
    if (meets(e.writesLocals, b.readsLocals) || meets(e.writesLocals, b.writesLocals)) break;
    if (meets(e.readsLocals, b.writesLocals) || meets(e.stores, b.loads) || meets(e.loads, b.stores)) break;
    n++;
  }
  return n;
}
