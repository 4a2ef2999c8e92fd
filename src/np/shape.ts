/**
 * Shape functions of tt.np that make new arrays: concatenate and stack write each input (a view
 * is read at its layout) into its slot of the result by the elementwise copy kernel. One launch
 * per input; nothing moves through the host. reshape, transpose, broadcast_to and slices are views
 * (views.ts, slicing.ts).
 */
import { ArrayOpError, InternalError } from '../errors/errors.js';
import { emptyOnQueue } from '../runtime/create.js';
import type { NDArray } from '../runtime/ndarray.js';
import { labelled } from '../runtime/user-call.js';
import { checkViewArg, normalizeAxis } from './args.js';
import { contiguousStrides, formatShape, sameShape } from './broadcast.js';
import { markBool, npDTypeOf, storageOf } from './dtypes.js';
import { apply, commonQueue } from './elementwise.js';
import { type Trace, type TraceNode, tracerIn } from './jit-trace.js';
import { traceWrite } from './jit-write.js';
import { checkNpOptions } from './options.js';
import { resultType } from './promote.js';
import { castUfunc } from './ufuncs.js';
import { reshape } from './views.js';

// transpose and broadcast_to are views now (views.ts); importers of this module keep finding them
export { broadcast_to, transpose } from './views.js';

/** The list argument of concatenate and stack: a non-empty list of NDArrays, and its first. */
function checkArrayList(op: string, arrays: unknown): { xs: NDArray[]; first: NDArray } {
  if (!Array.isArray(arrays) || arrays.length === 0)
    throw new ArrayOpError('OP_BAD_ARGUMENT', op, 'needs a non-empty list of NDArrays');
  const xs = arrays.map((x) => checkViewArg(op, x)); // Tracers too: concatenate traces
  return { xs, first: xs[0] as NDArray };
}

export interface AxisOption {
  readonly axis?: number;
}

/** The arrays joined along an existing axis (default 0); the result type is their promoted type. */
function concatenateNow(arrays: readonly NDArray[], opts?: AxisOption): NDArray {
  const op = 'np.concatenate';
  checkNpOptions(op, opts, ['axis']);
  const { xs, first } = checkArrayList(op, arrays);
  const rank = first.shape.length;
  if (rank === 0)
    throw new ArrayOpError('OP_BAD_ARGUMENT', op, 'cannot concatenate 0-d arrays; use np.stack');
  const axis = normalizeAxis(op, opts?.axis ?? 0, rank);
  for (const x of xs) {
    const ok = x.shape.length === rank && x.shape.every((d, k) => k === axis || d === first.shape[k]);
    if (!ok)
      throw new ArrayOpError(
        'OP_SHAPE_MISMATCH',
        op,
        `shapes ${formatShape(first.shape)} and ${formatShape(x.shape)} differ outside axis ${axis}`,
      );
  }
  const queue = commonQueue(op, xs);
  const dtype = resultType(op, xs.map(npDTypeOf), []);
  const shape = first.shape.map((d, k) => (k === axis ? xs.reduce((s, x) => s + (x.shape[k] ?? 0), 0) : d));
  const ost = contiguousStrides(shape);
  const trace = tracerIn(xs);
  if (trace) return traceJoin(op, trace, xs, axis, shape, false);
  const out = emptyOnQueue(shape, storageOf(dtype), queue);
  if (dtype === 'bool') markBool(out);
  let at = 0;
  for (const x of xs) {
    const offset = at * (ost[axis] ?? 0);
    apply(op, castUfunc(dtype), [x], { shape: x.shape, into: { out, offset, strides: ost } });
    at += x.shape[axis] ?? 0;
  }
  return out;
}
/** The arrays joined along an existing axis (default 0); the result type is their promoted type. */
export const concatenate = labelled('np.concatenate', concatenateNow);

/**
 * In a jit trace: a new array of `shape` and one write per input into its slot (jit-write.ts), each
 * input's chain fused into its write — one launch per input, as eager, and none for the chains.
 * Input k's slot starts at `at(k)` along `axis` of the result; `drop`: the input has no such axis
 * (stack), so its axes are the result's others.
 */
function traceJoin(
  op: string,
  trace: Trace,
  xs: readonly NDArray[],
  axis: number,
  shape: readonly number[],
  drop: boolean,
): NDArray {
  const dtype = resultType(op, xs.map(npDTypeOf), []);
  const ost = contiguousStrides(shape);
  const strides = drop ? ost.filter((_, d) => d !== axis) : ost;
  let node: TraceNode | undefined;
  let at = 0;
  for (const x of xs) {
    const value = apply(op, castUfunc(dtype), [x], { trace });
    node = traceWrite(trace, node, value, {
      region: x.shape,
      offset: at * (ost[axis] ?? 0),
      strides,
      dtype,
      shape,
    });
    at += drop ? 1 : (x.shape[axis] ?? 0);
  }
  if (!node) throw new InternalError(`${op}: no input`);
  return trace.tracer(node);
}

/** The arrays (all of one shape) joined along a new axis (default 0). */
function stackNow(arrays: readonly NDArray[], opts?: AxisOption): NDArray {
  const op = 'np.stack';
  checkNpOptions(op, opts, ['axis']);
  const { xs, first } = checkArrayList(op, arrays);
  for (const x of xs) {
    if (!sameShape(x.shape, first.shape))
      throw new ArrayOpError(
        'OP_SHAPE_MISMATCH',
        op,
        `all arrays need one shape; got ${formatShape(first.shape)} and ${formatShape(x.shape)}`,
      );
  }
  const axis = normalizeAxis(op, opts?.axis ?? 0, first.shape.length + 1);
  const trace = tracerIn(xs);
  if (trace) {
    commonQueue(op, xs);
    const shape = [...first.shape.slice(0, axis), xs.length, ...first.shape.slice(axis)];
    return traceJoin(op, trace, xs, axis, shape, true);
  }
  const expanded = [...first.shape.slice(0, axis), 1, ...first.shape.slice(axis)];
  const parts = xs.map((x) => reshape(x, expanded));
  const out = concatenate(parts, { axis });
  for (const p of parts) p.dispose();
  return out;
}
/** The arrays (all of one shape) joined along a new axis (default 0). */
export const stack = labelled('np.stack', stackNow);
