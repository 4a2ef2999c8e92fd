/**
 * Aliases: a second, earlier key for an entry keyed by its generated source. An artifact keyed by
 * the source's hash survives a tutti rebuild that renders the same code, but finding it means
 * rendering first (the C renderer is ~4 ms of a warm start's ~30). An alias is keyed by what is known
 * before rendering — the IR's content key, tutti's code identity, the target, options and toolchain —
 * and names the entry: `<cache>/<kind>/.alias/<short hash of those parts>` holds the entry's key
 * and the parts' text. A warm start
 * resolves the alias and loads the entry without rendering; a missing, stale or damaged alias (the
 * entry evicted or corrupt, tutti rebuilt) resolves to nothing and the source-keyed path runs, which
 * records the alias again. Aliases are a few bytes each, but one is made per kernel and tutti build:
 * a resolved alias is touched (its mtime is its last use), and with each size-cap scan (evictToFit) aliases
 * unused for ALIAS_MAX_AGE_MS or naming an entry that is gone are removed; `tutti cache clear`
 * removes them with the kind's entries (cache/inspect.ts).
 */
import { readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { stableStringify } from '../ir/key.js';
import { count } from '../memory/stats.js';
import { artifactPath, entryDir, openEntry, statQuiet, subdirs } from './entry.js';
import { CACHE_FORMAT, type CacheKeyParts, checkKindAndExt, tuttiVersion } from './key.js';
import { activeCacheDir } from './location.js';
import { textHash } from './text-hash.js';
import { writeAtomic } from './write-atomic.js';

export const ALIAS_DIR = '.alias';
/** Aliases not resolved for this long are removed (the next start renders and records them again). */
export const ALIAS_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
const KEY = /^[0-9a-f]{40}$/;

/**
 * What an alias is keyed by, whole: the alias file holds it after the entry's key and is used only
 * when it is equal, so its name is a short non-cryptographic hash of it (no node:crypto on a warm
 * start; a collision of names is a miss, never another kernel's entry).
 */
const aliasText = (kind: string, ext: string, parts: CacheKeyParts): string =>
  stableStringify({ kind: `${kind}-alias`, ext, parts, format: CACHE_FORMAT, tutti: tuttiVersion() });

const aliasFile = (kind: string, text: string): string =>
  join(activeCacheDir(), kind, ALIAS_DIR, textHash(text));

/** The entry key an alias file names (its first line), or '' when it names none. */
function keyOf(content: string): string {
  const end = content.indexOf('\n');
  const key = end < 0 ? content.trim() : content.slice(0, end);
  return KEY.test(key) ? key : '';
}

/** The artifact path of the valid entry `parts` is an alias of, or undefined. */
export function resolveAlias(kind: string, ext: string, parts: CacheKeyParts): string | undefined {
  checkKindAndExt(kind, ext);
  const text = aliasText(kind, ext, parts);
  const file = aliasFile(kind, text);
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const key = keyOf(content);
  if (key === '' || content.length !== key.length + 1 + text.length || !content.endsWith(text))
    return undefined;
  const path = openEntry(entryDir(join(activeCacheDir(), kind), key), ext);
  if (path === undefined) return undefined;
  touchFile(file);
  count('compileCacheHits');
  return path;
}

function touchFile(file: string): void {
  const now = new Date();
  try {
    utimesSync(file, now, now);
  } catch {
    // read-only cache, or pruned meanwhile: harmless
  }
}

/**
 * Removes, under every kind of the cache `root`, the aliases unused for `maxAgeMs` and those naming
 * an entry that is gone (evicted, cleared); returns how many. Other processes pruning too is fine.
 */
export function pruneAliases(root: string, now = Date.now(), maxAgeMs = ALIAS_MAX_AGE_MS): number {
  let removed = 0;
  for (const kind of subdirs(root)) {
    const dir = join(root, kind, ALIAS_DIR);
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      const file = join(dir, name);
      const st = statQuiet(file);
      if (!st?.isFile()) continue;
      let key = '';
      try {
        key = keyOf(readFileSync(file, 'utf8'));
      } catch {
        // gone meanwhile, or unreadable: treated as dangling
      }
      const dangling = key === '' || !statQuiet(entryDir(join(root, kind), key));
      if (now - st.mtimeMs < maxAgeMs && !dangling) continue;
      rmSync(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * Records `parts` as an alias of the entry whose artifact is `artifact` — only when that is an entry
 * of this cache (an artifact built privately, outside the cache, gets no alias).
 */
export function recordAlias(kind: string, ext: string, parts: CacheKeyParts, artifact: string): void {
  const dir = dirname(artifact);
  const key = basename(dir);
  const kindDir = join(activeCacheDir(), kind);
  if (!KEY.test(key) || dirname(dir) !== kindDir || artifact !== artifactPath(dir, ext)) return;
  try {
    const text = aliasText(kind, ext, parts);
    writeAtomic(aliasFile(kind, text), `${key}\n${text}`);
  } catch {
    // an unwritable cache only means the next start renders again
  }
}
