/**
 * Strided views (tt.np's slices, transpose, broadcast_to: runtime's stridedView) where contiguous
 * memory is needed — a kernel launch, a task (tt.matmul's GEMM), read(), to(), astype(): their
 * elements are copied to a new contiguous array, and a written copy back into the view, each one
 * launch of tt.np's copy kernel (installed here by tt.np, a layer above), counted in
 * `stats().viewCopies`.
 */
import { ArrayError, InternalError, LaunchArgumentError } from '../errors/errors.js';
import { count } from '../memory/stats.js';
import { failureOf } from './array-internals.js';

/** A strided view's elements in its base: the first one's index and each axis's step. */
export interface StridedLayout {
  readonly offset: number;
  readonly strides: readonly number[];
}

/** A strided view: the array whose memory it reads (not itself a strided view), its layout there and its shape. */
export interface StridedView extends StridedLayout {
  readonly base: object;
  readonly shape: readonly number[];
}

/** What the functions below need of an array. */
interface StridedSubject {
  checkAlive(what: string): void;
  readonly [failureOf]: { readonly error: unknown } | undefined;
}

const views = new WeakMap<object, StridedView>();
/** Whether any strided view was made in this process (none: no launch need look its arguments up). */
let anyViews = false;

/** @internal Makes `view` (an array with `base` as its base: array-view.ts) a strided view. */
export function markStridedView(view: object, v: StridedView): void {
  anyViews = true;
  views.set(view, { base: v.base, offset: v.offset, strides: [...v.strides], shape: [...v.shape] });
}

/** `x`'s layout when it is a strided view, else undefined. */
export function stridedViewOf(x: object): StridedView | undefined {
  return views.get(x);
}

export function isStridedView(x: object): boolean {
  return anyViews && views.has(x);
}

/** False while no strided view exists in this process (the usual case outside tt.np). */
export function stridedViewsMade(): boolean {
  return anyViews;
}

/** tt.np's copies of a view to a new contiguous array (gather) and back (scatter), one launch each. */
export interface StridedCopies {
  gather(view: unknown): unknown;
  scatter(view: unknown, from: unknown): void;
}

let copies: StridedCopies | undefined;

/** @internal Called once by tt.np. */
export function installStridedCopies(c: StridedCopies): void {
  copies = c;
}

function installed(): StridedCopies {
  if (!copies) throw new InternalError('strided views need tt.np, which copies them');
  return copies;
}

const sizeOf = (shape: readonly number[]) => shape.reduce((a, b) => a * b, 1);

/** A strided view's elements as a new contiguous array of its kind (one counted launch). */
export function contiguousCopy<A extends StridedSubject>(view: A): A {
  view.checkAlive('a strided view');
  if (sizeOf(stridedViewOf(view)?.shape ?? []) > 0) count('viewCopies');
  // the copy is an array like the view (an NDArray of its dtype and shape: np/strided-copies.ts)
  return installed().gather(view) as A;
}

/** Writes a contiguousCopy() of `view` back into the view's elements (one counted launch). */
export function writeBack<A extends StridedSubject>(view: A, copy: A): void {
  if (sizeOf(stridedViewOf(view)?.shape ?? []) > 0) count('viewCopies');
  installed().scatter(view, copy);
}

/**
 * Refuses a write into a strided view that repeats elements (a broadcast axis: stride 0), which
 * would write each element several times in no defined order (NumPy makes such views read-only).
 */
export function checkWritable(view: object, what: string): void {
  const s = stridedViewOf(view);
  if (s?.strides.some((st, d) => st === 0 && (s.shape[d] ?? 1) > 1))
    throw new LaunchArgumentError(
      'LAUNCH_ALIASED_ARRAYS',
      `${what}: a broadcast view of shape [${s.shape.join(', ')}] (its elements repeat along an axis of stride 0) cannot be written; write into a copy (np.copy) or the array it views`,
    );
}

/** A strided view's contiguous copy (one counted launch); undefined for any other array. */
export function viewCopyOf<A extends StridedSubject>(x: A): A | undefined {
  return isStridedView(x) ? contiguousCopy(x) : undefined;
}

/**
 * `use` of a strided view's contiguous copy (read(), write(), fill() of the view), the copy freed
 * after it and, when `written`, first written back into the view. A refusal rejects the promise.
 */
export function throughCopy<A extends StridedSubject & { dispose(): void }, T>(
  view: A,
  use: (copy: A) => Promise<T>,
  written?: string,
): Promise<T> {
  let copy: A;
  try {
    if (written !== undefined) checkWritable(view, written);
    copy = contiguousCopy(view);
  } catch (e) {
    return Promise.reject(e);
  }
  const done = use(copy);
  if (written !== undefined) writeBack(view, copy);
  copy.dispose();
  if (written !== undefined) return done;
  // a read of a failed view rejects with its failure, not with its copy's failed input
  return done.catch((e: unknown) => {
    const failure = view[failureOf];
    throw failure ? failure.error : e;
  });
}

/** ARRAY_STRIDED_VIEW where only one range of memory will do (hostView(), subarray()). */
export function refuseStridedView(x: { describe(): string }, what: string): void {
  if (isStridedView(x))
    throw new ArrayError(
      'ARRAY_STRIDED_VIEW',
      `${what} of ${x.describe()}: it is a strided view (a slice, transpose or broadcast of another array), whose elements are not one range of memory; read() it, or make a contiguous copy with np.copy(x)`,
    );
}
