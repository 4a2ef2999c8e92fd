/**
 * Per-worker tallies (AsyncProgram's persistent kernel): a state array that the worker kernel only
 * ever touches through statements `Atomics.add(a, K, V)` / `Atomics.sub(a, K, V)` with constant
 * integers K and V and the result unused — a counter, like the transport toys' tallies — is
 * accumulated in a local per (array, K) while the worker runs and added to the array with one
 * atomic per touched slot when the worker stops (the end of its dispatch). Integer addition
 * modulo 2^32 commutes, so the array ends with the same values; nothing in the kernel reads the
 * array meanwhile (that is the condition), and the host reads it only after the run. Without this,
 * every call's tally is a locked read-modify-write of a cache line all workers share: on native
 * about a tenth of the divergent toy's worker time (perf, 28 Nov 2026).
 *
 * A slot is flushed only when its statement ran (a bit per slot, K < 31), so the flush's checked
 * atomic reports an out-of-bounds K exactly when the original would have (at the original's source
 * location), and a never-run statement with a bad K stays silent, as before.
 */
import type { RawExpr, RawStmt } from '../ir/nodes.js';
import { mapStmts, visit } from '../ir/walk.js';
import { isArrayParam } from '../types/schema.js';
import { add, assign, bin, int, loc } from './layout.js';
import { freshTemp, type RewriteState } from './rewrite.js';
import type { ProgramSpec } from './spec.js';

/** Slots per array that can be privatised: one bit each in the array's touched mask. */
const MAX_SLOT = 30;

const bits = (op: 'bitand' | 'bitor', a: RawExpr, b: RawExpr): RawExpr => ({
  kind: 'binary',
  type: 'unknown',
  op,
  left: a,
  right: b,
});

type AtomicNode = Extract<RawExpr, { kind: 'atomic' }>;

const constInt = (e: RawExpr): number | null =>
  e.kind === 'const' && typeof e.value === 'number' && Number.isInteger(e.value) ? e.value : null;

/** The tally statement's (array, slot, signed step), or null when `s` is not one. */
function tallyOf(s: RawStmt): { node: AtomicNode; slot: number; step: number } | null {
  if (s.kind !== 'expr' || s.expr.kind !== 'atomic') return null;
  const e = s.expr;
  if (e.op !== 'add' && e.op !== 'sub') return null;
  const slot = constInt(e.index);
  const v = e.args.length === 1 && e.args[0] ? constInt(e.args[0]) : null;
  if (slot === null || v === null || slot < 0 || slot > MAX_SLOT || Math.abs(v) > 0x7fffffff) return null;
  return { node: e, slot, step: e.op === 'add' ? v : -v };
}

/** The arrays of `candidates` whose every access in `body` is a tally statement. */
function tallyArrays(body: readonly RawStmt[], candidates: ReadonlySet<string>): Set<string> {
  const tallies = new Map<string, number>();
  const accesses = new Map<string, number>();
  const bump = (m: Map<string, number>, a: string) => m.set(a, (m.get(a) ?? 0) + 1);
  visit(
    body,
    (e) => {
      if ((e.kind === 'load' || e.kind === 'atomic') && candidates.has(e.array)) bump(accesses, e.array);
    },
    (s) => {
      if (s.kind === 'store' && candidates.has(s.array)) bump(accesses, s.array);
      const t = tallyOf(s);
      if (t && candidates.has(t.node.array)) bump(tallies, t.node.array);
    },
  );
  return new Set([...tallies].filter(([a, n]) => accesses.get(a) === n).map(([a]) => a));
}

export interface PrivateTallies {
  /** `body` with each tally statement replaced by local arithmetic. */
  readonly body: RawStmt[];
  /** Zeroes the accumulators: run before `body`. */
  readonly init: RawStmt[];
  /** Adds each touched accumulator to its array slot with one atomic: run after `body`. */
  readonly flush: RawStmt[];
}

/**
 * Moves the tallies of `spec`'s state arrays in `body` into per-worker locals (see the file
 * comment). Arrays touched any other way are left alone.
 */
export function privateTallies(
  st: RewriteState,
  body: readonly RawStmt[],
  spec: ProgramSpec,
): PrivateTallies {
  const arrays = Object.entries(spec.state ?? {}).flatMap(([k, t]) => (isArrayParam(t) ? [k] : []));
  const chosen = tallyArrays(body, new Set(arrays));
  if (chosen.size === 0) return { body: [...body], init: [], flush: [] };
  const masks = new Map<string, string>();
  const accs = new Map<string, { acc: string; first: AtomicNode; slot: number; array: string }>();
  const rewritten = mapStmts(body, (s): RawStmt | RawStmt[] => {
    const t = tallyOf(s);
    if (!t || !chosen.has(t.node.array)) return s;
    const array = t.node.array;
    let mask = masks.get(array);
    if (mask === undefined) {
      mask = freshTemp(st, `touched_${array}`);
      masks.set(array, mask);
    }
    const key = `${array}[${t.slot}]`;
    let a = accs.get(key);
    if (!a) {
      a = { acc: freshTemp(st, `tally_${array}_${t.slot}`), first: t.node, slot: t.slot, array };
      accs.set(key, a);
    }
    return [
      assign(a.acc, add(loc(a.acc), int(t.step))),
      assign(mask, bits('bitor', loc(mask), int(1 << t.slot))),
    ];
  });
  const init = [...masks.values(), ...[...accs.values()].map((a) => a.acc)].map((n) => assign(n, int(0)));
  const flush: RawStmt[] = [...accs.values()].map((a) => ({
    kind: 'if',
    test: bin('ne', bits('bitand', loc(masks.get(a.array) ?? ''), int(1 << a.slot)), int(0)),
    consequent: [{ kind: 'expr', expr: { ...a.first, op: 'add', args: [loc(a.acc)] } }],
    alternate: [],
  }));
  return { body: rewritten, init, flush };
}
