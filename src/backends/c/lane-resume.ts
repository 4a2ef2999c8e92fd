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
 */
import type { KernelIR, Stmt } from '../../ir/nodes.js';
import { containsStmt, visit } from '../../ir/walk.js';
import { isPrintSlot, LANES } from './lanes.js';

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

/** The lines that save the locals and leave the group at statement `n` (inside `tt_lanes_n`). */
export function bailOut(locals: readonly { name: string }[], n: number, ind: string): string[] {
  return [
    ...locals.map((l) => `${ind}__builtin_memcpy(tt_ls->${l.name}, ${l.name}, sizeof ${l.name});`),
    `${ind}tt_ls->from = ${n};`,
    `${ind}return 2;`,
  ];
}

/**
 * `tt_lanes_resume`: the group from the statement it stopped at on, the locals restored. `from(n)`
 * renders the lane statements from statement `n` on (their lines and how many masks they use).
 */
export function resumeFunction(
  rank: number,
  sites: ReadonlyMap<Stmt, number>,
  locals: readonly { name: string; ctype: string }[],
  params: readonly string[],
  from: (n: number) => { lines: readonly string[]; masks: number },
): string[] {
  const out = [
    `static __attribute__((noinline, cold)) void tt_lanes_resume(${params.join(', ')}) {`,
    `  (void)i0; (void)i1; (void)i2; (void)tt_ib; (void)tt_err;`.replace(`(void)i${rank - 1}; `, ''),
    ...locals.map((l) => `  ${l.ctype} ${l.name}[${LANES}];`),
    ...locals.map((l) => `  __builtin_memcpy(${l.name}, tt_ls->${l.name}, sizeof ${l.name});`),
    '  switch (tt_ls->from) {',
  ];
  for (const n of new Set(sites.values())) {
    const r = from(n);
    out.push(`    case ${n}: {`);
    for (let i = 1; i <= r.masks; i++) out.push(`      int32_t tt_m${i}[${LANES}];`);
    out.push(...r.lines, '      break;', '    }');
  }
  out.push('  }', '}', '');
  return out;
}
