/**
 * What a web developer does: bundle the browser example with `esbuild --bundle --platform=browser`
 * (the pinned esbuild devDependency). It must build — the package's "browser" field swaps out the
 * Node-only modules — and the bundle may import no `node:` module (binaryen stays external: it is
 * loaded only when a wasm kernel is first compiled). docs/browser.md states the resulting size.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDist, ROOT } from '../backends/webgpu/support.js';

const ESBUILD = join(ROOT, 'node_modules/.bin/esbuild');
const work = mkdtempSync(join(tmpdir(), 'tutti-bundle-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function bundle(extra: readonly string[]): { out: string; status: number | null; log: string } {
  ensureDist();
  const out = join(work, `bundle-${extra.length}.js`);
  const r = spawnSync(
    ESBUILD,
    [
      'examples/browser/main.js',
      '--bundle',
      '--platform=browser',
      '--format=esm',
      '--external:binaryen',
      `--outfile=${out}`,
      '--log-level=error',
      ...extra,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return { out, status: r.status, log: `${r.stdout}${r.stderr}` };
}

/**
 * Static and dynamic imports of node: modules in bundled code (a real require() of one would have
 * failed the build; the wasm worker's eval'd Node source only mentions one in a string).
 */
const NODE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']node:[a-z_/]+["']/g;

describe('esbuild --bundle --platform=browser', () => {
  it('bundles the browser example with no node: import', () => {
    const r = bundle([]);
    expect(r.log).toBe('');
    expect(r.status).toBe(0);
    const code = readFileSync(r.out, 'utf8');
    expect(code.match(NODE_IMPORT) ?? []).toEqual([]);
    expect(code.match(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](?:koffi|webgpu)["']/g) ?? []).toEqual(
      [],
    );
    const min = bundle(['--minify']);
    expect(min.status).toBe(0);
    console.info(
      `browser bundle without binaryen: ${(statSync(r.out).size / 1024).toFixed(0)} KiB, ` +
        `minified ${(statSync(min.out).size / 1024).toFixed(0)} KiB`,
    );
  });
});
