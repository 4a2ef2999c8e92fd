/**
 * tt.jit(fn): traces a function of NDArrays and numbers once per input signature (each array's
 * dtype, shape and queue; each number's value) and runs it as few kernels as its data dependencies
 * allow: each elementwise chain that ends in a result or feeds a reduction is one fused kernel
 * (jit-kernel.ts) or runs inside the reduction it feeds (jit-reduce.ts); a chain reading only a
 * reduction's result runs in its last pass (jit-epilogue.ts); matmul, dot, the scans and the sorts
 * run their own kernels on materialised inputs (jit-ops.ts).
 * Traces are kept per signature; kernels per expression structure (and compiled once per device,
 * cached on disk like any kernel). Eager tt.np calls are never fused.
 */
import { ArrayOpError, InternalError } from '../errors/errors.js';
import { emptyOnQueue } from '../runtime/create.js';
import type { Device } from '../runtime/device.js';
import type { LaunchArgs } from '../runtime/launch-args.js';
import { NDArray } from '../runtime/ndarray.js';
import { withOpCall } from '../runtime/op-call.js';
import type { Queue } from '../runtime/queue.js';
import { arraysTask } from '../runtime/queue-task.js';
import { inputNaming, userCall } from '../runtime/user-call.js';
import type { Schema } from '../types/schema.js';
import { sameShape, sizeOf } from './broadcast.js';
import { markBool, npDTypeOf, storageOf } from './dtypes.js';
import { commonQueue } from './elementwise.js';
import { epiloguesOf, operandsOf } from './jit-epilogue.js';
import { type FusedKernel, fusedKernel, leafArgs } from './jit-kernel.js';
import { type OpNode, runOp } from './jit-ops.js';
import { type FusedReduce, fusedReduceKernel, fusibleReduce, runFusedReduce } from './jit-reduce.js';
import { type ScalarArg, type Trace, type TraceNode, Tracer } from './jit-trace.js';
import { type Traced, traceOnly } from './jit-trace-call.js';
import { memoryOf, runWrite, writeKernel } from './jit-write.js';
import { isStrided, layoutOf, viewOf } from './layout.js';
import { all, any, argmax, argmin, max, min, prod, sum } from './reduce.js';
import { copy } from './views.js';

const REDUCTIONS = { sum, prod, max, min, all, any } as const;
const ARG_REDUCTIONS = { argmin, argmax } as const;

type EwNode = TraceNode & { kind: 'ew' };
type ReduceNode = TraceNode & { kind: 'reduce' };
type WriteNode = TraceNode & { kind: 'write' };
type Step =
  | { kind: 'write'; node: WriteNode; fused: FusedKernel }
  | { kind: 'fused'; node: EwNode; fused: FusedKernel }
  | { kind: 'reduce'; node: ReduceNode }
  | { kind: 'op'; node: OpNode }
  | { kind: 'fusedReduce'; node: ReduceNode; fused: FusedReduce };

export interface Plan {
  readonly steps: readonly Step[];
  readonly outputs: readonly TraceNode[];
  /** undefined: one array; else per item of the result list, -1 (an array) or its list's length. */
  readonly nesting: readonly number[] | undefined;
}

/** What a jit function returns: an NDArray, or a list of NDArrays and lists of NDArrays ([value, [grads…]]). */
export type JitResult = NDArray | readonly (NDArray | readonly NDArray[])[];
/** A jit-compiled function: call it like `fn`; `traces` counts the signatures traced so far. */
export type JitFunction<A extends unknown[], R extends JitResult> = ((...args: A) => R) & {
  readonly traces: number;
};

const queueIds = new WeakMap<Queue<Device>, number>();
let queuesSeen = 0;
function queueId(q: Queue<Device>): number {
  const id = queueIds.get(q) ?? ++queuesSeen;
  queueIds.set(q, id);
  return id;
}

/** The signature of a call (what a trace depends on), or OP_BAD_ARGUMENT for an argument jit cannot take. */
export function signatureOf(args: readonly unknown[]): string {
  return args
    .map((a, k) => {
      if (a instanceof NDArray && !(a instanceof Tracer)) {
        a.checkAlive('tt.jit');
        const sig = `a${npDTypeOf(a)}[${a.shape.join(',')}]@${queueId(a.queue)}`;
        // a strided view is traced as a view of its base: its layout is part of the trace
        const l = isStrided(a) ? layoutOf(a) : undefined;
        return l ? `${sig}~[${l.root.shape.join(',')}]+${l.offset}*${l.strides.join(',')}` : sig;
      }
      if (typeof a === 'number') return `n${Object.is(a, -0) ? '-0' : String(a)}`;
      if (typeof a === 'boolean') return `b${String(a)}`;
      throw new ArrayOpError(
        'OP_BAD_ARGUMENT',
        'tt.jit',
        `argument ${k + 1} is ${a === null ? 'null' : typeof a}; a jit function takes NDArrays, numbers and booleans`,
      );
    })
    .join(';');
}

/**
 * The nodes the outputs need, and the steps that compute them in recording (topological) order. A
 * reduction fusible with the chain that feeds it (jit-reduce.ts) evaluates that chain in its own
 * kernel, unless the chain's array is needed anyway (a result, or the input of another reduction).
 */
function planOf(trace: Trace, outputs: readonly TraceNode[], nesting: readonly number[] | undefined): Plan {
  const materialised = new Set<number>();
  for (const o of outputs) materialised.add(o.id);
  const needed = new Set<number>();
  const reduces: ReduceNode[] = [];
  const writes: WriteNode[] = [];
  const visit = (n: TraceNode): void => {
    if (needed.has(n.id)) return;
    needed.add(n.id);
    if (n.kind === 'ew') for (const a of n.args) if (a.kind !== 'scalar') visit(a);
    if (n.kind === 'view') {
      materialised.add(n.input.id); // a view reads an array: its input's
      visit(n.input);
    }
    if (n.kind === 'reduce') {
      reduces.push(n);
      visit(n.input);
    }
    if (n.kind === 'op')
      for (const x of n.inputs) {
        materialised.add(x.id); // its kernels read arrays
        visit(x);
      }
    if (n.kind === 'write') {
      writes.push(n);
      visit(n.value);
      if (n.target) {
        materialised.add(n.target.id); // written in place: an array
        visit(n.target);
      }
    }
  };
  for (const o of outputs) visit(o);
  // np.set into an argument, a captured array or an intermediate is a side effect: it runs even
  // when no result reads it (a concatenation's writes only when its result is needed)
  for (const n of trace.nodes) if (n.kind === 'write' && n.target && memoryOf(n).kind !== 'write') visit(n);
  computedBeforeWrites(trace, needed, materialised, writes);
  for (const id of sharedReduceInputs(trace.nodes, needed, reduces)) materialised.add(id);
  const fuses = (r: ReduceNode) => fusibleReduce(r) && !materialised.has(r.input.id);
  const fusedReduces = new Set(reduces.filter(fuses).map((r) => r.id));
  for (const r of reduces) if (!fusedReduces.has(r.id)) materialised.add(r.input.id);
  // a chain reading nothing but one fold's result runs in that fold's last pass, into its array
  const epilogues = epiloguesOf(trace.nodes, needed, materialised, outputs);
  const inEpilogue = new Set([...epilogues.values()].map((e) => e.id));
  for (const id of inEpilogue) materialised.add(id);
  const isLeaf = (n: TraceNode) => n.kind !== 'ew' || materialised.has(n.id);
  const steps: Step[] = [];
  const device = trace.queue.device;
  for (const n of trace.nodes) {
    if (!needed.has(n.id) || inEpilogue.has(n.id)) continue;
    if (n.kind === 'reduce' && (fusedReduces.has(n.id) || epilogues.has(n.id)))
      steps.push({
        kind: 'fusedReduce',
        node: n,
        fused: fusedReduceKernel(n, isLeaf, device, epilogues.get(n.id)),
      });
    else if (n.kind === 'reduce') steps.push({ kind: 'reduce', node: n });
    else if (n.kind === 'op') steps.push({ kind: 'op', node: n });
    else if (n.kind === 'write') steps.push({ kind: 'write', node: n, fused: writeKernel(n, isLeaf) });
    else if (n.kind === 'ew' && materialised.has(n.id))
      steps.push({ kind: 'fused', node: n, fused: fusedKernel(n, isLeaf) });
  }
  return { steps, outputs, nesting };
}

/**
 * An np.set writes its array in place: every elementwise node recorded before the write that reads
 * that array (through its chain or a view) and is computed at all is computed before the write, as
 * eager computed it, so no later kernel inlines it and reads the written values.
 */
function computedBeforeWrites(
  trace: Trace,
  needed: ReadonlySet<number>,
  materialised: Set<number>,
  writes: readonly WriteNode[],
): void {
  for (const w of writes) {
    if (!w.target) continue;
    const memory = memoryOf(w.target);
    const reads = (n: TraceNode | ScalarArg, seen: Set<number>): boolean => {
      if (n.kind === 'scalar' || seen.has(n.id)) return false;
      seen.add(n.id);
      if (memoryOf(n) === memory) return true;
      if (n.kind === 'ew') return n.args.some((a) => reads(a, seen));
      if (n.kind === 'view') return reads(n.input, seen);
      return false;
    };
    for (const n of trace.nodes) {
      if (n.id >= w.id) break;
      if (n.kind === 'ew' && needed.has(n.id) && reads(n, new Set())) materialised.add(n.id);
    }
  }
}

/**
 * The chains that feed a reduction and are read by other nodes too (np.var's: the mean's sum
 * reads it, and again the sum of squared deviations): computed once, by a kernel of their own,
 * rather than again inside every reader. A fused reduction's loop evaluates its chain without the
 * elementwise kernel's vector lanes: measured (docs/np.md) a shared chain recomputed inside both
 * sums, or stored by the first, was slower than its own kernel and two sums over its array.
 */
function sharedReduceInputs(
  nodes: readonly TraceNode[],
  needed: ReadonlySet<number>,
  reduces: readonly ReduceNode[],
): number[] {
  const readers = new Map<number, number>();
  for (const n of nodes)
    if (needed.has(n.id)) for (const a of operandsOf(n)) readers.set(a.id, (readers.get(a.id) ?? 0) + 1);
  return reduces
    .filter((r) => r.input.kind === 'ew' && (readers.get(r.input.id) ?? 0) > 1)
    .map((r) => r.input.id);
}

function traceCall(fn: (...args: never[]) => unknown, args: readonly unknown[]): Plan {
  const t = traceOnly(fn, args);
  return planOf(t.trace, t.outputs, t.nesting);
}

/** The plan of a traced call. */
export const planTraced = (t: Traced): Plan => planOf(t.trace, t.outputs, t.nesting);

function launchFused(
  step: Step & { kind: 'fused' },
  arrayOfNode: (n: TraceNode) => NDArray,
  queue: Queue<Device>,
): NDArray {
  const { node, fused } = step;
  const out = emptyOnQueue(node.shape, storageOf(node.dtype), queue);
  if (node.dtype === 'bool') markBool(out);
  const n = sizeOf(node.shape);
  if (n === 0) return out;
  const args: Record<string, unknown> = { out };
  leafArgs(args, fused.leaves, fused.rank, node.shape, arrayOfNode);
  fused.scalars.forEach((s, j) => {
    args[`s${j}`] = s.value;
  });
  // Observed here: a failure is the launch's own, as for eager tt.np calls.
  fused.kernel.launch(n, args as LaunchArgs<Schema>).catch(() => {});
  return out;
}

function runReduce(node: ReduceNode, input: NDArray): NDArray {
  const { name, opts } = node;
  const r =
    name === 'argmin' || name === 'argmax'
      ? ARG_REDUCTIONS[name](input, { ...opts, axis: opts.axis?.[0] })
      : REDUCTIONS[name](input, opts);
  if (npDTypeOf(r) !== node.dtype || !sameShape(r.shape, node.shape))
    throw new InternalError(`tt.jit predicted np.${node.name} gives ${node.dtype}, got ${r.describe()}`);
  return r;
}

/** Runs an op node on its inputs' arrays, noting that its result reads them (and what they view). */
function runOpStep(
  node: OpNode,
  valueOfNode: (n: TraceNode) => NDArray,
  readers: Map<NDArray, NDArray[]>,
): NDArray {
  const inputs = node.inputs.map(valueOfNode);
  const out = runOp(node, inputs);
  for (const x of inputs)
    for (const a of [x, isStrided(x) ? layoutOf(x).root : x])
      readers.set(a, [...(readers.get(a) ?? []), out]);
  return out;
}

export function runPlan(plan: Plan, args: readonly unknown[], queue: Queue<Device>): JitResult {
  const values = new Map<number, NDArray>();
  const temps: NDArray[] = [];
  /** The array each view value made here views (kept alive while a result views it). */
  const viewed = new Map<NDArray, NDArray>();
  /** The results of the operations that read each array (and the arrays those view). */
  const opOutputsReading = new Map<NDArray, NDArray[]>();
  const valueOfNode = (n: TraceNode): NDArray => {
    const v = values.get(n.id);
    if (v) return v;
    if (n.kind === 'input') {
      const a = args[n.index] as NDArray;
      return n.viewed ? layoutOf(a).root : a;
    }
    if (n.kind === 'const') {
      n.array.checkAlive('tt.jit (an array the traced function captured)');
      return n.array;
    }
    if (n.kind === 'view') {
      // a view's offset and strides count its input's elements in row-major order
      const given = valueOfNode(n.input);
      const base = isStrided(given) ? copy(given) : given;
      if (base !== given) temps.push(base);
      const view = viewOf(base, n.shape, n.offset, n.strides);
      values.set(n.id, view);
      viewed.set(view, base);
      return view;
    }
    throw new InternalError(`tt.jit: node ${n.id} used before it was computed`);
  };
  for (const step of plan.steps) {
    if (step.kind === 'write') {
      const { array, made } = runWrite(step.node, step.fused, valueOfNode, queue);
      values.set(step.node.id, array);
      if (made) temps.push(array);
      continue;
    }
    const out =
      step.kind === 'fused'
        ? launchFused(step, valueOfNode, queue)
        : step.kind === 'fusedReduce'
          ? runFusedReduce(step.node, step.fused, valueOfNode, queue)
          : step.kind === 'op'
            ? runOpStep(step.node, valueOfNode, opOutputsReading)
            : runReduce(step.node, valueOfNode(step.node.input));
    // a reduction with an epilogue gives the epilogue's array (its own result is in no array)
    values.set(
      step.kind === 'fusedReduce' ? (step.fused.epilogue?.node.id ?? step.node.id) : step.node.id,
      out,
    );
    temps.push(out);
  }
  const results = plan.outputs.map(valueOfNode);
  const kept = new Set([...results, ...results.map((r) => viewed.get(r))]);
  for (const t of temps) {
    if (kept.has(t)) continue;
    // an operation's kernels may take their input's memory only when they run (the sort's key
    // view): its input lives until the operation's result is written
    const readers = opOutputsReading.get(t);
    if (readers) void arraysTask({ reads: readers }, [], () => t.dispose());
    else t.dispose();
  }
  if (!plan.nesting) return results[0] as NDArray;
  let k = 0;
  return plan.nesting.map((n) => {
    const at = k;
    k += n < 0 ? 1 : n;
    return n < 0 ? (results[at] as NDArray) : results.slice(at, at + n);
  });
}

/** The functions tt.jit compiled, by their jit function (tt.grad of a jit function differentiates its trace). */
const sources = new WeakMap<object, (...args: never[]) => unknown>();

/** The function `f` compiles when it is a jit function, else undefined. */
export function jitSource(f: unknown): ((...args: never[]) => unknown) | undefined {
  return typeof f === 'function' ? sources.get(f) : undefined;
}

/**
 * Compiles `fn` — a function of NDArrays and numbers that calls tt.np's elementwise functions,
 * reductions, views, products, scans and sorts and returns an NDArray or a list of them — into
 * fused kernels, traced once
 * per signature. Reading array values inside (item(), read(), `if (x > 0)`) is JIT_VALUE_BRANCH:
 * use np.where.
 */
export function jit<A extends unknown[], R extends JitResult>(fn: (...args: A) => R): JitFunction<A, R> {
  if (typeof fn !== 'function')
    throw new ArrayOpError('OP_BAD_ARGUMENT', 'tt.jit', `expected a function, got ${typeof fn}`);
  const plans = new Map<string, Plan>();
  const label = fn.name ? `jit function '${fn.name}'` : 'jit function (anonymous)';
  const call = (args: A): R => {
    const key = signatureOf(args);
    let plan = plans.get(key);
    if (!plan) {
      plan = traceCall(fn as (...args: never[]) => unknown, args);
      plans.set(key, plan);
    }
    const arrays = args.filter((a): a is NDArray & A[number] => a instanceof NDArray);
    return runPlan(plan, args, commonQueue(label, arrays)) as R;
  };
  // its errors (placement, failed inputs of its launches) name the jit function and its inputs,
  // not tt.jit or the fused kernels it runs (runtime/user-call.ts)
  const run = (...args: A): R => withOpCall(userCall(label, args, inputNaming), () => call(args));
  Object.defineProperty(run, 'traces', { get: () => plans.size, enumerable: true });
  sources.set(run, fn as (...args: never[]) => unknown);
  return run as JitFunction<A, R>;
}
