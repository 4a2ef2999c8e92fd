/**
 * The progress engine: non-blocking MPI requests polled with MPI_Test from the event loop, so
 * timers, I/O and kernel launches go on while messages are in flight. A new request is tested for
 * at most `spinUs` microseconds at once (a fast peer answers within that); then each poll tick
 * tests every pending request for at most `spinUs` and yields (setImmediate; after a long idle
 * wait, a 1 ms timer, so a rank waiting on a slow peer leaves the CPU to others).
 */
import { MpiError } from '../errors/errors.js';
import type { MpiAbi } from './abi.js';
import type { MpiLibrary } from './library.js';
import type { Label } from './options.js';
import { type Slot, SlotPool } from './slots.js';

/** What a completed request reports (MPI_Status). */
export interface MpiStatus {
  /** The rank the message came from (the actual one for ANY_SOURCE). */
  readonly source: number;
  /** The message's tag (the actual one for ANY_TAG). */
  readonly tag: number;
  /** Elements received. */
  readonly count: number;
}

/** A completed request's status fields, as MPI wrote them. */
export interface RawStatus {
  readonly source: number;
  readonly tag: number;
  readonly bytes: number;
}

interface Pending {
  readonly slot: Slot;
  readonly what: Label;
  readonly cancellable: boolean;
  /** Buffers the library reads or writes until the request completes: kept reachable here. */
  readonly keep: readonly unknown[];
  readonly deadline: number;
  resolve: (status: RawStatus) => void;
  reject: (e: unknown) => void;
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
  private readonly flagAddr: bigint;
  private readonly slots: SlotPool;

  constructor(
    private readonly lib: MpiLibrary,
    private readonly abi: MpiAbi,
    private readonly spinUs: number,
    private readonly fail: (rc: number, what: Label) => MpiError,
  ) {
    this.flagAddr = lib.address(this.flag);
    this.slots = new SlotPool(lib);
  }

  /**
   * Memory for one request: pass `slot.req` to an MPI_I* call, then `wait(slot, …)`. A slot that
   * is never waited on must be handed back with `release`.
   */
  newRequest(): Slot {
    return this.slots.take();
  }

  release(slot: Slot): void {
    this.slots.give(slot);
  }

  /** Checks the return code of the MPI_I* call that filled `slot`; on failure the slot is freed. */
  post(slot: Slot, rc: unknown, what: Label): void {
    const code = Number(rc);
    if (code === 0) return;
    this.slots.give(slot);
    throw this.fail(code, what);
  }

  /** Cancels and frees a posted request nobody will wait for (its partner call failed). */
  discard(slot: Slot, keep: readonly unknown[]): void {
    this.lib.fn.Cancel(slot.req);
    this.lib.fn.Request_free(slot.req);
    this.slots.give(slot);
    abandoned.add(keep);
  }

  /** Number of requests in flight (for tests and diagnostics). */
  get inFlight(): number {
    return this.pending.size;
  }

  /**
   * Resolves with the status when the request completes; rejects with MpiError on an MPI error or
   * after `timeoutMs` (cancelling a cancellable request).
   */
  wait(
    slot: Slot,
    what: Label,
    keep: readonly unknown[],
    timeoutMs: number,
    cancellable: boolean,
  ): Promise<RawStatus> {
    try {
      const r = this.waitNow(slot, what, keep, timeoutMs, cancellable);
      return r instanceof Promise ? r : Promise.resolve(r);
    } catch (e) {
      return Promise.reject(e);
    }
  }

  /**
   * wait(), answered synchronously when the request completes within the first spin: its status,
   * or the MpiError thrown; else wait()'s promise. A fast peer's message then costs no promise.
   */
  waitNow(
    slot: Slot,
    what: Label,
    keep: readonly unknown[],
    timeoutMs: number,
    cancellable: boolean,
  ): RawStatus | Promise<RawStatus> {
    let status: RawStatus | undefined;
    let failure: { readonly error: unknown } | undefined;
    const p: Pending = {
      slot,
      what,
      cancellable,
      keep,
      deadline: Number.isFinite(timeoutMs) ? performance.now() + timeoutMs : Number.POSITIVE_INFINITY,
      resolve: (s) => {
        status = s;
      },
      reject: (error) => {
        failure = { error };
      },
      timedOut: false,
    };
    // Spin briefly before going through the event loop: a peer that is already waiting answers
    // within microseconds, and each event-loop round trip costs more than that.
    const start = performance.now();
    do {
      if (this.test(p)) {
        if (failure) throw failure.error;
        if (status) return status;
      }
    } while ((performance.now() - start) * 1000 < this.spinUs);
    return new Promise<RawStatus>((resolve, reject) => {
      p.resolve = resolve;
      p.reject = reject;
      this.pending.add(p);
      this.schedule();
    });
  }

  /** Tests one request; settles and returns true when it is finished (done or failed). */
  private test(p: Pending): boolean {
    const { slot } = p;
    const rc = Number(this.lib.fn.Test(slot.req, this.flagAddr, slot.status));
    if (rc !== 0) {
      this.slots.give(slot);
      p.reject(this.fail(rc, p.what));
      return true;
    }
    if (this.flag[0] !== 0) {
      this.lastCompletion = performance.now();
      const v = slot.view;
      const st = this.abi.status;
      const raw = {
        source: v.getInt32(st.source, true),
        tag: v.getInt32(st.tag, true),
        bytes: this.abi.statusBytes(v),
      };
      this.slots.give(slot);
      p.resolve(raw);
      return true;
    }
    return false;
  }

  private expire(p: Pending, now: number): void {
    p.timedOut = true;
    const seconds = ((now - p.deadline) / 1000).toFixed(1);
    this.pending.delete(p);
    if (p.cancellable) {
      this.lib.fn.Cancel(p.slot.req);
      this.lib.fn.Request_free(p.slot.req);
      this.slots.give(p.slot);
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
