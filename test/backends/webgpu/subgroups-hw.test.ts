/**
 * Hardware sub-groups (issue 33): WGSL's `subgroups` feature and CUDA's warp intrinsics replace the
 * group-memory emulation of a collective where the hardware's answer is the emulation's whatever
 * the order (integer sums, scans, min and max; broadcast and shuffle; float min and max through
 * tutti's Math.min/Math.max) — float sums and scans stay emulated. The generated WGSL (for an
 * adapter with sub-groups of 32) is snapshotted; on an adapter with hardware sub-groups (Dawn's
 * Vulkan on SwiftShader: sub-groups of 4) kernels of that size give exactly the js device's answers.
 */
import { describe, expect, it } from 'vitest';
import { renderC } from '../../../src/backends/c/render-kernel.js';
import { cudaDialect } from '../../../src/backends/cuda/dialect-cuda.js';
import { GpuDevice } from '../../../src/backends/webgpu/device.js';
import { renderWgsl } from '../../../src/backends/webgpu/render.js';
import * as tt from '../../../src/index.js';
import { subgroupCases } from '../../conformance/cases-subgroups.js';

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

describe('the WGSL of sub-group kernels on an adapter with hardware sub-groups', () => {
  it.each(subgroupCases.map((c) => ({ name: c.name, c })))('$name', async ({ c }) => {
    const ir = c.kernel().ir;
    const code = renderWgsl(ir, 64, false, false, { min: 32, max: 32 }).code;
    await expect(code).toMatchFileSnapshot(`__snapshots__/subgroups-hw/${slug(c.name)}.wgsl`);
  });

  it('uses the hardware only for exact collectives, and only when the size is in the adapter range', () => {
    const byName = (part: string) => {
      const c = subgroupCases.find((x) => x.name.includes(part));
      if (!c) throw new Error(part);
      return c.kernel().ir;
    };
    const floats = byName('add, min and max of f32');
    const hw = renderWgsl(floats, 64, false, false, { min: 8, max: 64 }).code;
    expect(hw).toMatch(/^enable subgroups;/);
    expect(hw).toContain('let tt_sg_hw = workgroupUniformLoad(&tt_sg_flag) == 0u;');
    // f32 min and max: a butterfly with Math.min/Math.max's helpers; the f32 sum keeps its emulation
    expect(hw).toContain('jmin(tt_sg_m, subgroupShuffleXor(tt_sg_m, 16u))');
    expect(hw).toContain('jmax(tt_sg_m, subgroupShuffleXor(tt_sg_m, 1u))');
    expect(hw).not.toMatch(/subgroupAdd\(v_/);
    // 32 outside the adapter's sizes, or no sub-groups at all: the emulation only, as before
    for (const adapter of [{ min: 4, max: 16 }, undefined]) {
      expect(renderWgsl(floats, 64, false, false, adapter).code).toBe(renderWgsl(floats, 64).code);
    }
    const scans = renderWgsl(byName('scans of i32'), 64, false, false, { min: 32, max: 32 }).code;
    expect(scans).toContain('subgroupInclusiveAdd(');
    expect(scans).toContain('subgroupExclusiveAdd(');
  });

  it('CUDA: warp shuffles for exact collectives, the emulation for the f32 sum', () => {
    const floats = subgroupCases[0]?.kernel().ir;
    if (!floats) throw new Error('no case');
    const cu = renderC(floats, cudaDialect);
    // min and max (in each item function the file has) take the warp; the sum does not
    const shuffles = cu.match(/__shfl_xor_sync/g)?.length ?? 0;
    expect(shuffles).toBeGreaterThan(0);
    expect(cu.match(/hardware sub-group/g)?.length).toBe(shuffles);
    expect(cu).toContain('tt_min_f32(tt_sg_v, __shfl_xor_sync(0xffffffffu, tt_sg_v, tt_sg_o))');
    const sum = cu.slice(cu.indexOf('  v_t_sg_value = v_v;'), cu.indexOf('  v_t_sg_value_1 = v_v;'));
    expect(sum).not.toContain('hardware sub-group');
    expect(sum).toContain('__syncthreads();');
  });
});

/** A kernel of every collective at sub-group size `s`, on i32 and f32 values (NaN, -0 included). */
function everyCollective(s: number) {
  return tt.kernel(
    {
      x: tt.arrayOf(tt.i32),
      f: tt.arrayOf(tt.f32),
      o: tt.arrayOf(tt.i32),
      p: tt.arrayOf(tt.f32),
      lane: tt.i32,
    },
    (i, { x, f, o, p, lane }, g) => {
      const v = x[i];
      o[i * 8] = g.subgroupAdd(v);
      o[i * 8 + 1] = g.subgroupMin(v);
      o[i * 8 + 2] = g.subgroupMax(v);
      o[i * 8 + 3] = g.subgroupInclusiveAdd(v);
      o[i * 8 + 4] = g.subgroupExclusiveAdd(v);
      o[i * 8 + 5] = g.subgroupShuffle(v, 3 * g.subgroupLocalId + 1);
      o[i * 8 + 6] = g.subgroupBroadcast(v, lane);
      o[i * 8 + 7] = tt.i32(g.subgroupAdd(tt.u32(v)));
      p[i * 4] = g.subgroupMax(f[i]);
      p[i * 4 + 1] = g.subgroupMin(f[i]);
      p[i * 4 + 2] = g.subgroupAdd(f[i]);
      p[i * 4 + 3] = g.subgroupShuffle(f[i], g.subgroupLocalId ^ 1);
    },
    { workgroup: [4 * s], subgroupSize: s },
  );
}

const hardware = tt
  .devices()
  .filter((d) => d.available && d.id.startsWith('webgpu') && d.details.subgroupMinSize !== undefined);

describe.skipIf(hardware.length === 0)('kernels on hardware sub-groups give the emulation’s answers', () => {
  it.each(hardware.map((d) => d.id))('%s', async (id) => {
    const device = tt.devices().find((d) => d.id === id) as tt.Device;
    const s = Number(device.details.subgroupMinSize);
    const k = everyCollective(s);
    await expect(k.generatedSource(id)).resolves.toContain('subgroupInclusiveAdd(');
    const n = 16 * s;
    // wrapping sums: values near the i32 limits
    const x = Int32Array.from(
      { length: n },
      (_, i) => ((i * 7919) % 1000) - 500 + (i % 5 === 0 ? 2 ** 31 - 600 : 0),
    );
    const f = Float32Array.from({ length: n }, (_, i) =>
      i % 7 === 3 ? Number.NaN : i % 9 === 1 ? -0 : i % 9 === 2 ? 0 : ((i * 31) % 17) - 8,
    );
    const run = async (dev: string) => {
      const o = tt.zeros([n * 8], tt.i32, { device: dev });
      const p = tt.zeros([n * 4], tt.f32, { device: dev });
      const args = { x: tt.array(x, { device: dev }), f: tt.array(f, { device: dev }), o, p, lane: s - 1 };
      await k.launch(n, args, { device: dev });
      const floats = Array.from((await p.read()) as Float32Array, (v) =>
        Number.isNaN(v) ? 'NaN' : Object.is(v, -0) ? '-0' : v,
      );
      return { ints: Array.from((await o.read()) as Int32Array), floats };
    };
    const want = await run('js');
    expect(want.floats).toContain('NaN');
    expect(want.floats).toContain('-0');
    expect(await run(id)).toEqual(want);
  });

  it("webgpuSubgroups: 'emulate' keeps every collective in work-group memory", async () => {
    const dev = hardware[0] as tt.Device;
    const impl = tt.device(dev.id).impl() as GpuDevice;
    const ir = everyCollective(Number(dev.details.subgroupMinSize)).ir;
    const render = async () => (await new GpuDevice(impl.info, impl.ctx).steps.render(ir)).code;
    expect(await render()).toContain('enable subgroups;');
    try {
      tt.configure({ webgpuSubgroups: 'emulate' });
      const emulated = await render();
      expect(emulated).not.toContain('subgroup');
      expect(emulated).toBe(
        renderWgsl(ir, impl.ctx.workgroupSize, false, impl.info.details?.exactDivSqrt === true).code,
      );
    } finally {
      tt.configure({ webgpuSubgroups: 'auto' });
    }
  });
});
