/**
 * Reductions of tt.np, returning NDArrays (0-d for full reductions; `await np.item(r)` for a
 * number): sum prod min max argmin argmax on tt.sum & co. (src/ops/, their blocked order and
 * accumulation types: 8/16-bit integers and bools sum in 32 bits), and mean var std built from them
 * and the elementwise functions. `axis` is one integer; `keepdims` keeps it with size 1.
 */
import { ArrayOpError } from '../errors/errors.js';
import { argmax as ttArgmax, argmin as ttArgmin } from '../ops/arg-reduce.js';
import { max as ttMax, min as ttMin, prod as ttProd, sum as ttSum } from '../ops/reduce.js';
import { accumulatedDType } from '../ops/widen.js';
import { opsObserved, reportOp } from '../runtime/launch-recorder.js';
import { NDArray } from '../runtime/ndarray.js';
import { normalizeAxis } from './args.js';
import { sameShape } from './broadcast.js';
import { npDTypeOf, storageOf } from './dtypes.js';
import { astype, divide, sqrt, square, subtract } from './elementwise-api.js';
import { checkTraceActive, type ReduceName, Tracer } from './jit-trace.js';
import { checkNpOptions } from './options.js';
import { floatOf, type NpDType, refuseMissingType } from './promote.js';
import { ravel, reshapeCopy } from './views.js';

export interface ReduceOptions {
  /** The axis to reduce (negative counts from the end); omitted: every axis, a 0-d result. */
  readonly axis?: number;
  /** Keep the reduced axis with size 1 (default false), so the result broadcasts against x. */
  readonly keepdims?: boolean;
}
export interface VarOptions extends ReduceOptions {
  /** Delta degrees of freedom: the divisor is n - ddof (default 0). */
  readonly ddof?: number;
}

type AxisReduction = (x: NDArray, opts: { axis: number }) => NDArray;

function arrayArg(op: string, x: unknown): NDArray {
  if (!(x instanceof NDArray))
    throw new ArrayOpError(
      'OP_BAD_ARGUMENT',
      op,
      `expected an NDArray, got ${x === null ? 'null' : typeof x}`,
    );
  x.checkAlive(op);
  return x;
}

/** The shape of the result: axis removed, or kept as 1; every axis when axis is undefined. */
function resultShape(shape: readonly number[], axis: number | undefined, keepdims: boolean): number[] {
  if (axis === undefined) return keepdims ? shape.map(() => 1) : [];
  return keepdims ? shape.map((d, k) => (k === axis ? 1 : d)) : shape.filter((_, k) => k !== axis);
}

function run(
  op: string,
  fn: AxisReduction,
  x: unknown,
  opts: ReduceOptions | undefined,
  extra: string[] = [],
): NDArray {
  checkNpOptions(op, opts, ['axis', 'keepdims', ...extra]);
  const a = arrayArg(op, x);
  const axis = opts?.axis === undefined ? undefined : normalizeAxis(op, opts.axis, a.shape.length);
  const want = resultShape(a.shape, axis, opts?.keepdims === true);
  const input = axis === undefined && a.shape.length !== 1 ? ravel(a) : a;
  const r = fn(input, { axis: axis ?? 0 });
  if (input !== a) input.dispose();
  if (sameShape(r.shape, want)) return r;
  const out = reshapeCopy(r, want);
  r.dispose();
  return out;
}

const reduction =
  (name: ReduceName, fn: AxisReduction) =>
  (x: NDArray, opts?: ReduceOptions): NDArray =>
    x instanceof Tracer ? traceReduce(name, x, opts) : run(`np.${name}`, fn, x, opts);

/** The dtype np.<name> gives for an array of `t` (sum/prod widen 8/16-bit integers to 32 bits). */
function reducedType(name: ReduceName, t: NpDType): NpDType {
  if (name === 'mean') return floatOf(t);
  // np dtypes have no 64-bit integers, so the widened storage type is an np dtype again
  if (name === 'sum' || name === 'prod') return accumulatedDType(storageOf(t)) as NpDType;
  return t === 'bool' ? 'u8' : t;
}

/** Records the reduction in x's jit trace; its result is a Tracer of the predicted dtype and shape. */
function traceReduce(name: ReduceName, x: Tracer, opts: ReduceOptions | undefined): NDArray {
  const op = `np.${name}`;
  checkNpOptions(op, opts, ['axis', 'keepdims']);
  checkTraceActive(x.trace);
  const axis = opts?.axis === undefined ? undefined : normalizeAxis(op, opts.axis, x.shape.length);
  const dtype = reducedType(name, npDTypeOf(x));
  refuseMissingType(op, dtype, x.device, 'its result');
  const keepdims = opts?.keepdims === true;
  const node = x.trace.add((id) => ({
    kind: 'reduce' as const,
    id,
    name,
    input: x.node,
    opts: { ...(axis === undefined ? {} : { axis }), keepdims },
    dtype,
    shape: resultShape(x.shape, axis, keepdims),
  }));
  return x.trace.tracer(node);
}

const plainSum = reduction('sum', ttSum);

/**
 * A sum reported to autodiff's tape as one step (runtime/launch-recorder.ts) when one records:
 * its passes over temporaries are not launches a tape could replay.
 */
function differentiableSum(
  x: NDArray,
  opts: ReduceOptions | undefined,
  scale: number,
  op: string,
  compute: () => NDArray,
): NDArray {
  if (!opsObserved() || !(x instanceof NDArray)) return compute();
  const axis = opts?.axis === undefined ? undefined : normalizeAxis(op, opts.axis, x.shape.length);
  return reportOp(compute, (output) => ({ op: 'sum', inputs: [x], output, axis, scale }));
}

export const sum = (x: NDArray, opts?: ReduceOptions): NDArray =>
  differentiableSum(x, opts, 1, 'np.sum', () => plainSum(x, opts));
export const prod: (x: NDArray, opts?: ReduceOptions) => NDArray = reduction('prod', ttProd);
export const min: (x: NDArray, opts?: ReduceOptions) => NDArray = reduction('min', ttMin);
export const max: (x: NDArray, opts?: ReduceOptions) => NDArray = reduction('max', ttMax);
/** i32 index of the first smallest element (along axis, or of the flattened array). */
export const argmin: (x: NDArray, opts?: ReduceOptions) => NDArray = (x, opts) =>
  run('np.argmin', ttArgmin, x, opts);
export const argmax: (x: NDArray, opts?: ReduceOptions) => NDArray = (x, opts) =>
  run('np.argmax', ttArgmax, x, opts);
export { max as amax, min as amin };

/** x as a float array (integers and bools: f32 for 8/16-bit, f64 for 32-bit). */
function asFloat(x: NDArray): NDArray {
  const t = npDTypeOf(x);
  return floatOf(t) === t ? x : astype(x, floatOf(t));
}

function countOf(x: NDArray, opts: ReduceOptions | undefined): number {
  return opts?.axis === undefined
    ? x.length
    : (x.shape[normalizeAxis('np.mean', opts.axis, x.shape.length)] ?? 1);
}

/** Arithmetic mean (integers in float: f32 for 8/16-bit, f64 for 32-bit); empty: NaN. */
export function mean(x: NDArray, opts?: ReduceOptions): NDArray {
  if (x instanceof Tracer) return traceReduce('mean', x, opts);
  checkNpOptions('np.mean', opts, ['axis', 'keepdims']);
  const xf = asFloat(arrayArg('np.mean', x));
  const compute = () => {
    const s = plainSum(xf, opts);
    if (xf !== x) xf.dispose();
    const out = divide(s, countOf(x, opts));
    s.dispose();
    return out;
  };
  return xf === x ? differentiableSum(x, opts, 1 / countOf(x, opts), 'np.mean', compute) : compute();
}

/** Variance: mean of squared deviations from the mean, divided by n - ddof. */
export function variance(x: NDArray, opts?: VarOptions): NDArray {
  checkNpOptions('np.var', opts, ['axis', 'keepdims', 'ddof']);
  const ddof = opts?.ddof ?? 0;
  if (typeof ddof !== 'number' || !Number.isInteger(ddof) || ddof < 0)
    throw new ArrayOpError(
      'OP_BAD_ARGUMENT',
      'np.var',
      `ddof must be a non-negative integer, got ${String(ddof)}`,
    );
  const xf = asFloat(arrayArg('np.var', x));
  const axisOpts = opts?.axis === undefined ? {} : { axis: opts.axis };
  const m = mean(xf, { ...axisOpts, keepdims: true });
  const d = subtract(xf, m);
  const sq = square(d);
  const s = sum(sq, { ...axisOpts, keepdims: opts?.keepdims === true });
  for (const t of [m, d, sq]) t.dispose();
  if (xf !== x) xf.dispose();
  const out = divide(s, countOf(x, opts) - ddof);
  s.dispose();
  return out;
}
export { variance as var };

/** Standard deviation: sqrt(var). */
export function std(x: NDArray, opts?: VarOptions): NDArray {
  const v = variance(x, opts);
  const out = sqrt(v);
  v.dispose();
  return out;
}

/** The one element of a size-1 array, as a number on the host (a boolean for bool arrays). */
export async function item(x: NDArray): Promise<number | boolean> {
  const a = arrayArg('np.item', x);
  if (a.length !== 1)
    throw new ArrayOpError(
      'OP_BAD_ARGUMENT',
      'np.item',
      `${a.describe()} has ${a.length} elements; item() needs exactly one`,
    );
  const v = Number((await a.read())[0] ?? 0);
  return npDTypeOf(a) === 'bool' ? v !== 0 : v;
}
