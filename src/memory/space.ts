/**
 * Memory spaces and allocations. An allocation is a buffer of one array in one space; the host
 * space's allocations are plain TypedArrays, shared without copies by every CPU-family backend.
 */
import type { AnyTypedArray, ArrayDTypeName } from '../types/dtype.js';
import { newTypedArray } from '../types/dtype.js';

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
}

class HostAllocation implements Allocation {
  constructor(
    readonly space: MemorySpace,
    readonly dtype: ArrayDTypeName,
    readonly host: AnyTypedArray,
  ) {}
  get length(): number {
    return this.host.length;
  }
}

/** Host memory: allocations are TypedArrays in the JS heap (or wrapped user arrays). */
export class HostSpace implements MemorySpace {
  readonly id = 'host';

  alloc(dtype: ArrayDTypeName, length: number): Allocation {
    return new HostAllocation(this, dtype, newTypedArray(dtype, length));
  }

  allocZeroed(dtype: ArrayDTypeName, length: number): Allocation {
    return this.alloc(dtype, length);
  }

  /** Wraps an existing TypedArray without copying. */
  wrap(dtype: ArrayDTypeName, data: AnyTypedArray): Allocation {
    return new HostAllocation(this, dtype, data);
  }

  free(_a: Allocation): void {}

  upload(dst: Allocation, src: AnyTypedArray): void {
    dst.host?.set(src);
  }

  download(src: Allocation, dst: AnyTypedArray): void {
    if (src.host) dst.set(src.host);
  }
}

export const hostSpace = new HostSpace();
