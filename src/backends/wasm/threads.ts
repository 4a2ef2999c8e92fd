/**
 * The two kinds of pool worker behind one interface: Node `worker_threads` and browser Web Workers
 * (module workers; the page must be cross-origin isolated for SharedArrayBuffer). Browsers run
 * worker.js next to this file; Node workers run the same code (worker-body.ts) from its source
 * text, so they load no file: a process whose installation was moved or deleted while it ran still
 * starts them (the Node bundle holds that text too), and no module loader runs in the worker.
 */
import type { Worker as NodeWorker } from 'node:worker_threads';
import { KernelExecutionError } from '../../errors/errors.js';
import type { GraphJob, WorkerInit, WorkerJob, WorkerReply } from './worker-body.js';
import { workerMain } from './worker-body.js';

export interface WorkerEvents {
  message: WorkerReply;
  error: unknown;
  exit: number;
}

export interface PoolWorker {
  on<K extends keyof WorkerEvents>(ev: K, f: (x: WorkerEvents[K]) => void): void;
  off<K extends keyof WorkerEvents>(ev: K, f: (x: WorkerEvents[K]) => void): void;
  postMessage(msg: WorkerJob | GraphJob): void;
  /** Keep the process alive while a job runs (Node); no-op in browsers. */
  ref(): void;
  unref(): void;
  terminate(): Promise<unknown> | undefined;
}

export type SpawnWorker = (init: WorkerInit) => PoolWorker;

const workerUrl = () => new URL('./worker.js', import.meta.url);

type Listener = (x: unknown) => void;

/**
 * The parent's Node flags minus those that only make sense for its entry point: workers inherit
 * execArgv, and e.g. `--input-type=module` (from `node --input-type=module -e …`) makes every
 * worker fail to start.
 */
function workerExecArgv(): string[] {
  return process.execArgv.filter((a) => !a.startsWith('--input-type'));
}

/**
 * The flags Node names in ERR_WORKER_INVALID_EXEC_ARGV: per-process V8 options such as
 * `--max-old-space-size=…` and `--expose-gc` are refused for workers (they apply to the whole
 * process, workers included, anyway).
 */
function refusedFlags(e: unknown): string[] | undefined {
  if (!(e instanceof Error) || !('code' in e) || e.code !== 'ERR_WORKER_INVALID_EXEC_ARGV') return undefined;
  const list = e.message.split(':').slice(1).join(':');
  return list
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f.length > 0);
}

/** Starts a worker with the parent's flags, dropping those Node refuses for workers. */
function startWorker(make: (execArgv: string[]) => NodeWorker): NodeWorker {
  const execArgv = workerExecArgv();
  try {
    return make(execArgv);
  } catch (e) {
    const refused = refusedFlags(e);
    if (!refused) throw e;
    try {
      return make(execArgv.filter((a) => !refused.includes(a)));
    } catch (again) {
      if (!refusedFlags(again)) throw again;
      return make([]);
    }
  }
}

let workerText: string | undefined;

/** A Node worker's script: workerMain's own text, called with the worker's port and data. */
function nodeWorkerText(): string {
  workerText ??=
    "const { parentPort, workerData } = require('node:worker_threads');\n" +
    // esbuild's keepNames (tsx, bundlers) wraps named functions in the text with __name
    "var __name = (f, n) => Object.defineProperty(f, 'name', { value: n, configurable: true });\n" +
    `(${workerMain.toString()})(parentPort, workerData);`;
  return workerText;
}

/** Node worker_threads (from source text: see above). */
export function nodeSpawner(Ctor: typeof NodeWorker): SpawnWorker {
  return (init) => {
    const w = startWorker(
      (execArgv) => new Ctor(nodeWorkerText(), { eval: true, workerData: init, execArgv }),
    );
    return {
      on: (ev, f) => void w.on(ev as 'message', f as Listener),
      off: (ev, f) => void w.off(ev as 'message', f as Listener),
      postMessage: (m) => w.postMessage(m),
      ref: () => w.ref(),
      unref: () => w.unref(),
      terminate: () => w.terminate(),
    };
  };
}

/** The part of the DOM Worker a pool uses. */
export interface WebWorkerLike {
  addEventListener(type: 'message' | 'error', f: (e: { data?: unknown; message?: string }) => void): void;
  removeEventListener(type: 'message' | 'error', f: (e: { data?: unknown; message?: string }) => void): void;
  postMessage(msg: unknown): void;
  terminate(): void;
}
export type WebWorkerCtor = new (url: URL, opts: { type: 'module' }) => WebWorkerLike;

/** Browser Web Workers: the first message carries the memory and control block. */
export function webSpawner(Ctor: WebWorkerCtor): SpawnWorker {
  return (init) => {
    const w = new Ctor(workerUrl(), { type: 'module' });
    w.postMessage(init);
    const wrapped = new Map<unknown, (e: { data?: unknown; message?: string }) => void>();
    const wrap = <K extends keyof WorkerEvents>(ev: K, f: (x: WorkerEvents[K]) => void) => {
      const g =
        ev === 'message'
          ? (e: { data?: unknown }) => (f as (x: unknown) => void)(e.data)
          : (e: { message?: string }) =>
              (f as (x: unknown) => void)(
                new KernelExecutionError(
                  'KERNEL_EXECUTION_FAILED',
                  `wasm worker failed: ${e.message ?? 'no message'}`,
                ),
              );
      wrapped.set(f, g);
      return g;
    };
    return {
      on: (ev, f) => {
        if (ev !== 'exit') w.addEventListener(ev, wrap(ev, f));
      },
      off: (ev, f) => {
        const g = wrapped.get(f);
        if (g && ev !== 'exit') w.removeEventListener(ev, g);
        wrapped.delete(f);
      },
      postMessage: (m) => w.postMessage(m),
      ref: () => {},
      unref: () => {},
      terminate: () => {
        w.terminate();
        return undefined;
      },
    };
  };
}
