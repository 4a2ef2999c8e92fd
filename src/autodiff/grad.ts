/**
 * `tt.grad(fn)` and `tt.valueAndGrad(fn)`, jax-style: `fn` takes NDArrays and returns a one-element
 * float NDArray (a 0-d result of np.sum …); the gradient is taken with respect to argument
 * `argnums` (default 0, or a list). By default the gradient fuses by itself (grad-fuse.ts): `fn`
 * and its backward pass are traced once per input signature, as tt.jit traces (trace-grad.ts), and
 * run as fused kernels; a signature that cannot be traced (a kernel launch or a host read inside,
 * an operation with no traced rule) runs the tape-based gradient, and so does `{ fuse: false }`.
 * The tape-based gradient: an isolated Tape records the launches `fn` makes (kernels and tt.np
 * operations) while it runs synchronously, then the adjoints are submitted at once, so the
 * gradient NDArray is returned without waiting (its work is queued like any result).
 * Called on the Tracers of a tt.jit trace (`tt.jit(tt.grad(f))`), or given a jit function
 * (`tt.grad(tt.jit(f))`, the same), it records the backward pass on the trace instead.
 */
import { AutodiffError } from '../errors/autodiff.js';
import { checkOptionKeys } from '../errors/options.js';
import { jit, jitSource } from '../np/jit.js';
import { tracerIn } from '../np/jit-trace.js';
import { wholeView } from '../runtime/array-view.js';
import { NDArray } from '../runtime/ndarray.js';
import { withOpCall } from '../runtime/op-call.js';
import { isStridedView } from '../runtime/strided.js';
import { inputNaming, userCall } from '../runtime/user-call.js';
import { fusedOrEager } from './grad-fuse.js';
import { Tape } from './tape.js';
import { traceGrad } from './trace-grad.js';

export interface GradOptions {
  /** The argument(s) to differentiate with respect to: an index or a list (then a list of gradients). */
  readonly argnums?: number | readonly number[];
  /**
   * Trace and fuse the gradient per input signature, falling back to the tape where it cannot be
   * traced (default true); false: always the tape (the function runs on every call). A jit
   * function (`tt.grad(tt.jit(f))`) is differentiated on its trace either way.
   */
  readonly fuse?: boolean;
}

type ArrayFn = (...args: NDArray[]) => NDArray;

function parseOptions(api: string, opts: GradOptions | undefined) {
  checkOptionKeys(opts, {
    api,
    known: ['argnums', 'fuse'],
    example: '{ argnums: [0, 1], fuse: false }',
    error: (m) => new AutodiffError('AUTODIFF_BAD_ARGUMENT', '', m),
  });
  const a = opts?.argnums ?? 0;
  const list = typeof a === 'number' ? [a] : a;
  if (!Array.isArray(list) || list.some((n) => !Number.isInteger(n) || n < 0))
    throw new AutodiffError(
      'AUTODIFF_BAD_ARGUMENT',
      '',
      `argnums must be a non-negative integer or a list of them`,
    );
  const fuse = opts?.fuse ?? true;
  if (typeof fuse !== 'boolean')
    throw new AutodiffError('AUTODIFF_BAD_ARGUMENT', '', `${api}: fuse must be true or false`);
  return { argnums: a, fuse };
}

function run(fn: ArrayFn, args: readonly NDArray[], argnums: number | readonly number[]) {
  const wanted = typeof argnums === 'number' ? [argnums] : argnums;
  for (const n of wanted) {
    const a = args[n];
    if (!(a instanceof NDArray) || (a.dtype !== 'f32' && a.dtype !== 'f64'))
      throw new AutodiffError('AUTODIFF_BAD_ARGUMENT', '', `tt.grad: argument ${n} is not a float NDArray`);
  }
  if (tracerIn(args)) {
    const { value, grads } = traceGrad(fn, args, wanted);
    return { value, grads: typeof argnums === 'number' ? (grads[0] as NDArray) : grads };
  }
  // each differentiated argument as an array of its own (a window on its memory): where fn also
  // captures that array, the captured use is a constant of fn, as in the fused trace and in jax
  const own = args.map((a, i) =>
    wanted.includes(i) && a instanceof NDArray && !isStridedView(a) ? wholeView(a, a.shape) : a,
  );
  const tape = new Tape({ isolated: true });
  const value = tape.recordSync(() => fn(...own));
  if (!(value instanceof NDArray) || value.length !== 1)
    throw new AutodiffError(
      'AUTODIFF_BAD_ARGUMENT',
      '',
      `tt.grad: the function must return a one-element float NDArray (e.g. np.sum(...)), got ${value instanceof NDArray ? value.describe() : typeof value}`,
    );
  const grads = wanted.map((n) => tape.gradOf(own[n] as NDArray));
  tape.backwardSync(
    value,
    undefined,
    wanted.map((n) => own[n] as NDArray),
  );
  tape.releaseExcept(grads);
  return { value, grads: typeof argnums === 'number' ? (grads[0] as NDArray) : grads };
}

/** `fn` for a trace: a promise it returns (an async function) is observed, and refused by traceGrad. */
function forTrace(fn: ArrayFn): ArrayFn {
  return (...args) => {
    const value: unknown = fn(...args);
    if (value instanceof Promise) value.catch(() => {});
    return value as NDArray;
  };
}

/**
 * `g`, the gradient function of `fn` made by `api`, as the user's call (runtime/op-call.ts): what its
 * call launches (the fused kernels of its trace, np's kernels and the adjoints of the tape) and
 * refuses (mixed placement) names `tt.grad function 'f'` and the input the user passed, not tt.jit
 * or an internal kernel (docs/errors.md#user-facing-names). Inside a user's jit trace, that jit
 * function's call is the outer one and keeps its name.
 */
function asUserCall<R>(api: string, fn: ArrayFn, g: (...args: NDArray[]) => R): (...args: NDArray[]) => R {
  const name = (jitSource(fn) ?? fn).name;
  const label = name ? `${api} function '${name}'` : `${api} function (anonymous)`;
  return (...args) => withOpCall(userCall(label, args, inputNaming), () => g(...args));
}

/** The gradient function of `fn` (see the file comment). */
export function grad(fn: ArrayFn, opts?: GradOptions): (...args: NDArray[]) => NDArray | NDArray[] {
  const { argnums, fuse } = parseOptions('tt.grad', opts);
  const traced = jitSource(fn) as ArrayFn | undefined;
  // the gradient of a jit function is jit of the gradient: one trace, forward and backward fused
  if (traced)
    return asUserCall(
      'tt.grad',
      fn,
      jit((...args: NDArray[]) => run(traced, args, argnums).grads),
    );
  const eager = (...args: NDArray[]) => run(fn, args, argnums).grads;
  if (!fuse) return asUserCall('tt.grad', fn, eager);
  const inTrace = forTrace(fn);
  return asUserCall(
    'tt.grad',
    fn,
    fusedOrEager((...args: NDArray[]) => run(inTrace, args, argnums).grads, eager),
  );
}

/** Like grad, returning `[value, gradient]` (`[value, [gradients…]]` for a list of argnums). */
export function valueAndGrad(
  fn: ArrayFn,
  opts?: GradOptions,
): (...args: NDArray[]) => [NDArray, NDArray | NDArray[]] {
  const { argnums, fuse } = parseOptions('tt.valueAndGrad', opts);
  const both =
    (f: ArrayFn) =>
    (...args: NDArray[]): [NDArray, NDArray | NDArray[]] => {
      const { value, grads } = run(f, args, argnums);
      return [value, grads];
    };
  const traced = jitSource(fn) as ArrayFn | undefined;
  if (traced) return asUserCall('tt.valueAndGrad', fn, jit(both(traced)));
  if (!fuse) return asUserCall('tt.valueAndGrad', fn, both(fn));
  return asUserCall('tt.valueAndGrad', fn, fusedOrEager(both(forTrace(fn)), both(fn)));
}
