/** What `tutti cache list|info|clear` shows and does. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { settings } from '../config/settings.js';
import { ALIAS_DIR } from './alias.js';
import { clearMemoryCache } from './artifact-cache.js';
import { removeEntry, subdirs } from './entry.js';
import { activeCacheDir, configuredCacheDir, usingFallback } from './location.js';
import { type ListedEntry, scanEntries } from './scan.js';
import { dropSizeRecord } from './size-record.js';
import { cleanStaleWork } from './stale-work.js';

export type { ListedEntry } from './scan.js';

/** Every entry, most recently used first. */
export function list(): ListedEntry[] {
  return scanEntries(activeCacheDir(), true).sort((a, b) => b.lastUsedMs - a.lastUsedMs);
}

export interface CacheInfo {
  /** The directory in use. */
  readonly dir: string;
  /** The configured directory (differs from `dir` when it was unwritable). */
  readonly configuredDir: string;
  readonly fallback: boolean;
  readonly entries: number;
  readonly bytes: number;
  readonly maxBytes: number;
  readonly maxEntries: number;
  readonly kinds: Readonly<Record<string, { entries: number; bytes: number }>>;
}

export function info(): CacheInfo {
  const entries = scanEntries(activeCacheDir());
  const kinds: Record<string, { entries: number; bytes: number }> = {};
  for (const e of entries) {
    const k = kinds[e.kind] ?? { entries: 0, bytes: 0 };
    k.entries++;
    k.bytes += e.bytes;
    kinds[e.kind] = k;
  }
  return {
    dir: activeCacheDir(),
    configuredDir: configuredCacheDir(),
    fallback: usingFallback(),
    entries: entries.length,
    bytes: entries.reduce((s, e) => s + e.bytes, 0),
    maxBytes: settings().cacheMaxBytes,
    maxEntries: settings().cacheMaxEntries,
    kinds,
  };
}

/**
 * Removes every entry (of one kind, if given) with the aliases naming them (cache/alias.ts), and
 * build directories left by crashed processes.
 */
export function clear(kind?: string): { removed: number; bytes: number } {
  const root = activeCacheDir();
  let removed = 0;
  let bytes = 0;
  for (const e of scanEntries(root)) {
    if (kind !== undefined && e.kind !== kind) continue;
    removeEntry(e.dir);
    removed++;
    bytes += e.bytes;
  }
  for (const k of subdirs(root)) {
    if (kind === undefined || k === kind) rmSync(join(root, k, ALIAS_DIR), { recursive: true, force: true });
  }
  if (kind === undefined) cleanStaleWork(root);
  // compiled kernel definitions (definition-store.ts): small files, not entries
  if (kind === undefined || kind === 'definitions')
    rmSync(join(root, 'definitions'), { recursive: true, force: true });
  dropSizeRecord(root);
  clearMemoryCache();
  return { removed, bytes };
}
