/**
 * Deterministic mode's float atomics on GPUs (runtime/deterministic.ts): the kernel's logged
 * variant (passes/log-float-atomics.ts) runs in parallel and writes, per array, one slot per item,
 * call site and loop iteration — the element's index + 1 (0: not run) and the addend. A stable
 * sort of those keys (with the slots they came from; two radix passes for arrays under 2^16
 * elements) lists each element's additions in item order, then program order: the order in which
 * the js backend applies them. `apply` then gives each element one work item (the first
 * slot of its run), which adds the run's values onto it one after another, rounding each sum as
 * the atomic would (f32 adds in f32). The result is the js backend's, bit for bit, on every
 * device, for any thread timing.
 *
 * Cost: two arrays of items × slots words per logged array, one sort of them, one pass; an
 * element's additions are summed by one item, so an element that takes most additions (a single
 * accumulator) serialises them. Registered with the runtime when tutti loads (src/index.ts).
 */
import { InternalError, LaunchArgumentError } from '../errors/errors.js';
import { type LoggedArray, slotLayout } from '../passes/log-float-atomics.js';
import { zeros } from '../runtime/create.js';
import { type OrderedLauncher, provideOrderedLauncher } from '../runtime/deterministic.js';
import type { Device } from '../runtime/device.js';
import type { NDArray } from '../runtime/ndarray.js';
import type { Queue } from '../runtime/queue.js';
import * as dt from '../types/dtype.js';
import { arrayOf, type Schema } from '../types/schema.js';
import { bitView } from './bit-view.js';
import { cachedKernel } from './common.js';
import { sortKeysWithOrder } from './sort.js';

interface ApplyParams {
  keys: number[];
  order: number[];
  vals: number[];
  a: number[];
  n: number;
}

/**
 * Adds each element's logged values onto it in slot order: `keys` sorted (stably), `order` the
 * slot each sorted key came from; one item per run of equal keys sums the run.
 */
export function applyKernel(type: 'f32' | 'f64') {
  const F = arrayOf(type === 'f64' ? dt.f64 : dt.f32);
  return cachedKernel(`ordered-atomics:apply:${type}`, () => ({
    schema: { keys: arrayOf(dt.u32), order: arrayOf(dt.i32), vals: F, a: F, n: dt.i32 } satisfies Schema,
    opts: { name: `ordered_add_${type}` },
    fn: (p: number, { keys, order, vals, a, n }: ApplyParams) => {
      const k = keys[p] as number;
      if (k === 0) return;
      if (p > 0 && keys[p - 1] === k) return;
      let acc = a[k - 1] as number;
      for (let q = p; q < n; q++) {
        if (keys[q] !== k) break;
        acc += vals[order[q] as number] as number;
      }
      a[k - 1] = acc;
    },
  }));
}

const MAX_SLOTS = 2 ** 31 - 1;

/** The logs of one array: `slots` zeroed keys and values on `queue`'s device. */
function logsFor(
  a: LoggedArray,
  slots: number,
  queue: Queue<Device>,
): { keys: NDArray<'i32'>; vals: NDArray<'f32' | 'f64'> } {
  const keys = zeros([slots], dt.i32, { queue });
  return {
    keys,
    vals: a.type === 'f64' ? zeros([slots], dt.f64, { queue }) : zeros([slots], dt.f32, { queue }),
  };
}

/** The array argument a logged array stands for (launch() checked the arguments already). */
function target(args: Readonly<Record<string, unknown>>, a: LoggedArray): NDArray<'f32' | 'f64'> {
  const x = args[a.sourceName];
  if (x === undefined || x === null || typeof x !== 'object') {
    throw new InternalError(`ordered atomics: no argument for '${a.sourceName}'`);
  }
  return x as NDArray<'f32' | 'f64'>;
}

/** The logged launch, then each array's sort and apply on the same queue (see the file comment). */
const launchOrdered: OrderedLauncher = async (variant, queue, ends, range, args, opts) => {
  const { kernel, form } = variant;
  const items = ends.reduce((p, n) => p * n, 1);
  // a loop bound is an integer scalar the launch checked already
  const scalar = (name: string): number => Number(args[name]);
  const logArgs: Record<string, unknown> = { ...args };
  const logs = form.arrays.map((a) => {
    const layout = slotLayout(a, scalar);
    // at least one slot: a site whose loops run 0 times still has its parameters
    const slots = Math.max(1, items * layout.slots);
    if (slots > MAX_SLOTS) {
      throw new LaunchArgumentError(
        'LAUNCH_NOT_DETERMINISTIC',
        `kernel '${kernel.name}': deterministic mode on a GPU logs ${items} items × ${layout.slots} additions to '${a.sourceName}' = ${slots} slots, past ${MAX_SLOTS}; split the launch`,
      );
    }
    for (const [name, v] of layout.values) logArgs[name] = v;
    const log = { a, slots, ...logsFor(a, slots, queue) };
    logArgs[a.keys] = log.keys;
    logArgs[a.vals] = log.vals;
    return log;
  });
  form.extents.forEach((name, d) => {
    logArgs[name] = ends[d + 1] ?? 1;
  });
  const { device: _, queue: __, ...rest } = opts ?? {};
  const logged = kernel.launch(range, logArgs, { ...rest, queue });
  // queued behind the logged launch; if it fails, they fail without running (failed arrays) and
  // each array added to fails with its error, as the atomics' launch would have failed it
  const applied = logs.map((l) => {
    const a = target(args, l.a);
    // keys are index + 1 of `a`: at most its length, so arrays under 2^16 elements sort in 2 passes
    const { sorted, order } = sortKeysWithOrder(bitView(l.keys, 'u32'), a.length);
    const done = applyKernel(l.a.type).launch(
      l.slots,
      { keys: sorted, order, vals: l.vals, a, n: l.slots },
      { queue },
    );
    return done.finally(() => {
      for (const x of [sorted, order, l.keys, l.vals]) if (!x.disposed) x.dispose();
    });
  });
  try {
    await logged;
  } catch (e) {
    await Promise.allSettled(applied);
    throw e;
  }
  const events = await Promise.all(applied);
  return events[events.length - 1] ?? (await logged);
};

provideOrderedLauncher(launchOrdered);
