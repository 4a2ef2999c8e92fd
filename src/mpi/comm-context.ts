/**
 * What the operations of a communicator (comm.ts) share: its session, the queue that orders its
 * operations, its handle, rank and size, and the translation of their arguments into what the
 * library takes — an array's datatype (after checking it can travel), a peer rank, a buffer
 * address, a timeout — and of a receive's raw status into an MpiStatus.
 */
import type { NDArray } from '../runtime/ndarray.js';
import type { Handle } from './abi.js';
import { checkCount, checkRank, datatypeOf } from './checks.js';
import { OpQueue } from './op-queue.js';
import { ANY_SOURCE, type Label, type MessageOptions, PROC_NULL } from './options.js';
import type { MpiStatus, RawStatus } from './progress.js';
import type { Session } from './session.js';

export class CommContext {
  readonly ops: OpQueue;

  constructor(
    readonly session: Session,
    /** The library's handle of the communicator. */
    readonly handle: Handle,
    readonly rank: number,
    readonly size: number,
  ) {
    this.ops = new OpQueue(session);
  }

  /** Checks that `arr` can travel (alive, a count MPI takes) and returns its MPI datatype. */
  prepare(arr: NDArray, what: Label): Handle {
    if (arr.disposed) arr.checkAlive(String(what));
    checkCount(arr, what);
    return datatypeOf(this.session.abi, arr, what);
  }

  /** A peer rank as MPI takes it: PROC_NULL and (receiving) ANY_SOURCE translated, others checked. */
  peer(rank: number, what: Label, receiving: boolean): number {
    if (rank === PROC_NULL) return this.session.abi.procNull;
    if (receiving && rank === ANY_SOURCE) return this.session.abi.anySource;
    checkRank(rank, this.size, what, receiving ? 'source' : 'dest');
    return rank;
  }

  /** The operation's timeout: its own, else the session's. */
  timeout(opts: MessageOptions): number {
    return opts.timeoutMs ?? this.session.timeoutMs;
  }

  /** A buffer's address (0 for an empty one). */
  addr(data: ArrayBufferView): bigint {
    return data.byteLength === 0 ? 0n : this.session.lib.address(data);
  }

  /** A receive's status, with the count in elements. */
  status(raw: RawStatus, elementBytes: number): MpiStatus {
    const source = raw.source === this.session.abi.procNull ? PROC_NULL : raw.source;
    return { source, tag: raw.tag, count: Math.floor(raw.bytes / elementBytes) };
  }
}
