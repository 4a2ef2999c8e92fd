/**
 * The compile cache's API: build artifacts (shared libraries, cubins, wasm modules) stored by a
 * content key, built at most once, shared between processes. Node-only (imports node:fs): only
 * backends that run in Node import it; src/index.ts never does.
 *
 * Layers: a memory map of verified entries, then the disk cache (src/cache/entry.ts for the layout),
 * then a build in a private directory renamed into place (commit.ts), then the size cap (evict.ts).
 * Concurrent calls for one key in a process share one build; concurrent processes each build and
 * the first rename wins.
 */
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { settings } from '../config/settings.js';
import { count } from '../memory/stats.js';
import { commitEntry } from './commit.js';
import { artifactPath, entryDir, removeEntry, statQuiet, touchEntry, verifyEntry } from './entry.js';
import { evictToFit } from './evict.js';
import { type CacheKeyParts, cacheKey, checkKindAndExt } from './key.js';
import { activeCacheDir, startBuild } from './location.js';

export type { CacheKeyParts } from './key.js';

export interface CacheEntry {
  /** The artifact file (inside the entry directory). */
  readonly path: string;
  readonly key: string;
  /** True when the artifact was already there (no build ran). */
  readonly hit: boolean;
  /** Which layer answered: this process's memory, the disk cache, or a new build. */
  readonly layer: 'memory' | 'disk' | 'build';
}

/** The cache directory this process uses (the configured one, or its temporary fallback). */
export function cacheDir(): string {
  return activeCacheDir();
}

const memory = new Map<string, CacheEntry>();
const inflight = new Map<string, Promise<CacheEntry>>();

function isFile(p: string): boolean {
  return statQuiet(p)?.isFile() ?? false;
}

async function buildAndCommit(
  kind: string,
  key: string,
  ext: string,
  parts: CacheKeyParts,
  build: (workDir: string) => Promise<string>,
): Promise<CacheEntry> {
  const { kindDir, work } = startBuild(kind);
  try {
    const output = await build(work);
    const dir = commitEntry({ kindDir, work, key, ext, kind, parts, output });
    evictToFit(dirname(kindDir), settings().cacheMaxBytes, dir);
    count('compiles');
    return { path: artifactPath(dir, ext), key, hit: false, layer: 'build' };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function fromDisk(kind: string, key: string, ext: string): CacheEntry | undefined {
  const dir = entryDir(join(activeCacheDir(), kind), key);
  const state = verifyEntry(dir, ext);
  if (state === 'corrupt') removeEntry(dir);
  if (state !== 'valid') return undefined;
  touchEntry(dir);
  return { path: artifactPath(dir, ext), key, hit: true, layer: 'disk' };
}

/**
 * Returns the artifact for `parts`, running `build(workDir)` if it is missing or corrupt. `build`
 * writes its output file inside the private `workDir` and returns its path; it is moved into place.
 * `kind` (e.g. 'native') and `ext` (e.g. '.so') become path components.
 */
export async function getOrBuild(
  kind: string,
  parts: CacheKeyParts,
  ext: string,
  build: (workDir: string) => Promise<string>,
): Promise<CacheEntry> {
  checkKindAndExt(kind, ext);
  const key = cacheKey(kind, ext, parts);
  const id = join(activeCacheDir(), kind, key);
  const known = memory.get(id);
  if (known && isFile(known.path)) {
    touchEntry(dirname(known.path));
    count('compileCacheHits');
    return { ...known, hit: true, layer: 'memory' };
  }
  const pending = inflight.get(id);
  if (pending) {
    const e = await pending;
    count('compileCacheHits');
    return { ...e, hit: true, layer: 'memory' };
  }
  const disk = fromDisk(kind, key, ext);
  if (disk) {
    memory.set(id, disk);
    count('compileCacheHits');
    return disk;
  }
  const p = buildAndCommit(kind, key, ext, parts, build);
  inflight.set(id, p);
  try {
    const e = await p;
    memory.set(id, e);
    return e;
  } finally {
    inflight.delete(id);
  }
}

/** Forgets the memory layer (tests; `tutti cache clear`). */
export function clearMemoryCache(): void {
  memory.clear();
}
