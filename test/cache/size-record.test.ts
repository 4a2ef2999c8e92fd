// The cache's running size is shared through <root>/.size.json: a new process trusts it instead of
// scanning every entry at its first build; clear, an old record or a malformed one make it scan.
import { cpSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearMemoryCache, getOrBuild } from '../../src/cache/artifact-cache.js';
import { clear, info, list } from '../../src/cache/inspect.js';
import { SIZE_RECORD_MAX_AGE_MS } from '../../src/cache/size-record.js';
import { configure } from '../../src/config/settings.js';
import { cleanup, freshCache } from './temp-env.js';

afterEach(cleanup);

const parts = (n: number) => ({ ir: `k${n}`, backend: 'test', flags: '-O3' });
const build = (content: string) => async (work: string) => {
  const out = join(work, 'out.bin');
  writeFileSync(out, content);
  return out;
};

/** Three old 40 KB entries another process wrote without a record: the cache is over a 100 KB cap. */
function foreignEntries(besides: string): string[] {
  const keys = ['a', 'b', 'c'].map((c) => c.repeat(40));
  const old = new Date(Date.now() - 60_000);
  for (const key of keys) {
    const dir = join(dirname(dirname(besides)), key);
    cpSync(dirname(besides), dir, { recursive: true });
    writeFileSync(join(dir, 'extra'), 'x'.repeat(40_000));
    utimesSync(dir, old, old);
  }
  return keys;
}

const record = (root: string) => JSON.parse(readFileSync(join(root, '.size.json'), 'utf8'));

describe('the shared size record', () => {
  it('is written by a scan and trusted by the next process (no scan at its first build)', async () => {
    const root = freshCache();
    configure({ cacheMaxBytes: 100_000 });
    const first = await getOrBuild('test', parts(1), '.bin', build('small'));
    expect(record(root)).toMatchObject({ bytes: info().bytes, builds: 0 });
    const foreign = foreignEntries(first.path);
    clearMemoryCache(); // a new process
    await getOrBuild('test', parts(2), '.bin', build('small'));
    // it added its entry to the record and did not scan: the unrecorded entries are still there
    expect(list().map((e) => e.key)).toEqual(expect.arrayContaining(foreign));
    expect(record(root).builds).toBe(1);
  });

  it('an old or malformed record makes the next build scan (and evict)', async () => {
    for (const spoil of ['old', 'malformed'] as const) {
      const root = freshCache();
      configure({ cacheMaxBytes: 100_000 });
      const first = await getOrBuild('test', parts(1), '.bin', build('small'));
      const foreign = foreignEntries(first.path);
      const r = record(root);
      writeFileSync(
        join(root, '.size.json'),
        spoil === 'old'
          ? JSON.stringify({ ...r, scannedMs: Date.now() - SIZE_RECORD_MAX_AGE_MS - 1 })
          : '{"bytes":',
      );
      clearMemoryCache();
      await getOrBuild('test', parts(2), '.bin', build('small'));
      const keys = list().map((e) => e.key);
      expect(foreign.filter((k) => !keys.includes(k)).length).toBeGreaterThan(0);
      expect(info().bytes).toBeLessThanOrEqual(100_000);
      expect(record(root).builds).toBe(0);
    }
  });

  it('clear drops the record', async () => {
    const root = freshCache();
    await getOrBuild('test', parts(1), '.bin', build('small'));
    clear();
    expect(() => record(root)).toThrow();
  });
});
