/**
 * A script that computes on every available device must exit by itself with status 0: native
 * libraries with OpenMP threads, wasm worker pools and GPU instances must not crash or hang the
 * process at exit.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const entry = new URL('../../dist/src/index.js', import.meta.url).href;

describe('process exit', () => {
  for (const d of tt.devices().filter((x) => x.available)) {
    it(`exits cleanly after launches on ${d.id}`, () => {
      const script = `
        const tt = await import(${JSON.stringify(entry)});
        await tt.init();
        const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => { x[i] = x[i] * 2 + 1; }, { name: 'exit_check' });
        for (const n of [10, 100000]) {
          const x = tt.full([n], 1, tt.f32, { device: ${JSON.stringify(d.id)} });
          await k.launch(n, { x });
          const r = await x.read();
          if (r[n - 1] !== 3) throw new Error('wrong result ' + r[n - 1]);
        }
        console.log('computed');`;
      const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(r.stdout).toContain('computed');
      expect(r.signal).toBeNull();
      expect(r.status).toBe(0);
    });
  }
});
