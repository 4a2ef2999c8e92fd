/**
 * A communicator: a group of ranks that exchange tutti arrays. Every operation returns a Promise
 * and never blocks the event loop: point-to-point messages are MPI_Isend/MPI_Irecv polled by the
 * progress engine; collectives run as blocking calls on a koffi worker thread (when MPI granted
 * MPI_THREAD_MULTIPLE) or as MPI_I* calls polled like messages.
 *
 * Order: operations are posted to MPI in the order they were called on this communicator (MPI's
 * message ordering holds as in C), each after the pending launches of its arrays; the arrays wait
 * for the message before their next use. Several operations may be in flight at once.
 *
 * This class is the public face: it rejects calls on a freed, broken or finalized communicator,
 * splits and frees communicators, and hands each operation to point-to-point.ts or collectives.ts,
 * which work over what the operations share (comm-context.ts).
 */
import { MpiError } from '../errors/errors.js';
import type { NDArray } from '../runtime/ndarray.js';
import type { ArrayDTypeName } from '../types/dtype.js';
import { type Handle, type ReduceOp, readHandle } from './abi.js';
import * as collectives from './collectives.js';
import { CommContext } from './comm-context.js';
import {
  ANY_SOURCE,
  ANY_TAG,
  checkMessageOptions,
  lazyLabel,
  type MessageOptions,
  type ReduceOptions,
  type SendrecvOptions,
  UNDEFINED,
} from './options.js';
import * as p2p from './point-to-point.js';
import type { MpiStatus } from './progress.js';
import type { Session } from './session.js';

export class Comm {
  private readonly c: CommContext;
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
    this.c = new CommContext(session, handle, rank, size);
  }

  toString(): string {
    return `Comm(rank ${this.rank} of ${this.size})`;
  }

  // ---- point to point (point-to-point.ts) ----

  /** Sends `arr` to rank `dest` with `tag`; resolves when the buffer may be reused. */
  send(arr: NDArray, dest: number, tag = 0, opts: MessageOptions = {}): Promise<void> {
    return this.guard(() => {
      checkMessageOptions('send()', opts);
      return p2p.send(this.c, arr, dest, tag, opts);
    });
  }

  /** Receives into `arr` from `source` (or ANY_SOURCE) with `tag` (or ANY_TAG). */
  recv(arr: NDArray, source = ANY_SOURCE, tag = ANY_TAG, opts: MessageOptions = {}): Promise<MpiStatus> {
    return this.guard(() => {
      checkMessageOptions('recv()', opts);
      return p2p.recv(this.c, arr, source, tag, opts);
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
      checkMessageOptions('sendrecv()', opts, ['recvTag']);
      return p2p.sendrecv(this.c, sendArr, dest, recvArr, source, tag, opts);
    });
  }

  // ---- collectives (collectives.ts) ----

  /** Waits until every rank of the communicator reached the barrier. */
  barrier(opts: MessageOptions = {}): Promise<void> {
    return this.guard(() => {
      checkMessageOptions('barrier()', opts);
      return collectives.barrier(this.c, opts);
    });
  }

  /** Copies `arr` from rank `root` into `arr` on every other rank. Resolves with `arr`. */
  bcast<N extends ArrayDTypeName>(arr: NDArray<N>, root = 0, opts: MessageOptions = {}): Promise<NDArray<N>> {
    return this.guard(() => {
      checkMessageOptions('bcast()', opts);
      return collectives.bcast(this.c, arr, root, opts);
    });
  }

  /**
   * Combines `arr` of every rank with `op` into rank `root`: in place in `arr` at the root, or
   * into `opts.out` there. Other ranks' arrays are unchanged. Resolves with the result array at
   * the root, `arr` elsewhere.
   */
  reduce(arr: NDArray, op: ReduceOp, root = 0, opts: ReduceOptions = {}): Promise<NDArray> {
    return this.guard(() => {
      checkMessageOptions('reduce()', opts, ['out']);
      return collectives.reduce(this.c, arr, op, root, opts);
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
      checkMessageOptions('allreduce()', opts, ['out']);
      return collectives.allreduce(this.c, arr, op, opts);
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
      checkMessageOptions('allgather()', opts);
      return collectives.allgather(this.c, arr, out, opts);
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
      return this.c.ops.schedule({}, true, async (posted) => {
        const out = new Uint8Array(8);
        const args = [this.handle, color, key, this.session.lib.address(out)];
        const { fn } = this.session.lib;
        if (this.session.threadMultiple) {
          const call = this.session.onWorker(fn.Comm_split, args, what);
          posted();
          await this.c.ops.withTimeout(call, what, this.c.timeout({}));
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
    await this.c.ops.drain();
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
      if (this.c.ops.broken) {
        throw new MpiError(
          'MPI_COMM_BROKEN',
          `${this} is unusable: ${this.c.ops.broken}; end the job with mpi.abort() (an MPI collective cannot be cancelled)`,
        );
      }
      return f();
    } catch (e) {
      return Promise.reject(e);
    }
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
