/**
 * An elementwise chain fused into the first pass of the reduction it feeds (tt.jit): the kernel is
 * the first pass tt.np's eager reduction runs — tt.sum's `lanes` pass on contiguous lines, its
 * `strided` pass on lines along another axis (src/ops/reduce-kernels.ts), tt.argmin/argmax's first
 * pass (src/ops/arg-reduce.ts) — with each load of x[k] replaced by the chain evaluated at element
 * k, converted as storing it in an array of its dtype and then widening it would convert it
 * (jit-reduce-body.ts). The later passes (over the partials) are the eager ones. Same blocks, same
 * order, same conversions: the result equals the unfused one bit for bit, without the chain's
 * array and its launch. For sum prod max min all any argmin argmax over every axis, one axis, or
 * adjacent axes (one pass of the eager plan); np.mean, var and std are traced as sums and
 * elementwise functions, so their chains fuse too.
 */
import type { IRParam, RawExpr, RawKernelIR, RawStmt, RawType } from '../ir/nodes.js';
import { argPassesFrom } from '../ops/arg-reduce.js';
import { blockSize, ceilDiv, Launches } from '../ops/common.js';
import type { Fold } from '../ops/reduce-kernels.js';
import { lanesKernel, stridedKernel } from '../ops/reduce-kernels.js';
import { foldLines, lines } from '../ops/reduce-passes.js';
import { wholeView } from '../runtime/array-view.js';
import { emptyOnQueue } from '../runtime/create.js';
import type { Device } from '../runtime/device.js';
import type { Kernel } from '../runtime/kernel.js';
import { kernelFromIR } from '../runtime/kernel-from-ir.js';
import type { LaunchArgs } from '../runtime/launch-args.js';
import type { NDArray } from '../runtime/ndarray.js';
import type { Queue } from '../runtime/queue.js';
import { i32 } from '../types/dtype.js';
import { arrayOf, type Schema } from '../types/schema.js';
import { reductionPlan } from './axes.js';
import { sizeOf } from './broadcast.js';
import { computeOf, markBool, storageOf } from './dtypes.js';
import { arrayParam } from './elementwise-kernel.js';
import { assign, bin, call, cast, local } from './ir.js';
import { asStored, Builder, flatLeaves, type LineCoords, leafArgs, paramsOf } from './jit-kernel.js';
import { argBody, BODY_LOCALS, type Combine, index2, lanesBody, stridedBody } from './jit-reduce-body.js';
import { applyEpilogue, epilogueArgs, epilogueParams, lastPassKernel } from './jit-reduce-last.js';
import { lineStrides } from './jit-reduce-lines.js';
import type { ReduceName, ScalarArg, TraceNode } from './jit-trace.js';
import { reducedType } from './reduce-traced.js';

type EwNode = TraceNode & { kind: 'ew' };
type ReduceNode = TraceNode & { kind: 'reduce' };
export type FusibleReduceNode = ReduceNode & { input: EwNode };
type FoldName = Exclude<ReduceName, 'argmin' | 'argmax'>;

const fold = (name: string, combine: (a: number, b: number) => number, key: string): Fold => ({
  name,
  combine,
  key,
  commutative: true,
});
/** The eager folds (np.all/np.any fold their bool array with min/max, as eager does). */
const FOLDS: Readonly<Record<FoldName, Fold>> = {
  sum: fold('sum', (a, b) => a + b, 'sum'),
  prod: fold('prod', (a, b) => a * b, 'prod'),
  min: fold('min', (a, b) => Math.min(a, b), 'min'),
  max: fold('max', (a, b) => Math.max(a, b), 'max'),
  all: fold('min', (a, b) => Math.min(a, b), 'min'),
  any: fold('max', (a, b) => Math.max(a, b), 'max'),
};

const isArg = (name: ReduceName): name is 'argmin' | 'argmax' => name === 'argmin' || name === 'argmax';

/** The lines the eager reduction's first pass folds (outer × len × inner), or undefined: several passes. */
function linesOf(r: ReduceNode): { outer: number; len: number; inner: number } | undefined {
  const shape = r.input.shape;
  const axes = r.opts.axis;
  if (axes === undefined) return { outer: 1, len: sizeOf(shape), inner: 1 };
  if (isArg(r.name)) return lines(shape, axes[0]);
  const plan = reductionPlan(shape, axes, r.opts.keepdims === true);
  const pass = plan.passes[0];
  return plan.passes.length === 1 && pass ? lines(plan.view, pass.axis) : undefined;
}

/**
 * Whether `r` can run as a generated reduction (one pass of the eager plan over a non-empty
 * input), its input a chain inlined or an array read.
 */
export function generatedReduceFits(r: ReduceNode): boolean {
  const x = r.input;
  if (sizeOf(x.shape) === 0 || sizeOf(r.shape) === 0) return false;
  if (linesOf(r) === undefined) return false;
  return isArg(r.name) || storageOf(r.dtype) === storageOf(reducedType(r.name, x.dtype));
}

/** Whether `r` can run as a fused reduction: a generated one over an elementwise chain. */
export function fusibleReduce(r: ReduceNode): r is FusibleReduceNode {
  return r.input.kind === 'ew' && generatedReduceFits(r);
}

/** Whether `r` can apply a chain reading its result in its last pass (jit-epilogue.ts): a fold. */
export function takesEpilogue(r: ReduceNode): boolean {
  return !isArg(r.name) && generatedReduceFits(r);
}

/** The chain applied to the reduction's result in its last pass, and its kernels' parts. */
export interface Epilogue {
  readonly node: EwNode;
  /** Its scalar operands (parameters es0, es1, …). */
  readonly scalars: readonly ScalarArg[];
  /** The last pass over the partials when the first pass is not the last (several blocks). */
  readonly last?: Kernel<Schema>;
}

export interface FusedReduce {
  /** The first pass (applying the epilogue when it is also the last). */
  readonly kernel: Kernel<Schema>;
  readonly leaves: readonly TraceNode[];
  readonly scalars: readonly ScalarArg[];
  readonly rank: number;
  /** Each leaf's strides along the line coordinates (jit-reduce-lines.ts), when they are used. */
  readonly lines?: readonly (readonly number[])[];
  readonly epilogue?: Epilogue;
}

const cache = new Map<string, Kernel<Schema>>();

/** The fused reduction first-pass kernels made so far in this process (tests compile them for cuda). */
export function fusedReduceKernelsMade(): readonly Kernel<Schema>[] {
  return [...cache.values()];
}

function combinerOf(name: FoldName): Combine {
  if (name === 'sum') return (a, b) => bin('add', a, b);
  if (name === 'prod') return (a, b) => bin('mul', a, b);
  const fn = name === 'min' || name === 'all' ? 'min' : 'max';
  return (a, b) => call(fn, a, b);
}

/** The blocks of the first pass of `r` on `device` (1: it is also the last). */
export function firstPassBlocks(r: ReduceNode, device: Device): number {
  return ceilDiv(linesOf(r)?.len ?? sizeOf(r.input.shape), blockSize(device));
}

/**
 * The fused first-pass kernel of `r` (leaves: the nodes `isLeaf` says are arrays already; its
 * input is inlined unless it is one), with the kernels that apply `epilogue` to its result.
 */
export function fusedReduceKernel(
  r: ReduceNode,
  isLeaf: (n: TraceNode) => boolean,
  device: Device,
  epilogueNode?: EwNode,
): FusedReduce {
  const root = r.input;
  const inlined = !isLeaf(root);
  const geometry = linesOf(r);
  const variant = isArg(r.name) ? r.name : geometry?.inner === 1 ? 'lanes' : 'strided';
  const final = firstPassBlocks(r, device) === 1;
  const probe = new Builder(0, isLeaf);
  probe.value(root, inlined);
  const flat = flatLeaves(probe.leaves, root.shape);
  const groups = variant === 'lanes' ? 2 : 3;
  const lines = flat || !geometry ? undefined : lineStrides(probe.leaves, root.shape, geometry, groups);
  const rank = flat ? 0 : lines ? groups : root.shape.length;
  const coordsAt = (along: RawExpr): LineCoords | undefined =>
    lines
      ? { coords: [local('o', 'i32'), along, ...(groups === 3 ? [index2] : [])], strides: lines }
      : undefined;
  // arg: values of the chain's type; folds: the accumulator's (8/16-bit and bools widen to 32 bits)
  const accType = isArg(r.name) ? root.dtype : r.dtype;
  const acc = computeOf(accType === 'bool' ? 'u8' : accType);
  const locals: { name: string; type: RawType }[] = [];
  const sites: { array: string; loc: { line: number; column: number } }[] = [];
  const site = (array: string) => () => sites.push({ array, loc: { line: 1, column: 1 } }) - 1;
  let first: Builder | undefined;
  let made = 0;
  const combine = isArg(r.name) ? undefined : combinerOf(r.name);
  const element = (at: RawExpr, into: string, folds: boolean, along: RawExpr): RawStmt[] => {
    const b = new Builder(rank, isLeaf, at, `e${made++}_`, sites, coordsAt(along));
    const v = cast(acc, asStored(root.dtype, b.value(root, inlined).expr));
    first ??= b;
    locals.push(...b.pre.locals);
    return [
      ...b.pre.stmts,
      assign(into, folds && combine ? combine({ kind: 'local', type: acc, name: into }, v) : v),
    ];
  };
  const body =
    r.name === 'argmin' || r.name === 'argmax'
      ? argBody(r.name === 'argmin' ? 'min' : 'max', element, acc, { out: site('out')(), oi: site('oi')() })
      : combine && variant === 'lanes'
        ? lanesBody(element, combine, acc, site('out'))
        : stridedBody(element, acc, site('out'));
  const b = first ?? probe;
  // line strides of 0 and 1 are part of the kernel (no term, no multiply); others are parameters
  const unit = lines?.map((st) => st.map((v) => (v === 0 || v === 1 ? v : 's')).join('')).join(',');
  const epilogue = epilogueNode && final ? applyEpilogue(r, epilogueNode, body, acc, sites) : undefined;
  if (epilogue) locals.push(...epilogue.locals);
  const outType = epilogue ? epilogueNode?.dtype : undefined;
  const key = `${r.name}|${variant}|${r.dtype}|${rank}${lines ? `L${unit}` : ''}|${b.leaves.length}|${probe.value(root, inlined).key}|${epilogue?.key ?? ''}`;
  let kernel = cache.get(key);
  if (!kernel) {
    const { params, schema } = paramsOf(outType ?? (isArg(r.name) ? root.dtype : r.dtype), b, [
      'len',
      'nb',
      'B',
      'inner',
    ]);
    if (epilogue) epilogueParams(params, schema, epilogue.scalars);
    if (isArg(r.name)) {
      params.push(arrayParam('oi', 'i32') as IRParam<RawType>);
      (schema as Record<string, Schema[string]>).oi = arrayOf(i32);
    }
    const own = BODY_LOCALS[isArg(r.name) ? 'arg' : combine && variant === 'lanes' ? 'lanes' : 'strided'];
    for (const n of own.ints) locals.push({ name: n, type: 'i32' });
    for (const n of own.values) locals.push({ name: n, type: acc });
    const ir: RawKernelIR = {
      name: `jit_${r.name}`,
      rank: variant === 'lanes' ? 1 : 3,
      params: params as IRParam<RawType>[],
      locals: locals.map((l) => ({ name: l.name, type: l.type, sourceName: l.name })),
      body,
      functions: [],
      sites,
      // the lanes pass as scalar C: GCC would fold the chain's values with gathers (kernel-meta.ts
      // noVectorize); the strided pass vectorises across items (contiguous along inner)
      options: {
        floatType: 'f32',
        unsafe: variant === 'lanes',
        ...(variant === 'lanes' ? { noVectorize: true as const } : {}),
      },
    };
    kernel = kernelFromIR(schema, ir, { name: `np_jit_${r.name}` });
    cache.set(key, kernel);
  }
  const fused = { kernel, leaves: b.leaves, scalars: b.scalars, rank, ...(lines ? { lines } : {}) };
  if (!epilogueNode) return fused;
  if (epilogue) return { ...fused, epilogue: { node: epilogueNode, scalars: epilogue.scalars } };
  const last = lastPassKernel(r, epilogueNode, variant === 'lanes', acc, combinerOf(r.name as FoldName));
  return { ...fused, epilogue: { node: epilogueNode, scalars: last.scalars, last: last.kernel } };
}

/**
 * Runs the fused reduction of `r` on `leaves` (the arrays of its leaves, in order): the fused
 * first pass, then the eager passes over the partials; the result has r's shape — or, with an
 * epilogue, is the epilogue's array (its dtype and shape), written by the last pass.
 */
export function runFusedReduce(
  r: ReduceNode,
  fused: FusedReduce,
  arrayOfNode: (n: TraceNode) => NDArray,
  queue: Queue<Device>,
): NDArray {
  const x = r.input;
  const { outer, len, inner } = linesOf(r) ?? { outer: 1, len: sizeOf(x.shape), inner: 1 };
  const B = blockSize(queue.device);
  const nb = ceilDiv(len, B);
  const run = new Launches();
  const arg = isArg(r.name);
  const epi = fused.epilogue;
  const result = nb === 1 && epi ? epi.node : r;
  const first = nb === 1 ? result.shape : [outer * nb * inner];
  const partials = emptyOnQueue(first, storageOf(arg ? x.dtype : result.dtype), queue);
  const indices = arg ? emptyOnQueue(first, 'i32', queue) : undefined;
  const args: Record<string, unknown> = { out: partials, len, nb, B, inner };
  if (indices) args.oi = indices;
  leafArgs(args, fused.leaves, fused.lines ? 0 : fused.rank, x.shape, arrayOfNode);
  if (fused.lines) {
    for (let d = 0; d < fused.rank; d++) Object.assign(args, { [`os${d}`]: 0, [`sh${d}`]: 0 });
    fused.lines.forEach((st, k) => {
      st.forEach((v, d) => {
        args[`st${k}_${d}`] = v;
      });
    });
  }
  fused.scalars.forEach((s, j) => {
    args[`s${j}`] = s.value;
  });
  if (nb === 1 && epi) epilogueArgs(args, epi.scalars);
  const range: number | [number, number, number] =
    fused.kernel.ir.rank === 1 ? outer * nb * inner : [outer, nb, inner];
  run.add(fused.kernel.launch(range, args as LaunchArgs<Schema>));
  const finish = (a: NDArray) => (result.dtype === 'bool' ? markBool(a) : a);
  if (nb === 1) {
    if (indices) run.release(partials);
    return finish(indices ?? partials);
  }
  if (epi?.last) return finish(lastPasses(r, epi, epi.last, run, partials, { outer, nb, inner, B }));
  // the eager passes make arrays of at least one axis: a 0-d result views the last one (freed with
  // the view by the garbage collector)
  const zeroD = r.shape.length === 0;
  const shape = zeroD ? [1] : r.shape;
  const out = indices
    ? argPassesFrom(r.name === 'argmin' ? 'min' : 'max', run, partials, indices, outer, nb, inner, shape)
    : foldLines(run, partials, FOLDS[r.name as FoldName], outer, nb, inner, undefined, shape);
  if (!indices) run.release(partials);
  return finish(zeroD ? wholeView(out, []) : out);
}

/**
 * The passes over the partials of a reduction with an epilogue: eager's (as foldLines runs them)
 * while a line has more than one block, then the epilogue's last pass into the result.
 */
function lastPasses(
  r: ReduceNode,
  epi: Epilogue,
  last: Kernel<Schema>,
  run: Launches,
  partials: NDArray,
  g: { outer: number; nb: number; inner: number; B: number },
): NDArray {
  const { outer, inner, B } = g;
  const fold = FOLDS[r.name as FoldName];
  const dtype = storageOf(r.dtype);
  let cur = partials;
  let len = g.nb;
  for (let nb = ceilDiv(len, B); nb > 1; nb = ceilDiv(len, B)) {
    const out = emptyOnQueue([outer * nb * inner], dtype, partials.queue);
    const k = inner === 1 ? lanesKernel(fold, dtype) : stridedKernel(fold, dtype);
    run.add(k.launch(outer * nb * inner, { x: cur, out, len, inner, nb, B }));
    run.release(cur);
    cur = out;
    len = nb;
  }
  const out = emptyOnQueue(epi.node.shape, storageOf(epi.node.dtype), partials.queue);
  const args: Record<string, unknown> = { out, x0: cur, len, nb: 1, B, inner };
  epilogueArgs(args, epi.scalars);
  const range: number | [number, number, number] = last.ir.rank === 1 ? outer * inner : [outer, 1, inner];
  run.add(last.launch(range, args as LaunchArgs<Schema>));
  run.release(cur);
  return out;
}
