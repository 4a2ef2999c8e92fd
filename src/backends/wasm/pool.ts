/**
 * A pool of worker threads over the shared wasm memory. A launch is split into chunks of the
 * outermost dimension that workers claim through an atomic counter (load balance for uneven work
 * such as Mandelbrot rows). The main thread only posts the job and awaits the answers, so the
 * event loop keeps running during a long kernel. Launches through the pool run one at a time.
 * A worker that dies fails its launch (KernelExecutionError) and is replaced on the next launch.
 * Starting a worker takes tens of ms (a new isolate, worker.js loaded): `warm()` starts them
 * without a job and `isWarm()` says when they listen, so the runner can run launches on the calling
 * thread meanwhile instead of waiting (runner.ts).
 */
import { KernelExecutionError } from '../../errors/errors.js';
import { MATH_IMPORT_NAMES } from './math-table.js';
import type { PoolWorker, SpawnWorker } from './threads.js';
import { READY_JOB, type WorkerInit, type WorkerJob, type WorkerReply } from './worker-body.js';

export interface Job {
  readonly key: string;
  readonly module: WebAssembly.Module;
  readonly args: readonly (number | bigint)[];
  readonly start: number;
  readonly end: number;
  /** Work items per unit of the outermost dimension (for chunk sizing). */
  readonly inner: number;
  /** Scratch bytes per worker: the last argument is the base of one slot per worker. */
  readonly scratch?: number;
}

export type JobResult = { readonly fail?: WorkerReply['fail']; readonly timedOut?: true };

interface Slot {
  readonly worker: PoolWorker;
  readonly keys: Set<string>;
  dead: boolean;
  /** The worker sent READY_JOB: it has started. */
  ready: boolean;
}

/** Chunks per worker: enough to balance uneven rows, few enough to keep per-chunk cost small. */
const CHUNKS_PER_WORKER = 8;
const MIN_CHUNK_ITEMS = 16384;

export class WorkerPool {
  private slots: Slot[] = [];
  private readonly control = new SharedArrayBuffer(64);
  private readonly counter = new Int32Array(this.control);
  private tail: Promise<unknown> = Promise.resolve();
  private jobId = 0;

  constructor(
    private readonly spawnWorker: SpawnWorker,
    private readonly memory: WebAssembly.Memory,
  ) {}

  private spawn(): Slot {
    const init: WorkerInit = {
      memory: this.memory,
      control: this.control,
      math: MATH_IMPORT_NAMES,
    };
    const worker = this.spawnWorker(init);
    worker.unref();
    const slot: Slot = { worker, keys: new Set(), dead: false, ready: false };
    const die = () => {
      slot.dead = true;
    };
    const ready = (r: WorkerReply) => {
      if (r.job !== READY_JOB) return;
      slot.ready = true;
      worker.off('message', ready);
    };
    worker.on('message', ready);
    worker.on('error', die);
    worker.on('exit', die);
    return slot;
  }

  /** Starts `size` workers (if not yet started) without giving them a job. */
  warm(size: number): void {
    this.ensure(size);
  }

  /** True when `size` live workers have started (a launch on them waits for no start-up). */
  isWarm(size: number): boolean {
    return this.slots.filter((s) => !s.dead && s.ready).length >= size;
  }

  private ensure(size: number): Slot[] {
    this.slots = this.slots.filter((s) => !s.dead);
    while (this.slots.length < size) this.slots.push(this.spawn());
    return this.slots.slice(0, size);
  }

  /** Runs `job` on up to `threads` workers; resolves with the lowest failing chunk, if any. */
  run(job: Job, threads: number): Promise<JobResult> {
    const p = this.tail.then(() => this.execute(job, threads));
    this.tail = p.catch(() => undefined);
    return p;
  }

  private async execute(job: Job, threads: number): Promise<JobResult> {
    const rows = job.end - job.start;
    const minRows = Math.max(1, Math.ceil(MIN_CHUNK_ITEMS / Math.max(1, job.inner)));
    const chunks = Math.max(1, Math.min(threads * CHUNKS_PER_WORKER, Math.ceil(rows / minRows)));
    const chunk = Math.ceil(rows / chunks);
    const nChunks = Math.ceil(rows / chunk);
    const slots = this.ensure(Math.min(threads, nChunks));
    Atomics.store(this.counter, 0, 0);
    Atomics.store(this.counter, 1, 0);
    const id = ++this.jobId;
    const replies = await Promise.all(slots.map((s) => this.post(s, job, id, chunk, nChunks)));
    let fail: WorkerReply['fail'];
    let timedOut = false;
    for (const r of replies) {
      if (r.timedOut) timedOut = true;
      if (r.error !== undefined) {
        throw new KernelExecutionError('KERNEL_EXECUTION_FAILED', `wasm worker failed: ${r.error}`);
      }
      if (r.fail && (!fail || r.fail.chunk < fail.chunk)) fail = r.fail;
    }
    if (timedOut) return { timedOut: true };
    return fail ? { fail } : {};
  }

  private post(s: Slot, job: Job, id: number, chunk: number, chunks: number): Promise<WorkerReply> {
    return new Promise<WorkerReply>((resolve) => {
      const w = s.worker;
      const cleanup = () => {
        w.off('message', onMessage);
        w.off('error', onError);
        w.off('exit', onExit);
        w.unref();
      };
      const onMessage = (r: WorkerReply) => {
        if (r.job !== id) return;
        cleanup();
        resolve(r);
      };
      const onError = (e: unknown) => {
        cleanup();
        s.dead = true;
        resolve({ job: id, error: e instanceof Error ? e.message : String(e) });
      };
      const onExit = (code: number) =>
        onError(new KernelExecutionError('KERNEL_EXECUTION_FAILED', `wasm worker exited with code ${code}`));
      w.on('message', onMessage);
      w.on('error', onError);
      w.on('exit', onExit);
      w.ref();
      const sendModule = !s.keys.has(job.key);
      const msg: WorkerJob = {
        job: id,
        key: job.key,
        module: sendModule ? job.module : undefined,
        args: job.args,
        start: job.start,
        end: job.end,
        chunk,
        chunks,
        ...(job.scratch !== undefined ? { scratch: job.scratch } : {}),
      };
      s.keys.add(job.key);
      w.postMessage(msg);
    });
  }

  async shutdown(): Promise<void> {
    const slots = this.slots;
    this.slots = [];
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
}
