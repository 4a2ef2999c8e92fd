/**
 * What zero-copy interop with foreign device memory (CUDA pointers, GPUBuffers) needs on every
 * backend: the backend device behind a tutti device, the options and element type of a wrapped
 * buffer, and the native handle of an array with valid content after all work that uses it.
 */
import { ArrayError, InternalError } from '../../errors/errors.js';
import { checkOptionKeys } from '../../errors/options.js';
import type { Allocation } from '../../memory/space.js';
import type { Device } from '../../runtime/device.js';
import type { NDArray } from '../../runtime/ndarray.js';
import {
  type ArrayDTypeName,
  type DType,
  dtypeByName,
  isArrayDTypeName,
  isDType,
} from '../../types/dtype.js';
import type { BackendDevice } from '../backend.js';

/** `d`'s backend device when it is a `T` (e.g. CudaDevice), else ARRAY_BAD_PLACEMENT. */
export function backendDeviceOf<T extends BackendDevice>(
  d: Device,
  kind: abstract new (...args: never[]) => T,
  what: string,
  selector: string,
): T {
  const impl = d.impl();
  if (!(impl instanceof kind)) {
    throw new ArrayError(
      'ARRAY_BAD_PLACEMENT',
      `${d.id} is not a ${what} device; pick one with tt.device('${selector}')`,
    );
  }
  return impl;
}

/**
 * The options of a wrapper of foreign memory (`fn(what, options)`: dtype, shape, device, owned,
 * onFree), checked for unknown keys (ARRAY_BAD_OPTIONS); returns the element type they name
 * (a DType or its name), else ARRAY_BAD_DTYPE.
 */
export function checkForeignOptions<N extends ArrayDTypeName>(
  fn: string,
  what: string,
  opts: { readonly dtype: DType<N> | N },
  example: string,
): N {
  checkOptionKeys(opts, {
    api: `${fn}(${what}, options)`,
    known: ['dtype', 'shape', 'device', 'owned', 'onFree'],
    example,
    error: (m) => new ArrayError('ARRAY_BAD_OPTIONS', m),
  });
  const name = isDType(opts.dtype) ? opts.dtype.name : dtypeByName(String(opts.dtype))?.name;
  if (name === undefined || !isArrayDTypeName(name)) {
    throw new ArrayError(
      'ARRAY_BAD_DTYPE',
      `${fn}: arrays hold i32, u32, f32 or f64, not ${String(opts.dtype)}`,
    );
  }
  return name as N;
}

/**
 * The allocation holding `array` on its own device, after all work that uses it, with valid
 * content (moved there if needed). Other copies become stale, since the caller may write to it.
 */
export async function ownAllocation<A extends Allocation>(
  array: NDArray,
  kind: abstract new (...args: never[]) => A,
): Promise<A> {
  const alloc = await array.queue.task({ writes: [array], what: 'interop' }, (scope) =>
    scope.allocation(array),
  );
  if (!(alloc instanceof kind))
    throw new InternalError(`the array has no ${kind.name} on ${array.device.id}`);
  return alloc;
}
