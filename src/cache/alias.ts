/**
 * Aliases: a second, earlier key for an entry keyed by its generated source. An artifact keyed by
 * the source's hash survives a tutti rebuild that renders the same code, but finding it means
 * rendering first (the C renderer is ~4 ms of a warm start's ~30). An alias is keyed by what is known
 * before rendering — the IR's content key, tutti's code identity, the target, options and toolchain —
 * and names the entry: `<cache>/<kind>/.alias/<alias key>` holds the entry's key. A warm start
 * resolves the alias and loads the entry without rendering; a missing, stale or damaged alias (the
 * entry evicted or corrupt, tutti rebuilt) resolves to nothing and the source-keyed path runs, which
 * records the alias again. Aliases are a few bytes each; `tutti cache clear` removes them with the
 * kind's entries (cache/inspect.ts).
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { count } from '../memory/stats.js';
import { artifactPath, entryDir, removeEntry, touchEntry, verifyEntry } from './entry.js';
import { type CacheKeyParts, cacheKey, checkKindAndExt } from './key.js';
import { activeCacheDir } from './location.js';
import { makeDirs } from './make-dirs.js';

export const ALIAS_DIR = '.alias';
const KEY = /^[0-9a-f]{40}$/;

const aliasFile = (kind: string, ext: string, parts: CacheKeyParts): string =>
  join(activeCacheDir(), kind, ALIAS_DIR, cacheKey(`${kind}-alias`, ext, parts));

/** The artifact path of the valid entry `parts` is an alias of, or undefined. */
export function resolveAlias(kind: string, ext: string, parts: CacheKeyParts): string | undefined {
  checkKindAndExt(kind, ext);
  let key: string;
  try {
    key = readFileSync(aliasFile(kind, ext, parts), 'utf8').trim();
  } catch {
    return undefined;
  }
  if (!KEY.test(key)) return undefined;
  const dir = entryDir(join(activeCacheDir(), kind), key);
  const state = verifyEntry(dir, ext);
  if (state === 'corrupt') removeEntry(dir);
  if (state !== 'valid') return undefined;
  touchEntry(dir);
  count('compileCacheHits');
  return artifactPath(dir, ext);
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
    const file = aliasFile(kind, ext, parts);
    makeDirs(dirname(file));
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, key);
    renameSync(tmp, file);
  } catch {
    // an unwritable cache only means the next start renders again
  }
}
