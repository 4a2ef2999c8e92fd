// Bounds beyond bytes: entries keyed by another build's code identity (wasm's IR-keyed entries of
// other checkouts, versions, rebuilds) go at a scan once unused for cacheOtherBuildsDays, and
// cacheMaxEntries caps the count (a development machine had gathered ~76 000 small entries under
// the 1 GiB cap, and every scan visited them all).
import { readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearMemoryCache, getOrBuild } from '../../src/cache/artifact-cache.js';
import { info, list } from '../../src/cache/inspect.js';
import { codeIdentity } from '../../src/cache/key.js';
import { configure } from '../../src/config/settings.js';
import { cleanup, freshCache, setEnv } from './temp-env.js';

afterEach(cleanup);

const DAY = 24 * 3600 * 1000;
const build = (content: string) => async (work: string) => {
  const out = join(work, 'out.wasm');
  writeFileSync(out, content);
  return out;
};

/** An entry built now, then aged `days` (its directory's mtime is the LRU clock); its directory. */
async function entry(name: string, code: string | undefined, days: number): Promise<string> {
  const parts = { ir: name, target: 'wasm binaryen-132', ...(code !== undefined ? { code } : {}) };
  const e = await getOrBuild('wasm', parts, '.wasm', build(name), { name });
  const dir = dirname(e.path);
  const t = new Date(Date.now() - days * DAY);
  utimesSync(dir, t, t);
  return dir;
}

/** A new process's next build, with no size record: it scans. */
async function scan(root: string, name = 'trigger'): Promise<void> {
  rmSync(join(root, '.size.json'), { force: true });
  clearMemoryCache();
  await getOrBuild('wasm', { ir: name, target: 'wasm binaryen-132' }, '.wasm', build(name), { name });
}

const names = () =>
  list()
    .map((e) => e.name)
    .sort();

describe('entries of other builds of tutti', () => {
  it('are removed by a scan once unused for 7 days (the default); the rest stay', async () => {
    const root = freshCache();
    await entry('other-old', 'another-checkout', 8);
    await entry('other-recent', 'another-checkout', 2);
    await entry('mine-old', codeIdentity(), 30);
    await entry('source-keyed-old', undefined, 30); // any build finds it: only the caps remove it
    await scan(root);
    expect(names()).toEqual(['mine-old', 'other-recent', 'source-keyed-old', 'trigger']);
  });

  it('after cacheOtherBuildsDays, which configure() and the environment set', async () => {
    const root = freshCache();
    setEnv('TUTTI_CACHE_OTHER_BUILDS_DAYS', '1');
    await entry('other-2d', 'another-checkout', 2);
    await entry('other-12h', 'another-checkout', 0.5);
    await scan(root);
    expect(names()).toEqual(['other-12h', 'trigger']);
    configure({ cacheOtherBuildsDays: 30 });
    await entry('other-8d', 'another-checkout', 8);
    await scan(root, 'trigger2');
    expect(names()).toEqual(['other-12h', 'other-8d', 'trigger', 'trigger2']);
    expect(() => configure({ cacheOtherBuildsDays: -1 })).toThrow(/cacheOtherBuildsDays/);
  });
});

describe('cacheMaxEntries', () => {
  it('caps the number of entries: least recently used go first, the one just built stays', async () => {
    const root = freshCache();
    configure({ cacheMaxEntries: 3 });
    for (let i = 0; i < 6; i++) await entry(`k${i}`, undefined, 6 - i); // k5 the most recent
    expect(info().entries).toBeLessThanOrEqual(3);
    expect(names()).toEqual(['k3', 'k4', 'k5']);
    // the shared record counts entries, so that later processes know the count without a scan
    expect(JSON.parse(readFileSync(join(root, '.size.json'), 'utf8'))).toMatchObject({ entries: 3 });
    expect(info().maxEntries).toBe(3);
  });

  it('an eviction leaves a tenth of the cap free, so the builds after it do not scan again', async () => {
    const root = freshCache();
    configure({ cacheMaxEntries: 20 });
    for (let i = 0; i < 21; i++) await entry(`k${String(i).padStart(2, '0')}`, undefined, 30 - i);
    // the 21st build passed the cap: the scan removed the 3 least recently used, down to 18
    expect(names()).toEqual(Array.from({ length: 18 }, (_, i) => `k${String(i + 3).padStart(2, '0')}`));
    const record = () => JSON.parse(readFileSync(join(root, '.size.json'), 'utf8')) as { builds: number };
    expect(record()).toMatchObject({ entries: 18, builds: 0 });
    // the next two builds fit under the cap: counted in the record, no scan (it was one scan each)
    await entry('k21', undefined, 0);
    await entry('k22', undefined, 0);
    expect(record()).toMatchObject({ entries: 20, builds: 2 });
    expect(names()).toHaveLength(20);
  });

  it('defaults to 20 000; a record without a count (an older tutti) makes the next build scan', async () => {
    const root = freshCache();
    expect(info().maxEntries).toBe(20_000);
    configure({ cacheMaxEntries: 1 });
    await entry('a', undefined, 2);
    writeFileSync(
      join(root, '.size.json'),
      JSON.stringify({ bytes: 1, builds: 0, rescanAfter: 32, scannedMs: Date.now() }),
    );
    clearMemoryCache();
    await entry('b', undefined, 0);
    expect(names()).toEqual(['b']);
  });
});
