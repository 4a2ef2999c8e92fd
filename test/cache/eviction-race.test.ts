/**
 * A cache is an optimisation: losing an entry to another process (eviction under a small size cap,
 * replacement of a corrupt entry) between lookup and load must never fail a launch, and build
 * directories of killed builds are cleaned. Entries carry the kernel's name for `tutti cache list`.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getOrBuild, withArtifact } from '../../src/cache/artifact-cache.js';
import { removeEntry } from '../../src/cache/entry.js';
import { list } from '../../src/cache/inspect.js';
import { cleanStaleWork, OWNER_FILE, STALE_UNOWNED_MS } from '../../src/cache/stale-work.js';
import { ensureBuilt, ROOT } from '../cli/dist.js';
import { cleanup, freshCache, tempDir } from './temp-env.js';

const run = promisify(execFile);

afterEach(cleanup);

function builder(content: string) {
  return vi.fn(async (work: string) => {
    const out = join(work, 'out.bin');
    writeFileSync(out, content);
    return out;
  });
}

describe('an entry vanishing before it is loaded', () => {
  it('is rebuilt and loaded transparently', async () => {
    freshCache();
    const build = builder('payload');
    let calls = 0;
    const got = await withArtifact('test', { ir: 'v1' }, '.bin', build, (path) => {
      calls++;
      // another process evicts the fresh entry just before this one loads it
      if (calls === 1) removeEntry(dirname(path));
      return readFileSync(path, 'utf8');
    });
    expect(got).toBe('payload');
    expect(calls).toBe(2);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('falls back to a private build when the entry keeps vanishing', async () => {
    freshCache();
    const build = builder('private');
    const seen: string[] = [];
    const got = await withArtifact('test', { ir: 'v2' }, '.bin', build, (path) => {
      seen.push(path);
      if (seen.length <= 3) removeEntry(dirname(path));
      return readFileSync(path, 'utf8');
    });
    expect(got).toBe('private');
    expect(seen).toHaveLength(4);
    expect(seen[3]?.includes('tutti-private-build-')).toBe(true);
  });

  it('passes on load errors of an artifact that is still in place', async () => {
    freshCache();
    await expect(
      withArtifact('test', { ir: 'v3' }, '.bin', builder('x'), () => {
        throw new Error('not a library');
      }),
    ).rejects.toThrow('not a library');
  });

  it('records the name the entry was built for', async () => {
    freshCache();
    await getOrBuild('test', { ir: 'named' }, '.bin', builder('n'), { name: 'saxpy' });
    expect(list().map((e) => e.name)).toEqual(['saxpy']);
  });
});

describe('build directories left by killed builds', () => {
  it('are removed when their owner process is gone, kept while it runs', async () => {
    const cache = freshCache();
    const kindDir = join(cache, 'test');
    mkdirSync(kindDir, { recursive: true });
    const dead = join(kindDir, '.build-dead01');
    const alive = join(kindDir, '.build-alive1');
    const unowned = join(kindDir, '.build-old001');
    const young = join(kindDir, '.build-young1');
    for (const d of [dead, alive, unowned, young]) mkdirSync(d);
    const { hostname } = await import('node:os');
    // a pid that cannot run: above Linux's pid_max limit (4194304)
    writeFileSync(join(dead, OWNER_FILE), JSON.stringify({ pid: 4_194_305, host: hostname() }));
    writeFileSync(join(alive, OWNER_FILE), JSON.stringify({ pid: process.pid, host: hostname() }));
    const old = new Date(Date.now() - STALE_UNOWNED_MS - 1000);
    utimesSync(unowned, old, old);
    expect(cleanStaleWork(cache)).toBe(2);
    expect(readdirSync(kindDir).sort()).toEqual(['.build-alive1', '.build-young1']);
  });

  it('a process killed mid-build leaves a directory the next process removes', async () => {
    ensureBuilt();
    const cache = freshCache();
    const mod = pathToFileURL(join(ROOT, 'dist/src/cache/artifact-cache.js')).href;
    const script = join(tempDir(), 'killed.mjs');
    writeFileSync(
      script,
      `import { getOrBuild } from ${JSON.stringify(mod)};
await getOrBuild('test', { ir: 'killed' }, '.bin', async () => { process.kill(process.pid, 'SIGKILL'); await new Promise(() => {}); });
`,
    );
    await expect(
      run(process.execPath, [script], { env: { ...process.env, TUTTI_CACHE_DIR: cache } }),
    ).rejects.toThrow();
    expect(readdirSync(join(cache, 'test')).filter((n) => n.startsWith('.build-'))).toHaveLength(1);
    // the next use of the cache (a fresh process's first lookup) cleans it
    const next = join(tempDir(), 'next.mjs');
    writeFileSync(
      next,
      `import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getOrBuild } from ${JSON.stringify(mod)};
await getOrBuild('test', { ir: 'next' }, '.bin', async (w) => { writeFileSync(join(w, 'o'), 'o'); return join(w, 'o'); });
`,
    );
    await run(process.execPath, [next], { env: { ...process.env, TUTTI_CACHE_DIR: cache } });
    expect(readdirSync(join(cache, 'test')).filter((n) => n.startsWith('.'))).toEqual([]);
  }, 60_000);
});

describe('many processes with a tiny size cap', () => {
  beforeAll(() => ensureBuilt(), 120_000);

  it('evicting each other never fails a load', async () => {
    const cache = freshCache();
    const mod = pathToFileURL(join(ROOT, 'dist/src/cache/artifact-cache.js')).href;
    const script = join(tempDir(), 'churn.mjs');
    writeFileSync(
      script,
      `import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withArtifact } from ${JSON.stringify(mod)};
const me = process.argv[2];
let ok = 0;
for (let k = 0; k < 12; k++) {
  const text = await withArtifact('test', { ir: 'k' + (k % 6), by: me + (k % 3) }, '.bin', async (w) => {
    const out = join(w, 'a.bin');
    writeFileSync(out, 'artifact ' + k % 6 + ' '.repeat(2000));
    return out;
  }, async (path) => {
    await new Promise((r) => setTimeout(r, 5)); // a slow load: dlopen, reading a module
    return readFileSync(path, 'utf8');
  });
  if (text.startsWith('artifact ' + k % 6)) ok++;
}
console.log(ok);
`,
    );
    const env = { ...process.env, TUTTI_CACHE_DIR: cache, TUTTI_CACHE_MAX_BYTES: '3000' };
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((me) => run(process.execPath, [script, me], { env })),
    );
    expect(results.map((r) => r.stdout.trim())).toEqual(['12', '12', '12', '12']);
  }, 120_000);
});

describe('native launches from many processes with a tiny size cap', () => {
  beforeAll(() => ensureBuilt(), 120_000);

  it('every launch succeeds while the processes evict each other', async () => {
    const cache = freshCache();
    const entry = pathToFileURL(join(ROOT, 'dist/src/index.js')).href;
    const script = join(tempDir(), 'launch.mjs');
    writeFileSync(
      script,
      `import * as tt from ${JSON.stringify(entry)};
const dev = tt.devices().find((d) => d.id.startsWith('native'));
if (!dev?.available) { console.log('skip: ' + (dev?.reason ?? 'no native device')); process.exit(0); }
const me = Number(process.argv[2]);
let sum = 0;
for (let round = 0; round < 2; round++) {
  for (let k = 0; k < 3; k++) {
    const c = me * 10 + k;
    const kern = tt.kernel({ y: tt.arrayOf(tt.i32) }, (i, { y }) => { y[i] = i + C; }, { constants: { C: c }, name: 'plus' + c });
    const y = tt.zeros([4], tt.i32, { device: 'native' });
    await kern.launch(4, { y });
    sum += (await y.read())[3] - 3 - c;
  }
}
console.log('ok ' + sum);
`,
    );
    const env = { ...process.env, TUTTI_CACHE_DIR: cache, TUTTI_CACHE_MAX_BYTES: '1' };
    const results = await Promise.all(
      [1, 2, 3].map((me) => run(process.execPath, [script, String(me)], { env })),
    );
    const outs = results.map((r) => r.stdout.trim());
    if (outs.every((o) => o.startsWith('skip:'))) {
      console.log(`skipped: ${outs[0]}`);
      return;
    }
    expect(outs).toEqual(['ok 0', 'ok 0', 'ok 0']);
    // `tutti cache list` names the kernels (the cap leaves at least the newest entry)
    const names = list().map((e) => e.name);
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n).toMatch(/^plus\d+$/);
  }, 180_000);
});
