/**
 * Reductions: tt.sum, tt.prod, tt.min, tt.max and tt.reduce with a user combiner. Without an axis
 * they resolve to a number; with `{ axis }` they return an NDArray on the input's device with that
 * axis removed. Order and error bound: docs/ops.md.
 */
import { ArrayOpError, KernelSourceError } from '../errors/errors.js';
import { full } from '../runtime/create.js';
import type { NDArray } from '../runtime/ndarray.js';
import { withOpCall } from '../runtime/op-call.js';
import { userCall } from '../runtime/user-call.js';
import type { ArrayDTypeName } from '../types/dtype.js';
import { f16Value } from '../types/f16.js';
import { checkArray, checkAxis, checkInit, checkOptions, dtypeOf, Launches, refuseF64 } from './common.js';
import { type Combiner, type Fold, stridedKernel } from './reduce-kernels.js';
import { foldLines, lines } from './reduce-passes.js';
import { accumulatedDType, widened } from './widen.js';

export interface AxisOptions {
  /** The axis to reduce (negative counts from the end); omitted: the whole array, as a number. */
  readonly axis?: number;
}

/** The built-in folds; `widens`: 8/16-bit integers accumulate in 32 bits (widen.ts). */
const BUILTIN: Readonly<
  Record<'sum' | 'prod' | 'min' | 'max', Fold & { identity: number; widens: boolean }>
> = {
  sum: { name: 'sum', combine: (a, b) => a + b, key: 'sum', commutative: true, identity: 0, widens: true },
  prod: { name: 'prod', combine: (a, b) => a * b, key: 'prod', commutative: true, identity: 1, widens: true },
  min: {
    name: 'min',
    combine: (a, b) => Math.min(a, b),
    key: 'min',
    commutative: true,
    identity: Infinity,
    widens: false,
  },
  max: {
    name: 'max',
    combine: (a, b) => Math.max(a, b),
    key: 'max',
    commutative: true,
    identity: -Infinity,
    widens: false,
  },
};

/** Shape left after removing `axis` ([1] when nothing is left). */
export function reducedShape(shape: readonly number[], axis: number): number[] {
  const s = shape.filter((_, d) => d !== axis);
  return s.length ? s : [1];
}

function run(
  op: string,
  input: NDArray,
  fold: Fold,
  identity: number,
  widens: boolean,
  opts?: AxisOptions,
): Promise<number> | NDArray {
  checkOptions(op, opts, ['axis']);
  refuseF64(op, input);
  const run = new Launches();
  const dtype = widens ? accumulatedDType(input.dtype) : input.dtype;
  if (opts?.axis === undefined) {
    if (input.length === 0) return Promise.resolve(identity);
    const x = widens ? widened(run, input) : input;
    const out = foldLines(run, x, fold, 1, x.length, 1);
    if (x !== input) run.release(x);
    return readScalar(out, run, identity);
  }
  const axis = checkAxis(op, input, opts.axis);
  const { outer, len, inner } = lines(input.shape, axis);
  const shape = reducedShape(input.shape, axis);
  if (len === 0 || outer * inner === 0) {
    if (!Number.isFinite(identity) && !dtypeOf(dtype).isFloat) {
      throw new ArrayOpError(
        'OP_EMPTY_ARRAY',
        op,
        `axis ${axis} of ${input.describe()} is empty and ${dtype} has no ${identity > 0 ? '+' : '-'}Infinity; reduce a non-empty axis`,
      );
    }
    return full(shape, identity, dtypeOf(dtype), { queue: input.queue });
  }
  const x = widens ? widened(run, input) : input;
  const out = foldLines(run, x, fold, outer, len, inner, undefined, shape);
  if (x !== input) run.release(x);
  return out;
}

/**
 * tt.np's entry (src/np/reduce.ts): folds `axis` of x (checked, non-empty, with a non-empty result)
 * with a built-in fold into a new array of `shape` (x's elements without that axis, in any shape
 * of that size: tt.np's keepdims or 0-d shapes need no copy afterwards).
 */
export function reduceAxisTo(
  which: keyof typeof BUILTIN,
  x: NDArray,
  axis: number,
  shape: readonly number[],
): NDArray {
  const f = BUILTIN[which];
  const run = new Launches();
  const { outer, len, inner } = lines(x.shape, axis);
  const w = f.widens ? widened(run, x) : x;
  const out = foldLines(run, w, f, outer, len, inner, undefined, shape);
  if (w !== x) run.release(w);
  return out;
}

/** The one element of `out` once every launch of `run` succeeded. */
export async function readScalar(out: NDArray, run: Launches, fallback: number): Promise<number> {
  try {
    await run.done();
    const v = await out.read();
    if (v.length === 0) return fallback;
    // an f16 result (min, max of an f16 array) is read as its bits
    return out.dtype === 'f16' ? f16Value(Number(v[0])) : Number(v[0]);
  } finally {
    out.dispose();
  }
}

export type Reduction = {
  (x: NDArray, opts: AxisOptions & { readonly axis: number }): NDArray;
  (x: NDArray, opts?: AxisOptions): Promise<number>;
};

function builtin(which: keyof typeof BUILTIN): Reduction {
  const f = BUILTIN[which];
  const op = `tt.${which}`;
  // its launches' errors name tt.sum and the argument, not sum_lanes and 'x' (runtime/op-call.ts)
  return ((x: NDArray, opts?: AxisOptions) =>
    withOpCall(userCall(op, [x]), () =>
      run(op, checkArray(op, x), f, f.identity, f.widens, opts),
    )) as Reduction;
}

/**
 * Sum of all elements (f32 in f32, 32-bit integers wrap, 8/16-bit integers accumulate in 32 bits);
 * empty: 0. Blocked tree order (docs/ops.md).
 */
export const sum: Reduction = builtin('sum');
/** Product of all elements (8/16-bit integers in 32 bits, as sum); empty: 1. */
export const prod: Reduction = builtin('prod');
/** Smallest element, NaN if any is NaN (as Math.min); empty: +Infinity. */
export const min: Reduction = builtin('min');
/** Largest element, NaN if any is NaN (as Math.max); empty: -Infinity. */
export const max: Reduction = builtin('max');

/**
 * Folds a user combiner written in the kernel language (associative; called like a kernel helper)
 * over x: init ⊕ x[0] ⊕ x[1] ⊕ … in the blocked order of docs/ops.md. Empty: init.
 */
export function reduce<N extends ArrayDTypeName>(
  x: NDArray<N>,
  combiner: Combiner,
  init: number,
  opts: AxisOptions & { readonly axis: number },
): NDArray<N>;
export function reduce(x: NDArray, combiner: Combiner, init: number, opts?: AxisOptions): Promise<number>;
export function reduce(
  x: NDArray,
  combiner: Combiner,
  init: number,
  opts?: AxisOptions,
): Promise<number> | NDArray {
  return withOpCall(userCall('tt.reduce', [x]), () => reduceNow(x, combiner, init, opts));
}

function reduceNow(
  x: NDArray,
  combiner: Combiner,
  init: number,
  opts?: AxisOptions,
): Promise<number> | NDArray {
  const op = 'tt.reduce';
  checkArray(op, x);
  const fold = userFold(op, combiner, x.dtype);
  checkInit(op, init, x.dtype);
  checkOptions(op, opts, ['axis']);
  refuseF64(op, x);
  const run = new Launches();
  if (opts?.axis === undefined) {
    if (x.length === 0) return Promise.resolve(dtypeOf(x.dtype)(init) as number);
    return readScalar(foldLines(run, x, fold, 1, x.length, 1, init), run, init);
  }
  const axis = checkAxis(op, x, opts.axis);
  const { outer, len, inner } = lines(x.shape, axis);
  const shape = reducedShape(x.shape, axis);
  if (len === 0 || outer * inner === 0) return full(shape, init, dtypeOf(x.dtype), { queue: x.queue });
  return foldLines(run, x, fold, outer, len, inner, init, shape);
}

/** Checks a user combiner and compiles it (as a kernel helper) now, so errors surface at the call. */
/**
 * Math's two-argument functions passed as they are (`tt.reduce(x, Math.max, -Infinity)`, as JS
 * code passes them to callbacks): built-ins have no source text to compile, so each stands for the
 * arrow that calls it, which the kernel language has.
 */
const MATH_COMBINERS: ReadonlyMap<unknown, Combiner> = new Map<unknown, Combiner>([
  [Math.max, (a, b) => Math.max(a, b)],
  [Math.min, (a, b) => Math.min(a, b)],
  [Math.imul, (a, b) => Math.imul(a, b)],
  [Math.hypot, (a, b) => Math.hypot(a, b)],
  [Math.pow, (a, b) => a ** b],
  [Math.atan2, (a, b) => Math.atan2(a, b)],
]);

export function userFold(op: string, given: unknown, dtype: ArrayDTypeName): Fold {
  const combiner = MATH_COMBINERS.get(given) ?? given;
  if (
    typeof combiner === 'function' &&
    /\{\s*\[native code\]\s*\}\s*$/.test(Function.prototype.toString.call(combiner))
  ) {
    throw new ArrayOpError(
      'OP_BAD_COMBINER',
      op,
      `the combiner ${/^(bound\b|$)/.test(combiner.name) ? '' : `'${combiner.name}' `}is a built-in or bound function, which has no source text to compile; write it as an arrow function, e.g. (a, b) => a + b`,
    );
  }
  if (typeof combiner !== 'function' || combiner.length !== 2) {
    throw new ArrayOpError(
      'OP_BAD_COMBINER',
      op,
      'the combiner must be a function of two values, written in the kernel language, e.g. (a, b) => a + b',
    );
  }
  const fold: Fold = {
    name: 'reduce',
    combine: combiner as Combiner,
    key: `user:${combiner.toString()}`,
    commutative: false,
  };
  try {
    stridedKernel(fold, dtype);
  } catch (e) {
    if (e instanceof KernelSourceError) {
      throw new ArrayOpError(
        'OP_BAD_COMBINER',
        op,
        `the combiner is not in the kernel language: ${e.reason}${e.excerpt ? `\n${e.excerpt}` : ''}`,
        { cause: e },
      );
    }
    throw e;
  }
  return fold;
}
