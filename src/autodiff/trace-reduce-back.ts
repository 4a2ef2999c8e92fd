/**
 * The gradient rules of traced reductions (trace-grad.ts): np.sum (and np.mean, traced as a sum)
 * spreads its result's gradient back as a broadcast view; np.max and np.min give it to the element
 * they chose, the first on ties (the subgradient of Math.max/min in the adjoint kernels,
 * docs/autodiff.md): the elements equal to the result, of which the first along the reduced axis
 * (a running count of them, np.cumsum, equal to 1), over one axis or every axis.
 */
import { AutodiffError } from '../errors/autodiff.js';
import { sameShape, sizeOf } from '../np/broadcast.js';
import { npDTypeOf } from '../np/dtypes.js';
import { apply } from '../np/elementwise.js';
import { equal, logical_and, multiply, positive, where } from '../np/elementwise-api.js';
import { type Trace, type TraceNode, Tracer } from '../np/jit-trace.js';
import { cumprod, cumsum } from '../np/scan.js';
import { flip, set, slice } from '../np/slicing.js';
import { castUfunc } from '../np/ufuncs.js';
import { broadcast_to, reshape } from '../np/views.js';
import type { NDArray } from '../runtime/ndarray.js';

type ReduceNode = TraceNode & { kind: 'reduce' };

/**
 * `g` reshaped on its trace: as a view where one expresses it, else (a view of a view that
 * reshape would copy, such as a keepdims result's spread) through an elementwise copy.
 */
export function reshapeTraced(g: NDArray, shape: readonly number[]): NDArray {
  try {
    return reshape(g, shape);
  } catch (e) {
    if (!(g instanceof Tracer && g.node.kind === 'view')) throw e;
    return reshape(positive(g), shape);
  }
}

/** Along `axis`: 1, then the running product of x without its last element. */
function productBefore(trace: Trace, x: NDArray, axis: number): NDArray {
  const dtype = npDTypeOf(x);
  const ones = positive(broadcast_to(apply('tt.grad', castUfunc(dtype), [1], { trace }), x.shape));
  const len = x.shape[axis] ?? 0;
  if (len < 2) return ones;
  const running = cumprod(x, { axis });
  const head = x.shape.map((_, d) => (d === axis ? [0, len - 1] : null));
  const tail = x.shape.map((_, d) => (d === axis ? [1, null] : null));
  return set(ones, tail, slice(running, head));
}

/** The gradient of `n`'s input from `g`, the gradient of its result (undefined: no rule). */
export function reduceBack(trace: Trace, n: ReduceNode, g: NDArray): NDArray | undefined {
  const { input } = n;
  const rank = input.shape.length;
  const axes = n.opts.axis ?? input.shape.map((_, d) => d);
  const keep = input.shape.map((s, d) => (axes.includes(d) ? 1 : s));
  const shaped = sameShape(g.shape, keep) ? g : reshapeTraced(g, keep);
  const spread = broadcast_to(shaped, input.shape);
  if (n.name === 'sum') return spread;
  if (n.name !== 'max' && n.name !== 'min' && n.name !== 'prod') return undefined;
  const every = axes.length === rank;
  if (!every && axes.length !== 1)
    throw new AutodiffError(
      'AUTODIFF_UNSUPPORTED',
      '',
      `tt.grad in tt.jit: the gradient of np.${n.name} over ${axes.length} of ${rank} axes is not supported`,
      undefined,
      'reduce over one axis at a time, or over every axis',
    );
  const x = trace.tracer(input);
  if (n.name === 'prod') {
    // the product of the other elements: of those before (a running product shifted by one) times
    // of those after (the same along the reversed axis); no division, exact where x holds zeros
    const line = every ? reshape(x, [sizeOf(input.shape)]) : x;
    const axis = every ? 0 : (axes[0] ?? 0);
    const before = productBefore(trace, line, axis);
    const after = flip(productBefore(trace, flip(line, axis), axis), axis);
    const others = multiply(before, after);
    return multiply(spread, every ? reshapeTraced(others, input.shape) : others);
  }
  const chosen = equal(x, broadcast_to(reshape(trace.tracer(n), keep), input.shape));
  const count = every ? reshape(cumsum(chosen), input.shape) : cumsum(chosen, { axis: axes[0] ?? 0 });
  return where(logical_and(chosen, equal(count, 1)), spread, 0);
}
