/**
 * The conformance suite in headless Chromium on the browser's own WebGPU (navigator.gpu on
 * SwiftShader's Vulkan: --enable-unsafe-webgpu --use-webgpu-adapter=swiftshader
 * --enable-features=Vulkan --use-angle=swiftshader). The page (webgpu-page/main.ts, bundled from
 * the sources by esbuild with the package's "browser" map) runs each case and sends back every
 * output's bytes; here they are compared with the js backend's in Node, like conformance.test.ts
 * (integers exactly, floats within the case's ulps). Skipped, with the reason, without chromium.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import type { HostArray } from '../conformance/case.js';
import { CASES } from '../conformance/cases.js';
import { compare } from '../support/compare.js';
import { runOn } from '../support/run.js';

const ROOT = resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const missing = existsSync(CHROMIUM)
  ? ''
  : `${CHROMIUM} not found (apt-get install chromium, or set CHROMIUM_PATH)`;
if (missing) console.info(`browser WebGPU conformance skipped — ${missing}`);

/** Chromium's WebGPU without a GPU: SwiftShader's Vulkan. */
export const WEBGPU_FLAGS = [
  '--enable-unsafe-webgpu',
  '--use-webgpu-adapter=swiftshader',
  '--enable-features=Vulkan',
  '--use-angle=swiftshader',
];

interface PageResult {
  adapter?: string;
  details?: Record<string, string | number | boolean>;
  reason?: string;
  error?: string;
  results: {
    name: string;
    ms?: number;
    error?: string;
    outputs?: Record<string, { type: string; bytes: number[] }>;
  }[];
}

/** package.json's "browser" map, from dist/src paths to the sources (false: an empty module). */
function browserMap(): Plugin {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    browser: Record<string, string | false>;
  };
  const source = (p: string) => resolve(ROOT, p.replace('./dist/src/', 'src/').replace(/\.js$/, '.ts'));
  const map = new Map<string, string | false>();
  for (const [from, to] of Object.entries(pkg.browser)) {
    if (from.startsWith('./dist/src/')) map.set(source(from), to === false ? false : source(to));
  }
  return {
    name: 'tutti-browser-map',
    setup(b) {
      b.onResolve({ filter: /^\./ }, (args) => {
        const to = map.get(resolve(args.resolveDir, args.path).replace(/\.js$/, '.ts'));
        if (to === undefined) return undefined;
        return to === false ? { path: args.path, namespace: 'empty' } : { path: to };
      });
      b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({
        contents: 'module.exports = {};',
        loader: 'js',
      }));
    },
  };
}

async function bundle(dir: string): Promise<void> {
  await build({
    entryPoints: [join(ROOT, 'test/browser/webgpu-page/main.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outfile: join(dir, 'main.js'),
    external: ['binaryen'],
    plugins: [browserMap()],
    logLevel: 'error',
  });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"></head><body><script type="module" src="main.js"></script></body></html>',
  );
}

function serve(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const file = (req.url ?? '/').split('?')[0] === '/main.js' ? 'main.js' : 'index.html';
    res.writeHead(200, { 'Content-Type': file.endsWith('.js') ? 'text/javascript' : 'text/html' });
    res.end(readFileSync(join(dir, file)));
  });
  return new Promise((ok) => {
    server.listen(0, '127.0.0.1', () => {
      const a = server.address();
      ok({ url: `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/`, server });
    });
  });
}

function hostArray(o: { type: string; bytes: number[] }): HostArray {
  const bytes = new Uint8Array(o.bytes).buffer;
  const ctor = (globalThis as unknown as Record<string, new (b: ArrayBuffer) => HostArray>)[o.type];
  if (!ctor) throw new Error(`unknown array type ${o.type}`);
  return new ctor(bytes);
}

describe.skipIf(missing !== '')(`conformance on Chromium's WebGPU (${missing || CHROMIUM})`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'tutti-webgpu-page-'));
  let server: Server | undefined;
  afterAll(() => {
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('every case runs in the page on navigator.gpu and matches the js backend', async () => {
    await bundle(dir);
    const s = await serve(dir);
    server = s.server;
    const context = await chromium.launchPersistentContext(join(dir, 'profile'), {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', ...WEBGPU_FLAGS, '--no-first-run', '--disable-sync'],
    });
    let report: PageResult;
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(s.url);
      await page.waitForFunction(() => 'tuttiConformance' in globalThis, undefined, { timeout: 150_000 });
      report = (await page.evaluate(
        () => (globalThis as { tuttiConformance?: unknown }).tuttiConformance,
      )) as PageResult;
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
    expect(report.error).toBeUndefined();
    expect(report.reason, 'the page got no WebGPU adapter').toBeUndefined();
    const slow = [...report.results].sort((a, b) => (b.ms ?? 0) - (a.ms ?? 0)).slice(0, 3);
    console.info(
      `browser WebGPU: ${report.adapter} ${JSON.stringify(report.details)}; ${report.results.length} cases in ${report.results.reduce((s, r) => s + (r.ms ?? 0), 0)} ms, slowest: ${slow.map((r) => `${r.name.slice(0, 40)} ${r.ms} ms`).join(', ')}`,
    );
    expect(report.results.map((r) => r.name)).toEqual(CASES.map((c) => c.name));
    const js = tt.device('js');
    const failures: string[] = [];
    for (const c of CASES) {
      const got = report.results.find((r) => r.name === c.name);
      if (c.needs?.f64) {
        if (got?.error !== 'KERNEL_TYPE_UNSUPPORTED_ON_DEVICE') failures.push(`${c.name}: f64 not refused`);
        continue;
      }
      // WGSL has no device-scope fence: tt.fence() is refused on webgpu, in the browser too
      if (c.needs?.deviceFence) {
        if (got?.error !== 'KERNEL_FENCE_UNSUPPORTED') failures.push(`${c.name}: tt.fence() not refused`);
        continue;
      }
      if (!got?.outputs) {
        failures.push(`${c.name}: ${got?.error ?? 'no result'}`);
        continue;
      }
      const want = await runOn(js, c.kernel(), c.range, c.inputs());
      for (const name of c.outputs) {
        const o = got.outputs[name];
        const w = want[name];
        if (!o || !w) {
          failures.push(`${c.name}: output '${name}' missing`);
          continue;
        }
        const m = compare(hostArray(o), w as HostArray, c.ulps ?? 0);
        if (m.length) failures.push(`${c.name}: output '${name}' ${JSON.stringify(m).slice(0, 300)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
