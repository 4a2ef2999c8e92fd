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
import { readable, writable } from './staging.js';

export function barrier(c: CommContext, opts: MessageOptions): Promise<void> {
  return c.ops.schedule([], true, (posted) =>
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
  return c.ops.schedule([arr], true, async (posted) => {
    if (c.rank === root) {
      const data = await readable(arr, what);
      const args = [c.addr(data), data.length, dt, root, c.handle];
      await c.ops.collective(what, posted, c.timeout(opts), [data], 'Bcast', 'Ibcast', args);
    } else {
      const target = await writable(arr, what);
      const args = [c.addr(target.data), target.data.length, dt, root, c.handle];
      await c.ops.collective(what, posted, c.timeout(opts), [target.data], 'Bcast', 'Ibcast', args);
      target.landed();
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
  return c.ops.schedule(out ? [arr, out] : [arr], true, async (posted) => {
    const { inPlace } = c.session.abi;
    if (!atRoot) {
      const data = await readable(arr, what);
      const args = [c.addr(data), 0n, data.length, dt, mpiOp, root, c.handle];
      await c.ops.collective(what, posted, c.timeout(opts), [data], 'Reduce', 'Ireduce', args);
      return arr;
    }
    const src = out ? await readable(arr, what) : undefined;
    const target = await writable(out ?? arr, what);
    const send = src ? c.addr(src) : inPlace;
    const args = [send, c.addr(target.data), target.data.length, dt, mpiOp, root, c.handle];
    await c.ops.collective(what, posted, c.timeout(opts), [src, target.data], 'Reduce', 'Ireduce', args);
    target.landed();
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
  return c.ops.schedule(out ? [arr, out] : [arr], true, async (posted) => {
    const src = out ? await readable(arr, what) : undefined;
    const target = await writable(out ?? arr, what);
    const send = src ? c.addr(src) : c.session.abi.inPlace;
    const args = [send, c.addr(target.data), target.data.length, dt, mpiOp, c.handle];
    await c.ops.collective(
      what,
      posted,
      c.timeout(opts),
      [src, target.data],
      'Allreduce',
      'Iallreduce',
      args,
    );
    target.landed();
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
  return c.ops.schedule([arr, target], true, async (posted) => {
    const data = await readable(arr, what);
    const into = await writable(target, what);
    const args = [c.addr(data), data.length, dt, c.addr(into.data), data.length, dt, c.handle];
    await c.ops.collective(what, posted, c.timeout(opts), [data, into.data], 'Allgather', 'Iallgather', args);
    into.landed();
    return target;
  });
}

/** allgather's default output: a new array of shape [size, ...arr.shape] on arr's device. */
function gatherTarget<N extends ArrayDTypeName>(c: CommContext, arr: NDArray<N>): NDArray<N> {
  const dtype = dtypeByName(arr.dtype) as DType<N> | undefined;
  if (!dtype) throw new MpiError('MPI_UNSUPPORTED_DTYPE', `allgather: unknown dtype ${arr.dtype}`);
  return empty([c.size, ...arr.shape], dtype, { device: arr.device, queue: arr.queue }) as NDArray<N>;
}
