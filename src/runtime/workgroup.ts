/** Launch-time checks of work-group kernels: the range against the group size and the device. */
import { CPU_WORKGROUP_CAPS, SUBGROUP_SIZES } from '../backends/backend.js';
import { LaunchArgumentError } from '../errors/errors.js';
import type { SharedArray } from '../ir/nodes.js';
import type { Device } from './device.js';

const BYTES: Readonly<Record<SharedArray['type'], number>> = { f32: 4, i32: 4, u32: 4, f64: 8 };

/**
 * The kernel's g.shared arrays against the device's work-group memory (webgpu:
 * maxComputeWorkgroupStorageSize, cuda: 48 KiB of static __shared__), before anything is built: a
 * GPU compiler would otherwise reject the shader with its own text.
 */
export function checkShared(
  kernel: string,
  shared: readonly SharedArray[] | undefined,
  device: Device,
): void {
  const max = device.caps.maxWorkgroupSharedBytes;
  if (!shared || shared.length === 0 || max === undefined) return;
  const bytes = shared.reduce((sum, a) => sum + a.length * BYTES[a.type], 0);
  if (bytes <= max) return;
  const each = shared.map((a) => `${a.sourceName}: ${a.type}[${a.length}]`).join(', ');
  throw new LaunchArgumentError(
    'LAUNCH_SHARED_TOO_LARGE',
    `kernel '${kernel}': its g.shared arrays (${each}) take ${bytes} bytes per work-group; ${device.id} allows at most ${max} (device.caps.maxWorkgroupSharedBytes); use smaller tiles`,
  );
}

/** A kernel using sub-groups of a size the device lacks (caps.subgroupSizes) is refused before it runs. */
export function checkSubgroups(kernel: string, size: number | undefined, device: Device): void {
  if (size === undefined) return;
  const sizes = device.caps.subgroupSizes ?? SUBGROUP_SIZES;
  if (sizes.includes(size)) return;
  throw new LaunchArgumentError(
    'LAUNCH_SUBGROUP_SIZE_UNSUPPORTED',
    `kernel '${kernel}': it uses sub-groups of ${size} items; ${device.id} has sub-groups of ${sizes.join(', ')} (device.caps.subgroupSizes); define it with { subgroupSize: ${sizes[sizes.length - 1] ?? 1} } or run it on another device`,
  );
}

export function checkGroups(
  kernel: string,
  workgroup: readonly number[] | undefined,
  extents: readonly number[],
  device: Device,
): void {
  if (!workgroup) return;
  const max = device.caps.maxWorkgroupSize ?? CPU_WORKGROUP_CAPS.maxWorkgroupSize;
  const maxItems = device.caps.maxWorkgroupItems ?? CPU_WORKGROUP_CAPS.maxWorkgroupItems;
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
