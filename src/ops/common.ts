/**
 * What every array operation shares: input checks that throw ArrayOpError before anything runs,
 * the dtype objects for schemas, per-device block sizes, and a cache of the ops' kernels (one
 * definition per operation, dtype and combiner, compiled per device on first use).
 */
import { ArrayOpError } from '../errors/errors.js';
import { checkOptionKeys } from '../errors/options.js';
import { empty, emptyOnQueue } from '../runtime/create.js';
import { kernel } from '../runtime/define-kernel.js';
import type { Device } from '../runtime/device.js';
import type { Kernel, KernelOptions } from '../runtime/kernel.js';
import { NDArray } from '../runtime/ndarray.js';
import { arraysTask } from '../runtime/queue-task.js';
import { type ArrayDTypeName, DTYPES, type DType } from '../types/dtype.js';
import type { Schema } from '../types/schema.js';

/**
 * Elements one work item reduces or scans per pass. The software WebGPU adapter stops a work item
 * after 65 535 loop iterations; every per-item loop of the ops is bounded by this block size, far
 * below that on GPUs.
 */
export function blockSize(device: Device): number {
  return device.kind === 'gpu' ? 256 : 1024;
}

export function dtypeOf(name: ArrayDTypeName): DType<ArrayDTypeName> {
  return DTYPES[name] as DType<ArrayDTypeName>;
}

/** Checks that `x` is a live NDArray of one of `dtypes`. */
export function checkArray(op: string, x: unknown, dtypes?: readonly ArrayDTypeName[]): NDArray {
  if (!(x instanceof NDArray)) {
    throw new ArrayOpError(
      'OP_BAD_ARGUMENT',
      op,
      `expected an NDArray, got ${x === null ? 'null' : typeof x}; create one with tt.array(data)`,
    );
  }
  x.checkAlive(op);
  if (dtypes && !dtypes.includes(x.dtype)) {
    throw new ArrayOpError(
      'OP_BAD_DTYPE',
      op,
      `arrays of ${x.dtype} are not supported (${x.describe()}); use ${dtypes.join(', ')} (convert with a kernel or tt.array(data, { dtype }))`,
    );
  }
  return x;
}

/**
 * Checks an options argument before anything runs: undefined, or a plain object whose keys are all
 * in `known` (a boolean where `booleans` names it). A number (`tt.sum(x, 1)`, TensorFlow.js's
 * positional axis) or a misspelt key (`{ axes: 1 }`) would otherwise be ignored and the operation
 * would silently compute over the whole array.
 */
export function checkOptions(
  op: string,
  opts: unknown,
  known: readonly string[],
  booleans: readonly string[] = [],
): void {
  const example = `{ ${known.map((k) => `${k}: ${booleans.includes(k) ? 'true' : '1'}`).join(', ')} }`;
  if (typeof opts === 'number') {
    throw new ArrayOpError(
      'OP_BAD_ARGUMENT',
      op,
      `options must be an object like ${example}, got number ${opts} (for an axis write ${op}(x, { axis: ${opts} }))`,
    );
  }
  checkOptionKeys(opts, {
    api: op,
    known,
    example,
    error: (_message, detail) => new ArrayOpError('OP_BAD_ARGUMENT', op, detail),
  });
  for (const [key, value] of Object.entries(opts ?? {})) {
    if (booleans.includes(key) && value !== undefined && typeof value !== 'boolean') {
      throw new ArrayOpError(
        'OP_BAD_ARGUMENT',
        op,
        `option '${key}' must be true or false, got ${String(value)}`,
      );
    }
  }
}

/** Normalises an axis (negative counts from the end) or throws OP_AXIS_OUT_OF_RANGE. */
export function checkAxis(op: string, x: NDArray, axis: unknown): number {
  const rank = x.shape.length;
  if (typeof axis !== 'number' || !Number.isInteger(axis) || axis < -rank || axis >= rank) {
    throw new ArrayOpError(
      'OP_AXIS_OUT_OF_RANGE',
      op,
      `axis ${String(axis)} is out of range for an array of shape [${x.shape.join(', ')}]; use an integer in [${-rank}, ${rank - 1}]`,
    );
  }
  return axis < 0 ? axis + rank : axis;
}

const kernels = new Map<string, Kernel>();

/**
 * One kernel per key (operation, dtype, combiner source …). Definitions run the frontend and the
 * passes once; backends compile each lazily per device and cache the result.
 */
export function cachedKernel<S extends Schema>(
  key: string,
  make: () => { schema: S; fn: (...args: never[]) => void; opts?: KernelOptions },
): Kernel<S> {
  const hit = kernels.get(key);
  // The key names the schema: the kernel stored under it was made by this same `make`.
  if (hit) return hit as unknown as Kernel<S>;
  const { schema, fn, opts } = make();
  const k = kernel(schema, fn as never, opts);
  kernels.set(key, k as unknown as Kernel); // stored untyped; read back under the same key, above
  return k;
}

/** Every kernel the operations have defined so far in this process (tests compile them for cuda). */
export function definedOpsKernels(): readonly Kernel[] {
  return [...kernels.values()];
}

/** A new (uninitialised) array on `x`'s device and queue: compute follows data. */
export function like<N extends ArrayDTypeName>(x: NDArray, dtype: N, shape: readonly number[]): NDArray<N> {
  // 0-d results (tt.np's full reductions) are made as tt.np makes them; tt.empty refuses shape []
  if (shape.length === 0) return emptyOnQueue([], dtype, x.queue);
  return empty(shape, dtypeOf(dtype) as DType<N>, { queue: x.queue });
}

export function ceilDiv(a: number, b: number): number {
  return Math.floor((a + b - 1) / b);
}

/** The values each integer dtype holds: `init` of reduce/scan must be one of them. */
const INT_RANGE: Readonly<Partial<Record<ArrayDTypeName, readonly [number, number]>>> = {
  i8: [-128, 127],
  u8: [0, 255],
  u8c: [0, 255],
  i16: [-32768, 32767],
  u16: [0, 65535],
  i32: [-(2 ** 31), 2 ** 31 - 1],
  u32: [0, 2 ** 32 - 1],
};

/**
 * The `init` of tt.reduce / tt.scan: a number, and on integer arrays an integer the dtype holds
 * (an integer running max cannot start from -Infinity; converting it as a store would silently
 * start from 0).
 */
export function checkInit(op: string, init: unknown, dtype: ArrayDTypeName): number {
  if (typeof init !== 'number') {
    throw new ArrayOpError('OP_BAD_ARGUMENT', op, `init must be a number, got ${typeof init}`);
  }
  const range = INT_RANGE[dtype];
  if (range && !(Number.isInteger(init) && init >= range[0] && init <= range[1])) {
    throw new ArrayOpError(
      'OP_BAD_ARGUMENT',
      op,
      `init ${init} is not a value of ${dtype} (an integer in ${range[0]}..${range[1]}); start a max from ${range[0]} and a min from ${range[1]}, or convert the array (x.astype(tt.f32))`,
    );
  }
  return init;
}

/** Refuses f64 arrays on a device without f64 before anything runs. */
export function refuseF64(op: string, x: NDArray): void {
  if (x.dtype === 'f64' && !x.device.caps.f64) {
    throw new ArrayOpError(
      'OP_BAD_DTYPE',
      op,
      `${x.describe()}: device ${x.device.id} has no f64; use f32 arrays there or move the array to a CPU device (x.to(tt.device('cpu')))`,
    );
  }
}

/**
 * Launches submitted by one operation. Temporaries are disposed once the launches that read them
 * have run; `done` settles when all have run and rejects with the first failure.
 */
export class Launches {
  private readonly all: Promise<unknown>[] = [];
  add(p: Promise<unknown>): void {
    // Observed here; a failure surfaces through done().
    p.catch(() => {});
    this.all.push(p);
  }
  /** Disposes `a` once every use of it submitted so far has run. */
  release(a: NDArray): void {
    void arraysTask({ reads: [a] }, [], () => a.dispose());
  }
  done(): Promise<void> {
    return Promise.all(this.all).then(() => {});
  }
}
