/**
 * The wasm memory space: every array of the wasm device lives in ONE WebAssembly.Memory (shared
 * when SharedArrayBuffer is available, so worker threads run on it), carved by a first-fit free
 * list with coalescing and a bump pointer, 16-byte aligned. An allocation's `host` is a TypedArray
 * view over that memory, so js (and native) kernels use wasm arrays in place.
 *
 * wasm32 addresses at most 4 GiB (65536 pages of 64 KiB): an allocation that would pass the end
 * throws ArrayError (code WASM_MEMORY_LIMIT) before anything is touched; a failed grow (the
 * system refused the memory) throws the same error. Nothing is ever placed past the limit.
 */
import { ArrayError, InternalError } from '../../errors/errors.js';
import type { Allocation, MemorySpace } from '../../memory/space.js';
import {
  type AnyTypedArray,
  type ArrayDTypeName,
  DTYPES,
  fillValue,
  setValues,
  typedArrayView,
} from '../../types/dtype.js';

const PAGE = 65536;
export const MAX_PAGES = 65536;
/** The largest byte address + 1 a wasm32 memory can have (4 GiB). */
export const MAX_BYTES = MAX_PAGES * PAGE;
const ALIGN = 16;
/** Bytes kept unused at address 0 (so no array starts at the null pointer). */
const RESERVED = 64;

const bytesPer = (d: ArrayDTypeName) => DTYPES[d].bytes;

export class WasmAllocation implements Allocation {
  private view: AnyTypedArray | undefined;
  freed = false;
  constructor(
    readonly space: WasmSpace,
    readonly dtype: ArrayDTypeName,
    readonly length: number,
    /** Byte address in the wasm memory. */
    readonly offset: number,
    readonly bytes: number,
  ) {}

  /** A view over the wasm memory, re-created after the memory grew (growth replaces the buffer). */
  get host(): AnyTypedArray {
    const buf = this.space.memory.buffer;
    if (this.view?.buffer !== buf) this.view = typedArrayView(this.dtype, buf, this.offset, this.length);
    return this.view;
  }

  get handle(): number {
    return this.offset;
  }
}

interface Block {
  offset: number;
  size: number;
}

export class WasmSpace implements MemorySpace {
  readonly id = 'wasm:0';
  /** Every allocation is a view of the heap the host can write (create.ts fills new arrays here). */
  readonly hostWritable = true;
  private mem: WebAssembly.Memory | undefined;
  private free_: Block[] = [];
  private top = RESERVED;
  /** Bytes in live allocations. */
  liveBytes = 0;

  constructor(readonly shared: boolean) {}

  /** The one memory every wasm kernel imports (created on first use). */
  get memory(): WebAssembly.Memory {
    this.mem ??= new WebAssembly.Memory({ initial: 16, maximum: MAX_PAGES, shared: this.shared });
    return this.mem;
  }

  alloc(dtype: ArrayDTypeName, length: number): WasmAllocation {
    const need = length * bytesPer(dtype);
    const size = Math.max(ALIGN, Math.ceil(need / ALIGN) * ALIGN);
    const offset = this.take(size, dtype, length);
    this.liveBytes += size;
    return new WasmAllocation(this, dtype, length, offset, size);
  }

  /** A window of a wasm allocation (its address plus `begin` elements), sharing its memory. */
  sub(a: Allocation, begin: number, length: number): WasmAllocation {
    if (!(a instanceof WasmAllocation)) throw new InternalError(`${a.space.id} allocation given to wasm`);
    const bytes = bytesPer(a.dtype);
    return new WasmAllocation(this, a.dtype, length, a.offset + begin * bytes, length * bytes);
  }

  allocZeroed(dtype: ArrayDTypeName, length: number): WasmAllocation {
    const a = this.alloc(dtype, length);
    fillValue(a.host, 0);
    return a;
  }

  private take(size: number, dtype: ArrayDTypeName, length: number): number {
    for (let i = 0; i < this.free_.length; i++) {
      const blk = this.free_[i];
      if (!blk || blk.size < size) continue;
      const offset = blk.offset;
      if (blk.size === size) this.free_.splice(i, 1);
      else {
        blk.offset += size;
        blk.size -= size;
      }
      return offset;
    }
    const offset = this.top;
    const end = offset + size;
    if (end > MAX_BYTES) this.tooLarge(dtype, length, 'it would pass the 4 GiB end of wasm32 memory');
    const mem = this.memory;
    const have = mem.buffer.byteLength;
    if (end > have) {
      const pages = Math.ceil((end - have) / PAGE);
      const current = have / PAGE;
      const extra = Math.min(MAX_PAGES - current, Math.max(pages, Math.ceil(current / 4)));
      try {
        mem.grow(extra);
      } catch (e) {
        try {
          mem.grow(pages);
        } catch {
          this.tooLarge(dtype, length, `the memory could not grow (${e instanceof Error ? e.message : e})`);
        }
      }
    }
    this.top = end;
    return offset;
  }

  private tooLarge(dtype: ArrayDTypeName, length: number, why: string): never {
    throw new ArrayError(
      'WASM_MEMORY_LIMIT',
      `cannot allocate ${dtype}[${length}] (${length * bytesPer(dtype)} bytes) on wasm: ${why}; ` +
        `${this.liveBytes} bytes are in use. wasm32 memory holds at most 4 GiB for all wasm arrays ` +
        `together: dispose() arrays you no longer need, or use the js or native device for larger data`,
    );
  }

  free(a: Allocation): void {
    if (!(a instanceof WasmAllocation) || a.space !== this || a.freed) return;
    a.freed = true;
    this.liveBytes -= a.bytes;
    const blk: Block = { offset: a.offset, size: a.bytes };
    let i = 0;
    while (i < this.free_.length && (this.free_[i]?.offset ?? 0) < blk.offset) i++;
    this.free_.splice(i, 0, blk);
    // Coalesce with the next, then with the previous block.
    const next = this.free_[i + 1];
    if (next && blk.offset + blk.size === next.offset) {
      blk.size += next.size;
      this.free_.splice(i + 1, 1);
    }
    const prev = this.free_[i - 1];
    if (prev && prev.offset + prev.size === blk.offset) {
      prev.size += blk.size;
      this.free_.splice(i, 1);
    }
    const last = this.free_[this.free_.length - 1];
    if (last && last.offset + last.size === this.top) {
      this.top = last.offset;
      this.free_.pop();
    }
  }

  upload(dst: Allocation, src: AnyTypedArray): void {
    if (dst.host) setValues(dst.host, src);
  }

  download(src: Allocation, dst: AnyTypedArray): void {
    if (src.host) setValues(dst, src.host);
  }
}
