/**
 * Tracing one call of a jit function: its NDArray arguments become the trace's inputs (a strided
 * one a view of its root), the function runs on Tracers, and its result (an NDArray, or a list of
 * them and of lists: one level) names the outputs.
 */
import { ArrayOpError } from '../errors/errors.js';
import { NDArray } from '../runtime/ndarray.js';
import { npDTypeOf } from './dtypes.js';
import { commonQueue } from './elementwise.js';
import { Trace, type TraceNode, withTrace } from './jit-trace.js';
import { isStrided, layoutOf, viewOf } from './layout.js';

/** A traced call before planning: its trace, outputs and result nesting (jit-retrace.ts keys on it). */
export interface Traced {
  readonly trace: Trace;
  readonly outputs: readonly TraceNode[];
  readonly nesting: readonly number[] | undefined;
}

export function traceOnly(fn: (...args: never[]) => unknown, args: readonly unknown[]): Traced {
  const arrays = args.filter((a): a is NDArray => a instanceof NDArray);
  const trace = new Trace(commonQueue('tt.jit', arrays));
  const traced = args.map((a, index) => {
    if (!(a instanceof NDArray)) return a;
    const dtype = npDTypeOf(a);
    if (!isStrided(a))
      return trace.tracer(trace.add((id) => ({ kind: 'input', id, index, dtype, shape: a.shape })));
    // read through the array it views, at its offset and strides (no copy): a view of that input
    const l = layoutOf(a);
    const base = trace.add((id) => ({
      kind: 'input' as const,
      id,
      index,
      dtype,
      shape: l.root.shape,
      viewed: true as const,
    }));
    return viewOf(trace.tracer(base), a.shape, l.offset, l.strides);
  });
  const result = withTrace(trace, () => fn(...(traced as never[])));
  const list = Array.isArray(result);
  const items: unknown[] = list ? result : [result];
  // one level of nesting: tt.valueAndGrad's [value, [gradients…]]
  const nesting = items.map((r) => (Array.isArray(r) ? r.length : -1));
  const outputs = items.flatMap((r, k) =>
    (Array.isArray(r) ? (r as unknown[]) : [r]).map((a) => {
      if (a instanceof NDArray) return trace.nodeOf(a, npDTypeOf(a));
      throw new ArrayOpError(
        'JIT_BAD_RESULT',
        'tt.jit',
        `the traced function returned ${list ? `a list whose item ${k + 1} is or holds ` : ''}${a === null ? 'null' : typeof a}; it must return an NDArray or a list of NDArrays and lists of NDArrays (compute numbers outside, with await x.item())`,
      );
    }),
  );
  return { trace, outputs, nesting: list ? nesting : undefined };
}
