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
import {
  type GraphJob,
  type GraphStep,
  READY_JOB,
  type WorkerInit,
  type WorkerJob,
  type WorkerReply,
} from './worker-body.js';

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

/** How a job's outermost dimension is cut into chunks that workers claim. */
function chunking(job: Job, threads: number): { chunk: number; chunks: number } {
  const rows = job.end - job.start;
  const minRows = Math.max(1, Math.ceil(MIN_CHUNK_ITEMS / Math.max(1, job.inner)));
  const chunks = Math.max(1, Math.min(threads * CHUNKS_PER_WORKER, Math.ceil(rows / minRows)));
  const chunk = Math.max(1, Math.ceil(rows / chunks));
  return { chunk, chunks: Math.ceil(rows / chunk) };
}

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

  /**
   * Runs a captured graph's launches in order (tt.capture): one message per worker, every worker
   * taking part in every launch with a barrier after each (worker-body.ts's GraphJob). Resolves
   * with the first failing launch (`step`) and its lowest failing chunk, if any.
   */
  runGraph(jobs: readonly Job[], threads: number): Promise<JobResult & { readonly step?: number }> {
    const p = this.tail.then(() => this.executeGraph(jobs, threads));
    this.tail = p.catch(() => undefined);
    return p;
  }

  private async executeGraph(jobs: readonly Job[], threads: number): Promise<JobResult & { step?: number }> {
    const slots = this.ensure(Math.max(1, threads));
    for (let i = 0; i < 5; i++) Atomics.store(this.counter, i, 0);
    const id = ++this.jobId;
    const steps = jobs.map((job) => ({ job, ...chunking(job, threads) }));
    const replies = await Promise.all(
      slots.map((s) => {
        const graph: GraphStep[] = steps.map(({ job, chunk, chunks }) => ({
          key: job.key,
          module: s.keys.has(job.key) ? undefined : job.module,
          args: job.args,
          start: job.start,
          end: job.end,
          chunk,
          chunks,
          ...(job.scratch !== undefined ? { scratch: job.scratch } : {}),
        }));
        for (const j of jobs) s.keys.add(j.key);
        // a worker that dies leaves the others at a barrier: end them too (they fail this replay)
        return this.send(s, id, { job: id, graph, workers: slots.length }).then((reply) => {
          if (s.dead) for (const o of slots) if (o !== s) void o.worker.terminate();
          return reply;
        });
      }),
    );
    let fail: WorkerReply['fail'];
    for (const r of replies) {
      if (r.error !== undefined) {
        throw new KernelExecutionError('KERNEL_EXECUTION_FAILED', `wasm worker failed: ${r.error}`);
      }
      const f = r.fail;
      const before = (a: NonNullable<typeof f>, b: NonNullable<typeof f>) =>
        (a.step ?? 0) < (b.step ?? 0) || ((a.step ?? 0) === (b.step ?? 0) && a.chunk < b.chunk);
      if (f && (!fail || before(f, fail))) fail = f;
    }
    return fail ? { fail, ...(fail.step !== undefined ? { step: fail.step } : {}) } : {};
  }

  private async execute(job: Job, threads: number): Promise<JobResult> {
    const { chunk, chunks: nChunks } = chunking(job, threads);
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
    const msg: WorkerJob = {
      job: id,
      key: job.key,
      module: s.keys.has(job.key) ? undefined : job.module,
      args: job.args,
      start: job.start,
      end: job.end,
      chunk,
      chunks,
      ...(job.scratch !== undefined ? { scratch: job.scratch } : {}),
    };
    s.keys.add(job.key);
    return this.send(s, id, msg);
  }

  /** Posts `msg` to one worker; resolves with its reply (an error reply if it dies). */
  private send(s: Slot, id: number, msg: WorkerJob | GraphJob): Promise<WorkerReply> {
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
      w.postMessage(msg);
    });
  }

  async shutdown(): Promise<void> {
    const slots = this.slots;
    this.slots = [];
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
}
