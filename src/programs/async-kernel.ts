/**
 * AsyncProgram's persistent kernel: one tutti kernel, rendered by every backend, whose items are
 * workers. Each worker keeps a stack of pending calls per function in device memory; it loops,
 * choosing the function with the most pending calls whose worst-case outputs fit (coalescing calls
 * of one function), popping and running calls of it inline; when its stacks are empty it calls
 * makeWork. It stops after a bounded number of cycles (the host dispatches again, the stacks stay
 * on the device), when makeWork says no work is left, or when it is blocked for room (the host
 * grows the stacks and dispatches again).
 */
import { InternalError } from '../errors/errors.js';
import type { RawExpr, RawStmt } from '../ir/nodes.js';
import { chooseFunction, coalesced, roomOf } from './async-batch.js';
import { packControl } from './async-control.js';
import { stackArray, stackRow, stackRows } from './async-stacks.js';
import { type BuiltKernel, buildKernel, type HiddenParam, makeShared } from './build-kernel.js';
import {
  add,
  analyzeRoot,
  assign,
  atomic,
  bin,
  CTL_BLOCKED,
  CTL_BOUND_EXCEEDED,
  CTL_HALT,
  CTL_NO_MORE_WORK,
  declaredBounds,
  type ArgSlot,
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
import { groupEnd, groupStart, type LocalArray, localArraysOf, localHidden } from './local-state.js';
import type { FnRole } from './lower-fn.js';
import { privateTallies } from './private-tallies.js';
import { type CallEmitter, freshTemp, type RewriteState } from './rewrite.js';
import { castTo, type PrefixRow, phaseOne, splitPurePrefix, withPrefixRows } from './two-phase.js';
import type { CallBounds, ProgramSpec } from './spec.js';
import { answerRequests, closeMail, openMail, type StealNames, stealWhenIdle } from './steal.js';

export const A_CTL = '__ctl';
/** Where TOP starts in A_CTL (async-control.ts). */
export const TOP_AT = '__topat';
/**
 * Per worker and function, the number of pending calls; after all of them (from NW × F on), the
 * slot of the oldest pending call (each stack is a ring queue). One array, not two: a program's
 * kernel stays within WebGPU's storage buffers per stage.
 */
export const TOP = '__top';
/** The number of workers (where the ring heads start in TOP, over F). */
export const NW = '__nw';
/**
 * Word 0: makeWork invocations this dispatch may still make, all workers together (the host sets
 * it); word 1: the worker items that have started this dispatch (stealing waits for all).
 */
export const BUDGET = '__mwbudget';
export const NCALLS = '__ncalls';
export const S = '__S';
export const WS = '__WS';
export const CYCLES = '__cycles';
/** Calls of one function a worker runs as one batch (lane coalescing), at most. */
export const LANES = '__lanes';
/** 1 when idle workers steal calls from running ones within a dispatch (CPU devices; steal.ts). */
export const STEAL = '__steal';
/** Per worker, the words of NCALLS: calls per function, makeWork calls, batches, steals. */
export const ncallWords = (functions: number) => functions + 3;
/** TOP's words: per worker and function a count and a ring head, then per worker a mail word. */
export const topWords = (workers: number, functions: number) => 2 * workers * functions + workers;

const W: RawExpr = { kind: 'index', type: 'i32', dim: 0 };
const STEAL_NAMES: StealNames = {
  ctl: A_CTL,
  haltWord: CTL_HALT,
  top: TOP,
  nw: NW,
  s: S,
  ws: WS,
  budget: BUDGET,
};

export interface AsyncKernels {
  readonly worker: BuiltKernel;
  /** initialize as a one-item kernel pushing onto worker 0's stacks; null without one. */
  readonly initialize: BuiltKernel | null;
  /** Per-invocation call bounds of each root (functions, makeWork, initialize). */
  readonly bounds: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** The layouts with the per-lane rows of two-phase batches (two-phase.ts) added. */
  readonly layouts: readonly FnLayout[];
}

function hiddenParams(layouts: readonly FnLayout[], locals: readonly LocalArray[]): HiddenParam[] {
  const h: HiddenParam[] = [
    // TOP, BUDGET and NCALLS are regions of A_CTL (async-control.ts): one buffer, not four
    { name: A_CTL, dtype: 'i32', isArray: true },
    { name: TOP_AT, dtype: 'i32', isArray: false },
    { name: NW, dtype: 'i32', isArray: false },
    { name: S, dtype: 'i32', isArray: false },
    { name: WS, dtype: 'i32', isArray: false },
    { name: CYCLES, dtype: 'i32', isArray: false },
    { name: LANES, dtype: 'i32', isArray: false },
    { name: STEAL, dtype: 'i32', isArray: false },
  ];
  for (const dt of stackRows(layouts).keys()) h.push({ name: stackArray(dt), dtype: dt, isArray: true });
  return [...h, ...localHidden(locals)];
}

/** What the emitter needs from the kernel being built: stack-top locals, declared-bound counters. */
interface Current {
  declared: CallBounds;
  counters: Map<string, string>;
  /** Per function, the local holding this worker's pending count (written back when the worker stops). */
  tops: string[];
  /** Per function, the local holding the slot of this worker's oldest pending call. */
  heads: string[];
}

/** `body` with its TOP, BUDGET and NCALLS accesses moved into A_CTL's regions. */
const packed = (st: RewriteState, body: RawStmt[]): RawStmt[] =>
  packControl(st.sh, body, { ctl: A_CTL, budget: BUDGET, ncalls: NCALLS, top: TOP, topAtParam: TOP_AT });

/** `name = e < S ? e : e - S`: a slot of the ring of S calls. */
const wrap = (name: string, e: RawExpr): RawStmt[] => wrapSlot(name, e, param(S));

/** Loads the worker's pending counts and ring heads into locals. */
function loadTops(st: RewriteState, layouts: readonly FnLayout[], current: Current): RawStmt[] {
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
function storeTops(st: RewriteState, layouts: readonly FnLayout[], current: Current): RawStmt[] {
  const at = (gi: number) => add(mul(W, int(layouts.length)), int(gi));
  const headAt = (gi: number) => add(mul(param(NW), int(layouts.length)), at(gi));
  return [
    ...current.tops.map((t, gi) => store(st.sh, TOP, at(gi), loc(t))),
    ...current.heads.map((h, gi) => store(st.sh, TOP, headAt(gi), loc(h))),
  ];
}

/** Pushes onto the worker's own stack (no atomics: the stack is the worker's). */
function pushEmitter(layouts: readonly FnLayout[], current: Current): CallEmitter {
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
function rootWithCounters(
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
function idleStatements(
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

/** Per function index, its pure prefix's per-lane rows (two-phase.ts), for the second build. */
type Plan = ReadonlyMap<number, readonly PrefixRow[]>;

interface WorkerBuild {
  readonly worker: BuiltKernel;
  /** Per function index, the locals of its pure prefix, if it has one. */
  readonly prefixes: Map<number, readonly string[]>;
}

function buildWorker(
  spec: ProgramSpec,
  layouts: readonly FnLayout[],
  bounds: ReadonlyMap<string, ReadonlyMap<string, number>>,
  plan: Plan | null,
): WorkerBuild {
  const F = layouts.length;
  const kname = `${spec.name}_workers`;
  const locals = localArraysOf(spec);
  const hidden = hiddenParams(layouts, locals);
  const current: Current = { declared: {}, counters: new Map(), tops: [], heads: [] };
  const emit = pushEmitter(layouts, current);
  const prefixes = new Map<number, readonly string[]>();
  const worker = buildKernel(
    spec,
    kname,
    hidden,
    emit,
    (st) => {
      const sh = st.sh;
      const cyc = freshTemp(st, 'cycle');
      const sel = freshTemp(st, 'sel');
      const best = freshTemp(st, 'best');
      const prologue = loadTops(st, layouts, current);
      const counts = current.tops;
      const calls = layouts.map((l) => freshTemp(st, `calls_${l.name}`));
      const mwCalls = freshTemp(st, 'calls_makeWork');
      const batches = freshTemp(st, 'batches');
      const steals = freshTemp(st, 'steals');
      for (const c of [...calls, mwCalls, batches, steals]) prologue.push(assign(c, int(0)));
      const stealOn = bin('ne', param(STEAL), int(0));
      const ring = { layouts, counts, heads: current.heads };
      prologue.push(...openMail(st, STEAL_NAMES, F, stealOn));
      // A worker is a group for one dispatch: its group/thread state starts zeroed each dispatch.
      prologue.push(...groupStart(st, locals, A_CTL));
      const { growth, fitsAll, fits } = roomOf(bounds, layouts, counts, S);
      const body: RawStmt[] = [];
      body.push({
        kind: 'if',
        test: bin('ne', atomic(sh, 'load', A_CTL, int(CTL_HALT), []), int(0)),
        consequent: [{ kind: 'break' }],
        alternate: [],
      });
      body.push(...answerRequests(st, STEAL_NAMES, ring, stealOn));
      body.push(...chooseFunction(sel, best, layouts, counts, fits));
      const onNoRoots = stealWhenIdle(st, STEAL_NAMES, ring, freshTemp(st, 'stole'), steals, stealOn);
      const idle = idleStatements(st, spec, counts, mwCalls, current, fits('makeWork'), onNoRoots);
      body.push({ kind: 'if', test: bin('eq', loc(sel), int(-1)), consequent: idle, alternate: [] });
      let src = null as ReturnType<typeof rootBody>['src'] | null;
      layouts.forEach((l, gi) => {
        const r = rootWithCounters(st, spec, l.name, 'async', current);
        src ??= r.src;
        const t = freshTemp(st, `pop_${l.name}`);
        const head = current.heads[gi] ?? '';
        // Pops the oldest pending call (FIFO): breadth-first order, so a call is not re-run for
        // every longer path that reaches its vertex first.
        const slotIdx = (slot: ArgSlot, at: RawExpr) =>
          add(add(mul(int(stackRow(layouts, l, slot)), param(WS)), mul(W, param(S))), at);
        const loadArgs = (at: RawExpr): RawStmt[] =>
          r.args.flatMap((a, k) => {
            const slot = l.args[k];
            return slot ? [assign(a.irName, load(sh, stackArray(slot.dtype), slotIdx(slot, at)))] : [];
          });
        const prefix = splitPurePrefix(r.body, r.args.map((a) => a.irName));
        if (prefix) prefixes.set(gi, prefix.names);
        const rows = prefix ? plan?.get(gi) : undefined;
        const rowAt = (k: number, lane: RawExpr) => {
          const slot = rows?.[k];
          return slot ? { slot, idx: slotIdx(slot, lane) } : null;
        };
        const run: RawStmt[] = [
          assign(t, loc(head)),
          ...wrap(head, add(loc(t), int(1))),
          assign(counts[gi] ?? '', bin('sub', loc(counts[gi] ?? ''), int(1))),
        ];
        run.push(...loadArgs(loc(t)));
        run.push(assign(calls[gi] ?? '', add(loc(calls[gi] ?? ''), int(1))));
        const split = rows && prefix ? prefix : null;
        const restore = (lane: string): RawStmt[] =>
          (split?.names ?? []).flatMap((n, k) => {
            const at = rowAt(k, loc(lane));
            return at ? [assign(n, castTo(at.slot.local, load(sh, stackArray(at.slot.dtype), at.idx)))] : [];
          });
        const keep = (k: number, lane: RawExpr): RawStmt => {
          const at = rowAt(k, lane);
          const n = split?.names[k] ?? '';
          return at ? store(sh, stackArray(at.slot.dtype), at.idx, castTo(at.slot.dtype, loc(n))) : { kind: 'break' };
        };
        // callees gaining at most one call per call: the batch's room, once; the others per call
        const grows = growth(l.name);
        const caps = grows.filter((g) => g.delta === 1).map((g) => bin('sub', param(S), loc(g.count)));
        const several = grows.filter((g) => g.delta > 1);
        const batch = coalesced(
          st,
          counts[gi] ?? '',
          caps,
          several.length ? fitsAll(several) : null,
          (lane) => [...run, ...restore(lane), ...r.pre, ...(split ? split.rest : r.body)],
          LANES,
          split
            ? (width) =>
                phaseOne(split, { head, S: param(S), loadArgs, keep, fresh: (h) => freshTemp(st, h) }, width)
            : null,
        );
        batch.push(assign(batches, add(loc(batches), int(1))));
        body.push({ kind: 'if', test: bin('eq', loc(sel), int(gi)), consequent: batch, alternate: [] });
      });
      const loop: RawStmt = {
        kind: 'loop',
        test: bin('lt', loc(cyc), param(CYCLES)),
        testAtEnd: false,
        body,
        update: [assign(cyc, add(loc(cyc), int(1)))],
      };
      if (!src) throw new InternalError('no functions');
      const epilogue = [
        ...closeMail(st, STEAL_NAMES, ring, stealOn),
        ...groupEnd(st, A_CTL),
        ...storeTops(st, layouts, current),
      ];
      [...calls, mwCalls, batches, steals].forEach((c, k) => {
        const idx = add(mul(W, int(ncallWords(F))), int(k));
        epilogue.push(store(sh, NCALLS, idx, add(load(sh, NCALLS, idx), loc(c))));
      });
      // the spec's counters (constant-slot atomics, nothing else) tally per worker: private-tallies.ts
      const tallies = privateTallies(st, [...prologue, assign(cyc, int(0)), loop, ...epilogue], spec);
      return { body: packed(st, [...tallies.init, ...tallies.body, ...tallies.flush]), src };
    },
    true,
  );

  return { worker, prefixes };
}

export function buildAsyncKernels(spec: ProgramSpec, base: readonly FnLayout[], twoPhase = true): AsyncKernels {
  const kname = `${spec.name}_workers`;
  const bounds = new Map<string, Map<string, number>>();
  const shared = () => makeShared(spec, kname, []).sh;
  for (const f of spec.functionNames) bounds.set(f, analyzeRoot(spec, f, 'async', shared));
  if (spec.def.makeWork) bounds.set('makeWork', analyzeRoot(spec, 'makeWork', 'makeWork', shared));
  if (spec.def.initialize) bounds.set('initialize', analyzeRoot(spec, 'initialize', 'initialize', shared));
  let built = buildWorker(spec, base, bounds, null);
  let layouts = base;
  if (twoPhase && built.prefixes.size > 0) {
    // the second build: the prefix locals' types (known after the first) give their rows' dtypes
    const types = new Map(built.worker.kernel.ir.locals.map((x) => [x.name, x.type]));
    const ext = withPrefixRows(base, built.prefixes, types);
    layouts = ext.layouts;
    built = buildWorker(spec, layouts, bounds, ext.plan);
  }
  const locals = localArraysOf(spec);
  const hidden = hiddenParams(layouts, locals);
  const current: Current = { declared: {}, counters: new Map(), tops: [], heads: [] };
  const emit = pushEmitter(layouts, current);
  const initialize = spec.def.initialize
    ? buildKernel(spec, `${spec.name}_initialize_async`, hidden, emit, (st) => {
        const prologue = loadTops(st, layouts, current);
        const r = rootWithCounters(st, spec, 'initialize', 'initialize', current);
        return {
          body: packed(st, [...prologue, ...r.pre, ...r.body, ...storeTops(st, layouts, current)]),
          src: r.src,
        };
      })
    : null;
  return { worker: built.worker, initialize, bounds, layouts };
}
