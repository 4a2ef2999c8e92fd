/** A device as users see it: available or not (with the reason), its capabilities, its queues. */
import type {
  BackendDevice,
  DeviceCaps,
  DeviceKind,
  DeviceLibrary,
  DeviceTraits,
} from '../backends/backend.js';
import { BackendUnavailableError, SubDeviceError } from '../errors/errors.js';
import { nameClasses } from '../errors/names.js';
import { ASPECT_NAMES, type Aspect, hasAspect } from './aspects.js';
import { checkQueueOptions, Queue, type QueueOptions } from './queue.js';
import { partitionSizes, whyNoSubDevices } from './sub-devices.js';

/** No library entries, no traits. */
const NONE: DeviceLibrary & DeviceTraits = Object.freeze({});
const NO_CAPS: DeviceCaps = { f64: false, atomics: false, maxRange: [0, 0, 0], maxBufferBytes: 0 };

/** Sub-devices by id ('native:0.1'), so selectors find them; the latest partition wins. */
const subDevices = new Map<string, Device>();

let serials = 0;

export class Device {
  /**
   * @internal A number no other Device of the process has: caches that must not keep a device
   * alive compare it instead of holding the device (runtime/launch-facts.ts).
   */
  readonly serial = ++serials;
  private defaultQ: Queue<Device> | undefined;
  /** The device this one was partitioned from (sub-devices only). */
  parent: Device | undefined;

  private constructor(
    /** 'js:0', 'webgpu:1', … */
    readonly id: string,
    readonly backend: string,
    readonly kind: DeviceKind,
    readonly name: string,
    private readonly opened: boolean,
    private readonly whyNot: string | undefined,
    readonly caps: DeviceCaps,
    readonly software: boolean,
    readonly details: Readonly<Record<string, string | number | boolean>>,
    /** The backend's implementation; undefined when unavailable. */
    readonly backendDevice: BackendDevice | undefined,
  ) {}

  static available(backend: string, impl: BackendDevice): Device {
    const i = impl.info;
    return new Device(
      `${backend}:${i.index}`,
      backend,
      i.kind,
      i.name,
      true,
      undefined,
      i.caps,
      i.software ?? false,
      i.details ?? {},
      impl,
    );
  }

  static unavailable(backend: string, kind: DeviceKind, reason: string): Device {
    return new Device(`${backend}:0`, backend, kind, backend, false, reason, NO_CAPS, false, {}, undefined);
  }

  /** Whether work can run here: probed available, and not lost since (a GPU device can be lost). */
  get available(): boolean {
    return this.opened && this.backendDevice?.lost?.() === undefined;
  }

  /** Why the device cannot be used (only when unavailable). */
  get reason(): string | undefined {
    return this.whyNot ?? this.backendDevice?.lost?.();
  }

  /** The device's number among its backend's devices: the N of 'webgpu:N'. */
  get index(): number {
    return this.backendDevice?.info.index ?? 0;
  }

  /** The selector string that picks this device: 'native:cpu:0', 'webgpu:gpu:1', or a sub-device id. */
  get selector(): string {
    return this.parent ? this.id : `${this.backend}:${this.kind}:${this.index}`;
  }

  /** @internal A sub-device created by createSubDevices, by id. */
  static byId(id: string): Device | undefined {
    return subDevices.get(id);
  }

  /**
   * Partitions a CPU device's threads into sub-devices ('native:0.0', 'native:0.1', …): a count of
   * equal parts, or a list of thread counts. Each has its own canonical queue and runs on its own
   * threads, so sub-devices run at the same time; all share the parent's memory, so arrays move
   * between them and the parent without copies. GPU devices and js refuse (SubDeviceError).
   */
  createSubDevices(partition: number | readonly number[]): Device[] {
    const impl = this.impl();
    if (this.kind !== 'cpu' || !impl.partition || !impl.threadCount) {
      throw new SubDeviceError(
        'SUBDEVICE_UNSUPPORTED',
        `createSubDevices() on ${this.id} (${this.name}): ${whyNoSubDevices(this.backend)}; only multi-threaded CPU devices (native, wasm) can be partitioned — run independent work on separate queues (device.createQueue()) instead`,
      );
    }
    const sizes = partitionSizes(this.id, impl.threadCount(), partition);
    return impl.partition(sizes).map((sub, k) => {
      const d = new Device(
        `${this.id}.${k}`,
        this.backend,
        this.kind,
        sub.info.name,
        true,
        undefined,
        sub.info.caps,
        this.software,
        sub.info.details ?? {},
        sub,
      );
      d.parent = this;
      subDevices.set(d.id, d);
      return d;
    });
  }

  /** The backend implementation, or BackendUnavailableError with the reason. */
  impl(): BackendDevice {
    if (!this.backendDevice) throw new BackendUnavailableError(this.backend, this.reason ?? 'not available');
    return this.backendDevice;
  }

  /**
   * @internal Library routines the backend offers the array operations (tt.matmul's `gemm` …);
   * none on an unavailable device. Operations ask for an entry, never for the backend's name.
   */
  get library(): DeviceLibrary {
    return this.backendDevice?.library ?? NONE;
  }

  /** @internal How the device runs work (backends/backend.ts DeviceTraits), for tuning. */
  get traits(): DeviceTraits {
    return this.backendDevice?.traits ?? NONE;
  }

  /** The device's canonical queue (the same object every time). */
  get defaultQueue(): Queue<Device> {
    this.defaultQ ??= new Queue(this, this.impl().createQueue());
    return this.defaultQ;
  }

  /**
   * A new in-order queue; work on different queues may overlap. `{ profiling: true }` records
   * `event.profile` for its work.
   */
  createQueue(options?: QueueOptions): Queue<Device> {
    const opts = checkQueueOptions(options);
    return new Queue(this, this.impl().createQueue(), opts);
  }

  /**
   * Whether the device has `aspect` (dpctl's has_aspect): 'fp64', 'atomic64', 'subgroups',
   * 'timestamp', 'shared-memory', … (runtime/aspects.ts lists them; docs/devices.md#aspects).
   * False for every aspect of an unavailable device; an unknown name is DeviceAspectError
   * DEVICE_UNKNOWN_ASPECT with the nearest name.
   */
  has(aspect: Aspect): boolean {
    const impl = this.backendDevice;
    return hasAspect(
      {
        backend: this.backend,
        kind: this.kind,
        available: this.available,
        caps: this.caps,
        details: this.details,
        partitionable: this.kind === 'cpu' && impl?.partition !== undefined && impl.threadCount !== undefined,
      },
      aspect,
    );
  }

  /** Every aspect the device has. */
  get aspects(): readonly Aspect[] {
    return ASPECT_NAMES.filter((a) => this.has(a));
  }

  toString(): string {
    return this.available ? `${this.id} (${this.name})` : `${this.id} (unavailable: ${this.reason ?? ''})`;
  }

  toJSON(): Record<string, unknown> {
    return {
      id: this.id,
      selector: this.selector,
      backend: this.backend,
      kind: this.kind,
      name: this.name,
      available: this.available,
      ...(this.reason ? { reason: this.reason } : {}),
      software: this.software,
      caps: this.caps,
      details: this.details,
    };
  }
}

nameClasses({ Device });
