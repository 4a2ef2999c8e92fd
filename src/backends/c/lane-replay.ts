/**
 * Which of a lane group's locals the resume recomputes rather than the group saving them
 * (lane-resume.ts). Saving costs the launch that prints nothing: a saved local is a per-lane array
 * that every group stores — the copy into `tt_lanes_state` reads it — where a local only its own
 * lane loop reads stays in a register (GCC drops the stores). A 3-point stencil with a
 * never-true print saved its two neighbours and ran 1.14× the kernel without the print (one thread,
 * 16M items, the generated C); with them recomputed, 0.87–0.89×.
 *
 * A local is recomputed when every assignment to it before the stop is a top-level assignment
 * whose value is pure and reads only launch indices, parameters, lengths, other recomputed locals
 * (or locals not yet assigned: 0 in both runs) and arrays that nothing before the stop writes —
 * so replaying those assignments in order gives each lane the values it had.
 */
import type { Expr, Stmt } from '../../ir/nodes.js';
import { assignedNames, childExprs, writtenArrays } from '../../ir/walk.js';

/** Whether `e` has no effect and reads no array in `written`; `reads` collects the locals it reads. */
function pure(e: Expr, written: ReadonlySet<string>, reads: Set<string>): boolean {
  switch (e.kind) {
    case 'atomic':
    case 'helper':
    case 'let':
    case 'groupId':
      return false;
    case 'load':
      if (written.has(e.array)) return false;
      break;
    case 'local':
      reads.add(e.name);
      break;
    default:
  }
  return childExprs(e).every((c) => pure(c, written, reads));
}

/**
 * The top-level assignments of `before` (the statements a group ran before it stopped; `ran` those
 * of them whose effects count — a printing `if` the group passed ran none of its printing branch)
 * that the resume replays, in order; every local they assign is recomputed, not saved.
 */
export function replayedAssignments(before: readonly Stmt[], ran: readonly Stmt[]): Stmt[] {
  const written = writtenArrays(before);
  const topLevel = new Set(before);
  const reads = new Map<Stmt, Set<string>>();
  const assigned = assignedNames(ran);
  const candidates = new Set(assigned);
  for (const s of ran) {
    if (s.kind !== 'assign') continue;
    const r = new Set<string>();
    if (topLevel.has(s) && pure(s.value, written, r)) reads.set(s, r);
    else candidates.delete(s.name);
  }
  // nested assignments (inside an `if`) are not replayed: their locals are saved
  for (const name of assignedNames(ran.filter((s) => s.kind !== 'assign'))) candidates.delete(name);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [s, r] of reads) {
      if (s.kind !== 'assign' || !candidates.has(s.name)) continue;
      if ([...r].some((name) => assigned.has(name) && !candidates.has(name))) {
        candidates.delete(s.name);
        changed = true;
      }
    }
  }
  return ran.filter((s) => s.kind === 'assign' && candidates.has(s.name));
}
