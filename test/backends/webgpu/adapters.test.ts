/**
 * Dawn's two adapters side by side (test/support/init-devices.ts opens both for this file):
 * OpenGL ES on llvmpipe and Vulkan on SwiftShader (Chromium's driver). The webgpuBackend setting,
 * the NaN test that Vulkan compilers fold, the loop cap switched on by the adapter found, device
 * timestamps and the adapter's real storage-binding limit. A missing Vulkan driver is a skip with
 * its reason.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { flushesSubnormals, reportMissingAdapters } from '../../support/adapters.js';

reportMissingAdapters();

const gpus = tt.devices().filter((d) => d.backend === 'webgpu' && d.available);
const vulkan = gpus.find((d) => d.details.backend === 'vulkan');
const opengles = gpus.find((d) => d.details.backend === 'opengles');

describe('the webgpuBackend setting', () => {
  it('opens each listed Dawn backend, in order', () => {
    expect(tt.explainSettings().webgpuBackend).toMatchObject({
      value: 'opengles,vulkan',
      source: 'configure',
    });
    const order = gpus.map((d) => d.details.backend);
    expect(order).toEqual(['opengles', 'vulkan'].filter((b) => order.includes(b)));
  });

  it('rejects a backend Dawn does not have, naming the valid ones', () => {
    expect(() => tt.configure({ webgpuBackend: 'vulkan,webgl' })).toThrow(
      expect.objectContaining({ code: 'CONFIG_BAD_VALUE', message: expect.stringMatching(/opengles/) }),
    );
    expect(tt.explainSettings().webgpuBackend.value).toBe('opengles,vulkan');
  });
});

const nanTests = tt.kernel(
  { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.i32) },
  (i, { x, y, o }) => {
    const a = x[i];
    const b = y[i];
    let m = 0;
    // biome-ignore lint/suspicious/noSelfCompare: the NaN test is the point
    if (a !== a) m |= 1;
    if (a !== b) m |= 2;
    if (a - a !== 0) m |= 4; // not finite
    if (!(a === b)) m |= 8;
    if (Math.abs(a) === Infinity) m |= 16;
    o[i] = m;
  },
);

describe.each(gpus.map((d) => ({ id: d.id, device: d })))('adapter $id', ({ device }) => {
  it('NaN !== NaN, NaN !== 1 and Infinity - Infinity !== 0 as in JS', async () => {
    const xs = new Float32Array([Number.NaN, 1, Number.NaN, Infinity, -Infinity, 1, 0]);
    const ys = new Float32Array([1, Number.NaN, Number.NaN, Infinity, 1, 1, -0]);
    const run = async (d: tt.Device) => {
      const o = tt.zeros([xs.length], tt.i32, { device: d });
      await nanTests.launch(xs.length, {
        x: tt.array(xs, { device: d }),
        y: tt.array(ys, { device: d }),
        o,
      });
      return Array.from(await o.read());
    };
    expect(await run(device)).toEqual(await run(tt.device('js')));
    expect(await run(device)).toEqual([15, 10, 15, 20, 30, 0, 0]);
  });

  it('subnormal f32: kept by llvmpipe, flushed to zero by SwiftShader (a documented adapter limit)', async () => {
    expect(await flushesSubnormals(device)).toBe(device.details.backend === 'vulkan');
  });

  it('the loop cap is on exactly for Mesa adapters; a 100 003-iteration loop is right or refused', async () => {
    const mesa = /llvmpipe|lavapipe|softpipe/i.test(device.name);
    expect(device.details.loopCap).toBe(mesa);
    const count = tt.kernel({ o: tt.arrayOf(tt.i32), n: tt.i32 }, (i, { o, n }) => {
      let s = 0;
      for (let k = 0; k < n; k++) s += 1;
      o[i] = s;
    });
    const o = tt.zeros([1], tt.i32, { device });
    const run = count.launch(1, { o, n: 100_003 });
    if (mesa) {
      await expect(run).rejects.toMatchObject({ code: 'WEBGPU_LOOP_LIMIT' });
    } else {
      await run;
      expect(Array.from(await o.read())).toEqual([100_003]);
    }
  });
});

describe.skipIf(!vulkan)(`Dawn on Vulkan (${vulkan?.name ?? 'no Vulkan adapter'})`, () => {
  const device = vulkan as tt.Device;

  it('profiled launches are timed by the GPU clock (timestamp-query)', async () => {
    expect(device.details.timestamps).toBe(true);
    const busy = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
      x[i] = x[i] * 2 + 1;
    });
    const q = device.createQueue({ profiling: true });
    const x = tt.zeros([4096], tt.f32, { device, queue: q });
    await busy.launch(x.length, { x });
    const ev = await busy.launch(x.length, { x });
    expect(ev.profile?.source).toBe('device');
    expect(ev.durationMs).toBeGreaterThan(0);
    expect(Array.from((await x.read()).subarray(0, 2))).toEqual([3, 3]);
  });

  it('device timestamps are not quantized (Dawn clears their low 16 bits by default)', async () => {
    const busy = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
      x[i] = Math.sqrt(x[i] * 2 + 1);
    });
    const q = device.createQueue({ profiling: true });
    const x = tt.zeros([1 << 16], tt.f32, { device, queue: q });
    await busy.launch(x.length, { x });
    const ms: number[] = [];
    for (let k = 0; k < 6; k++) ms.push((await busy.launch(x.length, { x })).durationMs ?? Number.NaN);
    // quantized, every duration is a multiple of 2^16 ns (0 on an H200, multiples of 0.065536 ms on SwiftShader)
    const step = 2 ** 16 / 1e6;
    expect(
      ms.some((t) => Math.abs(t / step - Math.round(t / step)) > 1e-6),
      String(ms),
    ).toBe(true);
  });

  it("requests the adapter's storage-binding limit: an array beyond WebGPU's 128 MiB default", async () => {
    expect(device.details.maxStorageBufferBindingSize).toBeGreaterThan(128 * 2 ** 20);
    if (opengles) expect(opengles.caps.maxBufferBytes).toBe(128 * 2 ** 20);
    expect(device.caps.maxBufferBytes).toBe(device.details.maxStorageBufferBindingSize);
    // 132 MiB of u32 (512 MiB works too, but costs seconds of the 2-core CI machine)
    const n = 33 * 2 ** 20;
    const x = tt.empty([n], tt.u32, { device });
    const fill = tt.kernel({ x: tt.arrayOf(tt.u32) }, (i, { x }) => {
      x[i] = i;
    });
    await fill.launch(n, { x });
    // read three elements on the device (reading 132 MiB back would cost seconds)
    const pick = tt.kernel({ x: tt.arrayOf(tt.u32), at: tt.arrayOf(tt.u32) }, (i, { x, at }) => {
      at[i] = x[at[i]];
    });
    const o = tt.array(new Uint32Array([0, n / 2, n - 1]), { device });
    await pick.launch(3, { x, at: o });
    expect(Array.from(await o.read())).toEqual([0, n / 2, n - 1]);
    x.dispose();
  });
});
