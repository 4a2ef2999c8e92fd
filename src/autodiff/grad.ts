/**
 * `tt.grad(fn)` and `tt.valueAndGrad(fn)`, jax-style: `fn` takes NDArrays and returns a one-element
 * float NDArray (a 0-d result of np.sum …); the gradient is taken with respect to argument
 * `argnums` (default 0, or a list). Built on an isolated Tape: the launches `fn` makes (kernels and
 * tt.np operations) are recorded while it runs synchronously, then the adjoints are submitted at
 * once, so the gradient NDArray is returned without waiting (its work is queued like any result).
 * Called on the Tracers of a tt.jit trace (`tt.jit(tt.grad(f))`), or given a jit function
 * (`tt.grad(tt.jit(f))`, the same), it records the backward pass on the trace instead
 * (trace-grad.ts), where jit fuses it with the forward pass.
 */
import { AutodiffError } from '../errors/autodiff.js';
import { checkOptionKeys } from '../errors/options.js';
import { jit, jitSource } from '../np/jit.js';
import { tracerIn } from '../np/jit-trace.js';
import { NDArray } from '../runtime/ndarray.js';
import { Tape } from './tape.js';
import { traceGrad } from './trace-grad.js';

export interface GradOptions {
  /** The argument(s) to differentiate with respect to: an index or a list (then a list of gradients). */
  readonly argnums?: number | readonly number[];
}

type ArrayFn = (...args: NDArray[]) => NDArray;

function checkArgnums(api: string, opts: GradOptions | undefined): number | readonly number[] {
  checkOptionKeys(opts, {
    api,
    known: ['argnums'],
    example: '{ argnums: [0, 1] }',
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
  return a;
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
  const tape = new Tape({ isolated: true });
  const value = tape.recordSync(() => fn(...args));
  if (!(value instanceof NDArray) || value.length !== 1)
    throw new AutodiffError(
      'AUTODIFF_BAD_ARGUMENT',
      '',
      `tt.grad: the function must return a one-element float NDArray (e.g. np.sum(...)), got ${value instanceof NDArray ? value.describe() : typeof value}`,
    );
  const grads = wanted.map((n) => tape.gradOf(args[n] as NDArray));
  tape.backwardSync(
    value,
    undefined,
    wanted.map((n) => args[n] as NDArray),
  );
  tape.releaseExcept(grads);
  return { value, grads: typeof argnums === 'number' ? (grads[0] as NDArray) : grads };
}

/** The gradient function of `fn` (see the file comment). */
export function grad(fn: ArrayFn, opts?: GradOptions): (...args: NDArray[]) => NDArray | NDArray[] {
  const argnums = checkArgnums('tt.grad', opts);
  const traced = jitSource(fn) as ArrayFn | undefined;
  // the gradient of a jit function is jit of the gradient: one trace, forward and backward fused
  if (traced) return jit((...args: NDArray[]) => run(traced, args, argnums).grads);
  return (...args) => run(fn, args, argnums).grads;
}

/** Like grad, returning `[value, gradient]`. */
export function valueAndGrad(
  fn: ArrayFn,
  opts?: GradOptions,
): (...args: NDArray[]) => [NDArray, NDArray | NDArray[]] {
  const argnums = checkArgnums('tt.valueAndGrad', opts);
  const traced = jitSource(fn) as ArrayFn | undefined;
  if (traced) {
    const both = jit((...args: NDArray[]) => {
      const { value, grads } = run(traced, args, argnums);
      return [value, ...(Array.isArray(grads) ? grads : [grads])];
    });
    return (...args) => {
      const [value, ...grads] = both(...args);
      return [value as NDArray, typeof argnums === 'number' ? (grads[0] as NDArray) : grads];
    };
  }
  return (...args) => {
    const { value, grads } = run(fn, args, argnums);
    return [value, grads];
  };
}
