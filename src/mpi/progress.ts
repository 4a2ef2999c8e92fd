/**
 * The progress engine: non-blocking MPI requests polled with MPI_Test from the event loop, so
 * timers, I/O and kernel launches go on while messages are in flight. Each poll tick tests every
 * pending request for at most `spinUs` microseconds, then yields (setImmediate; after a long idle
 * wait, a 1 ms timer, so a rank waiting on a slow peer leaves the CPU to others).
 */
import { MpiError } from '../errors/errors.js';
import type { MpiAbi } from './abi.js';
import type { MpiLibrary } from './library.js';

/** What a completed request reports (MPI_Status). */
export interface MpiStatus {
  /** The rank the message came from (the actual one for ANY_SOURCE). */
  readonly source: number;
  /** The message's tag (the actual one for ANY_TAG). */
  readonly tag: number;
  /** Elements received. */
  readonly count: number;
}

interface Pending {
  readonly req: Uint8Array;
  readonly status: Uint8Array;
  readonly what: string;
  readonly cancellable: boolean;
  /** Buffers the library reads or writes until the request completes: kept reachable here. */
  readonly keep: readonly unknown[];
  readonly deadline: number;
  readonly resolve: (status: Uint8Array) => void;
  readonly reject: (e: unknown) => void;
  timedOut: boolean;
}

/** Waiting longer than this without any completion switches polling to a 1 ms timer. */
const IDLE_BACKOFF_MS = 20;

/** Requests given up (timeout) that the library may still touch: their buffers must stay alive. */
const abandoned = new Set<unknown>();

export class Progress {
  private readonly pending = new Set<Pending>();
  /** Timed-out requests that cannot be cancelled (collectives): tested while others are polled. */
  private readonly orphans = new Set<Pending>();
  private scheduled = false;
  private lastCompletion = performance.now();
  private readonly flag = new Int32Array(1);

  constructor(
    private readonly lib: MpiLibrary,
    private readonly abi: MpiAbi,
    private readonly spinUs: number,
    private readonly fail: (rc: number, what: string) => MpiError,
  ) {}

  /** A fresh request handle buffer for an MPI_I* call to write into. */
  newRequest(): Uint8Array {
    return new Uint8Array(8);
  }

  /** Number of requests in flight (for tests and diagnostics). */
  get inFlight(): number {
    return this.pending.size;
  }

  /**
   * Resolves with the raw MPI_Status when the request completes; rejects with MpiError on an MPI
   * error or after `timeoutMs` (cancelling a cancellable request).
   */
  wait(
    req: Uint8Array,
    what: string,
    keep: readonly unknown[],
    timeoutMs: number,
    cancellable: boolean,
  ): Promise<Uint8Array> {
    return new Promise<Uint8Array>((resolve, reject) => {
      const p: Pending = {
        req,
        status: new Uint8Array(this.abi.status.bytes + 8),
        what,
        cancellable,
        keep,
        deadline: Number.isFinite(timeoutMs) ? performance.now() + timeoutMs : Number.POSITIVE_INFINITY,
        resolve,
        reject,
        timedOut: false,
      };
      if (this.test(p)) return;
      this.pending.add(p);
      this.schedule();
    });
  }

  /** Decodes source, tag and element count from a status written for `datatype`. */
  decodeStatus(status: Uint8Array, datatype: bigint | number): MpiStatus {
    const view = new DataView(status.buffer, status.byteOffset, status.byteLength);
    const count = new Int32Array(1);
    const rc = Number(this.lib.fn.Get_count(status, datatype, count));
    if (rc !== 0) throw this.fail(rc, 'MPI_Get_count');
    return {
      source: view.getInt32(this.abi.status.source, true),
      tag: view.getInt32(this.abi.status.tag, true),
      count: count[0] ?? 0,
    };
  }

  /** Tests one request; settles and returns true when it is finished (done or failed). */
  private test(p: Pending): boolean {
    const rc = Number(this.lib.fn.Test(p.req, this.flag, p.status));
    if (rc !== 0) {
      p.reject(this.fail(rc, p.what));
      return true;
    }
    if (this.flag[0] !== 0) {
      this.lastCompletion = performance.now();
      p.resolve(p.status);
      return true;
    }
    return false;
  }

  private expire(p: Pending, now: number): void {
    p.timedOut = true;
    const seconds = ((now - p.deadline) / 1000).toFixed(1);
    this.pending.delete(p);
    if (p.cancellable) {
      this.lib.fn.Cancel(p.req);
      this.lib.fn.Request_free(p.req);
      abandoned.add(p.keep);
    } else this.orphans.add(p);
    p.reject(
      new MpiError(
        'MPI_TIMEOUT',
        `${p.what} did not complete within its timeout (${seconds} s late): the peer rank never ` +
          'matched it, is stuck, or died; check that every rank makes the matching call (same tag, ' +
          'source, communicator), or raise timeoutMs',
      ),
    );
  }

  private schedule(): void {
    if (this.scheduled || this.pending.size === 0) return;
    this.scheduled = true;
    if (performance.now() - this.lastCompletion > IDLE_BACKOFF_MS) setTimeout(() => this.tick(), 1);
    else setImmediate(() => this.tick());
  }

  private tick(): void {
    this.scheduled = false;
    const start = performance.now();
    for (;;) {
      let done = 0;
      const now = performance.now();
      for (const p of this.pending) {
        if (this.test(p)) {
          this.pending.delete(p);
          done++;
        } else if (now > p.deadline) this.expire(p, now);
      }
      for (const p of this.orphans) if (this.test(p)) this.orphans.delete(p);
      if (done > 0 || this.pending.size === 0) break;
      if ((performance.now() - start) * 1000 >= this.spinUs) break;
    }
    if (this.pending.size > 0) this.schedule();
  }
}

/** Keeps abandoned buffers referenced (exported only so the set is not optimised away). */
export function abandonedCount(): number {
  return abandoned.size;
}
