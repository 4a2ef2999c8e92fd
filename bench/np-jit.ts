/**
 * Issue 30's fusion target: `tt.jit((a, b, c) => np.add(np.multiply(a, np.exp(b)), np.sqrt(c)))` on
 * 16M f32 against the equivalent hand-written tutti kernel and the unfused eager chain (4 launches,
 * 3 temporaries), on native and wasm, measured round-robin (bench/measure.ts `interleaved`) so each
 * ratio compares runs under the same load. "compute" waits for the queue to finish; "+ read" also
 * copies the result to a new host array. The jit and eager versions allocate their result per call
 * (as a user's call does); the hand kernel writes into one preallocated array, and a variant of it
 * allocates per call too. Target: jit within 1.1× of the hand kernel. On wasm the same expression
 * also runs in jax-js (its jit, wasm device) and TensorFlow.js (wasm backend) in the same rounds
 * (bench/np-jit-others.ts; skip them with --no-others): targets jit faster than jax-js, ≥ 2× TF.js.
 *
 *   npm run bench:np-jit   (or: npx tsc -p tsconfig.build.json && node dist/bench/np-jit.js [--rounds=N] [--n=N])
 */
import { loadavg } from 'node:os';
import * as tt from '../src/index.js';
import { interleaved } from './measure.js';
import { jaxRunners, tfRunners } from './np-jit-others.js';

const { np } = tt;
const arg = (name: string): string | undefined =>
  process.argv.find((x) => x.startsWith(`--${name}=`))?.slice(name.length + 3);
const rounds = Number(arg('rounds') ?? 11);
const N = Number(arg('n') ?? 1 << 24);

const hand = tt.kernel(
  { a: tt.arrayOf(tt.f32), b: tt.arrayOf(tt.f32), c: tt.arrayOf(tt.f32), out: tt.arrayOf(tt.f32) },
  (i, { a, b, c, out }) => {
    out[i] = a[i] * Math.exp(b[i]) + Math.sqrt(c[i]);
  },
);

const expr = (a: tt.NDArray, b: tt.NDArray, c: tt.NDArray) => np.add(np.multiply(a, np.exp(b)), np.sqrt(c));
const fused = tt.jit(expr);

function eager(a: tt.NDArray, b: tt.NDArray, c: tt.NDArray): { r: tt.NDArray; temps: tt.NDArray[] } {
  const e = np.exp(b);
  const m = np.multiply(a, e);
  const s = np.sqrt(c);
  return { r: np.add(m, s), temps: [e, m, s] };
}

type F32 = tt.NDArray<'f32'>;

async function check(d: tt.Device, a: F32, b: F32, c: F32): Promise<void> {
  const out = tt.zeros([N], tt.f32, { device: d });
  await hand.launch(N, { a, b, c, out });
  const want = await out.read();
  const got = await fused(a, b, c).read();
  for (const i of [0, 1, 4097, N - 1])
    if (want[i] !== got[i])
      throw new Error(`${d.id}: jit differs from the hand kernel at ${i}: ${got[i]} vs ${want[i]}`);
  out.dispose();
}

async function benchDevice(d: tt.Device): Promise<void> {
  // np.random.uniform gives f32 by default; NDArray<'f32'> for the hand kernel's schema.
  const a = np.random.uniform(N, { seed: 1, device: d }) as tt.NDArray<'f32'>;
  const b = np.random.uniform(N, { seed: 2, low: -1, high: 1, device: d }) as tt.NDArray<'f32'>;
  const c = np.random.uniform(N, { seed: 3, device: d }) as tt.NDArray<'f32'>;
  await check(d, a, b, c);
  const q = d.defaultQueue;
  const out = tt.zeros([N], tt.f32, { device: d });
  const runners = new Map<string, () => unknown>([
    ['hand kernel', () => hand.launch(N, { a, b, c, out }).then(() => q.finish())],
    [
      'hand, new out',
      async () => {
        const o = tt.empty([N], tt.f32, { device: d });
        await hand.launch(N, { a, b, c, out: o });
        o.dispose();
      },
    ],
    [
      'jit',
      async () => {
        const r = fused(a, b, c);
        await q.finish();
        r.dispose();
      },
    ],
    [
      'eager (4 launches)',
      async () => {
        const { r, temps } = eager(a, b, c);
        await q.finish();
        for (const t of [r, ...temps]) t.dispose();
      },
    ],
    [
      'hand + read',
      async () => {
        await hand.launch(N, { a, b, c, out });
        await out.read();
      },
    ],
    [
      'jit + read',
      async () => {
        const r = fused(a, b, c);
        await r.read();
        r.dispose();
      },
    ],
  ]);
  if (d.backend === 'wasm' && !process.argv.includes('--no-others')) {
    const host = await Promise.all([a.read(), b.read(), c.read()]);
    const want = (await fused(a, b, c).read()) as Float32Array;
    for (const other of [await jaxRunners(...host), await tfRunners(...host)]) {
      for (const i of [0, 1, 4097, N - 1]) {
        const [x, y] = [other.result[i] ?? Number.NaN, want[i] ?? Number.NaN];
        // other libraries' exp/sqrt may differ in the last bits
        if (Math.abs(x - y) > 1e-5 * Math.max(1, Math.abs(y)))
          throw new Error(`${[...other.runners.keys()][0]} differs at ${i}: ${x} vs ${y}`);
      }
      for (const [k, f] of other.runners) runners.set(k, f);
    }
  }
  tt.resetStats();
  const ms = await interleaved(runners, { rounds, budgetMs: 90_000 });
  const base = ms['hand kernel'] ?? Number.NaN;
  console.log(`${d.id}: ${N} f32, median of ${rounds} round-robin rounds; ratio = time / hand kernel`);
  for (const [k, v] of Object.entries(ms))
    console.log(`  ${k.padEnd(20)} ${v.toFixed(1).padStart(8)} ms  ${(v / base).toFixed(2)}×`);
  for (const x of [a, b, c, out]) x.dispose();
}

console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')} (before)`,
);
for (const backend of ['native', 'wasm']) {
  const d = tt.devices().find((x) => x.backend === backend && x.available);
  if (!d) {
    console.log(`${backend}: not available here, skipped`);
    continue;
  }
  await benchDevice(d);
}
console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')} (after)`,
);
