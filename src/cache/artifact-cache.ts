/**
 * The compile cache's API: build artifacts (shared libraries, cubins, wasm modules) stored on disk
 * by a content key, built at most once, shared between processes. Node-only (imports node:fs):
 * only backends that run in Node import it.
 *
 * This is the first, minimal implementation (temp dir + rename into place). The cache issue
 * hardens it (checksums, LRU size cap, unwritable-dir fallback, memory layer) behind this API.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { readEnv } from '../config/env.js';
import { hashString, stableStringify } from '../ir/key.js';
import { count } from '../memory/stats.js';

/** Everything that changes the artifact: IR key, backend, target, toolchain identity, flags, tutti version. */
export type CacheKeyParts = Readonly<Record<string, string | number | boolean>>;

export interface CacheEntry {
  readonly path: string;
  readonly key: string;
  /** True when the artifact was already there (no build ran). */
  readonly hit: boolean;
}

export function cacheDir(): string {
  const env = readEnv('TUTTI_CACHE_DIR');
  if (env) return env;
  const xdg = readEnv('XDG_CACHE_HOME');
  return join(xdg || join(homedir(), '.cache'), 'tutti');
}

function exists(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

/**
 * Returns the artifact for `parts`, running `build(workDir)` if it is missing. `build` writes its
 * output file inside the private `workDir` and returns its path; it is renamed into place.
 */
export async function getOrBuild(
  kind: string,
  parts: CacheKeyParts,
  ext: string,
  build: (workDir: string) => Promise<string>,
): Promise<CacheEntry> {
  const key = hashString(stableStringify(parts)).slice(0, 40);
  const dir = join(cacheDir(), kind);
  const path = join(dir, `${key}${ext}`);
  if (exists(path)) {
    count('compileCacheHits');
    return { path, key, hit: true };
  }
  mkdirSync(dir, { recursive: true });
  const work = mkdtempSync(join(dir, '.build-'));
  try {
    const out = await build(work);
    renameSync(out, path);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  count('compiles');
  return { path, key, hit: false };
}
