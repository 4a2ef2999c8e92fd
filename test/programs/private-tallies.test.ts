/**
 * AsyncProgram's per-worker tallies (src/programs/private-tallies.ts): a state array touched only
 * by constant-slot `Atomics.add` / `Atomics.sub` statements is counted in worker locals and flushed
 * once per slot when the worker stops. Exact on every CPU device; an array the kernel also reads is
 * left shared (a spec that reads its counter still stops on time); an out-of-bounds slot fails the
 * run exactly when its statement ran.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DIVERGENT,
  divergentReference,
  divergentSpec,
  runDivergent,
} from '../../examples/programs/divergent.js';
import * as tt from '../../src/index.js';

const cpuDevices = tt
  .devices()
  .filter((d) => d.available && d.kind !== 'gpu')
  .map((d) => d.id);

const workerIR = (spec: tt.ProgramSpec) => new tt.AsyncProgram(spec).kernels[0]?.printIR() ?? '';

/** Counts `step` calls in `count[0]` (+1) and `count[1]` (-1); `seen` gets a slot past its end when `bad`. */
const counting = (bad: boolean) =>
  tt.programSpec({
    state: { count: tt.arrayOf(tt.i32), next: tt.arrayOf(tt.u32), n: tt.u32, bad: tt.u32 },
    functions: {
      step: tt.asyncFn({ k: tt.u32 }, ({ k }, { count, bad }, prog) => {
        Atomics.add(count, 0, 1);
        Atomics.sub(count, 1, 1);
        if (bad !== 0 && k === 3) Atomics.add(count, 9, 1);
        if (k > 0) prog.async.step(k - 1);
      }),
    },
    makeWork: ({ next, n }, prog) => {
      const i = Atomics.add(next, 0, 1);
      if (i >= n) return false;
      prog.async.step(i % 8);
      return true;
    },
    name: bad ? 'countingBad' : 'counting',
  });

/** Ticks until the shared counter reaches 50: it reads the counter, so the counter must stay shared. */
const ticking = tt.programSpec({
  state: { count: tt.arrayOf(tt.u32), next: tt.arrayOf(tt.u32) },
  functions: {
    tick: tt.asyncFn({ k: tt.u32 }, ({ k }, { count }, prog) => {
      Atomics.add(count, 0, 1);
      if (Atomics.load(count, 0) < 50) prog.async.tick(k);
    }),
  },
  makeWork: ({ next }, prog) => {
    if (Atomics.add(next, 0, 1) >= 4) return false;
    prog.async.tick(0);
    return true;
  },
});

it('privatises counters touched only by constant-slot adds, not a counter the kernel reads', () => {
  expect(workerIR(divergentSpec)).toContain('t_touched_tally');
  expect(workerIR(divergentSpec)).not.toContain('t_touched_bins'); // bins' slot is computed
  expect(workerIR(counting(false))).toContain('t_touched_count');
  expect(workerIR(ticking)).not.toContain('t_touched_count');
});

describe.each(cpuDevices)('per-worker tallies on %s', (dev) => {
  it.each([1, 32])('divergent toy, lanes %i: exact tallies', async (lanes) => {
    const p = { ...DEFAULT_DIVERGENT, n: 3000 };
    const want = divergentReference(p);
    const r = await runDivergent(new tt.AsyncProgram(divergentSpec, { lanes }), dev, p);
    expect(Array.from(r.tally)).toEqual(Array.from(want.tally));
    expect(Array.from(r.bins)).toEqual(Array.from(want.bins));
  });
  it('adds and subs over several dispatches and workers', async () => {
    const n = 5000;
    const count = tt.zeros([2], tt.i32, { device: dev });
    const next = tt.zeros([1], tt.u32, { device: dev });
    const prog = new tt.AsyncProgram(counting(false), { workers: 4, cyclesPerDispatch: 64, lanes: 4 });
    const report = await prog.run({ count, next, n, bad: 0 }, { device: dev });
    let calls = 0;
    for (let i = 0; i < n; i++) calls += (i % 8) + 1;
    expect(report.calls.step).toBe(calls);
    expect(report.passes).toBeGreaterThan(1);
    expect(Array.from((await count.read()) as Int32Array)).toEqual([calls, -calls]);
  });
  it('a counter the kernel reads stays shared: the ticks stop at 50', async () => {
    const count = tt.zeros([1], tt.u32, { device: dev });
    const next = tt.zeros([1], tt.u32, { device: dev });
    const report = await new tt.AsyncProgram(ticking, { workers: 4 }).run({ count, next }, { device: dev });
    const c = ((await count.read()) as Uint32Array)[0] ?? 0;
    expect(c).toBe(report.calls.tick);
    expect(c).toBeGreaterThanOrEqual(50);
    expect(c).toBeLessThanOrEqual(53);
  });
  it('an out-of-bounds slot fails the run when its statement ran, and only then', async () => {
    const run = (bad: number) => {
      const count = tt.zeros([2], tt.i32, { device: dev });
      const next = tt.zeros([1], tt.u32, { device: dev });
      return new tt.AsyncProgram(counting(true), { workers: 2 }).run(
        { count, next, n: 20, bad },
        { device: dev },
      );
    };
    await expect(run(1)).rejects.toThrow(
      expect.objectContaining({ code: 'KERNEL_INDEX_OUT_OF_BOUNDS', array: 'count', index: 9, length: 2 }),
    );
    await expect(run(0)).resolves.toMatchObject({ halted: false });
  });
});
