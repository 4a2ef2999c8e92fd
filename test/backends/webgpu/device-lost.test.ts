/**
 * A GPU device lost mid-run (simulated with GPUDevice.destroy(), as a driver reset or a removed GPU
 * would do), on each of Dawn's adapters (test/support/init-devices.ts opens OpenGL ES and Vulkan
 * for this file; a missing one is a skip with its reason): the launch and the read in flight reject
 * with KernelExecutionError WEBGPU_DEVICE_LOST, later work on it too (launches, reads, writes,
 * fills, moves, array operations), the device is listed as unavailable with the reason, no promise
 * is left rejected unobserved, and the process and the other devices go on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { reportMissingAdapters } from '../../support/adapters.js';
import { skipReason, webgpu } from './support.js';

reportMissingAdapters();

const gpus = tt.devices().filter((d) => d.backend === 'webgpu' && d.available);
const lost = { name: 'KernelExecutionError', code: 'WEBGPU_DEVICE_LOST' };

// every rejection nobody handled while the device is lost (the process would warn or exit on it)
const unobserved: unknown[] = [];
const onUnhandled = (reason: unknown) => unobserved.push(reason);
beforeAll(() => {
  process.on('unhandledRejection', onUnhandled);
});
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
});

const busy = tt.kernel({ x: tt.arrayOf(tt.f32), n: tt.i32 }, (i, { x, n }) => {
  let s = x[i];
  for (let k = 0; k < n; k++) s = s * 0.999 + 0.5;
  x[i] = s;
});

describe.skipIf(!webgpu)(`a lost WebGPU device (${webgpu ? 'webgpu' : skipReason})`, () => {
  describe.each(gpus.map((d) => ({ id: d.id, adapter: String(d.details.backend), device: d })))(
    '$id ($adapter)',
    ({ device: d }) => {
      it('pending and later work reject with a coded error; the device becomes unavailable', async () => {
        const x = tt.zeros([4096], tt.f32, { device: d });
        const kept = tt.zeros([16], tt.f16, { device: d });
        await busy.launch(x.length, { x, n: 10 });
        // long enough to be still running when destroy() comes (SwiftShader runs 2 000 iterations first)
        const launch = busy.launch(x.length, { x, n: 50_000 });
        const read = x.read();
        tt.gpuDeviceOf(d).destroy();
        await expect(launch).rejects.toMatchObject(lost);
        await expect(read).rejects.toMatchObject(lost);
        await expect(busy.launch(x.length, { x, n: 1 })).rejects.toMatchObject(lost);
        expect(d.available).toBe(false);
        expect(d.reason).toMatch(/lost/);
        expect(() => tt.device(d.id)).toThrow(expect.objectContaining({ code: 'BACKEND_UNAVAILABLE' }));
        // every other kind of later work on the lost device's arrays rejects with the same code
        await expect(kept.read()).rejects.toMatchObject(lost);
        await expect(x.write(new Float32Array(4096))).rejects.toMatchObject(lost);
        await expect(x.fill(1)).rejects.toMatchObject(lost);
        // (an operation that allocates its result on the device throws the same error at once)
        await expect(Promise.resolve().then(() => tt.sum(x))).rejects.toMatchObject(lost);
        await expect(tt.array(new Float32Array(4), { device: 'js' }).accessible(d)).rejects.toThrow();
        // the process and the CPU devices go on
        const y = tt.zeros([4], tt.f32, { device: 'js' });
        await busy.launch(4, { x: y, n: 1 });
        expect(Array.from(await y.read())).toEqual([0.5, 0.5, 0.5, 0.5]);
        // …and nothing rejected unobserved (given two event-loop turns to surface)
        await new Promise((r) => setTimeout(r, 50));
        expect(unobserved).toEqual([]);
      }, 60_000);
    },
  );
});
