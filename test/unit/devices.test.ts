/** tt.devices() and selectors. */
import { describe, expect, it } from 'vitest';
import { lazyBackend } from '../../src/backends/lazy.js';
import { BACKEND_IDS } from '../../src/backends/registry.js';
import * as tt from '../../src/index.js';

describe('devices', () => {
  it('lists every known backend, available or not, with reasons and capabilities', () => {
    const ds = tt.devices();
    const ids = ds.map((d) => d.backend);
    for (const b of BACKEND_IDS) expect(ids).toContain(b);
    // Each registry line loads a module whose backend has that id and kind (else: an internal error).
    expect(ds.filter((d) => /internal error/.test(d.reason ?? '')).map((d) => d.reason)).toEqual([]);
    const js = ds.find((d) => d.backend === 'js');
    expect(js).toMatchObject({ id: 'js:0', kind: 'cpu', available: true });
    expect(js?.caps).toMatchObject({ f64: true, atomics: true });
    for (const d of ds.filter((x) => !x.available)) expect(d.reason).toMatch(/\S/);
    expect(JSON.parse(JSON.stringify(ds))[0]).toHaveProperty('id');
  });

  it('selects by backend, by id, and by class with fallback', () => {
    expect(tt.device('js').id).toBe('js:0');
    expect(tt.device('js:0')).toBe(tt.device('js'));
    expect(tt.device('cpu').kind).toBe('cpu');
    expect(tt.device('auto').available).toBe(true);
    const d = tt.device('js');
    expect(tt.device(d)).toBe(d);
  });

  it('a selector that matches nothing throws DeviceNotFoundError listing what exists', () => {
    expect(() => tt.device('tpu')).toThrow(tt.DeviceNotFoundError);
    expect(() => tt.device('tpu')).toThrow(/js:0/);
    expect(() => tt.device('js:7')).toThrow(tt.DeviceNotFoundError);
  });

  it('asking for an unavailable backend explicitly throws BackendUnavailableError with the reason', () => {
    const missing = tt.devices().find((d) => !d.available);
    if (!missing) {
      console.info('skipped: every backend is available on this machine');
      return;
    }
    expect(() => tt.device(missing.backend)).toThrow(tt.BackendUnavailableError);
    expect(() => tt.device(missing.backend)).toThrow(missing.reason ?? '');
  });
});

describe('the backends setting', () => {
  it('probes only the listed backends and says why the others are unavailable', async () => {
    const { spawnSync } = await import('node:child_process');
    const entry = new URL('../../dist/src/index.js', import.meta.url).href;
    const script = `const tt = await import(${JSON.stringify(entry)}); console.log(JSON.stringify(tt.devices().map((d) => [d.id, d.available, d.reason ?? ''])));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, TUTTI_BACKENDS: 'wasm' },
    });
    expect(r.status).toBe(0);
    const rows = JSON.parse(r.stdout) as [string, boolean, string][];
    const byId = new Map(rows.map(([id, ok, why]) => [id, { ok, why }]));
    expect(byId.get('js:0')?.ok).toBe(true);
    expect(byId.get('webgpu:0')).toEqual({ ok: false, why: "disabled by the backends setting ('wasm')" });
    expect(r.stderr).not.toMatch(/artificially reduced/);
  });

  it('refuses a registry line whose module is another backend (a tutti bug)', async () => {
    const other = {
      id: 'js',
      kind: 'cpu',
      probe: () => ({ available: false, reason: 'x' }),
      open: () => {
        throw new Error('never opened');
      },
    } as tt.Backend;
    const wrong = lazyBackend('wasm', 'cpu', async () => other);
    await expect(Promise.resolve().then(() => wrong.probe())).rejects.toMatchObject({ code: 'TUTTI_BUG' });
  });
});
