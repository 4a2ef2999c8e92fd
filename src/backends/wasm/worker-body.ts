/**
 * The code of a pool worker. It is self-contained (no imports, no outer names) because it also
 * runs from its own source text (`new Worker(code, { eval: true })`) when tutti runs from
 * TypeScript sources; from dist, worker.js imports and calls it.
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

export interface WorkerReply {
  /** The job answered; READY_JOB (sent once, first) says the worker listens for jobs. */
  readonly job: number;
  /** Lowest chunk that hit an out-of-bounds access in this worker. */
  readonly fail?: { readonly chunk: number; readonly site: number; readonly index: number };
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
  on(ev: 'message', f: (msg: WorkerJob) => void): unknown;
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
  port.on('message', (msg: WorkerJob) => {
    let reply: WorkerReply = { job: msg.job };
    try {
      let inst = instances.get(msg.key);
      if (!inst) {
        if (!msg.module) {
          // A pool bug, reported as a failed job (the pool raises it as a KernelExecutionError).
          port.postMessage({
            job: msg.job,
            error: `internal: module ${msg.key} was never sent to this worker`,
          });
          return;
        }
        inst = new WebAssembly.Instance(msg.module, {
          env: { memory: init.memory },
          math,
          tt: { now: () => Date.now() },
        });
        instances.set(msg.key, inst);
      }
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
        if (c >= msg.chunks) break;
        const s = msg.start + c * msg.chunk;
        const e = Math.min(msg.end, s + msg.chunk);
        const status = run(s, e, ...args);
        if (status === 2) {
          reply = { job: msg.job, timedOut: true };
          break;
        }
        if (status !== 0) {
          const site = (inst.exports.oob_site as WebAssembly.Global).value as number;
          const index = (inst.exports.oob_index as WebAssembly.Global).value as number;
          reply = { job: msg.job, fail: { chunk: c, site, index } };
          break;
        }
      }
    } catch (e) {
      reply = { job: msg.job, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ job: 0 }); // READY_JOB (no outer names here: this function also runs as text)
}
