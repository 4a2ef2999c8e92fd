/**
 * The `wasm` backend: kernels compiled to WebAssembly (SIMD128 for elementwise kernels) with
 * binaryen, run by a pool of worker threads on one shared WebAssembly.Memory that holds every wasm
 * array (js kernels use those arrays in place). Without SharedArrayBuffer (a browser page that is
 * not cross-origin isolated) or outside Node, kernels run on the calling thread.
 */
import { ownModule } from '../../config/own-module.js';
import { InternalError, KernelExecutionError } from '../../errors/errors.js';
import { nameClasses } from '../../errors/names.js';
import type { KernelIR } from '../../ir/nodes.js';
import type { Allocation } from '../../memory/space.js';
import { workItemLoops } from '../../passes/work-item-loops.js';
import {
  type Backend,
  type BackendDevice,
  cpuCaps,
  type DeviceInfo,
  type DeviceLibrary,
  type Executable,
  type LaunchRequest,
  type ProbeResult,
  type ReplayLaunch,
} from '../backend.js';
import { siteRangeError } from '../shared/range-error.js';
import { timeoutError } from '../shared/timeout.js';
import { type CompiledKernel, wasmSteps } from './compile.js';
import { MAX_BYTES, WasmAllocation, WasmSpace } from './memory.js';
import { scratchBytes } from './module.js';
import { ItemTimes } from './predict.js';
import { probeWasm } from './probe.js';
import { type GraphLaunch, Runner, type RunResult } from './runner.js';

const support = probeWasm();
/** The items a persistent item counts for: at least a chunk (pool.ts MIN_CHUNK_ITEMS), and 2 of them more than runner.ts runs inline while the pool starts. */
const PERSISTENT_ITEM_WEIGHT = 1 << 16;

function deviceInfo(): DeviceInfo {
  return {
    index: 0,
    name: `WebAssembly SIMD128${support.shared && support.node ? ' + threads' : ''}`,
    kind: 'cpu',
    caps: cpuCaps(MAX_BYTES - 65536),
    details: { sharedMemory: support.shared, workerThreads: support.shared && support.node },
  };
}

/**
 * A wasm queue: the worker pool of the device it belongs to. A kernel compiled on a device also
 * runs on its sub-devices (BackendDevice.executablesOf), each on its own pool.
 */
interface WasmQueue {
  readonly runner: Runner;
}

function runnerOf(queue: unknown): Runner | undefined {
  return typeof queue === 'object' && queue !== null && 'runner' in queue && queue.runner instanceof Runner
    ? queue.runner
    : undefined;
}

class WasmExecutable implements Executable {
  /** Scratch bytes per concurrent call (work-group kernels: shared and per-item arrays). */
  private readonly scratch: number;
  /** Single-thread time per item of the latest launches: which run on this thread (predict.ts). */
  private readonly times: ItemTimes;

  constructor(
    readonly ir: KernelIR,
    private readonly compiled: CompiledKernel,
    private readonly runner: Runner,
  ) {
    this.scratch = ir.workgroup
      ? Math.max(16, scratchBytes(workItemLoops(ir)))
      : ir.private?.length
        ? scratchBytes(ir)
        : 0;
    this.times = new ItemTimes(ir);
  }

  /** The launch as the runner takes it (a graph replay collects these: WasmDevice.replay). */
  launch(req: LaunchRequest): GraphLaunch {
    // A work-group kernel runs over the group grid (range / workgroup per dimension).
    const wg = this.ir.workgroup ?? [];
    const range = [0, 1, 2].slice(0, req.range.length).map((d) => (req.range[d] ?? 1) / (wg[d] ?? 1));
    const args: (number | bigint)[] = [range[0] ?? 1, range[1] ?? 1, range[2] ?? 1];
    for (const a of req.args) {
      if (a.kind === 'scalar') args.push(typeof a.value === 'boolean' ? (a.value ? 1 : 0) : a.value);
      else if (a.alloc instanceof WasmAllocation) args.push(a.alloc.offset, a.length);
      else throw new InternalError(`wasm got an allocation of space ${a.alloc.space.id}`);
    }
    if (req.timeoutMs) args.push(Date.now() + req.timeoutMs);
    // A persistent item (AsyncProgram's worker) counts as a whole chunk of work: one item per
    // chunk, on the pool, so the workers run on all threads at once.
    const itemsPerCall = this.ir.options.persistent ? PERSISTENT_ITEM_WEIGHT : wg.reduce((a, b) => a * b, 1);
    return { kernel: this.compiled, range, args, scratch: this.scratch, itemsPerCall };
  }

  /** Runs the kernel: a tiny launch at once on this thread (no promise), others on the pool. */
  run(req: LaunchRequest): Promise<void> | undefined {
    const { range, args, itemsPerCall } = this.launch(req);
    let outcome: RunResult | Promise<RunResult>;
    const items = range.reduce((a, b) => a * b, 1) * itemsPerCall;
    const runner = runnerOf(req.queue) ?? this.runner;
    const threads = runner.threads();
    // predicted shorter here than the pool's round trip saves (predict.ts): on this thread
    const here = req.sequential === true || this.times.predictsShort(req, items, threads);
    const t0 = performance.now();
    try {
      outcome = runner.run(this.compiled, range, args, this.scratch, itemsPerCall, here);
    } catch (e) {
      throw this.runFailed(e);
    }
    if (outcome instanceof Promise) {
      return outcome.then(
        (fail) => {
          this.times.measured(req, items, performance.now() - t0, threads);
          this.checkOutcome(req, fail);
        },
        (e: unknown) => {
          throw this.runFailed(e);
        },
      );
    }
    this.times.measured(req, items, performance.now() - t0, 1);
    this.checkOutcome(req, outcome);
    return undefined;
  }

  private runFailed(e: unknown): KernelExecutionError {
    if (e instanceof KernelExecutionError) return e;
    return new KernelExecutionError(
      'KERNEL_EXECUTION_FAILED',
      `kernel '${this.ir.name}' failed on wasm: ${e instanceof Error ? e.message : String(e)}`,
      { cause: e },
    );
  }

  /** The run's out-of-bounds access or timeout as the launch's error. */
  private checkOutcome(req: Parameters<Executable['run']>[0], fail: RunResult): void {
    if (!fail) return;
    if (fail === 'timeout') throw timeoutError(this.ir, 'wasm', req.timeoutMs ?? 0);
    throw siteRangeError(this.ir, fail.site, fail.index, req.args);
  }
}

/** A replayed graph's launches as the runner takes them, and bound to run inline when they can. */
interface GraphLists {
  readonly list: readonly GraphLaunch[];
  readonly inline: readonly (() => RunResult)[] | undefined;
}

/** Each list's launches (null: some launch runs on its own). */
const graphLists = new WeakMap<readonly ReplayLaunch[], GraphLists | null>();

/** The error of launch `step` of a replay that failed with `r`. */
function replayFailure(launches: readonly ReplayLaunch[], step: number, r: NonNullable<RunResult>): Error {
  if (r === 'timeout') return new InternalError('a graph replay without timeouts timed out');
  const failed = launches[step];
  if (!(failed?.exe instanceof WasmExecutable))
    return new InternalError(`graph replay: launch ${step} failed`);
  return siteRangeError(failed.exe.ir, r.site, r.index, failed.req.args);
}

export class WasmDevice implements BackendDevice {
  /** Runs kernels, and the array operations' own modules (gemm.ts), on this device's pool. */
  readonly runner: Runner;
  private readonly children: WasmDevice[] = [];

  /**
   * A sub-device shares its parent's memory and executables (`executablesOf`) and has its own
   * worker pool of `threads` workers.
   */
  constructor(
    readonly info: DeviceInfo = deviceInfo(),
    readonly memory: WasmSpace = new WasmSpace(support.shared),
    threads?: number,
    readonly executablesOf?: BackendDevice,
  ) {
    this.runner = new Runner(this.memory, support, threads);
  }

  canUse(alloc: Allocation): boolean {
    return alloc.space === this.memory;
  }

  readonly steps = wasmSteps(support.shared, (ir, k) => new WasmExecutable(ir, k, this.runner));

  /** tt.matmul runs tutti's own GEMM module on this device's pool (gemm.ts, imported at the first call). */
  readonly library: DeviceLibrary = {
    gemm: {
      name: 'wasm-gemm',
      run: async (_queue, dtype, [m, k, n], a, b, c) =>
        (await ownModule(() => import('./gemm.js'))).wasmGemm(this, dtype, a, b, c, m, k, n),
    },
  };

  /**
   * tt.capture's graphs: when every launch is small enough for the calling thread, all of them in
   * one synchronous loop there (bound once per list: no promise, no argument list per launch);
   * otherwise one message per pool worker running the whole list (runner.runGraph). Launches with
   * a timeout run one by one.
   */
  replay(launches: readonly ReplayLaunch[]): Promise<void> | undefined {
    let lists = graphLists.get(launches);
    if (lists === undefined) {
      const made: GraphLaunch[] = [];
      for (const l of launches) {
        if (!(l.exe instanceof WasmExecutable) || l.req.timeoutMs) break;
        made.push(l.exe.launch(l.req));
      }
      lists = made.length === launches.length ? { list: made, inline: this.runner.bindInline(made) } : null;
      graphLists.set(launches, lists);
    }
    if (!lists) return this.eachInTurn(launches);
    const { inline } = lists;
    if (!inline) return this.onPool(launches, lists.list);
    for (let step = 0; step < inline.length; step++) {
      const r = (inline[step] as () => RunResult)();
      if (r) throw replayFailure(launches, step, r);
    }
    return undefined;
  }

  private async eachInTurn(launches: readonly ReplayLaunch[]): Promise<void> {
    for (const { exe, req } of launches) await exe.run(req);
  }

  private async onPool(launches: readonly ReplayLaunch[], list: readonly GraphLaunch[]): Promise<void> {
    const r = await this.runner.runGraph(list);
    if (r !== undefined) throw replayFailure(launches, r === 'timeout' ? 0 : r.step, r);
  }

  createQueue(): WasmQueue {
    return { runner: this.runner };
  }

  threadCount(): number {
    return this.runner.threads();
  }

  partition(threads: readonly number[]): BackendDevice[] {
    const subs = threads.map(
      (n, k) =>
        new WasmDevice(
          { ...this.info, name: `${this.info.name} sub-device ${k} (${n} worker${n === 1 ? '' : 's'})` },
          this.memory,
          n,
          this.executablesOf ?? this,
        ),
    );
    // Their workers start now, not at their first launch: that launch then finds them listening
    // instead of waiting for (or running on the calling thread, one sub-device after another,
    // while it waits for) workers that take tens of ms each to start.
    for (const s of subs) s.runner.prestart();
    this.children.push(...subs);
    return subs;
  }

  async shutdown(): Promise<void> {
    await Promise.all([this.runner.shutdown(), ...this.children.splice(0).map((c) => c.shutdown())]);
  }
}

let opened: WasmDevice | undefined;

function probeNow(): ProbeResult {
  return support.ok
    ? { available: true, devices: [deviceInfo()] }
    : { available: false, reason: support.reason ?? 'unavailable' };
}

export const wasmBackend: Backend = {
  id: 'wasm',
  kind: 'cpu',
  probe: () => probeNow(),
  probeSync: () => probeNow(),
  open: () => {
    opened ??= new WasmDevice();
    return opened;
  },
  shutdown: () => opened?.shutdown(),
};

nameClasses({ WasmDevice });
