/**
 * tt.grad inside a tt.jit trace (`tt.jit(tt.grad(f))`, and `tt.grad(tt.jit(f))`, which is the
 * same): the arguments are Tracers, so `f` records nodes instead of launching, and the backward
 * pass is built from those nodes as more tt.np calls on the same trace — each node's gradient rule
 * (trace-rules.ts for elementwise functions; trace-reduce-back.ts for sum, max, min and prod;
 * trace-view-back.ts for views, through the inverse view or written into zeros; an operand an elementwise
 * function broadcast gets its contribution summed over the broadcast axes). jit then plans the
 * forward and backward nodes together, so elementwise chains of the backward fuse with each other,
 * with the forward chains they read, and into the reductions that consume them; nodes no gradient
 * needs are never computed (docs/autodiff.md "Fused gradients").
 */
import { AutodiffError } from '../errors/autodiff.js';
import { npDTypeOf } from '../np/dtypes.js';
import { apply, type Operand } from '../np/elementwise.js';
import { add, astype, positive } from '../np/elementwise-api.js';
import { type ScalarArg, type Trace, type TraceNode, Tracer } from '../np/jit-trace.js';
import { isFloat, type NpDType } from '../np/promote.js';
import { sum } from '../np/reduce.js';
import { castUfunc } from '../np/ufuncs.js';
import { broadcast_to, reshape } from '../np/views.js';
import { NDArray } from '../runtime/ndarray.js';
import { reduceBack } from './trace-reduce-back.js';
import { ruleOf } from './trace-rules.js';
import { viewBack } from './trace-view-back.js';

type ArrayFn = (...args: NDArray[]) => NDArray;

/** The nodes a node reads (its operands, a view's or reduction's input, a write's value and target). */
function inputsOf(n: TraceNode): TraceNode[] {
  if (n.kind === 'ew') return n.args.filter((a): a is TraceNode => a.kind !== 'scalar');
  if (n.kind === 'view' || n.kind === 'reduce') return [n.input];
  if (n.kind === 'write') return n.target ? [n.value, n.target] : [n.value];
  if (n.kind === 'op') return [...n.inputs];
  return [];
}

/** A 0-d node of `dtype` holding `value` (no array: a constant of the fused kernel that reads it). */
function constant(trace: Trace, value: number, dtype: NpDType): NDArray {
  return apply('tt.grad', castUfunc(dtype), [value], { trace });
}

/** `c` (the result's shape) summed over the axes `shape` was broadcast along, then shaped like it. */
function unbroadcast(c: NDArray, shape: readonly number[]): NDArray {
  const lead = c.shape.length - shape.length;
  const axes = c.shape
    .map((_, d) => d)
    .filter((d) => d < lead || ((shape[d - lead] ?? 1) === 1 && (c.shape[d] ?? 1) !== 1));
  if (axes.length === 0) return c.shape.length === shape.length ? c : reshape(c, shape);
  const s = sum(c, { axis: axes });
  return s.shape.length === shape.length ? s : reshape(s, shape);
}

function refuse(code: 'AUTODIFF_UNSUPPORTED' | 'AUTODIFF_INTEGER_PATH', what: string, hint: string): never {
  throw new AutodiffError(code, '', `tt.grad in tt.jit: ${what}`, undefined, hint);
}

/** Adds each gradient contribution of node `n` (gradient `g`) to its inputs' gradients. */
function backwardOf(
  trace: Trace,
  n: TraceNode,
  g: NDArray,
  depends: ReadonlySet<number>,
  accumulate: (to: TraceNode, c: NDArray) => void,
): void {
  if (n.kind === 'ew') {
    const rule = ruleOf(n.ufunc.name);
    const wants = (a: TraceNode | ScalarArg): a is TraceNode => a.kind !== 'scalar' && depends.has(a.id);
    if (!rule) {
      if (!n.args.some(wants)) return;
      refuse(
        'AUTODIFF_UNSUPPORTED',
        `np.${n.ufunc.name} has no gradient rule`,
        'compute it outside the differentiated function',
      );
    }
    const operands: Operand[] = n.args.map((a) => (a.kind === 'scalar' ? a.value : trace.tracer(a)));
    const parts = rule(g, operands, trace.tracer(n));
    n.args.forEach((a, k) => {
      if (!wants(a)) return;
      if (!isFloat(a.dtype)) {
        // a bool (a comparison's result, where's condition) carries no gradient
        if (a.dtype === 'bool' || (n.ufunc.name === 'where' && k === 0)) return;
        refuse(
          'AUTODIFF_INTEGER_PATH',
          `np.${n.ufunc.name} computes a float from an integer array computed from a differentiated argument`,
          'keep the computation in floats (np.floor keeps the type)',
        );
      }
      const part = parts[k];
      if (part) accumulate(a, unbroadcast(part(), a.shape));
    });
    return;
  }
  if (n.kind === 'reduce') {
    if (!depends.has(n.input.id) || !isFloat(n.input.dtype)) return;
    const back = reduceBack(trace, n, g);
    if (!back)
      refuse('AUTODIFF_UNSUPPORTED', `np.${n.name} has no gradient rule`, 'use np.sum, np.mean or np.where');
    accumulate(n.input, back);
    return;
  }
  if (n.kind === 'view') {
    if (depends.has(n.input.id)) accumulate(n.input, viewBack(trace, n, g));
    return;
  }
  if (n.kind === 'op' && n.inputs.some((a) => depends.has(a.id)))
    refuse(
      'AUTODIFF_UNSUPPORTED',
      `np.${n.name} has no traced gradient rule`,
      'differentiate without tt.jit (eager tt.grad)',
    );
  if (n.kind === 'write' && inputsOf(n).some((a) => depends.has(a.id)))
    refuse(
      'AUTODIFF_UNSUPPORTED',
      'the gradient through np.set, np.concatenate or np.stack is not supported',
      'differentiate without tt.jit (eager tt.grad)',
    );
}

/** The node ids computed from `wanted` (recording order is topological). */
function dependentsOf(trace: Trace, wanted: readonly TraceNode[]): Set<number> {
  const set = new Set(wanted.map((n) => n.id));
  for (const n of trace.nodes) if (inputsOf(n).some((a) => set.has(a.id))) set.add(n.id);
  return set;
}

/**
 * Runs `fn` on the Tracers `args` and records its value's gradient with respect to the arguments
 * `wanted` (indices) on the same trace: the value and one gradient Tracer per wanted argument.
 */
export function traceGrad(
  fn: ArrayFn,
  args: readonly NDArray[],
  wanted: readonly number[],
): { value: NDArray; grads: NDArray[] } {
  const nodes = wanted.map((k) => {
    const a = args[k];
    if (!(a instanceof Tracer))
      throw new AutodiffError('AUTODIFF_BAD_ARGUMENT', '', `argument ${k} is not traced`);
    return a.node;
  });
  const value = fn(...args);
  if (!(value instanceof Tracer) || value.length !== 1 || !isFloat(npDTypeOf(value)))
    throw new AutodiffError(
      'AUTODIFF_BAD_ARGUMENT',
      '',
      `tt.grad: the function must return a one-element float NDArray (e.g. np.sum(...)), got ${value instanceof NDArray ? value.describe() : typeof value}`,
    );
  const { trace } = value;
  const depends = dependentsOf(trace, nodes);
  const grads = new Map<number, NDArray>();
  const accumulate = (to: TraceNode, c: NDArray) => {
    const cast = npDTypeOf(c) === to.dtype ? c : astype(c, to.dtype);
    const had = grads.get(to.id);
    grads.set(to.id, had ? add(had, cast) : cast);
  };
  const out = value.node;
  if (depends.has(out.id)) grads.set(out.id, reshape(constant(trace, 1, out.dtype), out.shape));
  const stop = new Set(nodes.map((n) => n.id));
  for (let id = out.id; id >= 0; id--) {
    const n = trace.nodes[id];
    const g = grads.get(id);
    if (!n || !g || stop.has(id)) continue;
    backwardOf(trace, n, g, depends, accumulate);
  }
  const results = nodes.map((n) => {
    const g = grads.get(n.id) ?? broadcast_to(constant(trace, 0, n.dtype), n.shape);
    // a result is an array of its own: not a view, an argument or a captured array
    const own = g instanceof Tracer && (g.node.kind === 'ew' || g.node.kind === 'reduce');
    return own ? g : positive(g);
  });
  return { value, grads: results };
}
