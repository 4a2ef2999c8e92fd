/**
 * The code of a pool worker. It is self-contained (no imports, no outer names) because Node
 * workers run it from its own source text (`new Worker(code, { eval: true })`: threads.ts);
 * browsers' module workers load worker.js, which imports and calls it.
 *
 * A job names a compiled module (sent once per worker), the run arguments and a chunking of the
 * range: workers claim chunks through an atomic counter in `control` until none are left, stop at
 * their first out-of-bounds chunk, and always answer — a trap is caught and reported, never left
 * to hang the pool.
 */

export interface WorkerJob {
  readonly job: number;
  readonly key: string;
  readonly module?: WebAssembly.Module;
  readonly args: readonly (number | bigint)[];
  readonly start: number;
  readonly end: number;
  readonly chunk: number;
  readonly chunks: number;
  /** Scratch bytes per worker: the last argument is the base; each worker claims one slot. */
  readonly scratch?: number;
}

/** One launch of a graph job: the worker runs every step in order with a barrier after each. */
export interface GraphStep {
  readonly key: string;
  readonly module?: WebAssembly.Module;
  readonly args: readonly (number | bigint)[];
  readonly start: number;
  readonly end: number;
  readonly chunk: number;
  readonly chunks: number;
  readonly scratch?: number;
}

/**
 * A captured graph's replay (tt.capture): `workers` workers each get this one message and run all
 * steps, meeting at a barrier in `control` after each (the last to arrive resets the chunk and
 * scratch counters); a failure in step k stops every worker after step k's barrier.
 */
export interface GraphJob {
  readonly job: number;
  readonly graph: readonly GraphStep[];
  readonly workers: number;
}

export interface WorkerReply {
  /** The job answered; READY_JOB (sent once, first) says the worker listens for jobs. */
  readonly job: number;
  /** Lowest chunk that hit an out-of-bounds access in this worker (`step`: of a graph job). */
  readonly fail?: {
    readonly chunk: number;
    readonly site: number;
    readonly index: number;
    readonly step?: number;
  };
  /** The polling variant's deadline passed (run returned 2); this worker claimed no more chunks. */
  readonly timedOut?: true;
  readonly error?: string;
}

/** The `job` of a worker's first message: it has started and listens (real jobs count from 1). */
export const READY_JOB = 0;

export interface WorkerInit {
  readonly memory: WebAssembly.Memory;
  readonly control: SharedArrayBuffer;
  /**
   * The names of the 'math' imports of kernel modules, as math-table.ts derives them from the op
   * table (a function cannot be posted, its name can): JS Math functions, and `fmod`, JS's float `%`.
   */
  readonly math: readonly string[];
}

export interface PortLike {
  on(ev: 'message', f: (msg: WorkerJob | GraphJob) => void): unknown;
  postMessage(msg: WorkerReply): void;
}

export function workerMain(port: PortLike, init: WorkerInit): void {
  const control = new Int32Array(init.control);
  const instances = new Map<string, WebAssembly.Instance>();
  // Math read as a table by name (its type lists each function on its own); an import missing
  // here fails the module's instantiation, which the job reports as an error
  const js = Math as unknown as Record<string, (a: number, b: number) => number>;
  const math: Record<string, (a: number, b: number) => number> = {};
  for (const n of init.math) {
    const f = n === 'fmod' ? (a: number, b: number) => a % b : js[n];
    if (f) math[n] = f;
  }
  // Helpers bound by destructuring: a named function here would get a bundler's name wrapper
  // (__name), an outer name this function, also run as text, does not have.
  const [instanceOf, runChunks, barrier] = [
    (key: string, module: WebAssembly.Module | undefined) => {
      let inst = instances.get(key);
      if (!inst && module) {
        inst = new WebAssembly.Instance(module, {
          env: { memory: init.memory },
          math,
          tt: { now: () => Date.now() },
        });
        instances.set(key, inst);
      }
      return inst;
    },
    /** Claims chunks of one launch until none are left; a reply when it failed or timed out. */
    (job: number, inst: WebAssembly.Instance, msg: WorkerJob | GraphStep, step?: number) => {
      // i64 parameters (tt.i64 / tt.u64 scalars) take BigInts
      const run = inst.exports.run as (...a: (number | bigint)[]) => number;
      let args = msg.args;
      if (msg.scratch !== undefined) {
        const slot = Atomics.add(control, 1, 1);
        // the last argument is the scratch base, a number
        args = [...args.slice(0, -1), Number(args[args.length - 1] ?? 0) + slot * msg.scratch];
      }
      for (;;) {
        const c = Atomics.add(control, 0, 1);
        if (c >= msg.chunks) return undefined;
        const s = msg.start + c * msg.chunk;
        const e = Math.min(msg.end, s + msg.chunk);
        const status = run(s, e, ...args);
        if (status === 2) return { job, timedOut: true } as WorkerReply;
        if (status !== 0) {
          const site = (inst.exports.oob_site as WebAssembly.Global).value as number;
          const index = (inst.exports.oob_index as WebAssembly.Global).value as number;
          const at = step !== undefined ? { step } : {};
          return { job, fail: { chunk: c, site, index, ...at } } as WorkerReply;
        }
      }
    },
    /** control[2]: arrivals, [3]: generation. The last to arrive resets the counters. */
    (workers: number) => {
      const gen = Atomics.load(control, 3);
      if (Atomics.add(control, 2, 1) + 1 === workers) {
        Atomics.store(control, 0, 0);
        Atomics.store(control, 1, 0);
        Atomics.store(control, 2, 0);
        Atomics.add(control, 3, 1);
        Atomics.notify(control, 3);
      } else {
        while (Atomics.load(control, 3) === gen) Atomics.wait(control, 3, gen);
      }
    },
  ] as const;
  port.on('message', (msg: WorkerJob | GraphJob) => {
    if ('graph' in msg) {
      let reply: WorkerReply = { job: msg.job };
      for (let k = 0; k < msg.graph.length; k++) {
        const step = msg.graph[k] as GraphStep;
        let r: WorkerReply | undefined;
        try {
          const inst = instanceOf(step.key, step.module);
          r = inst
            ? runChunks(msg.job, inst, step, k)
            : { job: msg.job, error: `internal: module ${step.key} was never sent to this worker` };
        } catch (e) {
          r = { job: msg.job, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
        }
        if (r) {
          reply = r;
          Atomics.compareExchange(control, 4, 0, k + 1);
        }
        // Every worker reaches every barrier up to the failing step's, so none waits forever; a
        // failure flagged in a later step (by a faster worker) does not stop this one early.
        barrier(msg.workers);
        const failed = Atomics.load(control, 4);
        if (failed !== 0 && failed <= k + 1) break;
      }
      port.postMessage(reply);
      return;
    }
    let reply: WorkerReply = { job: msg.job };
    try {
      const inst = instanceOf(msg.key, msg.module);
      if (!inst) {
        // A pool bug, reported as a failed job (the pool raises it as a KernelExecutionError).
        port.postMessage({
          job: msg.job,
          error: `internal: module ${msg.key} was never sent to this worker`,
        });
        return;
      }
      reply = runChunks(msg.job, inst, msg) ?? reply;
    } catch (e) {
      reply = { job: msg.job, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ job: 0 }); // READY_JOB (no outer names here: this function also runs as text)
}
