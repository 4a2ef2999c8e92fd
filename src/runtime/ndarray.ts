/**
 * NDArray: a dtype, a shape, a home device and queue, and one or more allocations ("copies",
 * array-core.ts). HAMR-style laziness: a device that cannot use the current valid copy gets one
 * moved to it on access; a valid copy is reused until the array is written elsewhere; every move
 * is counted. This file holds what users do with an array: read, write, fill, views, resizes,
 * copies to other devices.
 */
import { ArrayError } from '../errors/errors.js';
import { nameClasses } from '../errors/names.js';
import { escaped } from '../memory/host-pool.js';
import { hostSpace } from '../memory/space.js';
import { count } from '../memory/stats.js';
import { bytesOf, transfer } from '../memory/transfer.js';
import {
  type AnyTypedArray,
  type ArrayDTypeName,
  type DType,
  f16Value,
  fillValue,
  isArrayDTypeName,
  isDType,
  newTypedArray,
  storeValues,
  type TypedArrayOf,
} from '../types/dtype.js';
import { ArrayCore } from './array-core.js';
import {
  acquireOn,
  adoptWhenReady,
  chainUse,
  markWrittenThrough,
  pendingWork,
  viewWindow,
} from './array-internals.js';
import {
  checkHostData,
  checkNewLength,
  checkReadRange,
  checkSlice,
  checkWriteRange,
  type ReadRange,
  rangeOf,
  type WriteRange,
} from './array-range.js';
import { creationHome } from './array-source.js';
import { observedRefusal, refusedInCapture } from './capture-state.js';
import type { Device } from './device.js';
import { Event, hostNowMs } from './event.js';
import { Queue } from './queue.js';
import { type DeviceSelector, selectDevice } from './select.js';
import { isStridedView, refuseStridedView, stridedViewOf, throughCopy, viewCopyOf } from './strided.js';
import {
  type AccessibleOptions,
  type ToOptions,
  type TransferSync,
  transferSyncOf,
} from './transfer-mode.js';

export class NDArray<N extends ArrayDTypeName = ArrayDTypeName> extends ArrayCore<N> {
  /**
   * The gradient autodiff accumulates into (docs/autodiff.md): zeros of the same shape, dtype and
   * device, made with the array when it is created with `{ requiresGrad: true }`; undefined otherwise.
   */
  grad: NDArray<N> | undefined = undefined;

  /** True when the array has a gradient (`grad`). */
  get requiresGrad(): boolean {
    return this.grad !== undefined;
  }

  /** The one element of a size-1 array (a 0-d result of tt.np's reductions) as a number on the host. */
  async item(): Promise<number> {
    if (this.length !== 1) {
      throw new ArrayError(
        'ARRAY_BAD_SHAPE',
        `item(): ${this.describe()} has ${this.length} elements; item() needs exactly one`,
      );
    }
    const v = (await this.read())[0] ?? 0;
    if (typeof v === 'bigint')
      throw new ArrayError(
        'ARRAY_BAD_DTYPE',
        `item(): ${this.describe()} holds BigInts; read it with (await a.read())[0]`,
      );
    return this.dtype === 'f16' ? f16Value(v) : v; // read() gives f16's bits, item() its value
  }

  /**
   * Copies the array — or `{ offset, length }` of it (default: from 0 to the end) — to a new host
   * TypedArray, after all work that uses it.
   */
  read(range?: ReadRange): Promise<TypedArrayOf<N>> {
    const refused = refusedInCapture(`read() of ${this.describe()}`);
    if (refused) return observedRefusal(refused);
    let r: { offset: number; length: number };
    try {
      this.checkAlive('read()');
      r = checkReadRange(this.length, range);
    } catch (e) {
      return Promise.reject(e);
    }
    if (isStridedView(this)) return throughCopy(this, (copy) => copy.read(range));
    const p = this[pendingWork].then(async () => {
      const a = await this.hostCopy();
      const host = a.host as AnyTypedArray;
      const part =
        r.offset === 0 && r.length === host.length ? host : host.subarray(r.offset, r.offset + r.length);
      return hostSpace.copyOf(this.dtype, part) as TypedArrayOf<N>;
    });
    this[chainUse](p);
    return p;
  }

  /**
   * Overwrites the array from host data — the whole array, or `data.length` elements from
   * `{ offset }`; copies on other devices become stale. Resolves to an Event of the array's queue
   * (profiled when that queue profiles).
   */
  write(data: ArrayLike<number> | ArrayLike<bigint>, range?: WriteRange): Promise<Event> {
    let offset: number;
    try {
      this.checkAlive('write()');
      checkHostData('write()', this.dtype, data);
      offset = checkWriteRange(this.length, data.length, range);
    } catch (e) {
      return Promise.reject(e);
    }
    if (isStridedView(this)) return throughCopy(this, (copy) => copy.write(data, range), 'write()');
    const whole = offset === 0 && data.length === this.length && this.window === undefined;
    return this.hostWork(async () => {
      // A part of an array valid only in GPU memory is uploaded there alone (no whole round trip).
      if (!whole && this.writeRangeOnDevice(rangeOf(this.dtype, data), offset)) return;
      // A whole write needs no valid copy first; a part of one is written into the valid content.
      const home = whole ? this.hostHome() : await this.hostCopy();
      storeValues(this.dtype, home.host as AnyTypedArray, data, offset);
      this.markHostWrite(home, whole);
    }, 'write');
  }

  /** Runs `work` after the array's pending work, as a use of it; resolves to a host-timed Event. */
  private hostWork(work: () => Promise<void>, kind: 'write'): Promise<Event> {
    const profiling = this.queue.profiling;
    const submittedMs = profiling ? hostNowMs() : 0;
    const p = this[pendingWork].then(async () => {
      const startedMs = profiling ? hostNowMs() : 0;
      this.device.impl().checkNotLost?.(`write() or fill() of ${this.describe()}`);
      await work();
      const profile = profiling
        ? { submittedMs, startedMs, endedMs: hostNowMs(), source: 'host' as const }
        : undefined;
      return new Event(kind, this.queue, profile);
    });
    this[chainUse](p);
    return p;
  }

  /**
   * Sets every element to `value` (converted as a TypedArray store converts), in the array's
   * memory on its own device: in place on CPU devices, one counted upload of a filled host buffer
   * on GPUs (nothing of the old content moves). Resolves to an Event like write().
   */
  fill(value: number | bigint): Promise<Event> {
    try {
      this.checkAlive('fill()');
      const big = this.dtype === 'i64' || this.dtype === 'u64';
      if (typeof value !== 'number' && !(big && typeof value === 'bigint'))
        throw new ArrayError(
          'ARRAY_BAD_DATA',
          `fill() of ${this.describe()} needs a number${big ? ' or a BigInt' : ''}, got ${typeof value}`,
        );
    } catch (e) {
      return Promise.reject(e);
    }
    if (isStridedView(this)) return throughCopy(this, (copy) => copy.fill(value), 'fill()');
    return this.hostWork(async () => {
      const alloc = await this.deviceHome();
      if (alloc.host) {
        fillValue(alloc.host, value, this.dtype);
      } else {
        const host = newTypedArray(this.dtype, this.length);
        fillValue(host, value, this.dtype);
        count('hostToDevice');
        count('bytesMoved', bytesOf(alloc));
        await alloc.space.upload(alloc, host);
      }
      this.markHostWrite(alloc, true);
    }, 'write');
  }

  /**
   * A view of elements [begin, end) (default end: the length) sharing this array's memory, 1-D,
   * on the same device and queue: writes through either are seen by the other, and a use of the
   * view is a use of this array (each waits for the other's earlier work). Only on devices whose
   * memory can be addressed in part (js, native, wasm); ARRAY_BAD_PLACEMENT elsewhere. Disposing
   * this array makes the view unusable (ARRAY_DISPOSED); disposing the view frees nothing.
   */
  subarray(begin: number, end?: number): NDArray<N> {
    this.checkAlive('subarray()');
    refuseStridedView(this, 'subarray()');
    const r = checkSlice(this.length, begin, end);
    const space = this.device.impl().memory;
    if (space.sub === undefined) {
      throw new ArrayError(
        'ARRAY_BAD_PLACEMENT',
        `subarray() of ${this.describe()}: ${space.id} memory cannot be viewed in part; ` +
          'copy the range with read({ offset, length }) or move the array to a CPU device',
      );
    }
    const view = new NDArray<N>(
      this.dtype,
      [r.end - r.begin],
      this.device,
      this.queue,
      undefined,
      this.usmAsked,
    );
    view[viewWindow](this, r.begin);
    return view;
  }

  /**
   * A new 1-D array of `n` elements on the same device and queue: the first min(n, length)
   * elements of this one, then zeros (NumPy's `ndarray.resize` fill, as a new array; this one is
   * unchanged). One new allocation, filled by one counted copy.
   */
  resize(n: number): NDArray<N> {
    this.checkAlive('resize()');
    const total = checkNewLength(`resize(${String(n)})`, n);
    return this.derived(total, (out, old) =>
      storeValues(this.dtype, out, old.length > total ? old.subarray(0, total) : old, 0, this.dtype),
    );
  }

  /** A new 1-D array: this array's elements followed by `data`'s (NumPy's `np.append`). */
  append(data: ArrayLike<number | bigint>): NDArray<N> {
    this.checkAlive('append()');
    const extra = checkHostData('append()', this.dtype, data);
    const total = checkNewLength('append()', this.length + extra.length);
    return this.derived(total, (out, old) => {
      storeValues(this.dtype, out, old, 0, this.dtype);
      storeValues(this.dtype, out, extra, old.length);
    });
  }

  /** A new array of `total` elements made on the host from this one's content by `fill`. */
  private derived(total: number, fill: (out: AnyTypedArray, old: AnyTypedArray) => void): NDArray<N> {
    const out = new NDArray<N>(this.dtype, [total], this.device, this.queue, undefined, this.usmAsked);
    const ready = this.read().then(async (old) => {
      const host = newTypedArray(this.dtype, total);
      fill(host, old);
      const space = this.device.impl().memory;
      const dst = space.alloc(this.dtype, total, this.usmAsked);
      count('hostToDevice');
      count('bytesMoved', bytesOf(dst));
      await space.upload(dst, host);
      return dst;
    });
    out[adoptWhenReady](ready);
    return out;
  }

  /**
   * The live host-memory view of the array (zero-copy for arrays on CPU devices). Copies on other
   * devices are treated as stale, since you may write through the view. Its memory is never pooled.
   */
  hostView(): Promise<TypedArrayOf<N>> {
    const refused = refusedInCapture(`hostView() of ${this.describe()}`);
    if (refused) return observedRefusal(refused);
    try {
      this.checkAlive('hostView()');
      refuseStridedView(this, 'hostView()');
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
    const p = this[pendingWork].then(async () => {
      const a = await this.hostCopy();
      this[markWrittenThrough](a);
      return escaped(a.host as TypedArrayOf<N>);
    });
    this[chainUse](p);
    return p;
  }

  /**
   * A new, independent array with the same content on `where` (a Device or a selector string such
   * as 'wasm' or 'cuda,cpu'), on its default queue unless a queue of that device is given (bare or
   * as `{ queue }`). The copy happens after work already submitted with this array. `sync`
   * (transfer-mode.ts): 'async' (default) returns the array at once, its copy ordered before any
   * use of it; 'host' and 'full' return a promise of it, once the copy has finished ('full': and
   * both arrays' queues have finished everything submitted so far).
   */
  to(
    where: DeviceSelector,
    queue?: Queue<Device> | (ToOptions<Queue<Device>> & { sync?: 'async' }),
  ): NDArray<N>;
  to(where: DeviceSelector, opts: ToOptions<Queue<Device>> & { sync: 'host' | 'full' }): Promise<NDArray<N>>;
  to(
    where: DeviceSelector,
    opts?: Queue<Device> | ToOptions<Queue<Device>>,
  ): NDArray<N> | Promise<NDArray<N>> {
    this.checkAlive('to()');
    const bare = opts instanceof Queue || opts === undefined;
    const sync = bare ? 'async' : transferSyncOf('to()', opts, ['queue', 'sync'], 'async');
    const device = selectDevice(where);
    let queue = bare ? opts : opts.queue;
    if (queue !== undefined && queue.device !== device) {
      throw new ArrayError(
        'ARRAY_BAD_PLACEMENT',
        `to(${device.id}, queue): the queue belongs to ${queue.device.id}; pass a queue of ${device.id} or none`,
      );
    }
    queue ??= device.defaultQueue;
    const out = new NDArray<N>(this.dtype, this.shape, device, queue, undefined, this.usmAsked);
    const from = viewCopyOf(this) ?? this; // a strided view: its contiguous copy
    const copied = from[pendingWork].then(async () => {
      const src = await from.hostCopy();
      const dst = device.impl().memory.alloc(this.dtype, this.length, this.usmAsked);
      await transfer(src, dst);
      return dst;
    });
    from[chainUse](copied);
    if (from !== this) from.dispose();
    out[adoptWhenReady](copied);
    if (sync === 'async') return out;
    return this.settle(copied, sync, [this.queue, queue]).then(() => out);
  }

  /** What a transfer's promise waits for in `sync` mode, `moved` being the transfer itself. */
  private async settle(
    moved: Promise<unknown>,
    sync: TransferSync,
    queues: readonly Queue<Device>[],
  ): Promise<void> {
    if (sync === 'async') return;
    await moved;
    if (sync === 'full') await Promise.all([...new Set(queues)].map((q) => q.finish()));
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
    const from = viewCopyOf(this) ?? this; // a strided view: its contiguous copy
    const converted = from[pendingWork].then(async () => {
      const src = await from.hostCopy();
      // converted straight into the heap where the host can write the device's memory (wasm)
      const home = creationHome(this.device, name, this.length);
      if (home) {
        storeValues(name, home.host, src.host as AnyTypedArray, 0, this.dtype);
        return home.alloc;
      }
      const host = hostSpace.alloc(name, this.length);
      storeValues(name, host.host as AnyTypedArray, src.host as AnyTypedArray, 0, this.dtype);
      const dst = this.device.impl().memory.alloc(name, this.length);
      await transfer(host, dst);
      return dst;
    });
    from[chainUse](converted);
    if (from !== this) from.dispose();
    out[adoptWhenReady](converted);
    return out;
  }

  /**
   * Declares that `device` will access the array: moves it there (after the work already
   * submitted with it) if it must move at all. `sync`: 'host' (default) resolves once the move has
   * finished; 'async' at once, the move ordered before every later use; 'full' once the move has
   * finished and the array's queue and `device`'s default queue are idle.
   */
  async accessible(where: DeviceSelector, opts?: AccessibleOptions): Promise<void> {
    this.checkAlive('accessible()');
    const sync = transferSyncOf('accessible()', opts, ['sync'], 'host');
    const device = selectDevice(where);
    const base = stridedViewOf(this)?.base; // a strided view's memory is its base's
    if (base instanceof NDArray) return base.accessible(where, opts);
    const moved = this[pendingWork].then(() => this[acquireOn](device));
    this[chainUse](moved);
    moved.catch(() => {});
    await this.settle(moved, sync, [this.queue, device.defaultQueue]);
  }
}
nameClasses({ NDArray });
