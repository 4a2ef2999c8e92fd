/**
 * A zero-copy reinterpretation of an array's memory as another 32-bit dtype (f32 <-> u32), for
 * the sort's key transform (the kernel language converts numbers, it does not reinterpret bits).
 * The view shares the array's allocation on its device: host memory through a TypedArray view,
 * GPU buffers and CUDA pointers through the space's own `wrap` (never freed by the view), wasm
 * memory through a derived allocation object that is already marked freed.
 */

import { InternalError } from '../errors/errors.js';
import { type Allocation, hostSpace, type MemorySpace } from '../memory/space.js';
import { arrayView } from '../runtime/array-view.js';
import type { NDArray } from '../runtime/ndarray.js';
import { type AnyTypedArray, type ArrayDTypeName, newTypedArray } from '../types/dtype.js';

interface WrappingSpace extends MemorySpace {
  wrap(dtype: ArrayDTypeName, length: number, handle: unknown): Allocation;
}

function canWrap(space: MemorySpace): space is WrappingSpace {
  return typeof (space as Partial<WrappingSpace>).wrap === 'function' && space !== hostSpace;
}

function alias(alloc: Allocation, dtype: ArrayDTypeName): Allocation {
  if (alloc.host && alloc.space !== hostSpace) {
    // Host-addressable device memory (wasm's linear memory): the same allocation seen as `dtype`,
    // marked freed so that disposing the view never releases the memory it borrows.
    return Object.create(alloc, {
      dtype: { value: dtype },
      view: { value: undefined, writable: true },
      freed: { value: true, writable: true },
    }) as Allocation;
  }
  if (alloc.host) {
    const h = alloc.host;
    const ctor = newTypedArray(dtype, 0).constructor as new (
      b: ArrayBufferLike,
      offset: number,
      length: number,
    ) => AnyTypedArray;
    return hostSpace.wrap(dtype, new ctor(h.buffer, h.byteOffset, h.length));
  }
  if (canWrap(alloc.space) && alloc.handle !== undefined)
    return alloc.space.wrap(dtype, alloc.length, alloc.handle);
  throw new InternalError(`cannot view ${alloc.space.id} memory as ${dtype}`);
}

/**
 * `x`'s memory seen as `dtype` (same element size), on x's device and queue. It becomes usable
 * after the work already submitted with x, and x's next use waits for the work that uses the view.
 */
export function bitView<N extends ArrayDTypeName>(x: NDArray, dtype: N): NDArray<N> {
  return arrayView(x, dtype, (a) => alias(a, dtype));
}
