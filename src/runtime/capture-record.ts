/**
 * What tt.capture records of each launch (runtime/capture.ts): the kernel's executable, range,
 * arrays and scalars, bound once. `Kernel.launch` calls `recordLaunch` while a capture function
 * runs; the launch also runs as usual (a capture executes what it records).
 */
import type { Executable } from '../backends/backend.js';
import { CaptureError, type KernelRangeError } from '../errors/errors.js';
import { arrayAccess } from '../ir/analysis.js';
import type { IRParam, KernelIR, ParamAccess } from '../ir/nodes.js';
import { observedRefusal, refusal } from './capture-state.js';
import type { Device } from './device.js';
import type { CheckedArgs } from './launch-args.js';
import type { NDArray } from './ndarray.js';
import type { Queue } from './queue.js';

export { capturing } from './capture-state.js';

/** One array a captured launch binds, and whether the kernel writes it. */
interface CapturedArray {
  readonly param: IRParam;
  readonly array: NDArray;
  readonly writes: boolean;
}

export interface CapturedLaunch {
  readonly kernel: string;
  readonly device: Device;
  readonly queue: Queue<Device>;
  readonly range: readonly number[];
  /** The variant the launch ran (fast, checked, offset, polling), settled after the capture. */
  readonly exe: Promise<Executable>;
  /** The executable's parameters in order (an offset variant's hidden offsets included). */
  readonly params: readonly IRParam[];
  /** Scalar values by IR parameter name (shape extents and offsets included). */
  readonly scalars: ReadonlyMap<string, number | bigint | boolean>;
  readonly arrays: readonly CapturedArray[];
  /** The scalar parameters the user passes (what replay's `scalars` option may re-bind). */
  readonly userScalars: readonly IRParam[];
  /** The polling variant's timeout, when the launch ran it. */
  readonly timeoutMs: number | undefined;
  /** The executable for re-bound scalars (RunnerChoice.variant). */
  readonly variant: RunnerChoice['variant'];
  /** Points a KernelRangeError at the user's kernel source. */
  readonly locate: (e: KernelRangeError) => void;
}

/** What a kernel's runner chose for a launch (runtime/kernel.ts), which a capture records. */
export interface RunnerChoice {
  readonly exe: Promise<Executable>;
  /** The executable's parameters (an offset variant's included). */
  readonly params: readonly IRParam[];
  /** The arguments with the offset variant's offsets among the scalars. */
  readonly args: CheckedArgs;
  /** Whether the launch runs the polling variant. */
  readonly poll: boolean;
  /**
   * The variant for other scalar values (a replay's re-bound scalars): the fast one only while
   * its hoisted range checks still hold for them.
   */
  readonly variant: (scalars: ReadonlyMap<string, number | bigint | boolean>) => Promise<Executable>;
}

/** What `Kernel.launch` hands over: its prepared launch and its runner's choice. */
interface LaunchToRecord extends RunnerChoice {
  readonly kernel: { readonly name: string; readonly ir: KernelIR };
  readonly device: Device;
  readonly queue: Queue<Device>;
  readonly extents: readonly number[];
  readonly timeoutMs: number;
  readonly locate: (e: KernelRangeError) => void;
}

/** Which parameters each kernel writes, once per IR. */
const accessOf = new WeakMap<KernelIR, ReadonlyMap<string, ParamAccess>>();

function writesOf(ir: KernelIR): (p: IRParam) => boolean {
  let access = accessOf.get(ir);
  if (!access) {
    access = arrayAccess(ir);
    accessOf.set(ir, access);
  }
  const known = access;
  return (p) => {
    const a = known.get(p.name);
    return a === 'write' || a === 'readwrite';
  };
}

let recorded: CapturedLaunch[] | undefined;

/** @internal tt.capture: starts a fresh list (undefined: stops recording). */
export function recordInto(list: CapturedLaunch[] | undefined): void {
  recorded = list;
}

/**
 * Records a launch made inside a capture function, or returns why it cannot be captured: an
 * observed rejection the launch returns instead of running (the capture rejects with it too).
 */
export function recordLaunch(l: LaunchToRecord): Promise<never> | undefined {
  if (!recorded) return undefined;
  const { name, ir } = l.kernel;
  if (ir.prints) {
    return observedRefusal(
      refusal(
        new CaptureError(
          'CAPTURE_UNSUPPORTED_WORK',
          `kernel '${name}' prints (console.log) and cannot be captured: its lines are read back on the host after each launch; capture a kernel without console.log`,
        ),
      ),
    );
  }
  const first = recorded[0];
  if (first && first.queue !== l.queue) {
    return observedRefusal(
      refusal(
        new CaptureError(
          'CAPTURE_MIXED_DEVICES',
          `kernel '${name}' launched on ${l.queue.toString()} inside tt.capture(), whose first launch ('${first.kernel}') ran on ${first.queue.toString()}: a graph replays on one device and queue; capture each device's launches separately`,
        ),
      ),
    );
  }
  const writes = writesOf(ir);
  recorded.push({
    kernel: name,
    device: l.device,
    queue: l.queue,
    range: [...l.extents],
    exe: l.exe,
    params: l.params,
    scalars: new Map(l.args.scalars),
    arrays: l.args.arrays.map((a) => ({ param: a.param, array: a.array, writes: writes(a.param) })),
    userScalars: ir.params.filter((p) => !p.isArray && !p.shapeOf),
    timeoutMs: l.poll ? l.timeoutMs : undefined,
    variant: l.variant,
    locate: l.locate,
  });
  return undefined;
}
