/**
 * Where the cache lives: the `cacheDir` setting (TUTTI_CACHE_DIR, config file, configure()),
 * default $XDG_CACHE_HOME/tutti or ~/.cache/tutti. When that directory cannot be written, this
 * process uses a private temporary cache instead, removed at exit, and warns once; with the
 * cacheLifetime setting 'session' it always does (without a warning).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { setting } from '../config/settings.js';
import { makeDirs } from './make-dirs.js';
import { writeOwner } from './stale-work.js';

const fallbacks = new Map<string, string>();
let warned = false;
let processTemp: string | undefined;

/** The configured cache directory (absolute), whether or not it is writable. */
export function configuredCacheDir(): string {
  return resolve(setting('cacheDir').value);
}

/**
 * The read-only layers searched after the cache (the `cacheReadOnlyDirs` setting: a site or CI
 * cache), absolute, in order, without the cache itself.
 */
export function readOnlyCacheDirs(): string[] {
  const own = activeCacheDir();
  return setting('cacheReadOnlyDirs')
    .value.split(delimiter)
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => resolve(d))
    .filter((d) => d !== own);
}

const warnedCorrupt = new Set<string>();

/** One warning per entry: a read-only layer's entry failed its checksum (it is rebuilt here, not removed there). */
export function warnCorrupt(entry: string): void {
  if (warnedCorrupt.has(entry)) return;
  warnedCorrupt.add(entry);
  console.warn(
    `tutti: the read-only cache entry ${entry} fails its checksum (corrupt or truncated); building it in ${activeCacheDir()} instead. That cache's owner can clear it (TUTTI_CACHE_DIR=<it> tutti cache clear).`,
  );
}

/**
 * The directory this process actually uses for the configured one: a private temporary cache
 * under cacheLifetime 'session' (GT4Py's session caches: nothing outlives the process).
 */
export function activeCacheDir(): string {
  if (setting('cacheLifetime').value === 'session') return tempCache();
  const configured = configuredCacheDir();
  return fallbacks.get(configured) ?? configured;
}

export function usingFallback(): boolean {
  return fallbacks.has(configuredCacheDir());
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The per-process temporary cache (created on first need, removed when the process exits). */
function tempCache(): string {
  if (!processTemp) {
    const dir = mkdtempSync(join(tmpdir(), 'tutti-cache-'));
    processTemp = dir;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return processTemp;
}

export interface WorkPlace {
  /** `<cache>/<kind>`: entries are renamed into it. */
  readonly kindDir: string;
  /** A private, new directory inside kindDir for one build. */
  readonly work: string;
}

function makeWorkPlace(root: string, kind: string): WorkPlace {
  const kindDir = join(root, kind);
  makeDirs(kindDir);
  const work = mkdtempSync(join(kindDir, '.build-'));
  writeOwner(work);
  return { kindDir, work };
}

/**
 * Makes a private build directory inside `<cache>/<kind>`. If the configured cache cannot be
 * written, switches this process to a temporary cache, with one console warning per process.
 */
export function startBuild(kind: string): WorkPlace {
  const root = activeCacheDir();
  try {
    return makeWorkPlace(root, kind);
  } catch (e) {
    if (fallbacks.has(configuredCacheDir())) throw e;
    const temp = tempCache();
    fallbacks.set(configuredCacheDir(), temp);
    if (!warned) {
      warned = true;
      console.warn(
        `tutti: the compile cache directory ${root} is not writable (${errorText(e)}); ` +
          `using a temporary cache for this process (${temp}). Set TUTTI_CACHE_DIR or 'cacheDir' to a writable directory.`,
      );
    }
    return makeWorkPlace(temp, kind);
  }
}

/** Forgets fallbacks and the warning (tests). */
export function resetCacheLocation(): void {
  fallbacks.clear();
  warned = false;
}
