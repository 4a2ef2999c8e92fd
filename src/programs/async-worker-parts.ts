import type { RawExpr, RawStmt } from '../ir/nodes.js';
import { packControl } from './async-control.js';
import { A_CTL, BUDGET, LANES, NCALLS, NW, S, TOP, TOP_AT, W, WS } from './async-names.js';
import { stackArray, stackRow } from './async-stacks.js';
import {
  add,
  assign,
  atomic,
  bin,
  CTL_BLOCKED,
  CTL_BOUND_EXCEEDED,
  CTL_HALT,
  CTL_NO_MORE_WORK,
  declaredBounds,
  type FnLayout,
  int,
  load,
  loc,
  mul,
  param,
  rootBody,
  setCtl,
  store,
  wrapSlot,
} from './layout.js';
import type { FnRole } from './lower-fn.js';
import { type CallEmitter, freshTemp, type RewriteState } from './rewrite.js';
import type { CallBounds, ProgramSpec } from './spec.js';

/** What the emitter needs from the kernel being built: stack-top locals, declared-bound counters. */
export interface Current {
  declared: CallBounds;
  counters: Map<string, string>;
  /** Per function, the local holding this worker's pending count (written back when the worker stops). */
  tops: string[];
  /** Per function, the local holding the slot of this worker's oldest pending call. */
  heads: string[];
}

/** `body` with its TOP, BUDGET and NCALLS accesses moved into A_CTL's regions. */
export const packed = (st: RewriteState, body: RawStmt[]): RawStmt[] =>
  packControl(st.sh, body, { ctl: A_CTL, budget: BUDGET, ncalls: NCALLS, top: TOP, topAtParam: TOP_AT });

/** `name = e < S ? e : e - S`: a slot of the ring of S calls. */
export const wrap = (name: string, e: RawExpr): RawStmt[] => wrapSlot(name, e, param(S));

/** Loads the worker's pending counts and ring heads into locals. */
export function loadTops(st: RewriteState, layouts: readonly FnLayout[], current: Current): RawStmt[] {
  current.tops = layouts.map((l) => freshTemp(st, `n_${l.name}`));
  current.heads = layouts.map((l) => freshTemp(st, `h_${l.name}`));
  const at = (gi: number) => add(mul(W, int(layouts.length)), int(gi));
  const headAt = (gi: number) => add(mul(param(NW), int(layouts.length)), at(gi));
  return [
    ...current.tops.map((t, gi) => assign(t, load(st.sh, TOP, at(gi)))),
    ...current.heads.map((h, gi) => assign(h, load(st.sh, TOP, headAt(gi)))),
  ];
}

/** Writes the count and head locals back. */
export function storeTops(st: RewriteState, layouts: readonly FnLayout[], current: Current): RawStmt[] {
  const at = (gi: number) => add(mul(W, int(layouts.length)), int(gi));
  const headAt = (gi: number) => add(mul(param(NW), int(layouts.length)), at(gi));
  return [
    ...current.tops.map((t, gi) => store(st.sh, TOP, at(gi), loc(t))),
    ...current.heads.map((h, gi) => store(st.sh, TOP, headAt(gi), loc(h))),
  ];
}

/** Pushes onto the worker's own stack (no atomics: the stack is the worker's). */
export function pushEmitter(layouts: readonly FnLayout[], current: Current): CallEmitter {
  return {
    push: (st: RewriteState, g, values, l) => {
      const lay = layouts.find((x) => x.name === g);
      const top = lay ? current.tops[lay.index] : undefined;
      const head = lay ? current.heads[lay.index] : undefined;
      if (!lay || top === undefined || head === undefined) return [];
      // Appended behind the newest pending call of the ring (the oldest runs first).
      const t = freshTemp(st, `top_${g}`);
      const stmts: RawStmt[] = [...wrap(t, add(loc(head), loc(top))), assign(top, add(loc(top), int(1)))];
      lay.args.forEach((a, k) => {
        const v = values[k];
        if (!v) return;
        const idx = add(add(mul(int(stackRow(layouts, lay, a)), param(WS)), mul(W, param(S))), loc(t));
        stmts.push(store(st.sh, stackArray(a.dtype), idx, v, l));
      });
      const limit = current.declared[g];
      const counter = current.counters.get(g);
      if (limit === undefined || counter === undefined) return stmts;
      return [
        {
          kind: 'if',
          test: bin('lt', loc(counter), int(limit)),
          consequent: [assign(counter, add(loc(counter), int(1))), ...stmts],
          alternate: setCtl(st.sh, A_CTL, CTL_BOUND_EXCEEDED, l),
        },
      ];
    },
    halt: (st, l) => setCtl(st.sh, A_CTL, CTL_HALT, l),
  };
}

/** Resets the declared-bound counters of `role`'s root and returns its inlined body. */
export function rootWithCounters(
  st: RewriteState,
  spec: ProgramSpec,
  name: string,
  role: FnRole,
  current: Current,
): ReturnType<typeof rootBody> & { pre: RawStmt[] } {
  current.declared = declaredBounds(spec, name, role);
  current.counters = new Map();
  const pre: RawStmt[] = [];
  for (const g of Object.keys(current.declared)) {
    const c = freshTemp(st, `ncalls_${g}`);
    current.counters.set(g, c);
    pre.push(assign(c, int(0)));
  }
  const r = rootBody(st, name, role, A_CTL, true);
  return { ...r, pre };
}

/**
 * What a worker does when no call can run: stop when blocked for room; else call makeWork up to
 * LANES times (a full batch of new roots, each within the budget and the room its outputs need),
 * and when it made none run `onNoRoots` (stealing: continues the loop when it got calls) and stop.
 */
export function idleStatements(
  st: RewriteState,
  spec: ProgramSpec,
  counts: readonly string[],
  mwCalls: string,
  current: Current,
  mwFits: RawExpr,
  onNoRoots: readonly RawStmt[],
): RawStmt[] {
  const sh = st.sh;
  const total = counts.reduce<RawExpr>((acc, c) => add(acc, loc(c)), int(0));
  const stop = (test: RawExpr): RawStmt => ({
    kind: 'if',
    test,
    consequent: [{ kind: 'break' }],
    alternate: [],
  });
  const idle: RawStmt[] = [
    {
      kind: 'if',
      test: bin('gt', total, int(0)),
      consequent: [
        { kind: 'expr', expr: atomic(sh, 'add', A_CTL, int(CTL_BLOCKED), [int(1)]) },
        { kind: 'break' },
      ],
      alternate: [],
    },
  ];
  if (!spec.def.makeWork) return [...idle, ...onNoRoots, { kind: 'break' }];
  const made = freshTemp(st, 'roots');
  const r = rootWithCounters(st, spec, 'makeWork', 'makeWork', current);
  const fill: RawStmt = {
    kind: 'loop',
    test: bin('lt', loc(made), param(LANES)),
    testAtEnd: false,
    body: [
      stop(bin('ne', atomic(sh, 'load', A_CTL, int(CTL_NO_MORE_WORK), []), int(0))),
      stop({ kind: 'unary', type: 'unknown', op: 'not', arg: mwFits }),
      // The host's budget bounds the new roots per dispatch (slow start).
      stop(bin('le', atomic(sh, 'add', BUDGET, int(0), [int(-1)]), int(0))),
      assign(mwCalls, add(loc(mwCalls), int(1))),
      assign(made, add(loc(made), int(1))),
      ...r.pre,
      ...r.body,
    ],
    update: [],
  };
  const none: RawStmt = {
    kind: 'if',
    test: bin('eq', loc(made), int(0)),
    consequent: [...onNoRoots, { kind: 'break' }],
    alternate: [],
  };
  return [...idle, assign(made, int(0)), fill, none, { kind: 'continue' }];
}
