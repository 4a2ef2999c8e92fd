/**
 * Private build directories (`<kind>/.build-*`) and trash directories (`<kind>/.trash-*`) left
 * behind by processes that were killed mid-build. Each build directory holds an `owner` file (the
 * builder's pid and host name); a directory is stale when its owner is a process of this host that
 * no longer runs, when it has no owner file and is older than STALE_UNOWNED_MS (the owner file is
 * written right after the directory is made), or in any case when it is older than STALE_ANY_MS
 * (pids are reused). Stale directories are removed when a process first uses a cache, after every
 * size-cap scan (evict.ts) and by `tutti cache clear`.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { statQuiet, subdirs } from './entry.js';

export const OWNER_FILE = 'owner';
/** Unowned leftovers (trash directories, directories of older tutti versions) wait this long. */
export const STALE_UNOWNED_MS = 10 * 60 * 1000;
/** Any private directory this old is stale, whoever owns it. */
export const STALE_ANY_MS = 60 * 60 * 1000;

/** Marks a new build directory as this process's. */
export function writeOwner(work: string): void {
  writeFileSync(join(work, OWNER_FILE), `${JSON.stringify({ pid: process.pid, host: hostname() })}\n`);
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it runs, as another user
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** 'dead' when the owner file names a process of this host that is gone; 'unknown' without a readable file. */
function ownerState(dir: string): 'alive' | 'dead' | 'unknown' {
  let owner: unknown;
  try {
    owner = JSON.parse(readFileSync(join(dir, OWNER_FILE), 'utf8'));
  } catch {
    return 'unknown';
  }
  if (typeof owner !== 'object' || owner === null || !('pid' in owner) || !('host' in owner))
    return 'unknown';
  const { pid, host } = owner;
  if (typeof pid !== 'number' || host !== hostname()) return 'unknown';
  return processRuns(pid) ? 'alive' : 'dead';
}

function isStale(dir: string, now: number): boolean {
  const st = statQuiet(dir);
  if (!st) return false;
  const age = now - st.mtimeMs;
  if (age >= STALE_ANY_MS) return true;
  const owner = ownerState(dir);
  if (owner === 'dead') return true;
  return owner === 'unknown' && age >= STALE_UNOWNED_MS;
}

/** Leftover private build/trash directories under the cache `root` (every kind). */
export function staleWorkDirs(root: string, now = Date.now()): string[] {
  const out: string[] = [];
  for (const kind of subdirs(root)) {
    for (const name of subdirs(join(root, kind))) {
      if (!name.startsWith('.build-') && !name.startsWith('.trash-')) continue;
      const dir = join(root, kind, name);
      if (isStale(dir, now)) out.push(dir);
    }
  }
  return out;
}

/** Removes the stale directories; returns how many. Another process removing them too is fine. */
export function cleanStaleWork(root: string): number {
  const dirs = staleWorkDirs(root);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  return dirs.length;
}

const cleaned = new Set<string>();

/** cleanStaleWork, once per cache root and process (on its first use of that cache). */
export function cleanStaleWorkOnce(root: string): void {
  if (cleaned.has(root)) return;
  cleaned.add(root);
  cleanStaleWork(root);
}
