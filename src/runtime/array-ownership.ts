/**
 * Ownership of wrapped memory (HAMR): an array may own the memory it wraps (`owned: true` on a
 * GPUBuffer: tutti destroys it) and carry a deleter (`onFree`) called once when the array's memory
 * is released — by dispose() or, as a safety net, by the garbage collector. One piece of memory has
 * at most one owning array at a time; a deleter that throws is reported, never a crash.
 */
import { ArrayError } from '../errors/errors.js';
import type { Allocation } from '../memory/space.js';

/** What an array holds of the memory it wraps. */
export interface Ownership {
  /** The wrapped memory (a TypedArray, a GPUBuffer, a CUDA device pointer): one owner at a time. */
  readonly key: object | bigint;
  /** Called once when the array's memory is released. */
  readonly onFree: (() => void) | undefined;
  /** Names the memory in messages. */
  readonly what: string;
  released: boolean;
}

/** Memory some live array owns (owned: true, or an onFree): objects, and device pointers. */
const claimed = new WeakSet<object>();
const claimedPointers = new Set<bigint>();

function isClaimed(key: object | bigint): boolean {
  return typeof key === 'bigint' ? claimedPointers.has(key) : claimed.has(key);
}

/** The onFree option, checked: a function or undefined. */
export function checkOnFree(fn: string, onFree: unknown): (() => void) | undefined {
  if (onFree === undefined || typeof onFree === 'function') return onFree as (() => void) | undefined;
  throw new ArrayError(
    'ARRAY_BAD_OPTIONS',
    `${fn}: onFree must be a function (a deleter called once); got ${typeof onFree}`,
  );
}

/** The owned and onFree options of a wrapper of foreign memory, checked (onFree first, then owned). */
export interface WrapOwnership {
  /** tutti frees the memory itself when the array's memory is released. */
  readonly owned: boolean;
  /** The array's claim on the memory, when it owns it or carries a deleter. */
  readonly owner: Ownership | undefined;
}

/**
 * Checks `owned` (true or false) and `onFree` of `fn`'s options and, when either asks for it,
 * claims `key` (named `what` in messages) for the new array.
 */
export function wrapOwnership(
  fn: string,
  opts: { readonly owned?: unknown; readonly onFree?: unknown },
  key: object | bigint,
  what: string,
): WrapOwnership {
  const onFree = checkOnFree(fn, opts.onFree);
  const owned = opts.owned ?? false;
  if (typeof owned !== 'boolean') {
    throw new ArrayError('ARRAY_BAD_OPTIONS', `${fn}: owned must be true or false; got ${typeof owned}`);
  }
  return { owned, owner: owned || onFree ? claimOwnership(key, onFree, what) : undefined };
}

/**
 * Claims `key` for a new array with `onFree`; ARRAY_ALREADY_OWNED when a live array owns it
 * already (two owners would free it twice).
 */
export function claimOwnership(
  key: object | bigint,
  onFree: (() => void) | undefined,
  what: string,
): Ownership {
  if (isClaimed(key)) {
    throw new ArrayError(
      'ARRAY_ALREADY_OWNED',
      `${what} is owned by another array (wrapped with owned: true or an onFree); wrap it without ` +
        'owned/onFree, or dispose() the owning array first',
    );
  }
  if (typeof key === 'bigint') claimedPointers.add(key);
  else claimed.add(key);
  return { key, onFree, what, released: false };
}

/**
 * Releases `o` once: the memory may be owned again, and its deleter runs. A deleter that throws
 * is ArrayError ARRAY_FREE_FAILED (with the deleter's error as cause).
 */
export function releaseOwnership(o: Ownership): void {
  if (o.released) return;
  o.released = true;
  if (typeof o.key === 'bigint') claimedPointers.delete(o.key);
  else claimed.delete(o.key);
  try {
    o.onFree?.();
  } catch (e) {
    throw new ArrayError(
      'ARRAY_FREE_FAILED',
      `the onFree deleter of ${o.what} threw: ${e instanceof Error ? e.message : String(e)}; the array's memory was released anyway`,
      { cause: e },
    );
  }
}

/** Reports a failure of freeing that no caller can catch (deferred dispose, garbage collection). */
export function reportFreeFailure(e: unknown): void {
  console.warn(
    `tutti: ${e instanceof Error ? `${(e as { code?: string }).code ?? e.name}: ${e.message}` : String(e)}`,
  );
}

/** What the garbage collector releases of an array that was never disposed. */
type Released = { readonly allocs: Allocation[]; readonly owner: Ownership | undefined };

/** Frees device memory of arrays that were garbage-collected without dispose(). */
export const finalizer = new FinalizationRegistry<Released>(({ allocs, owner }) => {
  for (const a of allocs) a.space.free(a);
  if (owner === undefined) return;
  try {
    releaseOwnership(owner);
  } catch (e) {
    reportFreeFailure(e);
  }
});
