/** USM kinds on array creation: arr.usm, host views, and what each device does with them. */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const inc = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i] = x[i] + 1;
});

const devices = tt.devices().filter((d) => d.available);

describe.each(devices.map((d) => [d.id, d] as const))('usm on %s', (_id, dev) => {
  it('every kind computes the same; arr.usm reports it; to() keeps it', async () => {
    for (const usm of ['device', 'shared', 'host'] as const) {
      const x = tt.full([8], 1, tt.f32, { device: dev, usm });
      expect(x.usm).toBe(usm);
      await inc.launch(8, { x });
      expect([...(await x.read())]).toEqual(new Array(8).fill(2));
      const z = tt.zeros([3], tt.f32, { device: dev, usm });
      expect([...(await z.read())]).toEqual([0, 0, 0]);
      expect(x.to(tt.device('js')).usm).toBe(usm);
    }
    expect(tt.zeros([1], tt.f32, { device: dev }).usm).toBe('shared');
  });

  it("hostView() of usm 'device' is ArrayError ARRAY_USM_NO_HOST_VIEW; read() still copies", async () => {
    const x = tt.full([4], 5, tt.f32, { device: dev, usm: 'device' });
    await expect(x.hostView()).rejects.toMatchObject({ name: 'ArrayError', code: 'ARRAY_USM_NO_HOST_VIEW' });
    expect([...(await x.read())]).toEqual([5, 5, 5, 5]);
  });

  // GPU devices: the cuda kinds are checked in test/backends/cuda/fake-driver.test.ts.
  if (dev.kind !== 'cpu') return;
  it("on CPU devices 'shared' and 'host' views are the array's own memory", async () => {
    for (const usm of ['shared', 'host'] as const) {
      const x = tt.zeros([4], tt.f32, { device: dev, usm });
      await inc.launch(4, { x });
      tt.resetStats();
      const v = await x.hostView();
      v[1] = 9;
      await inc.launch(4, { x });
      expect([...(await x.read())]).toEqual([2, 10, 2, 2]);
      expect(tt.stats().bytesMoved).toBe(0);
    }
  });
});

it('refuses a usm that is not device, shared or host, before allocating', () => {
  for (const bad of ['managed', 1, null]) {
    expect(() => tt.zeros([2], tt.f32, { device: 'js', usm: bad as never })).toThrow(
      expect.objectContaining({ name: 'ArrayError', code: 'ARRAY_BAD_USM' }),
    );
    expect(() => tt.array([1, 2], { usm: bad as never })).toThrow(
      expect.objectContaining({ code: 'ARRAY_BAD_USM' }),
    );
  }
});
