/**
 * The options of `order.run(range, args, options)` and their checks: the range, prefer / device /
 * queue, and accelpy's teams and workers (CUDA's grid and block; the host's thread count).
 */
import { OrderArgumentError } from '../errors/orders.js';
import type { Allocation } from '../memory/space.js';
import type { Device } from '../runtime/device.js';
import type { Queue as DeviceQueue } from '../runtime/queue.js';
import type { DeviceSelector } from '../runtime/select.js';

type Queue = DeviceQueue<Device>;

export const orderOptionsError = (m: string) => new OrderArgumentError('ORDER_BAD_OPTIONS', m);

export interface OrderRunOptions {
  /** Models tried first, in this order (then the default priority). Also the `orderPrefer` setting. */
  readonly prefer?: string | readonly string[];
  /** Run on this device instead of where the arrays live (data moves lazily). */
  readonly device?: DeviceSelector;
  /** Run on this queue (implies its device). */
  readonly queue?: Queue;
  /** CUDA: blocks per grid (n or [x, y, z]); OpenMP/OpenACC on the host: teams × workers threads. */
  readonly teams?: number | readonly number[];
  /** CUDA: threads per block (n or [x, y, z]); OpenMP/OpenACC on the host: teams × workers threads. */
  readonly workers?: number | readonly number[];
  /**
   * Run a host section in a child process, so a crash in it (SIGSEGV, abort, exit) is an
   * OrderCrashError instead of the end of this process. Default: the order's `isolate` option.
   */
  readonly isolate?: boolean;
}

/** A boolean option, checked. */
export function isolateOption(api: string, v: unknown): boolean | undefined {
  if (v === undefined || typeof v === 'boolean') return v;
  throw orderOptionsError(`${api}: isolate must be true or false, got ${JSON.stringify(v)}`);
}

/** teams / workers as 1 to 3 positive integers, or undefined when not given. */
export function parallelism(
  order: string,
  key: 'teams' | 'workers',
  v: unknown,
): readonly number[] | undefined {
  if (v === undefined) return undefined;
  const list = Array.isArray(v) ? v : [v];
  if (list.length < 1 || list.length > 3 || !list.every((n) => Number.isSafeInteger(n) && n >= 1)) {
    throw orderOptionsError(
      `order '${order}': ${key} must be a positive integer or a list of 1 to 3 of them ([x, y, z]), got ${JSON.stringify(v)}`,
    );
  }
  return list as number[];
}

export const RUN_OPTIONS_SHAPE = {
  api: 'order.run(range, args, options)',
  known: ['prefer', 'device', 'queue', 'teams', 'workers', 'isolate'],
  example: "{ prefer: 'openmp_cpp' }",
  error: orderOptionsError,
};

export function extentsOf(order: string, range: unknown): number[] {
  const r = typeof range === 'number' ? [range] : Array.isArray(range) ? [...(range as unknown[])] : [];
  if (
    r.length < 1 ||
    r.length > 3 ||
    !r.every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0)
  ) {
    throw new OrderArgumentError(
      'ORDER_BAD_RANGE',
      `order '${order}': range ${JSON.stringify(range)} must be n, [h, w] or [d, h, w] of non-negative integers`,
    );
  }
  return r as number[];
}

/** How a prepared section is called: each argument's memory (or a scalar's value), extents, range. */
export type SectionCall = (
  allocs: readonly (Allocation | number)[],
  shapes: readonly (readonly number[])[],
  range: readonly number[],
  queue: unknown,
  launch?: SectionLaunch,
) => Promise<void>;

/** A run's teams and workers (order.run options): CUDA's grid and block, the host's thread count. */
export interface SectionLaunch {
  readonly teams?: readonly number[] | undefined;
  readonly workers?: readonly number[] | undefined;
}

/** The host thread count a run asks for: teams × workers, or undefined (the `threads` setting). */
export function hostThreads(launch: SectionLaunch | undefined): number | undefined {
  if (!launch?.teams && !launch?.workers) return undefined;
  const product = (l: readonly number[] | undefined) => (l ?? [1]).reduce((a, b) => a * b, 1);
  return product(launch.teams) * product(launch.workers);
}
