/** Sub-ranges (HAMR): write/read of a range, fill, subarray views, resize and append, on every device. */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const inc = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i] = x[i] + 1;
});

const devices = tt.devices().filter((d) => d.available);
const iota = (n: number) => Float32Array.from({ length: n }, (_, i) => i);

describe.each(devices.map((d) => [d.id, d] as const))('sub-ranges on %s', (_id, dev) => {
  it('write(data, { offset }) and read({ offset, length }) touch only the range', async () => {
    const x = tt.array(iota(8), { device: dev });
    await inc.launch(8, { x }); // the valid copy is on the device now
    await x.write([10, 20], { offset: 3 });
    expect([...(await x.read())]).toEqual([1, 2, 3, 10, 20, 6, 7, 8]);
    expect([...(await x.read({ offset: 2, length: 3 }))]).toEqual([3, 10, 20]);
    expect([...(await x.read({ offset: 6 }))]).toEqual([7, 8]);
    expect([...(await x.read({ offset: 8 }))]).toEqual([]);
    await inc.launch(8, { x });
    expect([...(await x.read({ length: 2 }))]).toEqual([2, 3]);
  });

  it('fill(value) sets every element on the device, converted as a TypedArray store converts', async () => {
    const x = tt.zeros([5], tt.f32, { device: dev });
    const ev = await x.fill(2.5);
    expect(ev).toBeInstanceOf(tt.Event);
    await inc.launch(5, { x });
    expect([...(await x.read())]).toEqual([3.5, 3.5, 3.5, 3.5, 3.5]);
    const u = tt.zeros([3], tt.u8, { device: dev });
    await u.fill(257);
    expect([...(await u.read())]).toEqual([1, 1, 1]);
  });

  it('resize(n) and append(data) are new arrays (old unchanged), one counted copy each', async () => {
    const x = tt.array(iota(4), { device: dev });
    await inc.launch(4, { x });
    tt.resetStats();
    const big = x.resize(6);
    expect(big.shape).toEqual([6]);
    expect(big.device).toBe(dev);
    expect([...(await big.read())]).toEqual([1, 2, 3, 4, 0, 0]);
    expect(tt.stats().hostToDevice).toBeGreaterThanOrEqual(1);
    expect([...(await x.resize(2).read())]).toEqual([1, 2]);
    const y = x.append([7, 8]);
    await inc.launch(6, { x: y });
    expect([...(await y.read())]).toEqual([2, 3, 4, 5, 8, 9]);
    expect([...(await x.read())]).toEqual([1, 2, 3, 4]);
  });

  it('bad ranges are ArrayError ARRAY_BAD_RANGE before anything runs', async () => {
    const x = tt.zeros([8], tt.f32, { device: dev });
    const bad = { name: 'ArrayError', code: 'ARRAY_BAD_RANGE' };
    await expect(x.write([1, 2], { offset: 7 })).rejects.toMatchObject(bad);
    await expect(x.write([1], { offset: -1 })).rejects.toMatchObject(bad);
    await expect(x.write([1], { offset: 1.5 })).rejects.toMatchObject(bad);
    await expect(x.read({ offset: 9 })).rejects.toMatchObject(bad);
    await expect(x.read({ offset: 4, length: 5 })).rejects.toMatchObject(bad);
    await expect(x.read({ offset: 0, length: -1 })).rejects.toMatchObject(bad);
    expect(() => x.subarray(-1, 2)).toThrow(expect.objectContaining(bad));
    expect(() => x.subarray(3, 2)).toThrow(expect.objectContaining(bad));
    expect(() => x.subarray(0, 9)).toThrow(expect.objectContaining(bad));
    expect(() => x.resize(-1)).toThrow(expect.objectContaining(bad));
    expect(() => x.resize(2.5)).toThrow(expect.objectContaining(bad));
    // without an offset, short data is still a mistake, not a prefix write
    await expect(x.write([1, 2])).rejects.toMatchObject({ code: 'ARRAY_BAD_DATA' });
    await expect(x.write([1], { ofset: 1 } as never)).rejects.toMatchObject({ code: 'ARRAY_BAD_OPTIONS' });
    await expect(x.fill('1' as never)).rejects.toMatchObject({ code: 'ARRAY_BAD_DATA' });
    expect(() => x.append(['a'] as never)).toThrow(expect.objectContaining({ code: 'ARRAY_BAD_DATA' }));
  });

  if (dev.backend === 'webgpu') {
    it('write(data, { offset }) of an array valid only on the GPU uploads the range alone', async () => {
      const x = tt.array(iota(8), { device: dev });
      await inc.launch(8, { x });
      tt.resetStats();
      await x.write(new Float32Array([10, 20]), { offset: 6 });
      await x.write([30], { offset: 0 });
      expect(tt.stats()).toMatchObject({ hostToDevice: 2, deviceToHost: 0, bytesMoved: 12 });
      expect(x.validSpaces).toEqual([dev.impl().memory.id]);
      await inc.launch(8, { x });
      expect([...(await x.read())]).toEqual([31, 3, 4, 5, 6, 7, 11, 21]);
      // 8-bit elements share words: such a part goes through the host, as before
      const u = tt.array(new Uint8Array([1, 2, 3, 4, 5]), { device: dev });
      await u.accessible(dev);
      await u.write([9], { offset: 2 });
      expect([...(await u.read())]).toEqual([1, 2, 9, 4, 5]);
    });
  }

  if (dev.kind !== 'cpu') {
    it('subarray() is ARRAY_BAD_PLACEMENT where memory cannot be viewed in part', () => {
      const x = tt.zeros([8], tt.f32, { device: dev });
      expect(() => x.subarray(2, 4)).toThrow(expect.objectContaining({ code: 'ARRAY_BAD_PLACEMENT' }));
    });
    return;
  }

  it('subarray(begin, end) is a view sharing memory: writes through either show in both', async () => {
    const x = tt.array(iota(8), { device: dev });
    const v = x.subarray(2, 5);
    expect(v.shape).toEqual([3]);
    tt.resetStats();
    await inc.launch(3, { x: v });
    expect([...(await x.read())]).toEqual([0, 1, 3, 4, 5, 5, 6, 7]);
    await inc.launch(8, { x });
    expect([...(await v.read())]).toEqual([4, 5, 6]);
    await v.fill(0);
    await v.write([9], { offset: 1 });
    expect([...(await x.read())]).toEqual([1, 2, 0, 9, 0, 6, 7, 8]);
    const vv = v.subarray(1); // a view of a view is a view of the root
    await inc.launch(2, { x: vv });
    expect([...(await x.read())]).toEqual([1, 2, 0, 10, 1, 6, 7, 8]);
    // the host copy and the wasm heap copy count as moves; nothing is copied per view
    expect(tt.stats().deviceToHost).toBe(0);
  });

  it('a use of the view is a use of the parent: ordering holds without awaiting', async () => {
    const x = tt.zeros([4], tt.f32, { device: dev });
    const v = x.subarray(1, 3);
    const launches = [
      inc.launch(4, { x }),
      inc.launch(2, { x: v }),
      inc.launch(4, { x }),
      inc.launch(2, { x: v }),
    ];
    const seen = x.read();
    await Promise.all(launches);
    expect([...(await seen)]).toEqual([2, 4, 4, 2]);
  });

  it('disposing the parent makes the view unusable; disposing the view keeps the parent', async () => {
    const x = tt.array(iota(4), { device: dev });
    const v = x.subarray(0, 2);
    v.dispose();
    expect([...(await x.read())]).toEqual([0, 1, 2, 3]);
    const w = x.subarray(1, 2);
    x.dispose();
    expect(w.disposed).toBe(true);
    await expect(w.read()).rejects.toMatchObject({ name: 'ArrayDisposedError', code: 'ARRAY_DISPOSED' });
  });
});

it('a launch that writes a view and reads its parent (overlapping) is LAUNCH_ALIASED_ARRAYS', async () => {
  const copy = tt.kernel({ src: tt.arrayOf(tt.f32), dst: tt.arrayOf(tt.f32) }, (i, { src, dst }) => {
    dst[i] = src[i];
  });
  const x = tt.zeros([8], tt.f32, { device: 'js' });
  await expect(copy.launch(4, { src: x, dst: x.subarray(2, 6) })).rejects.toMatchObject({
    code: 'LAUNCH_ALIASED_ARRAYS',
  });
  // disjoint views of one array are fine
  await x.write([1, 2, 3, 4], { offset: 0 });
  await copy.launch(4, { src: x.subarray(0, 4), dst: x.subarray(4, 8) });
  expect([...(await x.read())]).toEqual([1, 2, 3, 4, 1, 2, 3, 4]);
});
