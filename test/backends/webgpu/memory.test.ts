/** HAMR-style laziness on a device with its own memory: every move is counted. */
import { describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { skipReason, webgpu } from './support.js';

const scale = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), a: tt.f32 }, (i, { x, y, a }) => {
  y[i] = a * x[i];
});
const addTo = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
  y[i] = y[i] + x[i];
});

describe.skipIf(!webgpu)(`webgpu memory (${webgpu ? webgpu.toString() : skipReason})`, () => {
  const device = webgpu as tt.Device;

  it('a chain of launches moves each input to the GPU once, and nothing back until read', async () => {
    const x = tt.array(new Float32Array([1, 2, 3, 4]), { device });
    const y = tt.zeros([4], tt.f32, { device });
    tt.resetStats();
    await scale.launch(4, { x, y, a: 2 });
    await addTo.launch(4, { x, y });
    await addTo.launch(4, { x, y });
    expect(tt.stats()).toMatchObject({ hostToDevice: 1, deviceToHost: 0, launches: 3 });
    expect(Array.from(await y.read())).toEqual([4, 8, 12, 16]);
    expect(tt.stats()).toMatchObject({ hostToDevice: 1, deviceToHost: 1 });
  });

  it('a read after no write moves nothing new', async () => {
    const x = tt.array(new Float32Array([5, 6]), { device });
    const y = tt.zeros([2], tt.f32, { device });
    await scale.launch(2, { x, y, a: 3 });
    await y.read();
    tt.resetStats();
    expect(Array.from(await y.read())).toEqual([15, 18]);
    expect(tt.stats()).toMatchObject({ hostToDevice: 0, deviceToHost: 0, bytesMoved: 0 });
  });

  it('a host write invalidates the GPU copy, and a launch invalidates the host copy', async () => {
    const x = tt.array(new Float32Array([1, 1, 1]), { device });
    const y = tt.zeros([3], tt.f32, { device });
    await addTo.launch(3, { x, y });
    await x.write([10, 20, 30]);
    expect(x.validSpaces).toEqual(['host']);
    tt.resetStats();
    await addTo.launch(3, { x, y });
    expect(tt.stats().hostToDevice).toBe(1);
    expect(Array.from(await y.read())).toEqual([11, 21, 31]);
    await scale.launch(3, { x: y, y: x, a: 1 });
    expect(x.validSpaces).toEqual([device.id]);
    expect(Array.from(await x.read())).toEqual([11, 21, 31]);
  });

  it('empty arrays and odd sizes round-trip', async () => {
    const e = tt.zeros([0], tt.f32, { device });
    expect((await e.read()).length).toBe(0);
    await scale.launch(0, { x: e, y: tt.zeros([0], tt.f32, { device }), a: 1 });
    const big = Float32Array.from({ length: 1027 }, (_, i) => i);
    const x = tt.array(big, { device });
    const y = tt.zeros([1027], tt.f32, { device });
    await scale.launch(1027, { x, y, a: -1 });
    expect(Array.from(await y.read())).toEqual(Array.from(big, (v) => -v));
  });

  it('ranges beyond 65535 workgroups fold into a 2-D dispatch', async () => {
    const n = 65535 * 64 + 100;
    const fill = tt.kernel({ o: tt.arrayOf(tt.i32) }, (i, { o }) => {
      o[i] = i;
    });
    const o = tt.zeros([n], tt.i32, { device });
    await fill.launch(n, { o });
    const got = await o.read();
    expect(got[0]).toBe(0);
    expect(got[n - 1]).toBe(n - 1);
    expect(got[65535 * 64]).toBe(65535 * 64);
  });
});
