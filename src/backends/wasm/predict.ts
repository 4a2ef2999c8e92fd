/**
 * Which wasm launches run on the calling thread by measurement (as the native backend's
 * executable.ts does): a launch goes to the worker pool with a message per worker and an
 * Atomics wake-up, which costs about 100 µs on a quiet 2-core machine and more under load; a
 * 50 000-item stencil sweep that takes 40 µs on one thread is then faster here. Each kernel keeps
 * its single-thread time per work item, per loop signature (the scalar arguments and array lengths
 * that set a loop's trip count), from its latest launches; a launch predicted shorter on this
 * thread than what `threads` workers save after the round trip runs here. Launches with a
 * timeout (the deadline needs this thread's timer), kernels with atomics (they may wait for
 * another queue's kernel) and persistent kernels never do.
 */
import { hasLoops, usesAtomics } from '../../ir/analysis.js';
import type { KernelIR } from '../../ir/nodes.js';
import type { LaunchRequest } from '../backend.js';

/**
 * What a pool round trip costs beyond the work (µs): messages, the wake-up, the completion. It
 * starts at 100 µs (a quiet 2-core machine) and follows what pool runs of kernels measured here
 * show (a moving average, within [POOL_COST_MIN_US, SYNC_MAX_US]): on a loaded machine the
 * workers' wake-ups take milliseconds, and launches that the pool cannot speed up then run here.
 */
const poolCost = { us: 100 };
const POOL_COST_MIN_US = 50;
/** The longest a launch run on this thread may block it. */
const SYNC_MAX_US = 2000;
/** A pool-measured estimate under this many times SYNC_MAX_US is checked on this thread now and then. */
const PROBE_FACTOR = 16;
const PROBE_EVERY = 4;
/** Loop signatures a kernel remembers (a triangular solve's steps each have one). */
const MAX_SIGNATURES = 4096;

/** The longest single-thread time worth running here: T < cost + T / threads. */
function syncBudgetUs(threads: number): number {
  return threads <= 1 ? SYNC_MAX_US : Math.min(SYNC_MAX_US, (poolCost.us * threads) / (threads - 1));
}

export class ItemTimes {
  private readonly usPerItem = new Map<string, number>();
  /** Signatures measured on this thread at least once (else the estimate is the pool's). */
  private readonly direct = new Set<string>();
  private probes = 0;
  private readonly boundedWork: boolean;
  private readonly never: boolean;

  constructor(ir: KernelIR) {
    this.boundedWork = !hasLoops(ir) && !ir.workgroup;
    this.never = usesAtomics(ir) || ir.options.persistent === true;
  }

  /** Whether `req` over `items` is predicted shorter here than on `threads` pool workers. */
  predictsShort(req: LaunchRequest, items: number, threads: number): boolean {
    if (this.never || req.timeoutMs) return false;
    const key = this.signature(req);
    const us = this.usPerItem.get(key) ?? Number.POSITIVE_INFINITY;
    const budget = syncBudgetUs(threads);
    if (us * items <= budget) return true;
    // An estimate from pool runs only counts the round trip's typical cost: on a loaded machine
    // the pool's wake-ups take milliseconds and the estimate stays high. While it predicts under
    // PROBE_FACTOR times SYNC_MAX_US, one launch in PROBE_EVERY runs here to measure the kernel itself.
    return (
      !this.direct.has(key) && us * items <= PROBE_FACTOR * SYNC_MAX_US && ++this.probes % PROBE_EVERY === 0
    );
  }

  /** Records a run on this thread (`threads` = 1) or on the pool: its µs per item on one thread. */
  measured(req: LaunchRequest, items: number, ms: number, threads: number): void {
    if (this.never || items <= 0) return;
    const key = this.signature(req);
    const work = this.usPerItem.get(key);
    if (threads > 1 && work !== undefined && this.direct.has(key)) {
      // the pool's overhead on this launch: its time less the work shared by the threads
      const cost = ms * 1000 - (work * items) / threads;
      poolCost.us = Math.min(SYNC_MAX_US, Math.max(POOL_COST_MIN_US, 0.75 * poolCost.us + 0.25 * cost));
    }
    const us = threads <= 1 ? ms * 1000 : Math.max(0, ms * 1000 - poolCost.us) * threads;
    const old = this.usPerItem.get(key);
    if (old === undefined && this.usPerItem.size >= MAX_SIGNATURES) {
      this.usPerItem.clear();
      this.direct.clear();
    }
    if (threads <= 1) this.direct.add(key);
    // a shorter time replaces the estimate, a longer one (a delayed run) moves it half way
    const now = us / items;
    this.usPerItem.set(key, old === undefined ? now : Math.min(now, (old + now) / 2));
  }

  private signature(req: LaunchRequest): string {
    if (this.boundedWork) return '';
    return req.args.map((a) => (a.kind === 'scalar' ? String(a.value) : String(a.length))).join(',');
  }
}
