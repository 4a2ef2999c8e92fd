/**
 * Entries of other builds of tutti: an entry keyed by tutti's code identity (wasm's, keyed by the IR
 * before rendering: `code` in its key parts, cache/key.ts codeIdentity) is found only by a process
 * running that very build. Every checkout, rebuild or upgrade has another identity, so its entries
 * are dead once it is gone — a development machine gathered ~76 000 of them, each small, far below
 * the size cap, while every scan got slower. A size-cap scan therefore removes such entries — their
 * identity not this process's — once unused for `cacheOtherBuildsDays` days (the entry's mtime is
 * its LRU clock: a build still in use touches its entries, so another checkout used daily keeps
 * its own). Only entries that old have their metadata read, so a scan of a cache without them costs
 * nothing more.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { META_FILE, removeEntry } from './entry.js';
import { codeIdentity } from './key.js';
import type { ListedEntry } from './scan.js';

export const DAY_MS = 24 * 3600 * 1000;

/** The code identity an entry's key holds, or undefined (keyed by its generated source: any build finds it). */
function codeOf(dir: string): string | undefined {
  try {
    const meta = JSON.parse(readFileSync(join(dir, META_FILE), 'utf8')) as { parts?: { code?: unknown } };
    const code = meta.parts?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined; // unreadable metadata: left to the size cap
  }
}

/**
 * Removes the entries of `sorted` (least recently used first) that another build of tutti made and
 * that were not used for `maxAgeMs`, but never `keepDir`; returns those removed.
 */
export function pruneOtherBuilds(
  sorted: readonly ListedEntry[],
  now: number,
  maxAgeMs: number,
  keepDir?: string,
): Set<ListedEntry> {
  const removed = new Set<ListedEntry>();
  let current: string | undefined;
  for (const e of sorted) {
    if (now - e.lastUsedMs < maxAgeMs) break;
    if (e.dir === keepDir) continue;
    const code = codeOf(e.dir);
    if (code === undefined) continue;
    current ??= codeIdentity();
    if (code === current) continue;
    removeEntry(e.dir);
    removed.add(e);
  }
  return removed;
}
