// Persisted fingerprints (<cacheDir>/definitions/, one record per distinct kernel source) were never
// removed: a machine that ran many generated kernels kept every record. A size-cap scan now removes
// the records no process loaded or wrote for cacheOtherBuildsDays; a load marks its record used.
import { mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearMemoryCache, getOrBuild } from '../../src/cache/artifact-cache.js';
import { diskDefinitionStore } from '../../src/cache/definition-store.js';
import { configure } from '../../src/config/settings.js';
import { cleanup, freshCache } from './temp-env.js';

afterEach(cleanup);

const DAY = 24 * 3600 * 1000;

/** A new process's next build, with no size record: it scans. */
async function scan(root: string, name: string): Promise<void> {
  rmSync(join(root, '.size.json'), { force: true });
  clearMemoryCache();
  const build = async (work: string) => {
    const out = join(work, 'out.wasm');
    writeFileSync(out, name);
    return out;
  };
  await getOrBuild('wasm', { ir: name, target: 'wasm binaryen-132' }, '.wasm', build, { name });
}

function age(path: string, days: number): void {
  const t = new Date(Date.now() - days * DAY);
  utimesSync(path, t, t);
}

const records = (root: string) => readdirSync(join(root, 'definitions')).sort();

describe('persisted fingerprints', () => {
  it('unused for cacheOtherBuildsDays (default 7) are removed by a scan; recent ones and other files stay', async () => {
    const root = freshCache();
    diskDefinitionStore.save('kernel old', { ir: 1 });
    diskDefinitionStore.save('kernel recent', { ir: 2 });
    expect(records(root)).toHaveLength(2);
    for (const name of records(root)) age(join(root, 'definitions', name), 8);
    expect(diskDefinitionStore.load('kernel recent')).toEqual({ ir: 2 }); // a load marks it used
    mkdirSync(join(root, 'definitions'), { recursive: true });
    writeFileSync(join(root, 'definitions', '.tmp-123'), 'a writer in progress');
    await scan(root, 'trigger');
    expect(records(root)).toHaveLength(2); // 'kernel recent' and the writer's temporary file
    expect(records(root)).toContain('.tmp-123');
    expect(diskDefinitionStore.load('kernel recent')).toEqual({ ir: 2 });
    expect(diskDefinitionStore.load('kernel old')).toBeUndefined(); // compiled again when next defined
  });

  it('follow cacheOtherBuildsDays', async () => {
    const root = freshCache();
    configure({ cacheOtherBuildsDays: 30 });
    diskDefinitionStore.save('kernel k', { ir: 3 });
    const [name] = records(root);
    if (name === undefined) throw new Error('a record expected');
    age(join(root, 'definitions', name), 8);
    await scan(root, 'trigger');
    expect(records(root)).toEqual([name]);
    configure({ cacheOtherBuildsDays: 1 });
    await scan(root, 'trigger2');
    expect(records(root)).toEqual([]);
  });
});
