/**
 * The checks and choices of a launch before anything is submitted (KernelCore.launch): its
 * options, range and arguments, the aliasing rule, its waits, timeout and offset, where it runs
 * (compute follows data), deterministic order, work-group limits and print buffers. Everything
 * here throws before anything is submitted; a launch plan (launch-plan.ts) keeps the result.
 */
import type { Executable } from '../backends/backend.js';
import { launchSettings } from '../config/settings.js';
import { LaunchArgumentError } from '../errors/errors.js';
import type { IRParam, KernelIR } from '../ir/nodes.js';
import { type HoistedKernel, rangeChecksHold } from '../passes/hoist-range-checks.js';
import type { Rank } from '../types/schema.js';
import type { RunnerChoice } from './capture-record.js';
import { atomicOrder } from './deterministic.js';
import type { Device } from './device.js';
import { type Event, waitPromises } from './event.js';
import {
  type CheckedArgs,
  checkArgs,
  checkLaunchOptions,
  checkRange,
  type FreshArgs,
  type LaunchOptions,
  placeLaunch,
  refuseAliasing,
} from './launch-args.js';
import type { LaunchFacts } from './launch-facts.js';
import type { NDArray } from './ndarray.js';
import { launchOffset } from './offset.js';
import { emitPrints, printBuffers } from './print.js';
import type { Queue } from './queue.js';
import { selectDevice } from './select.js';
import { launchTimeout } from './timeout.js';
import { checkGroups, checkShared, checkSubgroups } from './workgroup.js';

/** A launch checked and placed. */
export interface Prepared {
  readonly device: Device;
  readonly queue: Queue<Device>;
  readonly extents: number[];
  readonly checked: FreshArgs;
  readonly waits: Promise<void>[];
  readonly timeoutMs: number;
  readonly hidden: { param: IRParam; array: NDArray }[];
  readonly offset: number[] | undefined;
  /** Deterministic mode with float atomics: items in order on one thread (CPU devices). */
  readonly sequential: boolean;
  /** Deterministic mode with float atomics on a GPU: the kernel's logged variant runs instead. */
  readonly logged: boolean;
}

/** A prepared launch's run and the compile it waits for (KernelCore.runner). */
export type Runner = { run: () => unknown; compiled: Promise<void> | undefined } & RunnerChoice;

/** What a kernel keeps of a launch for the launches its plan stands for (launch-plan.ts). */
export interface PlanData {
  readonly prepared: Prepared;
  run: () => unknown;
  exe: Promise<Executable>;
  /** The launch's scalars (shape extents, offsets; a launch's own are set over them). */
  readonly scalars: ReadonlyMap<string, number | boolean | bigint>;
  readonly fast: boolean;
  readonly poll: boolean;
  readonly shifted: boolean;
}

/** For a kernel with console.log: the launch's lines reach `opts.print` before it resolves. */
export function withPrints(
  p: Promise<Event>,
  ir: KernelIR,
  prepared: Prepared,
  opts: LaunchOptions | undefined,
): Promise<Event> {
  if (prepared.hidden.length === 0) return p;
  const print = opts?.print ?? ((line: string) => console.log(line));
  const done = async (): Promise<void> => emitPrints(ir, prepared.hidden, print);
  return p.then(
    async (ev) => {
      await done();
      return ev;
    },
    async (e: unknown) => {
      await done().catch(() => undefined);
      throw e;
    },
  );
}

export function prepareLaunch(
  name: string,
  rank: Rank,
  ir: KernelIR,
  launchFacts: LaunchFacts,
  deterministicOption: boolean | undefined,
  writes: (p: IRParam) => boolean,
  range: unknown,
  args: unknown,
  opts: LaunchOptions | undefined,
): Prepared {
  checkLaunchOptions(name, opts);
  const extents = checkRange(name, rank, range);
  const checked = checkArgs(name, launchFacts.visible, args);
  refuseAliasing(name, checked.arrays, writes);
  const waitFor = opts?.waitFor;
  const waits = waitFor === undefined ? [] : waitPromises(`kernel '${name}'`, waitFor);
  const timeoutMs = launchTimeout(name, opts?.timeoutMs);
  // undefined when none is given or every offset is 0: the kernel runs unchanged
  const offsets = opts?.offset === undefined ? undefined : launchOffset(name, opts.offset, extents);
  const offset = offsets?.some((o) => o !== 0) ? offsets : undefined;
  const { device, queue } = placeLaunch(name, checked.arrays, opts, () =>
    selectDevice(launchSettings().device),
  );
  const order = launchFacts.floatAtomics ? atomicOrder(ir, deterministicOption, device) : 'any';
  checkGroups(name, ir.workgroup, extents, device);
  const facts = launchFacts.on(device);
  if (!facts.groupsAccepted) {
    checkShared(name, ir.shared, device);
    checkSubgroups(name, ir.subgroupSize, device);
    facts.groupsAccepted = true;
  }
  for (let d = 0; d < extents.length; d++) {
    const max = device.caps.maxRange[d] ?? 0;
    if ((extents[d] ?? 0) > max) {
      throw new LaunchArgumentError(
        'LAUNCH_RANGE_TOO_LARGE',
        `kernel '${name}': range ${JSON.stringify(range)} exceeds ${device.id}'s limit ${max} in dimension ${d}`,
      );
    }
  }
  // a logged launch prints through its logged variant's own launch
  const hidden = ir.prints && order !== 'logged' ? printBuffers(launchFacts.printParams, device) : [];
  checked.arrays.push(...hidden);
  const sequential = order === 'sequential';
  return {
    device,
    queue,
    extents,
    checked,
    waits,
    timeoutMs,
    hidden,
    offset,
    sequential,
    logged: order === 'logged',
  };
}

/** True when every range check `hoisted` moved to the host holds for this launch (its fast variant may run). */
export function hoistedChecksHold(
  hoisted: HoistedKernel,
  extents: readonly number[],
  { arrays, scalars }: CheckedArgs,
): boolean {
  return rangeChecksHold(
    hoisted.requires,
    extents,
    (name) => {
      for (const a of arrays) if (a.param.name === name) return a.array.length;
      // a shaped array's dimension check: the extent is a hidden scalar
      const extent = scalars.get(name);
      return typeof extent === 'number' ? extent : 0;
    },
    (param) => scalars.get(param),
  );
}
