/**
 * The caps: when the cache holds more than `cacheMaxBytes` or more than `cacheMaxEntries` entries,
 * least recently used entries (oldest directory mtime; every hit touches it) are removed until it
 * holds a tenth less than each cap (lowWater). The entry just built is kept even if it alone exceeds the cap. Before that, entries of other
 * builds of tutti unused for `cacheOtherBuildsDays` go (other-builds.ts); after, aliases naming
 * removed entries, or unused for long, and persisted fingerprints unused for `cacheOtherBuildsDays`
 * (prune-definitions.ts). After a build, the scan runs only when the running totals
 * (kept in the cache directory, shared by its processes) say it may be needed (evictAfterBuild).
 */
import { pruneAliases } from './alias.js';
import { entryBytes, removeEntry } from './entry.js';
import { DAY_MS, pruneOtherBuilds } from './other-builds.js';
import { pruneDefinitions } from './prune-definitions.js';
import { scanEntries } from './scan.js';
import { readSizeRecord, type SizeRecord, writeSizeRecord } from './size-record.js';
import { cleanStaleWork } from './stale-work.js';

/** What a scan bounds (the settings cacheMaxBytes, cacheMaxEntries, cacheOtherBuildsDays). */
export interface CacheLimits {
  readonly maxBytes: number;
  readonly maxEntries: number;
  readonly otherBuildsDays: number;
}

interface EvictionResult {
  readonly removed: number;
  readonly bytesFreed: number;
  readonly bytesLeft: number;
  /** Entries left after the eviction. */
  readonly entriesLeft: number;
}

function evictToFit(root: string, limits: CacheLimits, now: number, keepDir?: string): EvictionResult {
  cleanStaleWork(root);
  const entries = scanEntries(root).sort((a, b) => a.lastUsedMs - b.lastUsedMs);
  const gone = pruneOtherBuilds(entries, now, limits.otherBuildsDays * DAY_MS, keepDir);
  let total = 0;
  let bytesFreed = 0;
  for (const e of entries) {
    if (gone.has(e)) bytesFreed += e.bytes;
    else total += e.bytes;
  }
  let left = entries.length - gone.size;
  const over = total > limits.maxBytes || left > limits.maxEntries;
  const keepBytes = over ? lowWater(limits.maxBytes) : limits.maxBytes;
  const keepEntries = over ? lowWater(limits.maxEntries) : limits.maxEntries;
  for (const e of entries) {
    if (total <= keepBytes && left <= keepEntries) break;
    if (e.dir === keepDir || gone.has(e)) continue;
    removeEntry(e.dir);
    total -= e.bytes;
    bytesFreed += e.bytes;
    left--;
  }
  pruneAliases(root);
  pruneDefinitions(root, now, limits.otherBuildsDays * DAY_MS);
  return { removed: entries.length - left, bytesFreed, bytesLeft: total, entriesLeft: left };
}

/**
 * Where an eviction stops: a tenth below the cap. Evicting only down to the cap left a full cache
 * at its cap, so that every following build passed it again and scanned every entry (~20 000 at
 * the default entry cap: a cold `npm test` against a full cache ran 2.5× slower); with the margin
 * the next scan comes a tenth of the cap's builds later.
 */
export function lowWater(cap: number): number {
  return cap - Math.floor(cap / 10);
}

/** Builds between two scans at least; more in a big cache (an eighth of its entries). */
export const RESCAN_MIN_BUILDS = 32;

/** This process's running size of one cache (the shared record's fields, and its root). */
interface SizeEstimate extends SizeRecord {
  readonly root: string;
}

let estimate: SizeEstimate | undefined;

/**
 * The caps after a build of `keepDir`. A scan visits every entry, so scanning after every build
 * made a process that builds thousands of kernels quadratic in the cache's size, and scanning at
 * each process's first build made every new process pay for the whole cache. Instead the running
 * size and count (the last scan's totals plus the entries built since) are kept in the cache
 * directory (size-record.ts) and in this process; a build adds its entry to them and scans (and
 * evicts) again only when a total passes its cap, or after max(RESCAN_MIN_BUILDS, entries / 8)
 * builds of all processes, so that entries written without a record count too: a cap is exceeded
 * only by what was written unrecorded since the last scan.
 */
export function evictAfterBuild(root: string, limits: CacheLimits, keepDir: string): void {
  const now = Date.now();
  const shared = readSizeRecord(root, now);
  const e = shared ? { ...shared, root } : estimate?.root === root ? estimate : undefined;
  if (e !== undefined && e.builds < e.rescanAfter) {
    const bytes = e.bytes + builtBytes(keepDir);
    const entries = e.entries + 1;
    if (bytes <= limits.maxBytes && entries <= limits.maxEntries) {
      remember({ ...e, bytes, entries, builds: e.builds + 1 });
      return;
    }
  }
  const r = evictToFit(root, limits, now, keepDir);
  const rescanAfter = Math.max(RESCAN_MIN_BUILDS, Math.floor(r.entriesLeft / 8));
  remember({ root, bytes: r.bytesLeft, entries: r.entriesLeft, builds: 0, rescanAfter, scannedMs: now });
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
