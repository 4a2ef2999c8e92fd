/**
 * Device times of profiled launches, on the host clock. CUDA events give only differences
 * (cuEventElapsedTime: milliseconds, about 0.5 µs resolution), so each queue keeps a *reference*
 * event: recorded on the queue's idle stream and waited for (cuEventSynchronize) with the host
 * clock read just before and after, it stands for the middle of that window. A launch's start and
 * end events, recorded around cuLaunchKernel, then sit at reference + elapsed(reference, event) on
 * the host timebase: when the kernel really started and ended on the GPU, not only how long it
 * took. The reference is renewed once it is more than a second old (elapsed times are floats, and
 * the GPU and host clocks drift apart slowly).
 */
import type { DeviceTiming } from '../backend.js';
import type { DriverApi } from './driver.js';

/** How long one reference is used, in ms of host time. */
export const REFERENCE_MAX_AGE_MS = 1000;

/** Device timing with the run placed on the host clock (runtime/queue.ts uses startedMs/endedMs). */
export interface PlacedTiming extends DeviceTiming {
  readonly startedMs: number;
  readonly endedMs: number;
}

export class LaunchTimer {
  private reference: { readonly event: bigint; readonly hostMs: number } | undefined;
  private readonly events: readonly [bigint, bigint, bigint];

  constructor(
    /** The driver, with the queue's context current. */
    private readonly driver: () => DriverApi,
    private readonly stream: bigint,
    /** The host clock of event profiles (runtime/event.ts hostNowMs). */
    private readonly now: () => number = () => performance.now(),
  ) {
    const d = driver();
    this.events = [d.out64('eventCreate', 0), d.out64('eventCreate', 0), d.out64('eventCreate', 0)];
  }

  /**
   * Before the launch is enqueued (its stream idle: launches of a queue run one at a time):
   * renews the reference when it is missing or old, then records the start event.
   */
  start(): void {
    const d = this.driver();
    if (!this.reference || this.now() - this.reference.hostMs > REFERENCE_MAX_AGE_MS) {
      const event = this.events[0];
      const before = this.now();
      d.call('eventRecord', event, this.stream);
      d.call('eventSynchronize', event);
      const after = this.now();
      this.reference = { event, hostMs: (before + after) / 2 };
    }
    d.call('eventRecord', this.events[1], this.stream);
  }

  /** Right after the launch is enqueued. */
  end(): void {
    this.driver().call('eventRecord', this.events[2], this.stream);
  }

  /** Once the stream has finished: the kernel's time and its start and end on the host clock. */
  read(): PlacedTiming {
    const ref = this.reference;
    if (!ref) return { deviceMs: 0, startedMs: this.now(), endedMs: this.now() };
    const startedMs = ref.hostMs + this.elapsed(ref.event, this.events[1]);
    const endedMs = ref.hostMs + this.elapsed(ref.event, this.events[2]);
    return { deviceMs: this.elapsed(this.events[1], this.events[2]), startedMs, endedMs };
  }

  private elapsed(from: bigint, to: bigint): number {
    const ms = new Float32Array(1);
    this.driver().call('eventElapsedTime', ms, from, to);
    return ms[0] ?? 0;
  }
}
