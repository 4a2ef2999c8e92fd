/**
 * Issue 31.1: what a launch needs of its kernel alone (or of the kernel on a device) is worked out
 * once (runtime/launch-facts.ts): a loop of launches walks no IR (`visit`: the loop scan of a
 * launch with a timeout, the float-atomics scan, the types check) and builds no IR key
 * (`irExactKey`: the compile lookup), and its results are those of the first launch.
 */
import { describe, expect, it, vi } from 'vitest';

const counted = vi.hoisted(() => ({ visit: 0, irExactKey: 0 }));

vi.mock('../../src/ir/walk.js', async (importOriginal) => {
  const walk = await importOriginal<typeof import('../../src/ir/walk.js')>();
  return {
    ...walk,
    visit: (...args: Parameters<typeof walk.visit>) => {
      counted.visit++;
      return walk.visit(...args);
    },
  };
});
vi.mock('../../src/ir/key.js', async (importOriginal) => {
  const key = await importOriginal<typeof import('../../src/ir/key.js')>();
  return {
    ...key,
    irExactKey: (ir: object) => {
      counted.irExactKey++;
      return key.irExactKey(ir);
    },
  };
});

// the setup file (test/support/init-devices.ts) loaded src already: load it again, with the counters
vi.resetModules();
const tt = await import('../../src/index.js');

const sumTo = tt.kernel(
  { y: tt.arrayOf(tt.i32), n: tt.i32 },
  (i, { y, n }) => {
    let s = 0;
    for (let k = 0; k < n; k++) s = (s + k + i) | 0;
    y[i] = s;
  },
  { name: 'facts_sum_to' },
);

const atomicAdd = tt.kernel(
  { x: tt.arrayOf(tt.f32), total: tt.arrayOf(tt.f32) },
  (i, { x, total }) => {
    Atomics.add(total, 0, x[i]);
  },
  { name: 'facts_atomic_add', deterministic: true },
);

describe('per-kernel launch facts (issue 31.1)', () => {
  it('a loop of launches, with and without a timeout, walks no IR and builds no IR key after the first', async () => {
    const y = tt.zeros([4], tt.i32, { device: 'js' });
    await sumTo.launch(4, { y, n: 3 });
    await sumTo.launch(4, { y, n: 3 }, { timeoutMs: 60_000 });
    const before = { ...counted };
    for (let r = 0; r < 20; r++) {
      await sumTo.launch(4, { y, n: r });
      await sumTo.launch(4, { y, n: r + 1 }, { timeoutMs: 60_000 });
    }
    expect(counted.visit - before.visit).toBe(0);
    expect(counted.irExactKey - before.irExactKey).toBe(0);
    // n = 20 in the last launch: s = 0 + 1 + … + 19 + 20 i
    expect([...(await y.read())]).toEqual([190, 210, 230, 250]);
  });

  it('a deterministic kernel with float atomics scans for them once and still runs in order', async () => {
    const x = tt.array(new Float32Array([0.1, 1e8, -1e8, 0.2]), { device: 'js' });
    const total = tt.zeros([1], tt.f32, { device: 'js' });
    await atomicAdd.launch(4, { x, total });
    const before = counted.visit;
    for (let r = 0; r < 10; r++) await atomicAdd.launch(4, { x, total });
    expect(counted.visit - before).toBe(0);
    // in index order in f32: ((0 + 0.1 + 1e8) - 1e8) + 0.2, eleven times
    let want = Math.fround(0);
    for (let r = 0; r < 11; r++)
      for (const v of [0.1, 1e8, -1e8, 0.2]) want = Math.fround(want + Math.fround(v));
    expect((await total.read())[0]).toBe(want);
  });

  it('a bad argument is still reported before anything is compiled, at every launch', async () => {
    const y = tt.zeros([4], tt.f32, { device: 'js' });
    for (let r = 0; r < 2; r++) {
      await expect(sumTo.launch(4, { y, n: 1 } as never)).rejects.toMatchObject({
        code: 'LAUNCH_BAD_ARG_TYPE',
      });
    }
  });
});
