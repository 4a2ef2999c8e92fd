import {
  cpSync,
  readdirSync,
  readFileSync,
  statSync,
  truncateSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearMemoryCache, getOrBuild } from '../../src/cache/artifact-cache.js';
import { RESCAN_MIN_BUILDS } from '../../src/cache/evict.js';
import { info, list } from '../../src/cache/inspect.js';
import { configure } from '../../src/config/settings.js';
import { resetStats, stats } from '../../src/memory/stats.js';
import { cleanup, freshCache, tempDir } from './temp-env.js';

afterEach(cleanup);

/** A fake build: writes `content` into the work dir and counts its calls. */
function builder(content: string) {
  const fn = vi.fn(async (work: string) => {
    const out = join(work, 'out.bin');
    writeFileSync(out, content);
    return out;
  });
  return fn;
}

const parts = (n: number) => ({ ir: `k${n}`, backend: 'test', flags: '-O3' });

/** What a new process sees: no memory layer. */
const newProcess = () => clearMemoryCache();

describe('artifact cache', () => {
  it('builds once, then answers from memory and from disk', async () => {
    freshCache();
    resetStats();
    const build = builder('artifact-1');
    const a = await getOrBuild('test', parts(1), '.bin', build);
    expect(a).toMatchObject({ hit: false, layer: 'build' });
    expect(readFileSync(a.path, 'utf8')).toBe('artifact-1');
    const b = await getOrBuild('test', parts(1), '.bin', build);
    expect(b).toMatchObject({ hit: true, layer: 'memory', path: a.path });
    newProcess();
    const c = await getOrBuild('test', parts(1), '.bin', build);
    expect(c).toMatchObject({ hit: true, layer: 'disk', path: a.path });
    expect(build).toHaveBeenCalledTimes(1);
    expect(stats()).toMatchObject({ compiles: 1, compileCacheHits: 2 });
    // the private build directory is gone: only the entry remains
    expect(readdirSync(dirname(dirname(a.path)))).toEqual([a.key]);
  });

  it('different parts give different entries; the key is stable', async () => {
    freshCache();
    const a = await getOrBuild('test', parts(1), '.bin', builder('x'));
    const b = await getOrBuild('test', parts(2), '.bin', builder('y'));
    expect(a.key).not.toBe(b.key);
    expect(a.key).toMatch(/^[0-9a-f]{40}$/);
    freshCache();
    const again = await getOrBuild('test', parts(1), '.bin', builder('x'));
    expect(again.key).toBe(a.key);
  });

  it('concurrent calls in one process share one build', async () => {
    freshCache();
    const build = builder('shared');
    const all = await Promise.all([1, 2, 3, 4].map(() => getOrBuild('test', parts(3), '.bin', build)));
    expect(build).toHaveBeenCalledTimes(1);
    expect(new Set(all.map((e) => e.path)).size).toBe(1);
  });

  it('rebuilds a corrupt entry (same size, different bytes)', async () => {
    freshCache();
    const build = builder('good-bytes');
    const a = await getOrBuild('test', parts(4), '.bin', build);
    writeFileSync(a.path, 'evil-bytes');
    newProcess();
    const b = await getOrBuild('test', parts(4), '.bin', build);
    expect(b.hit).toBe(false);
    expect(build).toHaveBeenCalledTimes(2);
    expect(readFileSync(b.path, 'utf8')).toBe('good-bytes');
  });

  it('trusts a verified record only while the artifact is unchanged: bytes rewritten with size and mtime put back are caught', async () => {
    freshCache();
    const build = builder('good-bytes');
    const a = await getOrBuild('test', parts(9), '.bin', build);
    const dir = dirname(a.path);
    const sum = readFileSync(join(dir, 'checksum'), 'utf8');
    // past the file system's clock tick, so the record written now is not racily new
    await new Promise((r) => setTimeout(r, 30));
    newProcess();
    expect((await getOrBuild('test', parts(9), '.bin', build)).layer).toBe('disk');
    // the record is what is checked: a checksum naming other bytes, vouched for by a record
    // written for it after the artifact's last change, is taken without hashing the artifact
    const forged = sum.replace(/ [0-9a-f]{64} /, ` ${'0'.repeat(64)} `);
    const st = statSync(a.path, { bigint: true });
    writeFileSync(join(dir, 'checksum'), forged);
    writeFileSync(
      join(dir, 'verified'),
      `stat ${'0'.repeat(64)} ${st.dev} ${st.ino} ${st.size} ${st.mtimeNs} ${st.ctimeNs}\n`,
    );
    newProcess();
    expect((await getOrBuild('test', parts(9), '.bin', build)).layer).toBe('disk');
    writeFileSync(join(dir, 'checksum'), sum);
    // a rewrite of the same size with the mtime set back (its ctime moves regardless): hashed, rebuilt
    writeFileSync(a.path, 'evil-bytes');
    utimesSync(a.path, new Date(Number(st.atimeMs)), new Date(Number(st.mtimeMs)));
    newProcess();
    const b = await getOrBuild('test', parts(9), '.bin', build);
    expect(b.hit).toBe(false);
    expect(build).toHaveBeenCalledTimes(2);
    expect(readFileSync(b.path, 'utf8')).toBe('good-bytes');
  });

  it('rebuilds a truncated entry', async () => {
    freshCache();
    const build = builder('a longer artifact that gets cut short');
    const a = await getOrBuild('test', parts(5), '.bin', build);
    truncateSync(a.path, 7);
    newProcess();
    const b = await getOrBuild('test', parts(5), '.bin', build);
    expect(b.hit).toBe(false);
    expect(readFileSync(b.path, 'utf8')).toBe('a longer artifact that gets cut short');
  });

  it('rebuilds an entry whose checksum is missing or whose artifact vanished', async () => {
    freshCache();
    const build = builder('z');
    const a = await getOrBuild('test', parts(6), '.bin', build);
    unlinkSync(join(dirname(a.path), 'checksum'));
    newProcess();
    expect((await getOrBuild('test', parts(6), '.bin', build)).hit).toBe(false);
    unlinkSync(a.path);
    expect((await getOrBuild('test', parts(6), '.bin', build)).hit).toBe(false);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('a failing build leaves nothing behind and is retried next time', async () => {
    const dir = freshCache();
    await expect(
      getOrBuild('test', parts(7), '.bin', async () => {
        throw new Error('compiler exploded');
      }),
    ).rejects.toThrow('compiler exploded');
    expect(readdirSync(join(dir, 'test'))).toEqual([]);
    expect((await getOrBuild('test', parts(7), '.bin', builder('ok'))).hit).toBe(false);
  });

  it('refuses kinds and extensions that would escape the cache directory', async () => {
    freshCache();
    await expect(getOrBuild('../x', parts(8), '.bin', builder('x'))).rejects.toThrow(/kind/);
    await expect(getOrBuild('test', parts(8), '/../../x', builder('x'))).rejects.toThrow(/extension/);
  });

  it('an unwritable cache directory degrades to a temporary cache with exactly one warning', async () => {
    const base = tempDir();
    const file = join(base, 'a-regular-file');
    writeFileSync(file, 'not a directory');
    process.env.TUTTI_CACHE_DIR = join(file, 'cache');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const a = await getOrBuild('test', parts(9), '.bin', builder('one'));
      const b = await getOrBuild('test', parts(10), '.bin', builder('two'));
      const c = await getOrBuild('test', parts(9), '.bin', builder('one'));
      expect(readFileSync(a.path, 'utf8')).toBe('one');
      expect(readFileSync(b.path, 'utf8')).toBe('two');
      expect(c.hit).toBe(true);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/not writable.*temporary cache/);
      expect(a.path.startsWith(file)).toBe(false);
      expect(info()).toMatchObject({ fallback: true, entries: 2 });
    } finally {
      warn.mockRestore();
    }
  });

  it('evicts least recently used entries beyond cacheMaxBytes', async () => {
    freshCache();
    const big = 'x'.repeat(4000);
    const sleep = () => new Promise((r) => setTimeout(r, 30));
    const a = await getOrBuild('test', parts(11), '.bin', builder(big));
    await sleep();
    const b = await getOrBuild('test', parts(12), '.bin', builder(big));
    await sleep();
    // each entry is ~4.4 KB with its checksum and metadata: room for two
    configure({ cacheMaxBytes: 10_000 });
    newProcess();
    expect((await getOrBuild('test', parts(11), '.bin', builder(big))).hit).toBe(true); // a is now fresher than b
    await sleep();
    const c = await getOrBuild('test', parts(13), '.bin', builder(big));
    const keys = list().map((e) => e.key);
    expect(keys).toContain(a.key);
    expect(keys).toContain(c.key);
    expect(keys).not.toContain(b.key);
    expect(info().bytes).toBeLessThanOrEqual(10_000);
  });

  it('keeps the entry just built even when it alone exceeds the cap', async () => {
    freshCache();
    configure({ cacheMaxBytes: 10 });
    const a = await getOrBuild('test', parts(14), '.bin', builder('more than ten bytes'));
    const b = await getOrBuild('test', parts(15), '.bin', builder('more than ten bytes'));
    expect(list().map((e) => e.key)).toEqual([b.key]);
    expect(a.key).not.toBe(b.key);
  });

  it('counts entries other processes wrote within RESCAN_MIN_BUILDS builds, and evicts them then', async () => {
    freshCache();
    configure({ cacheMaxBytes: 100_000 });
    const first = await getOrBuild('test', parts(20), '.bin', builder('small'));
    // another process writes three old 40 KB entries: the cache is now over its cap
    const foreign = ['a', 'b', 'c'].map((c) => join(dirname(dirname(first.path)), c.repeat(40)));
    const old = new Date(Date.now() - 60_000);
    for (const dir of foreign) {
      cpSync(dirname(first.path), dir, { recursive: true });
      writeFileSync(join(dir, 'extra'), 'x'.repeat(40_000));
      utimesSync(dir, old, old);
    }
    expect(info().bytes).toBeGreaterThan(100_000);
    // this process's own builds stay under the cap: no scan after the next build
    await getOrBuild('test', parts(21), '.bin', builder('small'));
    expect(list().map((e) => e.key)).toEqual(
      expect.arrayContaining(['a', 'b', 'c'].map((c) => c.repeat(40))),
    );
    for (let i = 0; i < RESCAN_MIN_BUILDS; i++)
      await getOrBuild('test', parts(100 + i), '.bin', builder('small'));
    expect(info().bytes).toBeLessThanOrEqual(100_000);
    expect(list().map((e) => e.key)).toContain(first.key);
  });
});
