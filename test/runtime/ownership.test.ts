/** Ownership (HAMR): onFree deleters, owned GPUBuffers, one owner at a time, deleters that throw. */
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import * as tt from '../../src/index.js';

const inc = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i] = x[i] + 1;
});

const devices = tt.devices().filter((d) => d.available);
const webgpu = devices.find((d) => d.backend === 'webgpu');

describe.each(devices.map((d) => [d.id, d] as const))('onFree on %s', (_id, dev) => {
  it('is called once, after the work submitted with the array, on dispose()', async () => {
    const data = new Float32Array([1, 2, 3]);
    const onFree = vi.fn();
    const x = tt.array(data, { device: dev, onFree });
    const launched = inc.launch(3, { x });
    const read = x.read();
    x.dispose();
    x.dispose();
    expect(onFree).not.toHaveBeenCalled(); // the launch and the read still use the memory
    await launched;
    expect([...(await read)]).toEqual([2, 3, 4]);
    await vi.waitFor(() => expect(onFree).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 5));
    expect(onFree).toHaveBeenCalledTimes(1);
  });

  it('frees every array of queued launches with two arrays once they have all finished', async () => {
    const copy = tt.kernel({ a: tt.arrayOf(tt.f32), b: tt.arrayOf(tt.f32) }, (i, { a, b }) => {
      b[i] = a[i] + 1;
    });
    const freed: string[] = [];
    const a = tt.array(new Float32Array([1, 2]), { device: dev, onFree: () => freed.push('a') });
    const b = tt.array(new Float32Array(2), { device: dev, onFree: () => freed.push('b') });
    const launches = [copy.launch(2, { a, b }), copy.launch(2, { a: b, b: a }), inc.launch(2, { x: a })];
    a.dispose();
    b.dispose();
    expect(freed).toEqual([]); // the three launches still use both
    await Promise.all(launches);
    await vi.waitFor(() => expect(freed.sort()).toEqual(['a', 'b']));
    // an array whose launches have all finished is freed at once by dispose()
    const c = tt.array(new Float32Array([5]), { device: dev, onFree: () => freed.push('c') });
    await copy.launch(1, { a: c, b: tt.zeros([1], tt.f32, { device: dev }) });
    c.dispose();
    expect(freed).toContain('c');
  });

  it('a deleter that throws is ARRAY_FREE_FAILED from dispose(); the memory may be owned again', () => {
    const data = new Float32Array(2);
    const x = tt.array(data, {
      device: dev,
      onFree: () => {
        throw new Error('boom');
      },
    });
    let caught: unknown;
    try {
      x.dispose();
    } catch (e) {
      caught = e;
    }
    expect(caught).toMatchObject({ name: 'ArrayError', code: 'ARRAY_FREE_FAILED' });
    expect((caught as Error).message).toContain('boom');
    expect(x.disposed).toBe(true);
    const again = vi.fn();
    tt.array(data, { device: dev, onFree: again }).dispose();
    expect(again).toHaveBeenCalledTimes(1);
  });
});

describe('ownership rules', () => {
  it('memory a live array owns cannot be owned by a second array (ARRAY_ALREADY_OWNED)', () => {
    const data = new Float32Array(4);
    const x = tt.array(data, { device: 'js', onFree: () => {} });
    expect(() => tt.array(data, { device: 'js', onFree: () => {} })).toThrow(
      expect.objectContaining({ name: 'ArrayError', code: 'ARRAY_ALREADY_OWNED' }),
    );
    // wrapping without a deleter does not own: allowed
    expect(tt.array(data, { device: 'js' }).length).toBe(4);
    x.dispose();
    expect(() => tt.array(data, { device: 'js', onFree: () => {} }).dispose()).not.toThrow();
  });

  it('a deferred deleter failure is reported with console.warn, never an unhandled error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const x = tt.array(new Float32Array(2), {
      device: 'js',
      onFree: () => {
        throw new Error('late boom');
      },
    });
    const p = inc.launch(2, { x });
    expect(() => x.dispose()).not.toThrow();
    await p;
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('ARRAY_FREE_FAILED')));
    warn.mockRestore();
  });

  it('a using block calls onFree once at its end, after the launch it awaited', async () => {
    const onFree = vi.fn();
    const data = new Float32Array([1, 2]);
    {
      using x = tt.array(data, { device: 'js', onFree });
      await inc.launch(2, { x });
      expect(onFree).not.toHaveBeenCalled();
    }
    expect(onFree).toHaveBeenCalledTimes(1);
    expect([...data]).toEqual([2, 3]);
    // the memory is free to be claimed again once its owner is gone
    tt.array(data, { device: 'js', onFree }).dispose();
    expect(onFree).toHaveBeenCalledTimes(2);
  });

  it('onFree must be a function', () => {
    expect(() => tt.array([1], { onFree: 1 as never })).toThrow(
      expect.objectContaining({ code: 'ARRAY_BAD_OPTIONS' }),
    );
  });

  it('an array never disposed calls onFree when it is garbage-collected', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const onFree = vi.fn();
    (() => {
      tt.array(new Float32Array(16), { device: 'js', onFree });
    })();
    for (let i = 0; i < 50 && onFree.mock.calls.length === 0; i++) {
      gc();
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(onFree).toHaveBeenCalledTimes(1);
  });
});

describe.skipIf(!webgpu)('owned GPUBuffers', () => {
  const STORAGE_COPY = 0x80 | 0x4 | 0x8;

  it('owned: true destroys the buffer on dispose, once; by default the buffer stays yours', async () => {
    const gd = tt.gpuDeviceOf(webgpu as tt.Device);
    const mine = gd.createBuffer({ size: 16, usage: STORAGE_COPY });
    const theirs = gd.createBuffer({ size: 16, usage: STORAGE_COPY });
    const keep = vi.spyOn(mine, 'destroy');
    const drop = vi.spyOn(theirs, 'destroy');
    const onFree = vi.fn();
    const a = tt.fromGPUBuffer(mine, { dtype: tt.f32, device: gd });
    const b = tt.fromGPUBuffer(theirs, { dtype: tt.f32, device: gd, owned: true, onFree });
    await b.write([1, 2, 3, 4]);
    await inc.launch(4, { x: b });
    expect([...(await b.read())]).toEqual([2, 3, 4, 5]);
    a.dispose();
    b.dispose();
    expect(keep).not.toHaveBeenCalled();
    expect(drop).toHaveBeenCalledTimes(1);
    expect(onFree).toHaveBeenCalledTimes(1);
  });

  it('a buffer already owned by a live array is ARRAY_ALREADY_OWNED; owned must be a boolean', () => {
    const gd = tt.gpuDeviceOf(webgpu as tt.Device);
    const buf = gd.createBuffer({ size: 16, usage: STORAGE_COPY });
    const a = tt.fromGPUBuffer(buf, { dtype: tt.f32, device: gd, owned: true });
    expect(() => tt.fromGPUBuffer(buf, { dtype: tt.f32, device: gd, owned: true })).toThrow(
      expect.objectContaining({ code: 'ARRAY_ALREADY_OWNED' }),
    );
    expect(() => tt.fromGPUBuffer(buf, { dtype: tt.f32, device: gd, onFree: () => {} })).toThrow(
      expect.objectContaining({ code: 'ARRAY_ALREADY_OWNED' }),
    );
    a.dispose();
    const other = gd.createBuffer({ size: 16, usage: STORAGE_COPY });
    expect(() => tt.fromGPUBuffer(other, { dtype: tt.f32, device: gd, owned: 'yes' as never })).toThrow(
      expect.objectContaining({ code: 'ARRAY_BAD_OPTIONS' }),
    );
  });
});
