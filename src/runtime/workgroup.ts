/** Launch-time checks of work-group kernels: the range against the group size and the device. */
import { LaunchArgumentError } from '../errors/errors.js';
import type { Device } from './device.js';

const DEFAULT_MAX: readonly [number, number, number] = [1024, 1024, 1024];

export function checkGroups(
  kernel: string,
  workgroup: readonly number[] | undefined,
  extents: readonly number[],
  device: Device,
): void {
  if (!workgroup) return;
  const max = device.caps.maxWorkgroupSize ?? DEFAULT_MAX;
  const maxItems = device.caps.maxWorkgroupItems ?? 1024;
  const items = workgroup.reduce((a, b) => a * b, 1);
  const rank = workgroup.length;
  // The kernel's dimension d is the device's axis rank-1-d (the fastest dimension is x).
  const limits = workgroup.map((_, d) => max[rank - 1 - d] ?? 1);
  if (items > maxItems || workgroup.some((n, d) => n > (limits[d] ?? 1))) {
    throw new LaunchArgumentError(
      'LAUNCH_WORKGROUP_TOO_LARGE',
      `kernel '${kernel}': workgroup [${workgroup.join(', ')}] (${items} items) is larger than ${device.id} allows (at most [${limits.join(', ')}] and ${maxItems} items per group; see device.caps.maxWorkgroupSize); use a smaller workgroup`,
    );
  }
  for (let d = 0; d < workgroup.length; d++) {
    const n = extents[d] ?? 0;
    const s = workgroup[d] ?? 1;
    if (n % s !== 0) {
      const padded = extents.map((e, k) => Math.ceil(e / (workgroup[k] ?? 1)) * (workgroup[k] ?? 1));
      throw new LaunchArgumentError(
        'LAUNCH_RANGE_NOT_MULTIPLE',
        `kernel '${kernel}': range [${extents.join(', ')}] is not a multiple of the workgroup [${workgroup.join(', ')}] in dimension ${d} (${n} % ${s} = ${n % s}); launch [${padded.join(', ')}] and skip the extra items with a bound check after the last barrier (if (i >= n) return;) or pad the arrays`,
      );
    }
  }
}
