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
import {
  A_CTL,
  CYCLES,
  LANES,
  NCALLS,
  NW,
  ncallWords,
  S,
  STEAL,
  STEAL_NAMES,
  TOP_AT,
  W,
  WS,
} from './async-names.js';
import { stackArray, stackRow, stackRows } from './async-stacks.js';
import {
  type Current,
  idleStatements,
  loadTops,
  packed,
  pushEmitter,
  rootWithCounters,
  storeTops,
  wrap,
} from './async-worker-parts.js';
import { type BuiltKernel, buildKernel, type HiddenParam, makeShared } from './build-kernel.js';
import {
  type ArgSlot,
  add,
  analyzeRoot,
  assign,
  atomic,
  bin,
  CTL_HALT,
  type FnLayout,
  int,
  load,
  loc,
  mul,
  param,
  type rootBody,
  store,
} from './layout.js';
import { groupEnd, groupStart, type LocalArray, localArraysOf, localHidden } from './local-state.js';
import { privateTallies } from './private-tallies.js';
import { freshTemp, type RewriteState } from './rewrite.js';
import type { ProgramSpec } from './spec.js';
import { answerRequests, closeMail, openMail, stealWhenIdle } from './steal.js';
import {
  castTo,
  type PrefixRow,
  type PurePrefix,
  phaseOne,
  splitPurePrefix,
  withPrefixRows,
} from './two-phase.js';

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

/** Per lane, a two-phase function's prefix locals stored (`keep`) and read back (`restore`). */
function prefixIo(
  sh: RewriteState['sh'],
  split: PurePrefix | null,
  rows: readonly PrefixRow[] | undefined,
  slotIdx: (slot: ArgSlot, at: RawExpr) => RawExpr,
) {
  const rowAt = (k: number, lane: RawExpr) => {
    const slot = rows?.[k];
    return slot ? { slot, idx: slotIdx(slot, lane) } : null;
  };
  const restore = (lane: string): RawStmt[] =>
    (split?.names ?? []).flatMap((n, k) => {
      const at = rowAt(k, loc(lane));
      return at ? [assign(n, castTo(at.slot.local, load(sh, stackArray(at.slot.dtype), at.idx)))] : [];
    });
  const keep = (k: number, lane: RawExpr): RawStmt => {
    const at = rowAt(k, lane);
    const n = split?.names[k] ?? '';
    return at
      ? store(sh, stackArray(at.slot.dtype), at.idx, castTo(at.slot.dtype, loc(n)))
      : { kind: 'break' };
  };
  return { restore, keep };
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
        const argNames = r.args.map((a) => a.irName);
        const prefix = splitPurePrefix(r.body, argNames);
        if (prefix) prefixes.set(gi, prefix.names);
        const rows = prefix ? plan?.get(gi) : undefined;
        const pop = [assign(t, loc(head)), ...wrap(head, add(loc(t), int(1)))];
        const run: RawStmt[] = [...pop, assign(counts[gi] ?? '', bin('sub', loc(counts[gi] ?? ''), int(1)))];
        run.push(...loadArgs(loc(t)), assign(calls[gi] ?? '', add(loc(calls[gi] ?? ''), int(1))));
        const split = rows && prefix ? prefix : null;
        const { restore, keep } = prefixIo(sh, split, rows, slotIdx);
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

export function buildAsyncKernels(
  spec: ProgramSpec,
  base: readonly FnLayout[],
  twoPhase = true,
): AsyncKernels {
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
