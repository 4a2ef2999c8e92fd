/** A device as users see it: available or not (with the reason), its capabilities, its queues. */
import type { BackendDevice, DeviceCaps, DeviceKind } from '../backends/backend.js';
import { BackendUnavailableError } from '../errors/errors.js';
import { checkQueueOptions, Queue, type QueueOptions } from './queue.js';

const NO_CAPS: DeviceCaps = { f64: false, atomics: false, maxRange: [0, 0, 0], maxBufferBytes: 0 };

export class Device {
  private defaultQ: Queue<Device> | undefined;

  private constructor(
    /** 'js:0', 'webgpu:1', … */
    readonly id: string,
    readonly backend: string,
    readonly kind: DeviceKind,
    readonly name: string,
    readonly available: boolean,
    /** Why the device cannot be used (only when unavailable). */
    readonly reason: string | undefined,
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

  /** The backend implementation, or BackendUnavailableError with the reason. */
  impl(): BackendDevice {
    if (!this.backendDevice) throw new BackendUnavailableError(this.backend, this.reason ?? 'not available');
    return this.backendDevice;
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

  toString(): string {
    return this.available ? `${this.id} (${this.name})` : `${this.id} (unavailable: ${this.reason ?? ''})`;
  }

  toJSON(): Record<string, unknown> {
    return {
      id: this.id,
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
