/**
 * AsyncProgram's two-phase batches (issue 35): a function whose inlined body starts with
 * side-effect-free assignments (no load, store, atomic, push or call of another program function;
 * reading only its arguments, parameters and what the prefix itself assigned) that include a math
 * call has that pure prefix run first over the whole batch of pending calls, one loop, its results
 * kept per lane in extra rows of the call stacks; then each call runs the rest of its body with the
 * prefix's locals read back. The prefix loop reads the batch's arguments as two affine segments of
 * the ring (up to its end, then from slot 0) so the C compiler can vectorise it.
 */
import type { RawExpr, RawStmt, RawType, ScalarType } from '../ir/nodes.js';
import type { ArgSlot, FnLayout } from './layout.js';

export interface PurePrefix {
  /** The prefix's assignments, in order. */
  readonly stmts: readonly RawStmt[];
  /** The locals it assigns, first-assignment order (each gets a per-lane row). */
  readonly names: readonly string[];
  /** The body without the prefix (same shape as the inlined body). */
  readonly rest: RawStmt[];
}

function pure(e: RawExpr, known: ReadonlySet<string>): boolean {
  switch (e.kind) {
    case 'const':
    case 'param':
    case 'index':
      return true;
    case 'local':
      return known.has(e.name);
    case 'unary':
    case 'cast':
      return pure(e.arg, known);
    case 'binary':
    case 'logical':
      return pure(e.left, known) && pure(e.right, known);
    case 'cond':
      return pure(e.test, known) && pure(e.consequent, known) && pure(e.alternate, known);
    case 'call':
    case 'helper':
      return e.args.every((a) => pure(a, known));
    default:
      return false;
  }
}

function hasMathCall(e: RawExpr): boolean {
  switch (e.kind) {
    case 'call':
      return true;
    case 'unary':
    case 'cast':
      return hasMathCall(e.arg);
    case 'binary':
    case 'logical':
      return hasMathCall(e.left) || hasMathCall(e.right);
    case 'cond':
      return hasMathCall(e.test) || hasMathCall(e.consequent) || hasMathCall(e.alternate);
    case 'helper':
      return e.args.some(hasMathCall);
    default:
      return false;
  }
}

/**
 * Splits an inlined body (`inlineBody`: an optional flag reset, then one loop) at its first
 * statement that is not a pure assignment. Null when there is no such prefix or it computes no
 * math call (a two-phase batch would then cost more rows than it saves).
 */
export function splitPurePrefix(body: readonly RawStmt[], args: readonly string[]): PurePrefix | null {
  const last = body[body.length - 1];
  if (last?.kind !== 'loop' || last.test !== null) return null;
  const known = new Set(args);
  const stmts: RawStmt[] = [];
  const names: string[] = [];
  for (const s of last.body) {
    if (s.kind !== 'assign' || !pure(s.value, known)) break;
    stmts.push(s);
    if (!names.includes(s.name)) names.push(s.name);
    known.add(s.name);
  }
  if (!stmts.some((s) => s.kind === 'assign' && hasMathCall(s.value))) return null;
  const rest: RawStmt[] = [...body.slice(0, -1), { ...last, body: last.body.slice(stmts.length) }];
  return { stmts, names, rest };
}

/** What the first phase needs from the worker kernel being built. */
export interface PhaseRing {
  /** The local holding the slot of the worker's oldest pending call of the function. */
  readonly head: string;
  /** The ring size parameter. */
  readonly S: RawExpr;
  /** Argument locals, loaded from a ring slot (an `i32` expression). */
  readonly loadArgs: (slot: RawExpr) => RawStmt[];
  /** Stores prefix local k of lane `lane` (an i32 expression) into its row. */
  readonly keep: (k: number, lane: RawExpr) => RawStmt;
  readonly fresh: (hint: string) => string;
}

const i32 = (value: number): RawExpr => ({ kind: 'const', type: 'int', value });
const local = (name: string): RawExpr => ({ kind: 'local', type: 'unknown', name });
const binary = (op: 'add' | 'sub' | 'lt' | 'gt', left: RawExpr, right: RawExpr): RawExpr => ({
  kind: 'binary',
  type: 'unknown',
  op,
  left,
  right,
});

/**
 * The first phase: the prefix over the batch's lanes 0 … width - 1, whose calls are the ring's
 * slots head, head + 1, … (wrapping at S): one loop up to the ring's end, one from slot 0, so each
 * loop's ring accesses are affine in its counter.
 */
export function phaseOne(p: PurePrefix, r: PhaseRing, width: string): RawStmt[] {
  const n1 = r.fresh('tp_n1');
  const j = r.fresh('tp_j');
  const seg = (from: RawExpr, to: RawExpr, slot: RawExpr): RawStmt[] => [
    { kind: 'assign', name: j, value: from },
    {
      kind: 'loop',
      test: binary('lt', local(j), to),
      testAtEnd: false,
      body: [...r.loadArgs(slot), ...p.stmts, ...p.names.map((_, k) => r.keep(k, local(j)))],
      update: [{ kind: 'assign', name: j, value: binary('add', local(j), i32(1)) }],
    },
  ];
  return [
    { kind: 'assign', name: n1, value: binary('sub', r.S, local(r.head)) },
    {
      kind: 'if',
      test: binary('gt', local(n1), local(width)),
      consequent: [{ kind: 'assign', name: n1, value: local(width) }],
      alternate: [],
    },
    ...seg(i32(0), local(n1), binary('add', local(r.head), local(j))),
    ...seg(local(n1), local(width), binary('sub', local(j), local(n1))),
  ];
}

/** A stack row holding a prefix local per lane; `local`: the local's own type. */
export interface PrefixRow extends ArgSlot {
  readonly local: ScalarType;
}

/** `e` converted to `dtype` (a bool kept in an i32 row and read back). */
export const castTo = (dtype: ScalarType, e: RawExpr): RawExpr => ({ kind: 'cast', type: dtype, arg: e });

/**
 * The layouts with one more stack row per prefix local of each two-phase function (after its
 * arguments of the same dtype; a bool's row is i32), and those rows per function index.
 */
export function withPrefixRows(
  base: readonly FnLayout[],
  prefixes: ReadonlyMap<number, readonly string[]>,
  types: ReadonlyMap<string, RawType>,
): { layouts: FnLayout[]; plan: Map<number, PrefixRow[]> } {
  const plan = new Map<number, PrefixRow[]>();
  const layouts = base.map((l) => {
    const names = prefixes.get(l.index);
    if (!names) return l;
    const groups = new Map(l.groups);
    const rows: PrefixRow[] = [];
    for (const n of names) {
      const t = types.get(n);
      const dtype: ScalarType | null =
        t === 'bool' ? 'i32' : t === 'f32' || t === 'f64' || t === 'i32' || t === 'u32' ? t : null;
      if (!dtype) return l;
      const j = groups.get(dtype) ?? 0;
      groups.set(dtype, j + 1);
      rows.push({ name: `__tp_${n}`, dtype, j, local: t === 'bool' ? 'bool' : dtype });
    }
    plan.set(l.index, rows);
    return { ...l, groups };
  });
  return { layouts, plan };
}
