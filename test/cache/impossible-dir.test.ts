/**
 * An impossible cache path must fail fast and fall back to the temporary cache, never spin:
 * Node's recursive mkdir loops forever under /proc, which once hung `import 'tutti'`.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { makeDirs } from '../../src/cache/make-dirs.js';
import * as tt from '../../src/index.js';

const entry = new URL('../../dist/src/index.js', import.meta.url).href;

describe('impossible cache directories', () => {
  it('makeDirs throws at once for a path under /proc', () => {
    const t0 = performance.now();
    expect(() => makeDirs('/proc/nonexistent/tutti/native')).toThrow(/ENOENT/);
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  it('a process with TUTTI_CACHE_DIR under /proc computes on every device with one warning', () => {
    const script = `
      const tt = await import(${JSON.stringify(entry)});
      const k = tt.kernel({ x: tt.arrayOf(tt.i32) }, (i, { x }) => { x[i] = i * 3; }, { name: 'proc_cache' });
      for (const d of tt.devices().filter((d) => d.available && d.backend !== 'webgpu')) {
        const x = tt.zeros([8], tt.i32, { device: d.id });
        await k.launch(8, { x });
        const r = await x.read();
        if (r[7] !== 21) throw new Error(d.id + ' computed ' + r[7]);
        console.log('ok ' + d.id);
      }`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, TUTTI_CACHE_DIR: '/proc/nonexistent/tutti', TUTTI_BACKENDS: 'js,wasm,native' },
    });
    expect(r.signal).toBeNull();
    for (const d of tt.devices().filter((d) => d.available && ['js', 'wasm', 'native'].includes(d.backend))) {
      expect(r.stdout).toContain(`ok ${d.id}`);
    }
    expect(r.status).toBe(0);
    const warnings = r.stderr.split('\n').filter((l) => l.includes('compile cache directory'));
    expect(warnings.length).toBeLessThanOrEqual(1);
  });
});
