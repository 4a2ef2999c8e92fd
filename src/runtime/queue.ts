/**
 * Queues. On an in-order queue (the default) a submitted task starts after every earlier task of
 * its queue and after the events it depends on (e.g. the last use of an array on another queue).
 * On an out-of-order queue (`inOrder: false`, DPEP/SYCL) a task waits only for what it depends on
 * — its arrays' earlier uses, its waitFor events — and for the queue's last barrier, so
 * independent tasks may overlap. A failing task rejects its own promise only; the queue keeps going.
 */
import type { BackendDevice, BackendQueue } from '../backends/backend.js';
import { QueueError } from '../errors/errors.js';
import { checkOptionKeys } from '../errors/options.js';
import type { TaskArray } from './array-internals.js';
import { observedRefusal, refusedTaskInCapture } from './capture-state.js';
import { Event, type EventKind, type EventProfile, hostNowMs, waitPromises } from './event.js';
import { runTask, type TaskAccess, type TaskScope } from './queue-task.js';
import { traceTask, tracing } from './trace.js';

/** What `device.createQueue(options)` takes. */
export interface QueueOptions {
  /** Record `event.profile` (submitted, started, ended times) for the queue's work. */
  readonly profiling?: boolean;
  /**
   * false: tasks are ordered only by their arrays' dependencies, their waitFor events and the
   * queue's barriers, not by submission order (default true).
   */
  readonly inOrder?: boolean;
}

/** Checks createQueue() options before the queue exists. */
export function checkQueueOptions(opts: unknown): QueueOptions {
  const error = (m: string) => new QueueError('QUEUE_BAD_OPTIONS', m);
  checkOptionKeys(opts, {
    api: 'createQueue()',
    known: ['profiling', 'inOrder'],
    example: '{ profiling: true, inOrder: false }',
    error,
  });
  for (const key of ['profiling', 'inOrder'] as const) {
    const v = (opts as QueueOptions | undefined)?.[key];
    if (v !== undefined && typeof v !== 'boolean')
      throw error(`createQueue(): option '${key}' must be true or false; got ${JSON.stringify(v)}`);
  }
  return (opts ?? {}) as QueueOptions;
}

/**
 * What a queue needs of its device. `Device` (runtime/device.ts) creates its queues as
 * `Queue<Device>`; the type parameter keeps queue.ts from importing device.ts (no cycle).
 */
export interface QueueHome {
  readonly id: string;
  readonly backendDevice: BackendDevice | undefined;
}

const settled = (p: Promise<unknown>): Promise<void> =>
  p.then(
    () => {},
    () => {},
  );

function deviceMsOf(r: unknown): number | undefined {
  if (typeof r !== 'object' || r === null || !('deviceMs' in r)) return undefined;
  return typeof r.deviceMs === 'number' && Number.isFinite(r.deviceMs) ? r.deviceMs : undefined;
}

/** A device timing's start and end on the host clock, when the backend placed them there. */
function placedOf(r: unknown): { startedMs: number; endedMs: number } | undefined {
  if (typeof r !== 'object' || r === null || !('startedMs' in r) || !('endedMs' in r)) return undefined;
  const { startedMs, endedMs } = r;
  if (typeof startedMs !== 'number' || typeof endedMs !== 'number') return undefined;
  return Number.isFinite(startedMs) && Number.isFinite(endedMs) && endedMs >= startedMs
    ? { startedMs, endedMs }
    : undefined;
}

/**
 * The run's start and end from a device timer: placed on the host clock by the backend (kept
 * inside the host's window around the task: the reference can be off by microseconds), else
 * ending when the host saw it end and starting its device time before (never before the task).
 */
export function deviceWindow(
  result: unknown,
  hostStartedMs: number,
  hostEndedMs: number,
): { startedMs: number; endedMs: number } | undefined {
  const device = deviceMsOf(result);
  if (device === undefined) return undefined;
  const placed = placedOf(result);
  if (!placed) return { startedMs: Math.max(hostStartedMs, hostEndedMs - device), endedMs: hostEndedMs };
  const clamp = (t: number) => Math.min(hostEndedMs, Math.max(hostStartedMs, t));
  return { startedMs: clamp(placed.startedMs), endedMs: clamp(placed.endedMs) };
}

let nextQueueId = 0;

/** A value that is a promise (or any thenable): a task that did not finish when it returned. */
function isThenable(v: unknown): v is PromiseLike<unknown> {
  return typeof v === 'object' && v !== null && typeof (v as { then?: unknown }).then === 'function';
}

const resolved: Promise<void> = Promise.resolve();

export class Queue<D extends QueueHome = QueueHome> {
  readonly id: number = nextQueueId++;
  /** The last task submitted in order (its settling is the queue's tail). */
  private lastTask: Promise<unknown> = resolved;
  /** settled(lastTask), made when something waits for it (the idle fast path never does). */
  private lastTaskSettled: Promise<void> | undefined = resolved;
  /** Out of order: settles after every task submitted so far. */
  private unorderedTail: Promise<void> = resolved;
  /** Out of order: settles after the last barrier, which every later task waits for. */
  private fence: Promise<void> = resolved;
  private pendingCount = 0;

  /** Whether the queue records `event.profile`. */
  readonly profiling: boolean;
  /** Whether tasks run in submission order (false: only as their dependencies order them). */
  readonly inOrder: boolean;

  constructor(
    readonly device: D,
    /** The backend's own state for this queue. */
    readonly handle: BackendQueue,
    options: QueueOptions = {},
  ) {
    this.profiling = options.profiling === true;
    this.inOrder = options.inOrder !== false;
  }

  /** Settles after every task submitted so far (successfully or not). */
  private get tail(): Promise<void> {
    if (!this.inOrder) return this.unorderedTail;
    this.lastTaskSettled ??= settled(this.lastTask);
    return this.lastTaskSettled;
  }

  /**
   * Runs `task` in order, after `deps`, and resolves with an Event once it has finished (with its
   * timing when the queue profiles). `label` names it in a trace (a launch: the kernel's name).
   */
  submitEvent(
    kind: EventKind,
    deps: readonly Promise<void>[],
    task: () => unknown,
    label: string = kind,
  ): Promise<Event> {
    return this.submit(deps, this.timed(kind, task, label));
  }

  /**
   * @internal `task` as a function that returns an Event once it has finished (with its timing,
   * from when the function is made, when the queue profiles; recorded in the trace when one is
   * on); it runs wherever it is called. A task that finishes when it returns (a js or wasm kernel
   * run inline, a native call on this thread) gets its Event at once, with no promise in between.
   */
  timed(kind: EventKind, task: () => unknown, label: string = kind): () => Event | Promise<Event> {
    if (!this.profiling && !tracing.on) {
      return () => {
        const result = task();
        return isThenable(result)
          ? Promise.resolve(result).then(() => new Event(kind, this, undefined))
          : new Event(kind, this, undefined);
      };
    }
    const traced = tracing.on;
    const submittedMs = hostNowMs();
    return () => {
      const startedMs = hostNowMs();
      const timesOf = (r: unknown) => {
        const hostEndedMs = hostNowMs();
        // A device timer (CUDA events, WebGPU timestamps) measured the work itself.
        const device = deviceWindow(r, startedMs, hostEndedMs);
        const source: EventProfile['source'] = device ? 'device' : 'host';
        return { submittedMs, ...(device ?? { startedMs, endedMs: hostEndedMs }), source };
      };
      const finished = (r: unknown) => {
        const profile: EventProfile = timesOf(r);
        if (traced) traceTask(this, kind, label, profile, false);
        return new Event(kind, this, this.profiling ? profile : undefined);
      };
      const failed = (e: unknown): never => {
        if (traced) traceTask(this, kind, label, timesOf(undefined), true);
        throw e;
      };
      let result: unknown;
      try {
        result = task();
      } catch (e) {
        return failed(e);
      }
      return isThenable(result) ? Promise.resolve(result).then(finished, failed) : finished(result);
    };
  }

  /**
   * @internal For tutti's library (ops, orders, mpi, interop); see docs/architecture.md.
   * Runs non-kernel work in order, like a launch: after earlier work on this queue, the pending
   * work of every array in `reads` and `writes` and `waitFor`. `fn` gets its arrays' allocations
   * on this queue's device through `scope.allocation(array)` (moved only if needed) and may
   * launch kernels as part of the task (`scope.launch`); the arrays written through an
   * allocation are marked written there after `fn`, and the arrays' next uses wait for the task.
   * Resolves with fn's result; a failure rejects this promise only (it is observed).
   */
  task<T>(access: TaskAccess<TaskArray<D>>, fn: (scope: TaskScope<D, this>) => T | Promise<T>): Promise<T> {
    const refused = refusedTaskInCapture(String(access.what ?? 'queue.task()'));
    if (refused) return observedRefusal(refused);
    return runTask<D, this, T>(
      access,
      {
        queue: this,
        device: this.device,
        after: [],
        submit: (deps, body) => this.submit(deps, body),
        checkDevice: (what) => this.device.backendDevice?.checkNotLost?.(what),
      },
      fn,
    );
  }

  /**
   * An event after which every task submitted to this queue so far, and every event in
   * `events` (from any queue), has finished; later work on this queue starts after it.
   */
  barrier(events?: readonly (Event | PromiseLike<Event>)[]): Promise<Event> {
    let deps: Promise<void>[];
    try {
      deps = waitPromises(`${this.toString()}.barrier()`, events);
    } catch (e) {
      return Promise.reject(e);
    }
    // Out of order, the barrier waits for every earlier task itself, and later tasks wait for it.
    if (!this.inOrder) deps.push(this.unorderedTail);
    const p = this.submitEvent('barrier', deps, async () => {
      await this.device.backendDevice?.sync?.(this.handle);
    });
    if (!this.inOrder) this.fence = settled(p);
    return p;
  }

  /** Runs `task` in order (out of order: after `deps` and the last barrier); resolves with its result. */
  submit<T>(deps: readonly Promise<void>[], task: () => T | Promise<T>): Promise<T> {
    // In order with nothing pending, nothing earlier is left to wait for (pendingCount counts
    // every task that has not finished): the task runs on the next microtask, no Promise.all.
    const idle = this.inOrder && this.pendingCount === 0;
    // A failed task's promise is observed here, as the queue's tail always observed it: a launch
    // nobody awaits fails quietly (as before), never as an unhandled rejection.
    const observe = () => {
      p.catch(() => {});
    };
    const go = () => this.counted(task, observe);
    let p: Promise<T>;
    if (deps.length) {
      const after = idle ? undefined : this.inOrder ? this.tail : this.fence;
      p = Promise.all(after ? [after, ...deps] : deps).then(go);
    } else if (idle) {
      p = resolved.then(go);
    } else if (this.inOrder) {
      // after the last task, whether it failed or not (one promise: no settled() copy of it)
      p = this.lastTask.then(go, go);
    } else {
      p = this.fence.then(go);
    }
    this.pendingCount++;
    if (this.inOrder) {
      this.lastTask = p;
      this.lastTaskSettled = undefined;
    } else {
      // (settled first: a failing task must not release the queue's tail before earlier ones end)
      this.unorderedTail = settled(Promise.all([this.unorderedTail, settled(p)]));
    }
    return p;
  }

  /**
   * Runs `task`, counting it as pending until it has finished (when it returns, or its promise
   * settles); `failed` is called before a failure is passed on.
   */
  private counted<T>(task: () => T | Promise<T>, failed: () => void): T | Promise<T> {
    let result: T | Promise<T>;
    try {
      result = task();
    } catch (e) {
      this.pendingCount--;
      failed();
      throw e;
    }
    if (!isThenable(result)) {
      this.pendingCount--;
      return result;
    }
    return Promise.resolve(result).then(
      (v) => {
        this.pendingCount--;
        return v;
      },
      (e: unknown) => {
        this.pendingCount--;
        failed();
        throw e;
      },
    );
  }

  /** Number of submitted tasks that have not finished. */
  get pending(): number {
    return this.pendingCount;
  }

  /** Resolves when everything submitted so far has finished (successfully or not). */
  async finish(): Promise<void> {
    await this.tail;
    await this.device.backendDevice?.sync?.(this.handle);
  }

  toString(): string {
    return `${this.device.id}/queue#${this.id}`;
  }
}

export { settled };
