/**
 * Issue 31 (launch-bound iterative programs): launches queued without awaiting, as PolyBench's
 * jacobi-1d port queues them (two alternating argument sets, `{ offset: 1 }`, one await at the
 * end). The launch path binds arguments by position, reuses native's error words for calls on the
 * calling thread and adds a launch's offsets to its own scalars: these check the results against
 * a plain JS loop, each launch counted, arguments bound in order when scalars sit between arrays,
 * and a failing launch among queued ones reporting its own error, not its neighbours'.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { jacobi1dReference } from '../support/jacobi-1d.js';

const F64 = tt.arrayOf(tt.f64);
const step = tt.kernel({ A: F64, B: F64 }, (i, { A, B }) => {
  B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
});
// scalars between arrays, arrays not in alphabetical order: bound by position
const mixed = tt.kernel({ s: tt.f64, z: F64, t: tt.i32, a: F64, u: tt.f64 }, (i, { s, z, t, a, u }) => {
  a[i] = z[i] * s + t - u;
});
const shiftStore = tt.kernel({ x: tt.arrayOf(tt.f32), k: tt.i32 }, (i, { x, k }) => {
  x[i + k] = i;
});

const cpu = ['js', 'wasm', 'native'].filter((b) => tt.devices().some((d) => d.backend === b && d.available));

describe.each(cpu)('queued launches on %s', (backend) => {
  it("jacobi-1d's queued offset launches: the plain loop's result, every launch counted", async () => {
    const n = 120;
    const steps = 40;
    const A = tt.array(
      Float64Array.from({ length: n }, (_, i) => (i + 2) / n),
      { device: backend },
    );
    const B = tt.array(
      Float64Array.from({ length: n }, (_, i) => (i + 3) / n),
      { device: backend },
    );
    await step.launch(n - 2, { A, B }, { offset: 1 });
    await step.launch(n - 2, { A: B, B: A }, { offset: 1 });
    const before = tt.stats().launches;
    const q: Promise<tt.Event>[] = [];
    for (let t = 1; t < steps; t++) {
      q.push(step.launch(n - 2, { A, B }, { offset: 1 }));
      q.push(step.launch(n - 2, { A: B, B: A }, { offset: 1 }));
    }
    const events = await Promise.all(q);
    expect(tt.stats().launches - before).toBe(2 * (steps - 1));
    expect(events.every((e) => e instanceof tt.Event && e.kind === 'launch')).toBe(true);
    expect(Array.from(await A.read())).toEqual(Array.from(jacobi1dReference(n, steps)));
  });

  it('binds scalars and arrays by position, whatever their order and names', async () => {
    const z = tt.array(new Float64Array([1, 2, 3, 4]), { device: backend });
    const a = tt.zeros([4], tt.f64, { device: backend });
    const q: Promise<unknown>[] = [];
    for (let k = 0; k < 3; k++) q.push(mixed.launch(4, { u: 0.5, a, t: k, z, s: 2 }));
    await Promise.all(q);
    expect(Array.from(await a.read())).toEqual([1, 2, 3, 4].map((v) => v * 2 + 2 - 0.5));
  });

  it('a failing launch among queued ones reports its own index, and later launches run clean', async () => {
    const x = tt.zeros([8], tt.f32, { device: backend });
    const y = tt.zeros([8], tt.f32, { device: backend });
    const results = await Promise.all([
      shiftStore.launch(4, { x, k: 0 }),
      shiftStore.launch(4, { x: y, k: 6 }).catch((e: unknown) => e),
      shiftStore.launch(4, { x, k: 4 }),
      shiftStore.launch(4, { x, k: 3 }),
    ]);
    expect(results[0]).toBeInstanceOf(tt.Event);
    // items 2 and 3 store at 8 and 9: the first out-of-bounds index is 8, of the launch with k = 6
    expect(results[1]).toBeInstanceOf(tt.KernelRangeError);
    expect(results[1]).toMatchObject({ array: 'x', index: 8, length: 8 });
    expect(results[2]).toBeInstanceOf(tt.Event);
    expect(results[3]).toBeInstanceOf(tt.Event);
    expect(Array.from(await x.read())).toEqual([0, 1, 2, 0, 1, 2, 3, 3]);
  });
});
