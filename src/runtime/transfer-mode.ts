/**
 * HAMR's transfer modes, as what the promise of a transfer waits for (JavaScript never blocks the
 * host thread): 'async' — nothing, the transfer is only ordered before every later use of the
 * array; 'host' — the transfer itself has finished (the data is in place, the host may rely on
 * it); 'full' — the transfer and all work submitted so far to the queues of both ends has
 * finished (cudaDeviceSynchronize / SYCL queue.wait on both queues).
 */
import { ArrayError } from '../errors/errors.js';

export type TransferSync = 'async' | 'host' | 'full';

const MODES: readonly TransferSync[] = ['async', 'host', 'full'];

/** What `arr.to(where, opts)` takes besides a bare queue. */
export interface ToOptions<Q> {
  /** A queue of the target device (default: its default queue). */
  readonly queue?: Q;
  /** What the call waits for (default 'async': to() returns the array at once). */
  readonly sync?: TransferSync;
}

/** What `arr.accessible(where, opts)` takes. */
export interface AccessibleOptions {
  /** What the returned promise waits for (default 'host': the move has finished). */
  readonly sync?: TransferSync;
}

/** Checks an options object of `fn` with `keys` and its sync mode (default `fallback`). */
export function transferSyncOf(
  fn: string,
  opts: unknown,
  keys: readonly string[],
  fallback: TransferSync,
): TransferSync {
  if (opts === undefined) return fallback;
  if (typeof opts !== 'object' || opts === null || Array.isArray(opts)) {
    throw new ArrayError('ARRAY_BAD_OPTIONS', `${fn}: the options must be an object like { sync: 'host' }`);
  }
  for (const k of Object.keys(opts)) {
    if (!keys.includes(k)) {
      throw new ArrayError(
        'ARRAY_BAD_OPTIONS',
        `${fn}: unknown option '${k}'; the options are ${keys.join(', ')}`,
      );
    }
  }
  const sync: unknown = (opts as { sync?: unknown }).sync;
  if (sync === undefined) return fallback;
  if (typeof sync === 'string' && (MODES as readonly string[]).includes(sync)) return sync as TransferSync;
  throw new ArrayError(
    'ARRAY_BAD_SYNC',
    `${fn}: sync must be 'async' (ordered only), 'host' (the transfer has finished) or 'full' (and both queues are idle); got ${JSON.stringify(sync) ?? String(sync)}`,
  );
}
