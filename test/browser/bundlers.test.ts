/**
 * A web app importing 'tutti', bundled as a web developer would, with each bundler's defaults:
 * esbuild (`--bundle --format=esm --platform=browser`, nothing else: it once needed
 * `--external:binaryen`) and Vite (`vite build`, no config). Each bundle is served on localhost and
 * loaded in headless Chromium, where it runs a kernel on the js and the wasm device (the page maps
 * binaryen in its import map, as docs/startup.md says). Skipped, with the reason, without chromium.
 */

import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { build as esbuild } from 'esbuild';
import { chromium } from 'playwright-core';
import { build as vite } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDist, ROOT } from '../backends/webgpu/support.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const missing = existsSync(CHROMIUM)
  ? ''
  : `${CHROMIUM} not found (apt-get install chromium, or set CHROMIUM_PATH)`;
if (missing) console.info(`bundler test skipped — ${missing}`);

const APP = `import * as tt from 'tutti';
const k = tt.kernel({ x: tt.arrayOf(tt.f32), a: tt.f32 }, (i, { x, a }) => { x[i] = i * a + 1; });
const out = {};
try {
  for (const d of ['js', 'wasm']) {
    const x = tt.zeros([8], tt.f32, { device: d });
    await k.launch(8, { x, a: 2 });
    out[d] = { device: x.device.id, values: Array.from(await x.read()) };
  }
} catch (e) {
  out.error = String(e);
}
globalThis.tuttiResult = out;
`;

/** The page: the app, and binaryen mapped for the wasm device (loaded at its first compile). */
const html = (script: string): string =>
  `<!doctype html><html><head><meta charset="utf-8">
<script type="importmap">{"imports":{"binaryen":"/binaryen/index.js"}}</script>
</head><body><script type="module" src="${script}"></script></body></html>
`;

const BINARYEN = createRequire(join(ROOT, 'package.json')).resolve('binaryen');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

/** Serves `dir` on 127.0.0.1 (cross-origin isolated, as a wasm page wants), and binaryen. */
function serve(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file =
      path === '/binaryen/index.js' ? BINARYEN : normalize(join(dir, path === '/' ? 'index.html' : path));
    const headers = {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
    };
    try {
      if (file !== BINARYEN && !file.startsWith(dir + sep)) throw new Error('outside');
      const body = readFileSync(file);
      res.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404, headers);
      res.end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      resolve({ url: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/`, server });
    }),
  );
}

interface Result {
  error?: string;
  js?: { device: string; values: number[] };
  wasm?: { device: string; values: number[] };
}

const EXPECTED = Array.from({ length: 8 }, (_, i) => i * 2 + 1);

describe.skipIf(missing !== '')(
  `an app importing tutti, bundled with defaults (${missing || CHROMIUM})`,
  () => {
    const work = mkdtempSync(join(tmpdir(), 'tutti-bundlers-'));
    const servers: Server[] = [];
    afterAll(() => {
      for (const s of servers) s.close();
      rmSync(work, { recursive: true, force: true });
    });

    /** The app's project: its source, and tutti in its node_modules (as npm installs it). */
    function project(name: string): string {
      const dir = join(work, name);
      mkdirSync(join(dir, 'node_modules'), { recursive: true });
      symlinkSync(ROOT, join(dir, 'node_modules/tutti'), 'dir');
      writeFileSync(join(dir, 'app.js'), APP);
      return dir;
    }

    async function runInChromium(dir: string): Promise<{ result: Result; errors: string[] }> {
      const s = await serve(dir);
      servers.push(s.server);
      const context = await chromium.launchPersistentContext(join(work, 'profile'), {
        executablePath: CHROMIUM,
        headless: true,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(s.url);
        await page.waitForFunction(() => 'tuttiResult' in globalThis, undefined, { timeout: 30_000 });
        const result = (await page.evaluate(
          () => (globalThis as { tuttiResult?: unknown }).tuttiResult,
        )) as Result;
        return { result, errors };
      } finally {
        await context.close();
        rmSync(join(work, 'profile'), { recursive: true, force: true });
      }
    }

    function expectKernelRan(r: { result: Result; errors: string[] }): void {
      expect(r.errors).toEqual([]);
      expect(r.result).toEqual({
        js: { device: 'js:0', values: EXPECTED },
        wasm: { device: 'wasm:0', values: EXPECTED },
      });
    }

    it('esbuild --bundle --format=esm --platform=browser: builds and runs on js and wasm', async () => {
      ensureDist();
      const dir = project('esbuild');
      writeFileSync(join(dir, 'index.html'), html('./out.js'));
      const t0 = performance.now();
      const r = await esbuild({
        entryPoints: [join(dir, 'app.js')],
        bundle: true,
        format: 'esm',
        platform: 'browser',
        outfile: join(dir, 'out.js'),
        logLevel: 'silent',
      });
      expect(r.errors).toEqual([]);
      expect(r.warnings.map((w) => w.text)).toEqual([]);
      const built = performance.now();
      expectKernelRan(await runInChromium(dir));
      console.info(
        `esbuild: bundled in ${(built - t0).toFixed(0)} ms, ran in Chromium in ${(performance.now() - built).toFixed(0)} ms`,
      );
    }, 60_000);

    it('vite build (no config): builds and runs on js and wasm', async () => {
      ensureDist();
      const dir = project('vite');
      writeFileSync(join(dir, 'index.html'), html('./app.js'));
      const t0 = performance.now();
      await vite({ root: dir, configFile: false, logLevel: 'silent' });
      const built = performance.now();
      expectKernelRan(await runInChromium(join(dir, 'dist')));
      console.info(
        `vite: built in ${(built - t0).toFixed(0)} ms, ran in Chromium in ${(performance.now() - built).toFixed(0)} ms`,
      );
    }, 60_000);
  },
);
