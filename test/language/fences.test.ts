/**
 * Memory fences in the kernel language: tt.fence() (device scope) and g.fence() (work-group
 * scope) — how each backend spells them, where they are refused and why (docs/kernel-language.md,
 * "Fences"). Results on every device are in the conformance cases (test/conformance/cases-fences.ts).
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { printKernel } from '../../src/ir/printer.js';

const publish = tt.kernel({ x: tt.arrayOf(tt.i32), count: tt.arrayOf(tt.i32) }, (i, { x, count }) => {
  x[i] = i * 2;
  tt.fence();
  Atomics.add(count, 0, 1);
});

const inGroup = tt.kernel(
  { x: tt.arrayOf(tt.f32) },
  (i, { x }, g) => {
    const s = g.shared(tt.f32, 8);
    s[g.local[0]] = x[i];
    g.fence();
    g.barrier();
    x[i] = s[7 - g.local[0]];
  },
  { workgroup: [8] },
);

const available = (id: string) => tt.devices().some((d) => d.backend === id && d.available);

describe('the IR and the generated code', () => {
  it('tt.fence() is a device-scope fence statement, g.fence() a work-group one', () => {
    expect(printKernel(publish.ir)).toMatch(/^\s*fence device$/m);
    expect(printKernel(inGroup.ir)).toMatch(/^\s*fence workgroup$/m);
  });

  it('native: C11 atomic_thread_fence (the GCC/Clang builtin), seq_cst, for both scopes', async () => {
    expect(await publish.generatedSource('native')).toContain('__atomic_thread_fence(__ATOMIC_SEQ_CST);');
    expect(await inGroup.generatedSource('native')).toContain('__atomic_thread_fence(__ATOMIC_SEQ_CST);');
  });

  it('cuda: __threadfence() at device scope, __threadfence_block() at work-group scope', async () => {
    const device = await publish.generatedSource('cuda');
    expect(device).toContain('__threadfence();');
    expect(device).not.toContain('__threadfence_block();');
    expect(await inGroup.generatedSource('cuda')).toContain('__threadfence_block();');
  });

  it('js: nothing (a launch runs its items in order on one thread), and the results are right', async () => {
    expect(await publish.generatedSource('js')).not.toMatch(/fence/);
    const x = tt.zeros([16], tt.i32, { device: 'js' });
    const count = tt.zeros([1], tt.i32, { device: 'js' });
    await publish.launch(16, { x, count });
    expect([...(await count.read())]).toEqual([16]);
    expect((await x.read())[15]).toBe(30);
  });

  it.runIf(available('webgpu'))('webgpu: g.fence() is a barrier in uniform control flow', async () => {
    const wgsl = await inGroup.generatedSource('webgpu');
    expect(wgsl.match(/storageBarrier\(\); workgroupBarrier\(\);/g)?.length).toBe(2);
  });

  it.runIf(available('webgpu'))(
    'webgpu refuses tt.fence() with KERNEL_FENCE_UNSUPPORTED, at the call',
    async () => {
      const x = tt.zeros([4], tt.i32, { device: 'webgpu' });
      const count = tt.zeros([1], tt.i32, { device: 'webgpu' });
      const err = await publish.launch(4, { x, count }).catch((e: unknown) => e);
      expect(err).toMatchObject({ name: 'KernelTypeError', code: 'KERNEL_FENCE_UNSUPPORTED', line: 3 });
      expect(String((err as Error).message)).toMatch(/device scope.*WGSL/);
      await expect(publish.generatedSource('webgpu')).rejects.toMatchObject({
        code: 'KERNEL_FENCE_UNSUPPORTED',
      });
      expect(tt.device('webgpu').has('device-fences')).toBe(false);
    },
  );

  it('device-fences: every available device but webgpu', () => {
    for (const d of tt.devices().filter((x) => x.available))
      expect(d.has('device-fences'), d.id).toBe(d.backend !== 'webgpu');
  });
});

describe('bad uses are refused before anything runs', () => {
  const refused = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      return e;
    }
    return undefined;
  };

  it('a fence takes no arguments (KERNEL_BAD_ARITY)', () => {
    const err = refused(() =>
      tt.kernel({ x: tt.arrayOf(tt.i32) }, (i, { x }) => {
        x[i] = 1;
        // @ts-expect-error — tt.fence() takes no arguments
        tt.fence('workgroup');
      }),
    );
    expect(err).toMatchObject({ code: 'KERNEL_BAD_ARITY' });
    const g = refused(() =>
      tt.kernel(
        { x: tt.arrayOf(tt.i32) },
        (i, { x }, g) => {
          x[i] = 1;
          // @ts-expect-error — g.fence() takes no arguments
          g.fence(1);
        },
        { workgroup: [4] },
      ),
    );
    expect(g).toMatchObject({ code: 'KERNEL_BAD_ARITY' });
  });

  it('a fence is a statement, not a value', () => {
    const err = refused(() =>
      tt.kernel({ x: tt.arrayOf(tt.i32) }, (i, { x }) => {
        // @ts-expect-error — tt.fence() returns nothing
        x[i] = tt.fence();
      }),
    );
    expect(err).toMatchObject({ name: 'KernelSyntaxError', code: 'KERNEL_UNSUPPORTED_SYNTAX' });
  });

  it('g.fence() under divergent control flow is KERNEL_BARRIER_DIVERGENT (WGSL spells it as a barrier)', () => {
    const err = refused(() =>
      tt.kernel(
        { x: tt.arrayOf(tt.i32) },
        (i, { x }, g) => {
          if (x[i] > 0) g.fence();
          x[i] = 0;
        },
        { workgroup: [4] },
      ),
    );
    expect(err).toMatchObject({ code: 'KERNEL_BARRIER_DIVERGENT', line: 2 });
    expect(String((err as Error).message)).toMatch(/g\.fence\(\)/);
  });

  it('tt.fence() under divergent control flow is fine (a fence waits for no other item)', () => {
    const k = tt.kernel({ x: tt.arrayOf(tt.i32) }, (i, { x }) => {
      if (x[i] > 0) tt.fence();
      x[i] = 0;
    });
    expect(printKernel(k.ir)).toMatch(/fence device/);
  });

  it('a user helper named fence is called, not taken for tt.fence()', async () => {
    const fence = (v: number) => v + 1;
    const k = tt.kernel(
      { x: tt.arrayOf(tt.i32) },
      (i, { x }) => {
        x[i] = fence(x[i]);
      },
      { helpers: { fence } },
    );
    expect(printKernel(k.ir)).not.toMatch(/fence (device|workgroup)/);
    const x = tt.array(new Int32Array([1, 2]), { device: 'js' });
    await k.launch(2, { x });
    expect([...(await x.read())]).toEqual([2, 3]);
  });

  it('tt.fence() on the host does nothing (kernel bodies also run as plain JS)', () => {
    expect(tt.fence()).toBeUndefined();
  });
});
