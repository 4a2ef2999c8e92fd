/** Timing helpers: warm up, repeat, take the median. */
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
 * changes which runner goes first in each round.
 */
export async function interleaved(
  runners: ReadonlyMap<string, () => unknown>,
  opts: { rounds?: number; budgetMs?: number; settleMs?: number; rotate?: boolean } = {},
): Promise<Record<string, number>> {
  const { rounds = 15, budgetMs = 6000, settleMs = 0, rotate = false } = opts;
  const settle = () => new Promise<void>((done) => setTimeout(done, settleMs));
  const samples = new Map<string, number[]>([...runners.keys()].map((k) => [k, []]));
  for (const fn of runners.values()) await fn();
  const start = performance.now();
  const order = [...runners];
  for (let r = 0; r < rounds && (r < 5 || performance.now() - start < budgetMs); r++) {
    // `rotate`: round r starts at runner r, so no runner always follows the same one (whatever a
    // runner leaves running — a collector, a pool's threads — lands on each of the others in turn)
    const shift = rotate ? r % order.length : 0;
    for (const [name, fn] of [...order.slice(shift), ...order.slice(0, shift)]) {
      const t0 = performance.now();
      await fn();
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
