/**
 * AsyncProgram (Harmonize's asynchronous program type): the work stays on the device. One
 * persistent kernel runs `workers` items that pull calls from their own device-resident stacks
 * (see async-kernel.ts); the host only re-dispatches after a bounded number of cycles, grows the
 * stacks when a worker was blocked for room, and stops when every stack is empty and makeWork has
 * said no more work.
 */
import { InternalError, ProgramDefinitionError, ProgramRunError } from '../errors/errors.js';
import { zeros } from '../runtime/create.js';
import type { Device } from '../runtime/device.js';
import type { Kernel } from '../runtime/kernel.js';
import type { NDArray } from '../runtime/ndarray.js';
import { dtypeByName, i32 } from '../types/dtype.js';
import { BUDGET_AT, controlWords, NCALLS_AT, topAt } from './async-control.js';
import { type AsyncKernels, buildAsyncKernels } from './async-kernel.js';
import { A_CTL, CYCLES, LANES, NW, ncallWords, S, STEAL, TOP_AT, topWords, WS } from './async-names.js';
import { stackArray, stackRows } from './async-stacks.js';
import { programBufferLimit } from './buffer-limit.js';
import { zeroWords } from './buffers.js';
import { buildEventRoot, type EventRoot } from './event-kernels.js';
import { CTL_BLOCKED, CTL_HALT, CTL_NO_MORE_WORK, type FnLayout, layoutOf } from './layout.js';
import { LocalStateArrays, localArraysOf } from './local-state.js';
import { ProgressWatch } from './progress.js';
import { imbalanced, relayout } from './rebalance.js';
import {
  checkCallBounds,
  checkTuning,
  type ProgramReport,
  type ProgramTuning,
  positiveInt,
  type RunOptions,
  runDevice,
} from './report.js';
import type { ProgramSpec } from './spec.js';

/** One worker where items run one after another (more would only interleave); else enough to fill it. */
function defaultWorkers(device: Device): number {
  if (device.traits.sequentialItems) return 1;
  if (device.kind === 'gpu') return 4096;
  const nav = (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator;
  return 4 * (nav?.hardwareConcurrency ?? 2);
}

/** Loop cycles per worker per dispatch: Harmonize's 256 on GPUs, long on CPUs (no watchdog there). */
function defaultCycles(device: Device): number {
  return device.kind === 'gpu' ? 256 : 1 << 16;
}

/**
 * The first dispatch's budget of new roots (slow start: it doubles after each dispatch that called
 * makeWork). 1 by default: a racing spec (connected components seeded by makeWork) makes more
 * calls the more roots run at once (docs/programs.md, bounded scheduling). With `lanes` > 1 (not
 * on js's single worker) the caller asked for throughput — batches of `lanes` new roots per idle
 * worker — and gets no slow start: workers take roots whenever their queues run empty, so a run
 * is one long dispatch (CPUs) or a few (GPUs) instead of ~15 growing ones (a launch and host reads
 * each: about 0.1 ms on native, tens of ms on llvmpipe); roots in flight stay bounded by workers × lanes.
 */
function firstTarget(device: Device, lanes: number): number {
  return lanes > 1 && !device.traits.sequentialItems ? 1 << 30 : 1;
}

/**
 * Whether idle workers steal calls within a dispatch (steal.ts): on CPU devices with several
 * workers running at once, unless tuning.steal is false. Never on GPUs (docs/programs.md).
 */
function stealsOn(device: Device, workers: number, wanted: boolean | undefined): boolean {
  if (wanted !== undefined && typeof wanted !== 'boolean')
    throw new ProgramDefinitionError(
      'PROGRAM_BAD_TUNING',
      `tuning.steal must be a boolean, got ${String(wanted)}`,
    );
  return wanted !== false && device.kind === 'cpu' && !device.traits.sequentialItems && workers > 1;
}

export class AsyncProgram {
  readonly layouts: readonly FnLayout[];
  private readonly generated: AsyncKernels;
  private readonly finalize: EventRoot | null;

  constructor(
    readonly spec: ProgramSpec,
    readonly tuning: ProgramTuning = {},
  ) {
    checkTuning('AsyncProgram', tuning);
    this.generated = buildAsyncKernels(spec, layoutOf(spec));
    // with the per-lane rows of two-phase batches (two-phase.ts)
    this.layouts = this.generated.layouts;
    this.finalize = spec.def.finalize ? buildEventRoot(spec, this.layouts, 'finalize', 'finalize') : null;
    positiveInt('maxPasses', tuning.maxPasses, 1e6);
    positiveInt('stackSize', tuning.stackSize, 64);
  }

  /** The generated kernels: the persistent worker kernel, then initialize and finalize when present. */
  get kernels(): readonly Kernel[] {
    const ks = [this.generated.worker.kernel];
    if (this.generated.initialize) ks.push(this.generated.initialize.kernel);
    if (this.finalize) ks.push(this.finalize.built.kernel);
    return ks;
  }

  /** The stack size every root's worst case fits in (one call popped, its outputs pushed). */
  private minStack(): number {
    let m = 1;
    for (const b of this.generated.bounds.values()) for (const n of b.values()) m = Math.max(m, n + 1);
    return m;
  }

  /** Calls per function and makeWork calls, summed over the workers' counters. */
  private tally(
    counts: Int32Array,
    workers: number,
  ): { calls: Record<string, number>; makeWorkCalls: number; batches: number; steals: number } {
    const F = this.layouts.length;
    const words = ncallWords(F);
    const calls: Record<string, number> = {};
    let makeWorkCalls = 0;
    let batches = 0;
    let steals = 0;
    for (let w = 0; w < workers; w++) {
      this.layouts.forEach((l, gi) => {
        calls[l.name] = (calls[l.name] ?? 0) + (counts[w * words + gi] ?? 0);
      });
      makeWorkCalls += counts[w * words + F] ?? 0;
      batches += counts[w * words + F + 1] ?? 0;
      steals += counts[w * words + F + 2] ?? 0;
    }
    return { calls, makeWorkCalls, batches, steals };
  }

  /** The call stacks (rings of `s` calls per worker), one array per dtype (async-stacks.ts), zeroed. */
  private stacksFor(device: Device, workers: number, s: number): Map<string, NDArray> {
    const m = new Map<string, NDArray>();
    for (const [dt, rows] of stackRows(this.layouts)) {
      const dtype = dtypeByName(dt);
      if (!dtype) throw new InternalError(`dtype ${dt}`);
      m.set(
        stackArray(dt),
        zeros([rows * workers * s], dtype as Parameters<typeof zeros>[1], { device }) as NDArray,
      );
    }
    return m;
  }

  /** Stacks of twice the depth holding the pending calls of `stacks` (which are freed). */
  private async doubled<M extends Map<string, NDArray>>(
    stacks: M,
    depth: number,
    ring: ReturnType<typeof ringOf>,
    workers: number,
    alloc: (depth: number) => M,
  ): Promise<M> {
    const next = alloc(depth * 2);
    await relayout(this.layouts, { stacks, depth }, { stacks: next, depth: depth * 2 }, ring, workers, false);
    for (const a of stacks.values()) a.dispose();
    return next;
  }

  async run(state: Readonly<Record<string, unknown>>, opts?: RunOptions): Promise<ProgramReport> {
    const t0 = performance.now();
    const device = runDevice(state, opts);
    const F = this.layouts.length;
    const workers = positiveInt('workers', this.tuning.workers, defaultWorkers(device));
    let stack = Math.max(positiveInt('stackSize', this.tuning.stackSize, 64), this.minStack());
    const cycles = positiveInt('cyclesPerDispatch', this.tuning.cyclesPerDispatch, defaultCycles(device));
    const maxPasses = positiveInt('maxPasses', this.tuning.maxPasses, 1e6);
    // control words, makeWork budget, call counters and rings in one array (async-control.ts)
    const at = topAt(workers, F);
    const ctl = zeros([controlWords(workers, F, topWords(workers, F))], i32, { device }) as NDArray;
    const readRing = async () => ringOf(ctl, at, workers * F, (await ctl.read()) as Int32Array);
    const counters = (c: Int32Array) => c.subarray(NCALLS_AT, NCALLS_AT + workers * ncallWords(F));
    const steal = stealsOn(device, workers, this.tuning.steal);
    const lanes = positiveInt('lanes', this.tuning.lanes, 1);
    const allocStacks = (s: number) => this.stacksFor(device, workers, s);
    let stacks = allocStacks(stack);
    const locals = new LocalStateArrays(localArraysOf(this.spec), device); // a slice per worker
    const args = (): Record<string, unknown> => ({
      ...state,
      [A_CTL]: ctl,
      [TOP_AT]: at,
      [NW]: workers,
      [S]: stack,
      [WS]: workers * stack,
      [CYCLES]: cycles,
      [LANES]: lanes,
      [STEAL]: steal ? 1 : 0,
      ...Object.fromEntries(stacks),
      ...locals.argsFor(this, workers),
    });
    let passes = 0;
    let grows = 0;
    let halted = false;
    let pending = 0;
    try {
      let rebalances = 0;
      // Pending calls are dealt out again when some workers are idle and others hold several.
      const share = async (ring: Awaited<ReturnType<typeof readRing>>): Promise<void> => {
        if (!imbalanced(ring.tops, workers, F)) return;
        const rings = { stacks, depth: stack };
        await relayout(this.layouts, rings, rings, ring, workers, true);
        rebalances++;
      };
      if (this.generated.initialize) {
        await this.generated.initialize.kernel.launch(1, args() as never, { device });
        await share(await readRing());
      }
      // makeWork may start at most `target - pending` new roots per dispatch; the target starts at
      // firstTarget and doubles after each dispatch that called makeWork (slow start, as in EventProgram).
      let target = firstTarget(device, lanes);
      let noMoreWork = !this.spec.def.makeWork;
      let totalCalls = 0;
      let mwTotal = 0;
      const watch = new ProgressWatch(this.spec.name, 'dispatches', state);
      for (;;) {
        if (++passes > maxPasses) throw tooManyDispatches(this.spec.name, maxPasses, cycles, pending);
        const before = pending;
        const room = noMoreWork ? 0 : Math.max(0, Math.min(1 << 30, target - pending));
        await ctl.write(Int32Array.of(room, 0), { offset: BUDGET_AT });
        await this.generated.worker.kernel
          .launch(workers, args() as never, { device })
          .catch((e: unknown) => {
            throw programBufferLimit(e, this.spec.name, F);
          });
        const c = (await ctl.read()) as Int32Array;
        const ring = ringOf(ctl, at, workers * F, c);
        pending = ring.tops.reduce((s, x) => s + x, 0);
        checkCallBounds(this.spec.name, c);
        if (c[CTL_HALT] !== 0) {
          halted = true;
          break;
        }
        if (c[CTL_NO_MORE_WORK] !== 0) noMoreWork = true;
        if (pending === 0 && noMoreWork) break;
        const tally = this.tally(counters(c), workers);
        const ran = Object.values(tally.calls).reduce((s, x) => s + x, 0) - totalCalls;
        const mw = tally.makeWorkCalls - mwTotal;
        totalCalls += ran;
        mwTotal += mw;
        if (mw > 0) target = Math.min(2 * target, 1 << 30);
        const idle = before === 0 && mw > 0 && ran === 0 && pending === 0 && !noMoreWork;
        await watch.observe(idle, { passes, calls: totalCalls, makeWorkCalls: mwTotal, pending });
        if ((c[CTL_BLOCKED] ?? 0) > 0) {
          // A worker could not run any call without overflowing a stack: double the stacks.
          stacks = await this.doubled(stacks, stack, ring, workers, allocStacks);
          stack *= 2;
          grows++;
          await zeroWords(ctl, CTL_BLOCKED, 1, device);
        } else await share(ring);
      }
      if (this.finalize)
        await this.finalize.built.kernel.launch(1, { ...state, __ctl: ctl } as never, { device });
      const { calls, makeWorkCalls, batches, steals } = this.tally(
        counters((await ctl.read()) as Int32Array),
        workers,
      );
      return {
        programType: 'AsyncProgram',
        device: device.id,
        passes,
        calls,
        makeWorkCalls,
        batches,
        grows,
        halted,
        pending: halted ? pending : 0,
        rebalances,
        steals,
        timeMs: performance.now() - t0,
      };
    } finally {
      for (const a of [ctl, ...stacks.values()]) a.dispose();
      locals.dispose();
    }
  }
}

/** The workers' pending counts and ring heads: views of TOP (from `at`) in a host copy `c` of `ctl`. */
function ringOf(ctl: NDArray, at: number, n: number, c: Int32Array) {
  return { top: ctl, at, tops: c.subarray(at, at + n), heads: c.subarray(at + n, at + 2 * n) };
}

function tooManyDispatches(
  name: string,
  maxPasses: number,
  cycles: number,
  pending: number,
): ProgramRunError {
  return new ProgramRunError(
    'PROGRAM_MAX_PASSES',
    `program '${name}': still running after ${maxPasses} dispatches of ${cycles} cycles (${pending} calls pending); does makeWork ever return false? Raise tuning.maxPasses if the work is just long`,
  );
}
