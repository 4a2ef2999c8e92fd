/**
 * An elementwise chain fused into the first pass of the reduction it feeds (tt.jit): the kernel is
 * tt.sum's `lanes` pass (src/ops/reduce-kernels.ts) — one work item folds one block of at most B
 * elements of a line, element k into partial k mod 4, the partials combined as (p0 ⊕ p1) ⊕ (p2 ⊕ p3)
 * — with each load of x[k] replaced by the chain evaluated at element k, converted as storing it in
 * an array of its dtype and then widening it would convert it. The later passes (over the partials)
 * are tt.sum's own. Same blocks, same order, same conversions: the result equals the unfused one
 * bit for bit, without the chain's array and its launch. For full reductions and reductions over
 * the last axis (both reduce contiguous lines) of sum, prod, max, min.
 */
import type { IRParam, RawExpr, RawKernelIR, RawStmt, RawType } from '../ir/nodes.js';
import { blockSize, ceilDiv, Launches } from '../ops/common.js';
import type { Fold } from '../ops/reduce-kernels.js';
import { foldLines } from '../ops/reduce-passes.js';
import { accumulatedDType } from '../ops/widen.js';
import { wholeView } from '../runtime/array-view.js';
import { emptyOnQueue } from '../runtime/create.js';
import type { Device } from '../runtime/device.js';
import type { Kernel } from '../runtime/kernel.js';
import { kernelFromIR } from '../runtime/kernel-from-ir.js';
import type { LaunchArgs } from '../runtime/launch-args.js';
import type { NDArray } from '../runtime/ndarray.js';
import type { Queue } from '../runtime/queue.js';
import type { Schema } from '../types/schema.js';
import { sizeOf } from './broadcast.js';
import { computeOf, storageOf } from './dtypes.js';
import { assign, bin, call, cast, index0, lit, local, param } from './ir.js';
import { asStored, Builder, flatLeaves, leafArgs, paramsOf } from './jit-kernel.js';
import type { ReduceName, ScalarArg, TraceNode } from './jit-trace.js';
import type { NpDType } from './promote.js';

type EwNode = TraceNode & { kind: 'ew' };
type ReduceNode = TraceNode & { kind: 'reduce' };
type FusibleName = 'sum' | 'prod' | 'max' | 'min';

const FOLDS: Readonly<Record<FusibleName, Fold>> = {
  sum: { name: 'sum', combine: (a, b) => a + b, key: 'sum', commutative: true },
  prod: { name: 'prod', combine: (a, b) => a * b, key: 'prod', commutative: true },
  min: { name: 'min', combine: (a, b) => Math.min(a, b), key: 'min', commutative: true },
  max: { name: 'max', combine: (a, b) => Math.max(a, b), key: 'max', commutative: true },
};

const isFusible = (name: ReduceName): name is FusibleName => name in FOLDS;

/** The dtype tt.sum & co. accumulate `t` in: what np.<name> gives. */
function accumulatorOf(name: FusibleName, t: NpDType): NpDType {
  if (name === 'sum' || name === 'prod') return accumulatedDType(storageOf(t)) as NpDType;
  return t === 'bool' ? 'u8' : t;
}

/** Whether `r` can run as a fused reduction: a fusible fold of a non-empty chain, over all or the last axis. */
export function fusibleReduce(r: ReduceNode): r is ReduceNode & { input: EwNode } {
  const x = r.input;
  if (x.kind !== 'ew' || !isFusible(r.name) || sizeOf(x.shape) === 0) return false;
  const axis = r.opts.axis;
  if (axis !== undefined && axis !== x.shape.length - 1) return false;
  return r.dtype === accumulatorOf(r.name, x.dtype);
}

export interface FusedReduce {
  readonly kernel: Kernel<Schema>;
  readonly leaves: readonly TraceNode[];
  readonly scalars: readonly ScalarArg[];
  readonly rank: number;
}

const cache = new Map<string, Kernel<Schema>>();

function combine(name: FusibleName, a: RawExpr, b: RawExpr): RawExpr {
  if (name === 'sum') return bin('add', a, b);
  if (name === 'prod') return bin('mul', a, b);
  return call(name, a, b);
}

/** The fused lanes kernel of `r` (leaves: the nodes `isLeaf` says are arrays already). */
export function fusedReduceKernel(
  r: ReduceNode & { input: EwNode },
  isLeaf: (n: TraceNode) => boolean,
): FusedReduce {
  const name = r.name as FusibleName;
  const root = r.input;
  const probe = new Builder(0, isLeaf);
  probe.value(root, true);
  const rank = flatLeaves(probe.leaves, root.shape) ? 0 : root.shape.length;
  const acc = computeOf(r.dtype);
  const locals: { name: string; type: RawType }[] = [];
  const sites: { array: string; loc: { line: number; column: number } }[] = [];
  let first: Builder | undefined;
  let sitesMade = 0;
  /** Statements that set local `into` to the chain at element `at` (or fold it into `into`). */
  const element = (at: RawExpr, into: string, fold: boolean): RawStmt[] => {
    const b = new Builder(rank, isLeaf, at, `e${sitesMade++}_`, sites);
    const v = cast(acc, asStored(root.dtype, b.value(root, true).expr));
    first ??= b;
    locals.push(...b.pre.locals);
    return [...b.pre.stmts, assign(into, fold ? combine(name, local(into, acc), v) : v)];
  };
  const i32 = (n: string) => local(n, 'i32');
  const k = i32('k');
  const body: RawStmt[] = [
    assign('b', bin('rem', index0, param('nb', 'i32'))),
    assign('o', bin('idiv', index0, param('nb', 'i32'))),
    assign('line', bin('mul', i32('o'), param('len', 'i32'))),
    assign('start', bin('add', i32('line'), bin('mul', i32('b'), param('B', 'i32')))),
    assign(
      'end',
      bin(
        'add',
        i32('line'),
        call(
          'min',
          bin('add', bin('mul', i32('b'), param('B', 'i32')), param('B', 'i32')),
          param('len', 'i32'),
        ),
      ),
    ),
    ...element(i32('start'), 'acc', false),
  ];
  const loop = (test: RawExpr, step: number, stmts: RawStmt[]): RawStmt => ({
    kind: 'loop',
    test,
    testAtEnd: false,
    body: stmts,
    update: [assign('k', bin('add', k, lit(step)))],
  });
  const span = bin('sub', i32('end'), i32('start'));
  const lanes: RawStmt[] = [
    ...element(bin('add', i32('start'), lit(1)), 'a1', false),
    ...element(bin('add', i32('start'), lit(2)), 'a2', false),
    ...element(bin('add', i32('start'), lit(3)), 'a3', false),
    assign(
      'stop',
      bin(
        'add',
        bin('add', i32('start'), lit(4)),
        bin('mul', bin('idiv', bin('sub', span, lit(4)), lit(4)), lit(4)),
      ),
    ),
    assign('k', bin('add', i32('start'), lit(4))),
    loop(bin('lt', k, i32('stop')), 4, [
      ...element(k, 'acc', true),
      ...element(bin('add', k, lit(1)), 'a1', true),
      ...element(bin('add', k, lit(2)), 'a2', true),
      ...element(bin('add', k, lit(3)), 'a3', true),
    ]),
    assign(
      'acc',
      combine(
        name,
        combine(name, local('acc', acc), local('a1', acc)),
        combine(name, local('a2', acc), local('a3', acc)),
      ),
    ),
    assign('k', i32('stop')),
    loop(bin('lt', k, i32('end')), 1, element(k, 'acc', true)),
  ];
  const short: RawStmt[] = [
    assign('k', bin('add', i32('start'), lit(1))),
    loop(bin('lt', k, i32('end')), 1, element(k, 'acc', true)),
  ];
  body.push({ kind: 'if', test: bin('ge', span, lit(8)), consequent: lanes, alternate: short });
  body.push({
    kind: 'store',
    array: 'out',
    index: index0,
    value: local('acc', acc),
    checked: false,
    site: sites.push({ array: 'out', loc: { line: 1, column: 1 } }) - 1,
  });
  const b = first ?? probe;
  const key = `${name}|${r.dtype}|${rank}|${b.leaves.length}|${probe.value(root, true).key}`;
  let kernel = cache.get(key);
  if (!kernel) {
    const { params, schema } = paramsOf(r.dtype, b, ['len', 'nb', 'B']);
    for (const n of ['b', 'o', 'line', 'start', 'end', 'stop', 'k']) locals.push({ name: n, type: 'i32' });
    for (const n of ['acc', 'a1', 'a2', 'a3']) locals.push({ name: n, type: acc });
    const ir: RawKernelIR = {
      name: `jit_${name}`,
      rank: 1,
      params: params as IRParam<RawType>[],
      locals: locals.map((l) => ({ name: l.name, type: l.type, sourceName: l.name })),
      body,
      functions: [],
      sites,
      options: { floatType: 'f32', unsafe: true },
    };
    kernel = kernelFromIR(schema, ir, { name: `np_jit_${name}` });
    cache.set(key, kernel);
  }
  return { kernel, leaves: b.leaves, scalars: b.scalars, rank };
}

/**
 * Runs the fused reduction of `r` on `leaves` (the arrays of its leaves, in order): the fused
 * first pass, then tt.sum's passes over the partials; the result has r's shape.
 */
export function runFusedReduce(
  r: ReduceNode & { input: EwNode },
  fused: FusedReduce,
  arrayOfNode: (n: TraceNode) => NDArray,
  queue: Queue<Device>,
): NDArray {
  const x = r.input;
  const B = blockSize(queue.device);
  const len = r.opts.axis === undefined ? sizeOf(x.shape) : (x.shape[x.shape.length - 1] ?? 1);
  const outer = sizeOf(x.shape) / len;
  const nb = ceilDiv(len, B);
  const run = new Launches();
  const acc = storageOf(r.dtype);
  const partials = emptyOnQueue(nb === 1 ? r.shape : [outer * nb], acc, queue);
  const args: Record<string, unknown> = { out: partials, len, nb, B };
  leafArgs(args, fused.leaves, fused.rank, x.shape, arrayOfNode);
  fused.scalars.forEach((s, j) => {
    args[`s${j}`] = s.value;
  });
  run.add(fused.kernel.launch(outer * nb, args as LaunchArgs<Schema>));
  if (nb === 1) return partials;
  // tt.sum's passes make arrays of at least one axis: a 0-d result views the last one (freed with
  // the view by the garbage collector)
  const zeroD = r.shape.length === 0;
  const out = foldLines(
    run,
    partials,
    FOLDS[r.name as FusibleName],
    outer,
    nb,
    1,
    undefined,
    zeroD ? [1] : r.shape,
  );
  run.release(partials);
  return zeroD ? wholeView(out, []) : out;
}
