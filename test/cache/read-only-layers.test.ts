/**
 * A chain of caches (issue 34, GT4Py's cache chain): the `cacheReadOnlyDirs` layers are searched
 * after cacheDir, in order, never written, and a corrupt entry there is rebuilt in cacheDir (with
 * one warning) instead of failing or being deleted.
 */
import { chmodSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearMemoryCache, getOrBuild } from '../../src/cache/artifact-cache.js';
import { resetCacheLocation } from '../../src/cache/location.js';
import { cleanup, freshCache, setEnv } from './temp-env.js';

afterEach(() => {
  cleanup();
});

const parts = { source: 'int f(void) { return 42; }', target: 'test', flags: '' };
let builds = 0;
const build = async (work: string) => {
  builds++;
  const out = join(work, 'out.txt');
  writeFileSync(out, `built ${builds}`);
  return out;
};

/** Builds the entry into a fresh cache, which then becomes a read-only layer behind a new cache. */
async function siteCache(): Promise<{ site: string; path: string }> {
  const site = freshCache();
  const e = await getOrBuild('layer', parts, '.txt', build);
  expect(e.layer).toBe('build');
  freshCache();
  setEnv(
    'TUTTI_CACHE_READONLY_DIRS',
    ['/nonexistent/tutti-cache', site].join(process.platform === 'win32' ? ';' : ':'),
  );
  clearMemoryCache();
  resetCacheLocation();
  return { site, path: e.path };
}

describe('read-only cache layers (cacheReadOnlyDirs)', () => {
  it('an entry in a read-only layer is used in place, with no build and nothing written there', async () => {
    const { site, path } = await siteCache();
    chmodSync(site, 0o555);
    const entryTime = statSync(dirname(path)).mtimeMs;
    try {
      const before = builds;
      const e = await getOrBuild('layer', parts, '.txt', build);
      expect(e).toMatchObject({ layer: 'readonly', hit: true, path });
      expect(builds).toBe(before);
      expect(readFileSync(e.path, 'utf8')).toMatch(/^built \d+$/);
      expect(statSync(dirname(path)).mtimeMs).toBe(entryTime);
    } finally {
      chmodSync(site, 0o755);
    }
  });
  it('a corrupt entry in a read-only layer is rebuilt in cacheDir with one warning, and left where it is', async () => {
    const { path } = await siteCache();
    writeFileSync(path, 'truncat');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const before = builds;
      const e = await getOrBuild('layer', parts, '.txt', build);
      expect(e.layer).toBe('build');
      expect(builds).toBe(before + 1);
      expect(e.path).not.toBe(path);
      expect(existsSync(path)).toBe(true);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('fails its checksum');
      clearMemoryCache();
      expect((await getOrBuild('layer', parts, '.txt', build)).layer).toBe('disk');
    } finally {
      warn.mockRestore();
    }
  });
});
