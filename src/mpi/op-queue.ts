/**
 * The order of a communicator's operations. MPI matches messages in the order they are posted, so
 * operations are posted in the order they were called (each also after its arrays' pending
 * launches), while several may be in flight. Collectives run one at a time: blocking calls on a
 * koffi worker thread (MPI_THREAD_MULTIPLE), or MPI_I* calls polled by the progress engine.
 */
import { MpiError } from '../errors/errors.js';
import type { Device } from '../runtime/device.js';
import type { NDArray } from '../runtime/ndarray.js';
import { arraysTask, type TaskAccess, type TaskScope } from '../runtime/queue-task.js';
import type { Label } from './options.js';
import type { Session } from './session.js';

/** Stages a message's arrays (staging.ts) through `scope`. */
export type Step<T> = (posted: () => void, scope: TaskScope<Device, undefined>) => Promise<T>;

export type BlockingCollective = 'Barrier' | 'Bcast' | 'Reduce' | 'Allreduce' | 'Allgather';
export type NonblockingCollective = 'Ibarrier' | 'Ibcast' | 'Ireduce' | 'Iallreduce' | 'Iallgather';

export class OpQueue {
  /** Settles when the previous operation was posted to MPI (program order of posting). */
  private posted: Promise<void> = Promise.resolve();
  /** Settles when the previous collective completed (collectives run one at a time). */
  private collectiveDone: Promise<void> = Promise.resolve();
  /** Why the communicator cannot be used any more (a collective timed out), if so. */
  broken: string | undefined;
  /** Operations called whose MPI calls are not posted yet. */
  private unposted = 0;

  constructor(private readonly session: Session) {}

  /**
   * True when every operation called so far was posted to MPI: a new point-to-point message may
   * then be posted at once, in program order, without a task (point-to-point.ts).
   */
  get allPosted(): boolean {
    return this.unposted === 0;
  }

  /** Settles when every operation called so far was posted and every collective finished. */
  async drain(): Promise<void> {
    await this.posted;
    await this.collectiveDone;
  }

  /**
   * Posts `step` after the previous operation was posted and the pending work of the arrays it
   * reads and writes finished (a task of those arrays on no queue, runtime/queue-task.ts); the
   * arrays wait for the whole operation before their next use, and those it writes are marked
   * written where `step` staged them.
   */
  schedule<T>(access: TaskAccess<NDArray>, collective: boolean, step: Step<T>): Promise<T> {
    let resolvePosted: () => void = () => {};
    const postedNow = new Promise<void>((resolve) => {
      resolvePosted = resolve;
    });
    this.unposted++;
    let marked = false;
    const markPosted = () => {
      if (marked) return;
      marked = true;
      this.unposted--;
      resolvePosted();
    };
    const before: Promise<unknown>[] = [this.posted];
    if (collective) before.push(this.collectiveDone);
    this.posted = postedNow;
    const op = arraysTask(access, before, (scope) => step(markPosted, scope)).finally(markPosted);
    if (collective) {
      this.collectiveDone = op.then(
        () => undefined,
        () => undefined,
      );
    }
    return op;
  }

  /** One collective: blocking on a worker thread, or MPI_I* polled on this thread. */
  async collective(
    what: Label,
    posted: () => void,
    timeoutMs: number,
    keep: readonly unknown[],
    blocking: BlockingCollective,
    nonblocking: NonblockingCollective,
    args: readonly unknown[],
  ): Promise<void> {
    const { fn } = this.session.lib;
    if (this.session.collectives === 'thread') {
      const call = this.session.onWorker(fn[blocking], args, what);
      posted();
      await this.withTimeout(call, what, timeoutMs);
      void keep;
      return;
    }
    const req = this.session.progress.newRequest();
    this.session.progress.post(req, fn[nonblocking](...args, req.req), what);
    posted();
    try {
      await this.session.progress.wait(req, what, keep, timeoutMs, false);
    } catch (e) {
      if (e instanceof MpiError && e.code === 'MPI_TIMEOUT') this.broken = `${what} timed out`;
      throw e;
    }
  }

  withTimeout(call: Promise<void>, what: Label, ms: number): Promise<void> {
    if (!Number.isFinite(ms)) return call;
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.broken = `${what} timed out`;
        reject(
          new MpiError(
            'MPI_TIMEOUT',
            `${what} did not complete within ${ms} ms: a rank did not make the matching call, is stuck, ` +
              'or died; check that every rank calls the same collectives in the same order',
          ),
        );
      }, ms);
      call.then(
        (v) => {
          clearTimeout(timer);
          resolve(v);
        },
        (e: unknown) => {
          clearTimeout(timer);
          reject(e);
        },
      );
    });
  }
}
