/**
 * Opens examples/playground in headless Chromium (as browser.test.ts: Debian's `chromium` driven by
 * playwright-core, WebGPU on SwiftShader's Vulkan): types a kernel into the editor, runs it on js,
 * wasm and webgpu (where the page lists it), reads the outputs and the generated source back from
 * the page, and checks that a syntax error is shown with its code. Skipped, with the reason,
 * without chromium.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDist, ROOT } from '../backends/webgpu/support.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const missing = existsSync(CHROMIUM)
  ? ''
  : `${CHROMIUM} not found (apt-get install chromium, or set CHROMIUM_PATH)`;
if (missing) console.info(`playground test skipped — ${missing}`);

const KERNEL = '(i, { x, y, a }) => {\n  y[i] = a * x[i] + 3;\n}';

function startServer(): Promise<{ url: string; proc: ChildProcess }> {
  const serve = join(ROOT, 'examples/browser/serve.mjs');
  const proc = spawn(process.execPath, [serve, '--port', '0', '--page', 'examples/playground/index.html'], {
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

/** Clicks Run and waits until the page says done or error. */
async function run(page: Page): Promise<string> {
  await page.click('#run');
  await page.waitForFunction(() => ['done', 'error'].includes(document.body.dataset.state ?? ''), undefined, {
    timeout: 60_000,
  });
  return (await page.evaluate(() => document.body.dataset.state)) ?? '';
}

describe.skipIf(missing !== '')(`playground page (${missing || CHROMIUM})`, () => {
  let server: ChildProcess | undefined;
  const profile = mkdtempSync(join(tmpdir(), 'tutti-chromium-'));
  afterAll(() => {
    server?.kill();
    rmSync(profile, { recursive: true, force: true });
  });

  it('runs a typed kernel on each listed device and shows outputs, time, source and errors', async () => {
    ensureDist();
    const s = await startServer();
    server = s.proc;
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        // WebGPU without a GPU: Chromium's own software Vulkan (SwiftShader), as in browser.test.ts.
        '--enable-unsafe-webgpu',
        '--use-webgpu-adapter=swiftshader',
        '--enable-features=Vulkan',
        '--use-angle=swiftshader',
        '--no-first-run',
        '--disable-background-networking',
      ],
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(s.url);
      await page.waitForFunction(() => document.body.dataset.state === 'ready', undefined, {
        timeout: 60_000,
      });
      const listed = await page.$$eval('#device option:not([disabled])', (os) =>
        os.map((o) => (o as HTMLOptionElement).value),
      );
      console.info(`playground lists ${listed.join(', ')}`);
      expect(listed).toEqual(expect.arrayContaining(['js:0', 'wasm:0']));
      const marks: Record<string, RegExp> = { js: /\bfunction\b|=>/, wasm: /\(module/, webgpu: /@compute/ };
      await page.fill('#source', KERNEL);
      await page.fill('#args', 'x: f32[] = i\ny: f32[] = 0\na: f32 = 2');
      await page.fill('#range', '20');
      await page.fill('#size', '20');
      for (const id of listed.filter((d) => /^(js|wasm|webgpu):/.test(d))) {
        await page.selectOption('#device', id);
        expect(await run(page), `${id}: ${await page.textContent('#error')}`).toBe('done');
        const want = Array.from({ length: 16 }, (_, i) => 2 * i + 3);
        expect(await page.textContent('#output')).toContain(`y = [${want.join(', ')}, …]`);
        expect(await page.textContent('#time')).toMatch(/launch [\d.]+ ms, await [\d.]+ ms/);
        expect(await page.textContent('#generated')).toMatch(marks[id.split(':')[0] ?? ''] ?? /$^/);
      }
      await page.selectOption('#device', 'js:0');
      await page.fill('#source', '(i, { x, y, a }) => {\n  y[i] = a * +* x[i];\n}');
      expect(await run(page)).toBe('error');
      expect(await page.textContent('#error-code')).toBe('KERNEL_PARSE_ERROR');
      expect(await page.textContent('#error-message')).toMatch(/2:\d+/);
      // Wrong arguments: an unknown dtype (the page's own check), an array where the kernel
      // multiplies a scalar (tutti's), are shown with their codes too.
      await page.fill('#source', KERNEL);
      await page.fill('#args', 'x: f32[] = i\ny: f32[] = 0\na: bogus = 2');
      expect(await run(page)).toBe('error');
      expect(await page.textContent('#error-code')).toBe('PLAYGROUND_BAD_INPUT');
      await page.fill('#args', 'x: f32[] = i\ny: f32[] = 0\na: f32[] = 2');
      expect(await run(page)).toBe('error');
      console.info(`an array for a scalar: ${await page.textContent('#error')}`);
      expect(await page.textContent('#error-code')).toBe('KERNEL_ARRAY_AS_VALUE');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
