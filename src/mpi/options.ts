/** tutti/mpi's constants and operation options, the same whichever MPI library is loaded. */
import { MpiError } from '../errors/errors.js';
import { checkOptionKeys } from '../errors/options.js';
import type { NDArray } from '../runtime/ndarray.js';
import { MPI_UNDEFINED } from './abi.js';

/** tutti's own sentinels (translated to the loaded library's values at each call). */
export const ANY_SOURCE = -1;
export const ANY_TAG = -1;
export const PROC_NULL = -2;
export const UNDEFINED = MPI_UNDEFINED;

export interface MessageOptions {
  /** Reject with MpiError MPI_TIMEOUT when the operation has not completed after this many ms. */
  readonly timeoutMs?: number;
}

export interface SendrecvOptions extends MessageOptions {
  /** The tag to receive with (default: the send tag). */
  readonly recvTag?: number;
}

export interface ReduceOptions extends MessageOptions {
  /** Where the result goes (default: in place, into the input array). */
  readonly out?: NDArray;
}

/**
 * What an operation is, for error messages: built only when a message is (template literals call
 * toString), so the hot path of a message does not format strings.
 */
export type Label = string | { toString(): string };

export function lazyLabel(f: () => string): Label {
  return { toString: f };
}

/** True for an object with no own enumerable key (the `{}` every message defaults to). */
function isEmptyObject(v: unknown): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  for (const k in v) if (Object.hasOwn(v, k)) return false;
  return true;
}

/** Refuses an operation's options with a key it does not take (MPI_BAD_ARGUMENT, with the key meant). */
export function checkMessageOptions(what: string, opts: unknown, extra: readonly string[] = []): void {
  // the common case, checked without building the shape (a message's whole cost is a few µs)
  if (opts === undefined || isEmptyObject(opts)) return;
  checkOptionKeys(opts, {
    api: what,
    known: ['timeoutMs', ...extra],
    example: '{ timeoutMs: 5000 }',
    error: (m) => new MpiError('MPI_BAD_ARGUMENT', m),
  });
}
