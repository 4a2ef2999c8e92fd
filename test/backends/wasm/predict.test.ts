/** Which wasm launches run on the calling thread by measurement (predict.ts). */
import { describe, expect, it } from 'vitest';
import type { LaunchRequest } from '../../../src/backends/backend.js';
import { ItemTimes } from '../../../src/backends/wasm/predict.js';
import * as tt from '../../../src/index.js';

const F64 = tt.arrayOf(tt.f64);
const scale = tt.kernel({ x: F64, y: F64 }, (i, { x, y }) => {
  y[i] = 2 * x[i];
});
const rowSum = tt.kernel({ x: F64, y: F64, n: tt.i32 }, (i, { x, y, n }) => {
  let s = 0.0;
  for (let k = 0; k < n; k++) s += x[i * n + k];
  y[i] = s;
});
const counter = tt.kernel({ c: tt.arrayOf(tt.i32) }, (_i, { c }) => {
  Atomics.add(c, 0, 1);
});

const req = (items: number, scalars: number[] = [], extra: Partial<LaunchRequest> = {}): LaunchRequest => ({
  range: [items],
  args: scalars.map((value) => ({ kind: 'scalar' as const, value })),
  queue: {},
  ...extra,
});

describe('wasm run-here prediction', () => {
  it('predicts nothing before a launch has run, then from the single-thread time per item', () => {
    const t = new ItemTimes(scale.ir);
    expect(t.predictsShort(req(100_000), 100_000, 2)).toBe(false);
    t.measured(req(100_000), 100_000, 0.05, 1); // 0.5 ns per item on this thread
    expect(t.predictsShort(req(100_000), 100_000, 2)).toBe(true); // 50 µs
    expect(t.predictsShort(req(10_000_000), 10_000_000, 2)).toBe(false); // 5 ms
  });

  it('keeps loop kernels apart by their scalar arguments (the trip count)', () => {
    const t = new ItemTimes(rowSum.ir);
    t.measured(req(1000, [10]), 1000, 0.01, 1);
    expect(t.predictsShort(req(1000, [10]), 1000, 2)).toBe(true);
    expect(t.predictsShort(req(1000, [100_000]), 1000, 2)).toBe(false);
  });

  it('never for a launch with a timeout or a kernel with atomics', () => {
    const t = new ItemTimes(scale.ir);
    t.measured(req(1000), 1000, 0.001, 1);
    expect(t.predictsShort(req(1000, [], { timeoutMs: 50 }), 1000, 2)).toBe(false);
    const a = new ItemTimes(counter.ir);
    a.measured(req(1000), 1000, 0.001, 1);
    expect(a.predictsShort(req(1000), 1000, 2)).toBe(false);
  });

  it('a kernel known only from slow pool runs is timed here now and then', () => {
    const t = new ItemTimes(scale.ir);
    // 160 000 items took 5 ms through the pool (a loaded machine): the estimate says 10 ms here
    t.measured(req(160_000), 160_000, 5, 2);
    const here = Array.from({ length: 8 }, () => t.predictsShort(req(160_000), 160_000, 2));
    expect(here.filter(Boolean).length).toBe(2);
    // measured here at 0.2 ns per item: from now on it runs here
    t.measured(req(160_000), 160_000, 0.032, 1);
    expect(t.predictsShort(req(160_000), 160_000, 2)).toBe(true);
  });
});
