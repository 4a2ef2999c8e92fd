/**
 * The size cap: when the cache holds more than `cacheMaxBytes`, least recently used entries (oldest
 * directory mtime; every hit touches it) are removed until it fits. The entry just built is kept
 * even if it alone exceeds the cap.
 */
import { rmSync } from 'node:fs';
import { removeEntry } from './entry.js';
import { scanEntries, staleWorkDirs } from './scan.js';

const STALE_WORK_MS = 60 * 60 * 1000;

export interface EvictionResult {
  readonly removed: number;
  readonly bytesFreed: number;
  readonly bytesLeft: number;
}

export function evictToFit(root: string, maxBytes: number, keepDir?: string): EvictionResult {
  for (const dir of staleWorkDirs(root, STALE_WORK_MS)) rmSync(dir, { recursive: true, force: true });
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
  return { removed, bytesFreed, bytesLeft: total };
}
