/**
 * A GPU device lost mid-run (simulated with GPUDevice.destroy(), as a driver reset or a removed GPU
 * would do): the launch and the read in flight reject with KernelExecutionError WEBGPU_DEVICE_LOST,
 * later work on it too, the device is listed as unavailable with the reason, and the process and
 * the other devices go on.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { skipReason, webgpu } from './support.js';

describe.skipIf(!webgpu)(`a lost WebGPU device (${webgpu ? webgpu.toString() : skipReason})`, () => {
  it('pending and later work reject with a coded error; the device becomes unavailable', async () => {
    const d = webgpu as tt.Device;
    const busy = tt.kernel({ x: tt.arrayOf(tt.f32), n: tt.i32 }, (i, { x, n }) => {
      let s = x[i];
      for (let k = 0; k < n; k++) s = s * 0.999 + 0.5;
      x[i] = s;
    });
    const x = tt.zeros([4096], tt.f32, { device: d });
    await busy.launch(x.length, { x, n: 10 });
    const launch = busy.launch(x.length, { x, n: 2000 });
    const read = x.read();
    tt.gpuDeviceOf(d).destroy();
    const lost = { name: 'KernelExecutionError', code: 'WEBGPU_DEVICE_LOST' };
    await expect(launch).rejects.toMatchObject(lost);
    await expect(read).rejects.toMatchObject(lost);
    await expect(busy.launch(x.length, { x, n: 1 })).rejects.toMatchObject(lost);
    expect(d.available).toBe(false);
    expect(d.reason).toMatch(/lost/);
    expect(() => tt.device(d.id)).toThrow(expect.objectContaining({ code: 'BACKEND_UNAVAILABLE' }));
    // the process and the CPU devices go on
    const y = tt.zeros([4], tt.f32, { device: 'js' });
    await busy.launch(4, { x: y, n: 1 });
    expect(Array.from(await y.read())).toEqual([0.5, 0.5, 0.5, 0.5]);
  });
});
