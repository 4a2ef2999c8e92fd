/**
 * Deterministic mode (`deterministic: true`, a tt.kernel option and a setting; docs/config.md,
 * docs/kernel-language.md#deterministic-mode): results bit-identical run after run and for any
 * thread count or sub-device split. What is not deterministic without it is a kernel's float
 * atomics, whose additions (and returned old values) follow thread timing. Under the mode such a
 * kernel runs its items one after another in index order on one thread on CPU devices, and on GPU
 * devices in parallel with its float additions logged, then applied in item order
 * (passes/log-float-atomics.ts; ops/ordered-atomics.ts registers the launcher that sorts and
 * applies them): either way its result is the js backend's.
 */
import { launchSettings } from '../config/settings.js';
import { InternalError, LaunchArgumentError } from '../errors/errors.js';
import type { KernelIR } from '../ir/nodes.js';
import { visit } from '../ir/walk.js';
import { type LoggedAtomics, type LogResult, logFloatAtomics } from '../passes/log-float-atomics.js';
import { f32, f64, i32 } from '../types/dtype.js';
import { arrayOf, type LaunchRange, type Schema } from '../types/schema.js';
import { failureOf, forgetFailure, markFailed } from './array-internals.js';
import { capturing } from './capture-record.js';
import type { Device } from './device.js';
import type { Event } from './event.js';
import { firstFailure } from './failed-input.js';
import type { LaunchOptions } from './launch-args.js';
import { NDArray } from './ndarray.js';
import type { Queue } from './queue.js';

const floatAtomicsOf = new WeakMap<KernelIR, boolean>();

/**
 * True when the kernel (or a helper it calls) does an atomic read-modify-write or store on an f32 /
 * f64 array: `Atomics.add/sub/exchange/compareExchange/store`, `tt.atomicMin/atomicMax`.
 */
export function usesFloatAtomics(ir: KernelIR): boolean {
  const known = floatAtomicsOf.get(ir);
  if (known !== undefined) return known;
  let found = false;
  const scan = (stmts: KernelIR['body']) =>
    visit(stmts, (e) => {
      if (e.kind === 'atomic' && e.op !== 'load' && (e.type === 'f32' || e.type === 'f64')) found = true;
    });
  scan(ir.body);
  for (const f of ir.functions) scan(f.body);
  floatAtomicsOf.set(ir, found);
  return found;
}

/** Whether deterministic mode is on for a kernel: its own option, else the `deterministic` setting. */
export function deterministicMode(option: boolean | undefined): boolean {
  // on the launch path: the kept copy of the settings (configure() drops it), not a fresh resolve
  return option ?? launchSettings().deterministic;
}

/** How a launch orders its float atomics: as threads run, items in order on one thread, or logged. */
export type AtomicOrder = 'any' | 'sequential' | 'logged';

const loggedForms = new WeakMap<KernelIR, LogResult>();

/** `ir`'s logged form (memoised per IR). */
function loggedForm(ir: KernelIR): LogResult {
  let form = loggedForms.get(ir);
  if (!form) {
    form = logFloatAtomics(ir);
    loggedForms.set(ir, form);
  }
  return form;
}

/**
 * How a launch of `ir` on `device` orders its float atomics: 'any' without them or outside
 * deterministic mode, 'sequential' on a CPU device, 'logged' on a GPU device. Throws
 * LaunchArgumentError LAUNCH_NOT_DETERMINISTIC on a GPU device when the atomics cannot be logged.
 */
export function atomicOrder(ir: KernelIR, option: boolean | undefined, device: Device): AtomicOrder {
  if (!usesFloatAtomics(ir) || !deterministicMode(option)) return 'any';
  if (device.kind === 'cpu') return 'sequential';
  const form = loggedForm(ir);
  const why = 'refused' in form ? form.refused : launcher ? undefined : 'the ordered launcher is not loaded';
  if (why !== undefined) {
    throw new LaunchArgumentError(
      'LAUNCH_NOT_DETERMINISTIC',
      `kernel '${ir.name}' uses float atomics, whose order on ${device.id} follows thread timing, and deterministic mode is on; ` +
        `on a GPU tutti orders them when each is an Atomics.add or Atomics.sub statement, not in a helper nor in a loop whose trip count is unknown at launch, ` +
        `on an array the kernel does not otherwise read or write, with its result unused — here ${why}. ` +
        "Rewrite it so, run it on a CPU device (tt.device('cpu'): its items then run in order on one thread), " +
        'or turn deterministic mode off for it (tt.kernel option deterministic: false)',
    );
  }
  return 'logged';
}

/** A kernel as the ordered launcher uses it (typed structurally: this file imports no kernel). */
export interface LaunchableKernel {
  readonly name: string;
  launch(range: LaunchRange, args: Record<string, unknown>, opts?: LaunchOptions): Promise<Event>;
}

/** A kernel's logged variant: the kernel that writes the logs, and what they hold. */
export interface LoggedVariant {
  readonly kernel: LaunchableKernel;
  readonly form: LoggedAtomics;
}

/**
 * Runs a logged launch: `variant.kernel` over `range` with `args` plus the logs, then the logged
 * additions in item order; resolves to the last step's event (ops/ordered-atomics.ts).
 */
export type OrderedLauncher = (
  variant: LoggedVariant,
  queue: Queue<Device>,
  /** The launch's last index + 1 per dimension (its range, plus its offset). */
  ends: readonly number[],
  range: LaunchRange,
  args: Readonly<Record<string, unknown>>,
  opts: LaunchOptions | undefined,
) => Promise<Event>;

let launcher: OrderedLauncher | undefined;

/** Registers the launcher of logged launches (ops/ordered-atomics.ts, loaded with tutti). */
export function provideOrderedLauncher(l: OrderedLauncher): void {
  launcher = l;
}

/**
 * The logged variant of `ir` (atomicOrder said 'logged'), made by `make` from the logged IR and
 * the schema entries of its added parameters.
 */
export function loggedVariant(
  ir: KernelIR,
  make: (ir: KernelIR, added: Schema) => LaunchableKernel,
): LoggedVariant {
  const form = loggedForm(ir);
  if ('refused' in form) throw new InternalError(`kernel '${ir.name}': no logged form (${form.refused})`);
  const added: Record<string, Schema[string]> = {};
  for (const a of form.logged.arrays) {
    added[a.keys] = arrayOf(i32);
    added[a.vals] = arrayOf(a.type === 'f64' ? f64 : f32);
    for (const name of [a.slots, ...a.sites.flatMap((s) => [s.base, ...s.strides])]) added[name] = i32;
  }
  for (const e of form.logged.extents) added[e] = i32;
  return { kernel: make(form.logged.ir, added), form: form.logged };
}

/** The error of a logged launch where one cannot run: `where` says where ("captured"). */
export function loggedRefusal(kernel: string, prepared: { readonly device: Device }, where: string): Error {
  return new LaunchArgumentError(
    'LAUNCH_NOT_DETERMINISTIC',
    `kernel '${kernel}': a deterministic launch with float atomics on ${prepared.device.id} is several steps ` +
      `and cannot be ${where}; launch it on a CPU device, or with deterministic: false`,
  );
}

/**
 * Runs a logged launch (atomicOrder said 'logged') through the registered launcher, on the
 * prepared launch's queue; refused while a capture records launches.
 */
export function launchLogged(
  variant: LoggedVariant,
  prepared: {
    readonly device: Device;
    readonly queue: Queue<Device>;
    readonly extents: readonly number[];
    readonly offset: readonly number[] | undefined;
  },
  range: LaunchRange,
  args: Readonly<Record<string, unknown>>,
  opts: LaunchOptions | undefined,
): Promise<Event> {
  if (capturing()) return Promise.reject(loggedRefusal(variant.kernel.name, prepared, 'captured'));
  if (!launcher) return Promise.reject(new InternalError('deterministic mode: no ordered launcher'));
  const { extents, offset, queue } = prepared;
  const ends = offset ? extents.map((n, d) => n + (offset[d] ?? 0)) : extents;
  return launcher(variant, queue, ends, range, args, opts).catch((e: unknown) => {
    // the kernel failed: the arrays it adds to fail with its error, as its own launch fails them
    // on js (the apply step, given the failed logs, failed them with ARRAY_FAILED_INPUT; an error
    // before anything ran failed nothing, and leaves them as they are)
    for (const a of variant.form.arrays) {
      const target = args[a.sourceName];
      if (target instanceof NDArray && target[failureOf] !== undefined) {
        target[forgetFailure]();
        target[markFailed](firstFailure(e));
      }
    }
    throw e;
  });
}
