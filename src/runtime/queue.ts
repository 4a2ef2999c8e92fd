/**
 * In-order queues. A submitted task starts after every earlier task of its queue and after the
 * events it depends on (e.g. the last use of an array on another queue). A failing task rejects
 * its own promise only; the queue keeps going.
 */
import type { BackendDevice, BackendQueue } from '../backends/backend.js';

/**
 * What a queue needs of its device. `Device` (runtime/device.ts) creates its queues as
 * `Queue<Device>`; the type parameter keeps queue.ts from importing device.ts (no cycle).
 */
export interface QueueHome {
  readonly id: string;
  readonly backendDevice: BackendDevice | undefined;
}

const settled = (p: Promise<unknown>): Promise<void> =>
  p.then(
    () => {},
    () => {},
  );

let nextQueueId = 0;

export class Queue<D extends QueueHome = QueueHome> {
  readonly id: number = nextQueueId++;
  private tail: Promise<void> = Promise.resolve();
  private pendingCount = 0;

  constructor(
    readonly device: D,
    /** The backend's own state for this queue. */
    readonly handle: BackendQueue,
  ) {}

  /** Runs `task` in order; resolves with its result. */
  submit<T>(deps: readonly Promise<void>[], task: () => T | Promise<T>): Promise<T> {
    const before = deps.length ? Promise.all([this.tail, ...deps]) : this.tail;
    this.pendingCount++;
    const p = before.then(task).finally(() => {
      this.pendingCount--;
    });
    this.tail = settled(p);
    return p;
  }

  /** Number of submitted tasks that have not finished. */
  get pending(): number {
    return this.pendingCount;
  }

  /** Resolves when everything submitted so far has finished (successfully or not). */
  async finish(): Promise<void> {
    await this.tail;
    await this.device.backendDevice?.sync?.(this.handle);
  }

  toString(): string {
    return `${this.device.id}/queue#${this.id}`;
  }
}

export { settled };
