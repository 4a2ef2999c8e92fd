/** Handles from any owner (HAMR): gpuBufferOf an array homed on a CPU device. */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const devices = tt.devices().filter((d) => d.available);
const webgpu = devices.find((d) => d.backend === 'webgpu');
const cpus = devices.filter((d) => d.kind === 'cpu');

const inc = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i] = x[i] + 1;
});

async function readBuffer(gd: GPUDevice, buf: GPUBuffer, bytes: number): Promise<number[]> {
  const staging = gd.createBuffer({ size: bytes, usage: 0x1 | 0x8 });
  const enc = gd.createCommandEncoder();
  enc.copyBufferToBuffer(buf, 0, staging, 0, bytes);
  gd.queue.submit([enc.finish()]);
  await staging.mapAsync(1);
  const out = [...new Float32Array(staging.getMappedRange().slice(0))];
  staging.destroy();
  return out;
}

describe.skipIf(!webgpu).each(cpus.map((d) => [d.id, d] as const))(
  'gpuBufferOf an array on %s',
  (_id, dev) => {
    it('hands out a GPUBuffer with the current data: one counted move, none after accessible()', async () => {
      const gd = tt.gpuDeviceOf(webgpu as tt.Device);
      const a = tt.array(new Float32Array([1, 2, 3, 4]), { device: dev });
      await inc.launch(4, { x: a });
      tt.resetStats();
      const buf = await tt.gpuBufferOf(a);
      expect(tt.stats().hostToDevice).toBe(1);
      expect(await readBuffer(gd, buf, 16)).toEqual([2, 3, 4, 5]);

      const b = tt.array(new Float32Array([7, 8]), { device: dev });
      await b.accessible('webgpu');
      tt.resetStats();
      const bbuf = await tt.gpuBufferOf(b, webgpu);
      expect(tt.stats().hostToDevice).toBe(0);
      expect(await readBuffer(gd, bbuf, 8)).toEqual([7, 8]);
    });

    it('the buffer is the valid copy: what the caller writes there, the array sees (counted back)', async () => {
      const gd = tt.gpuDeviceOf(webgpu as tt.Device);
      const a = tt.array(new Float32Array([1, 2]), { device: dev });
      const buf = await tt.gpuBufferOf(a);
      gd.queue.writeBuffer(buf, 0, new Float32Array([10, 20]));
      tt.resetStats();
      await inc.launch(2, { x: a });
      expect(tt.stats().deviceToHost).toBe(1);
      expect([...(await a.read())]).toEqual([11, 21]);
    });
  },
);
