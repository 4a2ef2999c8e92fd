/**
 * GPU memory as a tutti MemorySpace (`cuda:N`): one cuMemAlloc per allocation (at least 4 bytes,
 * so empty arrays have an address too). Transfers go through a pinned staging buffer in chunks on
 * the space's own stream, so the copies are truly asynchronous and the event loop stays free.
 * NDArray does the rest: lazy movement, reuse of valid copies, counted copies.
 */
import { ArrayError, InternalError } from '../../errors/errors.js';
import type { Allocation, MemorySpace } from '../../memory/space.js';
import { type AnyTypedArray, type ArrayDTypeName, DTYPES } from '../../types/dtype.js';
import type { CudaContext, Pinned } from './context.js';

export class CudaAllocation implements Allocation {
  readonly host = undefined;
  freed = false;
  constructor(
    readonly space: MemorySpace,
    readonly dtype: ArrayDTypeName,
    readonly length: number,
    /** The device pointer (CUdeviceptr). */
    readonly handle: bigint,
    /** False for memory the user allocated and still owns (fromDevicePointer). */
    readonly owned: boolean,
  ) {}
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

  alloc(dtype: ArrayDTypeName, length: number): Allocation {
    const bytes = Math.max(4, length * bytesPerElement(dtype));
    if (bytes > this.ctx.gpu.memoryBytes) {
      throw new ArrayError(
        'ARRAY_TOO_LARGE',
        `an array of ${length} ${dtype} (${bytes} bytes) exceeds ${this.id}'s memory (${this.ctx.gpu.memoryBytes} bytes)`,
      );
    }
    const ptr = this.ctx.use().out64('memAlloc', bytes);
    return new CudaAllocation(this, dtype, length, ptr, true);
  }

  async allocZeroed(dtype: ArrayDTypeName, length: number): Promise<Allocation> {
    const a = this.alloc(dtype, length);
    const s = this.transferStream();
    this.ctx
      .use()
      .call('memsetD8Async', devicePointer(a), 0, Math.max(4, length * bytesPerElement(dtype)), s);
    await this.ctx.wait(s);
    return a;
  }

  /** Wraps memory the caller owns (zero-copy interop); tutti never frees it. */
  wrap(dtype: ArrayDTypeName, length: number, ptr: bigint): Allocation {
    return new CudaAllocation(this, dtype, length, ptr, false);
  }

  free(a: Allocation): void {
    if (a instanceof CudaAllocation && !a.freed) {
      a.freed = true;
      if (a.owned) this.ctx.use().raw('memFree', a.handle);
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
    const bytes = new Uint8Array(src.buffer, src.byteOffset, src.byteLength);
    return this.exclusive(async () => {
      const st = this.stagingBuffer();
      const s = this.transferStream();
      for (let off = 0; off < bytes.length; off += CHUNK) {
        const part = bytes.subarray(off, Math.min(off + CHUNK, bytes.length));
        st.bytes.set(part);
        this.ctx.use().call('memcpyHtoDAsync', devicePointer(dst) + BigInt(off), st.address, part.length, s);
        await this.ctx.wait(s);
      }
    });
  }

  download(src: Allocation, dst: AnyTypedArray): Promise<void> {
    const bytes = new Uint8Array(dst.buffer, dst.byteOffset, dst.byteLength);
    return this.exclusive(async () => {
      const st = this.stagingBuffer();
      const s = this.transferStream();
      for (let off = 0; off < bytes.length; off += CHUNK) {
        const n = Math.min(CHUNK, bytes.length - off);
        this.ctx.use().call('memcpyDtoHAsync', st.address, devicePointer(src) + BigInt(off), n, s);
        await this.ctx.wait(s);
        bytes.set(st.bytes.subarray(0, n), off);
      }
    });
  }

  /** Frees the staging buffer (shutdown). */
  close(): void {
    if (this.staging) this.ctx.freePinned(this.staging);
    this.staging = undefined;
  }
}
