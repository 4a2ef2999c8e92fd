/**
 * Traces (issue 31.6): `tt.trace.start()` … `tt.trace.stop()`, or `TUTTI_TRACE=file.json` for a
 * whole run, record what tutti did as Chrome trace-event JSON (open it in https://ui.perfetto.dev
 * or chrome://tracing): kernel launches, barriers and writes as spans on their queue, each
 * preceded by its queue wait (submitted → started); compiles with their outcome (built, cache
 * hit, memo hit); copies between memory spaces with their bytes. One process per device (pid, named
 * by the device id), one thread per queue (tid = queue id, named `queue#N`), and a `compile` and a
 * `copies` thread per device. A launch on a profiling queue whose device has a timer (CUDA events,
 * WebGPU timestamps) spans the device's own start and end, placed on the host clock.
 *
 * Off, it costs the hot paths one boolean check (`tracing.on`).
 */

import { readEnv } from '../config/env.js';
import { TraceError } from '../errors/errors.js';
import { checkOptionKeys } from '../errors/options.js';

/** One Chrome trace event (https://docs.google.com/document/d/1CvAClvFfyA5R-PhYUmn5OOQtYMH4h6I0nSsKchNAySU). */
export interface TraceEvent {
  readonly name: string;
  readonly cat?: string;
  /** 'X' complete, 'b'/'e' async begin/end, 'i' instant, 'M' metadata. */
  readonly ph: 'X' | 'b' | 'e' | 'i' | 'M';
  /** Microseconds on the host's monotonic clock (performance.now() × 1000). */
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly id?: number;
  readonly s?: 't' | 'p' | 'g';
  readonly args?: Readonly<Record<string, string | number | boolean>>;
}

/** What `tt.trace.stop()` returns (and writes to the file): Chrome's JSON object format. */
export interface TraceData {
  readonly traceEvents: readonly TraceEvent[];
  readonly displayTimeUnit: 'ms';
}

/** What `tt.trace.start()` takes. */
export interface TraceOptions {
  /** Also write the trace to this file (Node) when it stops: `tt.trace.stop()` or process exit. */
  readonly file?: string;
}

/** The one check on the hot paths: is a trace being recorded? */
export const tracing = { on: false };

/** Thread ids of a device's non-queue tracks (queues use their ids, from 0). */
const COMPILE_TID = 1_000_000;
const COPIES_TID = 1_000_001;

class Recorder {
  readonly events: TraceEvent[] = [];
  private readonly pids = new Map<string, number>();
  private readonly threads = new Set<string>();
  private nextAsyncId = 1;

  constructor(readonly file: string | undefined) {}

  pid(device: string): number {
    let pid = this.pids.get(device);
    if (pid === undefined) {
      pid = this.pids.size + 1;
      this.pids.set(device, pid);
      this.events.push({ name: 'process_name', ph: 'M', ts: 0, pid, tid: 0, args: { name: device } });
    }
    return pid;
  }

  /** The pid of `device`, with `tid` named `name` there. */
  where(device: string, tid: number, name: string): { pid: number; tid: number } {
    const pid = this.pid(device);
    const key = `${pid}/${tid}`;
    if (!this.threads.has(key)) {
      this.threads.add(key);
      this.events.push({ name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name } });
    }
    return { pid, tid };
  }

  asyncId(): number {
    return this.nextAsyncId++;
  }
}

let recorder: Recorder | undefined;

const us = (ms: number): number => Math.round(ms * 1000 * 1000) / 1000;

/** Starts recording (a trace already being recorded is dropped and started afresh). */
function startTrace(options?: TraceOptions): void {
  checkOptionKeys(options, {
    api: 'tt.trace.start()',
    known: ['file'],
    example: "{ file: 'trace.json' }",
    error: (m) => new TraceError('TRACE_BAD_OPTIONS', m),
  });
  const file = options?.file;
  if (file !== undefined && (typeof file !== 'string' || file === '')) {
    throw new TraceError(
      'TRACE_BAD_OPTIONS',
      `tt.trace.start(): option 'file' must be a non-empty path string; got ${JSON.stringify(file) ?? typeof file}`,
    );
  }
  recorder = new Recorder(file);
  tracing.on = true;
}

/**
 * Stops recording and returns the trace; writes it to the file `start` was given, if any (a write
 * that fails is TraceError TRACE_WRITE_FAILED, after recording has stopped). Without a trace being
 * recorded it returns an empty one.
 */
function stopTrace(): TraceData {
  const r = recorder;
  recorder = undefined;
  tracing.on = false;
  const data: TraceData = { traceEvents: r?.events ?? [], displayTimeUnit: 'ms' };
  if (r?.file !== undefined) writeTrace(r.file, data);
  return data;
}

function writeTrace(file: string, data: TraceData): void {
  const p = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const fs = p?.getBuiltinModule?.('node:fs') as
    | { writeFileSync: (path: string, text: string) => void }
    | undefined;
  if (!fs) {
    throw new TraceError('TRACE_WRITE_FAILED', `cannot write trace file ${file}: no file system here`);
  }
  try {
    fs.writeFileSync(file, JSON.stringify(data));
  } catch (e) {
    throw new TraceError(
      'TRACE_WRITE_FAILED',
      `cannot write trace file ${file}: ${e instanceof Error ? e.message : String(e)}`,
      { cause: e },
    );
  }
}

/** A queue's task (launch, barrier, write): its wait from submission, then its run. */
export function traceTask(
  queue: { readonly id: number; readonly device: { readonly id: string } },
  kind: string,
  name: string,
  times: { submittedMs: number; startedMs: number; endedMs: number; source: 'device' | 'host' },
  failed: boolean,
): void {
  const r = recorder;
  if (!r) return;
  const at = r.where(queue.device.id, queue.id, `queue#${queue.id}`);
  if (times.startedMs > times.submittedMs) {
    const id = r.asyncId();
    const wait = { name: `wait: ${name}`, cat: 'queue-wait', id, ...at };
    r.events.push({ ...wait, ph: 'b', ts: us(times.submittedMs) });
    r.events.push({ ...wait, ph: 'e', ts: us(times.startedMs) });
  }
  r.events.push({
    name,
    cat: kind,
    ph: 'X',
    ts: us(times.startedMs),
    dur: us(times.endedMs - times.startedMs),
    ...at,
    args: { timing: times.source, ...(failed ? { failed: true } : {}) },
  });
}

/**
 * A compile of `kernel` on `device` that began at `startMs`: returns the function that records its
 * end and outcome ('built', 'cache hit' (disk), 'generated' (no build step), 'failed').
 */
export function traceCompile(device: string, kernel: string, startMs: number): (outcome: string) => void {
  const r = recorder;
  if (!r) return () => {};
  return (outcome) => {
    const at = r.where(device, COMPILE_TID, 'compile');
    const ev = { name: `compile ${kernel}`, cat: 'compile', id: r.asyncId(), ...at };
    r.events.push({ ...ev, ph: 'b', ts: us(startMs), args: { outcome } });
    r.events.push({ ...ev, ph: 'e', ts: us(performance.now()) });
  };
}

/** A compile answered from the in-process memo (another variant or kernel with the same IR). */
export function traceMemoHit(device: string, kernel: string): void {
  const r = recorder;
  if (!r) return;
  const at = r.where(device, COMPILE_TID, 'compile');
  r.events.push({
    name: `memo hit ${kernel}`,
    cat: 'cache',
    ph: 'i',
    s: 't',
    ts: us(performance.now()),
    ...at,
  });
}

/** A copy of `bytes` between two memory spaces, for an array of `device`. */
export function traceCopy(device: string, from: string, to: string, bytes: number, startMs: number): void {
  const r = recorder;
  if (!r) return;
  const at = r.where(device, COPIES_TID, 'copies');
  const ev = { name: `copy ${from} → ${to}`, cat: 'copy', id: r.asyncId(), ...at };
  r.events.push({ ...ev, ph: 'b', ts: us(startMs), args: { bytes } });
  r.events.push({ ...ev, ph: 'e', ts: us(performance.now()) });
}

/** `tt.trace`: start and stop a trace, and whether one is being recorded. */
export const trace = Object.freeze({
  start: startTrace,
  stop: stopTrace,
  get active(): boolean {
    return tracing.on;
  },
});

/** TUTTI_TRACE=file.json: the whole run is traced, written to the file when the process exits. */
function traceFromEnvironment(): void {
  const file = readEnv('TUTTI_TRACE');
  if (!file) return;
  startTrace({ file });
  const p = (globalThis as { process?: { once?: (event: 'exit', fn: () => void) => void } }).process;
  p?.once?.('exit', () => {
    if (recorder?.file !== file) return;
    try {
      stopTrace();
    } catch (e) {
      console.warn(`tutti: ${e instanceof Error ? e.message : String(e)}`);
    }
  });
}

traceFromEnvironment();
