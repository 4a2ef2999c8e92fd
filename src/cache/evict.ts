/**
 * The size cap: when the cache holds more than `cacheMaxBytes`, least recently used entries (oldest
 * directory mtime; every hit touches it) are removed until it fits. The entry just built is kept
 * even if it alone exceeds the cap. Then aliases naming removed entries, or unused for long, go too.
 */
import { pruneAliases } from './alias.js';
import { removeEntry } from './entry.js';
import { scanEntries } from './scan.js';
import { cleanStaleWork } from './stale-work.js';

export interface EvictionResult {
  readonly removed: number;
  readonly bytesFreed: number;
  readonly bytesLeft: number;
}

export function evictToFit(root: string, maxBytes: number, keepDir?: string): EvictionResult {
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
  return { removed, bytesFreed, bytesLeft: total };
}
