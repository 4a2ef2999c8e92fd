/**
 * A captured graph (tt.capture, runtime/capture.ts): the launches a capture function made, with
 * their executables, ranges, arrays and scalars bound once. `replay()` runs them again, in order,
 * as one task on the queue they ran on, ordered like a launch (after earlier work on every array
 * it uses, unless that work is this queue's own): each array is acquired on the device (moved only
 * if stale there, counted like a launch's moves), the backend gets the list it was given last time
 * while no allocation and no scalar changed, and the written arrays are marked written there after.
 * No per-launch work is left on the host: the device runs the list through its backend's `replay`
 * hook (native: one C call; wasm: one message; webgpu: one command buffer; cuda: a CUDA graph)
 * or, without one, each executable's bound runner in turn (js), with no promise between them.
 */
import type { BoundArg, Executable, LaunchRequest, ReplayLaunch } from '../backends/backend.js';
import { CaptureError, KernelRangeError } from '../errors/errors.js';
import { nameClasses } from '../errors/names.js';
import { checkOptionKeys } from '../errors/options.js';
import type { Allocation } from '../memory/space.js';
import { count } from '../memory/stats.js';
import {
  acquireOn,
  chainUse,
  failureOf,
  idleNow,
  markFailed,
  markWrittenThrough,
  pendingWork,
  usesOrderedOn,
} from './array-internals.js';
import type { CapturedLaunch } from './capture-record.js';
import { type ScalarOverrides, scalarOverrides } from './capture-scalars.js';
import { capturing } from './capture-state.js';
import type { Device } from './device.js';
import { type FailedBy, type Failure, failedInputError } from './failed-input.js';
import type { NDArray } from './ndarray.js';
import type { Queue } from './queue.js';

/** What `graph.replay()` takes. */
export interface ReplayOptions {
  /**
   * New values for scalar parameters of the captured kernels, by their schema name: every captured
   * launch of a kernel with that scalar uses the value (`{ scalars: { dt: 0.1 } }`).
   */
  readonly scalars?: Readonly<Record<string, number | boolean>>;
}

/** The list handed to the backend, kept while the allocations and scalars stay the same. */
interface Prepared {
  readonly allocs: readonly Allocation[];
  readonly scalarsKey: string;
  readonly list: readonly ReplayLaunch[];
}

/** The list handed to the backend, kept while the allocations and scalars stay the same. */
interface Prepared {
  readonly allocs: readonly Allocation[];
  readonly scalarsKey: string;
  readonly list: readonly ReplayLaunch[];
  /** Each launch as a call with its arguments bound (Executable.bind), for devices without a hook. */
  readonly runs: readonly (() => unknown)[];
}

const NO_OVERRIDES: ScalarOverrides = [];

/** Runs `runs[from..]` in turn; a run that returns a promise continues after it. */
function runEach(runs: readonly (() => unknown)[], from: number): unknown {
  for (let i = from; i < runs.length; i++) {
    const r = (runs[i] as () => unknown)();
    if (r instanceof Promise) return r.then(() => runEach(runs, i + 1));
  }
  return undefined;
}

export class Graph {
  /** Every array the launches use, and the indices (in `arrays`) of those some launch writes. */
  private readonly arrays: readonly NDArray[];
  private readonly writtenAt: readonly number[];
  private prepared: Prepared | undefined;
  private readonly label: string;

  /** @internal Use tt.capture(). `exes`: each launch's settled executable. */
  constructor(
    private readonly recorded: readonly CapturedLaunch[],
    private readonly exes: readonly Executable[],
  ) {
    const index = new Map<NDArray, number>();
    const written = new Set<number>();
    for (const l of recorded) {
      for (const a of l.arrays) {
        let i = index.get(a.array);
        if (i === undefined) {
          i = index.size;
          index.set(a.array, i);
        }
        if (a.writes) written.add(i);
      }
    }
    this.arrays = [...index.keys()];
    this.writtenAt = [...written];
    this.label = `graph replay (${recorded.length} launches)`;
  }

  /** How many launches one replay runs. */
  get launches(): number {
    return this.recorded.length;
  }

  /** The device the graph replays on (where its launches ran). */
  get device(): Device {
    return this.queue.device;
  }

  /** The queue the graph replays on. */
  get queue(): Queue<Device> {
    const first = this.recorded[0];
    if (!first) throw new CaptureError('CAPTURE_EMPTY', 'a graph without launches');
    return first.queue;
  }

  /**
   * Runs the captured launches again, in order, after earlier work on their arrays; resolves once
   * they have finished. Counts one launch per captured launch in `tt.stats()`.
   */
  replay(opts?: ReplayOptions): Promise<void> {
    let overrides: ScalarOverrides;
    try {
      overrides = this.check(opts);
    } catch (e) {
      return Promise.reject(e);
    }
    const scalarsKey = opts?.scalars === undefined ? '' : JSON.stringify(opts.scalars);
    const queue = this.queue;
    // In order, the queue runs the replay after its earlier tasks anyway.
    const ordered = queue.inOrder ? queue : undefined;
    const deps: Promise<void>[] = [];
    for (const a of this.arrays) {
      if (a[idleNow] || (ordered && a[usesOrderedOn] === ordered)) continue;
      const pending = a[pendingWork];
      if (!deps.includes(pending)) deps.push(pending);
    }
    const p = queue.submitEvent('launch', deps, () => this.acquireAndRun(overrides, scalarsKey), this.label);
    for (const a of this.arrays) a[chainUse](p, ordered);
    // (an Event is what a launch resolves to; the replay's callers see a Promise<void>)
    return p as Promise<unknown> as Promise<void>;
  }

  private check(opts: ReplayOptions | undefined): ScalarOverrides {
    if (capturing()) {
      throw new CaptureError(
        'CAPTURE_NESTED',
        'graph.replay() inside tt.capture(): a capture records kernel launches only; replay the graph outside the capture (or capture its launches directly)',
      );
    }
    for (const array of this.arrays) if (array.disposed) throw this.disposedError(array);
    if (opts === undefined) return NO_OVERRIDES;
    checkOptionKeys(opts, {
      api: 'graph.replay()',
      known: ['scalars'],
      example: '{ scalars: { dt: 0.1 } }',
      error: (m) => new CaptureError('CAPTURE_BAD_OPTIONS', m),
    });
    return scalarOverrides(this.recorded, opts.scalars);
  }

  /** `array` in a message: the first captured argument it was, and its description. */
  private argumentOf(array: NDArray): string {
    for (const l of this.recorded) {
      const a = l.arrays.find((x) => x.array === array);
      if (a) return `argument '${a.param.sourceName}' of captured kernel '${l.kernel}' (${array.describe()})`;
    }
    return array.describe();
  }

  private disposedError(array: NDArray): CaptureError {
    return new CaptureError(
      'CAPTURE_ARRAY_DISPOSED',
      `graph.replay(): ${this.argumentOf(array)} was disposed after the capture; a graph replays on the arrays it captured, so keep them alive while you replay it (or capture again)`,
    );
  }

  /** A replay as the arrays it fails record it: a replay with the same scalars is the same call. */
  private failedBy(scalarsKey: string): FailedBy {
    return { work: this, what: `a replay of ${this.toString()}`, call: [scalarsKey] };
  }

  /**
   * A replay given a failed array ran nothing: its error (the lost device's own first, else the
   * failed input's: failed-input.ts); every array the graph writes is failed with it.
   */
  private failedInput(array: NDArray, failure: Failure, scalarsKey: string): never {
    this.device.impl().checkNotLost?.('graph.replay()');
    const by = this.failedBy(scalarsKey);
    const e = failedInputError('graph.replay()', this.argumentOf(array), failure, by);
    for (const i of this.writtenAt) this.arrays[i]?.[markFailed](e, by);
    throw e;
  }

  /**
   * A replay that failed: the arrays written by the launch that failed (the first launch of the
   * kernel a KernelRangeError names, else the first launch) and by every launch after it — those
   * did not run, or ran after it (a GPU's command buffer) — hold unknown content: they are failed.
   */
  private failWrites(e: unknown, scalarsKey: string): void {
    const named = e instanceof KernelRangeError ? this.recorded.findIndex((l) => l.kernel === e.kernel) : -1;
    const by = this.failedBy(scalarsKey);
    for (const l of this.recorded.slice(Math.max(named, 0)))
      for (const a of l.arrays) if (a.writes) a.array[markFailed](e, by);
  }

  /**
   * Once the queue reaches the replay: the arrays' allocations on the device (moving those that
   * must move), then the run; synchronous when nothing moves and the device runs it inline.
   */
  private acquireAndRun(overrides: ScalarOverrides, scalarsKey: string): unknown {
    const device = this.device;
    const allocs: Allocation[] = new Array(this.arrays.length);
    let moving: Promise<void>[] | undefined;
    for (const [i, a] of this.arrays.entries()) {
      if (a.disposed) throw this.disposedError(a);
      let got: Allocation | Promise<Allocation>;
      try {
        got = a[acquireOn](device); // throws the error of a failed array
      } catch (e) {
        const failure = a[failureOf];
        if (failure) this.failedInput(a, failure, scalarsKey);
        throw e;
      }
      if (!(got instanceof Promise)) {
        allocs[i] = got;
        continue;
      }
      moving ??= [];
      moving.push(
        got.then((alloc) => {
          allocs[i] = alloc;
        }),
      );
    }
    if (moving) return Promise.all(moving).then(() => this.runOn(allocs, overrides, scalarsKey));
    return this.runOn(allocs, overrides, scalarsKey);
  }

  private runOn(allocs: readonly Allocation[], overrides: ScalarOverrides, scalarsKey: string): unknown {
    const p = this.prepared;
    if (p && p.scalarsKey === scalarsKey && p.allocs.every((a, i) => a === allocs[i]))
      return this.run(p, allocs);
    if (overrides === NO_OVERRIDES)
      return this.run(this.prepare(allocs, scalarsKey, overrides, this.exes), allocs);
    return this.variants(overrides).then((exes) =>
      this.run(this.prepare(allocs, scalarsKey, overrides, exes), allocs),
    );
  }

  /** For re-bound scalars: the variant whose hoisted range checks hold for them (else the checked one). */
  private variants(overrides: ScalarOverrides): Promise<readonly Executable[]> {
    return Promise.all(
      this.recorded.map((l, k) => {
        const over = overrides[k];
        return over ? l.variant(new Map([...l.scalars, ...over])) : (this.exes[k] as Executable);
      }),
    );
  }

  /** The backend's list for these allocations and scalars, kept for the next replay. */
  private prepare(
    allocs: readonly Allocation[],
    scalarsKey: string,
    overrides: ScalarOverrides,
    exes: readonly Executable[],
  ): Prepared {
    const index = new Map(this.arrays.map((a, i) => [a, i]));
    const list: ReplayLaunch[] = [];
    for (const [k, l] of this.recorded.entries()) {
      const exe = exes[k];
      if (!exe || !l.range.every((n) => n > 0)) continue;
      const over = overrides[k];
      const args = l.params.map((param): BoundArg => {
        if (param.isArray) {
          const a = l.arrays.find((x) => x.param.name === param.name);
          const alloc = a ? allocs[index.get(a.array) ?? -1] : undefined;
          if (!a || !alloc)
            throw new CaptureError('CAPTURE_ARRAY_DISPOSED', `no array for '${param.sourceName}'`);
          return { kind: 'array', alloc, length: a.array.length };
        }
        return { kind: 'scalar', value: over?.get(param.name) ?? l.scalars.get(param.name) ?? 0 };
      });
      const req: LaunchRequest = {
        range: l.range,
        args,
        queue: l.queue.handle,
        ...(l.timeoutMs !== undefined ? { timeoutMs: l.timeoutMs } : {}),
      };
      list.push({ exe, req });
    }
    const hook = this.device.impl().replay !== undefined;
    const runs = hook ? [] : list.map(({ exe, req }) => exe.bind?.(req) ?? (() => exe.run(req)));
    this.prepared = { allocs, scalarsKey, list, runs };
    return this.prepared;
  }

  /**
   * Through the backend's hook, or each bound run in turn; marks the written arrays after it, also
   * when it failed (a failed launch may have written part of its outputs).
   */
  private run(p: Prepared, allocs: readonly Allocation[]): unknown {
    count('launches', this.recorded.length);
    const impl = this.device.impl();
    const marked = () => {
      for (const i of this.writtenAt) this.arrays[i]?.[markWrittenThrough](allocs[i] as Allocation);
    };
    const failed = (e: unknown): never => {
      marked();
      this.failWrites(e, p.scalarsKey);
      if (e instanceof KernelRangeError) this.recorded.find((l) => l.kernel === e.kernel)?.locate(e);
      throw e;
    };
    let r: unknown;
    try {
      r = impl.replay ? impl.replay(p.list, this.queue.handle) : runEach(p.runs, 0);
    } catch (e) {
      return failed(e);
    }
    if (r instanceof Promise) return r.then(marked, failed);
    marked();
    return undefined;
  }

  toString(): string {
    return `Graph(${this.recorded.length} launches on ${this.queue.toString()})`;
  }
}

nameClasses({ Graph });
