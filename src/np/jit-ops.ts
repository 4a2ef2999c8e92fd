/**
 * Array operations with kernels of their own inside a tt.jit trace (np.matmul, np.dot, np.cumsum,
 * np.cumprod, np.sort, np.argsort): each records an 'op' node — its predicted dtype and shape, and
 * its eager function — after the checks eager makes, so a trace fails where eager fails. At run
 * time the eager function runs on the arrays of its inputs: an elementwise chain feeding it (with
 * the conversions eager would launch, recorded here as np.astype nodes so they fuse into that
 * chain) is materialised once, by one fused kernel, because the operation's kernels (a library
 * GEMM, the scan and sort passes) read arrays; a chain consuming its result reads that array as
 * any fused kernel reads a leaf. Same kernels on the same values: eager's bits.
 */
import { InternalError } from '../errors/errors.js';
import type { NDArray } from '../runtime/ndarray.js';
import { sameShape } from './broadcast.js';
import { markBool, npDTypeOf } from './dtypes.js';
import { checkTraceActive, type Trace, type TraceNode, Tracer } from './jit-trace.js';
import type { NpDType } from './promote.js';

export type OpNode = TraceNode & { kind: 'op' };

/** The Trace of the first Tracer among `xs` (checked active), or undefined: run eagerly. */
export function traceOf(xs: readonly unknown[]): Trace | undefined {
  for (const x of xs)
    if (x instanceof Tracer) {
      checkTraceActive(x.trace);
      return x.trace;
    }
  return undefined;
}

/**
 * Records `name` applied to `inputs` (Tracers, or arrays captured from outside the trace) with the
 * result's dtype and shape; `run` is the eager function, given the inputs' arrays in order.
 */
export function traceOp(
  trace: Trace,
  name: string,
  inputs: readonly NDArray[],
  result: { readonly dtype: NpDType; readonly shape: readonly number[] },
  run: (inputs: readonly NDArray[]) => NDArray,
): NDArray {
  const nodes = inputs.map((x) => trace.nodeOf(x, npDTypeOf(x)));
  const node = trace.add((id) => ({
    kind: 'op' as const,
    id,
    name,
    inputs: nodes,
    run,
    dtype: result.dtype,
    shape: [...result.shape],
  }));
  return trace.tracer(node);
}

/** Runs an op node on its inputs' arrays; its result must be what the trace predicted. */
export function runOp(node: OpNode, inputs: readonly NDArray[]): NDArray {
  const r = node.run(inputs);
  if (npDTypeOf(r) !== node.dtype || !sameShape(r.shape, node.shape))
    throw new InternalError(`tt.jit predicted ${node.name} gives ${node.dtype}, got ${r.describe()}`);
  return node.dtype === 'bool' ? markBool(r) : r;
}
