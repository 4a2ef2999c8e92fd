/**
 * The size cap: when the cache holds more than `cacheMaxBytes`, least recently used entries (oldest
 * directory mtime; every hit touches it) are removed until it fits. The entry just built is kept
 * even if it alone exceeds the cap. Then aliases naming removed entries, or unused for long, go too.
 * After a build, the scan runs only when the running total (kept in the cache directory, shared by
 * its processes) says it may be needed (evictAfterBuild).
 */
import { pruneAliases } from './alias.js';
import { entryBytes, removeEntry } from './entry.js';
import { scanEntries } from './scan.js';
import { readSizeRecord, type SizeRecord, writeSizeRecord } from './size-record.js';
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

/** This process's running size of one cache (the shared record's fields, and its root). */
interface SizeEstimate extends SizeRecord {
  readonly root: string;
}

let estimate: SizeEstimate | undefined;

/**
 * The size cap after a build of `keepDir`. A scan visits every entry, so scanning after every build
 * made a process that builds thousands of kernels quadratic in the cache's size, and scanning at
 * each process's first build made every new process pay for the whole cache. Instead the running
 * size (the last scan's total plus the entries built since) is kept in the cache directory
 * (size-record.ts) and in this process; a build adds its entry to it and scans (and evicts) again
 * only when the total passes the cap, or after max(RESCAN_MIN_BUILDS, entries / 8) builds of all
 * processes, so that entries written without a record count too: the cap is exceeded only by what
 * was written unrecorded since the last scan.
 */
export function evictAfterBuild(root: string, maxBytes: number, keepDir: string): void {
  const now = Date.now();
  const shared = readSizeRecord(root, now);
  const e = shared ? { ...shared, root } : estimate?.root === root ? estimate : undefined;
  if (e !== undefined && e.builds < e.rescanAfter) {
    const bytes = e.bytes + builtBytes(keepDir);
    if (bytes <= maxBytes) {
      remember({ ...e, bytes, builds: e.builds + 1 });
      return;
    }
  }
  const r = evictToFit(root, maxBytes, keepDir);
  const rescanAfter = Math.max(RESCAN_MIN_BUILDS, Math.floor(r.entriesLeft / 8));
  remember({ root, bytes: r.bytesLeft, builds: 0, rescanAfter, scannedMs: now });
}

function remember(e: SizeEstimate): void {
  estimate = e;
  const { root, ...record } = e;
  writeSizeRecord(root, record);
}

/** The new entry's size; Infinity (scan now) when another process removed it already. */
function builtBytes(dir: string): number {
  try {
    return entryBytes(dir);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Forgets this process's running size (the next build trusts the shared record, or scans). */
export function forgetCacheSize(): void {
  estimate = undefined;
}
