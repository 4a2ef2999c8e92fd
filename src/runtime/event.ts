/**
 * Events (DPEP/SYCL-style): what a launch, a write or a queue barrier resolves to. An event is
 * handed out once its work has finished, so it is always complete; its use is ordering
 * (`waitFor`, `queue.barrier(events)`) and, on a profiling queue, the timing of its work.
 *
 * Profiling times are milliseconds on the host's monotonic clock (`performance.now()`, the same
 * timebase for every device): `submittedMs` when the call was made, `startedMs` when the work
 * began (after everything it waited for), `endedMs` when the device reported it finished.
 */
import { LaunchArgumentError } from '../errors/errors.js';

export interface EventProfile {
  readonly submittedMs: number;
  readonly startedMs: number;
  readonly endedMs: number;
  /**
   * Where the run time (endedMs - startedMs) was measured: 'device' — by the device's own timer
   * (CUDA events, WebGPU timestamp queries), placed on the host clock so that it ends when the
   * host saw the work end; 'host' — by the host clock around the work (CPU devices, and GPUs whose
   * adapter or driver has no timer).
   */
  readonly source: 'device' | 'host';
}

/** What produced an event. */
export type EventKind = 'launch' | 'write' | 'barrier';

/** Where an event's work ran: its queue's id and device id (kept small to avoid an import cycle). */
export interface EventSource {
  readonly id: number;
  readonly device: { readonly id: string };
}

export class Event {
  /** @internal Created by queues and arrays. */
  constructor(
    readonly kind: EventKind,
    private readonly source: EventSource,
    /** Timing of the work when its queue profiles, else undefined. */
    readonly profile: EventProfile | undefined,
  ) {}

  /** The id of the device the work ran on ('native:0', 'native:0.1', …). */
  get deviceId(): string {
    return this.source.device.id;
  }

  /** The id of the queue the work ran on. */
  get queueId(): number {
    return this.source.id;
  }

  /** Always true: an event exists only once its work has finished. */
  get complete(): boolean {
    return true;
  }

  /** Resolves at once (the work has finished); for code written against SYCL's `event.wait()`. */
  wait(): Promise<void> {
    return Promise.resolve();
  }

  /** Milliseconds the work ran (endedMs - startedMs), when profiled. */
  get durationMs(): number | undefined {
    return this.profile ? this.profile.endedMs - this.profile.startedMs : undefined;
  }

  toString(): string {
    return `Event(${this.kind} on ${this.source.device.id}/queue#${this.source.id})`;
  }
}

/** What `waitFor` and `queue.barrier` take: events, or the promises launches return. */
export type EventLike = Event | PromiseLike<Event>;

/** The host clock every profile uses. */
export function hostNowMs(): number {
  return performance.now();
}

function isEventLike(v: unknown): v is EventLike {
  if (v instanceof Event) return true;
  return typeof v === 'object' && v !== null && typeof (v as { then?: unknown }).then === 'function';
}

/**
 * Checks a `waitFor` list and turns it into promises that settle when each event's work has
 * finished (successfully or not: a failed launch rejects its own promise, and the waiter still runs).
 */
export function waitPromises(what: string, list: unknown): Promise<void>[] {
  if (list === undefined) return [];
  if (!Array.isArray(list) || !list.every(isEventLike)) {
    throw new LaunchArgumentError(
      'LAUNCH_BAD_WAIT_FOR',
      `${what}: waitFor must be an array of tt.Event (or of the promises launch() returns); got ${describe(list)}`,
    );
  }
  return list.map((e) =>
    e instanceof Event
      ? Promise.resolve()
      : Promise.resolve(e).then(
          () => {},
          () => {},
        ),
  );
}

function describe(v: unknown): string {
  if (Array.isArray(v))
    return `an array holding ${v.map((x) => (x === null ? 'null' : typeof x)).join(', ')}`;
  return v === null ? 'null' : typeof v;
}
