/**
 * The gradient of a traced view's input from the view's gradient (trace-grad.ts): a view that
 * reads each of its input's elements once in some order (reshape, transpose, expand_dims,
 * squeeze) gives it back through the inverse view; axes read with stride 0 (broadcast_to) first
 * sum their gradients; a view that reads only some elements, each at most once (np.slice,
 * np.flip, a strided slice), writes its gradient into zeros at the elements it reads (a traced
 * np.set: one kernel for the zeros, one for the write; the others' gradient is 0, as the tape's).
 */
import { AutodiffError } from '../errors/autodiff.js';
import { contiguousStrides, sameShape, sizeOf } from '../np/broadcast.js';
import { npDTypeOf } from '../np/dtypes.js';
import { apply } from '../np/elementwise.js';
import { positive } from '../np/elementwise-api.js';
import { type Trace, type TraceNode, Tracer } from '../np/jit-trace.js';
import { traceWrite } from '../np/jit-write.js';
import { sum } from '../np/reduce.js';
import { castUfunc } from '../np/ufuncs.js';
import { broadcast_to, reshape, transpose } from '../np/views.js';
import type { NDArray } from '../runtime/ndarray.js';
import { reshapeTraced } from './trace-reduce-back.js';

type ViewNode = TraceNode & { kind: 'view' };

/** True when the axes (shape, strides ≠ 0) address distinct elements: each |stride| spans the axes inside it. */
function distinct(shape: readonly number[], strides: readonly number[]): boolean {
  const axes = shape.map((s, d) => ({ s, st: Math.abs(strides[d] ?? 0) })).sort((a, b) => a.st - b.st);
  let span = 1;
  for (const { s, st } of axes) {
    if (st < span) return false;
    span = st * (s - 1) + 1;
  }
  return true;
}

/** `g` (the view's kept axes) written into zeros of the input's shape at the elements the view reads. */
function scatterBack(
  trace: Trace,
  n: ViewNode,
  g: NDArray,
  shape: readonly number[],
  strides: readonly number[],
): NDArray {
  const input = n.input;
  const zero = apply('tt.grad', castUfunc(input.dtype), [0], { trace });
  const zeros = positive(broadcast_to(zero, input.shape));
  const shaped = sameShape(g.shape, shape) ? g : reshapeTraced(g, shape);
  const value = apply('tt.grad', castUfunc(input.dtype), [shaped], { trace });
  const target = zeros instanceof Tracer ? zeros.node : trace.nodeOf(zeros, npDTypeOf(zeros));
  const w = traceWrite(trace, target, value, {
    region: shape,
    offset: n.offset,
    strides,
    dtype: input.dtype,
    shape: input.shape,
  });
  return trace.tracer(w);
}

/** The gradient of `n`'s input from `g`, the gradient of the view (see the file comment). */
export function viewBack(trace: Trace, n: ViewNode, g: NDArray): NDArray {
  const input = n.input;
  // axes read with stride 0 (broadcast_to) take the sum of their gradients
  const zero = n.shape.map((_, d) => d).filter((d) => n.strides[d] === 0 && (n.shape[d] ?? 1) !== 1);
  const g1 = zero.length > 0 ? sum(g, { axis: zero }) : g;
  const kept = n.shape.map((_, d) => d).filter((d) => !zero.includes(d) && (n.shape[d] ?? 1) !== 1);
  const shape = kept.map((d) => n.shape[d] ?? 1);
  const strides = kept.map((d) => n.strides[d] ?? 0);
  // the remaining axes read each of input's elements once, in some order of its row-major layout?
  const order = kept.map((_, k) => k).sort((a, b) => (strides[b] ?? 0) - (strides[a] ?? 0));
  const sorted = order.map((k) => shape[k] ?? 1);
  const want = contiguousStrides(sorted);
  const permutation =
    n.offset === 0 && sizeOf(shape) === sizeOf(input.shape) && order.every((k, j) => strides[k] === want[j]);
  if (!permutation) {
    if (distinct(shape, strides)) return scatterBack(trace, n, g1, shape, strides);
    throw new AutodiffError(
      'AUTODIFF_UNSUPPORTED',
      '',
      `tt.grad in tt.jit: the gradient through a view of ${input.shape.join('×') || '0-d'} elements at offset ${n.offset}, strides [${n.strides.join(', ')}] that reads elements more than once is not supported`,
      undefined,
      'differentiate without tt.jit (eager tt.grad)',
    );
  }
  const g2 = reshape(g1, shape);
  const inOrder = order.every((k, j) => k === j) ? g2 : positive(transpose(g2, order));
  return reshape(inOrder, input.shape);
}
