/**
 * A built native kernel: its entry point declared through koffi, called asynchronously with the
 * arrays' host memory (no copies), the OpenMP thread count from settings, and 8 error words the
 * checked accesses fill with the first out-of-bounds access of the lowest failing item; it becomes a
 * KernelRangeError naming kernel, array, index and source location, as on the js backend.
 */
import { availableParallelism } from 'node:os';
import { launchSettings } from '../../config/settings.js';
import { KernelExecutionError } from '../../errors/errors.js';
import { nameClasses } from '../../errors/names.js';
import { hasLoops, usesAtomics } from '../../ir/analysis.js';
import type { KernelIR } from '../../ir/nodes.js';
import type { Executable, LaunchRequest } from '../backend.js';
import { ENTRY_NAME, entryParams } from '../c/render-kernel.js';
import { callAsync, declare, type FfiArg, type KoffiFunction, loadLibrary } from '../shared/koffi.js';
import { errorWordRangeError } from '../shared/range-error.js';
import { armFlag, timeoutError } from '../shared/timeout.js';
import { PARALLEL_MIN_ITEMS } from './dialect-openmp.js';
import { needsPackedEntry, PACKED_ENTRY_NAME, PACKED_FFI_PARAMS, packArgs } from './packed-entry.js';

/**
 * Largest range run with a direct (synchronous) call when the kernel has no loops: below the
 * entry's threshold for starting OpenMP's team, so such a call runs on this thread alone.
 */
export const SYNC_ITEMS = PARALLEL_MIN_ITEMS - 1;

/**
 * What an asynchronous launch costs beyond its kernel, in µs: koffi's call through libuv's thread
 * pool and back to the event loop (20–50 µs on the 2-core VM at load 1–3), and waking OpenMP's
 * team (a 248²-item stencil: 30 µs on this thread, 65–320 µs through the pool with 2 threads).
 */
const ASYNC_COST_US = 100;
/** The longest a launch run on this thread may block it (when the team would not help). */
const SYNC_MAX_US = 1000;
/** Loop signatures whose time a kernel remembers (a triangular solve's steps each have one). */
const MAX_SIGNATURES = 4096;

/**
 * The longest kernel (its single-thread time) worth running on this thread with no team: below
 * it the round trip costs more than `threads` threads save, T < cost + T / threads.
 */
export function syncBudgetUs(threads: number): number {
  return threads <= 1 ? SYNC_MAX_US : Math.min(SYNC_MAX_US, (ASYNC_COST_US * threads) / (threads - 1));
}

export function itemsOf(range: readonly number[]): number {
  return range.reduce((a, b) => a * b, 1);
}

/** A native queue: the OpenMP thread count of its launches (0 = `launchSettings().threads`). */
export interface NativeQueue {
  readonly threads: number;
}

let cores = 0;

/**
 * The cores OpenMP's omp_get_num_procs() counts (those this process may run on), asked once: an
 * entry called with 0 threads would ask the kernel for the affinity mask on every launch (about a
 * microsecond, more than a tiny kernel's work).
 */
function allCores(): number {
  if (cores === 0) cores = Math.max(1, availableParallelism());
  return cores;
}

export function threadsFor(queue: unknown): number {
  const fixed =
    typeof queue === 'object' && queue !== null && 'threads' in queue && typeof queue.threads === 'number'
      ? queue.threads
      : 0;
  return fixed > 0 ? fixed : launchSettings().threads || allCores();
}

/** `fn(...args)` without the spread for an entry's usual argument counts (5 + 2 per array or 1 per scalar). */
function callWith(fn: KoffiFunction, a: readonly FfiArg[]): unknown {
  switch (a.length) {
    case 7:
      return fn(a[0], a[1], a[2], a[3], a[4], a[5], a[6]);
    case 8:
      return fn(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]);
    case 9:
      return fn(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8]);
    case 10:
      return fn(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9]);
    case 11:
      return fn(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10]);
    default:
      return fn(...a);
  }
}

export class NativeExecutable implements Executable {
  /** Each work item does a bounded amount of work (no loops). */
  readonly boundedWork: boolean;
  /**
   * The kernel's single-thread time per work item (µs), measured on its latest launches: on this
   * thread exactly, through the pool as the launch's time less the round trip, times the threads.
   * Kept per loop signature (`loopSignature`): a loop's trip count may follow a scalar or an array
   * length, so a launch with other values is not predicted from this one. None until one has run.
   */
  private readonly usPerItem = new Map<string, number>();
  /**
   * The kernel uses atomics, so it may wait for another queue's kernel (a flag set with
   * Atomics.store): it never runs on this thread by measurement, which would keep the other
   * launch from starting.
   */
  private readonly mayWait: boolean;
  /** The error words of the calls on this thread (one at a time), zeroed before each. */
  private readonly syncErr = new Int32Array(8);

  private constructor(
    readonly ir: KernelIR,
    private readonly fn: KoffiFunction,
    /** Called through the packed entry (more arguments than koffi passes). */
    private readonly packed: boolean,
    /** The shared library (a graph replay finds the entry there: native/replay.ts). */
    readonly libPath: string,
  ) {
    this.boundedWork = !hasLoops(ir) && !ir.workgroup;
    this.mayWait = usesAtomics(ir);
  }

  static async load(ir: KernelIR, libPath: string): Promise<NativeExecutable> {
    const lib = await loadLibrary(libPath);
    if (needsPackedEntry(ir))
      return new NativeExecutable(
        ir,
        declare(lib, PACKED_ENTRY_NAME, 'void', PACKED_FFI_PARAMS),
        true,
        libPath,
      );
    const fn = declare(
      lib,
      ENTRY_NAME,
      'void',
      entryParams(ir).map((p) => p.ffiType),
    );
    return new NativeExecutable(ir, fn, false, libPath);
  }

  /**
   * Runs the kernel: loop-free kernels over small ranges with a direct call on this thread (they
   * finish in microseconds: no thread-pool round trip, ~100 µs, and no promise), and so does a
   * kernel whose latest launches show it shorter than the round trip saves (`syncBudgetUs`: a
   * stencil sweep of 60 000 items, a column step of lu), on this thread alone; others through
   * koffi's asynchronous call on its worker thread, whose OpenMP team runs the items. A kernel
   * that polls for a timeout (the timer must fire meanwhile) or uses atomics (`mayWait`) always
   * runs through the pool.
   */
  run(req: LaunchRequest): Promise<void> | undefined {
    const items = itemsOf(req.range);
    const threads = req.sequential ? 1 : threadsFor(req.queue);
    const small = this.boundedWork && items <= SYNC_ITEMS;
    const short = !small && this.predictsShort(req, threads);
    // a call on this thread ends before the next starts: its error words are the executable's own
    // (a new Int32Array per launch was most of a small launch's garbage); an asynchronous call,
    // which may overlap another queue's, gets its own
    const err = small || short ? this.syncErr.fill(0) : new Int32Array(8);
    const args = this.callArgs(req, short ? 1 : threads, err);
    const disarm = req.timeoutMs ? armFlag(err, 4, req.timeoutMs) : undefined;
    if (small || short) {
      const t0 = performance.now();
      try {
        callWith(this.fn, args);
      } catch (e) {
        throw this.callFailed(e);
      } finally {
        disarm?.();
      }
      this.measured(req, ((performance.now() - t0) * 1000) / items);
      this.checkErrorWords(req, err);
      return undefined;
    }
    const t0 = performance.now();
    return callAsync(this.fn, args).then(
      () => {
        disarm?.();
        const us = (performance.now() - t0) * 1000 - ASYNC_COST_US;
        // at most one thread per item ran: a one-item solve took `us` on one thread
        this.measured(req, (Math.max(0, us) * Math.min(threads, items)) / items);
        this.checkErrorWords(req, err);
      },
      (e: unknown) => {
        disarm?.();
        throw this.callFailed(e);
      },
    );
  }

  /**
   * Whether this launch is predicted shorter on one thread than the round trip and team wake-up
   * of `threads` save (its latest launches of the same loop signature measured so); never for a
   * launch with a timeout or a kernel with atomics. Graph replay runs such a launch on one thread.
   */
  predictsShort(req: LaunchRequest, threads: number): boolean {
    if (req.timeoutMs || this.mayWait) return false;
    const us = this.usPerItem.get(this.loopSignature(req)) ?? Number.POSITIVE_INFINITY;
    const items = itemsOf(req.range);
    // a team larger than the range saves nothing: a one-item launch (a triangular solve) runs
    // here whenever it is under the cap
    return us * items <= syncBudgetUs(Math.min(threads, items));
  }

  /**
   * Folds one launch's single-thread µs per item into the estimate: a shorter time replaces it, a
   * longer one moves it half way. On a loaded machine a launch is often delayed (a call on this
   * thread preempted, the pool's team woken late): such outliers only lengthen the estimate
   * gradually, and the next quick launch brings it back at once.
   */
  private measured(req: LaunchRequest, usPerItem: number): void {
    const key = this.loopSignature(req);
    const old = this.usPerItem.get(key);
    if (old === undefined && this.usPerItem.size >= MAX_SIGNATURES) this.usPerItem.clear();
    this.usPerItem.set(key, old === undefined ? usPerItem : Math.min(usPerItem, (old + usPerItem) / 2));
  }

  /**
   * What sets the work per item: nothing for a loop-free kernel; for one with loops, its scalar
   * arguments and array lengths (trip counts follow them: a spin of `reps` iterations measured at
   * reps = 10 says nothing of reps = 2000, which must not block this thread, nor serialise two
   * sub-devices' launches).
   */
  private loopSignature(req: LaunchRequest): string {
    if (this.boundedWork) return '';
    return req.args
      .map((a) => (a.kind === 'scalar' ? String(a.value) : String(a.alloc.host?.length)))
      .join(',');
  }

  /**
   * The entry's arguments: range, threads, error words `err` ([flag, site, index low, index high,
   * cancellation flag (polling variant), key low, key high]), then each parameter (arrays as
   * pointer and length).
   */
  private callArgs(req: LaunchRequest, threads: number, err: Int32Array): FfiArg[] {
    // A work-group kernel's entry runs over the group grid (range / workgroup per dimension).
    const wg = this.ir.workgroup ?? [];
    const args: FfiArg[] = [
      (req.range[0] ?? 1) / (wg[0] ?? 1),
      (req.range[1] ?? 1) / (wg[1] ?? 1),
      (req.range[2] ?? 1) / (wg[2] ?? 1),
      threads,
      err,
    ];
    for (let i = 0; i < req.args.length; i++) {
      const a = req.args[i] as LaunchRequest['args'][number];
      if (a.kind === 'scalar') {
        args.push(typeof a.value === 'boolean' ? (a.value ? 1 : 0) : a.value);
        continue;
      }
      const host = a.alloc.host;
      if (!host) {
        throw new KernelExecutionError(
          'KERNEL_EXECUTION_FAILED',
          `kernel '${this.ir.name}': argument '${this.ir.params[i]?.sourceName ?? i}' is not in host memory`,
        );
      }
      args.push(host, host.length);
    }
    if (this.packed) {
      const { ptrs, words } = packArgs(this.ir, args.slice(5));
      args.splice(5, args.length - 5, ptrs, words);
    }
    return args;
  }

  private callFailed(e: unknown): KernelExecutionError {
    return new KernelExecutionError(
      'KERNEL_EXECUTION_FAILED',
      `kernel '${this.ir.name}' failed on native: ${e instanceof Error ? e.message : String(e)}`,
      { cause: e },
    );
  }

  /** The first out-of-bounds access (KernelRangeError) or the timeout the kernel reported. */
  private checkErrorWords(req: LaunchRequest, err: Int32Array): void {
    if (err[0] !== 0) {
      throw errorWordRangeError(this.ir, err, req.args, (a) => a.alloc.host?.length ?? a.length);
    }
    if (err[4]) throw timeoutError(this.ir, 'native', req.timeoutMs ?? 0);
  }
}

nameClasses({ NativeExecutable });
