/**
 * In-order queues. A submitted task starts after every earlier task of its queue and after the
 * events it depends on (e.g. the last use of an array on another queue). A failing task rejects
 * its own promise only; the queue keeps going.
 */
import type { BackendDevice, BackendQueue } from '../backends/backend.js';
import { QueueError } from '../errors/errors.js';
import { checkOptionKeys } from '../errors/options.js';
import type { TaskArray } from './array-internals.js';
import { Event, type EventKind, type EventProfile, hostNowMs, waitPromises } from './event.js';
import { runTask, type TaskAccess, type TaskScope } from './queue-task.js';

/** What `device.createQueue(options)` takes. */
export interface QueueOptions {
  /** Record `event.profile` (submitted, started, ended times) for the queue's work. */
  readonly profiling?: boolean;
}

/** Checks createQueue() options before the queue exists. */
export function checkQueueOptions(opts: unknown): QueueOptions {
  const error = (m: string) => new QueueError('QUEUE_BAD_OPTIONS', m);
  checkOptionKeys(opts, {
    api: 'createQueue()',
    known: ['profiling'],
    example: '{ profiling: true }',
    error,
  });
  const profiling = (opts as QueueOptions | undefined)?.profiling;
  if (profiling !== undefined && typeof profiling !== 'boolean') {
    throw error(`createQueue(): option 'profiling' must be true or false; got ${JSON.stringify(profiling)}`);
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

export class Queue<D extends QueueHome = QueueHome> {
  readonly id: number = nextQueueId++;
  private tail: Promise<void> = Promise.resolve();
  private pendingCount = 0;

  /** Whether the queue records `event.profile`. */
  readonly profiling: boolean;

  constructor(
    readonly device: D,
    /** The backend's own state for this queue. */
    readonly handle: BackendQueue,
    options: QueueOptions = {},
  ) {
    this.profiling = options.profiling === true;
  }

  /**
   * Runs `task` in order, after `deps`, and resolves with an Event once it has finished (with its
   * timing when the queue profiles).
   */
  submitEvent(kind: EventKind, deps: readonly Promise<void>[], task: () => unknown): Promise<Event> {
    return this.submit(deps, this.timed(kind, task));
  }

  /**
   * @internal `task` as a function that resolves with an Event once it has finished (with its timing, from
   * when the function is made, when the queue profiles); it runs wherever it is called.
   */
  timed(kind: EventKind, task: () => unknown): () => Promise<Event> {
    const submittedMs = this.profiling ? hostNowMs() : 0;
    return async () => {
      const startedMs = this.profiling ? hostNowMs() : 0;
      const result = await task();
      let profile: EventProfile | undefined;
      if (this.profiling) {
        const hostEndedMs = hostNowMs();
        // A device timer (CUDA events, WebGPU timestamps) measured the work itself.
        const device = deviceWindow(result, startedMs, hostEndedMs);
        profile = device
          ? { submittedMs, ...device, source: 'device' }
          : { submittedMs, startedMs, endedMs: hostEndedMs, source: 'host' };
      }
      return new Event(kind, this, profile);
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
    return runTask<D, this, T>(
      access,
      { queue: this, device: this.device, after: [], submit: (deps, body) => this.submit(deps, body) },
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
    return this.submitEvent('barrier', deps, async () => {
      await this.device.backendDevice?.sync?.(this.handle);
    });
  }

  /** Runs `task` in order; resolves with its result. */
  submit<T>(deps: readonly Promise<void>[], task: () => T | Promise<T>): Promise<T> {
    const before = deps.length ? Promise.all([this.tail, ...deps]) : this.tail;
    this.pendingCount++;
    const p = before.then(task).finally(() => {
      this.pendingCount--;
    });
    this.tail = settled(p);
    return p;
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
