/**
 * Profiled cuda launches on the host clock, without a GPU: the reference event (recorded on the
 * idle stream, waited for, its host time the middle of the window), the start and end events
 * placed from it, its renewal, and how the queue uses a placed device timing (runtime/queue.ts).
 */
import { describe, expect, it } from 'vitest';
import type { DriverApi, DriverFn } from '../../../src/backends/cuda/driver.js';
import { LaunchTimer, REFERENCE_MAX_AGE_MS } from '../../../src/backends/cuda/timing.js';
import { deviceWindow } from '../../../src/runtime/queue.js';

/** A fake driver whose events record a fake GPU clock; it logs every call. */
function fakeDriver(gpuClock: () => number) {
  const log: string[] = [];
  const stamps = new Map<bigint, number>();
  let next = 1n;
  const api: DriverApi = {
    path: 'fake',
    raw: () => 0,
    call(name: DriverFn, ...args: unknown[]) {
      if (name === 'eventRecord') {
        stamps.set(args[0] as bigint, gpuClock());
        log.push(`record ${args[0]} on ${args[1]}`);
      } else if (name === 'eventSynchronize') log.push(`sync ${args[0]}`);
      else if (name === 'eventElapsedTime') {
        const [out, a, b] = args as [Float32Array, bigint, bigint];
        out[0] = (stamps.get(b) ?? Number.NaN) - (stamps.get(a) ?? Number.NaN);
      } else throw new Error(`unexpected ${name}`);
    },
    out64(name: DriverFn) {
      if (name !== 'eventCreate') throw new Error(`unexpected ${name}`);
      return next++;
    },
    out32: () => 0,
    errorName: () => 'CUDA_ERROR_FAKE',
    addressOf: () => 0n,
    hostView: () => ({ bytes: new Uint8Array(0), address: 0n }),
  };
  return { api, log };
}

describe('LaunchTimer', () => {
  it('places the start and end events on the host clock through the reference event', () => {
    // The GPU clock runs 5000 ms ahead of the host's; the host clock advances 0.1 ms per read.
    let host = 100;
    let gpu = 5100;
    const { api, log } = fakeDriver(() => gpu);
    const timer = new LaunchTimer(
      () => api,
      77n,
      () => {
        host += 0.1;
        return host;
      },
    );
    gpu = 5100.15; // the reference event completes between the two host reads (100.1, 100.2)
    timer.start();
    expect(log).toEqual(['record 1 on 77', 'sync 1', 'record 2 on 77']);
    gpu = 5103.15; // the kernel ends 3 ms after it started
    timer.end();
    const t = timer.read();
    expect(t.deviceMs).toBeCloseTo(3, 4);
    expect(t.startedMs).toBeCloseTo(100.15, 3);
    expect(t.endedMs).toBeCloseTo(103.15, 3);
  });

  it('keeps its reference for a second of host time, then renews it', () => {
    let host = 0;
    const { api, log } = fakeDriver(() => host);
    const timer = new LaunchTimer(
      () => api,
      1n,
      () => host,
    );
    timer.start();
    timer.end();
    host = REFERENCE_MAX_AGE_MS / 2;
    timer.start();
    timer.end();
    expect(log.filter((l) => l.startsWith('sync'))).toHaveLength(1);
    host = REFERENCE_MAX_AGE_MS * 2;
    timer.start();
    expect(log.filter((l) => l.startsWith('sync'))).toHaveLength(2);
  });
});

describe('the queue and a device timing', () => {
  it('a placed timing is used as it is, kept inside the host window', () => {
    expect(deviceWindow({ deviceMs: 2, startedMs: 10.5, endedMs: 12.5 }, 10, 13)).toEqual({
      startedMs: 10.5,
      endedMs: 12.5,
    });
    expect(deviceWindow({ deviceMs: 2, startedMs: 9.9, endedMs: 13.2 }, 10, 13)).toEqual({
      startedMs: 10,
      endedMs: 13,
    });
  });

  it('a bare device time ends when the host saw it end (webgpu timestamps)', () => {
    expect(deviceWindow({ deviceMs: 2 }, 10, 13)).toEqual({ startedMs: 11, endedMs: 13 });
    expect(deviceWindow({ deviceMs: 5 }, 10, 13)).toEqual({ startedMs: 10, endedMs: 13 });
    expect(deviceWindow(undefined, 10, 13)).toBeUndefined();
    expect(deviceWindow({ deviceMs: 1, startedMs: 3, endedMs: 2 }, 10, 13)).toEqual({
      startedMs: 12,
      endedMs: 13,
    });
  });
});
