/**
 * The core of an NDArray: its allocations ("copies") in memory spaces, which are valid, the order
 * of its uses, sub-range views of another array's memory, ownership of wrapped memory and
 * disposal. A device that cannot use the current valid copy gets one moved to it on access
 * (HAMR-style laziness); every move is counted.
 */

import { ArrayDisposedError, ArrayError, InternalError } from '../errors/errors.js';
import { type Allocation, hostSpace, type UsmKind } from '../memory/space.js';
import { count } from '../memory/stats.js';
import { transfer } from '../memory/transfer.js';
import { type AnyTypedArray, type ArrayDTypeName, DTYPES } from '../types/dtype.js';
import { FailureState } from './array-failure.js';
import {
  acquireInPlace,
  acquireOn,
  adoptWhenReady,
  chainUse,
  holdMemory,
  idleNow,
  markFailed,
  markWrittenThrough,
  pendingWork,
  type TaskArray,
  usesOrderedOn,
  viewBase,
  viewWindow,
} from './array-internals.js';
import { finalizer, type Ownership, releaseOwnership, reportFreeFailure } from './array-ownership.js';
import type { Device } from './device.js';
import { MemoryHolds } from './memory-holds.js';
import { type Queue, settled } from './queue.js';
import { isStridedView } from './strided.js';
import { traceCopy, tracing } from './trace.js';

declare global {
  /**
   * `Symbol.dispose` (explicit resource management), declared as @types/node and lib
   * `esnext.disposable` declare it, so that tutti's .d.ts type-checks in projects that have
   * neither (a browser project with lib `ES2022` + `DOM`, no skipLibCheck).
   */
  interface SymbolConstructor {
    readonly dispose: unique symbol;
  }
}

interface Copy {
  readonly alloc: Allocation;
  valid: boolean;
}

/** The allocation of the base each window allocation (a sub-range view's) was made from. */
const windowParents = new WeakMap<Allocation, Allocation>();

/** What every NDArray is underneath: copies and their validity, the order of uses, views, ownership,
 * disposal. The user-facing operations are NDArray's (ndarray.ts). */
export class ArrayCore<N extends ArrayDTypeName = ArrayDTypeName>
  extends FailureState
  implements TaskArray<Device>
{
  readonly length: number;
  protected readonly copies: Copy[] = [];
  /** Settles after the last operation that used this array (launch, read, write). */
  private last: Promise<void> = Promise.resolve();
  private isDisposed = false;
  /** Uses submitted and not yet settled. */
  private inFlight = 0;
  /** The in-order queue that submitted every use in flight, else undefined (track()). */
  private usesQueue: object | undefined;
  private readonly finalizerToken = {};
  /** Descriptors exported from this array and not yet released: dispose() waits for them. */
  private readonly holds = new MemoryHolds();
  /** The array whose memory this one views (runtime/array-view.ts): its uses are the base's too. */
  protected base: ArrayCore | undefined;
  /** For a sub-range view (subarray()): its first element's index in `base`, which is a root. */
  protected window: number | undefined;

  /** @internal Use tt.array / tt.zeros / tt.empty / tt.full. */
  constructor(
    readonly dtype: N,
    readonly shape: readonly number[],
    readonly device: Device,
    readonly queue: Queue<Device>,
    initial: Allocation | undefined,
    /** The USM kind asked for at creation, if any. */
    protected readonly usmAsked: UsmKind | undefined = undefined,
    /** The wrapped memory this array owns or has a deleter for (array-ownership.ts). */
    private readonly owner: Ownership | undefined = undefined,
  ) {
    super();
    this.length = shape.reduce((a, b) => a * b, 1);
    if (initial) this.adopt(initial, true);
    if (owner) this.register();
  }

  /** (Re-)registers what the garbage collector must release if the array is never disposed. */
  private register(): void {
    finalizer.unregister(this.finalizerToken);
    const allocs = this.copies.filter((c) => c.alloc.space !== hostSpace).map((c) => c.alloc);
    finalizer.register(this, { allocs, owner: this.owner }, this.finalizerToken);
  }

  /**
   * The USM kind of the array: what creation asked for, else 'shared' — accessible from host and
   * device, kept coherent by tutti's lazy movement (the backend's ordinary memory, not managed memory).
   */
  get usm(): UsmKind {
    return this.usmAsked ?? 'shared';
  }

  get disposed(): boolean {
    return this.isDisposed || (this.viewsBase() && this.base?.disposed === true);
  }

  /** A window (subarray, wholeView) or a strided view: its memory is its base's. */
  private viewsBase(): boolean {
    return this.window !== undefined || isStridedView(this);
  }

  /** Number of elements (same as length). */
  get size(): number {
    return this.length;
  }

  get byteLength(): number {
    return this.length * DTYPES[this.dtype].bytes;
  }

  protected adopt(alloc: Allocation, valid: boolean): Copy {
    const copy: Copy = { alloc, valid };
    this.copies.push(copy);
    if (alloc.space !== hostSpace) this.register();
    return copy;
  }

  /** @internal Adopts an allocation that becomes ready later (e.g. zero-filled device memory). */
  [adoptWhenReady](p: Promise<Allocation>): void {
    const failed = (e: unknown) => this[markFailed](e); // a failed producer (a copy, a transfer)
    this[chainUse](p.then((a) => this.adopt(a, true), failed));
  }

  /** The array whose memory this one is, where its failure lives (array-failure.ts). */
  protected override failureHome(): FailureState {
    return this.rootArray();
  }

  /** @internal Throws ArrayDisposedError when used after dispose(). */
  checkAlive(what: string): void {
    if (this.disposed) {
      const whose = this.isDisposed ? 'the array' : 'the array this view is a subarray of';
      throw new ArrayDisposedError(
        'ARRAY_DISPOSED',
        `${what}: ${whose} (${this.describe()}) was disposed; create a new one or stop calling dispose() early`,
      );
    }
  }

  describe(): string {
    return `${this.dtype}[${this.shape.join('x')}] on ${this.device.id}${this.usm === 'shared' ? '' : ` (usm ${this.usm})`}`;
  }

  /** @internal The event after which this array's content is final. */
  get [pendingWork](): Promise<void> {
    // A window's uses are its base's (chainUse below), so the base's pending work covers both.
    return this.window !== undefined && this.base ? this.base[pendingWork] : this.last;
  }

  /**
   * @internal Records an operation that uses the array. `orderedOn`: the in-order queue that
   * submitted it as one of its tasks (a later task of that queue runs after it anyway).
   */
  [chainUse](p: Promise<unknown>, orderedOn?: object): void {
    this.last = this.track(p, orderedOn);
    // a use of every array whose memory this one views (a bit view of a window: both); settled
    // first: a failing use must not end their wait before their earlier uses end
    for (let b = this.base; b; b = b.base) b.last = settled(Promise.all([b.last, b.track(p, orderedOn)]));
  }

  /**
   * @internal True when no use of the array's memory is in flight: its pendingWork has nothing
   * left to wait for (a launch then need not wait for it).
   */
  get [idleNow](): boolean {
    return this.home().inFlight === 0;
  }

  /**
   * @internal The in-order queue that submitted every use of the array still in flight, if one
   * did: a task of that queue waits for them by the queue's order alone.
   */
  get [usesOrderedOn](): object | undefined {
    const home = this.home();
    return home.inFlight > 0 ? home.usesQueue : undefined;
  }

  /** The array whose uses this one's pendingWork is: a window's base, else itself. */
  private home(): ArrayCore {
    return this.window !== undefined && this.base ? this.base : this;
  }

  /**
   * Counts `p` as in flight until it settles (dispose() frees at once when nothing is); settles
   * after it. Remembers the queue that ordered every use in flight, while there is one.
   */
  private track(p: Promise<unknown>, orderedOn: object | undefined): Promise<void> {
    if (this.inFlight === 0) this.usesQueue = orderedOn;
    else if (this.usesQueue !== orderedOn) this.usesQueue = undefined;
    this.inFlight++;
    return p.then(this.untrack, this.untrack);
  }

  /** Ends one use's count (made once per array, not once per use). */
  private readonly untrack = (): void => void this.inFlight--;

  /** @internal Makes this array a view of `base`'s memory: base's next uses wait for its uses. */
  [viewBase](base: ArrayCore): void {
    this.base = base;
  }

  /** @internal Makes this array the elements of `base` from `offset` on (subarray()). */
  [viewWindow](base: ArrayCore, offset: number): void {
    this.base = base.base && base.window !== undefined ? base.base : base;
    this.window = offset + (base.window ?? 0);
  }

  /** Whether this array and `other` are, or view, some of the same elements (subarray()). */
  overlaps(other: ArrayCore): boolean {
    if (other === this) return true;
    const root = (x: ArrayCore): ArrayCore => (x.viewsBase() && x.base ? root(x.base) : x);
    if (root(this) !== root(other)) return false;
    if (isStridedView(this) || isStridedView(other)) return true; // it may touch any element of its root
    const from = (x: ArrayCore) => x.window ?? 0;
    return from(this) < from(other) + other.length && from(other) < from(this) + this.length;
  }

  /** The window of `a` (an allocation of the base) that this sub-range view is. */
  private windowOf(a: Allocation): Allocation {
    // A window over the whole base (a view with another shape, wholeView()) is the base's allocation.
    if (this.window === 0 && this.base?.length === this.length) return a;
    const sub = a.space.sub?.(a, this.window ?? 0, this.length);
    if (sub === undefined) {
      throw new ArrayError(
        'ARRAY_BAD_PLACEMENT',
        `a subarray of ${this.describe()}: ${a.space.id} cannot address part of an allocation`,
      );
    }
    windowParents.set(sub, a);
    return sub;
  }

  /** Where valid copies live now (for tests and diagnostics). */
  get validSpaces(): readonly string[] {
    if (this.window !== undefined && this.base) return this.base.validSpaces;
    return this.copies.filter((c) => c.valid).map((c) => c.alloc.space.id);
  }

  /** @internal An allocation `device` can use, moved there only if none is usable in place (then async). */
  [acquireOn](device: Device): Allocation | Promise<Allocation> {
    this.throwIfFailed();
    const inPlace = this[acquireInPlace](device);
    if (inPlace) return inPlace;
    if (this.window !== undefined && this.base) {
      const got = this.base[acquireOn](device);
      return got instanceof Promise ? got.then((a) => this.windowOf(a)) : this.windowOf(got);
    }
    return this.moveTo(device.impl().memory);
  }

  /** @internal A valid copy `device` can use in place (acquireOn without moving), else undefined. */
  [acquireInPlace](device: Device): Allocation | undefined {
    if (this.window !== undefined && this.base) {
      const got = this.base[acquireInPlace](device);
      return got === undefined ? undefined : this.windowOf(got);
    }
    const impl = device.impl();
    const own = this.copies.find((c) => c.valid && c.alloc.space === impl.memory);
    return (own ?? this.copies.find((c) => c.valid && impl.canUse(c.alloc)))?.alloc;
  }

  private async moveTo(space: Allocation['space']): Promise<Allocation> {
    // a strided view has no memory of its own: what reaches it here missed its contiguous copy
    if (isStridedView(this)) throw new InternalError(`a strided view (${this.describe()}) used in place`);
    const target =
      this.copies.find((c) => c.alloc.space === space) ??
      this.adopt(space.alloc(this.dtype, this.length, this.usmAsked), false);
    const source = this.copies.find((c) => c.valid && c.alloc.host) ?? this.copies.find((c) => c.valid);
    if (source) {
      const startedMs = tracing.on ? performance.now() : 0;
      await transfer(source.alloc, target.alloc);
      if (tracing.on) {
        traceCopy(this.device.id, source.alloc.space.id, space.id, this.byteLength, startedMs);
      }
    }
    target.valid = true;
    return target.alloc;
  }

  /** @internal After a write through `alloc`, every other copy is stale. */
  override [markWrittenThrough](alloc: Allocation): void {
    if (this.window !== undefined && this.base) {
      this.base[markWrittenThrough](windowParents.get(alloc) ?? alloc);
      return;
    }
    for (const c of this.copies) c.valid = c.alloc === alloc;
  }

  /** A host-memory copy with valid content (moving it from a device if needed). */
  protected async hostCopy(): Promise<Allocation> {
    this.throwIfFailed();
    if (this.window !== undefined && this.base) return this.windowOf(await this.base.hostCopy());
    const c = this.copies.find((x) => x.valid && x.alloc.host);
    if (c) return c.alloc;
    return this.moveTo(hostSpace);
  }

  /**
   * Writes `part` at element `offset` straight into the array's valid device copy when that is its
   * only valid content and the host cannot address it (a GPU buffer): one counted upload of the
   * range instead of moving the whole array to the host and back. False when it does not apply.
   */
  protected writeRangeOnDevice(part: AnyTypedArray, offset: number): boolean {
    if (this.window !== undefined) return false;
    const valid = this.copies.filter((c) => c.valid);
    const dst = valid[0]?.alloc;
    if (dst === undefined || valid.some((c) => c.alloc.host)) return false;
    if (dst.space.uploadRange?.(dst, part, offset) !== true) return false;
    count('hostToDevice');
    count('bytesMoved', part.byteLength);
    this[markWrittenThrough](dst);
    return true;
  }

  /** A host allocation of the array, valid or not (a whole write overwrites it). */
  protected hostHome(): Allocation {
    const home = this.copies.find((c) => c.alloc.host);
    return home ? home.alloc : this.adopt(hostSpace.alloc(this.dtype, this.length), false).alloc;
  }

  /** An allocation on the array's own device to overwrite, valid or not. */
  protected async deviceHome(): Promise<Allocation> {
    if (this.window !== undefined) return this[acquireOn](this.device);
    const space = this.device.impl().memory;
    const own = this.copies.find((c) => c.alloc.space === space);
    return own ? own.alloc : this.adopt(space.alloc(this.dtype, this.length, this.usmAsked), false).alloc;
  }

  /**
   * Frees the array's memory once the work already submitted with it (launches, reads, copies)
   * has finished; that work still sees the array. Any new use is an ArrayDisposedError. Idempotent.
   * The memory is released, and an `onFree` deleter called, at once when no work is in flight —
   * a deleter that throws is then ArrayError ARRAY_FREE_FAILED thrown here — else after that work
   * (a deleter's failure is then reported with console.warn, since no caller is left to catch it).
   */
  dispose(): void {
    if (this.isDisposed) return;
    this.isDisposed = true;
    finalizer.unregister(this.finalizerToken);
    const release = () =>
      this.holds.releaseWhenFree(() => {
        for (const c of this.copies.splice(0)) c.alloc.space.free(c.alloc);
        if (this.owner) releaseOwnership(this.owner);
      });
    if (this.inFlight === 0) {
      release();
      return;
    }
    void this[pendingWork].then(() => {
      try {
        release();
      } catch (e) {
        reportFreeFailure(e);
      }
    });
  }

  /**
   * @internal Keeps the memory of this array (of its root, for a view) alive past dispose() until
   * the returned function runs (once; later calls do nothing): DLPack's rule that a producer frees
   * exported memory only after the consumer's deleter. A deleter's failure is the caller's.
   */
  [holdMemory](): () => void {
    return this.rootArray().holds.hold();
  }

  /** The array whose memory this one is (a view's base, followed to the end). */
  private rootArray(): ArrayCore {
    let r: ArrayCore = this;
    while (r.base) r = r.base;
    return r;
  }

  [Symbol.dispose](): void {
    this.dispose();
  }

  override toString(): string {
    return `NDArray(${this.describe()})`;
  }
}
