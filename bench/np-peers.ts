/**
 * Issue 30's peer targets for fused elementwise expressions on 16M f32:
 *   E1 = a * exp(b) + sqrt(c)      E2 = sqrt(a*a + b*b) * c
 * tutti's `tt.jit` (native, wasm) against the hand-written tutti kernel, the eager np chain (one
 * launch and one temporary per op), jax-js's `jit` on its wasm device and TensorFlow.js on its wasm
 * backend, measured round-robin in one process (bench/measure.ts `interleaved`: each round starts
 * at the next runner, and 100 ms pass untimed after each run — without them the runner after the
 * native eager chain was charged ~20 ms of CPU that chain left behind), with the C STREAM triad
 * (bench/c/stream.c, f64, OpenMP on all cores) timed in the same rounds as the bandwidth bar.
 * "compute" waits for the result to exist (tutti: the queue finishes; jax-js: blockUntilReady;
 * TF.js wasm: its ops are synchronous); "+ read" also copies it to a new host array. Every runner
 * allocates its result per call except "hand" (one preallocated output). GB/s counts the bytes an
 * expression must move: 3 arrays read, 1 written (16 B per element). Results are checked against
 * an f64 JS reference (max abs difference printed). Writes bench/results/np-peers.json and .svg.
 *
 *   npm run bench:np-peers   (or: npx tsc -p tsconfig.build.json && node dist/bench/np-peers.js [--rounds=N] [--n=N])
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { settings } from '../src/config/settings.js';
import * as tt from '../src/index.js';
import { barChart } from './chart.js';
import { e1Inputs } from './e1-inputs.js';
import { interleaved } from './measure.js';
import { type Jax, loadJax, loadTf, type Tf } from './ops/peers.js';
import { loadTriad, repoFile } from './triad-ref.js';

const { np } = tt;
const arg = (name: string): string | undefined =>
  process.argv.find((x) => x.startsWith(`--${name}=`))?.slice(name.length + 3);
const rounds = Number(arg('rounds') ?? 7);
const N = Number(arg('n') ?? 1 << 24);
const BYTES = 16 * N;
const TRIAD_N = 1 << 23;

type Arr = tt.NDArray;
type TfTensor = import('@tensorflow/tfjs-core').Tensor;
type JaxArray = ReturnType<Jax['numpy']['array']>;
const F32 = tt.arrayOf(tt.f32);
const schema = { a: F32, b: F32, c: F32, out: F32 };

/** One expression in every form the runners need. */
interface Expr {
  readonly name: string;
  readonly ref: (a: number, b: number, c: number) => number;
  readonly hand: tt.Kernel<typeof schema>;
  readonly np: (a: Arr, b: Arr, c: Arr) => Arr;
  /** The eager chain: the result first, then every temporary (to dispose). */
  readonly eager: (a: Arr, b: Arr, c: Arr) => Arr[];
  readonly tf: (tf: Tf, a: TfTensor, b: TfTensor, c: TfTensor) => TfTensor;
  readonly jax: (jax: Jax, a: JaxArray, b: JaxArray, c: JaxArray) => JaxArray;
}

const EXPRS: readonly Expr[] = [
  {
    name: 'a*exp(b)+sqrt(c)',
    ref: (a, b, c) => a * Math.exp(b) + Math.sqrt(c),
    hand: tt.kernel(schema, (i, { a, b, c, out }) => {
      out[i] = a[i] * Math.exp(b[i]) + Math.sqrt(c[i]);
    }),
    np: (a, b, c) => np.add(np.multiply(a, np.exp(b)), np.sqrt(c)),
    eager: (a, b, c) => {
      const t = [np.exp(b), np.sqrt(c)] as const;
      const m = np.multiply(a, t[0]);
      return [np.add(m, t[1]), m, ...t];
    },
    tf: (tf, a, b, c) => tf.add(tf.mul(a, tf.exp(b)), tf.sqrt(c)),
    jax: (jax, a, b, c) => jax.numpy.add(jax.numpy.multiply(a, jax.numpy.exp(b)), jax.numpy.sqrt(c)),
  },
  {
    name: 'sqrt(a*a+b*b)*c',
    ref: (a, b, c) => Math.sqrt(a * a + b * b) * c,
    hand: tt.kernel(schema, (i, { a, b, c, out }) => {
      out[i] = Math.sqrt(a[i] * a[i] + b[i] * b[i]) * c[i];
    }),
    np: (a, b, c) => np.multiply(np.sqrt(np.add(np.multiply(a, a), np.multiply(b, b))), c),
    eager: (a, b, c) => {
      const t = [np.multiply(a, a), np.multiply(b, b)] as const;
      const s = np.add(t[0], t[1]);
      const r = np.sqrt(s);
      return [np.multiply(r, c), r, s, ...t];
    },
    tf: (tf, a, b, c) => tf.mul(tf.sqrt(tf.add(tf.mul(a, a), tf.mul(b, b))), c),
    jax: (jax, a, b, c) => {
      const j = jax.numpy;
      return j.multiply(j.sqrt(j.add(j.multiply(a.ref, a), j.multiply(b.ref, b))), c);
    },
  },
];

const maxDiff = (x: ArrayLike<number>, want: Float64Array): number => {
  let m = 0;
  for (let i = 0; i < want.length; i++) m = Math.max(m, Math.abs((x[i] ?? Number.NaN) - (want[i] ?? 0)) || 0);
  return m;
};

/** Runners of one expression on one tutti device; `check` reads each form once for the diff. */
function tuttiRunners(d: tt.Device, e: Expr, host: Float32Array[], add: Add): void {
  const [a, b, c] = host.map((h) => np.asarray(h, { device: d }) as tt.NDArray<'f32'>);
  if (!a || !b || !c) throw new Error('inputs');
  const q = d.defaultQueue;
  const out = tt.zeros([N], tt.f32, { device: d });
  const fused = tt.jit(e.np);
  const tag = `${d.backend}`;
  add(
    `tt ${tag} hand`,
    async () => {
      await e.hand.launch(N, { a, b, c, out });
      await q.finish();
    },
    async () => {
      await e.hand.launch(N, { a, b, c, out });
      return out.read();
    },
  );
  if (d.backend === 'wasm') {
    // The wasm gap experiments (issue 30): the hand kernel on one pool worker, and on the calling
    // thread (deterministic mode runs every item there, in order), against the default pool.
    const onWith = (opts: { threads?: number; deterministic?: boolean }) => async () => {
      const { threads, deterministic } = settings();
      tt.configure(opts);
      try {
        await e.hand.launch(N, { a, b, c, out });
        await q.finish();
      } finally {
        tt.configure({ threads, deterministic });
      }
    };
    add(`tt ${tag} hand, 1 worker`, onWith({ threads: 1 }));
    add(`tt ${tag} hand, caller`, onWith({ deterministic: true }));
  }
  add(
    `tt ${tag} jit`,
    async () => {
      const r = fused(a, b, c);
      await q.finish();
      r.dispose();
    },
    async () => (await fused(a, b, c).read()) as Float32Array,
  );
  add(`tt ${tag} jit + read`, async () => {
    const r = fused(a, b, c);
    await r.read();
    r.dispose();
  });
  add(
    `tt ${tag} eager`,
    async () => {
      const rs = e.eager(a, b, c);
      await q.finish();
      for (const r of rs) r.dispose();
    },
    async () => (await e.np(a, b, c).read()) as Float32Array,
  );
}

type Add = (name: string, run: () => Promise<unknown>, result?: () => Promise<ArrayLike<number>>) => void;

function jaxRunners(jax: Jax, e: Expr, host: Float32Array[], add: Add): void {
  const [a, b, c] = host.map((h) => jax.numpy.array(h));
  if (!a || !b || !c) throw new Error('inputs');
  const f = jax.jit((x: JaxArray, y: JaxArray, z: JaxArray) => e.jax(jax, x, y, z));
  add(
    'jax-js wasm jit',
    async () => {
      const r = await f(a.ref, b.ref, c.ref).blockUntilReady();
      r.dispose();
    },
    async () => (await f(a.ref, b.ref, c.ref).data()) as Float32Array,
  );
  add('jax-js wasm jit + read', () => f(a.ref, b.ref, c.ref).data());
}

function tfRunners(tf: Tf, e: Expr, host: Float32Array[], add: Add): void {
  const [a, b, c] = host.map((h) => tf.tensor1d(h));
  if (!a || !b || !c) throw new Error('inputs');
  add(
    'tfjs wasm',
    async () => {
      tf.tidy(() => e.tf(tf, a, b, c)).dispose();
    },
    async () => (await tf.tidy(() => e.tf(tf, a, b, c)).data()) as Float32Array,
  );
  add('tfjs wasm + read', async () => {
    const r = tf.tidy(() => e.tf(tf, a, b, c));
    await r.data();
    r.dispose();
  });
}

async function optional<T>(what: string, load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (err) {
    console.log(`${what}: not run here (${err instanceof Error ? err.message : String(err)})`);
    return undefined;
  }
}

async function main(): Promise<void> {
  await tt.init();
  const loadStart = loadavg();
  const triad = await loadTriad(TRIAD_N);
  const tf = await optional('tfjs wasm', loadTf);
  const jax = await optional('jax-js wasm', loadJax);
  const devices = ['native', 'wasm'].flatMap((b) =>
    tt.devices().filter((x) => x.backend === b && x.available),
  );
  const host = e1Inputs(N);
  const results: Record<string, unknown>[] = [];
  const bars: { group: string; label: string; value: number }[] = [];
  for (const e of EXPRS) {
    const [ha, hb, hc] = host;
    if (!ha || !hb || !hc) throw new Error('inputs');
    const want = new Float64Array(N).map((_, i) => e.ref(ha[i] ?? 0, hb[i] ?? 0, hc[i] ?? 0));
    const runners = new Map<string, () => unknown>();
    const diffs: Record<string, number> = {};
    const checks: [string, () => Promise<ArrayLike<number>>][] = [];
    // CPU time of the whole process per run (every thread: pool workers, C OpenMP threads), which
    // other processes' load inflates far less than wall time; the warm-up run is left out.
    const cpu = new Map<string, number[]>();
    const add: Add = (name, run, result) => {
      runners.set(name, async () => {
        const c0 = process.cpuUsage();
        await run();
        const c1 = process.cpuUsage(c0);
        cpu.set(name, [...(cpu.get(name) ?? []), (c1.user + c1.system) / 1000]);
      });
      if (result) checks.push([name, result]);
    };
    for (const d of devices) tuttiRunners(d, e, host, add);
    if (jax) jaxRunners(jax, e, host, add);
    if (tf) tfRunners(tf, e, host, add);
    let triadMs: number[] = [];
    runners.set('C STREAM triad (f64)', async () => {
      triadMs = [...triadMs, await triad()];
    });
    for (const [name, get] of checks) diffs[name] = maxDiff(await get(), want);
    const ms = await interleaved(runners, { rounds, budgetMs: 120_000, rotate: true, settleMs: 100 });
    triadMs.sort((x, y) => x - y);
    const triadGbs = (24 * TRIAD_N) / ((triadMs[triadMs.length >> 1] ?? Number.NaN) / 1000) / 1e9;
    const base = ms['tt wasm hand'] ?? Number.NaN;
    console.log(`\n${e.name}, ${N} f32, medians of ${rounds} round-robin rounds`);
    console.log(`  C STREAM triad: ${triadGbs.toFixed(2)} GB/s (C-timed pass, f64, ${TRIAD_N} elements)`);
    console.log(
      `  ${'runner'.padEnd(24)}${'ms'.padStart(9)}${'GB/s'.padStart(8)} × triad  × tt wasm hand  cpu ms  max |diff|`,
    );
    const cpuMs = (k: string) => {
      const xs = (cpu.get(k) ?? []).slice(1).sort((x, y) => x - y);
      return xs[xs.length >> 1] ?? Number.NaN;
    };
    const rows: Record<string, unknown>[] = [];
    for (const [k, v] of Object.entries(ms)) {
      if (k.startsWith('C STREAM')) continue;
      const gbs = BYTES / (v / 1000) / 1e9;
      const diff = diffs[k];
      console.log(
        `  ${k.padEnd(24)}${v.toFixed(1).padStart(9)}${gbs.toFixed(2).padStart(8)}${(gbs / triadGbs).toFixed(2).padStart(8)}${(v / base).toFixed(2).padStart(15)}${cpuMs(k).toFixed(1).padStart(8)}  ${diff === undefined ? '' : diff.toExponential(2)}`,
      );
      rows.push({ runner: k, ms: v, cpuMs: cpuMs(k), gbs, ofTriad: gbs / triadGbs, maxAbsDiff: diff });
      if (!k.endsWith('+ read')) bars.push({ group: e.name, label: k, value: gbs / triadGbs });
    }
    results.push({ expression: e.name, triadGbs, rows });
  }
  const loadEnd = loadavg();
  console.log(`\nload average ${loadStart[0]?.toFixed(2)} → ${loadEnd[0]?.toFixed(2)}`);
  const outDir = join(dirname(repoFile('bench/c/stream.c')), '..', 'results');
  mkdirSync(outDir, { recursive: true });
  const machine = { cpu: cpus()[0]?.model, cores: cpus().length, node: process.version, loadStart, loadEnd };
  const json = { date: new Date().toISOString(), n: N, rounds, bytesPerElement: 16, machine, results };
  writeFileSync(join(outDir, 'np-peers.json'), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(
    join(outDir, 'np-peers.svg'),
    barChart(
      '16M f32 expressions: bandwidth as a fraction of the C STREAM triad (compute only)',
      bars,
      '× triad',
    ),
  );
  console.log(`wrote ${join(outDir, 'np-peers.json')} and np-peers.svg`);
  await tt.shutdown();
}

await main();
