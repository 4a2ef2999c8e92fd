/**
 * Work-group kernels: what the frontend refuses (with codes and line:col), what the launch
 * refuses, the uniformity rule's accepted forms, typing of the `g` parameter, and launches large
 * enough to spread groups over threads (native OpenMP, the wasm worker pool).
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { checkGroups } from '../../src/runtime/workgroup.js';

const f32 = tt.arrayOf(tt.f32);

function refused(make: () => unknown, code: string, name = 'KernelSyntaxError'): tt.TuttiError {
  try {
    make();
  } catch (e) {
    expect(e).toMatchObject({ name, code });
    return e as tt.TuttiError;
  }
  throw new Error(`expected ${code}`);
}

describe('work-group kernels: definition errors', () => {
  it('refuses the g parameter without { workgroup }', () => {
    const e = refused(
      () =>
        tt.kernel({ x: f32 }, ((i: number, { x }: { x: Float32Array }, g: tt.WorkGroup) => {
          x[i] = g.local[0];
        }) as never),
      'KERNEL_NO_WORKGROUP',
    );
    expect(e.message).toContain('workgroup');
    // shared memory without { workgroup } (issue 12, bad input): refused at definition too
    refused(
      () =>
        tt.kernel({ x: f32 }, ((i: number, { x }: { x: Float32Array }, g: tt.WorkGroup) => {
          const tile = g.shared(tt.f32, 64);
          tile[0] = 1;
          x[i] = tile[0];
        }) as never),
      'KERNEL_NO_WORKGROUP',
    );
  });

  it('refuses g used as a value, unknown members and non-constant dimensions', () => {
    refused(
      () =>
        tt.kernel(
          { x: f32 },
          (i, { x }, g) => {
            const h = g;
            x[i] = h.local[0];
          },
          { workgroup: [4] },
        ),
      'KERNEL_GROUP_MISUSE',
    );
    refused(
      () =>
        tt.kernel(
          { x: f32 },
          (i, { x }, g) => {
            x[i] = (g as unknown as { lane: number[] }).lane[0];
          },
          { workgroup: [4] },
        ),
      'KERNEL_GROUP_MISUSE',
    );
    refused(
      () =>
        tt.kernel(
          { x: f32 },
          (i, { x }, g) => {
            x[i] = g.local[i];
          },
          { workgroup: [4] },
        ),
      'KERNEL_GROUP_MISUSE',
    );
    refused(
      () =>
        tt.kernel(
          { x: f32 },
          (i, { x }, g) => {
            x[i] = g.local[1];
          },
          { workgroup: [4] },
        ),
      'KERNEL_GROUP_MISUSE',
    );
  });

  it('refuses g.shared outside a top-level const, of a bad dtype or a non-constant length', () => {
    refused(
      () =>
        tt.kernel(
          { x: f32 },
          (i, { x }, g) => {
            if (i > 0) {
              const s = g.shared(tt.f32, 4);
              s[0] = 1;
            }
            x[i] = 0;
          },
          { workgroup: [4] },
        ),
      'KERNEL_SHARED_PLACEMENT',
    );
    refused(
      () =>
        tt.kernel(
          { x: f32 },
          (i, { x }, g) => {
            x[i] = g.shared(tt.f32, 4)[0];
          },
          { workgroup: [4] },
        ),
      'KERNEL_GROUP_MISUSE',
    );
    refused(
      () =>
        tt.kernel(
          { x: f32 },
          (i, { x }, g) => {
            const s = g.shared(tt.u8 as never, 4);
            x[i] = s[0];
          },
          { workgroup: [4] },
        ),
      'KERNEL_SHARED_TYPE',
    );
    const e = refused(
      () =>
        tt.kernel(
          { x: f32, n: tt.i32 },
          (i, { x, n }, g) => {
            const s = g.shared(tt.f32, n);
            x[i] = s[0];
          },
          { workgroup: [4] },
        ),
      'KERNEL_SHARED_LENGTH',
    );
    expect(e.message).toMatch(/\d+:\d+/);
  });

  it('refuses barriers in divergent control flow, naming the line and the cause', () => {
    const divergent: [string, (i: number, p: { x: Float32Array; n: number }, g: tt.WorkGroup) => void][] = [
      [
        'an if on the index',
        (i, { x }, g) => {
          if (i < 3) g.barrier();
          x[i] = 1;
        },
      ],
      [
        'a loop over array elements',
        (i, { x }, g) => {
          for (let k = 0; k < x[i]; k++) g.barrier();
        },
      ],
      [
        'a local computed from g.local',
        (i, { x }, g) => {
          const odd = g.local[0] & 1;
          if (odd === 1) g.barrier();
          x[i] = 0;
        },
      ],
      [
        'after a divergent return',
        (i, { x, n }, g) => {
          if (i >= n) return;
          g.barrier();
          x[i] = 1;
        },
      ],
      [
        'a loop some items leave early',
        (i, { x, n }, g) => {
          for (let k = 0; k < n; k++) {
            if (x[i] > k) break;
            g.barrier();
          }
        },
      ],
    ];
    for (const [what, fn] of divergent) {
      const e = refused(
        () => tt.kernel({ x: f32, n: tt.i32 }, fn, { workgroup: [4], name: what }),
        'KERNEL_BARRIER_DIVERGENT',
      );
      expect(e.message, what).toMatch(/\d+:\d+/);
    }
    refused(
      () =>
        tt.kernel(
          { x: f32, n: tt.i32 },
          (i, { x, n }, g) => {
            for (let k = 0; k < n; k++) {
              if (k === 2) continue;
              x[i] += k;
              g.barrier();
            }
          },
          { workgroup: [4] },
        ),
      'KERNEL_BARRIER_DIVERGENT',
    );
  });

  it('accepts barriers under uniform conditions: scalars, group ids, sizes, uniform counters', () => {
    const k = tt.kernel(
      { x: f32, n: tt.i32 },
      (i, { x, n }, g) => {
        const s = g.shared(tt.f32, 8);
        s[g.local[0]] = x[i];
        if (g.group[0] > 0 && n > 2) g.barrier();
        for (let h = g.size[0] >> 1; h > 0; h >>= 1) {
          if (h === 100) break;
          g.barrier();
        }
        let m = n;
        while (m > 0) {
          m -= 4;
          g.barrier();
        }
        x[i] = s[0];
      },
      { workgroup: [8] },
    );
    expect(k.ir.workgroup).toEqual([8]);
    expect(k.printIR()).toContain('barrier');
  });

  it('refuses a workgroup option that does not match the index or is too large', () => {
    const body = (i: number, { x }: { x: Float32Array }) => {
      x[i] = 0;
    };
    refused(
      () => tt.kernel({ x: f32 }, body, { workgroup: [4, 4] }),
      'KERNEL_BAD_WORKGROUP',
      'KernelDefinitionError',
    );
    refused(
      () => tt.kernel({ x: f32 }, body, { workgroup: [0] }),
      'KERNEL_BAD_WORKGROUP',
      'KernelDefinitionError',
    );
    refused(
      () => tt.kernel({ x: f32 }, body, { workgroup: [2048] }),
      'KERNEL_BAD_WORKGROUP',
      'KernelDefinitionError',
    );
  });
});

describe('work-group kernels: launch errors', () => {
  const k = tt.kernel(
    { x: f32 },
    (i, { x }, g) => {
      x[i] = g.group[0];
    },
    { workgroup: [64] },
  );

  it('refuses a range that is not a multiple of the group size, saying how to pad', async () => {
    const x = tt.zeros([100], tt.f32, { device: 'js' });
    await expect(k.launch(100, { x })).rejects.toMatchObject({
      name: 'LaunchArgumentError',
      code: 'LAUNCH_RANGE_NOT_MULTIPLE',
      message: expect.stringContaining('launch [128]'),
    });
  });

  it('refuses a group larger than the device allows (caps.maxWorkgroupSize, per axis)', () => {
    const small = {
      id: 'test:0',
      caps: { maxWorkgroupSize: [256, 256, 64], maxWorkgroupItems: 256 },
    } as unknown as tt.Device;
    expect(() => checkGroups('k', [128, 1, 1], [128, 1, 1], small)).toThrow(
      expect.objectContaining({ code: 'LAUNCH_WORKGROUP_TOO_LARGE' }),
    );
    expect(() => checkGroups('k', [1, 1, 512], [1, 1, 512], small)).toThrow(
      expect.objectContaining({ code: 'LAUNCH_WORKGROUP_TOO_LARGE' }),
    );
    expect(() => checkGroups('k', [1, 4, 64], [1, 4, 64], small)).not.toThrow();
  });
});

describe('work-group kernels: many groups over threads', () => {
  const reduce = tt.kernel(
    { x: tt.arrayOf(tt.i32), out: tt.arrayOf(tt.i32) },
    (i, { x, out }, g) => {
      const s = g.shared(tt.i32, 128);
      const l = g.local[0];
      s[l] = x[i];
      g.barrier();
      for (let h = 64; h > 0; h >>= 1) {
        if (l < h) s[l] += s[l + h];
        g.barrier();
      }
      if (l === 0) out[g.group[0]] = s[0];
    },
    { workgroup: [128] },
  );
  const groups = 4096;
  const data = Int32Array.from({ length: 128 * groups }, (_, i) => (i % 7) - 3);
  const want = Int32Array.from({ length: groups }, (_, b) => {
    let s = 0;
    for (let k = 0; k < 128; k++) s += data[b * 128 + k];
    return s;
  });
  for (const d of tt.devices().filter((x) => x.backend !== 'sim')) {
    it.skipIf(!d.available)(
      `${d.id}: ${groups} groups of 128${d.available ? '' : ` (skipped: ${d.reason})`}`,
      async () => {
        const x = tt.array(data, { device: d });
        const out = tt.zeros([groups], tt.i32, { device: d });
        await reduce.launch(128 * groups, { x, out });
        expect(await out.read()).toEqual(want);
      },
    );
  }
});

describe('work-group kernels: IR, printer, key, the work-item-loops pass', () => {
  it('every work-group conformance kernel verifies before and after work-item loops', async () => {
    const { workgroupCases } = await import('../conformance/cases-workgroups.js');
    const { verifyKernel } = await import('../../src/ir/verify.js');
    const { workItemLoops } = await import('../../src/passes/work-item-loops.js');
    const { printKernel } = await import('../../src/ir/printer.js');
    for (const c of workgroupCases) {
      const k = c.kernel();
      verifyKernel(k.ir);
      for (const sink of [false, true]) {
        const loops = workItemLoops(k.ir, { sinkUniformLoops: sink });
        verifyKernel(loops, 'work-item-loops');
        expect(loops.groupLoops).toBe(true);
        const text = printKernel(loops);
        expect(text, c.name).not.toMatch(/^\s*barrier$/m);
        expect(text).toContain('group-loops');
      }
    }
  });

  it('the workgroup size is part of the content key and the printed IR', () => {
    const make = (wg: number) =>
      tt.kernel(
        { x: f32 },
        (i, { x }, g) => {
          const s = g.shared(tt.f32, 64);
          s[g.local[0]] = x[i];
          g.barrier();
          x[i] = s[0];
        },
        { workgroup: [wg] },
      );
    const a = make(32);
    const b = make(64);
    expect(a.key).not.toBe(b.key);
    expect(a.printIR()).toContain('workgroup=[32]');
    expect(a.printIR()).toContain('shared sh_s: f32[64]');
  });
});
