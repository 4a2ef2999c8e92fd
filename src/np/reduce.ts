/**
 * Reductions of tt.np, returning NDArrays (0-d for full reductions; `await np.item(r)` for a
 * number): sum prod min max argmin argmax all any on the one-axis reduction kernels of src/ops/
 * (their blocked order and accumulation types: 8/16-bit integers and bools sum in 32 bits), and
 * mean var std built from them and the elementwise functions. `axis` is one integer, a list of them
 * (axes.ts: adjacent axes merge into one pass over a view) or none; `keepdims` keeps the reduced
 * axes with size 1. NumPy's identities for empty reductions: sum 0, prod 1, all true, any false;
 * min/max/argmin/argmax of nothing are OP_EMPTY_ARRAY.
 */
import { ArrayOpError, InternalError } from '../errors/errors.js';
import { argReduceTo } from '../ops/arg-reduce.js';
import { reduceAxisTo } from '../ops/reduce.js';
import { wholeView } from '../runtime/array-view.js';
import { opsObserved, reportOp } from '../runtime/launch-recorder.js';
import type { NDArray } from '../runtime/ndarray.js';
import { viewCopyOf } from '../runtime/strided.js';
import { labelled } from '../runtime/user-call.js';
import { checkArrayArg, normalizeAxis } from './args.js';
import { normalizeAxes, type ReductionPlan, reductionPlan } from './axes.js';
import { full } from './creation.js';
import { markBool, npDTypeOf } from './dtypes.js';
import { apply } from './elementwise.js';
import { astype, divide, not_equal, sqrt, square, subtract } from './elementwise-api.js';
import { Tracer } from './jit-trace.js';
import { checkNpOptions } from './options.js';
import { floatOf } from './promote.js';
import { reducedType, traceReduce } from './reduce-traced.js';
import { castUfunc } from './ufuncs.js';

export interface ReduceOptions {
  /**
   * The axis or axes to reduce (negative count from the end; each at most once); omitted: every
   * axis, a 0-d result.
   */
  readonly axis?: number | readonly number[];
  /** Keep the reduced axes with size 1 (default false), so the result broadcasts against x. */
  readonly keepdims?: boolean;
}
export interface VarOptions extends ReduceOptions {
  /** Delta degrees of freedom: the divisor is n - ddof (default 0). */
  readonly ddof?: number;
}
/** argmin/argmax take one axis (NumPy's), or none for the index into the flattened array. */
export interface ArgReduceOptions {
  readonly axis?: number;
  readonly keepdims?: boolean;
}

type Fold = 'sum' | 'prod' | 'min' | 'max';

function planOf(op: string, x: NDArray, opts: ReduceOptions | undefined, merge = true): ReductionPlan {
  const axes = normalizeAxes(op, opts?.axis, x.shape.length);
  return reductionPlan(x.shape, axes, opts?.keepdims === true, merge);
}

function emptyFold(op: string, x: NDArray, plan: ReductionPlan): never {
  throw new ArrayOpError(
    'OP_EMPTY_ARRAY',
    op,
    `${x.describe()} has no elements along the reduced axes [${plan.axes.join(', ')}], and ${op} of nothing has no value (NumPy raises too); check the length first`,
  );
}

/**
 * Runs the plan's passes with a built-in fold; the result has dtype `t` (x's, widened for
 * sum/prod). No pass (a 0-d array, `axis: []`): a converted copy. Nothing to fold: the identity.
 */
function foldPlan(op: string, fold: Fold, x: NDArray, plan: ReductionPlan): NDArray {
  const t = reducedType(fold, npDTypeOf(x));
  const size = plan.shape.reduce((a, b) => a * b, 1);
  if (plan.count === 0 && (fold === 'min' || fold === 'max')) emptyFold(op, x, plan);
  if (plan.count === 0 || size === 0)
    return full(plan.shape, size === 0 ? 0 : fold === 'sum' ? 0 : 1, { dtype: t, queue: x.queue });
  if (plan.passes.length === 0) return apply(op, castUfunc(t), [x], { flatShape: plan.shape });
  const reduced = onContiguous(x, (c) => {
    let cur = wholeView(c, plan.view);
    for (const p of plan.passes) {
      const next = reduceAxisTo(fold, cur, p.axis, p.output);
      cur.dispose();
      cur = next;
    }
    return cur;
  });
  return t === 'bool' ? markBool(reduced) : reduced;
}

/** f of x, or of a strided view's contiguous copy (one counted launch, freed once f queued its work). */
function onContiguous<T>(x: NDArray, f: (contiguous: NDArray) => T): T {
  const c = viewCopyOf(x);
  if (!c) return f(x);
  try {
    return f(c);
  } finally {
    c.dispose();
  }
}

const reduction = (name: Fold) =>
  labelled(`np.${name}`, (x: NDArray, opts?: ReduceOptions): NDArray => {
    if (x instanceof Tracer) return traceReduce(name, x, opts);
    const op = `np.${name}`;
    checkNpOptions(op, opts, ['axis', 'keepdims']);
    const a = checkArrayArg(op, x);
    return foldPlan(op, name, a, planOf(op, a, opts));
  });

const plainSum = reduction('sum');

/**
 * A sum reported to autodiff's tape (runtime/launch-recorder.ts) when one records: one step per
 * reduced axis (its rule knows one axis or all), each a one-axis sum; `scale` multiplies the
 * last step's gradient and `finish` (mean's division) runs inside it.
 */
function differentiableSum(
  x: NDArray,
  opts: ReduceOptions | undefined,
  scale: number,
  op: string,
  compute: () => NDArray,
  finish: (s: NDArray) => NDArray = (s) => s,
): NDArray {
  if (!opsObserved() || x instanceof Tracer) return compute();
  const a = checkArrayArg(op, x);
  const plan = planOf(op, a, opts, false);
  if (plan.passes.length === 0) return compute(); // a copy: its launch is recorded as it is
  if (plan.axes.length === a.shape.length || plan.passes.length === 1)
    return reportOp(compute, (output) => ({
      op: 'sum',
      inputs: [a],
      output,
      axis: plan.axes.length === a.shape.length ? undefined : plan.axes[0],
      scale,
    }));
  let cur = a;
  plan.passes.forEach((p, k) => {
    const last = k === plan.passes.length - 1;
    const input = cur;
    const step = () => {
      const s = plainSum(input, { axis: p.axis, keepdims: opts?.keepdims === true });
      if (!last) return s;
      const out = finish(s);
      if (out !== s) s.dispose();
      return out;
    };
    cur = reportOp(step, (output) => ({
      op: 'sum',
      inputs: [input],
      output,
      axis: p.axis,
      scale: last ? scale : 1,
    }));
  });
  return cur;
}

export const sum = labelled(
  'np.sum',
  (x: NDArray, opts?: ReduceOptions): NDArray =>
    differentiableSum(x, opts, 1, 'np.sum', () => plainSum(x, opts)),
);
export const prod: (x: NDArray, opts?: ReduceOptions) => NDArray = reduction('prod');
export const min: (x: NDArray, opts?: ReduceOptions) => NDArray = reduction('min');
export const max: (x: NDArray, opts?: ReduceOptions) => NDArray = reduction('max');
export { max as amax, min as amin };

function argReduction(which: 'min' | 'max') {
  const op = `np.arg${which}`;
  return labelled(op, (x: NDArray, opts?: ArgReduceOptions): NDArray => {
    if (x instanceof Tracer) return traceReduce(`arg${which}`, x, opts);
    checkNpOptions(op, opts, ['axis', 'keepdims']);
    const a = checkArrayArg(op, x);
    const rank = a.shape.length;
    if (opts?.axis !== undefined && typeof opts.axis !== 'number')
      throw new ArrayOpError(
        'OP_BAD_ARGUMENT',
        op,
        `axis must be one integer (NumPy's), got ${String(opts.axis)}`,
      );
    const axis = opts?.axis === undefined ? undefined : normalizeAxis(op, opts.axis, rank);
    const plan = reductionPlan(
      a.shape,
      axis === undefined ? [...a.shape.keys()] : [axis],
      opts?.keepdims === true,
    );
    if (plan.count === 0) emptyFold(op, a, plan);
    if (plan.shape.reduce((p, d) => p * d, 1) === 0)
      return full(plan.shape, 0, { dtype: 'i32', queue: a.queue });
    return onContiguous(a, (c) => {
      if (axis !== undefined && rank > 0) return argReduceTo(which, c, axis, plan.shape);
      const flat = wholeView(c, [c.length]);
      const r = argReduceTo(which, flat, 0, plan.shape);
      flat.dispose();
      return r;
    });
  });
}
/** i32 index of the first smallest element (first NaN) along one axis, or into the flattened array. */
export const argmin: (x: NDArray, opts?: ArgReduceOptions) => NDArray = argReduction('min');
/** i32 index of the first largest element (first NaN) along one axis, or into the flattened array. */
export const argmax: (x: NDArray, opts?: ArgReduceOptions) => NDArray = argReduction('max');

function logicalReduction(which: 'all' | 'any') {
  const op = `np.${which}`;
  return labelled(op, (x: NDArray, opts?: ReduceOptions): NDArray => {
    checkNpOptions(op, opts, ['axis', 'keepdims']);
    // traced as a fold of the bool array x != 0 (the chain feeding it fuses into the fold)
    if (x instanceof Tracer)
      return traceReduce(which, npDTypeOf(x) === 'bool' ? x : asTracer(not_equal(x, 0)), opts);
    const a = checkArrayArg(op, x);
    const plan = planOf(op, a, opts);
    if (plan.count === 0 || a.length === 0)
      return full(plan.shape, which === 'all', { dtype: 'bool', queue: a.queue });
    const b = npDTypeOf(a) === 'bool' ? a : not_equal(a, 0);
    const r = foldPlan(op, which === 'all' ? 'min' : 'max', b, plan);
    if (b !== a) b.dispose();
    return markBool(r);
  });
}
function asTracer(x: NDArray): Tracer {
  if (!(x instanceof Tracer)) throw new InternalError('a traced elementwise function ran eagerly');
  return x;
}

/** Whether every element is true (nonzero; NaN is true), along the axes; empty: true. A bool array. */
export const all: (x: NDArray, opts?: ReduceOptions) => NDArray = logicalReduction('all');
/** Whether any element is true (nonzero; NaN is true), along the axes; empty: false. A bool array. */
export const any: (x: NDArray, opts?: ReduceOptions) => NDArray = logicalReduction('any');

/** x as a float array (integers and bools: f32 for 8/16-bit, f64 for 32-bit). */
function asFloat(x: NDArray): NDArray {
  const t = npDTypeOf(x);
  return floatOf(t) === t ? x : astype(x, floatOf(t));
}

/** Arithmetic mean (integers in float: f32 for 8/16-bit, f64 for 32-bit); empty: NaN. */
function meanNow(x: NDArray, opts?: ReduceOptions): NDArray {
  const op = 'np.mean';
  checkNpOptions(op, opts, ['axis', 'keepdims']);
  // traced as what it computes — a float sum (which tt.jit fuses with the chain feeding it) and
  // one division — so the jit result has eager np.mean's bits
  if (x instanceof Tracer) return divide(sum(asFloat(x), opts), planOf(op, x, opts).count);
  const a = checkArrayArg(op, x);
  const count = planOf(op, a, opts).count;
  const xf = asFloat(a);
  const finish = (s: NDArray) => divide(s, count);
  const compute = () => {
    const s = plainSum(xf, opts);
    if (xf !== a) xf.dispose();
    const out = finish(s);
    s.dispose();
    return out;
  };
  return xf === a ? differentiableSum(a, opts, 1 / count, op, compute, finish) : compute();
}
/** Arithmetic mean (integers in float: f32 for 8/16-bit, f64 for 32-bit); empty: NaN. */
export const mean = labelled('np.mean', meanNow);

/** Variance: mean of squared deviations from the mean, divided by n - ddof. */
function varianceNow(x: NDArray, opts?: VarOptions): NDArray {
  const op = 'np.var';
  checkNpOptions(op, opts, ['axis', 'keepdims', 'ddof']);
  const ddof = opts?.ddof ?? 0;
  if (typeof ddof !== 'number' || !Number.isInteger(ddof) || ddof < 0)
    throw new ArrayOpError('OP_BAD_ARGUMENT', op, `ddof must be a non-negative integer, got ${String(ddof)}`);
  // a Tracer runs the same steps, recorded: tt.jit fuses each chain into the sum it feeds
  const a = x instanceof Tracer ? x : checkArrayArg(op, x);
  const count = planOf(op, a, opts).count;
  const xf = asFloat(a);
  const axisOpts = opts?.axis === undefined ? {} : { axis: opts.axis };
  const m = mean(xf, { ...axisOpts, keepdims: true });
  const d = subtract(xf, m);
  const sq = square(d);
  const s = sum(sq, { ...axisOpts, keepdims: opts?.keepdims === true });
  release(m, d, sq, xf === a ? undefined : xf);
  const out = divide(s, Math.max(count - ddof, 0)); // NumPy: n - ddof <= 0 divides by 0
  release(s);
  return out;
}
/** Variance: mean of squared deviations from the mean, divided by n - ddof. */
export const variance = labelled('np.var', varianceNow);

/** Frees temporaries (a Tracer has no memory to free). */
function release(...arrays: (NDArray | undefined)[]): void {
  for (const t of arrays) if (t && !(t instanceof Tracer)) t.dispose();
}

export { variance as var };

/** Standard deviation: sqrt(var). */
function stdNow(x: NDArray, opts?: VarOptions): NDArray {
  const v = variance(x, opts);
  const out = sqrt(v);
  release(v);
  return out;
}
/** Standard deviation: sqrt(var). */
export const std = labelled('np.std', stdNow);

/** The one element of a size-1 array, as a number on the host (a boolean for bool arrays). */
export async function item(x: NDArray): Promise<number | boolean> {
  const a = checkArrayArg('np.item', x);
  if (a.length !== 1)
    throw new ArrayOpError(
      'OP_BAD_ARGUMENT',
      'np.item',
      `${a.describe()} has ${a.length} elements; item() needs exactly one`,
    );
  const v = Number((await a.read())[0] ?? 0);
  return npDTypeOf(a) === 'bool' ? v !== 0 : v;
}
