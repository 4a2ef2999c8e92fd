/**
 * cacheLifetime 'session' (issue 34, GT4Py's session caches): this process builds into a private
 * temporary cache, removed when it exits; cacheDir is neither read nor written, read-only layers
 * are still searched.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { clearMemoryCache, getOrBuild } from '../../src/cache/artifact-cache.js';
import { activeCacheDir, resetCacheLocation } from '../../src/cache/location.js';
import { cleanup, freshCache, setEnv } from './temp-env.js';

afterEach(() => {
  cleanup();
});

const parts = { source: 'int f(void) { return 7; }', target: 'test', flags: '' };
let builds = 0;
const build = async (work: string) => {
  builds++;
  const { writeFileSync } = await import('node:fs');
  const out = join(work, 'out.txt');
  writeFileSync(out, `built ${builds}`);
  return out;
};

it("'session' builds into a private temporary cache, not cacheDir; a persistent entry there is not read", async () => {
  const dir = freshCache();
  const persistent = await getOrBuild('lifetime', parts, '.txt', build);
  expect(persistent.path.startsWith(dir)).toBe(true);
  setEnv('TUTTI_CACHE_LIFETIME', 'session');
  clearMemoryCache();
  resetCacheLocation();
  const session = activeCacheDir();
  expect(session.startsWith(join(tmpdir(), 'tutti-cache-'))).toBe(true);
  const before = builds;
  const e = await getOrBuild('lifetime', parts, '.txt', build);
  expect(builds).toBe(before + 1); // cacheDir's entry was not used
  expect(e.path.startsWith(session)).toBe(true);
  expect(readdirSync(join(dir, 'lifetime')).length).toBeGreaterThan(0); // cacheDir untouched, not cleared
});

it('a session cache is gone when its process exits', () => {
  const code = `import('${join(process.cwd(), 'dist/src/cache/location.js')}').then((m) => { console.log(m.activeCacheDir()); require('node:fs').mkdirSync(m.activeCacheDir() + '/x', { recursive: true }); })`;
  if (!existsSync(join(process.cwd(), 'dist/src/cache/location.js'))) {
    console.info('session exit test skipped — needs dist/ (npm run build)');
    return;
  }
  const out = execFileSync(process.execPath, ['-e', code], {
    env: { ...process.env, TUTTI_CACHE_LIFETIME: 'session' },
    encoding: 'utf8',
  }).trim();
  expect(out.startsWith(join(tmpdir(), 'tutti-cache-'))).toBe(true);
  expect(existsSync(out)).toBe(false);
});

it('rejects an unknown lifetime with the setting error', async () => {
  setEnv('TUTTI_CACHE_LIFETIME', 'forever');
  resetCacheLocation();
  expect(() => activeCacheDir()).toThrow(/cacheLifetime|TUTTI_CACHE_LIFETIME/);
});
