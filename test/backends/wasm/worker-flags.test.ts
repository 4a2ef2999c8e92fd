/**
 * Services run Node with per-process V8 flags; wasm's worker pool must still start its workers
 * (Node refuses those flags in a worker's execArgv with ERR_WORKER_INVALID_EXEC_ARGV).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';

const entry = new URL('../../../dist/src/index.js', import.meta.url).href;
const wasm = tt.devices().find((d) => d.backend === 'wasm');

describe.skipIf(!wasm?.available)('wasm workers under Node flags', () => {
  if (!wasm?.available) console.log(`wasm tests skipped: ${wasm?.reason ?? 'no wasm device'}`);
  for (const flags of [
    ['--max-old-space-size=512'],
    ['--expose-gc'],
    ['--max-old-space-size=512', '--expose-gc'],
  ]) {
    it(`launches on wasm with ${flags.join(' ')}`, () => {
      const script = `
        const tt = await import(${JSON.stringify(entry)});
        const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => { x[i] = x[i] * 2 + 1; }, { name: 'flags_check' });
        const n = 1 << 20;
        const x = tt.full([n], 1, tt.f32, { device: 'wasm' });
        await k.launch(n, { x });
        const r = await x.read();
        if (r[n - 1] !== 3 || r[0] !== 3) throw new Error('wrong result');
        console.log('computed');`;
      const r = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script], {
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, TUTTI_BACKENDS: 'js,wasm' },
      });
      expect(r.stderr).not.toMatch(/invalid execArgv/);
      expect(r.stdout).toContain('computed');
      expect(r.status).toBe(0);
    });
  }
});
