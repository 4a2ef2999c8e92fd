/**
 * A loop that prints, run quiet first (render-lanes.ts). A lane group's plain loop whose body
 * holds `if (…) console.log(…)` tested every iteration whether any lane printed (an OR across the
 * lanes and a branch per iteration: a row sum printing an element inside its loop ran 1.2× its
 * twin without the print). When the printing branches change nothing the rest of the kernel
 * reads — they assign only locals read by printing branches (console.log's own temporaries and
 * sequence number) and store only their records — and the loop stores and runs atomics nowhere
 * else, the loop first runs without them, OR-ing their tests into one flag (no branch): the
 * values it computes are exactly those of the printing run. When no lane's test held, that is the
 * loop; when one did, the locals the loop assigns are restored to their values at its entry and
 * the loop runs again with its prints — the same values, now printed.
 */
import { PRINT_WORDS } from '../../frontend/lower-print.js';
import type { IfStmt, LoopStmt, Stmt } from '../../ir/nodes.js';
import { visit } from '../../ir/walk.js';
import { printsIn } from './lane-resume.js';

export interface QuietLoop {
  /** The printing `if`s of the loop body, each run quiet as an OR of its test. */
  readonly tests: ReadonlySet<IfStmt>;
  /** The locals the loop assigns outside them: saved at its entry, restored before the printing run. */
  readonly saved: readonly string[];
}

function printingIf(s: Stmt): boolean {
  return s.kind === 'if' && s.alternate.length === 0 && printsIn(s.consequent);
}

/** The plan for `loop` in a kernel whose body is `body`, or undefined when it does not qualify. */
export function quietLoop(loop: LoopStmt, body: readonly Stmt[]): QuietLoop | undefined {
  const tests = new Set(loop.body.filter((s): s is IfStmt => s.kind === 'if' && printingIf(s)));
  if (tests.size === 0) return undefined;
  const inBranches = new Set<string>();
  let ok = true;
  // the printing branches: assign locals and store records only
  visit(
    [...tests].flatMap((t) => t.consequent),
    (e) => {
      if (e.kind === 'atomic' && e.array !== PRINT_WORDS) ok = false;
    },
    (s) => {
      if (s.kind === 'assign') inBranches.add(s.name);
      else if (s.kind === 'store' && s.array !== PRINT_WORDS) ok = false;
      else if (s.kind === 'break' || s.kind === 'continue' || s.kind === 'return') ok = false;
    },
  );
  // the rest of the loop: no stores, atomics or jumps, no other print
  const rest = [...loop.body.filter((s) => !tests.has(s as IfStmt)), ...loop.update];
  const saved = new Set<string>();
  visit(
    [...rest, ...[...tests].map((t): Stmt => ({ ...t, consequent: [] }))],
    (e) => {
      if (e.kind === 'atomic' || e.kind === 'let') ok = false;
    },
    (s) => {
      if (s.kind === 'assign') saved.add(s.name);
      else if (s.kind !== 'if' && s.kind !== 'loop') ok = false;
    },
  );
  if (!ok) return undefined;
  // locals the branches assign are read by printing branches only (anywhere in the kernel)
  const readOutside = new Set<string>();
  const scan = (stmts: readonly Stmt[]) =>
    visit(stmts, (e) => {
      if (e.kind === 'local') readOutside.add(e.name);
    });
  const outside = (stmts: readonly Stmt[]): void => {
    for (const s of stmts) {
      if (s.kind === 'if' && printingIf(s)) {
        scan([{ ...s, consequent: [] }]); // its test
        continue;
      }
      if (s.kind === 'if') {
        scan([{ ...s, consequent: [], alternate: [] }]);
        outside(s.consequent);
        outside(s.alternate);
      } else if (s.kind === 'loop') {
        scan([{ ...s, body: [], update: [] }]);
        outside(s.body);
        outside(s.update);
      } else scan([s]);
    }
  };
  outside(body);
  for (const name of inBranches) if (readOutside.has(name) || saved.has(name)) return undefined;
  return { tests, saved: [...saved] };
}
