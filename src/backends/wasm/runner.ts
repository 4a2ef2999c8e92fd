/**
 * Where a launch runs: on the worker pool (default), or on the calling thread when there is no
 * shared memory / no worker threads (said once with console.info), or when the launch is tiny
 * enough that posting to workers would cost more than the work, or — while the pool's workers are
 * still starting (tens of ms: the first launches of a process) — small enough to be done sooner
 * here than by waiting for them.
 */
import { ownModule } from '../../config/own-module.js';
import { launchSettings } from '../../config/settings.js';
import type { CompiledKernel } from './compile.js';
import { mathImports } from './math-table.js';
import type { WasmSpace } from './memory.js';
import { pollImports, STATUS_TIMED_OUT } from './poll.js';
import { WorkerPool } from './pool.js';
import type { WasmSupport } from './probe.js';
import { nodeSpawner, type WebWorkerCtor, webSpawner } from './threads.js';

/** Launches with fewer items than this run on the calling thread. */
const INLINE_ITEMS = 2048;
/** While the workers start, launches with at most this many items run on the calling thread. */
const STARTING_INLINE_ITEMS = 1 << 16;

/** The core count before the pool exists (Node's os module, or the browser's navigator). */
function guessCores(): number {
  const g = globalThis as {
    process?: { getBuiltinModule?: (id: string) => unknown };
    navigator?: { hardwareConcurrency?: number };
  };
  const os = g.process?.getBuiltinModule?.('node:os') as { availableParallelism?: () => number } | undefined;
  const n = os?.availableParallelism?.() ?? g.navigator?.hardwareConcurrency ?? 1;
  return Math.max(1, n);
}

/** One launch of a graph replay, as WasmExecutable.run passes it to `run`. */
export interface GraphLaunch {
  readonly kernel: CompiledKernel;
  readonly range: readonly number[];
  readonly args: readonly (number | bigint)[];
  /** Scratch bytes per concurrent call (0: none). */
  readonly scratch: number;
  readonly itemsPerCall: number;
}
/** A run's outcome: the first out-of-bounds access in launch order, 'timeout', or nothing. */
export type RunResult = { site: number; index: number } | 'timeout' | undefined;

export class Runner {
  private pool: Promise<WorkerPool | undefined> | undefined;
  private readonly instances = new Map<string, WebAssembly.Instance>();
  private cores = guessCores();
  private told = false;

  /** @param fixedThreads a sub-device's own thread count (its own pool); else launchSettings().threads. */
  constructor(
    private readonly space: WasmSpace,
    private readonly support: WasmSupport,
    private readonly fixedThreads?: number,
  ) {}

  /** Threads per launch: a sub-device's own count, else launchSettings().threads, 0 = every core. */
  threads(): number {
    if (this.fixedThreads !== undefined) return this.fixedThreads;
    const t = launchSettings().threads;
    return t > 0 ? t : this.cores;
  }

  /** Starts the worker pool's workers now, without a job (a sub-device does when it is created). */
  prestart(): void {
    this.getPool().then(
      (pool) => pool?.warm(this.threads()),
      () => {}, // the first launch reports it
    );
  }

  private getPool(): Promise<WorkerPool | undefined> {
    this.pool ??= (async () => {
      const g = globalThis as { Worker?: unknown; navigator?: { hardwareConcurrency?: number } };
      if (this.support.shared && this.support.node) {
        const { nodeCores, nodeWorker } = await ownModule(() => import('./node-threads.js'));
        this.cores = nodeCores();
        return new WorkerPool(nodeSpawner(nodeWorker), this.space.memory);
      }
      if (this.support.shared && typeof g.Worker === 'function' && import.meta.url.endsWith('.js')) {
        this.cores = Math.max(1, g.navigator?.hardwareConcurrency ?? 1);
        return new WorkerPool(webSpawner(g.Worker as WebWorkerCtor), this.space.memory);
      }
      if (!this.told) {
        this.told = true;
        console.info(
          'tutti wasm: SharedArrayBuffer or worker threads are unavailable (a page needs cross-origin ' +
            'isolation); wasm kernels run single-threaded on the calling thread',
        );
      }
      return undefined;
    })();
    return this.pool;
  }

  /**
   * Runs the kernel; resolves with the first out-of-bounds access in launch order, if any, or
   * 'timeout' when the polling variant's deadline passed. `scratch` > 0 (work-group kernels): bytes
   * of scratch memory each concurrent call gets, passed as the last argument (the pool gives each
   * worker its own slot).
   */
  run(
    k: CompiledKernel,
    range: readonly number[],
    args: readonly (number | bigint)[],
    scratch = 0,
    itemsPerCall = 1,
    /** Deterministic mode: every item on this thread, in order. */
    sequential = false,
  ): RunResult | Promise<RunResult> {
    const n0 = range[0] ?? 1;
    // Work items per unit of i0 (a work-group kernel's unit is a whole group of items).
    const inner = (range[1] ?? 1) * (range[2] ?? 1) * itemsPerCall;
    // A tiny launch runs here, at once: no waiting for the pool (which it would not use).
    if (n0 * inner < INLINE_ITEMS || sequential) return this.inline(k, n0, this.withScratch(args, scratch));
    return this.runPooled(k, n0, inner, args, scratch);
  }

  private async runPooled(
    k: CompiledKernel,
    n0: number,
    inner: number,
    args: readonly (number | bigint)[],
    scratch: number,
  ): Promise<RunResult> {
    const pool = await this.getPool();
    const threads = this.threads();
    const all = this.withScratch(args, scratch, threads);
    if (!pool) return this.inline(k, n0, all);
    if (n0 * inner <= STARTING_INLINE_ITEMS && !pool.isWarm(threads)) {
      // Starting a Node worker blocks this thread ~10 ms each: after this result, not before it.
      setTimeout(() => pool.warm(threads), 0).unref?.();
      return this.inline(k, n0, all);
    }
    const r = await pool.run(
      {
        key: k.key,
        module: k.module,
        args: all,
        start: 0,
        end: n0,
        inner,
        ...(scratch > 0 ? { scratch } : {}),
      },
      threads,
    );
    return r.timedOut ? 'timeout' : r.fail;
  }

  /**
   * Runs a captured graph's launches in order (tt.capture): on the calling thread when every one
   * is small enough to run here (or there is no pool), else as one message per pool worker
   * (pool.runGraph). Resolves with the first failing launch's out-of-bounds access, or 'timeout'.
   */
  async runGraph(
    list: readonly GraphLaunch[],
  ): Promise<{ step: number; site: number; index: number } | 'timeout' | undefined> {
    const pool = await this.getPool();
    const threads = this.threads();
    const jobs = list.map((l) => ({
      l,
      n0: l.range[0] ?? 1,
      inner: (l.range[1] ?? 1) * (l.range[2] ?? 1) * l.itemsPerCall,
    }));
    const scratch = Math.max(0, ...list.map((l) => l.scratch));
    const base = scratch > 0 ? this.scratchBase(scratch * Math.max(1, threads)) : 0;
    if (pool && !jobs.every((j) => j.n0 * j.inner < INLINE_ITEMS)) {
      const r = await pool.runGraph(
        jobs.map((j) => ({
          key: j.l.kernel.key,
          module: j.l.kernel.module,
          args: j.l.scratch > 0 ? [...j.l.args, base] : j.l.args,
          start: 0,
          end: j.n0,
          inner: j.inner,
          ...(j.l.scratch > 0 ? { scratch: j.l.scratch } : {}),
        })),
        threads,
      );
      if (r.timedOut) return 'timeout';
      return r.fail ? { step: r.step ?? 0, site: r.fail.site, index: r.fail.index } : undefined;
    }
    for (const [step, j] of jobs.entries()) {
      const r = this.inline(j.l.kernel, j.n0, j.l.scratch > 0 ? [...j.l.args, base] : j.l.args);
      if (r === 'timeout') return r;
      if (r) return { step, ...r };
    }
    return undefined;
  }

  /** The arguments with the scratch area's base last, for work-group kernels (`scratch` > 0). */
  private withScratch(
    args: readonly (number | bigint)[],
    scratch: number,
    threads = this.threads(),
  ): readonly (number | bigint)[] {
    return scratch > 0 ? [...args, this.scratchBase(scratch * Math.max(1, threads))] : args;
  }

  private scratchArea: { offset: number; bytes: number; free: () => void } | undefined;

  /** A scratch area of at least `bytes` in the wasm memory, kept (and grown) for later launches. */
  private scratchBase(bytes: number): number {
    if (!this.scratchArea || this.scratchArea.bytes < bytes) {
      this.scratchArea?.free();
      const a = this.space.alloc('u8', bytes);
      this.scratchArea = { offset: a.offset, bytes, free: () => this.space.free(a) };
    }
    return this.scratchArea.offset;
  }

  /**
   * A graph's launches bound to their instances and arguments, to run in turn on this thread, when
   * every one runs inline (under INLINE_ITEMS items, no scratch area); else undefined.
   */
  bindInline(list: readonly GraphLaunch[]): (() => RunResult)[] | undefined {
    const small = (l: GraphLaunch) =>
      (l.range[0] ?? 1) * (l.range[1] ?? 1) * (l.range[2] ?? 1) * l.itemsPerCall < INLINE_ITEMS;
    if (!list.every((l) => small(l) && l.scratch === 0)) return undefined;
    return list.map((l) => {
      const inst = this.instance(l.kernel);
      const run = inst.exports.run as (...a: (number | bigint)[]) => number;
      const args = [0, l.range[0] ?? 1, ...l.args];
      return () => {
        const status = run(...args);
        return status === 0 ? undefined : this.outcome(inst, status);
      };
    });
  }

  private instance(k: CompiledKernel): WebAssembly.Instance {
    let inst = this.instances.get(k.key);
    if (!inst) {
      inst = new WebAssembly.Instance(k.module, {
        env: { memory: this.space.memory },
        math: mathImports(),
        tt: pollImports(),
      });
      this.instances.set(k.key, inst);
    }
    return inst;
  }

  private inline(k: CompiledKernel, n0: number, args: readonly (number | bigint)[]): RunResult {
    const inst = this.instance(k);
    // i64 parameters (tt.i64 / tt.u64 scalars) take BigInts
    const run = inst.exports.run as (...a: (number | bigint)[]) => number;
    const status = run(0, n0, ...args);
    return status === 0 ? undefined : this.outcome(inst, status);
  }

  /** A run's non-zero status as its timeout or out-of-bounds access. */
  private outcome(inst: WebAssembly.Instance, status: number): RunResult {
    if (status === STATUS_TIMED_OUT) return 'timeout';
    const site = (inst.exports.oob_site as WebAssembly.Global).value as number;
    const index = (inst.exports.oob_index as WebAssembly.Global).value as number;
    return { site, index };
  }

  async shutdown(): Promise<void> {
    const p = await this.pool;
    this.pool = undefined;
    await p?.shutdown();
  }
}
