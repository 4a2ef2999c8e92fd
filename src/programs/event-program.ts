/**
 * EventProgram (Harmonize's event-based program type): the host runs passes. In each pass, for
 * every function with pending calls, one kernel runs as many of them as the output buffers can
 * take in the worst case (the per-invocation call bounds), appending the calls they make through
 * atomic counters; makeWork fills what room is left. The host then merges outputs behind the
 * calls not yet run and loops until nothing is pending and makeWork has said no. A function whose
 * outputs cannot fit even one call grows the buffers, so no call is ever dropped.
 */
import { ProgramRunError } from '../errors/errors.js';
import { zeros } from '../runtime/create.js';
import type { Kernel } from '../runtime/kernel.js';
import type { NDArray } from '../runtime/ndarray.js';
import { i32 } from '../types/dtype.js';
import { FnBuffers } from './buffers.js';
import {
  BASE,
  buildEventRoot,
  CAP_IN,
  CTL,
  capParam,
  type EventRoot,
  inArray,
  outArray,
} from './event-kernels.js';
import { CTL_HALT, CTL_NO_MORE_WORK, CTL_WORDS, type FnLayout, layoutOf } from './layout.js';
import { LocalStateArrays, localArraysOf } from './local-state.js';
import { ProgressWatch } from './progress.js';
import {
  capacityOf,
  checkCallBounds,
  checkTuning,
  type ProgramReport,
  type ProgramTuning,
  positiveInt,
  type RunOptions,
  runDevice,
} from './report.js';
import type { ProgramSpec } from './spec.js';

export class EventProgram {
  readonly layouts: readonly FnLayout[];
  private readonly roots: Map<string, EventRoot>;
  private readonly makeWork: EventRoot | null;
  private readonly initialize: EventRoot | null;
  private readonly finalize: EventRoot | null;

  constructor(
    readonly spec: ProgramSpec,
    readonly tuning: ProgramTuning = {},
  ) {
    checkTuning('EventProgram', tuning);
    this.layouts = layoutOf(spec);
    this.roots = new Map(spec.functionNames.map((f) => [f, buildEventRoot(spec, this.layouts, f, 'async')]));
    const opt = (role: 'makeWork' | 'initialize' | 'finalize') =>
      spec.def[role] ? buildEventRoot(spec, this.layouts, role, role) : null;
    this.makeWork = opt('makeWork');
    this.initialize = opt('initialize');
    this.finalize = opt('finalize');
    for (const f of spec.functionNames) capacityOf(tuning, f);
    positiveInt('maxPasses', tuning.maxPasses, 1e6);
  }

  /** The generated kernels (one per function, makeWork, initialize, finalize), e.g. to print their IR or source. */
  get kernels(): readonly Kernel[] {
    const roots = [...this.roots.values(), this.makeWork, this.initialize, this.finalize];
    return roots.filter((r): r is EventRoot => r !== null).map((r) => r.built.kernel);
  }

  /** Runs the program on `state` until no work is left; resolves with what happened. */
  async run(state: Readonly<Record<string, unknown>>, opts?: RunOptions): Promise<ProgramReport> {
    const t0 = performance.now();
    const device = runDevice(state, opts);
    const F = this.layouts.length;
    const bufs = this.layouts.map((l) => new FnBuffers(l, capacityOf(this.tuning, l.name), device));
    const ctl = zeros([CTL_WORDS + F], i32, { device }) as NDArray;
    const maxPasses = positiveInt('maxPasses', this.tuning.maxPasses, 1e6);
    const mwPerPass = positiveInt(
      'makeWorkPerPass',
      this.tuning.makeWorkPerPass,
      Math.min(...bufs.map((b) => b.cap)),
    );
    const calls: Record<string, number> = Object.fromEntries(this.layouts.map((l) => [l.name, 0]));
    let passes = 0;
    let grows = 0;
    let makeWorkCalls = 0;
    let batches = 0;
    let noMoreWork = this.makeWork === null;
    let halted = false;
    // Per function / makeWork kernel, its items' group and thread state (an item is a group).
    const locals = new LocalStateArrays(localArraysOf(this.spec), device);
    try {
      const launchRoot = (root: EventRoot, range: number, base: number): Promise<unknown> => {
        const grouped = root.role === 'async' || root.role === 'makeWork';
        const args = {
          ...state,
          [CTL]: ctl,
          ...(grouped ? locals.argsFor(root, range) : {}),
          ...this.bufferArgs(root, bufs, base),
        };
        return root.built.kernel.launch(range, args as never, { device });
      };
      // One pass of `plan` (calls to run per function, makeWork invocations); returns the counters.
      const pass = async (
        ks: readonly number[],
        m: number,
        single: EventRoot | null,
      ): Promise<Int32Array> => {
        // Each function's output counter starts behind the calls this pass leaves pending.
        const start = new Int32Array(CTL_WORDS + F);
        bufs.forEach((b, fi) => {
          start[CTL_WORDS + fi] = b.n - (ks[fi] ?? 0);
        });
        await ctl.write(start);
        const launches: Promise<unknown>[] = [];
        if (single) launches.push(launchRoot(single, 1, 0));
        this.layouts.forEach((l, fi) => {
          const k = ks[fi] ?? 0;
          const root = this.roots.get(l.name);
          if (k > 0 && root) launches.push(launchRoot(root, k, 0)); // the oldest k
        });
        if (m > 0 && this.makeWork) launches.push(launchRoot(this.makeWork, m, 0));
        await Promise.all(launches);
        const c = (await ctl.read()) as Int32Array;
        checkCallBounds(this.spec.name, c);
        await Promise.all(bufs.map((b, fi) => b.merge(ks[fi] ?? 0, c[CTL_WORDS + fi] ?? 0)));
        this.layouts.forEach((l, fi) => {
          calls[l.name] = (calls[l.name] ?? 0) + (ks[fi] ?? 0);
          if ((ks[fi] ?? 0) > 0) batches++; // one kernel launch: a batch of one function
        });
        if (c[CTL_NO_MORE_WORK] !== 0) noMoreWork = true;
        if (c[CTL_HALT] !== 0) halted = true;
        return c;
      };
      const zero = this.layouts.map(() => 0);
      if (this.initialize) {
        grows += await this.ensureRoom(bufs, this.initialize, 1);
        await pass(zero, 0, this.initialize);
      }
      // makeWork fills up to `target` pending calls; the target starts at 1 and doubles after each
      // pass that called makeWork (slow start), so pending calls go first and new roots join
      // gradually: roots that race (label propagation) do not all start at once.
      let target = 1;
      const watch = new ProgressWatch(this.spec.name, 'passes', state);
      while (!halted) {
        const pending = bufs.reduce((s, b) => s + b.n, 0);
        if (pending === 0 && noMoreWork) break;
        if (++passes > maxPasses) {
          throw new ProgramRunError(
            'PROGRAM_MAX_PASSES',
            `program '${this.spec.name}': still running after ${maxPasses} passes (${pending} calls pending, makeWork ${noMoreWork ? 'done' : 'not done'}); does makeWork ever return false? Raise tuning.maxPasses if the work is just long`,
          );
        }
        const room = noMoreWork ? 0 : Math.max(0, Math.min(mwPerPass, target - pending));
        const { ks, m } = this.plan(bufs, room);
        if (ks.every((k) => k === 0) && m === 0) {
          grows += await this.unblock(bufs, noMoreWork);
          continue;
        }
        await pass(ks, m, null);
        makeWorkCalls += m;
        if (m > 0) target = Math.min(2 * target, mwPerPass);
        const after = bufs.reduce((s, b) => s + b.n, 0);
        const total = Object.values(calls).reduce((s, x) => s + x, 0);
        const idle = pending === 0 && m > 0 && after === 0 && !noMoreWork && !halted;
        await watch.observe(idle, { passes, calls: total, makeWorkCalls, pending: after });
      }
      const pendingLeft = bufs.reduce((s, b) => s + b.n, 0);
      if (this.finalize) await launchRoot(this.finalize, 1, 0);
      await ctl.read();
      return {
        programType: 'EventProgram',
        device: device.id,
        passes,
        calls,
        makeWorkCalls,
        batches,
        grows,
        halted,
        pending: pendingLeft,
        rebalances: 0,
        steals: 0,
        timeMs: performance.now() - t0,
      };
    } finally {
      for (const b of bufs) b.dispose();
      locals.dispose();
      ctl.dispose();
    }
  }

  /** A root's pending-call buffer arguments: its input calls from `base`, its callees' outputs. */
  private bufferArgs(root: EventRoot, bufs: readonly FnBuffers[], base: number): Record<string, unknown> {
    const args: Record<string, unknown> = {};
    const me = this.layouts.find((l) => l.name === root.name);
    if (root.role === 'async' && me) {
      const b = bufs[me.index] as FnBuffers;
      args[BASE] = base;
      args[CAP_IN] = b.cap;
      for (const [dt, arr] of b.a) args[inArray(dt)] = arr;
    }
    for (const l of this.layouts) {
      if ((root.bounds.get(l.name) ?? 0) === 0) continue;
      const b = bufs[l.index] as FnBuffers;
      args[capParam(l.name)] = b.cap;
      for (const [dt, arr] of b.b) args[outArray(l.name, dt)] = arr;
    }
    return args;
  }

  /** Greedy: per function, the most calls whose worst-case outputs fit; then makeWork. */
  private plan(bufs: readonly FnBuffers[], mwMax: number): { ks: number[]; m: number } {
    const used = bufs.map((b) => b.n);
    const fitCalls = (root: EventRoot, self: number, want: number): number => {
      let k = want;
      bufs.forEach((b, g) => {
        const delta = (root.bounds.get(b.layout.name) ?? 0) - (g === self ? 1 : 0);
        if (delta > 0) k = Math.min(k, Math.floor((b.cap - (used[g] ?? 0)) / delta));
      });
      k = Math.max(0, k);
      bufs.forEach((b, g) => {
        const delta = (root.bounds.get(b.layout.name) ?? 0) - (g === self ? 1 : 0);
        used[g] = (used[g] ?? 0) + k * delta;
      });
      return k;
    };
    const ks = bufs.map((b, fi) => {
      const root = this.roots.get(b.layout.name);
      return root && b.n > 0 ? fitCalls(root, fi, b.n) : 0;
    });
    const m = this.makeWork && mwMax > 0 ? fitCalls(this.makeWork, -1, mwMax) : 0;
    return { ks, m };
  }

  /** Nothing fits: grow the buffers the first runnable thing needs (never drop a call). */
  private async unblock(bufs: readonly FnBuffers[], noMoreWork: boolean): Promise<number> {
    const fi = bufs.findIndex((b) => b.n > 0);
    const root = fi >= 0 ? this.roots.get(bufs[fi]?.layout.name ?? '') : noMoreWork ? null : this.makeWork;
    if (!root) return 0;
    return this.ensureRoom(bufs, root, 1, fi);
  }

  /** Grows buffers so that `count` invocations of `root` fit. */
  private async ensureRoom(
    bufs: readonly FnBuffers[],
    root: EventRoot,
    count: number,
    self = -1,
  ): Promise<number> {
    let grows = 0;
    for (const [g, b] of bufs.entries()) {
      const delta = (root.bounds.get(b.layout.name) ?? 0) - (g === self ? 1 : 0);
      const need = b.n + count * delta;
      if (delta > 0 && need > b.cap) {
        await b.grow(Math.max(2 * b.cap, need));
        grows++;
      }
    }
    return grows;
  }
}
