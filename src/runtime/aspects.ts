/**
 * Aspects (dpctl's `has_aspect`, SYCL's `device::has`): yes/no questions about a device, derived
 * from what tutti already knows of it — its kind, caps and details. An aspect is true only where
 * tutti can use it from a kernel or an array, not merely where the hardware has it.
 */
import { type DeviceCaps, type DeviceKind, SUBGROUP_SIZES } from '../backends/backend.js';
import { DeviceAspectError } from '../errors/errors.js';
import { closestName } from '../errors/options.js';

/** What an aspect is decided from. */
interface AspectSource {
  readonly backend: string;
  readonly kind: DeviceKind;
  readonly available: boolean;
  readonly caps: DeviceCaps;
  readonly details: Readonly<Record<string, string | number | boolean>>;
  /** Whether createSubDevices() can partition the device. */
  readonly partitionable: boolean;
}

const ASPECTS = {
  /** A CPU device (native, wasm, js). */
  cpu: (d) => d.kind === 'cpu',
  /** A GPU device (cuda, webgpu). */
  gpu: (d) => d.kind === 'gpu',
  /** Kernels compute in f64 (f64 arrays and arithmetic). */
  fp64: (d) => d.caps.f64,
  /** Atomics on 32-bit arrays (i32, u32, f32). */
  atomics: (d) => d.caps.atomics,
  /** Atomics on 64-bit elements (f64 arrays: Atomics.add/…, tt.atomicMin/Max). */
  atomic64: (d) => d.caps.atomics && d.caps.f64,
  /** `tt.fence()`, a memory fence at device scope, in kernels (WGSL has none: not webgpu). */
  'device-fences': (d) => d.backend !== 'webgpu',
  /** Sub-group collectives in kernels (g.subgroupAdd & co.): every device with sub-group sizes. */
  subgroups: (d) => (d.caps.subgroupSizes ?? SUBGROUP_SIZES).length > 0,
  /** Work-group shared memory (`g.shared`) in work-group kernels. */
  'shared-memory': (d) => (d.caps.maxWorkgroupSharedBytes ?? Number.POSITIVE_INFINITY) > 0,
  /** Profiled queues time work by the device's own clock (cuda events, WebGPU timestamp queries). */
  timestamp: (d) => d.backend === 'cuda' || d.details.timestamps === true,
  /** `createQueue({ profiling: true })` records event.profile (by the host clock where no device timer). */
  'queue-profiling': () => true,
  /** `createQueue({ inOrder: false })`. */
  'out-of-order-queues': () => true,
  /** usm: 'device' / 'shared' / 'host' allocations (emulated where the backend has one memory). */
  'usm-device-allocations': () => true,
  'usm-shared-allocations': () => true,
  'usm-host-allocations': () => true,
  /** `createSubDevices()` (multi-threaded CPU devices). */
  'sub-devices': (d) => d.partitionable,
  /** `subarray()` views sharing memory (devices whose memory can be addressed in part). */
  'array-views': (d) => d.kind === 'cpu',
} satisfies Record<string, (d: AspectSource) => boolean>;

export type Aspect = keyof typeof ASPECTS;

/** Every aspect name `device.has()` knows. */
export const ASPECT_NAMES = Object.keys(ASPECTS) as readonly Aspect[];

/** Whether `d` has `aspect`; DEVICE_UNKNOWN_ASPECT (with the nearest name) for an unknown one. */
export function hasAspect(d: AspectSource, aspect: unknown): boolean {
  if (typeof aspect !== 'string' || !Object.hasOwn(ASPECTS, aspect)) {
    const near = typeof aspect === 'string' ? nearest(aspect) : undefined;
    throw new DeviceAspectError(
      'DEVICE_UNKNOWN_ASPECT',
      `device.has(${JSON.stringify(aspect) ?? String(aspect)}): no such aspect${near ? `; did you mean '${near}'?` : ''} The aspects are ${ASPECT_NAMES.join(', ')}`,
    );
  }
  return d.available && ASPECTS[aspect as Aspect](d);
}

/** The known name closest to `name` (dpctl's snake_case and case ignored), if it is close. */
function nearest(name: string): string | undefined {
  const wanted = name.toLowerCase().replace(/_/g, '-');
  return closestName(wanted, ASPECT_NAMES, Math.max(2, Math.floor(wanted.length / 3)));
}
