/**
 * What a web developer does: bundle the browser example with `esbuild --bundle --platform=browser`
 * (the pinned esbuild devDependency, through its API). It must build — the package's "browser" field swaps out the
 * Node-only modules — with no option beyond those, and the bundle may import no `node:` module
 * (binaryen is not bundled: it is imported at run time, when a wasm kernel is first compiled).
 * docs/startup.md ("Browsers") states the resulting size.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDist, ROOT } from '../backends/webgpu/support.js';

const work = mkdtempSync(join(tmpdir(), 'tutti-bundle-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `esbuild examples/browser/main.js --bundle --platform=browser --format=esm`. */
async function bundle(minify: boolean): Promise<{ out: string; errors: number; warnings: string[] }> {
  ensureDist();
  const out = join(work, `bundle${minify ? '.min' : ''}.js`);
  const r = await build({
    entryPoints: [join(ROOT, 'examples/browser/main.js')],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    outfile: out,
    minify,
    logLevel: 'silent',
  });
  return { out, errors: r.errors.length, warnings: r.warnings.map((w) => w.text) };
}

/**
 * Static and dynamic imports of node: modules in bundled code (a real require() of one would have
 * failed the build; the wasm worker's eval'd Node source only mentions one in a string).
 */
const NODE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']node:[a-z_/]+["']/g;

describe('esbuild --bundle --platform=browser', () => {
  it('bundles the browser example with no node: import', { timeout: 300_000 }, async () => {
    const r = await bundle(false);
    expect(r.errors).toBe(0);
    expect(r.warnings).toEqual([]);
    const code = readFileSync(r.out, 'utf8');
    expect(code.match(NODE_IMPORT) ?? []).toEqual([]);
    expect(code.match(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](?:koffi|webgpu)["']/g) ?? []).toEqual(
      [],
    );
    const min = await bundle(true);
    expect(min.errors).toBe(0);
    const kib = statSync(r.out).size / 1024;
    const minKib = statSync(min.out).size / 1024;
    console.info(`browser bundle without binaryen: ${kib.toFixed(0)} KiB, minified ${minKib.toFixed(0)} KiB`);
    // docs/startup.md states both sizes: they must describe the bundle that exists
    const docs = readFileSync(join(ROOT, 'docs/startup.md'), 'utf8').replace(/\s+/g, ' ');
    const stated = /\*\*(\d+) KiB, (\d+) KiB minified/.exec(docs);
    expect(stated, 'docs/startup.md states the bundle size as "**N KiB, M KiB minified"').not.toBeNull();
    expect(Math.abs(Number(stated?.[1]) / kib - 1)).toBeLessThan(0.15);
    expect(Math.abs(Number(stated?.[2]) / minKib - 1)).toBeLessThan(0.15);
  });
});
