/**
 * A communicator: a group of ranks that exchange tutti arrays. Every operation returns a Promise
 * and never blocks the event loop: point-to-point messages are MPI_Isend/MPI_Irecv polled by the
 * progress engine; collectives run as blocking calls on a koffi worker thread (when MPI granted
 * MPI_THREAD_MULTIPLE) or as MPI_I* calls polled like messages.
 *
 * Order: operations are posted to MPI in the order they were called on this communicator (MPI's
 * message ordering holds as in C), each after the pending launches of its arrays; the arrays wait
 * for the message before their next use. Several operations may be in flight at once.
 */
import { MpiError } from '../errors/errors.js';
import { empty } from '../runtime/create.js';
import type { NDArray } from '../runtime/ndarray.js';
import { type ArrayDTypeName, type DType, dtypeByName } from '../types/dtype.js';
import { type Handle, type ReduceOp, readHandle } from './abi.js';
import { checkCount, checkOp, checkRank, checkSameShape, checkTag, datatypeOf, sameArray } from './checks.js';
import { OpQueue } from './op-queue.js';
import {
  ANY_SOURCE,
  ANY_TAG,
  type Label,
  lazyLabel,
  type MessageOptions,
  PROC_NULL,
  type ReduceOptions,
  type SendrecvOptions,
  UNDEFINED,
} from './options.js';
import type { MpiStatus, RawStatus } from './progress.js';
import type { Session } from './session.js';
import { readable, writable } from './staging.js';

export class Comm {
  private readonly ops: OpQueue;
  private freed = false;

  /** @internal Use mpi.init() and comm.split(). */
  constructor(
    private readonly session: Session,
    /** @internal The library's handle of this communicator. */
    readonly handle: Handle,
    /** This process's rank in the communicator. */
    readonly rank: number,
    /** Number of ranks in the communicator. */
    readonly size: number,
    private readonly isWorld: boolean,
  ) {
    this.ops = new OpQueue(session);
  }

  toString(): string {
    return `Comm(rank ${this.rank} of ${this.size})`;
  }

  // ---- point to point ----

  /** Sends `arr` to rank `dest` with `tag`; resolves when the buffer may be reused. */
  send(arr: NDArray, dest: number, tag = 0, opts: MessageOptions = {}): Promise<void> {
    return this.guard(() => {
      const what = lazyLabel(() => `send(${arr.describe()}) to rank ${dest} tag ${tag}`);
      const dt = this.prepare(arr, what);
      const peer = this.peer(dest, what, false);
      checkTag(tag, what, false);
      return this.ops.schedule([arr], false, async (posted) => {
        const data = await readable(arr, what);
        const req = this.session.progress.newRequest();
        const { fn } = this.session.lib;
        const { progress } = this.session;
        progress.post(req, fn.Isend(this.addr(data), data.length, dt, peer, tag, this.handle, req.req), what);
        posted();
        await this.session.progress.wait(req, what, [data], this.timeout(opts), true);
      });
    });
  }

  /** Receives into `arr` from `source` (or ANY_SOURCE) with `tag` (or ANY_TAG). */
  recv(arr: NDArray, source = ANY_SOURCE, tag = ANY_TAG, opts: MessageOptions = {}): Promise<MpiStatus> {
    return this.guard(() => {
      const what = lazyLabel(
        () => `recv(${arr.describe()}) from ${source === ANY_SOURCE ? 'any rank' : `rank ${source}`}`,
      );
      const dt = this.prepare(arr, what);
      const peer = this.peer(source, what, true);
      checkTag(tag, what, true);
      return this.ops.schedule([arr], false, async (posted) => {
        const target = await writable(arr, what);
        const req = this.session.progress.newRequest();
        const mpiTag = tag === ANY_TAG ? this.session.abi.anyTag : tag;
        const { fn } = this.session.lib;
        const rc = fn.Irecv(
          this.addr(target.data),
          target.data.length,
          dt,
          peer,
          mpiTag,
          this.handle,
          req.req,
        );
        this.session.progress.post(req, rc, what);
        posted();
        const status = await this.session.progress.wait(req, what, [target.data], this.timeout(opts), true);
        target.landed();
        return this.status(status, target.data.BYTES_PER_ELEMENT);
      });
    });
  }

  /**
   * Sends `sendArr` to `dest` and receives `recvArr` from `source` at once (a halo exchange
   * without deadlock). Resolves with the receive's status.
   */
  sendrecv(
    sendArr: NDArray,
    dest: number,
    recvArr: NDArray,
    source: number,
    tag = 0,
    opts: SendrecvOptions = {},
  ): Promise<MpiStatus> {
    return this.guard(() => {
      const what = lazyLabel(
        () => `sendrecv(${sendArr.describe()} to rank ${dest}, ${recvArr.describe()} from rank ${source})`,
      );
      if (sameArray(sendArr, recvArr)) {
        throw new MpiError(
          'MPI_BAD_ARGUMENT',
          `${what}: the send and receive arrays are the same array; receive into a separate array`,
        );
      }
      const sdt = this.prepare(sendArr, what);
      const rdt = this.prepare(recvArr, what);
      const to = this.peer(dest, what, false);
      const from = this.peer(source, what, true);
      const recvTag = opts.recvTag ?? tag;
      checkTag(tag, what, false);
      checkTag(recvTag, what, true);
      return this.ops.schedule([sendArr, recvArr], false, async (posted) => {
        const data = await readable(sendArr, what);
        const target = await writable(recvArr, what);
        const { fn } = this.session.lib;
        const { progress } = this.session;
        const rreq = progress.newRequest();
        const sreq = progress.newRequest();
        const mpiTag = recvTag === ANY_TAG ? this.session.abi.anyTag : recvTag;
        const rrc = fn.Irecv(
          this.addr(target.data),
          target.data.length,
          rdt,
          from,
          mpiTag,
          this.handle,
          rreq.req,
        );
        try {
          progress.post(rreq, rrc, what);
        } catch (e) {
          progress.release(sreq);
          throw e;
        }
        try {
          progress.post(
            sreq,
            fn.Isend(this.addr(data), data.length, sdt, to, tag, this.handle, sreq.req),
            what,
          );
        } catch (e) {
          progress.discard(rreq, [target.data]);
          throw e;
        }
        posted();
        const timeout = this.timeout(opts);
        const received = progress.wait(rreq, what, [target.data], timeout, true);
        const sent = progress.wait(sreq, what, [data], timeout, true);
        sent.catch(() => undefined); // awaited below; not unhandled if the receive fails first
        const status = await received;
        await sent;
        target.landed();
        return this.status(status, target.data.BYTES_PER_ELEMENT);
      });
    });
  }

  // ---- collectives ----

  /** Waits until every rank of the communicator reached the barrier. */
  barrier(opts: MessageOptions = {}): Promise<void> {
    return this.guard(() =>
      this.ops.schedule([], true, (posted) =>
        this.ops.collective('barrier()', posted, this.timeout(opts), [], 'Barrier', 'Ibarrier', [
          this.handle,
        ]),
      ),
    );
  }

  /** Copies `arr` from rank `root` into `arr` on every other rank. Resolves with `arr`. */
  bcast<N extends ArrayDTypeName>(arr: NDArray<N>, root = 0, opts: MessageOptions = {}): Promise<NDArray<N>> {
    return this.guard(() => {
      const what = lazyLabel(() => `bcast(${arr.describe()}) from root ${root}`);
      const dt = this.prepare(arr, what);
      checkRank(root, this.size, what, 'root');
      return this.ops.schedule([arr], true, async (posted) => {
        if (this.rank === root) {
          const data = await readable(arr, what);
          const args = [this.addr(data), data.length, dt, root, this.handle];
          await this.ops.collective(what, posted, this.timeout(opts), [data], 'Bcast', 'Ibcast', args);
        } else {
          const target = await writable(arr, what);
          const args = [this.addr(target.data), target.data.length, dt, root, this.handle];
          await this.ops.collective(what, posted, this.timeout(opts), [target.data], 'Bcast', 'Ibcast', args);
          target.landed();
        }
        return arr;
      });
    });
  }

  /**
   * Combines `arr` of every rank with `op` into rank `root`: in place in `arr` at the root, or
   * into `opts.out` there. Other ranks' arrays are unchanged. Resolves with the result array at
   * the root, `arr` elsewhere.
   */
  reduce(arr: NDArray, op: ReduceOp, root = 0, opts: ReduceOptions = {}): Promise<NDArray> {
    return this.guard(() => {
      const what = lazyLabel(() => `reduce(${arr.describe()}, '${op}') to root ${root}`);
      const dt = this.prepare(arr, what);
      checkRank(root, this.size, what, 'root');
      const mpiOp = checkOp(this.session.abi, arr.dtype, op, what);
      const atRoot = this.rank === root;
      const out = atRoot && opts.out && !sameArray(opts.out, arr) ? opts.out : undefined;
      if (out) checkSameShape(arr, out, what);
      return this.ops.schedule(out ? [arr, out] : [arr], true, async (posted) => {
        const { inPlace } = this.session.abi;
        if (!atRoot) {
          const data = await readable(arr, what);
          const args = [this.addr(data), 0n, data.length, dt, mpiOp, root, this.handle];
          await this.ops.collective(what, posted, this.timeout(opts), [data], 'Reduce', 'Ireduce', args);
          return arr;
        }
        const src = out ? await readable(arr, what) : undefined;
        const target = await writable(out ?? arr, what);
        const send = src ? this.addr(src) : inPlace;
        const args = [send, this.addr(target.data), target.data.length, dt, mpiOp, root, this.handle];
        await this.ops.collective(
          what,
          posted,
          this.timeout(opts),
          [src, target.data],
          'Reduce',
          'Ireduce',
          args,
        );
        target.landed();
        return out ?? arr;
      });
    });
  }

  /**
   * Combines `arr` of every rank with `op` ('sum', 'prod', 'min', 'max'); every rank gets the
   * result, in place in `arr` or in `opts.out`. Resolves with the result array.
   */
  allreduce<N extends ArrayDTypeName>(
    arr: NDArray<N>,
    op: ReduceOp,
    opts: ReduceOptions = {},
  ): Promise<NDArray> {
    return this.guard(() => {
      const what = lazyLabel(() => `allreduce(${arr.describe()}, '${op}')`);
      const dt = this.prepare(arr, what);
      const mpiOp = checkOp(this.session.abi, arr.dtype, op, what);
      const out = opts.out && !sameArray(opts.out, arr) ? opts.out : undefined;
      if (out) checkSameShape(arr, out, what);
      return this.ops.schedule(out ? [arr, out] : [arr], true, async (posted) => {
        const src = out ? await readable(arr, what) : undefined;
        const target = await writable(out ?? arr, what);
        const send = src ? this.addr(src) : this.session.abi.inPlace;
        const args = [send, this.addr(target.data), target.data.length, dt, mpiOp, this.handle];
        await this.ops.collective(
          what,
          posted,
          this.timeout(opts),
          [src, target.data],
          'Allreduce',
          'Iallreduce',
          args,
        );
        target.landed();
        return out ?? arr;
      });
    });
  }

  /**
   * Gathers `arr` of every rank, in rank order, into `out` on every rank: `out` has `size` times
   * the elements of `arr` (default: a new array of shape [size, ...arr.shape] on arr's device).
   */
  allgather<N extends ArrayDTypeName>(
    arr: NDArray<N>,
    out?: NDArray<N>,
    opts: MessageOptions = {},
  ): Promise<NDArray<N>> {
    return this.guard(() => {
      const what = lazyLabel(() => `allgather(${arr.describe()})`);
      const dt = this.prepare(arr, what);
      const target = out ?? this.gatherTarget(arr);
      this.prepare(target, what);
      if (target.dtype !== arr.dtype || target.length !== arr.length * this.size) {
        throw new MpiError(
          'MPI_SIZE_MISMATCH',
          `${what}: the output ${target.describe()} must hold ${this.size} x ${arr.length} ${arr.dtype} ` +
            `elements (one block per rank); pass an output of ${arr.length * this.size} elements`,
        );
      }
      if (sameArray(arr, target)) {
        throw new MpiError(
          'MPI_BAD_ARGUMENT',
          `${what}: the output must be a different array from the input`,
        );
      }
      return this.ops.schedule([arr, target], true, async (posted) => {
        const data = await readable(arr, what);
        const into = await writable(target, what);
        const args = [this.addr(data), data.length, dt, this.addr(into.data), data.length, dt, this.handle];
        await this.ops.collective(
          what,
          posted,
          this.timeout(opts),
          [data, into.data],
          'Allgather',
          'Iallgather',
          args,
        );
        into.landed();
        return target;
      });
    });
  }

  // ---- communicators ----

  /**
   * Splits the communicator: ranks with the same `color` form a new one, ordered by `key` (then
   * by rank). Resolves with null for ranks that pass `mpi.UNDEFINED` as color. Collective.
   */
  split(color: number, key = this.rank): Promise<Comm | null> {
    return this.guard(() => {
      const what = lazyLabel(() => `split(color ${color}, key ${key})`);
      if (!Number.isInteger(color) || (color < 0 && color !== UNDEFINED)) {
        throw new MpiError('MPI_BAD_ARGUMENT', `${what}: color must be an integer >= 0 or mpi.UNDEFINED`);
      }
      if (!Number.isInteger(key)) throw new MpiError('MPI_BAD_ARGUMENT', `${what}: key must be an integer`);
      return this.ops.schedule([], true, async (posted) => {
        const out = new Uint8Array(8);
        const args = [this.handle, color, key, this.session.lib.address(out)];
        const { fn } = this.session.lib;
        if (this.session.threadMultiple) {
          const call = this.session.onWorker(fn.Comm_split, args, what);
          posted();
          await this.ops.withTimeout(call, what, this.timeout({}));
        } else {
          this.session.check(fn.Comm_split(...args), what);
          posted();
        }
        const handle = readHandle(this.session.abi, out);
        if (handle === this.session.abi.commNull) return null;
        return commFromHandle(this.session, handle, false);
      });
    });
  }

  /** Frees a communicator made by split() (MPI_Comm_free). The world cannot be freed. */
  async free(): Promise<void> {
    if (this.isWorld)
      throw new MpiError('MPI_BAD_ARGUMENT', 'free(): the world communicator cannot be freed');
    if (this.freed || this.session.finalized) return;
    this.freed = true;
    await this.ops.drain();
    const buf = new Uint8Array(8);
    const view = new DataView(buf.buffer);
    if (typeof this.handle === 'bigint') view.setBigUint64(0, this.handle, true);
    else view.setInt32(0, this.handle, true);
    this.session.check(this.session.lib.fn.Comm_free(buf), 'MPI_Comm_free');
  }

  // ---- internals ----

  /** Turns synchronous validation errors into a rejected promise (every operation is async). */
  private guard<T>(f: () => Promise<T>): Promise<T> {
    try {
      this.session.assertActive('tutti/mpi');
      if (this.freed) throw new MpiError('MPI_BAD_ARGUMENT', `${this}: this communicator was freed`);
      if (this.ops.broken) {
        throw new MpiError(
          'MPI_COMM_BROKEN',
          `${this} is unusable: ${this.ops.broken}; end the job with mpi.abort() (an MPI collective cannot be cancelled)`,
        );
      }
      return f();
    } catch (e) {
      return Promise.reject(e);
    }
  }

  private prepare(arr: NDArray, what: Label): Handle {
    if (arr.disposed) arr.checkAlive(String(what));
    checkCount(arr, what);
    return datatypeOf(this.session.abi, arr, what);
  }

  private peer(rank: number, what: Label, receiving: boolean): number {
    if (rank === PROC_NULL) return this.session.abi.procNull;
    if (receiving && rank === ANY_SOURCE) return this.session.abi.anySource;
    checkRank(rank, this.size, what, receiving ? 'source' : 'dest');
    return rank;
  }

  private timeout(opts: MessageOptions): number {
    return opts.timeoutMs ?? this.session.timeoutMs;
  }

  private addr(data: ArrayBufferView): bigint {
    return data.byteLength === 0 ? 0n : this.session.lib.address(data);
  }

  private status(raw: RawStatus, elementBytes: number): MpiStatus {
    const source = raw.source === this.session.abi.procNull ? PROC_NULL : raw.source;
    return { source, tag: raw.tag, count: Math.floor(raw.bytes / elementBytes) };
  }

  private gatherTarget<N extends ArrayDTypeName>(arr: NDArray<N>): NDArray<N> {
    const dtype = dtypeByName(arr.dtype) as DType<N> | undefined;
    if (!dtype) throw new MpiError('MPI_UNSUPPORTED_DTYPE', `allgather: unknown dtype ${arr.dtype}`);
    return empty([this.size, ...arr.shape], dtype, { device: arr.device, queue: arr.queue }) as NDArray<N>;
  }
}

/** Builds a Comm for a library handle: asks MPI for rank and size. */
export function commFromHandle(session: Session, handle: Handle, isWorld: boolean): Comm {
  const { fn } = session.lib;
  const out = new Int32Array(1);
  session.check(fn.Comm_rank(handle, out), 'MPI_Comm_rank');
  const rank = out[0] ?? 0;
  session.check(fn.Comm_size(handle, out), 'MPI_Comm_size');
  const size = out[0] ?? 1;
  return new Comm(session, handle, rank, size, isWorld);
}
