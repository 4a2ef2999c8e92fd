/** Tuning sizes shared by the program types, the run report, and the run's device choice. */
import { settings } from '../config/settings.js';
import { ProgramDefinitionError, ProgramRunError } from '../errors/errors.js';
import { checkOptionKeys } from '../errors/options.js';
import type { Device } from '../runtime/device.js';
import { NDArray } from '../runtime/ndarray.js';
import { type DeviceSelector, selectDevice } from '../runtime/select.js';
import { CTL_BOUND_EXCEEDED } from './layout.js';

export interface ProgramTuning {
  /** Pending calls each function's buffers hold (EventProgram), per function or for all. Default 65536. */
  readonly capacity?: number | Readonly<Record<string, number>>;
  /** makeWork invocations per pass at most (EventProgram; the slow-start target grows up to it). Default: the smallest capacity. */
  readonly makeWorkPerPass?: number;
  /** Passes (EventProgram) or dispatches (AsyncProgram) before the run fails with PROGRAM_MAX_PASSES. Default 1e6. */
  readonly maxPasses?: number;
  /** Persistent workers (AsyncProgram). Default: 1 on js, 4 per CPU thread on wasm/native, 4096 on GPUs. */
  readonly workers?: number;
  /** Calls each worker's stack holds per function (AsyncProgram); grows when a worker is blocked. Default 64. */
  readonly stackSize?: number;
  /** Loop cycles each worker runs per dispatch before handing back to the host (AsyncProgram). */
  readonly cyclesPerDispatch?: number;
  /** Calls of one function a worker runs as one batch, oldest first (AsyncProgram lane coalescing). Default 1. */
  readonly lanes?: number;
  /** Idle workers take calls from running ones within a dispatch (AsyncProgram, CPU devices). Default true. */
  readonly steal?: boolean;
}

export interface ProgramReport {
  readonly programType: 'EventProgram' | 'AsyncProgram';
  readonly device: string;
  /** EventProgram: passes (waves of kernels); AsyncProgram: dispatches of the persistent kernel. */
  readonly passes: number;
  /** Calls run per async function. */
  readonly calls: Readonly<Record<string, number>>;
  /** makeWork invocations. */
  readonly makeWorkCalls: number;
  /**
   * Batches the calls ran in (calls / batches: calls per batch). EventProgram: function kernel
   * launches (a wave of one function); AsyncProgram: worker batches of one function (tuning.lanes).
   */
  readonly batches: number;
  /** Times a buffer was grown so that no call was lost. */
  readonly grows: number;
  /** True when prog.haltEarly() stopped the run. */
  readonly halted: boolean;
  /** Calls still pending when the run ended (non-zero only after haltEarly). */
  readonly pending: number;
  /** AsyncProgram: times the host dealt pending calls out to idle workers between dispatches. */
  readonly rebalances: number;
  /** AsyncProgram: times an idle worker took calls from a running one within a dispatch (0 on GPUs and js). */
  readonly steals: number;
  readonly timeMs: number;
}

export interface RunOptions {
  readonly device?: DeviceSelector | Device;
}

const TUNING_KEYS: readonly (keyof ProgramTuning)[] = [
  'capacity',
  'makeWorkPerPass',
  'maxPasses',
  'workers',
  'stackSize',
  'cyclesPerDispatch',
  'lanes',
  'steal',
];

/** Refuses a tuning object with a key no program type takes (both types take every key, for the one-line switch). */
export function checkTuning(programType: string, tuning: unknown): void {
  checkOptionKeys(tuning, {
    api: `new tt.${programType}(spec, tuning)`,
    known: TUNING_KEYS,
    example: '{ capacity: 1024 }',
    error: (m) => new ProgramDefinitionError('PROGRAM_BAD_TUNING', m),
  });
}

export function positiveInt(what: string, v: number | undefined, dflt: number): number {
  const n = v ?? dflt;
  if (!Number.isInteger(n) || n < 1) {
    throw new ProgramDefinitionError(
      'PROGRAM_BAD_TUNING',
      `tuning.${what} must be a positive integer, got ${String(v)}`,
    );
  }
  return n;
}

export function capacityOf(t: ProgramTuning, fn: string): number {
  const c = t.capacity;
  const v = typeof c === 'number' || c === undefined ? c : c[fn];
  return positiveInt('capacity', v, 65536);
}

/** The run's device: opts.device, else where the state's arrays live, else the configured default. */
export function runDevice(state: Readonly<Record<string, unknown>>, opts: RunOptions | undefined): Device {
  checkOptionKeys(opts, {
    api: 'program.run(state, options)',
    known: ['device'],
    example: "{ device: 'cpu' }",
    error: (m) => new ProgramRunError('PROGRAM_BAD_OPTIONS', m),
  });
  const d = opts?.device;
  if (d !== undefined) return typeof d === 'string' ? selectDevice(d) : d;
  for (const v of Object.values(state)) if (v instanceof NDArray) return v.device;
  return selectDevice(settings().device);
}

/**
 * Fails the run when its control words (read back after a launch) say a function scheduled more
 * calls than its declared maxCalls: the outputs may have been overrun, so nothing of it is valid.
 */
export function checkCallBounds(program: string, ctl: Int32Array): void {
  if (ctl[CTL_BOUND_EXCEEDED] !== 0) {
    throw new ProgramRunError(
      'PROGRAM_BOUND_EXCEEDED',
      `program '${program}': a function scheduled more calls than its declared maxCalls; the run is invalid — raise the bound in tt.asyncFn(args, fn, { maxCalls })`,
    );
  }
}
