/**
 * Writes in a tt.jit trace: np.set on a traced array, and concatenate/stack (a new array and one
 * write per input). A write is one kernel: the value's elementwise chain (jit-kernel.ts's Builder)
 * evaluated over the written region and stored at offset + Σ i[d]·strides[d] of the array — so a
 * chain feeding a slot of a concatenation or a slice assignment costs no launch of its own.
 * np.set writes in place, as eager does (into an argument's or a captured array's memory too): a
 * chain recorded before the write that reads the written array is computed before it (jit.ts).
 */
import { InternalError } from '../errors/errors.js';
import type { IRParam, RawKernelIR, RawStmt, RawType } from '../ir/nodes.js';
import { emptyOnQueue } from '../runtime/create.js';
import type { Device } from '../runtime/device.js';
import type { Kernel } from '../runtime/kernel.js';
import { kernelFromIR } from '../runtime/kernel-from-ir.js';
import type { LaunchArgs } from '../runtime/launch-args.js';
import type { NDArray } from '../runtime/ndarray.js';
import type { Queue } from '../runtime/queue.js';
import type { Schema } from '../types/schema.js';
import { sizeOf } from './broadcast.js';
import { markBool, storageOf } from './dtypes.js';
import { bin, param } from './ir.js';
import { Builder, type FusedKernel, leafArgs, paramsOf } from './jit-kernel.js';
import type { Trace, TraceNode, Tracer } from './jit-trace.js';
import type { NpDType } from './promote.js';

type WriteNode = TraceNode & { kind: 'write' };
type EwNode = TraceNode & { kind: 'ew' };

/** The ew node of a traced value (apply with `{ trace }` always records one). */
function ewOf(v: NDArray): EwNode {
  const n = (v as Tracer).node;
  if (n.kind !== 'ew') throw new InternalError('tt.jit: a write value is not an elementwise node');
  return n;
}

/**
 * Records a write of `value` (a Tracer of an elementwise node of `dtype`) into `region` of
 * `target` (undefined: a new array of `shape`); returns the written array's node.
 */
export function traceWrite(
  trace: Trace,
  target: TraceNode | undefined,
  value: NDArray,
  w: {
    region: readonly number[];
    offset: number;
    strides: readonly number[];
    dtype: NpDType;
    shape: readonly number[];
  },
): WriteNode {
  return trace.add((id) => ({
    kind: 'write' as const,
    id,
    ...(target ? { target } : {}),
    value: ewOf(value),
    region: [...w.region],
    offset: w.offset,
    strides: [...w.strides],
    dtype: w.dtype,
    shape: [...w.shape],
  }));
}

/** The node whose memory a write writes (its target's, through earlier writes), or the write itself. */
export function memoryOf(n: TraceNode): TraceNode {
  return n.kind === 'write' && n.target ? memoryOf(n.target) : n;
}

const cache = new Map<string, Kernel<Schema>>();

/** The write kernels made so far in this process (tests compile them for cuda). */
export function writeKernelsMade(): readonly Kernel<Schema>[] {
  return [...cache.values()];
}

/** The kernel of a write: its value at each element of the region, stored through the array's strides. */
export function writeKernel(w: WriteNode, isLeaf: (n: TraceNode) => boolean): FusedKernel {
  const rank = Math.max(w.region.length, 1);
  const b = new Builder(rank, isLeaf);
  // not inlined as a root: a value computed before the write (it reads the array) is a leaf
  const top = b.value(w.value);
  const index = b.coords.reduce(
    (acc, c, d) => bin('add', acc, bin('mul', c, param(`ost${d}`, 'i32'))),
    param('oo', 'i32'),
  );
  const key = `W${rank}|${b.leaves.length}|${storageOf(w.dtype)}|${top.key}`;
  let kernel = cache.get(key);
  if (!kernel) {
    const extra = ['oo', ...Array.from({ length: rank }, (_, d) => `ost${d}`)];
    const { params, schema } = paramsOf(w.dtype, b, extra);
    const store: RawStmt = {
      kind: 'store',
      array: 'out',
      index,
      value: top.expr,
      checked: false,
      site: b.site('out'),
    };
    const ir: RawKernelIR = {
      name: 'jit_write',
      rank: 1,
      params: params as IRParam<RawType>[],
      locals: b.pre.locals.map((l) => ({ name: l.name, type: l.type, sourceName: l.name })),
      body: [...b.pre.stmts, store],
      functions: [],
      sites: b.sites,
      options: { floatType: 'f32', unsafe: true },
    };
    kernel = kernelFromIR(schema, ir, { name: 'np_jit_write' });
    cache.set(key, kernel);
  }
  return { kernel, leaves: b.leaves, scalars: b.scalars, rank };
}

/**
 * Launches a write; returns the written array and whether it is new (a concatenation's first
 * write makes it; np.set writes its target's array in place).
 */
export function runWrite(
  w: WriteNode,
  fused: FusedKernel,
  arrayOfNode: (n: TraceNode) => NDArray,
  queue: Queue<Device>,
): { array: NDArray; made: boolean } {
  const made = w.target === undefined;
  const array = w.target ? arrayOfNode(w.target) : emptyOnQueue(w.shape, storageOf(w.dtype), queue);
  if (made && w.dtype === 'bool') markBool(array);
  const n = sizeOf(w.region);
  if (n === 0) return { array, made };
  const zeroD = w.region.length === 0;
  const iter = zeroD ? [1] : w.region;
  const args: Record<string, unknown> = { out: array, oo: w.offset };
  (zeroD ? [0] : w.strides).forEach((st, d) => {
    args[`ost${d}`] = st;
  });
  leafArgs(args, fused.leaves, fused.rank, iter, arrayOfNode);
  fused.scalars.forEach((s, j) => {
    args[`s${j}`] = s.value;
  });
  // Observed here: a failure is the launch's own, as for eager tt.np calls.
  fused.kernel.launch(n, args as LaunchArgs<Schema>).catch(() => {});
  return { array, made };
}
