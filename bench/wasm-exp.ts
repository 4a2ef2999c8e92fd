/**
 * f32 exp-bound elementwise kernels on the wasm device against the C STREAM triad (issue 30's E1
 * and kernels that were not tuned for): each runner's bytes moved per second as a fraction of the
 * triad's, measured round-robin in one process with the triad timed in the same rounds.
 *   E1        out = a * exp(b) + sqrt(c)                 (hand kernel and tt.jit of the np chain)
 *   softmax   out = exp(a - m)                            (m a scalar parameter)
 *   bs        a Black-Scholes-like f32 kernel: exp, log, sqrt per item
 *   E2        out = sqrt(a*a + b*b) * c                  (no exp: the memory-bound reference)
 *
 *   npm run build && node dist/bench/wasm-exp.js [--rounds=N] [--n=N]
 */
import { loadavg } from 'node:os';
import * as tt from '../src/index.js';
import { e1Inputs } from './e1-inputs.js';
import { interleaved } from './measure.js';
import { loadTriad } from './triad-ref.js';

const { np } = tt;
const arg = (name: string): string | undefined =>
  process.argv.find((x) => x.startsWith(`--${name}=`))?.slice(name.length + 3);
const rounds = Number(arg('rounds') ?? 7);
const N = Number(arg('n') ?? 1 << 24);
const TRIAD_N = 1 << 23;

const F32 = tt.arrayOf(tt.f32);
const abc = { a: F32, b: F32, c: F32, out: F32 };

const e1 = tt.kernel(abc, (i, { a, b, c, out }) => {
  out[i] = a[i] * Math.exp(b[i]) + Math.sqrt(c[i]);
});
const e2 = tt.kernel(abc, (i, { a, b, c, out }) => {
  out[i] = Math.sqrt(a[i] * a[i] + b[i] * b[i]) * c[i];
});
const softmax = tt.kernel({ a: F32, out: F32, m: tt.f32 }, (i, { a, out, m }) => {
  out[i] = Math.exp(a[i] - m);
});
const bs = tt.kernel(
  { a: F32, b: F32, c: F32, out: F32, r: tt.f32, v: tt.f32 },
  (i, { a, b, c, out, r, v }) => {
    const s = a[i] + 1;
    const t = c[i] + 0.25;
    const sq = Math.sqrt(t);
    const d1 = (Math.log(s) + (r + 0.5 * v * v) * t) / (v * sq);
    out[i] = s * Math.exp(-0.5 * d1 * d1) - b[i] * Math.exp(-r * t);
  },
);

async function main(): Promise<void> {
  await tt.init();
  const load0 = loadavg()[0] ?? 0;
  const triad = await loadTriad(TRIAD_N);
  const d = tt.devices().find((x) => x.backend === 'wasm' && x.available);
  if (!d) throw new Error('no wasm device');
  const q = d.defaultQueue;
  const host = e1Inputs(N);
  const [a, b, c] = host.map((h) => np.asarray(h, { device: d }) as tt.NDArray<'f32'>);
  if (!a || !b || !c) throw new Error('inputs');
  const out = tt.zeros([N], tt.f32, { device: d });
  const fused = tt.jit((x: tt.NDArray, y: tt.NDArray, z: tt.NDArray) =>
    np.add(np.multiply(x, np.exp(y)), np.sqrt(z)),
  );
  // bytes each runner must move per element
  const runners = new Map<string, () => unknown>();
  const bytes: Record<string, number> = {};
  const add = (name: string, perItem: number, run: () => Promise<unknown>) => {
    bytes[name] = perItem * N;
    runners.set(name, run);
  };
  add('E1 hand', 16, async () => {
    await e1.launch(N, { a, b, c, out });
    await q.finish();
  });
  add('E1 jit', 16, async () => {
    const r = fused(a, b, c);
    await q.finish();
    r.dispose();
  });
  add('softmax exp(a-m)', 8, async () => {
    await softmax.launch(N, { a, out, m: 0.5 });
    await q.finish();
  });
  add('bs-like', 16, async () => {
    await bs.launch(N, { a, b, c, out, r: 0.02, v: 0.3 });
    await q.finish();
  });
  add('E2 (no exp)', 16, async () => {
    await e2.launch(N, { a, b, c, out });
    await q.finish();
  });
  let triadMs: number[] = [];
  runners.set('triad', async () => {
    triadMs = [...triadMs, await triad()];
  });
  const ms = await interleaved(runners, { rounds, budgetMs: 60_000, rotate: true, settleMs: 100 });
  triadMs.sort((x, y) => x - y);
  const triadGbs = (24 * TRIAD_N) / ((triadMs[triadMs.length >> 1] ?? Number.NaN) / 1000) / 1e9;
  console.log(`${N} f32, medians of ${rounds} rounds; triad ${triadGbs.toFixed(2)} GB/s`);
  for (const [k, v] of Object.entries(ms)) {
    const n = bytes[k];
    if (n === undefined) continue;
    const gbs = n / (v / 1000) / 1e9;
    console.log(
      `  ${k.padEnd(20)}${v.toFixed(1).padStart(8)} ms${gbs.toFixed(2).padStart(8)} GB/s${(gbs / triadGbs).toFixed(2).padStart(7)} x triad`,
    );
  }
  console.log(`load ${load0.toFixed(2)} -> ${(loadavg()[0] ?? 0).toFixed(2)}`);
  await tt.shutdown();
}

await main();
