/**
 * A device lost while launches wait in a batch (src/backends/webgpu/batch.ts): reads and launches
 * after the loss reject with the coded error, and nothing is left rejected unobserved. (Its own
 * file: it loses the process's device.)
 */
import { describe, expect, it } from 'vitest';
import { batchStats } from '../../../src/backends/webgpu/batch.js';
import type { GpuDevice } from '../../../src/backends/webgpu/device.js';
import * as tt from '../../../src/index.js';
import { skipReason, webgpu } from './support.js';

describe.skipIf(!webgpu)(
  `a device lost with launches batched (${webgpu ? webgpu.toString() : skipReason})`,
  () => {
    it('later reads and launches reject WEBGPU_DEVICE_LOST, nothing rejected unobserved', async () => {
      const device = webgpu as tt.Device;
      const gpu = (device.impl() as GpuDevice).ctx.device;
      const unobserved: unknown[] = [];
      const onUnhandled = (reason: unknown) => unobserved.push(reason);
      process.on('unhandledRejection', onUnhandled);
      try {
        const inc = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
          x[i] = x[i] + 2;
        });
        const x = tt.zeros([8], tt.f32, { device });
        await inc.launch(8, { x });
        const before = batchStats(gpu).dispatches;
        for (let k = 0; k < 10; k++) await inc.launch(8, { x });
        expect(batchStats(gpu).dispatches - before).toBe(10);
        const lost = { name: 'KernelExecutionError', code: 'WEBGPU_DEVICE_LOST' };
        gpu.destroy();
        await expect(x.read()).rejects.toMatchObject(lost);
        await expect(inc.launch(8, { x })).rejects.toMatchObject(lost);
        await new Promise((r) => setTimeout(r, 50));
        expect(unobserved).toEqual([]);
      } finally {
        process.off('unhandledRejection', onUnhandled);
      }
    });
  },
);
