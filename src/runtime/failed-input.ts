/**
 * The error of work given a failed array (docs/memory.md#failed-arrays). A launch, replay or task
 * that uses a failed array does not run; it rejects with `ArrayError` `ARRAY_FAILED_INPUT`, which
 * names the argument, says which work failed it and how (the first failure's class, code and
 * message, its line:col included), how to use the array again, and keeps the first failure as its
 * `cause` — so a relaunch with corrected arguments does not look like it failed the old way again.
 * One exception: a launch that repeats exactly the launch that failed the array with a
 * `KernelRangeError` (the same kernel, range and arguments) rejects with that error itself, since it
 * would fail with it again: a retry that catches by class keeps working.
 */
import { ArrayError, KernelRangeError } from '../errors/errors.js';

/** The launch or replay that failed an array, for the messages and to tell a repetition of it. */
export interface FailedBy {
  /** The kernel or graph that ran. */
  readonly work: object;
  /** For messages: "the launch of kernel 'saxpy'", "a replay of Graph(…)". */
  readonly what: string;
  /** Its call flattened (range, argument names and values): an equal list is the same call again. */
  readonly call: readonly unknown[];
  /** The user's call (np.add, a jit function) the work was part of (op-call.ts). */
  readonly op?: object | undefined;
}

/** A failed array's error (boxed: a task may throw any value, undefined included), and its work. */
export interface Failure {
  readonly error: unknown;
  readonly by?: FailedBy | undefined;
}

/** Whether `e` is the error of work given a failed array (not the failure it started from). */
function isFailedInput(e: unknown): e is ArrayError {
  return e instanceof ArrayError && e.code === 'ARRAY_FAILED_INPUT';
}

/** The error a chain of failed arrays started from: a failed input's cause, else `e`. */
export function firstFailure(e: unknown): unknown {
  return isFailedInput(e) ? e.cause : e;
}

/** An error as a message names it: class, code and the first line of its message (line:col there). */
function described(e: unknown): string {
  if (!(e instanceof Error)) return `the value ${String(e)}`;
  const code = (e as { code?: unknown }).code;
  const first = e.message.split('\n')[0] ?? '';
  return `${e.name}${typeof code === 'string' ? ` ${code}` : ''} (${first})`;
}

function sameCall(a: FailedBy, b: FailedBy): boolean {
  return (
    a.work === b.work && a.call.length === b.call.length && a.call.every((v, i) => Object.is(v, b.call[i]))
  );
}

/**
 * What work given the failed array `argument` rejects with (and fails its outputs with): the first
 * failure itself when `by` repeats the launch that failed with a KernelRangeError, else
 * ARRAY_FAILED_INPUT. `user`: the work given it ("kernel 'saxpy'"); `argument` names the array.
 */
export function failedInputError(user: string, argument: string, failure: Failure, by?: FailedBy): unknown {
  const { error } = failure;
  if (by && failure.by && error instanceof KernelRangeError && sameCall(by, failure.by)) return error;
  // a later step of the user's call given what an earlier step failed: that step's error, which
  // names the user's argument (op-call.ts), not the call's own intermediate
  if (by?.op && failure.by?.op === by.op && isFailedInput(error)) return error;
  const first = firstFailure(error);
  const producer = failure.by?.what ?? 'a task';
  const how = isFailedInput(error)
    ? `${producer}, which was to write it, was itself given a failed array; the first failure was ${described(first)}`
    : `${producer}, which was to write it, failed with ${described(first)}`;
  return new ArrayError(
    'ARRAY_FAILED_INPUT',
    `${user}: ${argument} is a failed array — ${how}. Its content is unknown, so nothing ran: write() or ` +
      'fill() the whole array to use it again, or pass a fresh array (the first failure is this error’s cause)',
    { cause: first },
  );
}
