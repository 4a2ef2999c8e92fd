/**
 * GPU memory as a tutti MemorySpace (`cuda:N`): one cuMemAlloc per allocation (at least 4 bytes,
 * so empty arrays have an address too). Transfers go through a pinned staging buffer in chunks on
 * the space's own stream, so the copies are truly asynchronous and the event loop stays free.
 * NDArray does the rest: lazy movement, reuse of valid copies, counted copies.
 */
import { ArrayError, InternalError } from '../../errors/errors.js';
import type { Allocation, MemorySpace, UsmKind } from '../../memory/space.js';
import {
  type AnyTypedArray,
  type ArrayDTypeName,
  DTYPES,
  fillValue,
  newTypedArray,
  setValues,
} from '../../types/dtype.js';
import type { CudaContext, Pinned } from './context.js';

export class CudaAllocation implements Allocation {
  freed = false;
  constructor(
    readonly space: MemorySpace,
    readonly dtype: ArrayDTypeName,
    readonly length: number,
    /** The device pointer (CUdeviceptr). */
    readonly handle: bigint,
    /** False for memory the user allocated and still owns (fromDevicePointer). */
    readonly owned: boolean,
    /** USM 'shared' (managed) and 'host' (mapped pinned) memory: the host's view of the same bytes. */
    readonly host: AnyTypedArray | undefined = undefined,
    /** How to free it: cuMemFree, or cuMemFreeHost of this opaque host pointer. */
    readonly pinnedHost: unknown = undefined,
  ) {}
}

function typedView(dtype: ArrayDTypeName, bytes: Uint8Array, length: number): AnyTypedArray {
  const view = newTypedArray(dtype, 0).constructor as new (
    b: ArrayBufferLike,
    offset: number,
    length: number,
  ) => AnyTypedArray;
  return new view(bytes.buffer, bytes.byteOffset, length);
}

export const bytesPerElement = (dtype: ArrayDTypeName): number => DTYPES[dtype].bytes;

/** Bytes moved per staging round trip. */
const CHUNK = 16 * 2 ** 20;

export function devicePointer(a: Allocation): bigint {
  if (!(a instanceof CudaAllocation)) throw new InternalError(`${a.space.id} allocation given to cuda`);
  return a.handle;
}

export class CudaSpace implements MemorySpace {
  private stream: bigint | undefined;
  private staging: Pinned | undefined;
  /** Transfers share the staging buffer: one at a time. */
  private lock: Promise<void> = Promise.resolve();

  constructor(
    readonly id: string,
    readonly ctx: CudaContext,
  ) {}

  private transferStream(): bigint {
    this.stream ??= this.ctx.createStream();
    return this.stream;
  }

  /**
   * usm 'device' (and the default, 'shared' emulated by lazy movement when no kind is asked) is
   * cuMemAlloc; explicit 'shared' is managed memory and 'host' mapped pinned host memory, both with
   * a host view, so CPU devices and hostView() use them without copies.
   */
  alloc(dtype: ArrayDTypeName, length: number, usm?: UsmKind): Allocation {
    const bytes = Math.max(4, length * bytesPerElement(dtype));
    if (bytes > this.ctx.gpu.memoryBytes) {
      throw new ArrayError(
        'ARRAY_TOO_LARGE',
        `an array of ${length} ${dtype} (${bytes} bytes) exceeds ${this.id}'s memory (${this.ctx.gpu.memoryBytes} bytes)`,
      );
    }
    if (usm === 'shared' || usm === 'host') {
      const v = this.ctx.allocVisible(usm, bytes);
      const host = typedView(dtype, v.bytes, length);
      return new CudaAllocation(
        this,
        dtype,
        length,
        v.device,
        true,
        host,
        usm === 'host' ? v.external : undefined,
      );
    }
    const ptr = this.ctx.use().out64('memAlloc', bytes);
    return new CudaAllocation(this, dtype, length, ptr, true);
  }

  async allocZeroed(dtype: ArrayDTypeName, length: number, usm?: UsmKind): Promise<Allocation> {
    const a = this.alloc(dtype, length, usm);
    if (a.host) {
      fillValue(a.host, 0);
      return a;
    }
    const s = this.transferStream();
    this.ctx
      .use()
      .call('memsetD8Async', devicePointer(a), 0, Math.max(4, length * bytesPerElement(dtype)), s);
    await this.ctx.wait(s);
    return a;
  }

  /** Wraps memory (zero-copy interop): the caller's, or tutti's to cuMemFree when `owned`. */
  wrap(dtype: ArrayDTypeName, length: number, ptr: bigint, owned = false): Allocation {
    return new CudaAllocation(this, dtype, length, ptr, owned);
  }

  free(a: Allocation): void {
    if (a instanceof CudaAllocation && !a.freed) {
      a.freed = true;
      if (a.owned && a.pinnedHost !== undefined) this.ctx.use().raw('memFreeHost', a.pinnedHost);
      else if (a.owned) this.ctx.use().raw('memFree', a.handle);
    }
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const p = this.lock.then(task);
    this.lock = p.then(
      () => {},
      () => {},
    );
    return p;
  }

  private stagingBuffer(): Pinned {
    this.staging ??= this.ctx.allocPinned(CHUNK);
    return this.staging;
  }

  upload(dst: Allocation, src: AnyTypedArray): Promise<void> {
    if (dst.host) {
      setValues(dst.host, src);
      return Promise.resolve();
    }
    const bytes = new Uint8Array(src.buffer, src.byteOffset, src.byteLength);
    return this.throughStaging(bytes.length, async (off, n, st, s) => {
      st.bytes.set(bytes.subarray(off, off + n));
      this.ctx.use().call('memcpyHtoDAsync', devicePointer(dst) + BigInt(off), st.address, n, s);
      await this.ctx.wait(s);
    });
  }

  download(src: Allocation, dst: AnyTypedArray): Promise<void> {
    if (src.host) {
      setValues(dst, src.host);
      return Promise.resolve();
    }
    const bytes = new Uint8Array(dst.buffer, dst.byteOffset, dst.byteLength);
    return this.throughStaging(bytes.length, async (off, n, st, s) => {
      this.ctx.use().call('memcpyDtoHAsync', st.address, devicePointer(src) + BigInt(off), n, s);
      await this.ctx.wait(s);
      bytes.set(st.bytes.subarray(0, n), off);
    });
  }

  /**
   * A copy of `length` bytes in CHUNK-sized parts through the pinned staging buffer, one part at a
   * time on the transfer stream: `part(off, n, staging, stream)` moves bytes [off, off + n).
   */
  private throughStaging(
    length: number,
    part: (off: number, n: number, staging: Pinned, stream: bigint) => Promise<void>,
  ): Promise<void> {
    return this.exclusive(async () => {
      const st = this.stagingBuffer();
      const s = this.transferStream();
      for (let off = 0; off < length; off += CHUNK) await part(off, Math.min(CHUNK, length - off), st, s);
    });
  }

  /** Frees the staging buffer (shutdown). */
  close(): void {
    if (this.staging) this.ctx.freePinned(this.staging);
    this.staging = undefined;
  }
}
