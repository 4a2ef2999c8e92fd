/**
 * NDArray: a dtype, a shape, a home device and queue, and one or more allocations ("copies").
 * HAMR-style laziness: a device that cannot use the current valid copy gets one moved to it on
 * access; a valid copy is reused until the array is written elsewhere; every move is counted.
 */
import { ArrayDisposedError, ArrayError } from '../errors/errors.js';
import { type Allocation, hostSpace, type UsmKind } from '../memory/space.js';
import { count } from '../memory/stats.js';
import {
  type AnyTypedArray,
  type ArrayDTypeName,
  DTYPES,
  type DType,
  isArrayDTypeName,
  isDType,
  newTypedArray,
  type TypedArrayOf,
} from '../types/dtype.js';
import {
  acquireOn,
  adoptWhenReady,
  chainUse,
  markWrittenThrough,
  pendingWork,
  type TaskArray,
  viewBase,
} from './array-internals.js';
import type { Device } from './device.js';
import { Event, hostNowMs } from './event.js';
import { type Queue, settled } from './queue.js';
import { type DeviceSelector, selectDevice } from './select.js';

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

/** Frees device memory of arrays that were garbage-collected without dispose(). */
const finalizer = new FinalizationRegistry<Allocation[]>((allocs) => {
  for (const a of allocs) a.space.free(a);
});

function bytesOf(a: Allocation): number {
  return a.length * DTYPES[a.dtype].bytes;
}

/** Copies the content of `src` into `dst`, counting the move. */
async function transfer(src: Allocation, dst: Allocation): Promise<void> {
  count('bytesMoved', bytesOf(src));
  if (src.host) {
    count('hostToDevice');
    await dst.space.upload(dst, src.host);
  } else if (dst.host) {
    count('deviceToHost');
    await src.space.download(src, dst.host);
  } else {
    count('deviceToDevice');
    const tmp = newTypedArray(src.dtype, src.length);
    await src.space.download(src, tmp);
    await dst.space.upload(dst, tmp);
  }
}

export class NDArray<N extends ArrayDTypeName = ArrayDTypeName> implements TaskArray<Device> {
  readonly length: number;
  private readonly copies: Copy[] = [];
  /** Settles after the last operation that used this array (launch, read, write). */
  private last: Promise<void> = Promise.resolve();
  private isDisposed = false;
  private readonly finalizerToken = {};
  /** The array whose memory this one views (runtime/array-view.ts): its uses are the base's too. */
  private base: NDArray | undefined;

  /** @internal Use tt.array / tt.zeros / tt.empty / tt.full. */
  constructor(
    readonly dtype: N,
    readonly shape: readonly number[],
    readonly device: Device,
    readonly queue: Queue<Device>,
    initial: Allocation | undefined,
    /** The USM kind asked for at creation, if any. */
    private readonly usmAsked: UsmKind | undefined = undefined,
  ) {
    this.length = shape.reduce((a, b) => a * b, 1);
    if (initial) this.adopt(initial, true);
  }

  /**
   * The USM kind of the array: what creation asked for, else 'shared' — accessible from host and
   * device, kept coherent by tutti's lazy movement (the backend's ordinary memory, not managed memory).
   */
  get usm(): UsmKind {
    return this.usmAsked ?? 'shared';
  }

  get disposed(): boolean {
    return this.isDisposed;
  }

  /** Number of elements (same as length). */
  get size(): number {
    return this.length;
  }

  get byteLength(): number {
    return this.length * DTYPES[this.dtype].bytes;
  }

  private adopt(alloc: Allocation, valid: boolean): Copy {
    const copy: Copy = { alloc, valid };
    this.copies.push(copy);
    if (alloc.space !== hostSpace) {
      finalizer.unregister(this.finalizerToken);
      finalizer.register(
        this,
        this.copies.filter((c) => c.alloc.space !== hostSpace).map((c) => c.alloc),
        this.finalizerToken,
      );
    }
    return copy;
  }

  /** @internal Adopts an allocation that becomes ready later (e.g. zero-filled device memory). */
  [adoptWhenReady](p: Promise<Allocation>): void {
    this[chainUse](p.then((a) => this.adopt(a, true)));
  }

  /** @internal Throws ArrayDisposedError when used after dispose(). */
  checkAlive(what: string): void {
    if (this.isDisposed) {
      throw new ArrayDisposedError(
        'ARRAY_DISPOSED',
        `${what}: the array (${this.describe()}) was disposed; create a new one or stop calling dispose() early`,
      );
    }
  }

  describe(): string {
    return `${this.dtype}[${this.shape.join('x')}] on ${this.device.id}${this.usm === 'shared' ? '' : ` (usm ${this.usm})`}`;
  }

  /** @internal The event after which this array's content is final. */
  get [pendingWork](): Promise<void> {
    return this.last;
  }

  /** @internal Records an operation that uses the array. */
  [chainUse](p: Promise<unknown>): void {
    this.last = settled(p);
    if (this.base) this.base.last = settled(Promise.all([this.base.last, p]));
  }

  /** @internal Makes this array a view of `base`'s memory: base's next uses wait for its uses. */
  [viewBase](base: NDArray): void {
    this.base = base;
  }

  /** Where valid copies live now (for tests and diagnostics). */
  get validSpaces(): readonly string[] {
    return this.copies.filter((c) => c.valid).map((c) => c.alloc.space.id);
  }

  /**
   * @internal Returns an allocation `device` can use, moving data there only if no valid copy is
   * usable in place. Synchronous when nothing moves (the hot path of a launch chain).
   */
  [acquireOn](device: Device): Allocation | Promise<Allocation> {
    const impl = device.impl();
    const own = this.copies.find((c) => c.valid && c.alloc.space === impl.memory);
    if (own) return own.alloc;
    const usable = this.copies.find((c) => c.valid && impl.canUse(c.alloc));
    if (usable) return usable.alloc;
    return this.moveTo(impl.memory);
  }

  private async moveTo(space: Allocation['space']): Promise<Allocation> {
    const target =
      this.copies.find((c) => c.alloc.space === space) ??
      this.adopt(space.alloc(this.dtype, this.length, this.usmAsked), false);
    const source = this.copies.find((c) => c.valid && c.alloc.host) ?? this.copies.find((c) => c.valid);
    if (source) await transfer(source.alloc, target.alloc);
    target.valid = true;
    return target.alloc;
  }

  /** @internal After a write through `alloc`, every other copy is stale. */
  [markWrittenThrough](alloc: Allocation): void {
    for (const c of this.copies) c.valid = c.alloc === alloc;
  }

  /** A host-memory copy with valid content (moving it from a device if needed). */
  private async hostCopy(): Promise<Allocation> {
    const c = this.copies.find((x) => x.valid && x.alloc.host);
    if (c) return c.alloc;
    return this.moveTo(hostSpace);
  }

  /** The one element of a size-1 array (a 0-d result of tt.np's reductions) as a number on the host. */
  async item(): Promise<number> {
    if (this.length !== 1) {
      throw new ArrayError(
        'ARRAY_BAD_SHAPE',
        `item(): ${this.describe()} has ${this.length} elements; item() needs exactly one`,
      );
    }
    return (await this.read())[0] ?? 0;
  }

  /** Copies the array to a new host TypedArray, after all work that uses it. */
  read(): Promise<TypedArrayOf<N>> {
    try {
      this.checkAlive('read()');
    } catch (e) {
      return Promise.reject(e);
    }
    const p = this.last.then(async () => {
      const a = await this.hostCopy();
      return hostSpace.copyOf(this.dtype, a.host as AnyTypedArray) as TypedArrayOf<N>;
    });
    this[chainUse](p);
    return p;
  }

  /**
   * Overwrites the whole array from host data; copies on other devices become stale. Resolves to
   * an Event of the array's queue (profiled when that queue profiles).
   */
  write(data: ArrayLike<number>): Promise<Event> {
    try {
      this.checkAlive('write()');
      if (data.length !== this.length) {
        throw new ArrayError(
          'ARRAY_BAD_DATA',
          `write(): got ${data.length} elements for an array of ${this.length}; pass exactly ${this.length}`,
        );
      }
    } catch (e) {
      return Promise.reject(e);
    }
    const profiling = this.queue.profiling;
    const submittedMs = profiling ? hostNowMs() : 0;
    const p = this.last.then(async () => {
      const startedMs = profiling ? hostNowMs() : 0;
      const home = this.copies.find((c) => c.alloc.host) ?? {
        alloc: hostSpace.alloc(this.dtype, this.length),
        valid: false,
      };
      if (!this.copies.includes(home)) this.adopt(home.alloc, false);
      (home.alloc.host as AnyTypedArray).set(data);
      home.valid = true;
      this[markWrittenThrough](home.alloc);
      const profile = profiling
        ? { submittedMs, startedMs, endedMs: hostNowMs(), source: 'host' as const }
        : undefined;
      return new Event('write', this.queue, profile);
    });
    this[chainUse](p);
    return p;
  }

  /**
   * The live host-memory view of the array (zero-copy for arrays on CPU devices). Copies on
   * other devices are treated as stale, since you may write through the view.
   */
  hostView(): Promise<TypedArrayOf<N>> {
    try {
      this.checkAlive('hostView()');
      if (this.usm === 'device') {
        throw new ArrayError(
          'ARRAY_USM_NO_HOST_VIEW',
          `hostView() of ${this.describe()}: it was allocated with usm: 'device', which the host cannot address; ` +
            "copy it with read(), or allocate it with usm: 'shared' or 'host'",
        );
      }
    } catch (e) {
      return Promise.reject(e);
    }
    const p = this.last.then(async () => {
      const a = await this.hostCopy();
      this[markWrittenThrough](a);
      return a.host as TypedArrayOf<N>;
    });
    this[chainUse](p);
    return p;
  }

  /**
   * A new, independent array with the same content on `where` (a Device or a selector string such
   * as 'wasm' or 'cuda,cpu'; its default queue unless `queue`, a queue of that device, is given). The copy happens after work already submitted with this array.
   */
  to(where: DeviceSelector, queue?: Queue<Device>): NDArray<N> {
    this.checkAlive('to()');
    const device = selectDevice(where);
    if (queue !== undefined && queue.device !== device) {
      throw new ArrayError(
        'ARRAY_BAD_PLACEMENT',
        `to(${device.id}, queue): the queue belongs to ${queue.device.id}; pass a queue of ${device.id} or none`,
      );
    }
    queue ??= device.defaultQueue;
    const out = new NDArray<N>(this.dtype, this.shape, device, queue, undefined, this.usmAsked);
    const copied = this.last.then(async () => {
      const src = await this.hostCopy();
      const dst = device.impl().memory.alloc(this.dtype, this.length, this.usmAsked);
      await transfer(src, dst);
      return dst;
    });
    this[chainUse](copied);
    out[adoptWhenReady](copied);
    return out;
  }

  /**
   * A new array of `dtype` with this array's shape, device and queue, each element converted as a
   * TypedArray `set` converts (ToInt8/ToUint8/... wrap, u8c clamps and rounds half to even, floats to
   * integers truncate, NaN -> 0). It runs after work already submitted with this array.
   */
  astype<M extends ArrayDTypeName>(dtype: DType<M>): NDArray<M> {
    this.checkAlive('astype()');
    const name = isDType(dtype) ? dtype.name : undefined;
    if (name === undefined || !isArrayDTypeName(name)) {
      throw new ArrayError(
        'ARRAY_BAD_DTYPE',
        `astype() takes an array dtype (tt.i8, tt.u8, tt.u8c, tt.i16, tt.u16, tt.i32, tt.u32, tt.f32, tt.f64), not ${String(name ?? dtype)}`,
      );
    }
    const out = new NDArray<M>(name as M, this.shape, this.device, this.queue, undefined);
    const converted = this.last.then(async () => {
      const src = await this.hostCopy();
      const host = hostSpace.alloc(name, this.length);
      (host.host as AnyTypedArray).set(src.host as AnyTypedArray);
      const dst = this.device.impl().memory.alloc(name, this.length);
      await transfer(host, dst);
      return dst;
    });
    this[chainUse](converted);
    out[adoptWhenReady](converted);
    return out;
  }

  /** Declares that `device` will access the array: moves it there now if it must move at all. */
  async accessible(where: DeviceSelector): Promise<void> {
    this.checkAlive('accessible()');
    const device = selectDevice(where);
    await this.last;
    const p = Promise.resolve(this[acquireOn](device));
    this[chainUse](p);
    await p;
  }

  /**
   * Frees the array's memory once the work already submitted with it (launches, reads, copies)
   * has finished; that work still sees the array. Any new use is an ArrayDisposedError. Idempotent.
   */
  dispose(): void {
    if (this.isDisposed) return;
    this.isDisposed = true;
    finalizer.unregister(this.finalizerToken);
    void this.last.then(() => {
      for (const c of this.copies.splice(0)) c.alloc.space.free(c.alloc);
    });
  }

  [Symbol.dispose](): void {
    this.dispose();
  }

  toString(): string {
    return `NDArray(${this.describe()})`;
  }
}
