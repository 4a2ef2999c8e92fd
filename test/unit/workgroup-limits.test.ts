/**
 * Work-group limits checked at launch against the device, end to end (issue 12, bad input): a group
 * past a per-axis limit, and g.shared arrays past the device's work-group memory, are refused
 * before anything is built or run.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { checkShared } from '../../src/runtime/workgroup.js';

const f32 = tt.arrayOf(tt.f32);

describe('work-group limits in caps', () => {
  it('every available device states caps.maxWorkgroupSize and maxWorkgroupItems (CPU devices: 1024)', () => {
    const devices = tt.devices().filter((d) => d.available);
    for (const d of devices) {
      expect(d.caps.maxWorkgroupSize?.length, d.id).toBe(3);
      expect(d.caps.maxWorkgroupItems, d.id).toBeGreaterThan(0);
    }
    for (const d of devices.filter((x) => x.kind === 'cpu')) {
      expect(d.caps.maxWorkgroupSize, d.id).toEqual([1024, 1024, 1024]);
      expect(d.caps.maxWorkgroupItems, d.id).toBe(1024);
    }
    expect(devices.some((d) => d.kind === 'cpu')).toBe(true);
  });
});

describe('work-group kernels: a group past the device limit', () => {
  /** Devices whose caps name a per-axis limit some group of <= 1024 items passes (webgpu: z <= 64). */
  const limited = tt
    .devices()
    .filter((d) => d.available && d.caps.maxWorkgroupSize && (d.caps.maxWorkgroupSize[2] ?? 1024) < 1024);
  if (limited.length === 0)
    it.skip('skipped: no available device has a per-axis group limit below 1024 (webgpu, cuda)');
  it.each(limited.map((d) => ({ id: d.id, d })))(
    'a launch on $id of a group past its per-axis limit is refused before anything runs',
    async ({ d }) => {
      const z = (d.caps.maxWorkgroupSize?.[2] ?? 64) * 2;
      const k3 = tt.kernel(
        { x: f32 },
        ([i, j, l], { x }) => {
          x[i + j + l] = 1;
        },
        { workgroup: [z, 1, 1] },
      );
      const x = tt.zeros([z], tt.f32, { device: d });
      await expect(k3.launch([z, 1, 1], { x })).rejects.toMatchObject({
        name: 'LaunchArgumentError',
        code: 'LAUNCH_WORKGROUP_TOO_LARGE',
        message: expect.stringContaining('caps.maxWorkgroupSize'),
      });
      expect((await x.read()).every((v) => v === 0)).toBe(true);
    },
  );
});

describe('work-group kernels: shared memory past the device limit', () => {
  const big = tt.kernel(
    { x: f32 },
    (i, { x }, g) => {
      const tile = g.shared(tt.f32, 1 << 20);
      const sums = g.shared(tt.i32, 16);
      tile[g.local[0]] = x[i];
      sums[0] = 0;
      g.barrier();
      x[i] = tile[0] + sums[0];
    },
    { workgroup: [64], name: 'big_tiles' },
  );

  it('checkShared counts every array in bytes against caps.maxWorkgroupSharedBytes', () => {
    const small = { id: 'test:0', caps: { maxWorkgroupSharedBytes: 16384 } } as unknown as tt.Device;
    expect(() => checkShared('big_tiles', big.ir.shared, small)).toThrow(
      expect.objectContaining({
        name: 'LaunchArgumentError',
        code: 'LAUNCH_SHARED_TOO_LARGE',
        message: expect.stringContaining(
          '(tile: f32[1048576], sums: i32[16]) take 4194368 bytes per work-group; test:0 allows at most 16384',
        ),
      }),
    );
    const roomy = { id: 'test:1', caps: { maxWorkgroupSharedBytes: 4194368 } } as unknown as tt.Device;
    expect(() => checkShared('big_tiles', big.ir.shared, roomy)).not.toThrow();
    const cpu = { id: 'test:2', caps: {} } as unknown as tt.Device;
    expect(() => checkShared('big_tiles', big.ir.shared, cpu)).not.toThrow();
  });

  const limited = tt.devices().filter((d) => d.available && d.caps.maxWorkgroupSharedBytes !== undefined);
  if (limited.length === 0)
    it.skip('skipped: no available device states caps.maxWorkgroupSharedBytes (webgpu, cuda)');
  it.each(limited.map((d) => ({ id: d.id, d })))(
    "a launch on $id is refused before anything is built (it was the GPU compiler's own error)",
    async ({ d }) => {
      const x = tt.zeros([64], tt.f32, { device: d });
      await expect(big.launch(64, { x })).rejects.toMatchObject({
        name: 'LaunchArgumentError',
        code: 'LAUNCH_SHARED_TOO_LARGE',
      });
      expect((await x.read()).every((v) => v === 0)).toBe(true);
    },
  );
});
