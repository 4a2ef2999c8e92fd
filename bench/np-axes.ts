/**
 * Issue 30's reduction target: `np.mean(x, { axis: 0 })` of a 4096 × 4096 f32 within 1.2× of a
 * hand-written column-mean tt.kernel (one work item per column: a running sum down the column, then
 * the division), on native and wasm, measured round-robin (bench/measure.ts `interleaved`) so each
 * ratio compares runs under the same load. Every runner waits for its queue ("compute"); the hand
 * kernel writes into one preallocated array, a variant of it and np.mean / np.sum allocate their
 * result per call (as a user's call does). Beside it, a chain feeding a reduction over axis 0 and
 * np.var over axis 0, eager and under tt.jit (fused into the reduction's strided pass), with their
 * launch counts. The load average is printed before and after.
 *
 *   npx tsx bench/np-axes.ts [--rounds=N] [--n=4096]   (or: npm run bench:np-axes)
 */
import { loadavg } from 'node:os';
import * as tt from '../src/index.js';
import { interleaved } from './measure.js';

const { np } = tt;
const arg = (name: string): string | undefined =>
  process.argv.find((x) => x.startsWith(`--${name}=`))?.slice(name.length + 3);
const rounds = Number(arg('rounds') ?? 11);
const N = Number(arg('n') ?? 4096);

const columnMean = tt.kernel(
  { x: tt.arrayOf(tt.f32), out: tt.arrayOf(tt.f32), rows: tt.i32, cols: tt.i32 },
  (j, { x, out, rows, cols }) => {
    let s = 0.0;
    for (let r = 0; r < rows; r++) s += x[r * cols + j];
    out[j] = s / rows;
  },
  { float: 'f32' },
);

const sumSquares = tt.jit((x: tt.NDArray) => np.sum(np.multiply(x, x), { axis: 0 }));
const varJit = tt.jit((x: tt.NDArray) => np.var(x, { axis: 0 }));

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

async function benchDevice(d: tt.Device): Promise<void> {
  const x = np.random.uniform([N, N], { seed: 1, device: d }) as tt.NDArray<'f32'>;
  const q = d.defaultQueue;
  const out = tt.zeros([N], tt.f32, { device: d });
  await columnMean.launch(N, { x, out, rows: N, cols: N });
  const want = await out.read();
  const got = (await np.mean(x, { axis: 0 }).read()) as Float32Array;
  for (const j of [0, 1, N - 1])
    if (Math.abs((got[j] ?? 0) - (want[j] ?? 0)) > 1e-4)
      throw new Error(`${d.id}: np.mean column ${j} is ${got[j]}, the hand kernel's ${want[j]}`);
  const timed = async (f: () => tt.NDArray) => {
    const r = f();
    await q.finish();
    r.dispose();
  };
  const runners = new Map<string, () => unknown>([
    ['hand kernel', () => columnMean.launch(N, { x, out, rows: N, cols: N }).then(() => q.finish())],
    [
      'hand, new out',
      async () => {
        const o = tt.empty([N], tt.f32, { device: d });
        await columnMean.launch(N, { x, out: o, rows: N, cols: N });
        o.dispose();
      },
    ],
    [
      'np.mean axis 0',
      async () => {
        const r = np.mean(x, { axis: 0 });
        await q.finish();
        r.dispose();
      },
    ],
    [
      'np.sum axis 0',
      async () => {
        const r = np.sum(x, { axis: 0 });
        await q.finish();
        r.dispose();
      },
    ],
    // an elementwise chain feeding a reduction over axis 0: eager (a temporary, its own launch) and
    // tt.jit (the chain runs inside the reduction's strided first pass)
    ['eager sum(x·x) ax0', () => timed(() => np.sum(np.multiply(x, x), { axis: 0 }))],
    ['jit sum(x·x) ax0', () => timed(() => sumSquares(x))],
    ['eager var ax0', () => timed(() => np.var(x, { axis: 0 }))],
    ['jit var ax0', () => timed(() => varJit(x))],
  ]);
  tt.resetStats();
  await sumSquares(x).read();
  const fusedLaunches = tt.stats().launches;
  tt.resetStats();
  await varJit(x).read();
  const varLaunches = tt.stats().launches;
  tt.resetStats();
  await np.var(x, { axis: 0 }).read();
  const eagerVarLaunches = tt.stats().launches;
  console.log(
    `${d.id}: launches — jit sum(x·x) axis 0: ${fusedLaunches}; np.var axis 0: eager ${eagerVarLaunches}, jit ${varLaunches}`,
  );
  tt.resetStats();
  await np.mean(x, { axis: 0 }).read();
  const launches = tt.stats().launches;
  const ms = await interleaved(runners, { rounds, budgetMs: 90_000 });
  const base = ms['hand kernel'] ?? Number.NaN;
  console.log(
    `${d.id}: mean over axis 0 of [${N}, ${N}] f32 (np.mean: ${launches} launches), median of ${rounds} round-robin rounds; ratio = time / hand kernel`,
  );
  for (const [k, v] of Object.entries(ms))
    console.log(`  ${k.padEnd(16)} ${v.toFixed(2).padStart(8)} ms  ${(v / base).toFixed(2)}×`);
  for (const a of [x, out]) a.dispose();
}

console.log(`load average ${load()} (before)`);
for (const backend of ['native', 'wasm']) {
  const d = tt.devices().find((v) => v.backend === backend && v.available);
  if (!d) {
    console.log(`${backend}: not available here, skipped`);
    continue;
  }
  await benchDevice(d);
}
console.log(`load average ${load()} (after)`);
