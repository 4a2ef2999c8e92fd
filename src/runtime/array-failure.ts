/**
 * The failed state of an array (docs/memory.md#failed-arrays): when a task that was to write an
 * array's memory fails — a launch whose kernel throws, a task, a copy — after the call returned,
 * the memory holds unknown content. It is then failed with that task's error: every host read
 * throws that error, every launch, replay or task using it fails without running (with the error
 * failed-input.ts makes, and fails what it was to write in turn), until a whole overwrite from the
 * host (write() of every element, fill()). The state lives on the root of a view's memory, so
 * views and their base fail together. The success path pays one field read per array acquired;
 * no await is added anywhere.
 */
import type { Allocation } from '../memory/space.js';
import { failureOf, forgetFailure, markFailed, markWrittenThrough } from './array-internals.js';
import type { FailedBy, Failure } from './failed-input.js';

/** ArrayCore's failed state: set by the tasks that fail writing it, read before any use of its content. */
export abstract class FailureState {
  private failure: Failure | undefined;

  /** The array whose memory this one is (a view's root): its failure is this one's. */
  protected abstract failureHome(): FailureState;

  abstract [markWrittenThrough](alloc: Allocation): void;

  /** @internal The failure of the last task that was to write this memory, else undefined. */
  get [failureOf](): Failure | undefined {
    return this.failureHome().failure;
  }

  /**
   * @internal A task that was to write this array failed with `error` (the first error stays);
   * `by`: the launch or replay that failed, when one did (failed-input.ts).
   */
  [markFailed](error: unknown, by?: FailedBy): void {
    const home = this.failureHome();
    home.failure ??= { error, by };
  }

  /** @internal Clears a failure (console.log's record arrays, read after a failed launch). */
  [forgetFailure](): void {
    this.failureHome().failure = undefined;
  }

  /** Throws the error of the failed task that last wrote this memory, if one did. */
  protected throwIfFailed(): void {
    const f = this.failureHome().failure;
    if (f) throw f.error;
  }

  /** After a write through `alloc` from the host: a write of the whole array clears a failure. */
  protected markHostWrite(alloc: Allocation, whole: boolean): void {
    this[markWrittenThrough](alloc);
    const home = this.failureHome();
    if (whole && home === this) home.failure = undefined;
  }
}
