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

/** What a pool round trip costs beyond the work (µs): messages, the wake-up, the completion. */
const POOL_COST_US = 100;
/** The longest a launch run on this thread may block it. */
const SYNC_MAX_US = 1000;
/** Loop signatures a kernel remembers (a triangular solve's steps each have one). */
const MAX_SIGNATURES = 4096;

/** The longest single-thread time worth running here: T < cost + T / threads. */
function syncBudgetUs(threads: number): number {
  return threads <= 1 ? SYNC_MAX_US : Math.min(SYNC_MAX_US, (POOL_COST_US * threads) / (threads - 1));
}

export class ItemTimes {
  private readonly usPerItem = new Map<string, number>();
  private readonly boundedWork: boolean;
  private readonly never: boolean;

  constructor(ir: KernelIR) {
    this.boundedWork = !hasLoops(ir) && !ir.workgroup;
    this.never = usesAtomics(ir) || ir.options.persistent === true;
  }

  /** Whether `req` over `items` is predicted shorter here than on `threads` pool workers. */
  predictsShort(req: LaunchRequest, items: number, threads: number): boolean {
    if (this.never || req.timeoutMs) return false;
    const us = this.usPerItem.get(this.signature(req)) ?? Number.POSITIVE_INFINITY;
    return us * items <= syncBudgetUs(threads);
  }

  /** Records a run on this thread (`threads` = 1) or on the pool: its µs per item on one thread. */
  measured(req: LaunchRequest, items: number, ms: number, threads: number): void {
    if (this.never || items <= 0) return;
    const us = threads <= 1 ? ms * 1000 : Math.max(0, ms * 1000 - POOL_COST_US) * threads;
    const key = this.signature(req);
    const old = this.usPerItem.get(key);
    if (old === undefined && this.usPerItem.size >= MAX_SIGNATURES) this.usPerItem.clear();
    // a shorter time replaces the estimate, a longer one (a delayed run) moves it half way
    const now = us / items;
    this.usPerItem.set(key, old === undefined ? now : Math.min(now, (old + now) / 2));
  }

  private signature(req: LaunchRequest): string {
    if (this.boundedWork) return '';
    return req.args.map((a) => (a.kind === 'scalar' ? String(a.value) : String(a.length))).join(',');
  }
}
