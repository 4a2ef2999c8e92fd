/**
 * Memory spaces and allocations. An allocation is a buffer of one array in one space; the host
 * space's allocations are plain TypedArrays, shared without copies by every CPU-family backend.
 */
import { InternalError } from '../errors/errors.js';
import {
  type AnyTypedArray,
  type ArrayDTypeName,
  DTYPES,
  fillValue,
  newTypedArray,
  setValues,
  typedArrayOver,
  typedArrayView,
} from '../types/dtype.js';
import { giveBuffer, poolable, takeBuffer } from './host-pool.js';

/**
 * USM allocation kinds (SYCL/DPEP): `device` memory only the device addresses (no host view),
 * `shared` memory accessible from host and device (migrated by the driver where it can, else by
 * tutti's lazy movement), `host` memory in host RAM that the device reads over the bus.
 */
export type UsmKind = 'device' | 'shared' | 'host';

export const USM_KINDS: readonly UsmKind[] = ['device', 'shared', 'host'];

export interface Allocation {
  readonly space: MemorySpace;
  readonly dtype: ArrayDTypeName;
  readonly length: number;
  /** A view CPU code can read and write in place, when the space is host-addressable. */
  readonly host: AnyTypedArray | undefined;
  /** The backend's own handle (GPUBuffer, device pointer, …). */
  readonly handle?: unknown;
}

export interface MemorySpace {
  /** 'host', 'webgpu:0', … */
  readonly id: string;
  /** `usm` asks for a memory kind; spaces with one kind of memory ignore it. */
  alloc(dtype: ArrayDTypeName, length: number, usm?: UsmKind): Allocation;
  /** Allocates and zero-fills. */
  allocZeroed(dtype: ArrayDTypeName, length: number, usm?: UsmKind): Allocation | Promise<Allocation>;
  free(a: Allocation): void;
  /** Copies host data into `dst` (same length and dtype). */
  upload(dst: Allocation, src: AnyTypedArray): Promise<void> | void;
  /** Copies `src` into host memory `dst` (same length and dtype). */
  download(src: Allocation, dst: AnyTypedArray): Promise<void> | void;
  /**
   * An allocation over `length` elements of `a` from element `begin`, sharing its memory (never
   * freed itself), where the space can address part of an allocation; absent where it cannot.
   */
  sub?(a: Allocation, begin: number, length: number): Allocation;
  /**
   * Copies host data into `dst` from element `offset` on, leaving the rest (a sub-range write
   * without moving the whole array); false, writing nothing, where this allocation's elements
   * cannot be written in part. Absent where the space cannot do it at all.
   */
  uploadRange?(dst: Allocation, src: AnyTypedArray, offset: number): boolean;
  /**
   * True when every allocation of this space has a `host` view although the space is not the
   * host space (the wasm heap): data made on the host for a new array can be written there
   * directly instead of being copied in at first use.
   */
  readonly hostWritable?: boolean;
}

/**
 * The boundary tutti's own host allocations start on once a backend has said how to read a
 * buffer's address (`alignHostAllocations`): a cache line, so a 32-byte vector access never
 * straddles two. malloc (under V8's ArrayBuffers) returns 16 bytes past one, and a compiled
 * kernel's vector loads at 16 past a line ran slower than at 0 (native gemm 200x220x240, one
 * thread: 1.75 -> 1.44 ms; its C alone 1.39 -> 1.12 ms). PolyBench's C aligns to a page.
 */
const ALIGN = 64;
/** Smaller buffers keep their plain TypedArray (their kernels are short; no padding wasted). */
const ALIGN_MIN_BYTES = 4096;
let addressOf: ((buffer: ArrayBuffer) => bigint) | undefined;

/** Makes later host allocations of tutti start on a 64-byte boundary (the native backend gives koffi's `address`). */
export function alignHostAllocations(address: (buffer: ArrayBuffer) => bigint): void {
  addressOf = address;
}

/** Bytes from `buffer`'s start to its first 64-byte boundary, or 0 when that would misalign `elemBytes`. */
function alignOffset(buffer: ArrayBuffer, elemBytes: number, address: (b: ArrayBuffer) => bigint): number {
  let skew: number;
  try {
    skew = Number(address(buffer) % BigInt(ALIGN));
  } catch {
    return 0;
  }
  const offset = (ALIGN - skew) % ALIGN;
  return offset % elemBytes === 0 ? offset : 0;
}

class HostAllocation implements Allocation {
  freed = false;
  constructor(
    readonly space: MemorySpace,
    readonly dtype: ArrayDTypeName,
    readonly host: AnyTypedArray,
    /** tutti made the buffer (it may go back to the host pool when freed); false for user memory. */
    readonly owned: boolean,
  ) {}
  get length(): number {
    return this.host.length;
  }
}

/**
 * Host memory: allocations are TypedArrays in the JS heap (or wrapped user arrays). Large buffers
 * tutti allocated itself are recycled through the host pool (host-pool.ts) when freed.
 */
export class HostSpace implements MemorySpace {
  readonly id = 'host';

  /** Uninitialised: a recycled buffer keeps the content of the array that used it before. */
  alloc(dtype: ArrayDTypeName, length: number): Allocation {
    return this.allocFrom(dtype, length).alloc;
  }

  allocZeroed(dtype: ArrayDTypeName, length: number): Allocation {
    const { alloc, recycled } = this.allocFrom(dtype, length);
    if (recycled) fillValue(alloc.host, 0);
    return alloc;
  }

  private allocFrom(dtype: ArrayDTypeName, length: number): { alloc: HostAllocation; recycled: boolean } {
    const bytes = length * DTYPES[dtype].bytes;
    if (addressOf !== undefined && bytes >= ALIGN_MIN_BYTES) {
      const total = bytes + ALIGN;
      const reused = poolable(total) ? takeBuffer(total) : undefined;
      const buffer = reused ?? new ArrayBuffer(total);
      const host = typedArrayView(dtype, buffer, alignOffset(buffer, DTYPES[dtype].bytes, addressOf), length);
      return {
        alloc: new HostAllocation(this, dtype, host, poolable(total)),
        recycled: reused !== undefined,
      };
    }
    const pooled = poolable(bytes) ? takeBuffer(bytes) : undefined;
    const host = pooled ? typedArrayOver(dtype, pooled) : newTypedArray(dtype, length);
    return { alloc: new HostAllocation(this, dtype, host, poolable(bytes)), recycled: pooled !== undefined };
  }

  /** Wraps an existing TypedArray without copying (never recycled: the memory is the caller's). */
  wrap(dtype: ArrayDTypeName, data: AnyTypedArray): Allocation {
    return new HostAllocation(this, dtype, data, false);
  }

  /** A new TypedArray with the content of `src`, in a recycled buffer when the pool has one. */
  copyOf<T extends AnyTypedArray>(dtype: ArrayDTypeName, src: T): T {
    const bytes = src.byteLength;
    const pooled = poolable(bytes) ? takeBuffer(bytes) : undefined;
    if (pooled === undefined) return src.slice() as T;
    const out = typedArrayOver(dtype, pooled);
    setValues(out, src);
    return out as T;
  }

  /** Gives a large buffer tutti allocated back to the pool (unless a view of it reached the user). */
  free(a: Allocation): void {
    if (!(a instanceof HostAllocation) || !a.owned || a.freed) return;
    a.freed = true;
    const b = a.host.buffer;
    // the whole buffer, or an aligned allocation's view and its padding
    const whole = a.host.byteOffset === 0 && a.host.byteLength === b.byteLength;
    if (b instanceof ArrayBuffer && (whole || a.host.byteLength + ALIGN === b.byteLength)) giveBuffer(b);
  }

  /** A window of a host allocation (a `subarray` of its TypedArray), never pooled. */
  sub(a: Allocation, begin: number, length: number): Allocation {
    const host = a.host?.subarray(begin, begin + length);
    if (host === undefined) throw new InternalError(`${a.space.id} allocation given to the host space`);
    return new HostAllocation(this, a.dtype, host, false);
  }

  upload(dst: Allocation, src: AnyTypedArray): void {
    if (dst.host) setValues(dst.host, src);
  }

  download(src: Allocation, dst: AnyTypedArray): void {
    if (src.host) setValues(dst, src.host);
  }
}

export const hostSpace = new HostSpace();
