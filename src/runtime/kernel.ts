/**
 * `Kernel`, the result of `tt.kernel` (runtime/define-kernel.ts): the frontend and pass pipeline
 * run at definition (so syntax and type errors surface where the kernel is written); backends
 * compile lazily per device; `launch` validates, places (compute follows data), moves data lazily
 * and submits to an in-order queue.
 */
import type { Executable } from '../backends/backend.js';
import { launchSettings } from '../config/settings.js';
import { type KernelRangeError, KernelSourceError } from '../errors/errors.js';
import { captureCallSite } from '../frontend/call-site.js';
import type { KernelFunction } from '../frontend/lower-kernel.js';
import { arrayAccess } from '../ir/analysis.js';
import { contentKey } from '../ir/key.js';
import type { IRParam, KernelIR, ParamAccess } from '../ir/nodes.js';
import { printKernel } from '../ir/printer.js';
import type { HoistedKernel } from '../passes/hoist-range-checks.js';
import type { PassTiming } from '../passes/pipeline.js';
import type { LaunchRange, Rank, Schema } from '../types/schema.js';
import { chainUse, idleNow, launchWithin, pendingWork, usesOrderedOn } from './array-internals.js';
import { capturing, recordLaunch } from './capture-record.js';
import { type LoggedVariant, launchLogged, loggedRefusal, loggedVariant } from './deterministic.js';
import type { Device } from './device.js';
import { refuseDeviceTypes } from './device-types.js';
import { type Event, waitPromises } from './event.js';
import { refuseDeviceFence } from './fences.js';
import {
  type CompiledDefinition,
  compileSource,
  type KernelOptions,
  type KernelOrigin,
  locateError,
} from './kernel-build.js';
import { type SourceOptions, sourceVariant } from './kernel-options.js';
import { type CheckedArgs, type LaunchArgs, type LaunchOptions, onlyKnownKeys } from './launch-args.js';
import { LaunchFacts } from './launch-facts.js';
import { LaunchPlans } from './launch-plan.js';
import {
  hoistedChecksHold,
  type PlanData,
  type Prepared,
  prepareLaunch,
  type Runner,
  withPrints,
} from './launch-prepare.js';
import { checkLaunchAllowed, reportLaunch } from './launch-recorder.js';
import { type BoundLaunch, compileSettled, runLaunch } from './launch-run.js';
import { offsetVariant } from './offset.js';
import { currentOpCall } from './op-call.js';
import type { Queue } from './queue.js';
import type { TaskScope } from './queue-task.js';
import { selectDevice } from './select.js';
import { sourceFor } from './source-for.js';
import { launchViaCopies } from './strided-args.js';
import { pollsOn } from './timeout.js';

export type { KernelOptions } from './kernel-build.js';

/** A planned launch's scalars, checked by LaunchPlans.find (one map, reused: it is copied at once). */
const planScalars = new Map<string, number | boolean | bigint>();

/**
 * Everything a Kernel is, whichever way its definition was compiled: `Kernel`'s constructor
 * compiles a kernel function (tt.kernel), kernelFromIR (kernel-from-ir.ts) raw IR that tutti
 * built. Every kernel is a `Kernel`; this class only gives the two a common constructor.
 */
/** `R`: the launch ranges it takes (every rank unless its index parameter was annotated: RangeOf). */
export class KernelCore<S extends Schema = Schema, R extends LaunchRange = LaunchRange> {
  readonly name: string;
  /** 1, 2 or 3: the number of index names the function destructures. */
  readonly rank: Rank;
  /** The typed, verified IR after all passes. */
  readonly ir: KernelIR;
  /** The IR's content key, computed when first asked (hashing loads node:crypto, ~4 ms). */
  private contentKeyText: string | undefined;
  /** Per-pass timings of the definition's compile. */
  readonly passTimings: readonly PassTiming[];
  private readonly access: ReadonlyMap<string, ParamAccess>;
  /** The variant whose launch-index accesses are checked once per launch on the host. */
  private readonly hoisted: HoistedKernel | null;
  private readonly source: string;
  /** What launches need of the kernel (and of it on each device), worked out once: launch-facts.ts. */
  private readonly facts: LaunchFacts;
  /** The offset variant's parameters (made at the first launch). */
  private shiftedParams: readonly IRParam[] | undefined;
  /** @internal Plans of recent launches, by their first array (launch-plan.ts). */
  readonly plans: LaunchPlans<PlanData>;
  /** The logged variant for deterministic launches on GPUs (made at the first: deterministic.ts). */
  private logged: LoggedVariant | undefined;
  /** The `deterministic` option of tt.kernel (undefined: the setting decides; deterministic.ts). */
  protected deterministicOption: boolean | undefined;

  /** @internal Use tt.kernel(). */
  constructor(
    readonly schema: S,
    compiled: CompiledDefinition,
    /** Where the kernel function was defined (null for IR built by tutti). */
    private readonly origin: KernelOrigin | null,
  ) {
    const { ir, fast, timings, text } = compiled;
    this.name = ir.name;
    this.ir = ir;
    this.rank = ir.rank;
    this.passTimings = timings;
    this.access = arrayAccess(ir);
    this.source = text;
    this.hoisted = fast;
    this.facts = new LaunchFacts(ir, fast);
    this.plans = new LaunchPlans(this.facts.visible);
  }

  /** Points an error located in the kernel function at the user's file (made once: launches pass it on). */
  private readonly locate = (e: KernelSourceError | KernelRangeError): void => locateError(this.origin, e);

  /** Stable content key of the IR (same in every process). */
  get key(): string {
    this.contentKeyText ??= contentKey(this.ir);
    return this.contentKeyText;
  }

  /** The IR as text. */
  printIR(): string {
    return printKernel(this.ir);
  }

  /** The code a device's backend generates for this kernel (`opts.variant`: kernel-options.ts). */
  async generatedSource(device: Device | string = 'js', opts?: SourceOptions): Promise<string> {
    const ir = sourceVariant(opts) === 'fast' && this.hoisted ? this.hoisted.fast : this.ir;
    return sourceFor(device, ir, (d) => refuseDeviceFence(this.name, this.source, this.ir, d));
  }

  /** The compiled variant for `device`: the fully checked kernel, or the fast one (hoisted checks). */
  private executable(device: Device, fast = false, poll = false, offset = false): Promise<Executable> {
    try {
      // the types check walks the IR: once per device, not per launch
      const facts = this.facts.on(device);
      if (!facts.typesAccepted) {
        refuseDeviceTypes(this.name, this.source, this.ir, device);
        facts.typesAccepted = true;
      }
      return this.facts.compile(device, fast, poll, offset);
    } catch (e) {
      if (e instanceof KernelSourceError && e.kernel === this.name) this.locate(e);
      return Promise.reject(e);
    }
  }

  /** True when this launch may use the fast variant (every hoisted range check holds). */
  private canUseFast(extents: readonly number[], checked: CheckedArgs): boolean {
    return !!this.hoisted && hoistedChecksHold(this.hoisted, extents, checked);
  }

  /**
   * Compiles for a device now (otherwise the first launch there does it): the variants a launch
   * without a timeout or offset runs — the one whose range checks are hoisted to the host (every
   * in-range launch) and the fully checked one — so the first launch after it compiles nothing.
   */
  async compileFor(device: Device | string): Promise<void> {
    const d = typeof device === 'string' ? selectDevice(device) : device;
    await Promise.all([this.executable(d), ...(this.hoisted ? [this.executable(d, true)] : [])]);
  }

  /**
   * Runs the kernel over `range`. It runs where its arrays live (or on opts.device / opts.queue),
   * after earlier work on the same queue, earlier uses of the same arrays and `opts.waitFor`
   * (events from any queue). Resolves to an Event once the kernel has finished (with
   * `event.profile` on a profiling queue).
   */
  launch(range: R, args: LaunchArgs<S>, opts?: LaunchOptions): Promise<Event> {
    // a trace that must queue nothing (tt.grad's fused trace) refuses it synchronously
    checkLaunchAllowed(this.name);
    // the same arrays, range and options as a recent launch: its checks and choices stand
    const planned = this.planned(range, args, opts);
    if (planned) return planned;
    // strided views (tt.np) are launched as contiguous copies, written ones copied back after
    const viaCopies = launchViaCopies(this.name, args, this.writesSourceName, (a) =>
      this.launch(range, a as LaunchArgs<S>, opts),
    );
    if (viaCopies) return viaCopies;
    let prepared: Prepared;
    try {
      prepared = this.prepare(range, args, opts);
    } catch (e) {
      return Promise.reject(e);
    }
    if (prepared.logged) {
      // deterministic mode on a GPU: the logged variant, made at the first such launch
      this.logged ??= loggedVariant(this.ir, (ir, added) => {
        const compiled: CompiledDefinition = { ir, fast: null, timings: [], text: this.source };
        return new KernelCore({ ...this.schema, ...added }, compiled, this.origin);
      });
      return launchLogged(this.logged, prepared, range, args as Readonly<Record<string, unknown>>, opts);
    }
    // no rest copy of the runner's choice per launch: only a capture reads it
    const runner = this.runner(prepared);
    const refused = capturing()
      ? recordLaunch({ ...prepared, ...runner, kernel: this, locate: (e) => this.locate(e) })
      : undefined;
    if (refused) return refused;
    this.keepPlan(args, opts, prepared, runner);
    return this.submitPrepared(prepared, prepared.waits, runner.run, runner.compiled, range, args, opts);
  }

  /** The launch through an earlier one's plan (launch-plan.ts; its own scalars), or undefined. */
  private planned(
    range: R,
    args: LaunchArgs<S>,
    opts: LaunchOptions | undefined,
  ): Promise<Event> | undefined {
    if (capturing() || currentOpCall() !== undefined) return undefined;
    const plan = this.plans.find(range, args, opts, launchSettings, planScalars);
    if (!plan) return undefined;
    const data = plan.data;
    let waits: Promise<void>[] = [];
    if (opts?.waitFor !== undefined) {
      try {
        waits = waitPromises(`kernel '${this.name}'`, opts.waitFor);
      } catch (e) {
        return Promise.reject(e);
      }
    }
    let { run, exe } = data;
    const { prepared } = data;
    if (
      plan.userScalars.length > 0 ||
      this.executable(prepared.device, data.fast, data.poll, data.shifted) !== exe
    ) {
      // this launch's scalars (the offsets and shape extents are the plan's), or a new compile
      const scalars = new Map(data.scalars);
      for (const [name, v] of planScalars) scalars.set(name, v);
      const bound = this.runner({ ...prepared, checked: { arrays: prepared.checked.arrays, scalars } });
      ({ run, exe } = bound);
      if (plan.userScalars.length === 0) Object.assign(data, { run, exe });
    }
    return this.submitPrepared(prepared, waits, run, compileSettled(exe), range, args, opts);
  }

  /** Keeps a plan of this launch when one can stand for later ones (launch-plan.ts). */
  private keepPlan(args: unknown, opts: LaunchOptions | undefined, prepared: Prepared, runner: Runner): void {
    if (currentOpCall() !== undefined || prepared.hidden.length > 0 || this.ir.prints) return;
    if (opts !== undefined && (!onlyKnownKeys(opts) || opts.device !== undefined)) return;
    const { extents, checked, offset } = prepared;
    const ends = offset ? extents.map((n, d) => n + (offset[d] ?? 0)) : extents;
    const data: PlanData = {
      prepared: { ...prepared, waits: [] },
      run: runner.run,
      exe: runner.exe,
      scalars: new Map(checked.scalars),
      fast: this.canUseFast(ends, checked),
      poll: runner.poll,
      shifted: offset !== undefined,
    };
    const placedOn = opts?.queue ? undefined : prepared.queue;
    this.plans.add(extents, args as Record<string, unknown>, opts, launchSettings(), placedOn, data);
  }

  /** Submits a prepared launch: after its waits, its arrays' pending work and its compile. */
  private submitPrepared(
    prepared: Prepared,
    waits: Promise<void>[],
    run: () => unknown,
    compiled: Promise<void> | undefined,
    range: R,
    args: LaunchArgs<S>,
    opts: LaunchOptions | undefined,
  ): Promise<Event> {
    const { queue, checked } = prepared;
    const deps: Promise<void>[] = waits;
    // In order, the queue runs this launch after its earlier tasks anyway.
    const ordered = queue.inOrder ? queue : undefined;
    for (const a of checked.arrays) {
      // nothing to wait for: no use in flight (a loop of awaited launches), or only this queue's
      if (a.array[idleNow] || (ordered && a.array[usesOrderedOn] === ordered)) continue;
      const pending = a.array[pendingWork];
      if (!deps.includes(pending)) deps.push(pending);
    }
    if (compiled) deps.push(compiled);
    const p = queue.submitEvent('launch', deps, run, this.name);
    for (const a of checked.arrays) a.array[chainUse](p, ordered);
    reportLaunch({ kernel: this, range, args, options: opts, done: p });
    return withPrints(p, this.ir, prepared, opts);
  }

  /**
   * @internal The launch of `TaskScope.launch` (runtime/queue-task.ts): part of a running task, on
   * its queue. It runs at once, after `opts.waitFor` and the pending work of the arrays the task
   * does not hold (those the task holds are its own: their pending work is the task).
   */
  [launchWithin](
    scope: TaskScope<Device, Queue<Device>>,
    range: LaunchRange,
    args: LaunchArgs<S>,
    opts?: LaunchOptions,
  ): Promise<Event> {
    const queue = scope.queue;
    let prepared: Prepared;
    try {
      prepared = this.prepare(range, scope.swapArgs(args), { ...opts, queue });
    } catch (e) {
      return Promise.reject(e);
    }
    if (prepared.logged) return Promise.reject(loggedRefusal(this.name, prepared, 'run inside a queue task'));
    const { checked, waits } = prepared;
    const own = checked.arrays.filter((a) => !scope.holds(a.array));
    const deps: Promise<void>[] = [...waits, ...own.map((a) => a.array[pendingWork])];
    const { run, compiled } = this.runner(prepared);
    if (compiled) deps.push(compiled);
    const p = Promise.all(deps).then(queue.timed('launch', run, this.name));
    for (const a of own) a.array[chainUse](p);
    return withPrints(p, this.ir, prepared, opts);
  }

  /**
   * The body of a prepared launch (acquire the arrays, run the executable, mark the writes) and
   * `compiled`, settled once the executable is: the launch waits for it, so a profiled first
   * launch's startedMs..endedMs is the run alone (compiling counts as waiting). The compile is
   * observed here, at once: a refused compile (webgpu without f64) left unobserved until the queue
   * reached the launch was an unhandled rejection that ended Node although the caller caught the
   * launch; `run` rethrows it, so the launch still rejects with it.
   */
  private runner(prepared: Prepared): Runner {
    const { device, queue, extents, checked, timeoutMs, offset, sequential } = prepared;
    const poll = timeoutMs > 0 && pollsOn(() => this.facts.loops, device.backend, timeoutMs);
    const shifted = offset !== undefined;
    // An offset launch reads indices up to offset + extent - 1: the hoisted checks cover that end.
    const ends = offset ? extents.map((n, d) => n + (offset[d] ?? 0)) : extents;
    const exePromise = this.executable(device, this.canUseFast(ends, checked), poll, shifted);
    if (shifted) this.shiftedParams ??= offsetVariant(this.ir).params;
    const params = shifted && this.shiftedParams ? this.shiftedParams : this.ir.params;
    // the offsets join the launch's own scalars (checkArgs made them for this launch alone)
    const args = checked;
    if (offset) {
      for (let d = 0; d < offset.length; d++) {
        const p = params[this.ir.params.length + d];
        if (p) checked.scalars.set(p.name, offset[d] ?? 0);
      }
    }
    const compiled = compileSettled(exePromise);
    const launch: BoundLaunch = {
      kernel: this,
      device,
      queue,
      extents,
      timeoutMs,
      params,
      args,
      poll,
      writes: this.writesParam,
      locate: this.locate,
      sequential,
      op: currentOpCall(),
    };
    const run = () => runLaunch(exePromise, launch);
    const variant = (scalars: CheckedArgs['scalars']) =>
      this.executable(device, this.canUseFast(ends, { ...checked, scalars }), poll, shifted);
    return { run, compiled, exe: exePromise, params, args, poll, variant };
  }

  /** Whether the kernel writes the array argument `name` (its name in the kernel function). */
  private readonly writesSourceName = (name: string): boolean =>
    this.writes(this.ir.params.find((q) => q.sourceName === name)?.name ?? '');
  /** BoundLaunch's `writes`, made once per kernel (not per launch). */
  private readonly writesParam = (p: IRParam): boolean => this.writes(p.name);
  /** Whether the kernel writes the array parameter `name`. */
  private writes(name: string): boolean {
    const acc = this.access.get(name);
    return acc === 'write' || acc === 'readwrite';
  }

  private prepare(range: unknown, args: unknown, opts: LaunchOptions | undefined): Prepared {
    const writes = (p: IRParam) => this.writes(p.name);
    return prepareLaunch(
      this.name,
      this.rank,
      this.ir,
      this.facts,
      this.deterministicOption,
      writes,
      range,
      args,
      opts,
    );
  }

  toString(): string {
    return `Kernel(${this.name}, rank ${this.rank})`;
  }
}

/** A compiled kernel: tt.kernel's result (docs/kernel-language.md). */
export class Kernel<S extends Schema = Schema, R extends LaunchRange = LaunchRange> extends KernelCore<S, R> {
  /** @internal Use tt.kernel(). */
  constructor(schema: S, fn: KernelFunction, opts: KernelOptions = {}) {
    // the call site is captured here, in the frame under tt.kernel, as before
    const { compiled, origin } = compileSource(schema, fn, opts, captureCallSite());
    super(schema, compiled, origin);
    this.deterministicOption = opts.deterministic;
  }
}
