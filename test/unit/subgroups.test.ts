/**
 * Sub-group collectives: what the frontend refuses (codes and line:col), the sub-group size rule
 * and its launch check, the default size, typing of the slots, and that a kernel without
 * sub-groups compiles to the same IR as before (its shared arrays untouched). Values on every
 * device: test/conformance/cases-subgroups.ts.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import type { Device } from '../../src/runtime/device.js';
import { checkSubgroups } from '../../src/runtime/workgroup.js';

const f32 = tt.arrayOf(tt.f32);
const i32 = tt.arrayOf(tt.i32);

function refused(make: () => unknown, code: string, name = 'KernelSyntaxError'): tt.TuttiError {
  try {
    make();
  } catch (e) {
    expect(e).toMatchObject({ name, code });
    return e as tt.TuttiError;
  }
  throw new Error(`expected ${code}`);
}

describe('sub-groups: definition errors', () => {
  it('refuses sizes that are not a power of two up to 64 dividing the group, and a size without workgroup', () => {
    const body = (i: number, { x }: { x: Float32Array }, g: tt.WorkGroup) => {
      x[i] = g.subgroupAdd(x[i]);
    };
    for (const [workgroup, subgroupSize] of [
      [[64], 3],
      [[256], 128],
      [[8], 16],
      [[64], 0],
      [[64], 2.5],
    ] as const) {
      const e = refused(
        () => tt.kernel({ x: f32 }, body, { workgroup, subgroupSize }),
        'KERNEL_BAD_SUBGROUP_SIZE',
        'KernelDefinitionError',
      );
      expect(e.message).toContain(String(subgroupSize));
    }
    refused(
      () =>
        tt.kernel(
          { x: f32 },
          (i, { x }) => {
            x[i] = 1;
          },
          { subgroupSize: 8 },
        ),
      'KERNEL_BAD_SUBGROUP_SIZE',
      'KernelDefinitionError',
    );
  });

  it('refuses sub-group members outside a work-group kernel, unknown members and wrong arity', () => {
    refused(
      () =>
        tt.kernel({ x: f32 }, ((i: number, { x }: { x: Float32Array }, g: tt.WorkGroup) => {
          x[i] = g.subgroupAdd(x[i]);
        }) as never),
      'KERNEL_NO_WORKGROUP',
    );
    refused(
      () =>
        tt.kernel(
          { x: f32 },
          (i, { x }, g) => {
            x[i] = (g as unknown as { subgroupSum(v: number): number }).subgroupSum(x[i]);
          },
          { workgroup: [32] },
        ),
      'KERNEL_GROUP_MISUSE',
    );
    refused(
      () =>
        tt.kernel(
          { x: f32 },
          (i, { x }, g) => {
            x[i] = (g as unknown as { subgroupShuffle(v: number): number }).subgroupShuffle(x[i]);
          },
          { workgroup: [32] },
        ),
      'KERNEL_BAD_ARITY',
    );
  });

  it('refuses a collective under divergent control flow, with its line', () => {
    const e = refused(
      () =>
        tt.kernel(
          { x: f32 },
          (i, { x }, g) => {
            let s = 0;
            if (x[i] > 0) {
              s = g.subgroupAdd(1);
            }
            x[i] = s;
          },
          { workgroup: [32] },
        ),
      'KERNEL_SUBGROUP_DIVERGENT',
    );
    expect(e.message).toMatch(/sub-group collective must be reached by every item/);
    expect((e as tt.KernelSyntaxError).kernelLine).toBe(4);
  });

  it('refuses a broadcast whose lane differs between items; a shuffle takes one', () => {
    refused(
      () =>
        tt.kernel(
          { x: f32 },
          (i, { x }, g) => {
            x[i] = g.subgroupBroadcast(x[i], g.local[0] % 4);
          },
          { workgroup: [32] },
        ),
      'KERNEL_SUBGROUP_DIVERGENT',
    );
    expect(() =>
      tt.kernel(
        { x: f32 },
        (i, { x }, g) => {
          x[i] = g.subgroupShuffle(x[i], g.local[0] % 4);
        },
        { workgroup: [32] },
      ),
    ).not.toThrow();
  });

  it('refuses a collective where it may not run once per item', () => {
    const e = refused(
      () =>
        tt.kernel(
          { x: f32 },
          (i, { x }, g) => {
            x[i] = x[i] > 0 ? g.subgroupAdd(1) : 0;
          },
          { workgroup: [32] },
        ),
      'KERNEL_SUBGROUP_PLACEMENT',
    );
    expect(e.message).toContain('g.subgroupAdd()');
  });

  it('refuses a collective of booleans', () => {
    refused(
      () =>
        tt.kernel(
          { x: f32 },
          (i, { x }, g) => {
            x[i] = g.subgroupAdd((x[i] > 0) as unknown as number);
          },
          { workgroup: [32] },
        ),
      'KERNEL_SUBGROUP_TYPE',
      'KernelTypeError',
    );
  });
});

describe('sub-groups: sizes and types', () => {
  it('defaults to the largest power of two up to 32 dividing the group, and reports it', async () => {
    const one = (workgroup: readonly [number]) =>
      tt.kernel(
        { x: i32 },
        (i, { x }, g) => {
          x[i] = g.subgroupSize * 100 + g.subgroupCount;
        },
        { workgroup },
      );
    for (const [wg, size] of [
      [256, 32],
      [24, 8],
    ] as const) {
      const x = tt.zeros([wg], tt.i32, { device: 'js' });
      await one([wg]).launch(wg, { x });
      expect((await x.read())[0]).toBe(size * 100 + wg / size);
    }
    const two = tt.kernel(
      { x: i32 },
      ([i, j], { x }, g) => {
        x[i * 3 + j] = g.subgroupSize * 100 + g.subgroupCount;
      },
      { workgroup: [4, 3] },
    );
    const x = tt.zeros([12], tt.i32, { device: 'js' });
    await two.launch([4, 3], { x });
    expect((await x.read())[0]).toBe(4 * 100 + 3);
  });

  it('types the slots after the values: an i32 sum stays exact (an f32 slot would round 2^24 + 1)', async () => {
    const k = tt.kernel(
      { x: i32, y: i32 },
      (i, { x, y }, g) => {
        y[i] = g.subgroupAdd(x[i]);
      },
      { workgroup: [4], subgroupSize: 4 },
    );
    // 2^24 + 1 is not an f32: an f32 slot would round it
    const x = tt.array(new Int32Array([2 ** 24 + 1, 0, 0, 0]), { device: 'js' });
    const y = tt.zeros([4], tt.i32, { device: 'js' });
    await k.launch(4, { x, y });
    expect(Array.from(await y.read())).toEqual([2 ** 24 + 1, 2 ** 24 + 1, 2 ** 24 + 1, 2 ** 24 + 1]);
    expect(k.ir.subgroupSize).toBe(4);
    expect(k.ir.shared?.map((a) => a.type)).toEqual(['i32', 'i32']);
  });

  it('lists sub-group sizes per device; a size the device lacks is refused before anything runs', () => {
    expect(tt.device('js').caps.subgroupSizes).toContain(32);
    expect(tt.device('wasm').caps.subgroupSizes).toEqual([1, 2, 4, 8, 16, 32, 64]);
    const warp = { id: 'cuda:0', caps: { subgroupSizes: [32] } } as unknown as Device;
    expect(() => checkSubgroups('k', 32, warp)).not.toThrow();
    expect(() => checkSubgroups('k', undefined, warp)).not.toThrow();
    const e = refused(
      () => checkSubgroups('k', 16, warp),
      'LAUNCH_SUBGROUP_SIZE_UNSUPPORTED',
      'LaunchArgumentError',
    );
    expect(e.message).toContain('cuda:0 has sub-groups of 32');
  });

  it('leaves kernels without sub-groups as they were: no subgroupSize, shared arrays untouched', () => {
    const k = tt.kernel(
      { x: f32 },
      (i, { x }, g) => {
        const t = g.shared(tt.f32, 32);
        t[g.local[0]] = x[i];
        g.barrier();
        x[i] = t[0];
      },
      { workgroup: [32] },
    );
    expect(k.ir.subgroupSize).toBeUndefined();
    expect(k.ir.shared).toEqual([{ name: 'sh_t', sourceName: 't', type: 'f32', length: 32 }]);
  });
});
