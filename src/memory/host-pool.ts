/**
 * A pool of large host buffers. A fresh 64 MiB ArrayBuffer costs ~35 ms before its first use on a
 * small VM — the operating system hands out zeroed pages one fault at a time — against ~3 ms to
 * overwrite memory already touched. Host allocations of at least POOL_MIN_BYTES that tutti made
 * itself (never arrays wrapped from the user) are given back here when their array is disposed and
 * handed out again to the next allocation of the same byte length.
 *
 * A buffer given back is *detached* from every view of it (moved into a new ArrayBuffer object by
 * a transfer, which copies nothing): a `hostView()` the user kept after `dispose()` becomes an
 * empty, detached TypedArray instead of silently showing the next array's data.
 */

/** Buffers smaller than this are left to the garbage collector (fresh small buffers are cheap). */
export const POOL_MIN_BYTES = 1 << 20;
/** At most this many bytes wait in the pool; the oldest buffers are dropped first. */
export const POOL_MAX_BYTES = 512 * 2 ** 20;

const waiting: ArrayBuffer[] = [];
let waitingBytes = 0;
let reused = 0;

/** Whether a buffer of `byteLength` bytes is worth pooling. */
export function poolable(byteLength: number): boolean {
  return byteLength >= POOL_MIN_BYTES && byteLength <= POOL_MAX_BYTES;
}

/** A pooled buffer of exactly `byteLength` bytes (stale content), or undefined. */
export function takeBuffer(byteLength: number): ArrayBuffer | undefined {
  for (let k = waiting.length - 1; k >= 0; k--) {
    const b = waiting[k];
    if (b !== undefined && b.byteLength === byteLength) {
      waiting.splice(k, 1);
      waitingBytes -= byteLength;
      reused++;
      return b;
    }
  }
  return undefined;
}

/**
 * Takes `buffer` into the pool, detaching it: every existing view of it becomes empty. The caller
 * must own the buffer (no other user of its memory may remain).
 */
export function giveBuffer(buffer: ArrayBuffer): void {
  if (!poolable(buffer.byteLength) || buffer.byteLength === 0) return;
  const moved = structuredClone(buffer, { transfer: [buffer] });
  waiting.push(moved);
  waitingBytes += moved.byteLength;
  while (waitingBytes > POOL_MAX_BYTES) {
    const old = waiting.shift();
    if (old === undefined) break;
    waitingBytes -= old.byteLength;
  }
}

/** What the pool holds now and how often it served an allocation (for tests and diagnostics). */
export function hostPoolStats(): { buffers: number; bytes: number; reused: number } {
  return { buffers: waiting.length, bytes: waitingBytes, reused };
}

/** Drops every pooled buffer (their memory goes back to the garbage collector). */
export function clearHostPool(): void {
  waiting.length = 0;
  waitingBytes = 0;
}
