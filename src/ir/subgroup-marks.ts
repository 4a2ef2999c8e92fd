/**
 * The runs of statements a sub-group collective was lowered to (frontend/lower-subgroup.ts marks
 * them, SubgroupMark), found again in typed IR so a GPU renderer can put the hardware's sub-group
 * operation in their place — and which collectives the hardware computes exactly (the same bits as
 * the emulation, whatever order the hardware combines lanes in).
 */
import type { Expr, ScalarType, Stmt, SubgroupMark } from './nodes.js';

export interface SubgroupRun {
  readonly mark: SubgroupMark;
  /** The item's value (what the `begin` store writes). */
  readonly value: Expr;
  /** The emulation's statements, from the `begin` store to the answer's read. */
  readonly stmts: readonly Stmt[];
}

/**
 * The collective whose `begin` store is `stmts[at]`, with its statements; undefined when
 * `stmts[at]` is no such store or the run is not intact in this block (a pass moved or dropped
 * part of it: the statements are then rendered as they are).
 */
export function subgroupRunAt(stmts: readonly Stmt[], at: number): SubgroupRun | undefined {
  const first = stmts[at];
  if (first?.kind !== 'store' || first.subgroup?.role !== 'begin') return undefined;
  const mark = first.subgroup;
  for (let k = at + 1; k < stmts.length; k++) {
    const s = stmts[k];
    if (s?.kind === 'store' && s.subgroup) return undefined;
    if (s?.kind !== 'barrier' || s.subgroup?.role !== 'end') continue;
    if (s.subgroup.result !== mark.result) return undefined;
    if (mark.what === 'shuffle') return { mark, value: first.value, stmts: stmts.slice(at, k + 1) };
    const read = stmts[k + 1];
    if (read?.kind !== 'assign' || read.name !== mark.result) return undefined;
    return { mark, value: first.value, stmts: stmts.slice(at, k + 2) };
  }
  return undefined;
}

/**
 * Whether hardware sub-group operations give exactly the emulation's answer for this collective:
 * broadcast and shuffle move bits (every type); integer sums, scans, min and max wrap like the
 * emulation whatever the order (i32/u32 addition is associative); float min and max when the
 * renderer combines lanes with tutti's own Math.min/Math.max (NaN wins, -0 < +0: associative and
 * commutative, so any order gives the same bits) — `jsMinMax` says it does. Float sums and scans
 * stay emulated: the hardware adds in its own order, and float addition is not associative.
 */
export function hardwareExact(mark: SubgroupMark, type: ScalarType, jsMinMax: boolean): boolean {
  if (mark.what === 'shuffle') return true;
  if (type === 'i32' || type === 'u32') return true;
  return (type === 'f32' || type === 'f64') && mark.what === 'reduce' && mark.op !== 'add' && jsMinMax;
}

/** Every intact collective run in `stmts` and the blocks under them. */
export function subgroupRuns(stmts: readonly Stmt[]): SubgroupRun[] {
  const out: SubgroupRun[] = [];
  stmts.forEach((s, i) => {
    const run = subgroupRunAt(stmts, i);
    if (run) out.push(run);
    if (s.kind === 'if') out.push(...subgroupRuns(s.consequent), ...subgroupRuns(s.alternate));
    if (s.kind === 'loop') out.push(...subgroupRuns(s.body));
  });
  return out;
}
