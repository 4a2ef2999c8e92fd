/**
 * Issue 17 (packaging): under tsx, importing binaryen took 7–8 s because tsx's loader hook ran the
 * 14.8 MB module through esbuild. tutti now loads binaryen without a module load (split once into
 * the cache, then a vm.Script; docs/startup.md), so no loader hook — tsx's or any other — ever sees
 * it. This test runs the first wasm compile of a fresh process (fresh cache: the split is made
 * there) under a loader hook that records every binaryen module it is asked to load, and expects
 * none; a control process that imports binaryen itself shows that the hook would see it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';

const entry = new URL('../../../dist/src/index.js', import.meta.url).href;
const wasm = tt.devices().find((d) => d.backend === 'wasm');
const dir = mkdtempSync(join(tmpdir(), 'tutti-binaryen-hook-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A loader hook (as tsx installs one) that logs each binaryen module it loads to $HOOK_LOG. */
const hooks = join(dir, 'hooks.mjs');
writeFileSync(
  hooks,
  `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  if (/[\\\\/]binaryen[\\\\/][^\\\\/]*\\.m?js$/.test(url)) appendFileSync(process.env.HOOK_LOG, url + '\\n');
  return next(url, context);
}
`,
);
const register = join(dir, 'register.mjs');
writeFileSync(
  register,
  `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`,
);

function runHooked(
  script: string,
  name: string,
): { log: string; out: string; status: number | null; cache: string } {
  const log = join(dir, `${name}.log`);
  const cache = join(dir, `${name}-cache`);
  const r = spawnSync(process.execPath, ['--import', register, '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, HOOK_LOG: log, TUTTI_CACHE_DIR: cache, TUTTI_BACKENDS: 'js,wasm' },
  });
  return {
    log: existsSync(log) ? readFileSync(log, 'utf8') : '',
    out: `${r.stdout}${r.stderr}`,
    status: r.status,
    cache,
  };
}

describe.skipIf(!wasm?.available)('binaryen is loaded past loader hooks (tsx)', () => {
  if (!wasm?.available) console.log(`wasm tests skipped: ${wasm?.reason ?? 'no wasm device'}`);

  it('a control process that imports binaryen is seen by the hook', () => {
    const r = runHooked(`await import('binaryen'); console.log('imported');`, 'control');
    expect(r.out).toContain('imported');
    expect(r.log).toMatch(/binaryen/);
  });

  it('the first wasm compile of a fresh process loads no binaryen module through the hook', () => {
    const script = `
      const tt = await import(${JSON.stringify(entry)});
      const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => { x[i] = x[i] * 3 + 1; }, { name: 'hooked' });
      const x = tt.full([64], 2, tt.f32, { device: 'wasm' });
      await k.launch(64, { x });
      const r = await x.read();
      console.log(r[0] === 7 && r[63] === 7 ? 'computed' : 'wrong ' + r[0]);`;
    const r = runHooked(script, 'tutti');
    expect(r.out).toContain('computed');
    expect(r.status).toBe(0);
    expect(r.log).toBe('');
    // the split binaryen was made in this fresh cache (what later processes load)
    const versions = readdirSync(join(r.cache, 'binaryen'));
    expect(versions).toHaveLength(1);
    expect(readdirSync(join(r.cache, 'binaryen', versions[0] as string)).sort()).toEqual(
      expect.arrayContaining(['binaryen.js', 'binaryen.wasm']),
    );
  });
});
