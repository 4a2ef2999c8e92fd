/** Selector strings: backend:type:N triples with optional parts, and comma lists of alternatives. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const available = tt.devices().filter((d) => d.available);
const firstOf = (kind: 'cpu' | 'gpu') => available.find((d) => d.kind === kind);

describe('backend:type:N triples', () => {
  it('full, partial and backend-only forms pick the same device', () => {
    const js = tt.device('js');
    for (const s of ['js', 'js:0', 'js:cpu', 'js:cpu:0', 'js::0', ' JS:CPU:0 '])
      expect(tt.device(s)).toBe(js);
  });

  it(':type picks the first available device of that type, :type:N the N-th', () => {
    expect(tt.device(':cpu')).toBe(firstOf('cpu'));
    expect(tt.device(':cpu')).toBe(tt.device('cpu'));
    const cpus = available.filter((d) => d.kind === 'cpu');
    expect(tt.device(`:cpu:${cpus.length - 1}`)).toBe(cpus[cpus.length - 1]);
    expect(() => tt.device(`:cpu:${cpus.length}`)).toThrow(
      expect.objectContaining({ code: 'DEVICE_NOT_FOUND' }),
    );
  });

  it('every device is selected by its own selector, which `tt.devices()` reports', () => {
    for (const d of available) {
      expect(d.selector).toBe(`${d.backend}:${d.kind}:${d.index}`);
      expect(tt.device(d.selector)).toBe(d);
      expect(d.toJSON().selector).toBe(d.selector);
    }
  });

  it('an unknown backend is DeviceNotFoundError, even as an alternative of a list', () => {
    for (const s of ['tpu', 'nosuch:cpu', 'js,natve']) {
      expect(() => tt.device(s), s).toThrow(expect.objectContaining({ name: 'DeviceNotFoundError' }));
    }
  });

  it('a backend with the wrong type matches nothing', () => {
    expect(() => tt.device('js:gpu')).toThrow(expect.objectContaining({ code: 'DEVICE_NOT_FOUND' }));
  });

  it('a sub-device id that createSubDevices has not made is not found (not a malformed type)', () => {
    expect(() => tt.device('native:0.7')).toThrow(
      expect.objectContaining({ name: 'DeviceNotFoundError', code: 'DEVICE_NOT_FOUND' }),
    );
    expect(tt.device('native:0.7, js')).toBe(tt.device('js'));
  });

  it('malformed selectors are DeviceSelectorError naming the bad part', () => {
    for (const s of ['js:cpu:0:1', 'js:tpu', ':0', 'js:cpu:x', 'js,,cpu']) {
      expect(() => tt.device(s), s).toThrow(
        expect.objectContaining({ name: 'DeviceSelectorError', code: 'DEVICE_BAD_SELECTOR' }),
      );
    }
  });
});

describe('comma lists: the first available alternative', () => {
  it('skips unavailable backends and unmatched alternatives', () => {
    const cuda = tt.devices().find((d) => d.backend === 'cuda');
    const expected = cuda?.available ? cuda : tt.device('js');
    expect(tt.device('cuda,js')).toBe(expected);
    expect(tt.device('js:gpu, js:cpu')).toBe(tt.device('js'));
    expect(tt.device('cuda,webgpu,cpu')).toBe(
      available.find((d) => d.backend === 'cuda') ??
        available.find((d) => d.backend === 'webgpu') ??
        tt.device('cpu'),
    );
  });

  it('says why each alternative failed when none is available', () => {
    try {
      tt.device('js:gpu,:cpu:99');
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({ name: 'DeviceNotFoundError', code: 'DEVICE_NOT_FOUND' });
      expect(String((e as Error).message)).toMatch(/js:gpu: .*\n.*:cpu:99: /);
    }
  });

  it('works in opts.device and as the configured default device (TUTTI_DEVICE)', async () => {
    const x = tt.zeros([2], tt.f32, { device: 'cuda:gpu:0,js:cpu:0' });
    const cuda = tt.devices().find((d) => d.backend === 'cuda' && d.available);
    expect(x.device).toBe(cuda ?? tt.device('js'));
    tt.configure({ device: 'js:gpu,js:cpu' });
    try {
      expect(tt.zeros([1], tt.f32).device).toBe(tt.device('js'));
    } finally {
      tt.configure({ device: 'auto' });
    }
  });

  it('TUTTI_DEVICE in the environment takes triples and comma lists; a bad one is refused', () => {
    const entry = new URL('../../dist/src/index.js', import.meta.url).href;
    const script = `const tt = await import(${JSON.stringify(entry)});
      try { console.log(tt.zeros([1], tt.f32).device.id); } catch (e) { console.log(e.name, e.code); }`;
    const run = (device: string) =>
      spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, TUTTI_DEVICE: device },
      }).stdout.trim();
    const cuda = tt.devices().find((d) => d.backend === 'cuda' && d.available);
    expect(run('cuda:gpu:0, js:cpu:0')).toBe(cuda ? cuda.id : 'js:0');
    expect(run('js:cpu')).toBe('js:0');
    expect(run('js:tpu')).toBe('DeviceSelectorError DEVICE_BAD_SELECTOR');
    expect(run('natve')).toBe('DeviceNotFoundError DEVICE_NOT_FOUND');
  });
});
