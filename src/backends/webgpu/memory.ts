/// <reference types="@webgpu/types" />
/**
 * GPU memory as a tutti MemorySpace: one GPUBuffer (STORAGE | COPY_SRC | COPY_DST) per allocation,
 * its size rounded up to 4 bytes (at least 4, so empty arrays bind too). GPUBuffers start zeroed,
 * so allocZeroed is alloc. Uploads go through queue.writeBuffer; downloads copy to a MAP_READ
 * staging buffer and map it. Wrapped user buffers (interop) are never destroyed by tutti.
 */
import { ArrayError, InternalError } from '../../errors/errors.js';
import type { Allocation, MemorySpace } from '../../memory/space.js';
import { type AnyTypedArray, type ArrayDTypeName, DTYPES } from '../../types/dtype.js';
import { flushBatch } from './batch.js';
import { BufferUsage, MapMode } from './constants.js';
import { type GpuContext, lostOr, throwIfUnusable } from './context.js';

export class GpuAllocation implements Allocation {
  readonly host = undefined;
  freed = false;
  constructor(
    readonly space: MemorySpace,
    readonly dtype: ArrayDTypeName,
    readonly length: number,
    readonly handle: GPUBuffer,
    /** False for a buffer the user created and still owns. */
    readonly owned: boolean,
  ) {}
}

export function bytesPerElement(dtype: ArrayDTypeName): number {
  return DTYPES[dtype].bytes;
}

export function bufferSize(dtype: ArrayDTypeName, length: number): number {
  return Math.max(4, Math.ceil((length * bytesPerElement(dtype)) / 4) * 4);
}

export const STORAGE_USAGE = BufferUsage.STORAGE | BufferUsage.COPY_SRC | BufferUsage.COPY_DST;

function gpuBuffer(a: Allocation): GPUBuffer {
  if (!(a instanceof GpuAllocation)) throw new InternalError(`${a.space.id} allocation given to webgpu`);
  return a.handle;
}

export class GpuSpace implements MemorySpace {
  constructor(
    readonly id: string,
    readonly ctx: GpuContext,
  ) {}

  get maxBytes(): number {
    return Math.min(this.ctx.limits.maxBufferSize, this.ctx.limits.maxStorageBufferBindingSize);
  }

  alloc(dtype: ArrayDTypeName, length: number): Allocation {
    const size = bufferSize(dtype, length);
    if (size > this.maxBytes) {
      throw new ArrayError(
        'ARRAY_TOO_LARGE',
        `an array of ${length} ${dtype} (${size} bytes) exceeds ${this.id}'s largest storage buffer (${this.maxBytes} bytes); split it or use a CPU device`,
      );
    }
    throwIfUnusable(this.ctx, `allocating on ${this.id}`);
    const handle = this.ctx.device.createBuffer({
      size,
      usage: STORAGE_USAGE,
      label: `tutti ${dtype}[${length}]`,
    });
    return new GpuAllocation(this, dtype, length, handle, true);
  }

  allocZeroed(dtype: ArrayDTypeName, length: number): Allocation {
    return this.alloc(dtype, length);
  }

  /** Wraps a buffer (zero-copy interop): the caller's, or tutti's to destroy when `owned`. */
  wrap(dtype: ArrayDTypeName, length: number, buffer: GPUBuffer, owned = false): Allocation {
    return new GpuAllocation(this, dtype, length, buffer, owned);
  }

  free(a: Allocation): void {
    if (a instanceof GpuAllocation && !a.freed) {
      a.freed = true;
      if (a.owned && this.ctx.lost === undefined) {
        // a batched dispatch may still bind it: submitted first, it keeps the buffer alive in Dawn
        flushBatch(this.ctx.device);
        a.handle.destroy();
      }
    }
  }

  upload(dst: Allocation, src: AnyTypedArray): void {
    throwIfUnusable(this.ctx, `copying to ${this.id}`);
    if (src.byteLength === 0) return;
    let data: ArrayBufferView =
      typeof SharedArrayBuffer !== 'undefined' && src.buffer instanceof SharedArrayBuffer ? src.slice() : src;
    if (src.byteLength % 4 !== 0) {
      // 8/16-bit arrays: writeBuffer copies whole 4-byte words; pad the last one with zeros
      const padded = new Uint8Array(Math.ceil(src.byteLength / 4) * 4);
      padded.set(new Uint8Array(src.buffer, src.byteOffset, src.byteLength));
      data = padded;
    }
    flushBatch(this.ctx.device);
    this.ctx.device.queue.writeBuffer(gpuBuffer(dst), 0, data as ArrayBufferView<ArrayBuffer>);
  }

  /**
   * writeBuffer of `src` at element `offset` of `dst` (ordered before later submissions); false for
   * 8/16-bit elements, which share 4-byte words that writeBuffer cannot write in part.
   */
  uploadRange(dst: Allocation, src: AnyTypedArray, offset: number): boolean {
    const bpe = bytesPerElement(dst.dtype);
    if (bpe < 4) return false;
    throwIfUnusable(this.ctx, `copying to ${this.id}`);
    if (src.byteLength === 0) return true;
    const data =
      typeof SharedArrayBuffer !== 'undefined' && src.buffer instanceof SharedArrayBuffer ? src.slice() : src;
    flushBatch(this.ctx.device);
    this.ctx.device.queue.writeBuffer(gpuBuffer(dst), offset * bpe, data as ArrayBufferView<ArrayBuffer>);
    return true;
  }

  async download(src: Allocation, dst: AnyTypedArray): Promise<void> {
    throwIfUnusable(this.ctx, `copying from ${this.id}`);
    const bytes = dst.byteLength;
    if (bytes === 0) return;
    const size = Math.ceil(bytes / 4) * 4;
    const device = this.ctx.device;
    flushBatch(device);
    const staging = device.createBuffer({ size, usage: BufferUsage.MAP_READ | BufferUsage.COPY_DST });
    try {
      const enc = device.createCommandEncoder();
      enc.copyBufferToBuffer(gpuBuffer(src), 0, staging, 0, size);
      device.queue.submit([enc.finish()]);
      try {
        await staging.mapAsync(MapMode.READ);
      } catch (e) {
        throw await lostOr(this.ctx, e, `copying from ${this.id}`);
      }
      new Uint8Array(dst.buffer, dst.byteOffset, bytes).set(
        new Uint8Array(staging.getMappedRange(0, size), 0, bytes),
      );
      staging.unmap();
    } finally {
      staging.destroy();
    }
  }
}
