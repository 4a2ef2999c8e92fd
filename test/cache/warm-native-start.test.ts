/**
 * A warm native start (docs/startup.md, warm starts): a process whose kernel definition, library,
 * alias and probe verdict an earlier process stored finds its library without hashing anything —
 * node:crypto is never loaded, the compiler never runs — and a changed setting still misses. Each
 * case is a fresh Node process on the package entry, sharing one cache directory.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { describeNative } from '../backends/native/support.js';
import { ensureDist, ROOT } from '../backends/webgpu/support.js';

const ENTRY = pathToFileURL(join(ROOT, 'dist/node/index.js')).href;
const cache = mkdtempSync(join(tmpdir(), 'tutti-warm-native-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

interface Child {
  readonly result: number[];
  readonly compiles: number;
  readonly hits: number;
  /** Built-in modules the child loaded that a warm start should not need. */
  readonly loaded: string[];
}

function runChild(env: Record<string, string> = {}): Child {
  ensureDist();
  const body = `const tt = await import('${ENTRY}');
const k = tt.kernel({ x: tt.arrayOf(tt.f32), a: tt.f32 }, (i, { x, a }) => {
  let s = 0;
  for (let j = 0; j < 3; j++) s += (i + j) * a;
  x[i] = s;
});
const x = tt.zeros([5], tt.f32, { device: 'native' });
await k.launch(5, { x, a: 2 });
const result = [...(await x.read())];
const loaded = process.moduleLoadList.filter((m) => /^NativeModule (crypto|child_process)$/.test(m));
const { compiles, compileCacheHits: hits } = tt.stats();
console.log(JSON.stringify({ result, compiles, hits, loaded }));
await tt.shutdown();`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', body], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, TUTTI_CACHE_DIR: cache, ...env },
    timeout: 120_000,
  });
  if (r.status !== 0) throw new Error(`child failed (${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop() ?? 'null') as Child;
}

const RESULT = [6, 12, 18, 24, 30];

describeNative('a warm native start', () => {
  it('hashes nothing: no node:crypto, no compiler run, the library found through its alias', () => {
    const cold = runChild();
    expect(cold).toMatchObject({ result: RESULT, compiles: 1 });
    // the first warm process may still hash the library once (its record racily new); not the next
    runChild();
    const warm = runChild();
    expect(warm).toEqual({ result: RESULT, compiles: 0, hits: 1, loaded: [] });
    const [entry] = readdirSync(join(cache, 'native')).filter((n) => /^[0-9a-f]{40}$/.test(n));
    if (entry === undefined) throw new Error('no native entry');
    const dir = join(cache, 'native', entry);
    const st = statSync(join(dir, 'artifact.so'), { bigint: true });
    expect(readFileSync(join(dir, 'verified'), 'utf8')).toBe(
      `stat ${readFileSync(join(dir, 'checksum'), 'utf8').split(' ')[1]} ${st.dev} ${st.ino} ${st.size} ${st.mtimeNs} ${st.ctimeNs}\n`,
    );
    const aliases = readdirSync(join(cache, 'native', '.alias'));
    expect(aliases).toHaveLength(1);
    expect(aliases[0]).toMatch(/^[0-9a-f]{16}$/);
  });

  it('other compiler flags miss: the kernel is built again', () => {
    const other = runChild({ TUTTI_CFLAGS: '-O2 -fopenmp' });
    expect(other).toMatchObject({ result: RESULT, compiles: 1 });
    expect(readdirSync(join(cache, 'native', '.alias'))).toHaveLength(2);
  });
});
