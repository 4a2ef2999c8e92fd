/**
 * Partitions for `device.createSubDevices(count | threads[])` (DPEP/SYCL partition_equally and
 * partition_by_counts): checked here, before any sub-device exists.
 */
import { SubDeviceError } from '../errors/errors.js';

/** The thread count of each sub-device, or SubDeviceError. */
export function partitionSizes(deviceId: string, total: number, spec: unknown): number[] {
  const what = `createSubDevices(${JSON.stringify(spec) ?? String(spec)}) on ${deviceId}`;
  if (typeof spec === 'number') {
    if (!Number.isInteger(spec) || spec < 1) {
      throw new SubDeviceError(
        'SUBDEVICE_BAD_PARTITION',
        `${what}: the count must be a positive integer (or pass a list of thread counts such as [3, 1])`,
      );
    }
    if (spec > total) {
      throw new SubDeviceError(
        'SUBDEVICE_TOO_MANY_THREADS',
        `${what}: the device runs ${total} thread${total === 1 ? '' : 's'}, so it splits into at most ${total} sub-devices`,
      );
    }
    // Equal parts; the first ones take the remainder.
    return Array.from({ length: spec }, (_, k) => Math.floor(total / spec) + (k < total % spec ? 1 : 0));
  }
  if (!Array.isArray(spec) || spec.length === 0 || !spec.every((n) => Number.isInteger(n) && n > 0)) {
    throw new SubDeviceError(
      'SUBDEVICE_BAD_PARTITION',
      `${what}: pass a count of sub-devices or a non-empty list of positive thread counts such as [3, 1]`,
    );
  }
  const sum = (spec as number[]).reduce((a, b) => a + b, 0);
  if (sum > total) {
    throw new SubDeviceError(
      'SUBDEVICE_TOO_MANY_THREADS',
      `${what}: asks for ${sum} threads but the device runs ${total}; ask for at most ${total} in all`,
    );
  }
  return [...(spec as number[])];
}

/** Why a device of `backend` has no sub-devices (docs/devices.md#sub-devices). */
export function whyNoSubDevices(backend: string): string {
  switch (backend) {
    case 'webgpu':
      return 'WebGPU cannot partition a GPU: an adapter gives one GPUDevice with one queue, and the API has no sub-devices, compute-unit masks or queue priorities to divide it by';
    case 'cuda':
      return 'CUDA has no sub-devices: partitioning a GPU (MIG instances, MPS thread percentages) is set up outside the process by the administrator, and each MIG instance is then a device of its own';
    case 'js':
      return 'js runs every kernel on the calling thread, so there are no threads to divide';
    default:
      return `the ${backend} backend cannot partition its devices`;
  }
}
