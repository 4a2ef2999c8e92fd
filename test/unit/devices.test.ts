/** tt.devices() and selectors. */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

describe('devices', () => {
  it('lists every known backend, available or not, with reasons and capabilities', () => {
    const ds = tt.devices();
    const ids = ds.map((d) => d.backend);
    for (const b of ['js', 'native', 'wasm', 'webgpu', 'cuda']) expect(ids).toContain(b);
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
