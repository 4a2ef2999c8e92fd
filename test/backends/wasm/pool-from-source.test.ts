/**
 * tutti run from its TypeScript sources under tsx (esbuild with keepNames): the wasm pool's
 * workers evaluate workerMain's source text, in which esbuild wraps named functions with a
 * `__name` helper the worker did not have — every pooled launch failed with "__name is not
 * defined". The eval'd worker now defines it.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';

const wasm = tt.devices().find((d) => d.backend === 'wasm');
const script = fileURLToPath(new URL('../../fixtures/wasm-pool-from-source.mts', import.meta.url));

describe.skipIf(!wasm?.available)('the wasm pool from TypeScript sources (tsx)', () => {
  it('runs a pooled launch and reads its results', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 120_000,
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    });
    expect(r.status, r.stderr.slice(0, 2000)).toBe(0);
    expect(JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '{}')).toEqual({ wrong: 0, last: 2 ** 20 });
  });
});
