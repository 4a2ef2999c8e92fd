/**
 * How tt.np's reductions record themselves in a tt.jit trace (jit-trace.ts): a 'reduce' node with
 * the dtype and shape the eager function would give, checked as the eager function checks (axes,
 * options, f64 on the device, empty min/max/argmin/argmax), so a trace fails where eager fails.
 */
import { ArrayOpError } from '../errors/errors.js';
import { accumulatedDType } from '../ops/widen.js';
import type { NDArray } from '../runtime/ndarray.js';
import { normalizeAxis } from './args.js';
import { normalizeAxes, reductionPlan } from './axes.js';
import { npDTypeOf, storageOf } from './dtypes.js';
import { checkTraceActive, type ReduceName, type Tracer } from './jit-trace.js';
import { checkNpOptions } from './options.js';
import { type NpDType, refuseMissingType } from './promote.js';

/** The dtype np.<name> gives for an array of `t` (sum/prod widen 8/16-bit integers and bools). */
export function reducedType(name: ReduceName, t: NpDType): NpDType {
  // np dtypes have no 64-bit integers, so the widened storage type is an np dtype again
  if (name === 'sum' || name === 'prod') return accumulatedDType(storageOf(t)) as NpDType;
  if (name === 'argmin' || name === 'argmax') return 'i32';
  if (name === 'all' || name === 'any') return 'bool';
  return t;
}

const ARG = new Set<ReduceName>(['argmin', 'argmax']);
const NEEDS_ELEMENTS = new Set<ReduceName>(['min', 'max', 'argmin', 'argmax']);

/** The reduced axes `opts.axis` names (argmin/argmax: one integer, NumPy's). */
function axesOf(name: ReduceName, op: string, axis: unknown, rank: number): number[] {
  if (!ARG.has(name) || axis === undefined) return normalizeAxes(op, axis, rank);
  if (typeof axis !== 'number')
    throw new ArrayOpError('OP_BAD_ARGUMENT', op, `axis must be one integer (NumPy's), got ${String(axis)}`);
  return [normalizeAxis(op, axis, rank)];
}

/**
 * Records np.<name>(x, opts) in x's trace; the result is a Tracer of the predicted dtype and shape.
 * `x` of all/any is already the bool array they fold.
 */
export function traceReduce(
  name: ReduceName,
  x: Tracer,
  opts: { readonly axis?: unknown; readonly keepdims?: unknown } | undefined,
): NDArray {
  const op = `np.${name}`;
  checkNpOptions(op, opts, ['axis', 'keepdims']);
  checkTraceActive(x.trace);
  const given = opts?.axis;
  const axes = axesOf(name, op, given, x.shape.length);
  const dtype = reducedType(name, npDTypeOf(x));
  refuseMissingType(op, dtype, x.device, 'its result');
  const keepdims = opts?.keepdims === true;
  const plan = reductionPlan(x.shape, axes, keepdims);
  if (NEEDS_ELEMENTS.has(name) && plan.count === 0)
    throw new ArrayOpError(
      'OP_EMPTY_ARRAY',
      op,
      `${x.describe()} has no elements along the reduced axes [${axes.join(', ')}], and ${op} of nothing has no value (NumPy raises too); check the length first`,
    );
  const node = x.trace.add((id) => ({
    kind: 'reduce' as const,
    id,
    name,
    input: x.node,
    opts: { ...(given === undefined || given === null ? {} : { axis: axes }), keepdims },
    dtype,
    shape: plan.shape,
  }));
  return x.trace.tracer(node);
}
