/**
 * The keys of NDArray's internal members: the order of its uses, acquiring and marking its
 * copies. They are module-private symbols that only src/runtime/ imports (test/unit/internals.test.ts
 * fails on an import from anywhere else); library code runs work against arrays with
 * `queue.task` (runtime/queue-task.ts) and kernel launches, which use them.
 */
import type { Allocation } from '../memory/space.js';
import type { FailedBy, Failure } from './failed-input.js';

/** The promise that settles after the last operation submitted with the array. */
export const pendingWork: unique symbol = Symbol('tutti.pendingWork');
/** True when no operation submitted with the array is in flight (pendingWork has nothing to wait for). */
export const idleNow: unique symbol = Symbol('tutti.idleNow');
/** The in-order queue that submitted every use of the array in flight, if one queue did. */
export const usesOrderedOn: unique symbol = Symbol('tutti.usesOrderedOn');
/** Records an operation that uses the array: its next use waits for it. */
export const chainUse: unique symbol = Symbol('tutti.chainUse');
/** An allocation a device can use, moving the data only if no valid copy is usable in place. */
export const acquireOn: unique symbol = Symbol('tutti.acquireOn');
/** acquireOn's allocation when nothing would move (a valid copy usable in place), else undefined. */
export const acquireInPlace: unique symbol = Symbol('tutti.acquireInPlace');
/** After a write through an allocation, every other copy is stale. */
export const markWrittenThrough: unique symbol = Symbol('tutti.markWrittenThrough');
/** Adopts an allocation that becomes ready later (zero-filled device memory, a view). */
export const adoptWhenReady: unique symbol = Symbol('tutti.adoptWhenReady');
/** Makes an array a view of another's memory (runtime/array-view.ts). */
export const viewBase: unique symbol = Symbol('tutti.viewBase');
/** Makes an array a window (sub-range) of another's memory: NDArray.subarray(). */
export const viewWindow: unique symbol = Symbol('tutti.viewWindow');
/** Keeps an array's memory after dispose() until the returned release runs (an exported descriptor). */
export const holdMemory: unique symbol = Symbol('tutti.holdMemory');
/** The error of the failed task that last wrote the array (or a view of its memory), else undefined. */
export const failureOf: unique symbol = Symbol('tutti.failureOf');
/** Marks the array failed with the error of a task that was to write it (docs/memory.md). */
export const markFailed: unique symbol = Symbol('tutti.markFailed');
/** Clears a failure: for hidden arrays meant to be read after one (console.log's records). */
export const forgetFailure: unique symbol = Symbol('tutti.forgetFailure');
/** A kernel launch that runs inside a task (runtime/queue-task.ts's TaskScope.launch). */
export const launchWithin: unique symbol = Symbol('tutti.launchWithin');

/** What a task needs of an array (NDArray implements it; `D` is the device type). */
export interface TaskArray<D> {
  readonly device: D;
  readonly disposed: boolean;
  readonly [pendingWork]: Promise<void>;
  readonly [idleNow]: boolean;
  [chainUse](p: Promise<unknown>, orderedOn?: object): void;
  [acquireOn](device: D): Allocation | Promise<Allocation>;
  [acquireInPlace](device: D): Allocation | undefined;
  [markWrittenThrough](alloc: Allocation): void;
  [markFailed](error: unknown, by?: FailedBy): void;
  readonly [failureOf]: Failure | undefined;
  checkAlive(what: string): void;
  /** The array in a message: dtype, shape and device. */
  describe(): string;
}
