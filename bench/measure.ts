/** Timing helpers: warm up, repeat, take the median. */
import * as tt from '../src/index.js';

export interface Timing {
  readonly medianMs: number;
  readonly minMs: number;
  readonly runs: number;
}

export async function time(
  fn: () => unknown,
  opts: { warmup?: number; minRuns?: number; budgetMs?: number } = {},
): Promise<Timing> {
  const { warmup = 1, minRuns = 5, budgetMs = 1500 } = opts;
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < minRuns || (performance.now() - start < budgetMs && samples.length < 50)) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { medianMs: samples[samples.length >> 1] ?? 0, minMs: samples[0] ?? 0, runs: samples.length };
}

/** Per-call time of a fast operation, in microseconds (median of batches). */
export async function microseconds(fn: () => Promise<unknown>, calls = 7000): Promise<number> {
  // Steady state: enough calls first for V8 to optimise the whole launch path.
  for (let i = 0; i < 3000; i++) await fn();
  const batches: number[] = [];
  for (let b = 0; b < 7; b++) {
    const t0 = performance.now();
    for (let i = 0; i < calls / 7; i++) await fn();
    batches.push(((performance.now() - t0) * 1000) / (calls / 7));
  }
  batches.sort((a, b) => a - b);
  return batches[3] ?? 0;
}

/**
 * Median time of each runner, measured round-robin (one run of each per round) so that every
 * ratio compares runs taken under the same machine conditions. `settleMs` waits, untimed, after
 * each run: work a runner leaves behind on other threads (a software GPU's rasteriser threads
 * finishing, worker pools spinning down) then does not land on the next runner's clock; `rotate`
 * runs each round in a different order (a seeded shuffle, the same in every run of the bench).
 */
export async function interleaved(
  runners: ReadonlyMap<string, () => unknown>,
  opts: { rounds?: number; budgetMs?: number; settleMs?: number; rotate?: boolean } = {},
): Promise<Record<string, number>> {
  const { rounds = 15, budgetMs = 6000, settleMs = 0, rotate = false } = opts;
  const settle = () => new Promise<void>((done) => setTimeout(done, settleMs));
  const gpus = deferringDevices();
  const samples = new Map<string, number[]>([...runners.keys()].map((k) => [k, []]));
  for (const fn of runners.values()) await fn();
  const start = performance.now();
  const order = [...runners];
  for (let r = 0; r < rounds && (r < 5 || performance.now() - start < budgetMs); r++) {
    // `rotate`: a fresh order each round. A cyclic rotation was not enough: runner B still always
    // followed runner A, and whatever A leaves running (a collector, a pool's threads, a long
    // native run's aftermath) landed on B every round — swapping two rows swapped their figures.
    for (const [name, fn] of rotate ? shuffled(order, r) : order) {
      const t0 = performance.now();
      await fn();
      for (const d of gpus) await d.defaultQueue.finish();
      samples.get(name)?.push(performance.now() - t0);
      if (settleMs > 0) await settle();
    }
  }
  const out: Record<string, number> = {};
  for (const [name, xs] of samples) {
    xs.sort((a, b) => a - b);
    out[name] = xs[xs.length >> 1] ?? 0;
  }
  return out;
}

/**
 * The available webgpu devices: a webgpu launch resolves once submitted (or batched into a pass
 * submitted later), so each runner's time includes waiting for them — else a GPU runner's work
 * would run, and be timed, inside the next runner's turn. Costs every runner one
 * `onSubmittedWorkDone` per sample where webgpu is open; nothing elsewhere.
 */
function deferringDevices(): tt.Device[] {
  return tt.devices().filter((d) => d.backend === 'webgpu' && d.available);
}

/** A Fisher–Yates shuffle of `xs` driven by a small seeded generator (mulberry32 of `seed`). */
export function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const out = [...xs];
  let s = (seed * 0x9e3779b9 + 0x6d2b79f5) >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
