/**
 * Launches batched into one command buffer (src/backends/webgpu/batch.ts): validated unchecked
 * launches share submissions, yet every write, read, changed scalar and disposal between them
 * sees them in program order; once tt.gpuDeviceOf hands the device out, nothing is batched. Also
 * the bind group a launch binds (launch-cache.ts): made once per argument set, counted here.
 */
import { describe, expect, it } from 'vitest';
import { batchStats } from '../../../src/backends/webgpu/batch.js';
import type { GpuDevice } from '../../../src/backends/webgpu/device.js';
import * as tt from '../../../src/index.js';
import { skipReason, webgpu } from './support.js';

describe.skipIf(!webgpu)(`batched launches on webgpu (${webgpu ? webgpu.toString() : skipReason})`, () => {
  const device = webgpu as tt.Device;
  // the GPUDevice without tt.gpuDeviceOf, which would turn batching off for the whole device
  const gpu = (device.impl() as GpuDevice).ctx.device;
  const inc = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
    x[i] = x[i] + 1;
  });
  const axpb = tt.kernel({ x: tt.arrayOf(tt.f32), a: tt.f32, b: tt.f32 }, (i, { x, a, b }) => {
    x[i] = x[i] * a + b;
  });

  it('awaited launches share submissions and read back in order', async () => {
    const x = tt.zeros([4], tt.f32, { device });
    await inc.launch(4, { x });
    const before = { ...batchStats(gpu) };
    for (let k = 0; k < 150; k++) await inc.launch(4, { x });
    const queued = batchStats(gpu);
    expect(queued.dispatches - before.dispatches).toBe(150);
    // two full command buffers of 64 went out; the last 22 wait for the read, which submits them
    expect(queued.submits - before.submits).toBe(2);
    expect(Array.from(await x.read())).toEqual([151, 151, 151, 151]);
    expect(batchStats(gpu).submits - before.submits).toBe(3);
    x.dispose();
  });

  it('a host write, a changed scalar and a read between launches keep program order', async () => {
    const x = tt.zeros([3], tt.f32, { device });
    let host = 0;
    for (let k = 0; k < 40; k++) {
      const a = k % 3 === 0 ? 2 : 1;
      const b = k % 5;
      await axpb.launch(3, { x, a, b });
      host = host * a + b;
      if (k === 20) {
        await x.write([7, 7, 7]);
        host = 7;
      }
      if (k % 16 === 0) expect(Array.from(await x.read())).toEqual([host, host, host].map(Math.fround));
    }
    expect(Array.from(await x.read())).toEqual([host, host, host].map(Math.fround));
    x.dispose();
  });

  it('launches whose scalars change each time still share submissions', async () => {
    const x = tt.zeros([2], tt.f32, { device });
    await axpb.launch(2, { x, a: 1, b: 0 });
    const before = { ...batchStats(gpu) };
    let host = 0;
    for (let k = 1; k <= 100; k++) {
      const a = k % 2 ? 1 : 0.5;
      await axpb.launch(2, { x, a, b: k });
      host = host * a + k; // exact in f32: halving and adding integers below 2^24
    }
    expect(Array.from(await x.read())).toEqual([host, host]);
    expect(batchStats(gpu).dispatches - before.dispatches).toBe(100);
    expect(batchStats(gpu).submits - before.submits).toBe(2);
    x.dispose();
  });

  it('a block kept from before a submission is not overwritten by the blocks written after it', async () => {
    const x = tt.zeros([1], tt.f32, { device });
    const y = tt.zeros([1], tt.f32, { device });
    await axpb.launch(1, { x, a: 1, b: 3 });
    await axpb.launch(1, { x: y, a: 1, b: 3 });
    await x.read(); // submits: the next batch begins with x's block unchanged in its slot
    await axpb.launch(1, { x, a: 1, b: 3 });
    // y's kernel is the same executable: 70 changed blocks walk its ring of slots past x's
    for (let k = 0; k < 70; k++) await axpb.launch(1, { x: y, a: 1, b: k });
    expect(Array.from(await x.read())).toEqual([6]);
    expect(Array.from(await y.read())).toEqual([3 + (69 * 70) / 2]);
    x.dispose();
    y.dispose();
  });

  it('disposing an array a batched launch binds reports nothing, the device stays usable', async () => {
    const y = tt.zeros([2], tt.f32, { device });
    await inc.launch(2, { x: y });
    await inc.launch(2, { x: y });
    y.dispose();
    const z = tt.zeros([2], tt.f32, { device });
    for (let k = 0; k < 3; k++) await inc.launch(2, { x: z });
    expect(Array.from(await z.read())).toEqual([3, 3]);
    z.dispose();
  });

  it('makes one bind group per argument set, a new one for a new array', async () => {
    const create = gpu.createBindGroup.bind(gpu);
    let made = 0;
    gpu.createBindGroup = (d) => {
      made++;
      return create(d);
    };
    try {
      const [p, q] = [tt.zeros([5], tt.f32, { device }), tt.zeros([5], tt.f32, { device })];
      for (let k = 0; k < 4; k++) await inc.launch(5, { x: p });
      expect(made).toBe(1);
      for (let k = 0; k < 4; k++) await inc.launch(5, { x: k % 2 ? p : q });
      expect(made).toBe(2);
      q.dispose();
      const r = tt.zeros([5], tt.f32, { device });
      await inc.launch(5, { x: r });
      expect(made).toBe(3);
      expect(Array.from(await p.read())).toEqual([6, 6, 6, 6, 6]);
      expect(Array.from(await r.read())).toEqual([1, 1, 1, 1, 1]);
      p.dispose();
      r.dispose();
    } finally {
      gpu.createBindGroup = create;
    }
  });

  it('nothing is batched once tt.gpuDeviceOf has handed the device out', async () => {
    const x = tt.zeros([1], tt.f32, { device });
    await inc.launch(1, { x });
    expect(tt.gpuDeviceOf(device)).toBe(gpu);
    const before = batchStats(gpu).dispatches;
    for (let k = 0; k < 5; k++) await inc.launch(1, { x });
    expect(batchStats(gpu).dispatches).toBe(before);
    expect(Array.from(await x.read())).toEqual([6]);
    x.dispose();
  });
});
