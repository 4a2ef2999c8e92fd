/**
 * The run of a prepared launch, once the queue reaches it: acquire the arrays on the device, run
 * the executable, mark what it wrote. Synchronous whenever it can be (the compile has settled,
 * the arrays are valid where the device reads them, the backend runs the kernel on this thread:
 * js, wasm inline, native's direct call), so a tiny launch costs no promise between the queue and
 * the kernel; otherwise it returns a promise.
 */
import type { Executable, LaunchRequest } from '../backends/backend.js';
import { KernelRangeError } from '../errors/errors.js';
import type { IRParam } from '../ir/nodes.js';
import type { Allocation } from '../memory/space.js';
import { count } from '../memory/stats.js';
import { acquireOn, failureOf, markFailed, markWrittenThrough } from './array-internals.js';
import type { Device } from './device.js';
import { type FailedBy, failedInputError } from './failed-input.js';
import { bindArgs, type CheckedArgs } from './launch-args.js';
import type { NDArray } from './ndarray.js';
import type { OpCall } from './op-call.js';
import type { Queue } from './queue.js';

/** Each compile's settled promise (never rejects), shared by the launches that wait for it. */
const compileWaits = new WeakMap<Promise<Executable>, Promise<void>>();
/** Compiles that have settled: their executable, or null when the compile failed. */
const settledCompiles = new WeakMap<Promise<Executable>, Executable | null>();

/** The last compile looked up with a successful outcome (a launch loop's: no WeakMap lookup). */
let lastPromise: Promise<Executable> | undefined;
let lastExecutable: Executable | undefined;

/** The executable of a compile that has settled successfully, else undefined. */
function settledExecutable(p: Promise<Executable>): Executable | undefined {
  if (p === lastPromise) return lastExecutable;
  const exe = settledCompiles.get(p);
  if (!exe) return undefined;
  lastPromise = p;
  lastExecutable = exe;
  return exe;
}

/**
 * What a launch waits for besides its arrays: the compile, observed at once (a rejection is the
 * launch's, never an unhandled one), or nothing once it has settled — the hot path of a launch loop.
 */
export function compileSettled(p: Promise<Executable>): Promise<void> | undefined {
  if (settledExecutable(p)) return undefined;
  if (settledCompiles.has(p)) return undefined;
  let s = compileWaits.get(p);
  if (!s) {
    s = p.then(
      (exe) => {
        settledCompiles.set(p, exe);
      },
      () => {
        settledCompiles.set(p, null);
      },
    );
    compileWaits.set(p, s);
  }
  return s;
}

/** A launch ready to run: where, over what, with which arguments (offsets bound) and variant. */
export interface BoundLaunch {
  /** The kernel launched (a failed array records it: failed-input.ts tells a repetition by it). */
  readonly kernel: { readonly name: string };
  readonly device: Device;
  readonly queue: Queue<Device>;
  readonly extents: readonly number[];
  readonly timeoutMs: number;
  /** The compiled variant's parameters (the offset variant's include the offsets). */
  readonly params: readonly IRParam[];
  readonly args: CheckedArgs;
  /** The polling variant runs (timeoutMs > 0 and the kernel loops). */
  readonly poll: boolean;
  /** Whether the kernel writes the array bound to `param`. */
  readonly writes: (param: IRParam) => boolean;
  /** Points a range error at the user's source. */
  readonly locate: (e: KernelRangeError) => void;
  /** Deterministic mode: the items run in order on one thread (runtime/deterministic.ts). */
  readonly sequential: boolean;
  /** The user's call (np.add, a jit function) the launch is part of: its errors name that (op-call.ts). */
  readonly op?: OpCall | undefined;
}

/** An array a launch used: where, and whether the kernel writes it. */
interface UsedArray {
  readonly array: NDArray;
  readonly alloc: Allocation;
  readonly writes: boolean;
}

/**
 * The run of `launch` with the executable `exePromise` settles to: at once when the compile has
 * settled, else after it (a failed compile rejects the run with its error).
 */
export function runLaunch(exePromise: Promise<Executable>, launch: BoundLaunch): unknown {
  const exe = settledExecutable(exePromise);
  return exe
    ? runOn(exe, launch)
    : exePromise.then(
        (e) => runOn(e, launch),
        (e: unknown) => failWrites(launch, e),
      );
}

/** The launch as the arrays it fails record it (made only on a failure). */
function failedBy(launch: BoundLaunch): FailedBy {
  const call: unknown[] = [...launch.extents, '|'];
  for (const { param, array } of launch.args.arrays) call.push(param.name, array);
  for (const [name, value] of launch.args.scalars) call.push(name, value);
  const { op } = launch;
  const what = op ? op.label : `the launch of kernel '${launch.kernel.name}'`;
  return { work: launch.kernel, what, call, op };
}

/** The launch failed before its kernel ran: the arrays it was to write are failed with `e`. */
function failWrites(launch: BoundLaunch, e: unknown): never {
  const by = failedBy(launch);
  for (const { param, array } of launch.args.arrays) if (launch.writes(param)) array[markFailed](e, by);
  throw e;
}

/**
 * The error of a launch that could not acquire `array`: when it is a failed array, the lost
 * device's own error if the device is lost (it reports itself first), else the failed input's
 * (failed-input.ts); otherwise what acquiring threw.
 */
function acquireError(launch: BoundLaunch, param: IRParam, array: NDArray, thrown: unknown): unknown {
  const failure = array[failureOf];
  if (!failure) return thrown;
  const { op } = launch;
  const user = op ? op.label : `kernel '${launch.kernel.name}'`;
  try {
    launch.device.impl().checkNotLost?.(user);
  } catch (lost) {
    return lost;
  }
  // the user's argument: the array, or one whose memory it is or views (they fail together)
  const passed = (a: unknown) =>
    a === array || (a instanceof Object && failureOf in a && a[failureOf] === failure);
  const argument = op
    ? (op.argumentOf(passed) ?? `an array it uses (${array.describe()})`)
    : `argument '${param.sourceName}' (${array.describe()})`;
  return failedInputError(user, argument, failure, failedBy(launch));
}

/** Acquires the arrays on the device (moving those that must move), then runs. */
function runOn(exe: Executable, launch: BoundLaunch): unknown {
  // used[k]: launch.args.arrays[k] acquired (filled in when a moved one arrives)
  const arrays = launch.args.arrays;
  const used: UsedArray[] = new Array(arrays.length);
  let moving: Promise<unknown>[] | undefined;
  for (let k = 0; k < arrays.length; k++) {
    const { param, array } = arrays[k] as CheckedArgs['arrays'][number];
    const writes = launch.writes(param);
    let got: Allocation | Promise<Allocation>;
    try {
      got = array[acquireOn](launch.device); // throws the error of a failed array
    } catch (e) {
      return failWrites(launch, acquireError(launch, param, array, e));
    }
    if (got instanceof Promise) {
      moving ??= [];
      moving.push(
        got.then((alloc) => {
          used[k] = { array, alloc, writes };
        }),
      );
      continue;
    }
    used[k] = { array, alloc: got, writes };
  }
  if (moving) {
    return Promise.all(moving).then(
      () => runBound(exe, launch, used),
      (e: unknown) => failWrites(launch, e),
    );
  }
  return runBound(exe, launch, used);
}

/** Marks the arrays a launch wrote as written where it wrote them. */
function markWrites(used: readonly UsedArray[]): void {
  for (const u of used) if (u.writes) u.array[markWrittenThrough](u.alloc);
}

/** The backend's request for one run (no spread copies: this is every launch's path). */
function runRequest(launch: BoundLaunch, used: readonly UsedArray[]): LaunchRequest {
  const req: { -readonly [K in keyof LaunchRequest]: LaunchRequest[K] } = {
    range: launch.extents,
    args: bindArgs(launch.params, launch.args, used),
    queue: launch.queue.handle,
    profile: launch.queue.profiling,
  };
  if (launch.poll) req.timeoutMs = launch.timeoutMs;
  if (launch.sequential) req.sequential = true;
  return req;
}

/** Runs the executable; marks the written arrays after it, also when it failed. */
function runBound(exe: Executable, launch: BoundLaunch, used: readonly UsedArray[]): unknown {
  count('launches');
  // Even a failed launch may have written part of its outputs on the device.
  const failed = (e: unknown): never => {
    markWrites(used);
    const by = failedBy(launch);
    for (const u of used) if (u.writes) u.array[markFailed](e, by);
    if (e instanceof KernelRangeError) launch.locate(e);
    throw e;
  };
  for (const n of launch.extents) {
    if (n > 0) continue;
    markWrites(used);
    return undefined;
  }
  let result: unknown;
  try {
    result = exe.run(runRequest(launch, used));
  } catch (e) {
    return failed(e);
  }
  if (result instanceof Promise) {
    return result.then((r: unknown) => {
      markWrites(used);
      return r;
    }, failed);
  }
  markWrites(used);
  return result;
}
