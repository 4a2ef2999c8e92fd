/**
 * The optional WebGPU features tutti opens each device with where the adapter has them
 * ('timestamp-query', 'shader-f16', 'subgroups'), reported in device.details, and proven on the
 * GPUDevice: a WGSL shader that enables f16 (or subgroups) compiles and runs only where the
 * feature was requested. Each test states which path it took; a feature the adapter lacks is a
 * skip with its reason. Sub-group kernels run through work-group memory on every adapter.
 */
import { describe, expect, it } from 'vitest';
import { OPTIONAL_FEATURES } from '../../../src/backends/webgpu/adapters.js';
import * as tt from '../../../src/index.js';
import { reportMissingAdapters } from '../../support/adapters.js';
import { skipReason } from './support.js';

reportMissingAdapters();

const gpus = tt.devices().filter((d) => d.backend === 'webgpu' && d.available);
if (gpus.length === 0) describe.skip(`webgpu features — ${skipReason}`, () => {});

// WebGPU's flag values (Node has no GPUBufferUsage / GPUMapMode globals)
const STORAGE = 0x80;
const COPY_SRC = 0x04;
const COPY_DST = 0x08;
const MAP_READ = 0x01;

/** Runs a one-buffer WGSL compute shader over 4 u32 words; returns them. */
async function runWgsl(
  device: GPUDevice,
  code: string,
  input: Uint32Array<ArrayBuffer>,
): Promise<Uint32Array> {
  device.pushErrorScope('validation');
  const module = device.createShaderModule({ code });
  const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module, entryPoint: 'main' } });
  const buf = device.createBuffer({
    size: input.byteLength,
    usage: STORAGE | COPY_SRC | COPY_DST,
  });
  const read = device.createBuffer({
    size: input.byteLength,
    usage: MAP_READ | COPY_DST,
  });
  device.queue.writeBuffer(buf, 0, input);
  const enc = device.createCommandEncoder();
  const pass = enc.beginComputePass();
  pass.setPipeline(pipeline);
  pass.setBindGroup(
    0,
    device.createBindGroup({
      layout: pipeline.getBindGroupLayout(0),
      entries: [{ binding: 0, resource: { buffer: buf } }],
    }),
  );
  pass.dispatchWorkgroups(1);
  pass.end();
  enc.copyBufferToBuffer(buf, 0, read, 0, input.byteLength);
  device.queue.submit([enc.finish()]);
  const error = await device.popErrorScope();
  if (error) throw new Error(error.message);
  await read.mapAsync(MAP_READ);
  const out = new Uint32Array(read.getMappedRange().slice(0));
  read.unmap();
  buf.destroy();
  read.destroy();
  return out;
}

describe.each(gpus.map((d) => ({ id: d.id, device: d })))('optional features on $id', ({ device }) => {
  const requested = String(device.details.features ?? '')
    .split(', ')
    .filter((f) => f !== '');
  const gpu = tt.gpuDeviceOf(device);

  it('opens the device with each optional feature the adapter has, and says which', () => {
    console.info(`${device.id} (${device.details.backend}): optional features [${requested.join(', ')}]`);
    for (const f of OPTIONAL_FEATURES) expect(gpu.features.has(f), f).toBe(requested.includes(f));
    expect(device.details.shaderF16).toBe(requested.includes('shader-f16'));
    expect(device.details.subgroups).toBe(requested.includes('subgroups'));
    expect(device.details.timestamps).toBe(requested.includes('timestamp-query'));
  });

  const f16 = device.details.shaderF16 === true;
  it.skipIf(!f16)(
    `native f16 in WGSL (enable f16) ${f16 ? 'runs' : `— skipped: the adapter lacks 'shader-f16' (${device.details.backend})`}`,
    async () => {
      // halves 1.5 and 2.25 packed in word 0; their f16 sum 3.75 comes back in word 1
      const packed = new Uint32Array([0x3e00 | (0x4080 << 16), 0, 0, 0]);
      const out = await runWgsl(
        gpu,
        `enable f16;
@group(0) @binding(0) var<storage, read_write> w: array<u32, 4>;
@compute @workgroup_size(1) fn main() {
  let h = bitcast<vec2<f16>>(w[0]);
  w[1] = bitcast<u32>(vec2<f16>(h.x + h.y, f16(0.0)));
}`,
        packed,
      );
      expect(out[1]).toBe(0x4380);
    },
  );

  it('refuses enable f16 where the feature was not requested (the path kernels keep there)', async () => {
    if (f16) return;
    await expect(
      runWgsl(
        gpu,
        'enable f16;\n@group(0) @binding(0) var<storage, read_write> w: array<u32, 4>;\n@compute @workgroup_size(1) fn main() { w[0] = 1u; }',
        new Uint32Array(4),
      ),
    ).rejects.toThrow(/f16/);
  });

  const subgroups = device.details.subgroups === true;
  it.skipIf(!subgroups)(
    `WGSL subgroups (enable subgroups) ${subgroups ? 'run' : `— skipped: the adapter lacks 'subgroups' (${device.details.backend})`}`,
    async () => {
      const out = await runWgsl(
        gpu,
        `enable subgroups;
@group(0) @binding(0) var<storage, read_write> w: array<u32, 4>;
@compute @workgroup_size(1) fn main() { w[1] = subgroupAdd(w[0]); }`,
        new Uint32Array([7, 0, 0, 0]),
      );
      expect(out[1]).toBe(7);
    },
  );

  it('runs sub-group kernels through work-group memory whatever the adapter has', async () => {
    console.info(
      `${device.id}: sub-group collectives run through work-group memory (adapter subgroups: ${subgroups ? 'yes' : 'no'})`,
    );
    const k = tt.kernel(
      { x: tt.arrayOf(tt.i32) },
      (i, { x }, g) => {
        x[i] = g.subgroupAdd(x[i]);
      },
      { workgroup: [64], subgroupSize: 32 },
    );
    const x = tt.array(
      Int32Array.from({ length: 64 }, (_, i) => i),
      { device },
    );
    await k.launch(64, { x });
    const got = await x.read();
    expect([got[0], got[31], got[32], got[63]]).toEqual([496, 496, 1520, 1520]);
  });
});
