/**
 * koffi's addon record (backends/shared/koffi-sync.ts): the first process runs koffi's own loader
 * and records the addon it chose; later processes dlopen it directly (koffi's JavaScript is never
 * loaded); a record that does not match the file, or names another version, falls back to koffi's
 * loader and is rewritten. Each case is a fresh Node process on the package entry.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { ensureDist, ROOT } from '../webgpu/support.js';
import { describeNative } from './support.js';

const ENTRY = pathToFileURL(join(ROOT, 'dist/node/index.js')).href;
const cache = mkdtempSync(join(tmpdir(), 'tutti-koffi-record-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

interface Child {
  readonly result: number[];
  /** Whether koffi's own JavaScript loader ran in the child. */
  readonly koffiJs: boolean;
}

function runChild(): Child {
  ensureDist();
  const body = `import { createRequire } from 'node:module';
const tt = await import('${ENTRY}');
const k = tt.kernel({ x: tt.arrayOf(tt.i32) }, (i, { x }) => { x[i] = i * 3; });
const x = tt.zeros([4], tt.i32, { device: 'native' });
await k.launch(4, { x });
const result = [...(await x.read())];
const koffiJs = Object.keys(createRequire(import.meta.url).cache).some((p) => /[\\\\/]koffi[\\\\/]/.test(p) && p.endsWith('.cjs'));
console.log(JSON.stringify({ result, koffiJs }));
await tt.shutdown();`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', body], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, TUTTI_CACHE_DIR: cache },
    timeout: 60_000,
  });
  if (r.status !== 0) throw new Error(`child failed (${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop() ?? 'null') as Child;
}

function recordFile(): string {
  const [name] = readdirSync(join(cache, 'koffi'));
  if (name === undefined) throw new Error('no koffi record');
  return join(cache, 'koffi', name);
}

describeNative("koffi's addon record", () => {
  it('is written by the first process and used by the next, which never loads koffi’s JavaScript', () => {
    const first = runChild();
    expect(first).toEqual({ result: [0, 3, 6, 9], koffiJs: true });
    const rec = JSON.parse(readFileSync(recordFile(), 'utf8')) as { addon: string; version: string };
    expect(rec.addon).toMatch(/koffi\.node$/);
    expect(rec.version).toMatch(/^\d+\.\d+/);
    expect(runChild()).toEqual({ result: [0, 3, 6, 9], koffiJs: false });
  });

  it.each([
    ['another size', (r: Record<string, unknown>) => ({ ...r, size: 1 })],
    ['another version', (r: Record<string, unknown>) => ({ ...r, version: '0.0.0' })],
    ['another Node', (r: Record<string, unknown>) => ({ ...r, node: 'elsewhere' })],
    ['no addon there', (r: Record<string, unknown>) => ({ ...r, addon: join(cache, 'missing.node') })],
  ])('naming %s falls back to koffi’s loader and is rewritten', (_what, damage) => {
    const file = recordFile();
    const good = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify(damage(good)));
    expect(runChild()).toEqual({ result: [0, 3, 6, 9], koffiJs: true });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(good);
  });

  it('that is not JSON falls back too', () => {
    writeFileSync(recordFile(), '{ not json');
    expect(runChild()).toEqual({ result: [0, 3, 6, 9], koffiJs: true });
    expect(runChild().koffiJs).toBe(false);
  });
});
