/**
 * The size cap: when the cache holds more than `cacheMaxBytes`, least recently used entries (oldest
 * directory mtime; every hit touches it) are removed until it fits. The entry just built is kept
 * even if it alone exceeds the cap. Then aliases naming removed entries, or unused for long, go too.
 * After a build, the scan runs only when this process's running total says it may be needed
 * (evictAfterBuild).
 */
import { pruneAliases } from './alias.js';
import { entryBytes, removeEntry } from './entry.js';
import { scanEntries } from './scan.js';
import { cleanStaleWork } from './stale-work.js';

interface EvictionResult {
  readonly removed: number;
  readonly bytesFreed: number;
  readonly bytesLeft: number;
  /** Entries left after the eviction. */
  readonly entriesLeft: number;
}

function evictToFit(root: string, maxBytes: number, keepDir?: string): EvictionResult {
  cleanStaleWork(root);
  const entries = scanEntries(root).sort((a, b) => a.lastUsedMs - b.lastUsedMs);
  let total = entries.reduce((s, e) => s + e.bytes, 0);
  let removed = 0;
  let bytesFreed = 0;
  for (const e of entries) {
    if (total <= maxBytes) break;
    if (e.dir === keepDir) continue;
    removeEntry(e.dir);
    total -= e.bytes;
    bytesFreed += e.bytes;
    removed++;
  }
  pruneAliases(root);
  return { removed, bytesFreed, bytesLeft: total, entriesLeft: entries.length - removed };
}

/** Builds between two scans at least; more in a big cache (an eighth of its entries). */
export const RESCAN_MIN_BUILDS = 32;

/** This process's running size of one cache: the last scan's bytes plus the entries built since. */
interface SizeEstimate {
  readonly root: string;
  readonly bytes: number;
  readonly builds: number;
  readonly rescanAfter: number;
}

let estimate: SizeEstimate | undefined;

/**
 * The size cap after a build of `keepDir`. A scan visits every entry (~0.1 ms each), so scanning
 * after every build made a process that builds thousands of kernels quadratic in the cache's size.
 * Instead the process adds each new entry to the last scan's total and scans (and evicts) again
 * when that total passes the cap, or after max(RESCAN_MIN_BUILDS, entries / 8) builds, so that
 * entries other processes wrote meanwhile count: the cap is exceeded only by what other processes
 * wrote since this one last scanned.
 */
export function evictAfterBuild(root: string, maxBytes: number, keepDir: string): void {
  const e = estimate?.root === root ? estimate : undefined;
  if (e !== undefined && e.builds < e.rescanAfter) {
    const bytes = e.bytes + builtBytes(keepDir);
    if (bytes <= maxBytes) {
      estimate = { ...e, bytes, builds: e.builds + 1 };
      return;
    }
  }
  const r = evictToFit(root, maxBytes, keepDir);
  const rescanAfter = Math.max(RESCAN_MIN_BUILDS, Math.floor(r.entriesLeft / 8));
  estimate = { root, bytes: r.bytesLeft, builds: 0, rescanAfter };
}

/** The new entry's size; Infinity (scan now) when another process removed it already. */
function builtBytes(dir: string): number {
  try {
    return entryBytes(dir);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Forgets the running size (the next build scans), as a new process would. */
export function forgetCacheSize(): void {
  estimate = undefined;
}
