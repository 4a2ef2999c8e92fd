/**
 * Opens examples/browser in headless Chromium (Debian's `chromium`, driven by playwright-core) and
 * checks the demo kernels' results; reports which device the page ran on (WebGPU when the browser
 * offers it, else js). Skipped, with the reason, when chromium is not installed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDist, ROOT } from '../backends/webgpu/support.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const missing = existsSync(CHROMIUM)
  ? ''
  : `${CHROMIUM} not found (apt-get install chromium, or set CHROMIUM_PATH)`;
if (missing) console.info(`browser test skipped — ${missing}`);

interface PageRun {
  device: string;
  name: string;
  results: { name: string; ok: boolean; detail: string }[];
}

interface PageReport {
  error?: string;
  runs: PageRun[];
  skipped: { device: string; reason?: string }[];
}

function startServer(): Promise<{ url: string; proc: ChildProcess }> {
  const proc = spawn(process.execPath, [join(ROOT, 'examples/browser/serve.mjs'), '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    proc.once('error', reject);
    proc.stdout?.on('data', (d: Buffer) => {
      const m = /listening on (\S+)/.exec(String(d));
      if (m?.[1]) resolve({ url: m[1], proc });
    });
  });
}

describe.skipIf(missing !== '')(`browser example (${missing || CHROMIUM})`, () => {
  let server: ChildProcess | undefined;
  const profile = mkdtempSync(join(tmpdir(), 'tutti-chromium-'));
  afterAll(() => {
    server?.kill();
    rmSync(profile, { recursive: true, force: true });
  });

  it('runs the demo kernels and they all match plain JS', async () => {
    ensureDist();
    const s = await startServer();
    server = s.proc;
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        // WebGPU without a GPU: Chromium's own software Vulkan (SwiftShader).
        '--enable-unsafe-webgpu',
        '--use-webgpu-adapter=swiftshader',
        '--enable-features=Vulkan',
        '--use-angle=swiftshader',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(s.url);
      await page.waitForFunction(() => 'tuttiResults' in globalThis, undefined, { timeout: 60_000 });
      const report = (await page.evaluate(
        () => (globalThis as { tuttiResults?: unknown }).tuttiResults,
      )) as PageReport;
      for (const r of report.runs) console.info(`browser example ran on ${r.device} — ${r.name}`);
      for (const d of report.skipped) console.info(`browser example skipped ${d.device}: ${d.reason ?? ''}`);
      expect(errors).toEqual([]);
      expect(report.error).toBeUndefined();
      // The page runs on every device the browser offers: js always, wasm where WebAssembly SIMD is.
      expect(report.runs.map((r) => r.device)).toEqual(expect.arrayContaining(['js:0', 'wasm:0']));
      for (const run of report.runs) {
        expect(run.results.map((r) => r.name)).toEqual([
          'saxpy',
          'mandelbrot',
          'histogram',
          'stencil',
          'matmul',
          'canvas blur (Uint8ClampedArray)',
        ]);
        for (const r of run.results) expect(r.detail, `${run.device} ${r.name}`).toBe('');
      }
      expect(await page.locator('#status').textContent()).toBe('all ok');
    } finally {
      await context.close();
    }
  }, 120_000);
});
