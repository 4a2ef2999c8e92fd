/** Errors on webgpu become rejected promises with tutti's error classes, not console noise. */
import { describe, expect, it } from 'vitest';
import { GpuDevice } from '../../../src/backends/webgpu/device.js';
import { buildPipeline } from '../../../src/backends/webgpu/pipeline.js';
import { renderWgsl } from '../../../src/backends/webgpu/render.js';
import * as tt from '../../../src/index.js';
import { skipReason, webgpu } from './support.js';

describe.skipIf(!webgpu)(`webgpu errors (${webgpu ? webgpu.toString() : skipReason})`, () => {
  const device = webgpu as tt.Device;

  it('an out-of-bounds store rejects with KernelRangeError naming array and index; the device stays usable', async () => {
    const shift = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
      y[i + 1] = x[i];
    });
    const x = tt.array(new Float32Array([1, 2, 3]), { device });
    const y = tt.zeros([3], tt.f32, { device });
    await expect(shift.launch(3, { x, y })).rejects.toMatchObject({
      name: 'KernelRangeError',
      code: 'KERNEL_INDEX_OUT_OF_BOUNDS',
      array: 'y',
      index: 3,
      length: 3,
    });
    await expect(y.read()).rejects.toMatchObject({ code: 'KERNEL_INDEX_OUT_OF_BOUNDS' }); // y is failed
    await y.fill(0); // a whole overwrite clears it
    await shift.launch(2, { x, y });
    expect(Array.from(await y.read())).toEqual([0, 1, 2]);
  });

  it('an out-of-bounds load (negative index) rejects too', async () => {
    const prev = tt.kernel({ x: tt.arrayOf(tt.i32), y: tt.arrayOf(tt.i32) }, (i, { x, y }) => {
      y[i] = x[i - 1];
    });
    const x = tt.array(new Int32Array([1, 2]), { device });
    const y = tt.zeros([2], tt.i32, { device });
    await expect(prev.launch(2, { x, y })).rejects.toMatchObject({
      name: 'KernelRangeError',
      array: 'x',
      index: -1,
    });
  });

  it('the same array for a read and a written parameter is refused before WebGPU sees it (aliasing rule)', async () => {
    const k = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
      y[i] = x[i] + 1;
    });
    const a = tt.zeros([4], tt.f32, { device });
    await expect(k.launch(4, { x: a, y: a })).rejects.toMatchObject({
      name: 'LaunchArgumentError',
      code: 'LAUNCH_ALIASED_ARRAYS',
    });
    const b = tt.zeros([4], tt.f32, { device });
    await k.launch(4, { x: a, y: b });
    expect(Array.from(await b.read())).toEqual([1, 1, 1, 1]);
  });

  it("more arrays than the adapter's storage-buffer limit is KERNEL_TOO_MANY_PARAMS before Dawn sees the shader", async () => {
    const limit = Number(device.details.maxStorageBuffersPerShaderStage);
    const names = Array.from({ length: limit + 1 }, (_, k) => `a${k}`);
    const schema = Object.fromEntries(names.map((n) => [n, tt.arrayOf(tt.f32)]));
    const body = `(i, { ${names.join(', ')} }) => { ${names.map((n) => `${n}[i] = ${n}[i] + 1;`).join(' ')} }`;
    const many = tt.kernel(schema, body as never, { name: 'many_arrays' });
    const args = Object.fromEntries(names.map((n) => [n, tt.zeros([4], tt.f32, { device })]));
    const e = await many.launch(4, args as never).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(tt.KernelBuildError);
    expect(e).toMatchObject({ code: 'KERNEL_TOO_MANY_PARAMS' });
    expect(String((e as Error).message)).toMatch(
      new RegExp(`allows ${limit} per shader stage \\(maxStorageBuffersPerShaderStage\\)`),
    );
    for (const a of Object.values(args)) a.dispose();
  });

  it('a shader compile error is a KernelBuildError with the WGSL line and the kernel line', async () => {
    const k = tt.kernel({ y: tt.arrayOf(tt.f32) }, (i, { y }) => {
      y[i] = 1;
    });
    const impl = device.impl();
    if (!(impl instanceof GpuDevice)) throw new Error('not a GpuDevice');
    const shader = renderWgsl(k.ir);
    const lines = shader.code.split('\n');
    const line = lines.findIndex((l) => l.trim().startsWith('st_y('));
    lines[line] = (lines[line] ?? '').replace('st_y(', 'st_y(undefinedName + ');
    const broken = lines.join('\n');
    const err = await buildPipeline(impl.ctx, 'broken', { ...shader, code: broken }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'KernelBuildError', code: 'KERNEL_BUILD_FAILED' });
    expect(String((err as Error).message)).toContain(`WGSL line ${line + 1}:`);
    expect(String((err as Error).message)).toMatch(/kernel source line 2:\d+/);
  });

  it('f64 kernels are refused before running', async () => {
    const k = tt.kernel({ y: tt.arrayOf(tt.f64) }, (i, { y }) => {
      y[i] = y[i] * 2;
    });
    const y = tt.array(new Float64Array([1]), { device });
    await expect(k.launch(1, { y })).rejects.toMatchObject({
      name: 'KernelTypeError',
      code: 'KERNEL_TYPE_UNSUPPORTED_ON_DEVICE',
    });
  });

  it('tt.devices() reports the adapter, whether it is software, and its limits', () => {
    const json = device.toJSON();
    expect(json.backend).toBe('webgpu');
    expect(typeof json.software).toBe('boolean');
    expect(json.details).toMatchObject({
      maxStorageBufferBindingSize: expect.any(Number),
      workgroupSize: expect.any(Number),
    });
  });
});
