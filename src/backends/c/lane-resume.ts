/**
 * console.log sites that a lane group leaves instead of running (render-lanes.ts). Why: on native,
 * any print code inside the loop over lane groups — the slot claim (an atomic), the record stores,
 * even a call to a cold function — makes GCC reload the loop's vector constants (Philox's keys and
 * multipliers) every group: a kernel with a never-true print ran 1.1–1.2× the kernel without it.
 *
 * In a kernel with no loop whose prints are all inside top-level `if`s (the kernels that take the
 * lane path only for their prints), the group function `tt_lanes_n` computes each such `if`'s
 * masks in the lane loop of the statements before it, as it does for any printing branch; when a
 * lane takes a printing branch it copies the lanes' locals into the caller's `tt_lanes_state`,
 * records the statement's number and returns 2 before anything of that statement has run. The
 * caller then leaves its loop of groups, calls `tt_lanes_resume` (cold, not inlined), which copies
 * the locals back and runs the group from that statement on (its test evaluated again: tests have
 * no effects on the lane path), and re-enters the loop at the next group. Each lane still runs its
 * item's statements in order, so results, records, and their item and statement order are the same.
 *
 * What a launch that prints nothing pays is kept to the print tests (GCC reloads nothing for them):
 * groups are RESUME_LANES wide (a group's fixed cost, its OR reduction and loop set-up, was ~4% of
 * a Philox kernel at 16 lanes); a printing branch's test feeds the OR directly, no mask array; a
 * group saves only the locals assigned before the site that the resume cannot recompute
 * (`siteLocals`, lane-replay.ts), the others the resume sets
 * itself; and a local whose first use is a top-level assignment gets no zero fill per group (at 16
 * lanes, five print locals' fills and saves cost saxpy ~9%, at 128 lanes ~50%).
 */
import type { Expr, KernelIR, Stmt } from '../../ir/nodes.js';
import { assignedNames, containsStmt, visit } from '../../ir/walk.js';
import { replayedAssignments } from './lane-replay.js';
import { isPrintSlot } from './lanes.js';
import { V } from './names.js';

/** Items per group in a kernel whose groups stop at prints (16 in other lane kernels, lanes.ts). */
export const RESUME_LANES = 128;

/** Whether `stmts` print (contain console.log's slot claim). */
export function printsIn(stmts: readonly Stmt[]): boolean {
  let prints = false;
  visit(
    stmts,
    () => {},
    (st) => {
      if (isPrintSlot(st)) prints = true;
    },
  );
  return prints;
}

/**
 * The top-level `if`s of `k.body` (after its leading guards) that print, by statement number, when
 * the kernel qualifies: it prints, has no loop and no uniform local, and every print is inside one
 * of these `if`s. Null otherwise (the prints then run inside the group, as before).
 */
export function resumeSites(k: KernelIR, uniform: ReadonlySet<string>): ReadonlyMap<Stmt, number> | null {
  if (!k.prints?.length || uniform.size > 0 || containsStmt(k.body, 'loop')) return null;
  const sites = new Map<Stmt, number>();
  k.body.forEach((s, n) => {
    if (s.kind === 'if' && (printsIn(s.consequent) || printsIn(s.alternate))) sites.set(s, n);
  });
  const rest = k.body.filter((s) => !sites.has(s));
  return sites.size > 0 && !printsIn(rest) ? sites : null;
}

/** Whether `e` reads the local `name`. */
function reads(e: Expr, name: string): boolean {
  let found = false;
  visit([{ kind: 'expr', expr: e }], (x) => {
    if (x.kind === 'local' && x.name === name) found = true;
  });
  return found;
}

/** The locals `stmts` read or assign (nested blocks included). */
function mentioned(stmts: readonly Stmt[], into: Set<string>): void {
  visit(
    stmts,
    (e) => {
      if (e.kind === 'local') into.add(e.name);
    },
    (s) => {
      if (s.kind === 'assign') into.add(s.name);
    },
  );
}

/**
 * Locals whose first use in `body` (after `guards`) is a top-level assignment not reading them:
 * their initial 0 is never read, so a group leaves their lanes unfilled.
 */
export function assignedBeforeRead(body: readonly Stmt[], guards: readonly Expr[]): Set<string> {
  const seen = new Set<string>();
  mentioned(
    guards.map((g) => ({ kind: 'expr', expr: g })),
    seen,
  );
  const out = new Set<string>();
  for (const s of body) {
    if (s.kind === 'assign' && !seen.has(s.name) && !reads(s.value, s.name)) out.add(s.name);
    mentioned([s], seen);
  }
  return out;
}

/**
 * What a group stopping before statement `n` hands over: `saved`, the locals assigned before it
 * (copied), and `replay`, the top-level assignments the resume runs again instead
 * (lane-replay.ts: pure values of unwritten arrays and of other replayed locals — constants among
 * them). The other locals still hold their initial 0 — those assigned only in an earlier site's
 * printing branch too, as a group that reaches `n` took none.
 */
export function siteLocals(
  body: readonly Stmt[],
  n: number,
  sites: ReadonlyMap<Stmt, number>,
): { saved: Set<string>; replay: Stmt[] } {
  const before = body.slice(0, n);
  const ran = before.flatMap((s) =>
    s.kind === 'if' && sites.has(s) ? [s.consequent, s.alternate].filter((b) => !printsIn(b)).flat() : [s],
  );
  const replay = replayedAssignments(before, ran);
  const replayed = new Set(replay.map((s) => (s.kind === 'assign' ? s.name : '')));
  const saved = new Set([...assignedNames(ran)].filter((name) => !replayed.has(name)));
  return { saved, replay };
}

/** How a kernel's groups stop at prints: where, how wide, what each site hands over. */
export interface ResumePlan {
  readonly sites: ReadonlyMap<Stmt, number>;
  readonly width: number;
  /** The C locals a group saves when it stops before statement `n`. */
  readonly saved: (n: number) => readonly { name: string }[];
  /** The assignments the resume replays before statement `n` (lane-replay.ts). */
  readonly replay: (n: number) => readonly Stmt[];
  /** Locals a group leaves unfilled (`assignedBeforeRead`). */
  readonly unfilled: ReadonlySet<string>;
}

/** The plan of `k` (after its leading `guards`) when its groups stop at prints (`resumeSites`). */
export function resumePlan(
  k: KernelIR,
  guards: readonly Expr[],
  uniform: ReadonlySet<string>,
): ResumePlan | null {
  const sites = resumeSites(k, uniform);
  if (!sites) return null;
  const saved = (n: number) => {
    const names = siteLocals(k.body, n, sites).saved;
    return k.locals.filter((v) => names.has(v.name)).map((v) => ({ name: V(v.name) }));
  };
  const replay = (n: number) => siteLocals(k.body, n, sites).replay;
  return { sites, width: RESUME_LANES, saved, replay, unfilled: assignedBeforeRead(k.body, guards) };
}

/** The struct that carries a group's lane locals from `tt_lanes_n` to `tt_lanes_resume`. */
export function stateStruct(locals: readonly { name: string; ctype: string }[], lanes: number): string[] {
  return [
    "/* a lane group that prints: where it stopped and its lanes' locals (lane-resume.ts) */",
    'struct tt_lanes_state {',
    '  int32_t from;',
    ...locals.map((l) => `  ${l.ctype} ${l.name}[${lanes}];`),
    '};',
  ];
}

/** The lines that save `locals` and leave the group at statement `n` (inside `tt_lanes_n`). */
export function bailOut(locals: readonly { name: string }[], n: number, ind: string): string[] {
  return [
    ...locals.map((l) => `${ind}__builtin_memcpy(tt_ls->${l.name}, ${l.name}, sizeof ${l.name});`),
    `${ind}tt_ls->from = ${n};`,
    `${ind}return 2;`,
  ];
}

/**
 * `tt_lanes_resume`: the group from the statement it stopped at on, the locals it saved there
 * restored (`plan.saved(n)`), the others 0. `from(n)` renders the lane statements from statement `n` on,
 * after its replayed constants (their lines and how many masks they use).
 */
export function resumeFunction(
  rank: number,
  { sites, saved }: ResumePlan,
  locals: readonly { name: string; ctype: string }[],
  params: readonly string[],
  from: (n: number) => { lines: readonly string[]; masks: number },
): string[] {
  const out = [
    `static __attribute__((noinline, cold)) void tt_lanes_resume(${params.join(', ')}) {`,
    `  (void)i0; (void)i1; (void)i2; (void)tt_ib; (void)tt_err;`.replace(`(void)i${rank - 1}; `, ''),
    ...locals.map((l) => `  ${l.ctype} ${l.name}[${RESUME_LANES}] = {0};`),
    '  switch (tt_ls->from) {',
  ];
  for (const n of new Set(sites.values())) {
    const r = from(n);
    out.push(`    case ${n}: {`);
    for (const l of saved(n))
      out.push(`      __builtin_memcpy(${l.name}, tt_ls->${l.name}, sizeof ${l.name});`);
    for (let i = 1; i <= r.masks; i++) out.push(`      int32_t tt_m${i}[${RESUME_LANES}];`);
    out.push(...r.lines, '      break;', '    }');
  }
  out.push('  }', '}', '');
  return out;
}
