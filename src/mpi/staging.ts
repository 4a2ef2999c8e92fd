/**
 * Arrays on any device as MPI buffers. A message reads or writes the array's host copy: an array
 * on a CPU device already is host memory (no copy); a device array is staged through host memory
 * with the same lazy, counted moves as any other access (tt.stats() counts them), and a receive
 * marks the host copy as the only valid one, so the next launch on the device moves it back.
 */
import { MpiError } from '../errors/errors.js';
import { hostSpace } from '../memory/space.js';
import type { Device } from '../runtime/device.js';
import { listDevices } from '../runtime/devices.js';
import type { NDArray } from '../runtime/ndarray.js';
import type { TaskScope } from '../runtime/queue-task.js';
import type { AnyTypedArray } from '../types/dtype.js';
import type { Label } from './options.js';

type Stage = TaskScope<Device, undefined>;

let host: Device | undefined;

/** A device whose memory is host memory (js, wasm or native): the staging place. */
export function hostDevice(): Device {
  host ??= listDevices().find((d) => d.available && d.impl().memory === hostSpace);
  if (!host) {
    throw new MpiError(
      'MPI_NO_HOST_DEVICE',
      'tutti/mpi stages messages through host memory, but no CPU device (js, wasm, native) is ' +
        'enabled; allow one in the `backends` setting (TUTTI_BACKENDS)',
    );
  }
  return host;
}

export function hostData(
  arr: NDArray,
  what: Label,
  alloc: { host: AnyTypedArray | undefined },
): AnyTypedArray {
  if (!alloc.host) {
    throw new MpiError('MPI_STAGING_FAILED', `${what}: no host copy of ${arr.describe()} could be made`);
  }
  return alloc.host;
}

/**
 * The array's host copy for a message, moved from its device only if needed: its content for a
 * send; for a receive (the array is in the operation's `writes`) the buffer MPI fills, marked as
 * the array's only valid copy when the operation ends.
 */
export async function hostBuffer(scope: Stage, arr: NDArray, what: Label): Promise<AnyTypedArray> {
  return hostData(arr, what, await scope.allocation(arr, hostDevice()));
}
