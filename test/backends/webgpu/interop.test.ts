/** Zero-copy interop with code that owns GPUBuffers. */
import { describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { skipReason, webgpu } from './support.js';

const STORAGE = 0x80;
const COPY_SRC = 0x4;
const COPY_DST = 0x8;
const MAP_READ = 0x1;

async function readBuffer(gd: GPUDevice, buf: GPUBuffer, bytes: number): Promise<Float32Array> {
  const staging = gd.createBuffer({ size: bytes, usage: MAP_READ | COPY_DST });
  const enc = gd.createCommandEncoder();
  enc.copyBufferToBuffer(buf, 0, staging, 0, bytes);
  gd.queue.submit([enc.finish()]);
  await staging.mapAsync(1);
  const out = new Float32Array(staging.getMappedRange().slice(0));
  staging.destroy();
  return out;
}

const double = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i] = x[i] * 2;
});

describe.skipIf(!webgpu)(`webgpu interop (${webgpu ? webgpu.toString() : skipReason})`, () => {
  const device = webgpu as tt.Device;

  it('wraps an existing GPUBuffer without a copy and hands the same buffer back', async () => {
    const gd = tt.gpuDeviceOf(device);
    const buf = gd.createBuffer({ size: 16, usage: STORAGE | COPY_SRC | COPY_DST });
    gd.queue.writeBuffer(buf, 0, new Float32Array([1, 2, 3, 4]));
    const a = tt.fromGPUBuffer(buf, { dtype: tt.f32, shape: [4], device: gd });
    expect(a.device).toBe(device);
    tt.resetStats();
    await double.launch(4, { x: a });
    expect(tt.stats().hostToDevice).toBe(0);
    expect(await tt.gpuBufferOf(a)).toBe(buf);
    expect(Array.from(await readBuffer(gd, buf, 16))).toEqual([2, 4, 6, 8]);
    expect(Array.from(await a.read())).toEqual([2, 4, 6, 8]);
    a.dispose();
    // tutti never destroys a buffer it did not create
    expect(Array.from(await readBuffer(gd, buf, 16))).toEqual([2, 4, 6, 8]);
  });

  it('gpuBufferOf moves a host array to the GPU and treats the host copy as stale afterwards', async () => {
    const gd = tt.gpuDeviceOf(device);
    const a = tt.array(new Float32Array([5, 6]), { device });
    const buf = await tt.gpuBufferOf(a);
    gd.queue.writeBuffer(buf, 0, new Float32Array([7, 8]));
    expect(Array.from(await a.read())).toEqual([7, 8]);
  });

  it('refuses buffers of other GPUDevices and buffers without STORAGE usage', () => {
    const gd = tt.gpuDeviceOf(device);
    const noStorage = gd.createBuffer({ size: 16, usage: COPY_SRC | COPY_DST });
    expect(() => tt.fromGPUBuffer(noStorage, { dtype: tt.f32, device: gd })).toThrow(/STORAGE/);
    const small = gd.createBuffer({ size: 8, usage: STORAGE | COPY_SRC | COPY_DST });
    expect(() => tt.fromGPUBuffer(small, { dtype: 'f32', shape: [4], device: gd })).toThrow(/needs 16 bytes/);
  });
});
