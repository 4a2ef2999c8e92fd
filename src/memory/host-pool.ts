/**
 * A pool of large host buffers. A fresh 64 MiB ArrayBuffer costs ~35 ms before its first use on a
 * small VM — the operating system hands out zeroed pages one fault at a time — against ~3 ms to
 * overwrite memory already touched. Host allocations of at least POOL_MIN_BYTES that tutti made
 * itself (never arrays wrapped from the user) are given back here when their array is disposed and
 * handed out again to the next allocation of the same byte length.
 *
 * A buffer whose memory was ever handed to the user (`hostView()`, a descriptor) is never pooled:
 * a view kept after `dispose()` keeps showing that array's last content, never the next array's.
 * Buffers are not detached: the first detached ArrayBuffer in a process turns off a V8 fast path
 * for every typed-array access in optimised code (measured: every js-backend kernel ~25% slower,
 * saxpy 6.5 → 8.3 ms), so the pool only takes buffers no view outside tutti can reach.
 */

/** Buffers smaller than this are left to the garbage collector (fresh small buffers are cheap). */
export const POOL_MIN_BYTES = 1 << 20;
/** At most this many bytes wait in the pool; the oldest buffers are dropped first. */
export const POOL_MAX_BYTES = 512 * 2 ** 20;

const waiting: ArrayBuffer[] = [];
/** Buffers a view of which reached the user: never pooled. */
const escapedBuffers = new WeakSet<ArrayBufferLike>();
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

/** A view of `buffer` is given to the user (hostView, a descriptor): it must never be reused. */
export function markEscaped(buffer: ArrayBufferLike): void {
  escapedBuffers.add(buffer);
}

/** `view`, its buffer marked as given to the user (never pooled). */
export function escaped<T extends { readonly buffer: ArrayBufferLike }>(view: T): T {
  escapedBuffers.add(view.buffer);
  return view;
}

/**
 * Takes `buffer` into the pool, unless a view of it reached the user. The caller must own the
 * buffer (no other user of its memory may remain).
 */
export function giveBuffer(buffer: ArrayBuffer): void {
  if (!poolable(buffer.byteLength) || buffer.byteLength === 0 || escapedBuffers.has(buffer)) return;
  waiting.push(buffer);
  waitingBytes += buffer.byteLength;
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
