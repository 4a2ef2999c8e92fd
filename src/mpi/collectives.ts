/**
 * Collective operations of a communicator (comm.ts): barrier, bcast, reduce, allreduce and
 * allgather. Each runs through the communicator's queue (op-queue.ts), one collective at a time,
 * as a blocking call on a koffi worker thread (MPI_THREAD_MULTIPLE) or as an MPI_I* call polled by
 * the progress engine.
 */
import { MpiError } from '../errors/errors.js';
import { empty } from '../runtime/create.js';
import type { NDArray } from '../runtime/ndarray.js';
import { type ArrayDTypeName, type DType, dtypeByName } from '../types/dtype.js';
import type { ReduceOp } from './abi.js';
import { checkOp, checkRank, checkSameShape, sameArray } from './checks.js';
import type { CommContext } from './comm-context.js';
import { lazyLabel, type MessageOptions, type ReduceOptions } from './options.js';
import { hostBuffer } from './staging.js';

export function barrier(c: CommContext, opts: MessageOptions): Promise<void> {
  return c.ops.schedule({}, true, (posted) =>
    c.ops.collective('barrier()', posted, c.timeout(opts), [], 'Barrier', 'Ibarrier', [c.handle]),
  );
}

export function bcast<N extends ArrayDTypeName>(
  c: CommContext,
  arr: NDArray<N>,
  root: number,
  opts: MessageOptions,
): Promise<NDArray<N>> {
  const what = lazyLabel(() => `bcast(${arr.describe()}) from root ${root}`);
  const dt = c.prepare(arr, what);
  checkRank(root, c.size, what, 'root');
  const atRoot = c.rank === root;
  return c.ops.schedule(atRoot ? { reads: [arr] } : { writes: [arr] }, true, async (posted, scope) => {
    if (atRoot) {
      const data = await hostBuffer(scope, arr, what);
      const args = [c.addr(data), data.length, dt, root, c.handle];
      await c.ops.collective(what, posted, c.timeout(opts), [data], 'Bcast', 'Ibcast', args);
    } else {
      const target = await hostBuffer(scope, arr, what);
      const args = [c.addr(target), target.length, dt, root, c.handle];
      await c.ops.collective(what, posted, c.timeout(opts), [target], 'Bcast', 'Ibcast', args);
    }
    return arr;
  });
}

export function reduce(
  c: CommContext,
  arr: NDArray,
  op: ReduceOp,
  root: number,
  opts: ReduceOptions,
): Promise<NDArray> {
  const what = lazyLabel(() => `reduce(${arr.describe()}, '${op}') to root ${root}`);
  const dt = c.prepare(arr, what);
  checkRank(root, c.size, what, 'root');
  const mpiOp = checkOp(c.session.abi, arr.dtype, op, what);
  const atRoot = c.rank === root;
  const out = atRoot && opts.out && !sameArray(opts.out, arr) ? opts.out : undefined;
  if (out) checkSameShape(arr, out, what);
  const access = !atRoot ? { reads: [arr] } : out ? { reads: [arr], writes: [out] } : { writes: [arr] };
  return c.ops.schedule(access, true, async (posted, scope) => {
    const { inPlace } = c.session.abi;
    if (!atRoot) {
      const data = await hostBuffer(scope, arr, what);
      const args = [c.addr(data), 0n, data.length, dt, mpiOp, root, c.handle];
      await c.ops.collective(what, posted, c.timeout(opts), [data], 'Reduce', 'Ireduce', args);
      return arr;
    }
    const src = out ? await hostBuffer(scope, arr, what) : undefined;
    const target = await hostBuffer(scope, out ?? arr, what);
    const send = src ? c.addr(src) : inPlace;
    const args = [send, c.addr(target), target.length, dt, mpiOp, root, c.handle];
    await c.ops.collective(what, posted, c.timeout(opts), [src, target], 'Reduce', 'Ireduce', args);
    return out ?? arr;
  });
}

export function allreduce<N extends ArrayDTypeName>(
  c: CommContext,
  arr: NDArray<N>,
  op: ReduceOp,
  opts: ReduceOptions,
): Promise<NDArray> {
  const what = lazyLabel(() => `allreduce(${arr.describe()}, '${op}')`);
  const dt = c.prepare(arr, what);
  const mpiOp = checkOp(c.session.abi, arr.dtype, op, what);
  const out = opts.out && !sameArray(opts.out, arr) ? opts.out : undefined;
  if (out) checkSameShape(arr, out, what);
  const access = out ? { reads: [arr], writes: [out] } : { writes: [arr] };
  return c.ops.schedule(access, true, async (posted, scope) => {
    const src = out ? await hostBuffer(scope, arr, what) : undefined;
    const target = await hostBuffer(scope, out ?? arr, what);
    const send = src ? c.addr(src) : c.session.abi.inPlace;
    const args = [send, c.addr(target), target.length, dt, mpiOp, c.handle];
    await c.ops.collective(what, posted, c.timeout(opts), [src, target], 'Allreduce', 'Iallreduce', args);
    return out ?? arr;
  });
}

export function allgather<N extends ArrayDTypeName>(
  c: CommContext,
  arr: NDArray<N>,
  out: NDArray<N> | undefined,
  opts: MessageOptions,
): Promise<NDArray<N>> {
  const what = lazyLabel(() => `allgather(${arr.describe()})`);
  const dt = c.prepare(arr, what);
  const target = out ?? gatherTarget(c, arr);
  c.prepare(target, what);
  if (target.dtype !== arr.dtype || target.length !== arr.length * c.size) {
    throw new MpiError(
      'MPI_SIZE_MISMATCH',
      `${what}: the output ${target.describe()} must hold ${c.size} x ${arr.length} ${arr.dtype} ` +
        `elements (one block per rank); pass an output of ${arr.length * c.size} elements`,
    );
  }
  if (sameArray(arr, target)) {
    throw new MpiError('MPI_BAD_ARGUMENT', `${what}: the output must be a different array from the input`);
  }
  return c.ops.schedule({ reads: [arr], writes: [target] }, true, async (posted, scope) => {
    const data = await hostBuffer(scope, arr, what);
    const into = await hostBuffer(scope, target, what);
    const args = [c.addr(data), data.length, dt, c.addr(into), data.length, dt, c.handle];
    await c.ops.collective(what, posted, c.timeout(opts), [data, into], 'Allgather', 'Iallgather', args);
    return target;
  });
}

/** allgather's default output: a new array of shape [size, ...arr.shape] on arr's device. */
function gatherTarget<N extends ArrayDTypeName>(c: CommContext, arr: NDArray<N>): NDArray<N> {
  const dtype = dtypeByName(arr.dtype) as DType<N> | undefined;
  if (!dtype) throw new MpiError('MPI_UNSUPPORTED_DTYPE', `allgather: unknown dtype ${arr.dtype}`);
  return empty([c.size, ...arr.shape], dtype, { device: arr.device, queue: arr.queue }) as NDArray<N>;
}
