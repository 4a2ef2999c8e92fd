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
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { settings } from '../config/settings.js';
import { count } from '../memory/stats.js';
import { commitEntry } from './commit.js';
import { artifactPath, entryDir, openEntry, openReadOnlyEntry, statQuiet, touchEntry } from './entry.js';
import { evictAfterBuild, forgetCacheSize } from './evict.js';
import { type CacheKeyParts, cacheKey, checkKindAndExt } from './key.js';
import { activeCacheDir, readOnlyCacheDirs, startBuild, warnCorrupt } from './location.js';
import { cleanStaleWorkOnce } from './stale-work.js';

export type { CacheKeyParts } from './key.js';

export interface CacheEntry {
  /** The artifact file (inside the entry directory). */
  readonly path: string;
  readonly key: string;
  /** True when the artifact was already there (no build ran). */
  readonly hit: boolean;
  /** Which layer answered: this process's memory, the disk cache, a read-only layer, or a new build. */
  readonly layer: 'memory' | 'disk' | 'readonly' | 'build';
}

/** What an entry is for, stored in its metadata (shown by `tutti cache list`). */
export interface BuildLabel {
  /** The kernel (or order, or reference) name the artifact was built for. */
  readonly name?: string;
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
  label: BuildLabel,
): Promise<CacheEntry> {
  const { kindDir, work } = startBuild(kind);
  try {
    const output = await build(work);
    const dir = commitEntry({ kindDir, work, key, ext, kind, parts, output, ...label });
    const s = settings();
    const limits = {
      maxBytes: s.cacheMaxBytes,
      maxEntries: s.cacheMaxEntries,
      otherBuildsDays: s.cacheOtherBuildsDays,
    };
    evictAfterBuild(dirname(kindDir), limits, dir);
    count('compiles');
    return { path: artifactPath(dir, ext), key, hit: false, layer: 'build' };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function fromDisk(kind: string, key: string, ext: string): CacheEntry | undefined {
  const path = openEntry(entryDir(join(activeCacheDir(), kind), key), ext);
  if (path !== undefined) return { path, key, hit: true, layer: 'disk' };
  for (const root of readOnlyCacheDirs()) {
    const dir = entryDir(join(root, kind), key);
    const found = openReadOnlyEntry(dir, ext);
    if (found === 'corrupt') warnCorrupt(dir);
    else if (found !== undefined) return { path: found, key, hit: true, layer: 'readonly' };
  }
  return undefined;
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
  label: BuildLabel = {},
): Promise<CacheEntry> {
  checkKindAndExt(kind, ext);
  cleanStaleWorkOnce(activeCacheDir());
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
  const p = buildAndCommit(kind, key, ext, parts, build, label);
  inflight.set(id, p);
  try {
    const e = await p;
    memory.set(id, e);
    return e;
  } finally {
    inflight.delete(id);
  }
}

/**
 * Gets the artifact for `parts` (as getOrBuild) and hands its path to `use` (which loads it). The
 * cache is an optimisation and never fails a launch: when the entry vanishes between lookup and
 * load (another process evicted it under the size cap, or replaced it), the lookup runs again, and
 * if the entry keeps vanishing the artifact is built privately outside the shared cache and used
 * from there. Errors of `use` on an artifact that is still in place are passed on.
 */
export async function withArtifact<T>(
  kind: string,
  parts: CacheKeyParts,
  ext: string,
  build: (workDir: string) => Promise<string>,
  use: (path: string) => T | Promise<T>,
  label: BuildLabel = {},
): Promise<T> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const entry = await getOrBuild(kind, parts, ext, build, label);
    try {
      return await use(entry.path);
    } catch (e) {
      if (isFile(entry.path)) throw e;
      memory.delete(join(dirname(dirname(entry.path)), entry.key));
    }
  }
  const work = mkdtempSync(join(tmpdir(), 'tutti-private-build-'));
  try {
    const output = await build(work);
    count('compiles');
    return await use(output);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Forgets the memory layer (tests; `tutti cache clear`). */
export function clearMemoryCache(): void {
  memory.clear();
  forgetCacheSize();
}
