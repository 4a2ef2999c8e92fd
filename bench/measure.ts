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
