/** HAMR-style laziness, proven on the simulated device whose memory the host cannot address. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { simSpace, useSimBackend } from '../support/sim-backend.js';

const scale = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), a: tt.f32 }, (i, { x, y, a }) => {
  y[i] = x[i] * a;
});
const addInto = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
  y[i] = y[i] + x[i];
});

let sim: tt.Device;
beforeAll(async () => {
  await useSimBackend();
  sim = tt.device('sim');
});
beforeEach(() => tt.resetStats());

describe('lazy movement (separate address space)', () => {
  it('a chain of launches moves each input once; read moves once; a second read moves nothing', async () => {
    const x = tt.array(new Float32Array([1, 2, 3, 4]), { device: sim });
    const y = tt.zeros([4], tt.f32, { device: sim });
    await scale.launch(4, { x, y, a: 2 });
    await addInto.launch(4, { x, y });
    await addInto.launch(4, { x, y });
    expect(tt.stats().hostToDevice).toBe(1); // x, once; y was created on the device
    expect(tt.stats().deviceToHost).toBe(0);
    expect([...(await y.read())]).toEqual([4, 8, 12, 16]);
    expect(tt.stats().deviceToHost).toBe(1);
    await y.read();
    expect(tt.stats().deviceToHost).toBe(1);
    expect(tt.stats().launches).toBe(3);
  });

  it('a device write makes the host copy stale; a host write makes the device copy stale', async () => {
    const x = tt.array(new Float32Array([1, 1]), { device: sim });
    const y = tt.array(new Float32Array([0, 0]), { device: sim });
    await addInto.launch(2, { x, y });
    expect(y.validSpaces).toEqual(['sim:0']);
    expect([...(await y.read())]).toEqual([1, 1]);
    expect([...y.validSpaces].sort()).toEqual(['host', 'sim:0']);
    await y.write([10, 20]);
    expect(y.validSpaces).toEqual(['host']);
    tt.resetStats();
    await addInto.launch(2, { x, y });
    expect(tt.stats().hostToDevice).toBe(1); // y again; x is still valid on the device
    expect([...(await y.read())]).toEqual([11, 21]);
  });

  it('accessible() moves data ahead of time, once', async () => {
    const x = tt.array(new Float32Array([5, 6]), { device: sim });
    await x.accessible(sim);
    await x.accessible(sim);
    expect(tt.stats().hostToDevice).toBe(1);
  });

  it('to(device) makes an independent copy on another device', async () => {
    const a = tt.array(new Float32Array([1, 2, 3]), { device: 'js' });
    const b = a.to(sim);
    expect(b.device).toBe(sim);
    await a.write([7, 7, 7]);
    expect([...(await b.read())]).toEqual([1, 2, 3]);
  });

  it('to() and accessible() take selector strings; a bad selector or a queue of another device is refused', async () => {
    const a = tt.array(new Float32Array([1, 2, 3]), { device: 'js' });
    const b = a.to('sim');
    expect(b.device).toBe(sim);
    expect([...(await b.read())]).toEqual([1, 2, 3]);
    const c = a.to('sim,js');
    expect(c.device).toBe(sim);
    const q = sim.createQueue();
    const d = a.to('sim', q);
    expect(d.queue).toBe(q);
    await Promise.all([c.read(), d.read()]);
    expect(() => a.to('js', q)).toThrow(
      expect.objectContaining({ name: 'ArrayError', code: 'ARRAY_BAD_PLACEMENT' }),
    );
    expect(() => a.to('nope')).toThrow(expect.objectContaining({ code: 'DEVICE_NOT_FOUND' }));
    expect(() => a.to(42 as never)).toThrow(expect.objectContaining({ code: 'DEVICE_NOT_FOUND' }));
    tt.resetStats();
    const e = tt.array(new Float32Array([4, 5]), { device: 'js' });
    await e.accessible('sim');
    await e.accessible('sim');
    expect(tt.stats().hostToDevice).toBe(1);
    await expect(a.accessible('js:tpu')).rejects.toMatchObject({ code: 'DEVICE_BAD_SELECTOR' });
  });

  it('zeros, empty and full without a dtype are ArrayError ARRAY_BAD_DTYPE (plain JS callers)', () => {
    const untyped = tt as unknown as {
      zeros(shape: number[]): unknown;
      empty(shape: number[]): unknown;
      full(shape: number[], v: number): unknown;
    };
    for (const make of [() => untyped.zeros([4]), () => untyped.empty([4]), () => untyped.full([4], 1)]) {
      expect(make).toThrow(expect.objectContaining({ name: 'ArrayError', code: 'ARRAY_BAD_DTYPE' }));
    }
  });

  it('dispose() frees device memory at once and later use is an ArrayDisposedError', async () => {
    const live = simSpace.live;
    const y = tt.zeros([8], tt.f32, { device: sim });
    await y.read();
    expect(simSpace.live).toBe(live + 1);
    y.dispose();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(simSpace.live).toBe(live);
    await expect(y.read()).rejects.toBeInstanceOf(tt.ArrayDisposedError);
    const x = tt.zeros([8], tt.f32, { device: sim });
    await expect(addInto.launch(8, { x, y })).rejects.toMatchObject({ code: 'ARRAY_DISPOSED' });
  });

  it('dispose() right after submitting work frees only after that work, which still sees the array', async () => {
    const live = simSpace.live;
    const x = tt.array(new Float32Array([1, 2, 3, 4]), { device: sim });
    const y = tt.zeros([4], tt.f32, { device: sim });
    const launched = scale.launch(4, { x, y, a: 3 });
    x.dispose();
    const read = y.read();
    y.dispose();
    await expect(launched).resolves.toBeInstanceOf(tt.Event);
    expect([...(await read)]).toEqual([3, 6, 9, 12]);
    await new Promise((r) => setTimeout(r, 0));
    expect(simSpace.live).toBe(live);
    expect(x.validSpaces).toEqual([]);
    await expect(scale.launch(4, { x, y, a: 1 })).rejects.toMatchObject({ code: 'ARRAY_DISPOSED' });
  });

  it('`using` disposes at the end of the block', async () => {
    let seen: tt.NDArray | undefined;
    {
      using z = tt.zeros([2], tt.f32, { device: sim });
      seen = z;
      expect(z.disposed).toBe(false);
    }
    expect(seen.disposed).toBe(true);
  });
});

describe('host memory (js device)', () => {
  it('wrapping a TypedArray is zero-copy: the kernel writes into the caller’s array', async () => {
    const data = new Float32Array([1, 2, 3]);
    const x = tt.array(data, { device: 'js' });
    const y = tt.array(data, { device: 'js' });
    await scale.launch(3, { x, y, a: 10 });
    expect([...data]).toEqual([10, 20, 30]);
    expect(tt.stats().hostToDevice + tt.stats().deviceToHost).toBe(0);
  });

  it('read() returns a copy; hostView() returns the live memory', async () => {
    const x = tt.array(new Float32Array([1, 2]), { device: 'js' });
    const r = await x.read();
    r[0] = 99;
    const v = await x.hostView();
    expect(v[0]).toBe(1);
    v[1] = 42;
    expect([...(await x.read())]).toEqual([1, 42]);
  });

  it('creation functions: zeros, full, empty, array from number[] and ArrayBuffer', async () => {
    expect([...(await tt.zeros([2, 2], tt.i32, { device: 'js' }).read())]).toEqual([0, 0, 0, 0]);
    expect([...(await tt.full([3], 2.5, tt.f32, { device: 'js' }).read())]).toEqual([2.5, 2.5, 2.5]);
    expect(tt.empty([5], tt.u32, { device: 'js' }).length).toBe(5);
    const a = tt.array([1, 2, 3], { device: 'js' });
    expect(a.dtype).toBe('f32');
    const b = tt.array([1, 2, 3, 4], { dtype: tt.i32, shape: [2, 2], device: 'js' });
    expect(b.shape).toEqual([2, 2]);
    const buf = new SharedArrayBuffer(16);
    const c = tt.array(buf, { dtype: tt.u32, device: 'js' });
    new Uint32Array(buf)[3] = 9;
    expect((await c.read())[3]).toBe(9);
  });

  it('bad creation arguments are ArrayErrors', () => {
    expect(() => tt.zeros([-1], tt.f32)).toThrow(tt.ArrayError);
    expect(() => tt.zeros([2 ** 20, 2 ** 12], tt.f32)).toThrow(/limit/);
    expect(() => tt.array(new DataView(new ArrayBuffer(8)) as never)).toThrow(/DataView is not supported/);
    expect(() => tt.array([1, 2, 3], { shape: [2, 2] })).toThrow(/does not hold 3 elements/);
    expect(() => tt.array(new ArrayBuffer(8) as never)).toThrow(/needs opts.dtype/);
  });
});
