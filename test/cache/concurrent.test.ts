import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyEntry } from '../../src/cache/entry.js';
import { list } from '../../src/cache/inspect.js';
import { ensureBuilt, ROOT } from '../cli/dist.js';
import { cleanup, freshCache, tempDir } from './temp-env.js';

const run = promisify(execFile);

beforeAll(() => ensureBuilt(), 120_000);
afterEach(cleanup);

/** A child process that builds the same key as its siblings, slowly, so the builds overlap. */
function writerScript(dir: string): string {
  const cache = pathToFileURL(join(ROOT, 'dist/src/cache/artifact-cache.js')).href;
  const script = join(dir, 'writer.mjs');
  writeFileSync(
    script,
    `import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getOrBuild } from ${JSON.stringify(cache)};
const e = await getOrBuild('test', { ir: 'shared-kernel', flags: '-O2' }, '.so', async (work) => {
  await new Promise((r) => setTimeout(r, 800));
  const out = join(work, 'lib.so');
  writeFileSync(out, 'the same artifact bytes from every builder');
  return out;
});
console.log(JSON.stringify(e));
`,
  );
  return script;
}

describe('many processes, one key', () => {
  it('4 concurrent writers all succeed and one valid entry remains', async () => {
    const cacheDir = freshCache();
    const script = writerScript(tempDir());
    const env = { ...process.env, TUTTI_CACHE_DIR: cacheDir };
    const results = await Promise.all([1, 2, 3, 4].map(() => run(process.execPath, [script], { env })));
    const entries = results.map((r) => JSON.parse(r.stdout) as { path: string; hit: boolean });
    expect(new Set(entries.map((e) => e.path)).size).toBe(1);
    // the builds overlapped: several processes built and raced to publish (the 800 ms build outlasts start-up)
    expect(entries.filter((e) => !e.hit).length).toBeGreaterThanOrEqual(2);
    for (const e of entries) {
      expect(readFileSync(e.path, 'utf8')).toBe('the same artifact bytes from every builder');
    }
    const listed = list();
    expect(listed).toHaveLength(1);
    expect(verifyEntry(listed[0]?.dir ?? '', '.so')).toBe('valid');
    // no private build directory is left behind
    expect(readdirSync(join(cacheDir, 'test')).filter((n) => n.startsWith('.'))).toEqual([]);
  });
});
