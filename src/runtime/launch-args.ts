/**
 * Checks a launch's range and arguments against the kernel's schema and works out where it runs
 * (compute follows data). Everything here throws before anything is submitted.
 */
import type { BoundArg } from '../backends/backend.js';
import { ExecutionPlacementError, InternalError, LaunchArgumentError } from '../errors/errors.js';
import { checkOptionKeys } from '../errors/options.js';
import type { IRParam } from '../ir/nodes.js';
import { normalize } from '../ir/semantics.js';
import type { Allocation } from '../memory/space.js';
import type { DType } from '../types/dtype.js';
import { scalarRange } from '../types/dtype.js';
import type { ArrayParam, ScalarValue, Schema } from '../types/schema.js';
import type { Device } from './device.js';
import type { EventLike } from './event.js';
import { NDArray } from './ndarray.js';
import type { Queue } from './queue.js';
import { type DeviceSelector, selectDevice } from './select.js';

/** What `launch` takes: NDArrays for array params (of the right dtype), numbers/booleans for scalars. */
export type LaunchArgs<S extends Schema> = {
  readonly [K in keyof S]: S[K] extends ArrayParam<infer N>
    ? NDArray<N>
    : S[K] extends DType<infer N>
      ? ScalarValue<N>
      : never;
};

export interface LaunchOptions {
  /** Run on this device instead of where the arrays live (data moves lazily). */
  readonly device?: DeviceSelector;
  /** Run on this queue (implies its device). */
  readonly queue?: Queue<Device>;
  /** Start only after these events (from any queue, or the promises launches return) have finished. */
  readonly waitFor?: readonly EventLike[];
  /**
   * Stop the launch when it runs longer than this many milliseconds: it rejects with
   * KernelTimeoutError and its outputs are partially written (docs/timeouts.md). Default: the
   * `launchTimeoutMs` setting; 0 = none.
   */
  readonly timeoutMs?: number;
  /**
   * Where the lines of the kernel's console.log go after the launch, one call per line (default
   * console.log); see docs/kernel-language.md, "Printing".
   */
  readonly print?: (line: string) => void;
  /**
   * Runs the indices offset … offset + range - 1 instead of 0 … range - 1: a number for 1-D, one
   * non-negative integer per dimension otherwise (runtime/offset.ts).
   */
  readonly offset?: number | readonly number[];
}

const LAUNCH_OPTIONS: readonly (keyof LaunchOptions)[] = [
  'device',
  'queue',
  'waitFor',
  'timeoutMs',
  'print',
  'offset',
];

const KNOWN_OPTIONS: ReadonlySet<string> = new Set<string>(LAUNCH_OPTIONS);

/** A plain object whose own keys are all launch options (checkOptionKeys would accept it). */
export function onlyKnownKeys(opts: unknown): boolean {
  if (typeof opts !== 'object' || opts === null || Array.isArray(opts)) return false;
  for (const key in opts) if (Object.hasOwn(opts, key) && !KNOWN_OPTIONS.has(key)) return false;
  // checkOptionKeys lists Object.keys: enumerable own string keys, which for-in visits too
  return true;
}

/**
 * Refuses launch options that are not an object or that name an option launch() does not take: a
 * misspelt `waitfor` or `timeoutms` would otherwise be ignored, and the launch would run unordered
 * (a race) or without its timeout.
 */
export function checkLaunchOptions(kernel: string, opts: unknown): void {
  // no options (most launches): nothing to check, and no message text made for nothing
  if (opts === undefined) return;
  // known keys only (a launch loop's `{ offset: 1 }`): no message parts made per launch
  if (!onlyKnownKeys(opts))
    checkOptionKeys(opts, {
      api: `kernel '${kernel}' launch()`,
      known: LAUNCH_OPTIONS,
      example: '{ waitFor: [event] }',
      error: (m) => new LaunchArgumentError('LAUNCH_BAD_OPTIONS', m),
    });
  const print = (opts as { print?: unknown } | undefined)?.print;
  if (print !== undefined && typeof print !== 'function') {
    throw new LaunchArgumentError(
      'LAUNCH_BAD_OPTIONS',
      `kernel '${kernel}': launch option 'print' must be a function (line: string) => void`,
    );
  }
}

export function checkRange(kernel: string, rank: number, range: unknown): number[] {
  const r = typeof range === 'number' ? [range] : Array.isArray(range) ? [...(range as unknown[])] : null;
  const expected = rank === 1 ? 'n or [n]' : rank === 2 ? '[h, w]' : '[d, h, w]';
  if (!r || r.length !== rank) {
    throw new LaunchArgumentError(
      'LAUNCH_BAD_RANGE',
      `kernel '${kernel}' has a ${rank}-D index, so its range must be ${expected}; got ${JSON.stringify(range)}`,
    );
  }
  for (const n of r) {
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 2 ** 31 - 1) {
      throw new LaunchArgumentError(
        'LAUNCH_BAD_RANGE',
        `kernel '${kernel}': range extents must be integers in 0..2^31-1; got ${JSON.stringify(range)}`,
      );
    }
  }
  return r as number[];
}

function describeValue(v: unknown): string {
  if (v instanceof NDArray) return `an NDArray (${v.describe()})`;
  if (ArrayBuffer.isView(v)) return `a ${v.constructor.name} (wrap it with tt.array(...))`;
  if (typeof v === 'number' || typeof v === 'boolean') return `${typeof v} ${String(v)}`;
  return v === null ? 'null' : typeof v;
}

export interface CheckedArgs {
  readonly arrays: { readonly param: IRParam; readonly array: NDArray }[];
  /** Scalars converted to their dtype's value; arrays filled in at run time. */
  readonly scalars: ReadonlyMap<string, number | boolean | bigint>;
}

/** An argument in an error message (made only then: a string per argument per launch was garbage). */
const argWhat = (kernel: string, p: IRParam): string => `kernel '${kernel}', argument '${p.sourceName}'`;

/** The argument names a launch takes, per parameter list (made once, not at every launch). */
const knownOf = new WeakMap<readonly IRParam[], ReadonlySet<string>>();
/** The last list asked for and its names (a launch loop asks for the same: no WeakMap lookup). */
let lastKnown: { readonly params: readonly IRParam[]; readonly known: ReadonlySet<string> } | undefined;
function knownNames(params: readonly IRParam[]): ReadonlySet<string> {
  if (lastKnown?.params === params) return lastKnown.known;
  let known = knownOf.get(params);
  if (!known) {
    known = new Set(params.filter((p) => !p.shapeOf).map((p) => p.sourceName));
    knownOf.set(params, known);
  }
  lastKnown = { params, known };
  return known;
}

/** CheckedArgs as checkArgs makes them, per launch: its scalars may still be added to (offsets). */
export type FreshArgs = CheckedArgs & { readonly scalars: Map<string, number | boolean | bigint> };

export function checkArgs(kernel: string, params: readonly IRParam[], args: unknown): FreshArgs {
  if (typeof args !== 'object' || args === null) {
    throw new LaunchArgumentError(
      'LAUNCH_BAD_ARGS',
      `kernel '${kernel}': launch arguments must be an object { name: value }`,
    );
  }
  const given = args as Record<string, unknown>;
  const known = knownNames(params);
  for (const k in given) {
    if (!Object.hasOwn(given, k)) continue;
    if (!known.has(k)) {
      throw new LaunchArgumentError(
        'LAUNCH_UNKNOWN_ARG',
        `kernel '${kernel}': unknown argument '${k}'; the kernel takes ${[...known].join(', ') || 'no arguments'}`,
      );
    }
  }
  const arrays: { param: IRParam; array: NDArray }[] = [];
  const scalars = new Map<string, number | boolean | bigint>();
  for (const p of params) {
    if (p.shapeOf) {
      scalars.set(p.name, shapeExtent(kernel, p.shapeOf, arrays));
      continue;
    }
    const v = given[p.sourceName];
    const elem = p.storage ?? p.type;
    if (v === undefined) {
      throw new LaunchArgumentError(
        'LAUNCH_MISSING_ARG',
        `${argWhat(kernel, p)} is missing (expected ${p.isArray ? `an NDArray of ${elem}` : p.type})`,
      );
    }
    if (p.isArray) {
      if (!(v instanceof NDArray)) {
        throw new LaunchArgumentError(
          'LAUNCH_BAD_ARG_TYPE',
          `${argWhat(kernel, p)} must be an NDArray of ${elem}, got ${describeValue(v)}`,
        );
      }
      if (v.dtype !== elem) {
        throw new LaunchArgumentError(
          'LAUNCH_BAD_ARG_TYPE',
          `${argWhat(kernel, p)} must hold ${elem}, but the array holds ${v.dtype}; convert it with a.astype(tt.${elem})`,
        );
      }
      if (v.disposed) v.checkAlive(argWhat(kernel, p));
      const rank = (p.rank ?? 1) - 1;
      if (p.elementWords !== undefined && (v.shape.length !== p.rank || v.shape[rank] !== p.elementWords)) {
        throw new LaunchArgumentError(
          'LAUNCH_BAD_ARG_RANK',
          `${argWhat(kernel, p)} is declared a ${rank}-D array of elements of ${p.elementWords} ${elem} words, so its shape must be [${['d0', 'd1', 'd2'].slice(0, rank).join(', ')}, ${p.elementWords}] (as tt.zeros([${['d0', 'd1', 'd2'].slice(0, rank).join(', ')}], element) makes); got shape ${JSON.stringify(v.shape)}`,
        );
      }
      if (p.rank !== undefined && v.shape.length !== p.rank) {
        throw new LaunchArgumentError(
          'LAUNCH_BAD_ARG_RANK',
          `${argWhat(kernel, p)} is declared tt.arrayOf(tt.${elem}, ${p.rank}), so it must be a ${p.rank}-D array; got shape ${JSON.stringify(v.shape)} (reshape it with tt.array(data, { shape }) or declare the rank it has)`,
        );
      }
      arrays.push({ param: p, array: v });
      continue;
    }
    if (p.type === 'bool') {
      if (typeof v !== 'boolean')
        throw new LaunchArgumentError(
          'LAUNCH_BAD_ARG_TYPE',
          `${argWhat(kernel, p)} must be a boolean, got ${describeValue(v)}`,
        );
      scalars.set(p.name, v);
      continue;
    }
    if (p.type === 'i64' || p.type === 'u64') {
      scalars.set(p.name, bigScalar(argWhat(kernel, p), p.type, v));
      continue;
    }
    if (typeof v !== 'number') {
      throw new LaunchArgumentError(
        'LAUNCH_BAD_ARG_TYPE',
        `${argWhat(kernel, p)} must be a number (${p.type}), got ${describeValue(v)}`,
      );
    }
    const range = scalarRange(p.type);
    if (range && (!Number.isInteger(v) || v < range[0] || v > range[1])) {
      throw new LaunchArgumentError(
        'LAUNCH_SCALAR_OUT_OF_RANGE',
        `${argWhat(kernel, p)} = ${v} is not an integer in the ${p.type} range ${range[0]}..${range[1]}`,
      );
    }
    scalars.set(p.name, normalize(p.type, v));
  }
  return { arrays, scalars };
}

/** The extent of a shaped array argument in one dimension (a hidden parameter's value). */
function shapeExtent(
  kernel: string,
  of: NonNullable<IRParam['shapeOf']>,
  arrays: readonly { readonly param: IRParam; readonly array: NDArray }[],
): number {
  const a = arrays.find((x) => x.param.name === of.array);
  const extent = a?.array.shape[of.dim];
  if (extent === undefined)
    throw new InternalError(`kernel '${kernel}': no shape for ${of.array}[${of.dim}]`);
  if (extent > 2 ** 31 - 1) {
    throw new LaunchArgumentError(
      'LAUNCH_BAD_ARG_RANK',
      `kernel '${kernel}', argument '${a?.param.sourceName ?? of.array}': extent ${extent} in dimension ${of.dim} exceeds 2^31-1`,
    );
  }
  return extent;
}

/**
 * The aliasing rule, the same on every device (issue 18.14): one array may be passed for several
 * array parameters only when the kernel writes none of them. Work items run in parallel, so a
 * kernel that writes an array while reading it through another name would see other items'
 * writes in a device-dependent order.
 */
export function refuseAliasing(
  kernel: string,
  arrays: readonly { readonly param: IRParam; readonly array: NDArray }[],
  writes: (param: IRParam) => boolean,
): void {
  for (let x = 0; x < arrays.length; x++) {
    for (let y = x + 1; y < arrays.length; y++) {
      const a = arrays[x];
      const b = arrays[y];
      if (!a || !b || !a.array.overlaps(b.array) || !(writes(a.param) || writes(b.param))) continue;
      throw new LaunchArgumentError(
        'LAUNCH_ALIASED_ARRAYS',
        `kernel '${kernel}': arguments '${a.param.sourceName}' and '${b.param.sourceName}' are the same array (or views of overlapping memory: subarray()), and the kernel writes ${writes(a.param) ? `'${a.param.sourceName}'` : `'${b.param.sourceName}'`}; pass a copy for the one it reads (tt.array(await x.read()))`,
      );
    }
  }
}

/** Where a launch runs: the arrays' common device and queue, or the options' override. */
export function placeLaunch(
  kernel: string,
  arrays: CheckedArgs['arrays'],
  opts: LaunchOptions | undefined,
  fallback: () => Device,
): { device: Device; queue: Queue<Device> } {
  if (opts?.queue) return { device: opts.queue.device, queue: opts.queue };
  if (opts?.device !== undefined) {
    const device = selectDevice(opts.device);
    return { device, queue: device.defaultQueue };
  }
  const first = arrays[0];
  if (!first) {
    const device = fallback();
    return { device, queue: device.defaultQueue };
  }
  const mismatch = arrays.some((a) => a.array.queue !== first.array.queue);
  if (mismatch) {
    const lines = arrays.map(
      (a) => `  ${a.param.sourceName}: ${a.array.device.id} ${a.array.queue.toString()}`,
    );
    throw new ExecutionPlacementError(
      'LAUNCH_MIXED_PLACEMENT',
      `kernel '${kernel}': its arrays live on different devices or queues, so tutti cannot tell where to run it (compute follows data):\n${lines.join('\n')}\n` +
        'move them with a.to(device), or pass { device } or { queue } to launch() to run there and move data as needed',
    );
  }
  return { device: first.array.device, queue: first.array.queue };
}

/** A tt.i64 / tt.u64 scalar: a bigint in the type's range (JS has no implicit number -> BigInt). */
function bigScalar(what: string, type: 'i64' | 'u64', v: unknown): bigint {
  if (typeof v !== 'bigint') {
    throw new LaunchArgumentError(
      'LAUNCH_BAD_ARG_TYPE',
      `${what} must be a bigint (${type}), got ${describeValue(v)}${typeof v === 'number' ? `; pass BigInt(${v})` : ''}`,
    );
  }
  if (type === 'i64' ? BigInt.asIntN(64, v) !== v : BigInt.asUintN(64, v) !== v) {
    throw new LaunchArgumentError(
      'LAUNCH_SCALAR_OUT_OF_RANGE',
      `${what} = ${v}n is outside the ${type} range ${type === 'i64' ? '-2^63..2^63-1' : '0..2^64-1'}`,
    );
  }
  return v;
}

/**
 * The backend's arguments in the order of `params`: each scalar's value, each array's allocation
 * (`acquired[k]`: where `checked.arrays[k]` was acquired). The arrays are in the order of the
 * array parameters (checkArgs), so each is found at the next position, without a name lookup.
 */
export function bindArgs(
  params: readonly IRParam[],
  checked: CheckedArgs,
  acquired: readonly { readonly alloc: Allocation }[],
): BoundArg[] {
  const out: BoundArg[] = new Array(params.length);
  const { arrays } = checked;
  let next = 0;
  for (let i = 0; i < params.length; i++) {
    const p = params[i] as IRParam;
    if (!p.isArray) {
      out[i] = { kind: 'scalar', value: checked.scalars.get(p.name) ?? 0 };
      continue;
    }
    let k = arrays[next]?.param.name === p.name ? next : arrays.findIndex((a) => a.param.name === p.name);
    const a = arrays[k];
    const got = acquired[k];
    if (!a || !got) throw new InternalError(`no allocation for ${p.name}`);
    out[i] = { kind: 'array', alloc: got.alloc, length: a.array.length };
    next = ++k;
  }
  return out;
}
