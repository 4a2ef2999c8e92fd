/**
 * Exporting an array's memory to another library (the array exchange, src/interop/): the
 * allocation holding the array on a device, after all work that uses it, with its memory held
 * past dispose() until the consumer releases it (DLPack's deleter rule).
 */
import { ArrayDisposedError } from '../errors/errors.js';
import type { Allocation } from '../memory/space.js';
import { holdMemory } from './array-internals.js';
import type { Device } from './device.js';
import type { NDArray } from './ndarray.js';
import { refuseStridedView } from './strided.js';

export interface ExportedMemory {
  /** The allocation on `device` with the array's current content (moved there if needed, counted). */
  readonly alloc: Allocation;
  readonly device: Device;
  /** Ends the hold: the array's memory may be freed from then on (once; later calls do nothing). */
  readonly release: () => void;
}

/**
 * The array's allocation on `device` (default: its own), after the work that uses it; the copies
 * elsewhere become stale, since the consumer may write the memory. The memory stays allocated
 * until `release()` runs, even if the array is disposed first.
 */
export async function exportMemory(
  array: NDArray,
  device: Device | undefined,
  what: string,
): Promise<ExportedMemory> {
  array.checkAlive(what);
  refuseStridedView(array, what); // its memory is not one range a descriptor can describe
  const where = device ?? array.device;
  return array.queue.task({ writes: [array], what }, async (scope) => {
    const alloc = await scope.allocation(array, where);
    if (array.disposed) {
      throw new ArrayDisposedError(
        'ARRAY_DISPOSED',
        `${what}: the array (${array.describe()}) was disposed while it was being exported`,
      );
    }
    return { alloc, device: where, release: array[holdMemory]() };
  });
}
