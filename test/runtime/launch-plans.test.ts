/**
 * Launch plans (runtime/launch-plan.ts, issue 31 item 3): a loop of launches with the same range,
 * arrays and options checks its arguments once (`checkArgs` runs for the first launch of each
 * argument set only), and everything that can change between launches still counts: scalars,
 * a disposed array, tt.configure, other arrays, a bad argument — with the errors of the full path.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jacobi1dReference } from '../support/jacobi-1d.js';

const counted = vi.hoisted(() => ({ checkArgs: 0 }));

vi.mock('../../src/runtime/launch-args.js', async (importOriginal) => {
  const args = await importOriginal<typeof import('../../src/runtime/launch-args.js')>();
  return {
    ...args,
    checkArgs: (...a: Parameters<typeof args.checkArgs>) => {
      counted.checkArgs++;
      return args.checkArgs(...a);
    },
  };
});

// the setup file (test/support/init-devices.ts) loaded src already: load it again, with the counter
vi.resetModules();
const tt = await import('../../src/index.js');

const F64 = tt.arrayOf(tt.f64);
const step = tt.kernel(
  { A: F64, B: F64 },
  (i, { A, B }) => {
    B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
  },
  { name: 'plans_step' },
);
const axpy = tt.kernel(
  { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), a: tt.f32, k: tt.i32 },
  (i, { x, y, a, k }) => {
    y[i] = a * x[i] + k;
  },
  { name: 'plans_axpy' },
);

afterEach(() => tt.configure({}));

describe('launch plans', () => {
  for (const device of ['js', 'wasm', 'native']) {
    const d = tt.devices().find((x) => x.backend === device && x.available);
    it.skipIf(!d)(
      `${device}: 100 queued steps check their arguments at most 3 times (one plan per argument set), same result`,
      async () => {
        const n = 50;
        const A = tt.array(
          Float64Array.from({ length: n }, (_, i) => (i + 2) / n),
          { device },
        );
        const B = tt.array(
          Float64Array.from({ length: n }, (_, i) => (i + 3) / n),
          { device },
        );
        const before = counted.checkArgs;
        const launches = tt.stats().launches;
        const q: Promise<unknown>[] = [];
        for (let t = 0; t < 100; t++) {
          q.push(step.launch(n - 2, { A, B }, { offset: 1 }));
          q.push(step.launch(n - 2, { A: B, B: A }, { offset: 1 }));
        }
        await Promise.all(q);
        // the first launch of each set, and the second of the first set (a plan is made for arrays seen before)
        expect(counted.checkArgs - before).toBeLessThanOrEqual(3);
        expect(tt.stats().launches - launches).toBe(200);
        expect(Array.from(await A.read())).toEqual(Array.from(jacobi1dReference(n, 100)));
      },
    );
  }

  it("binds each launch's own scalars", async () => {
    const x = tt.array(new Float32Array([1, 2, 3, 4]), { device: 'js' });
    const y = tt.zeros([4], tt.f32, { device: 'js' });
    const before = counted.checkArgs;
    const got: number[][] = [];
    for (let r = 0; r < 5; r++) {
      await axpy.launch(4, { x, y, a: 0.5 * r, k: r });
      got.push(Array.from(await y.read()));
    }
    expect(counted.checkArgs - before).toBe(2);
    expect(got).toEqual([0, 1, 2, 3, 4].map((r) => [1, 2, 3, 4].map((v) => Math.fround(0.5 * r) * v + r)));
  });

  it('a bad scalar, an unknown argument or another range takes the full path and its error', async () => {
    const x = tt.array(new Float32Array([1, 2, 3, 4]), { device: 'js' });
    const y = tt.zeros([4], tt.f32, { device: 'js' });
    await axpy.launch(4, { x, y, a: 1, k: 1 });
    await expect(axpy.launch(4, { x, y, a: 1, k: 1.5 })).rejects.toMatchObject({
      code: 'LAUNCH_SCALAR_OUT_OF_RANGE',
    });
    await expect(axpy.launch(4, { x, y, a: 1, k: 2 ** 31 })).rejects.toMatchObject({
      code: 'LAUNCH_SCALAR_OUT_OF_RANGE',
    });
    await expect(axpy.launch(4, { x, y, a: '1', k: 1 } as never)).rejects.toMatchObject({
      code: 'LAUNCH_BAD_ARG_TYPE',
    });
    await expect(axpy.launch(4, { x, y, a: 1, k: 1, z: 2 } as never)).rejects.toMatchObject({
      code: 'LAUNCH_UNKNOWN_ARG',
    });
    await expect(axpy.launch(4, { x, y, a: 1, k: 1 }, { offest: 1 } as never)).rejects.toMatchObject({
      code: 'LAUNCH_BAD_OPTIONS',
    });
    // a longer range than the arrays: the checked variant, with its range error
    await expect(axpy.launch(5, { x, y, a: 1, k: 1 })).rejects.toMatchObject({
      code: 'KERNEL_INDEX_OUT_OF_BOUNDS',
    });
  });

  it('a loop over fresh temporaries makes no plan (and keeps none of them)', async () => {
    const x = tt.array(new Float32Array([1, 2, 3, 4]), { device: 'js' });
    const plans = (axpy as unknown as { plans: { made: number } }).plans; // @internal counter
    const made = plans.made;
    for (let r = 0; r < 5; r++) {
      const y = tt.zeros([4], tt.f32, { device: 'js' });
      await axpy.launch(4, { x, y, a: 1, k: r });
      expect(Array.from(await y.read())).toEqual([1, 2, 3, 4].map((v) => v + r));
      y.dispose();
    }
    expect(plans.made - made).toBe(0);
  });

  it('a disposed array is refused, as on the full path', async () => {
    const x = tt.array(new Float32Array([1, 2, 3, 4]), { device: 'js' });
    const y = tt.zeros([4], tt.f32, { device: 'js' });
    await axpy.launch(4, { x, y, a: 1, k: 0 });
    x.dispose();
    await expect(axpy.launch(4, { x, y, a: 1, k: 0 })).rejects.toMatchObject({ code: 'ARRAY_DISPOSED' });
  });

  it('tt.configure takes effect: a new launchTimeoutMs makes a new plan', async () => {
    const x = tt.array(new Float32Array([1, 2, 3, 4]), { device: 'js' });
    const y = tt.zeros([4], tt.f32, { device: 'js' });
    await axpy.launch(4, { x, y, a: 1, k: 0 });
    await axpy.launch(4, { x, y, a: 1, k: 0 });
    const before = counted.checkArgs;
    await axpy.launch(4, { x, y, a: 1, k: 0 });
    expect(counted.checkArgs - before).toBe(0);
    tt.configure({ launchTimeoutMs: 60_000 });
    await axpy.launch(4, { x, y, a: 2, k: 0 });
    expect(counted.checkArgs - before).toBe(1);
    expect(Array.from(await y.read())).toEqual([2, 4, 6, 8]);
  });
});
