/**
 * Runs an elementwise operation: checks the operands (NDArrays or JS numbers/booleans), promotes
 * their types (promote.ts), broadcasts their shapes (broadcast.ts), and launches the generated
 * kernel (elementwise-kernel.ts) on the arrays' common queue — compute follows data. The result is
 * returned at once; it is ready after the launch, ordered like any launch on that queue.
 */
import { ArrayOpError, ExecutionPlacementError, InternalError } from '../errors/errors.js';
import { emptyOnQueue } from '../runtime/create.js';
import type { Device } from '../runtime/device.js';
import type { LaunchArgs } from '../runtime/launch-args.js';
import { NDArray } from '../runtime/ndarray.js';
import { currentOpCall, withOpCall } from '../runtime/op-call.js';
import type { Queue } from '../runtime/queue.js';
import { userCall } from '../runtime/user-call.js';
import { DTYPES } from '../types/dtype.js';
import type { Schema } from '../types/schema.js';
import { broadcastShapes, broadcastStrides, contiguousStrides, sameShape, sizeOf } from './broadcast.js';
import { computeOf, markBool, npDTypeOf, storageOf } from './dtypes.js';
import { elementwiseKernel, type OperandSpec, stridedRange } from './elementwise-kernel.js';
import {
  checkTraceActive,
  type ScalarArg,
  type Trace,
  type TraceNode,
  Tracer,
  tracerIn,
} from './jit-trace.js';
import { isStrided, layoutOf, stridesAlong } from './layout.js';
import { type NpDType, refuseMissingType, resultType } from './promote.js';
import type { Ufunc } from './ufuncs.js';

export type Operand = NDArray | number | boolean;

function checkOperand(op: string, v: unknown, k: number): Operand {
  if (v instanceof NDArray) {
    if (v instanceof Tracer) checkTraceActive(v.trace);
    else v.checkAlive(op);
    return v;
  }
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  throw new ArrayOpError(
    'OP_BAD_ARGUMENT',
    op,
    `operand ${k + 1} is ${v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v}; pass an NDArray or a number (np.asarray(data) makes an NDArray)`,
  );
}

/** The arrays' common queue, or LAUNCH_MIXED_PLACEMENT naming each array's placement. */
export function commonQueue(op: string, arrays: readonly NDArray[]): Queue<Device> {
  const first = arrays[0];
  if (!first) {
    throw new ArrayOpError(
      'OP_BAD_ARGUMENT',
      op,
      'needs at least one NDArray operand to know where to run; make one with np.asarray(value, { device })',
    );
  }
  if (arrays.some((a) => a.queue !== first.queue)) {
    // named as the user's call (np.stack, not the np.concatenate it runs: user-call.ts)
    const who = currentOpCall()?.label ?? op;
    const lines = arrays.map((a, k) => `  operand ${k + 1}: ${a.describe()} ${a.queue.toString()}`);
    throw new ExecutionPlacementError(
      'LAUNCH_MIXED_PLACEMENT',
      `${who}: its arrays live on different devices or queues, so tutti cannot tell where to run it (compute follows data):\n${lines.join('\n')}\nmove them with a.to(device) first`,
    );
  }
  return first.queue;
}

export interface ApplyOptions {
  /** Output shape when operands are read flat (reshape): every array has the output's size. */
  readonly flatShape?: readonly number[];
  /** The shape iterated (default: the operands' broadcast shape). */
  readonly shape?: readonly number[];
  /** Each array operand's strides along the iterated shape (default: broadcast strides). */
  readonly strides?: readonly (readonly number[])[];
  /** Each array operand's first element read (with `strides`: a slice of a larger array). */
  readonly offsets?: readonly number[];
  /** Write into a slot of `out` (its dtype the result's) at `offset` with `strides`, not a new array. */
  readonly into?: { readonly out: NDArray; readonly offset: number; readonly strides: readonly number[] };
  /** Record the operation in this jit trace even without a Tracer operand (np.set's value, concatenate's captured inputs). */
  readonly trace?: Trace;
}

/** The scalar's value as the kernel parameter of `type` (where's condition: 0/1 by NumPy truthiness). */
export function scalarValue(
  v: number | boolean,
  type: OperandSpec & { kind: 'scalar' },
  promoted: boolean,
): number | boolean {
  if (!promoted) return v !== 0 && v !== false ? 1 : 0;
  if (type.type === 'bool') return typeof v === 'boolean' ? v : v !== 0;
  return DTYPES[type.type](typeof v === 'boolean' ? Number(v) : v) as number;
}

/** The spec of operand k as the kernel sees it (scalars: the type they are passed in). */
function specOf(u: Ufunc, operand: NpDType, v: Operand, k: number): OperandSpec {
  if (v instanceof NDArray) return { kind: 'array', storage: v.dtype };
  return { kind: 'scalar', type: k >= u.promoteFrom ? computeOf(operand) : 'i32' };
}

/** Records the operation in a jit trace instead of launching it; returns its Tracer. */
function traceApply(
  op: string,
  trace: Trace,
  u: Ufunc,
  operands: readonly Operand[],
  t: { operand: NpDType; result: NpDType; shape: readonly number[]; opts: ApplyOptions },
): NDArray {
  if (Object.keys(t.opts).some((k) => k !== 'trace'))
    throw new ArrayOpError(
      'JIT_UNSUPPORTED',
      'tt.jit',
      `${op} cannot be traced (only elementwise functions and reductions)`,
    );
  const args = operands.map((v, k): TraceNode | ScalarArg => {
    if (v instanceof NDArray) return trace.nodeOf(v, npDTypeOf(v));
    const spec = specOf(u, t.operand, v, k);
    const type = spec.kind === 'scalar' ? spec.type : 'i32';
    return { kind: 'scalar', value: scalarValue(v, { kind: 'scalar', type }, k >= u.promoteFrom), type };
  });
  const node = trace.add((id) => ({
    kind: 'ew' as const,
    id,
    ufunc: u,
    operand: t.operand,
    dtype: t.result,
    shape: [...t.shape],
    args,
  }));
  return trace.tracer(node);
}

/**
 * Applies `u` to `given` operands; returns the result array (bool results are u8, marked). Its
 * launches are the user's call `op` of `given` (unless part of an outer one: runtime/user-call.ts).
 */
export function apply(op: string, u: Ufunc, given: readonly unknown[], opts: ApplyOptions = {}): NDArray {
  return withOpCall(userCall(op, given), () => applyNow(op, u, given, opts));
}

function applyNow(op: string, u: Ufunc, given: readonly unknown[], opts: ApplyOptions): NDArray {
  const operands = given.map((v, k) => checkOperand(op, v, k));
  const arrays = operands.filter((v): v is NDArray => v instanceof NDArray);
  const queue =
    opts.trace && arrays.length === 0
      ? opts.trace.queue
      : commonQueue(op, opts.into ? [opts.into.out, ...arrays] : arrays);
  const promoted = operands.slice(u.promoteFrom);
  const pArrays = promoted.filter((v): v is NDArray => v instanceof NDArray).map(npDTypeOf);
  const pScalars = promoted.filter((v): v is number | boolean => !(v instanceof NDArray));
  const operand = u.operand(resultType(op, pArrays, pScalars));
  const refused = u.refuses?.(operand);
  if (refused) throw new ArrayOpError('OP_BAD_DTYPE', op, refused);
  const result = u.result(operand);
  for (const a of arrays) refuseMissingType(op, npDTypeOf(a), queue.device, `operand ${a.describe()}`);
  refuseMissingType(
    op,
    operand,
    queue.device,
    `the type it computes in (promoted from ${[...pArrays, ...pScalars.map((s) => typeof s)].join(', ')})`,
  );
  refuseMissingType(op, result, queue.device, 'its result');
  const shape =
    opts.flatShape ??
    opts.shape ??
    broadcastShapes(
      op,
      arrays.map((a) => a.shape),
    );
  const trace = tracerIn(operands) ?? opts.trace;
  if (trace) return traceApply(op, trace, u, operands, { operand, result, shape, opts });
  if (opts.into && isStrided(opts.into.out)) throw new InternalError(`${op}: into a strided view`);
  const out = opts.into?.out ?? emptyOnQueue(shape, storageOf(result), queue);
  if (result === 'bool') markBool(out);
  const n = sizeOf(shape);
  if (n === 0) return out;
  // Strided views (slices, transpose, broadcast_to) are read through their root at their layout.
  const views = arrays.filter(isStrided);
  const flat =
    views.length === 0 &&
    (opts.flatShape !== undefined ||
      (!opts.into && !opts.strides && arrays.every((a) => sameShape(a.shape, shape))));
  let iter = opts.flatShape !== undefined && views[0] ? views[0].shape : shape;
  if (opts.flatShape !== undefined && views[0] && arrays.some((a) => !sameShape(a.shape, iter)))
    throw new InternalError(`${op}: a flat read of arrays of several shapes`);
  if (!flat && iter.length === 0) iter = [1];
  const specs = operands.map((v, k) => specOf(u, operand, v, k));
  const rank = flat ? 0 : iter.length;
  const scatter = opts.into !== undefined;
  const offsets = (opts.offsets !== undefined || views.length > 0) && rank > 0;
  const kernel = elementwiseKernel({ ufunc: u, operand, result, operands: specs, rank, scatter, offsets });
  const args: Record<string, unknown> = { out };
  operands.forEach((v, k) => {
    const spec = specs[k];
    if (v instanceof NDArray) args[`x${k}`] = isStrided(v) ? layoutOf(v).root : v;
    else args[`x${k}`] = spec?.kind !== 'scalar' ? v : scalarValue(v, spec, k >= u.promoteFrom);
  });
  const os = contiguousStrides(iter);
  for (let d = 0; d < rank; d++) {
    args[`os${d}`] = os[d];
    args[`sh${d}`] = iter[d];
  }
  let arrayIndex = 0;
  operands.forEach((v, k) => {
    if (!(v instanceof NDArray) || rank === 0) return;
    const given = opts.strides?.[arrayIndex];
    const givenOffset = opts.offsets?.[arrayIndex++];
    const view = isStrided(v) ? layoutOf(v) : undefined;
    if (view && (given || givenOffset !== undefined))
      throw new InternalError(`${op}: strides given for a view`);
    if (offsets) args[`so${k}`] = view?.offset ?? givenOffset ?? 0;
    const strides = given ?? (view ? stridesAlong(v, view.strides, iter) : broadcastStrides(v.shape, iter));
    strides.forEach((st, d) => {
      args[`st${k}_${d}`] = st;
    });
  });
  if (opts.into) {
    args.oo = opts.into.offset;
    opts.into.strides.forEach((st, d) => {
      args[`ost${d}`] = st;
    });
  }
  // Observed here: a failure is the launch's own (the arrays' next uses still run after it).
  kernel.launch(stridedRange(rank, iter, n), args as LaunchArgs<Schema>).catch(() => {});
  return out;
}
