/**
 * Non-kernel work against arrays (a BLAS call, an FFI call, an MPI message, a kernel launched
 * from host code that first decides which kernel): `queue.task({ reads, writes }, fn)` runs `fn`
 * after the pending work of every array it names, hands it their allocations on demand, marks the
 * written ones as written where `fn` wrote them, and makes the arrays' next uses wait for it — the
 * same ordering a kernel launch gets (runtime/kernel.ts), without touching NDArray's internals.
 */
import { InternalError } from '../errors/errors.js';
import type { Allocation } from '../memory/space.js';
import {
  acquireInPlace,
  acquireOn,
  chainUse,
  failureOf,
  idleNow,
  launchWithin,
  markFailed,
  markWrittenThrough,
  pendingWork,
  type TaskArray,
} from './array-internals.js';
import { type EventLike, waitPromises } from './event.js';
import { type FailedBy, failedInputError } from './failed-input.js';
import { currentOpCall } from './op-call.js';
import { checkWritable, contiguousCopy, isStridedView, writeBack } from './strided.js';

/** The arrays a task uses, and the events it waits for besides their pending work. */
export interface TaskAccess<A> {
  /** Arrays the task reads. */
  readonly reads?: readonly A[];
  /** Arrays the task writes (they may also be read). */
  readonly writes?: readonly A[];
  /** Events (or launch promises) from any queue to wait for. */
  readonly waitFor?: readonly EventLike[];
  /** Names the work in messages (a disposed array, a bad waitFor); made a string only then. */
  readonly what?: string | { toString(): string };
}

/** A kernel that can launch inside a task (runtime/kernel.ts's Kernel). */
export interface InTaskLauncher<R, A, O, E> {
  [launchWithin](scope: TaskScope<never, never>, range: R, args: A, opts?: O): Promise<E>;
}

/** What `fn` of a task gets: its arrays' allocations, and launches that belong to the task. */
export class TaskScope<D, Q> {
  private readonly acquired = new Map<TaskArray<D>, Allocation>();
  private readonly inner: Promise<unknown>[] = [];

  constructor(
    /** The task's queue (undefined for a task ordered only by its arrays). */
    readonly queue: Q,
    /** The device allocations are acquired on by default (else the array's own device). */
    readonly device: D | undefined,
    private readonly held: ReadonlySet<TaskArray<D>>,
    /** The contiguous copy the task uses for each strided view it names (stridedSwaps). */
    private readonly swaps: ReadonlyMap<TaskArray<D>, TaskArray<D>> = new Map(),
  ) {}

  /** Launch arguments with each strided view replaced by the task's contiguous copy of it. */
  swapArgs<A>(args: A): A {
    if (this.swaps.size === 0 || typeof args !== 'object' || args === null) return args;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(args)) out[k] = this.swapOf(v);
    // the same keys, each value the array the task holds for it (of the same dtype and shape)
    return out as A;
  }

  /** The array the task uses for `array`: a strided view's contiguous copy, else itself. */
  swapOf<A>(array: A): A {
    return (this.swaps.get(array as TaskArray<D>) as A | undefined) ?? array;
  }

  /**
   * `array`'s allocation on `device` (default the task's device), moving its data there only if
   * no valid copy is usable in place (counted, like a launch's moves). The array must be one the
   * task reads or writes.
   */
  async allocation(given: TaskArray<D>, device?: D): Promise<Allocation> {
    const array = this.swapOf(given);
    if (!this.held.has(array)) throw new InternalError('a task used an array it does not read or write');
    const got = array[acquireOn](device ?? this.device ?? array.device);
    const alloc = got instanceof Promise ? await got : got;
    this.acquired.set(array, alloc);
    return alloc;
  }

  /** Whether the task holds `array` (work inside the task treats its pending work as done). */
  holds(array: unknown): boolean {
    return this.held.has(this.swapOf(array) as TaskArray<D>);
  }

  /**
   * Launches `kernel` as part of this task, on the task's queue: it waits for the pending work of
   * arrays the task does not hold (and `opts.waitFor`), and the task ends after it.
   */
  launch<R, A, O, E>(kernel: InTaskLauncher<R, A, O, E>, range: R, args: A, opts?: O): Promise<E> {
    // The kernel names its own scope type (TaskScope<Device, Queue<Device>>), which this module
    // cannot import without a cycle; the scope it receives is this one.
    const p = kernel[launchWithin](this as unknown as TaskScope<never, never>, range, args, opts);
    this.include(p);
    return p;
  }

  /** Work started inside the task that must finish before the task does. */
  include(p: Promise<unknown>): void {
    p.catch(() => {});
    this.inner.push(p);
  }

  /**
   * Waits for the work started inside, marks each written array where it was written, then
   * rejects with the first failure of that work, if any.
   */
  async close(writes: readonly TaskArray<D>[]): Promise<void> {
    const outcomes = await Promise.allSettled(this.inner);
    for (const a of writes) {
      const alloc = this.acquired.get(a);
      if (alloc) a[markWrittenThrough](alloc);
    }
    for (const o of outcomes) if (o.status === 'rejected') throw o.reason;
  }
}

/** How a task is ordered: after `after` and its arrays, through `submit` (a queue's, or none). */
export interface TaskPlacement<D, Q> {
  readonly queue: Q;
  readonly device: D | undefined;
  readonly after: readonly Promise<unknown>[];
  readonly submit: <T>(deps: readonly Promise<void>[], body: () => Promise<T>) => Promise<T>;
  /** Throws the device's own error when it is lost (a queue's; checked before a failed input's). */
  readonly checkDevice?: (what: string) => void;
}

/**
 * Runs `fn` after the pending work of the arrays in `access` (and its waitFor events and
 * `placement.after`), then marks the written arrays; their next uses wait for it. Never throws:
 * a bad argument or a failure of `fn` rejects the returned promise, which is observed (ignoring
 * it is not an unhandled rejection). Counts nothing itself.
 */
export function runTask<D, Q, T>(
  access: TaskAccess<TaskArray<D>>,
  placement: TaskPlacement<D, Q>,
  fn: (scope: TaskScope<D, Q>) => T | Promise<T>,
): Promise<T> {
  // the user's call the task is part of (np.matmul…): a failed input names it (op-call.ts)
  const op = currentOpCall();
  const what = () => op?.label ?? String(access.what ?? 'task');
  const by: FailedBy | undefined = op && { work: op, what: op.label, call: [], op };
  let writes = [...new Set(access.writes ?? [])];
  let held = new Set([...(access.reads ?? []), ...writes]);
  let deps: Promise<void>[];
  let swaps: Map<TaskArray<D>, TaskArray<D>>;
  try {
    for (const a of held) if (a.disposed) a.checkAlive(what());
    deps = access.waitFor === undefined ? [] : waitPromises(what(), access.waitFor);
    for (const a of writes) checkWritable(a, what());
    swaps = stridedSwaps(held);
  } catch (e) {
    return Promise.reject(e);
  }
  const viewsWritten = writes.filter((a) => swaps.has(a));
  if (swaps.size > 0) {
    writes = writes.map((a) => swaps.get(a) ?? a);
    held = new Set([...held].map((a) => swaps.get(a) ?? a));
  }
  for (const d of placement.after) deps.push(d.then(ignore, ignore));
  for (const a of held) if (!deps.includes(a[pendingWork])) deps.push(a[pendingWork]);
  const p = placement.submit(deps, async () => {
    const scope = new TaskScope<D, Q>(placement.queue, placement.device, held, swaps);
    let result: T;
    try {
      for (const a of held) {
        const failure = a[failureOf]; // a failed input: fn does not run
        if (!failure) continue;
        placement.checkDevice?.(what());
        const own = `its ${writes.includes(a) ? 'output' : 'input'} (${a.describe()})`;
        const passed = (v: unknown): boolean =>
          v === a || (typeof v === 'object' && v !== null && failureOf in v && v[failureOf] === failure);
        throw failedInputError(what(), op?.argumentOf(passed) ?? own, failure, by);
      }
      result = await fn(scope);
    } catch (e) {
      // fn's error wins; the work it started still finishes before the arrays' next use.
      await scope.close(writes).catch(ignore);
      for (const a of writes) a[markFailed](e, by); // their content is unknown now: reads throw e
      throw e;
    }
    try {
      await scope.close(writes);
    } catch (e) {
      for (const a of writes) a[markFailed](e, by);
      throw e;
    }
    return result;
  });
  p.catch(ignore);
  for (const a of held) a[chainUse](p);
  for (const v of viewsWritten) {
    const copy = swaps.get(v);
    if (copy) writeBack(v, copy);
  }
  // the copies are NDArrays (np/strided-copies.ts): freed once the task and write-backs end
  for (const copy of swaps.values()) (copy as { dispose?(): void }).dispose?.();
  return p;
}

/**
 * A contiguous copy of each strided view (tt.np) among `arrays` — a task needs memory it can use
 * in place; the copies of written views are written back after the task (runTask).
 */
function stridedSwaps<D>(arrays: Iterable<TaskArray<D>>): Map<TaskArray<D>, TaskArray<D>> {
  const swaps = new Map<TaskArray<D>, TaskArray<D>>();
  for (const a of arrays) {
    if (isStridedView(a)) swaps.set(a, contiguousCopy(a));
  }
  return swaps;
}

/**
 * A task ordered only by its arrays (and `after`), on no queue: for work with an order of its own,
 * such as MPI messages (mpi/op-queue.ts), or disposing a temporary after its last use.
 */
export function arraysTask<D, T>(
  access: TaskAccess<TaskArray<D>>,
  after: readonly Promise<unknown>[],
  fn: (scope: TaskScope<D, undefined>) => T | Promise<T>,
): Promise<T> {
  return runTask<D, undefined, T>(
    access,
    {
      queue: undefined,
      device: undefined,
      after,
      submit: (deps, body) => Promise.all(deps).then(body),
    },
    fn,
  );
}

/**
 * A task started at once, where it can be: when none of its arrays has a use in flight and each
 * has a valid copy on `device` usable in place (nothing to wait for, nothing to move), `fn` runs
 * now with their allocations (`reads`' then `writes`'), the written arrays are marked written
 * where `fn` wrote them when its work ends (also when it fails, as runTask does), and if that work
 * goes on past `fn`'s return the arrays' next uses wait for it. Otherwise undefined, and nothing
 * was started: run the task the ordinary way (arraysTask). For work that usually ends before `fn`
 * returns (a tiny MPI message: mpi/point-to-point.ts) this skips a task's promises and its scope.
 */
export function taskNow<D, T>(
  reads: readonly TaskArray<D>[],
  writes: readonly TaskArray<D>[],
  device: D,
  fn: (allocations: readonly Allocation[]) => T | Promise<T>,
): Promise<T> | undefined {
  // plain loops, no closures: this runs once per small message (a few hundred ns all told)
  const n = reads.length + writes.length;
  const allocations: Allocation[] = [];
  for (let i = 0; i < n; i++) {
    const a = i < reads.length ? reads[i] : writes[i - reads.length];
    if (a === undefined || a.disposed || !a[idleNow] || a[failureOf]) return undefined;
    const alloc = a[acquireInPlace](device);
    if (alloc === undefined) return undefined;
    allocations.push(alloc);
  }
  let out: T | Promise<T>;
  try {
    out = fn(allocations);
  } catch (e) {
    markWritten(writes, allocations, reads.length);
    for (const a of writes) a[markFailed](e);
    return Promise.reject(e);
  }
  if (!(out instanceof Promise)) {
    markWritten(writes, allocations, reads.length);
    return Promise.resolve(out);
  }
  const p = out.then(
    (v) => {
      markWritten(writes, allocations, reads.length);
      return v;
    },
    (e: unknown) => {
      markWritten(writes, allocations, reads.length);
      for (const a of writes) a[markFailed](e);
      throw e;
    },
  );
  p.catch(ignore);
  for (const a of reads) a[chainUse](p);
  for (const a of writes) a[chainUse](p);
  return p;
}

/** Marks each written array written through its allocation (`allocations[from + i]`). */
function markWritten<D>(
  writes: readonly TaskArray<D>[],
  allocations: readonly Allocation[],
  from: number,
): void {
  for (let i = 0; i < writes.length; i++) {
    const alloc = allocations[from + i];
    if (alloc) writes[i]?.[markWrittenThrough](alloc);
  }
}

function ignore(): void {}
