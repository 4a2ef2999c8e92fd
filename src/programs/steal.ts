/**
 * Work stealing within one dispatch of AsyncProgram's persistent kernel (CPU devices: native,
 * wasm). A running worker keeps its ring counts and heads in locals, so nothing may touch its
 * queues directly; stealing is receiver-initiated instead (a thief asks, the owner gives):
 *
 * - Each worker has a mail word after the counts and heads in TOP: 0 closed (the worker is not
 *   running), 1 busy (running with calls, no request), -1 idle (running, looking for calls),
 *   2 + t a request from thief t.
 * - A worker whose queues are empty and that can start no new roots marks itself idle (answering a
 *   request that came first with nothing), zeroes its own counts in TOP, then claims a busy
 *   worker's mail with compareExchange(1 → 2 + me) and spins until the owner has answered (the
 *   word is no longer 2 + me). Idle workers get no requests, so two thieves never wait on each
 *   other. A thief asks each busy worker once, in turn from the next one, and stops when none gave.
 * - The owner reads its mail once per cycle; on a request it moves the oldest half of each
 *   function's pending calls into slots 0… of the thief's rings, writes the thief's counts to TOP
 *   (plain stores), then reopens its mail with an atomic store: the thief's atomic load of the mail
 *   word orders its reads of those counts and arguments after the owner's writes (sequentially
 *   consistent atomics on native and wasm). A worker closes its mail (compareExchange 1 → 0)
 *   before it stops, answering any request first, so every request is answered by a running worker.
 * - Thieves steal only once every worker item of the dispatch has started (a shared counter), so an
 *   idle thread starts unstarted workers rather than spinning.
 *
 * Not for GPUs: a spinning invocation has no forward-progress guarantee there, and WGSL's relaxed
 * atomics would not order the plain stores of the arguments (docs/programs.md).
 */
import type { RawExpr, RawStmt } from '../ir/nodes.js';
import { stackArray, stackRow } from './async-stacks.js';
import {
  add,
  and,
  assign,
  atomic,
  bin,
  type FnLayout,
  int,
  load,
  loc,
  mul,
  param,
  store,
  wrapSlot,
} from './layout.js';
import type { LowerShared } from './lower-fn.js';
import { freshTemp, type RewriteState } from './rewrite.js';

const W: RawExpr = { kind: 'index', type: 'i32', dim: 0 };

/** Where the worker kernel keeps what stealing reads and writes. */
export interface StealNames {
  readonly ctl: string;
  readonly haltWord: number;
  /** The TOP array: counts (NW × F), heads (NW × F), then one mail word per worker. */
  readonly top: string;
  /** Scalar params: workers, ring size, workers × ring size. */
  readonly nw: string;
  readonly s: string;
  readonly ws: string;
  /** The budget array; word 1 counts the worker items that have started this dispatch. */
  readonly budget: string;
}

export interface StealState {
  readonly layouts: readonly FnLayout[];
  /** Per function, the locals of this worker's pending count and ring head. */
  readonly counts: readonly string[];
  readonly heads: readonly string[];
}

const not = (arg: RawExpr): RawExpr => ({ kind: 'unary', type: 'unknown', op: 'not', arg });
const ifThen = (test: RawExpr, consequent: RawStmt[], alternate: RawStmt[] = []): RawStmt => ({
  kind: 'if',
  test,
  consequent,
  alternate,
});
const whileLoop = (test: RawExpr, body: RawStmt[], update: RawStmt[] = []): RawStmt => ({
  kind: 'loop',
  test,
  testAtEnd: false,
  body,
  update,
});
const BREAK: RawStmt = { kind: 'break' };

const mailIndex = (n: StealNames, F: number, w: RawExpr): RawExpr =>
  add(mul(mul(param(n.nw), int(F)), int(2)), w);

/** The whole-word reads and writes of one worker's mail. */
function mail(sh: LowerShared, n: StealNames, F: number) {
  return {
    load: (w: RawExpr) => atomic(sh, 'load', n.top, mailIndex(n, F, w), []),
    store: (w: RawExpr, v: RawExpr): RawStmt => ({
      kind: 'expr',
      expr: atomic(sh, 'store', n.top, mailIndex(n, F, w), [v]),
    }),
    cas: (w: RawExpr, expect: RawExpr, v: RawExpr) =>
      atomic(sh, 'compareExchange', n.top, mailIndex(n, F, w), [expect, v]),
  };
}

/**
 * The owner's answer to thief `thief`: the oldest half of each function's pending calls move into
 * slots 0… of the thief's rings, and the thief's counts in TOP say how many.
 */
function give(st: RewriteState, n: StealNames, s: StealState, thief: string): RawStmt[] {
  const sh = st.sh;
  const F = s.layouts.length;
  const out: RawStmt[] = [];
  s.layouts.forEach((l, gi) => {
    const count = s.counts[gi] ?? '';
    const head = s.heads[gi] ?? '';
    const k = freshTemp(st, `give_${l.name}`);
    const i = freshTemp(st, `gi_${l.name}`);
    const src = freshTemp(st, `gsrc_${l.name}`);
    const copy: RawStmt[] = [...wrapSlot(src, add(loc(head), loc(i)), param(n.s))];
    for (const a of l.args) {
      const arr = stackArray(a.dtype);
      const base = mul(int(stackRow(s.layouts, l, a)), param(n.ws));
      const from = add(add(base, mul(W, param(n.s))), loc(src));
      const to = add(add(base, mul(loc(thief), param(n.s))), loc(i));
      copy.push(store(sh, arr, to, load(sh, arr, from)));
    }
    out.push(
      assign(k, { kind: 'binary', type: 'unknown', op: 'shr', left: loc(count), right: int(1) }),
      assign(i, int(0)),
      whileLoop(bin('lt', loc(i), loc(k)), copy, [assign(i, add(loc(i), int(1)))]),
      ...wrapSlot(head, add(loc(head), loc(k)), param(n.s)),
      assign(count, bin('sub', loc(count), loc(k))),
      store(sh, n.top, add(mul(loc(thief), int(F)), int(gi)), loc(k)),
    );
  });
  return out;
}

/** Once per cycle: answer a pending request (give, then reopen the mail). */
export function answerRequests(st: RewriteState, n: StealNames, s: StealState, steal: RawExpr): RawStmt[] {
  const m = mail(st.sh, n, s.layouts.length);
  const word = freshTemp(st, 'mail');
  const thief = freshTemp(st, 'thief');
  return [
    ifThen(steal, [
      assign(word, m.load(W)),
      ifThen(bin('ge', loc(word), int(2)), [
        assign(thief, bin('sub', loc(word), int(2))),
        ...give(st, n, s, thief),
        m.store(W, int(1)),
      ]),
    ]),
  ];
}

/** At the worker's start: open its mail and count it as started. */
export function openMail(st: RewriteState, n: StealNames, F: number, steal: RawExpr): RawStmt[] {
  const m = mail(st.sh, n, F);
  return [
    ifThen(steal, [m.store(W, int(1))]),
    { kind: 'expr', expr: atomic(st.sh, 'add', n.budget, int(1), [int(1)]) },
  ];
}

/** Before the worker stops: close its mail, answering (with calls, if it has any) a request first. */
export function closeMail(st: RewriteState, n: StealNames, s: StealState, steal: RawExpr): RawStmt[] {
  const m = mail(st.sh, n, s.layouts.length);
  const word = freshTemp(st, 'close');
  const thief = freshTemp(st, 'cthief');
  return [
    ifThen(steal, [
      whileLoop({ kind: 'const', type: 'bool', value: true }, [
        assign(word, m.load(W)),
        ifThen(
          bin('ge', loc(word), int(2)),
          [assign(thief, bin('sub', loc(word), int(2))), ...give(st, n, s, thief), m.store(W, int(1))],
          [ifThen(bin('eq', m.cas(W, loc(word), int(0)), loc(word)), [BREAK])],
        ),
      ]),
    ]),
  ];
}

/**
 * A worker with empty queues asks each busy worker once, in turn from the next one, for calls.
 * Sets `got` to 1 (its counts and heads loaded) or leaves it 0 when none gave, not every worker
 * has started, or the run was halted.
 */
export function stealRound(
  st: RewriteState,
  n: StealNames,
  s: StealState,
  got: string,
  steals: string,
): RawStmt[] {
  const sh = st.sh;
  const F = s.layouts.length;
  const m = mail(sh, n, F);
  const busy = freshTemp(st, 'busy');
  const v = freshTemp(st, 'victim');
  const k = freshTemp(st, 'probe');
  const spin = freshTemp(st, 'spin');
  const own = freshTemp(st, 'ownmail');
  const total = s.counts.reduce<RawExpr>((acc, c) => add(acc, loc(c)), int(0));
  // Busy (1) -> idle (-1); a request that came first is answered with nothing (the queues are empty).
  const goIdle = whileLoop({ kind: 'const', type: 'bool', value: true }, [
    assign(own, m.load(W)),
    ifThen(
      bin('ge', loc(own), int(2)),
      [m.store(W, int(1))],
      [ifThen(bin('eq', m.cas(W, loc(own), int(-1)), loc(own)), [BREAK])],
    ),
  ]);
  const ask: RawStmt[] = [
    // Empty: zero the counts the owner will overwrite, and restart the rings at slot 0.
    ...s.layouts.map((_, gi) => store(sh, n.top, add(mul(W, int(F)), int(gi)), int(0))),
    ...s.heads.map((h) => assign(h, int(0))),
    ifThen(bin('eq', m.cas(loc(v), int(1), add(W, int(2))), int(1)), [
      assign(spin, int(1)),
      whileLoop(bin('ne', loc(spin), int(0)), [
        ifThen(bin('ne', m.load(loc(v)), add(W, int(2))), [assign(spin, int(0))]),
      ]),
      ...s.counts.map((c, gi) => assign(c, load(sh, n.top, add(mul(W, int(F)), int(gi))))),
      ifThen(bin('gt', total, int(0)), [
        assign(got, int(1)),
        assign(steals, add(loc(steals), int(1))),
        m.store(W, int(1)), // busy again: idle workers get no requests, so nothing else wrote it
      ]),
    ]),
  ];
  const probe = whileLoop(
    and(bin('lt', loc(k), param(n.nw)), bin('eq', loc(got), int(0))),
    [
      ifThen(bin('eq', m.load(loc(v)), int(1)), [assign(busy, int(1)), ...ask]),
      ...wrapSlot(v, add(loc(v), int(1)), param(n.nw)),
    ],
    [assign(k, add(loc(k), int(1)))],
  );
  const round: RawStmt[] = [
    ifThen(bin('ne', atomic(sh, 'load', n.ctl, int(n.haltWord), []), int(0)), [BREAK]),
    ifThen(bin('lt', atomic(sh, 'load', n.budget, int(1), []), param(n.nw)), [BREAK]),
    assign(busy, int(0)),
    ...wrapSlot(v, add(W, int(1)), param(n.nw)),
    assign(k, int(1)),
    probe,
    // One round: a thief whose round found nothing stops rather than spin (on a loaded machine
    // a spinning thief takes the core a busy worker needs); a busy worker with one call per
    // function (a chain) has nothing to give anyway.
    BREAK,
  ];
  return [assign(got, int(0)), goIdle, whileLoop(not(bin('ne', loc(got), int(0))), round)];
}

/** Where no call fits and makeWork starts none: a steal round (when on); work got → the next cycle. */
export function stealWhenIdle(
  st: RewriteState,
  names: StealNames,
  ring: StealState,
  got: string,
  steals: string,
  stealOn: RawExpr,
): RawStmt[] {
  const gotWork: RawStmt = {
    kind: 'if',
    test: bin('ne', loc(got), int(0)),
    consequent: [{ kind: 'continue' }],
    alternate: [],
  };
  return [
    {
      kind: 'if',
      test: stealOn,
      consequent: [...stealRound(st, names, ring, got, steals), gotWork],
      alternate: [],
    },
  ];
}
