/**
 * The cost of deterministic mode for kernels with float atomics (issue 29; docs/kernel-language.md
 * #deterministic-mode): on every available device, a histogram (n items adding their weight into
 * `bins` f32 bins) and a scatter with a counted loop (each item adds into 4 neighbouring cells),
 * launched with `deterministic: false` (atomics in thread order) and `deterministic: true` (CPU
 * devices: items in order on one thread; GPUs: logged additions, argsort, applied in item order),
 * timed round-robin in the same run. Checks that the deterministic result is js's, bit for bit.
 *   npm run build && node dist/bench/deterministic.js [--quick]
 * Writes bench/results/deterministic.json and .svg (deterministic / free time per device and job).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tt from '../src/index.js';
import { barChart } from './chart.js';
import { interleaved } from './measure.js';

const quick = process.argv.includes('--quick');
const N = quick ? 1 << 18 : 1 << 20;
const F32 = tt.arrayOf(tt.f32);
const I32 = tt.arrayOf(tt.i32);

const histogram = (deterministic: boolean) =>
  tt.kernel(
    { w: F32, bins: I32, out: F32 },
    (i, { w, bins, out }) => {
      Atomics.add(out, bins[i], w[i]);
    },
    { deterministic },
  );
const scatter = (deterministic: boolean) =>
  tt.kernel(
    { w: F32, bins: I32, out: F32, k: tt.i32 },
    (i, { w, bins, out, k }) => {
      for (let j = 0; j < k; j++) Atomics.add(out, bins[i] + j, w[i] * (j + 1));
    },
    { deterministic },
  );

interface Job {
  readonly name: string;
  readonly cells: number;
  readonly kernel: (deterministic: boolean) => ReturnType<typeof scatter> | ReturnType<typeof histogram>;
  readonly scalars: Record<string, number>;
}
const JOBS: readonly Job[] = [
  { name: 'histogram, 256 bins', cells: 256, kernel: histogram, scalars: {} },
  {
    name: 'scatter into 4 cells (a counted loop), 4096 cells',
    cells: 4096 + 4,
    kernel: scatter,
    scalars: { k: 4 },
  },
];

const w = Float32Array.from({ length: N }, (_, i) => Math.sin(i) * 10);
function binsFor(cells: number): Int32Array {
  return Int32Array.from({ length: N }, (_, i) => ((i * 2654435761) >>> 0) % (cells - 4));
}

interface Row {
  readonly device: string;
  readonly job: string;
  readonly items: number;
  readonly freeMs: number;
  readonly deterministicMs: number;
  /** deterministicMs / freeMs: what the mode costs on this device. */
  readonly ratio: number;
  /** The deterministic result equals the js backend's bit for bit. */
  readonly exact: boolean;
}

await tt.init();
const rows: Row[] = [];
const loadBefore = loadavg();
const devices = tt.devices().filter((d) => d.available && d.backend !== 'sim');
for (const job of JOBS) {
  const bins = binsFor(job.cells);
  let reference: Float32Array | undefined;
  for (const device of [...devices].sort((a) => (a.backend === 'js' ? -1 : 1))) {
    const args = (out: tt.NDArray) => ({
      w: tt.array(w, { device }),
      bins: tt.array(bins, { device }),
      out,
      ...job.scalars,
    });
    const free = job.kernel(false);
    const ordered = job.kernel(true);
    const outFree = tt.zeros([job.cells], tt.f32, { device });
    const outOrdered = tt.zeros([job.cells], tt.f32, { device });
    const freeArgs = args(outFree);
    const orderedArgs = args(outOrdered);
    const run = (k: typeof free, a: typeof freeArgs) => () =>
      (k.launch as (n: number, a: unknown) => Promise<unknown>)(N, a);
    const check = tt.zeros([job.cells], tt.f32, { device });
    await run(ordered, { ...orderedArgs, out: check })();
    const got = (await check.read()) as Float32Array;
    reference ??= got;
    const exact = got.every((v, i) => Object.is(v, reference?.[i]));
    const ms = await interleaved(
      new Map<string, () => unknown>([
        ['free', run(free, freeArgs)],
        ['deterministic', run(ordered, orderedArgs)],
      ]),
      { rounds: quick ? 5 : 9, budgetMs: quick ? 4000 : 15000, rotate: true },
    );
    const freeMs = ms.free ?? 0;
    const deterministicMs = ms.deterministic ?? 0;
    const row: Row = {
      device: device.id,
      job: job.name,
      items: N,
      freeMs,
      deterministicMs,
      ratio: freeMs > 0 ? deterministicMs / freeMs : 0,
      exact,
    };
    rows.push(row);
    console.log(
      `${device.id.padEnd(9)} ${job.name.padEnd(50)} free ${freeMs.toFixed(2).padStart(8)} ms  deterministic ${deterministicMs.toFixed(2).padStart(8)} ms  ×${row.ratio.toFixed(2)}  ${exact ? "js's bits" : 'DIFFERS from js'}`,
    );
  }
}
const loadAfter = loadavg();
console.log(
  `${N} items; load average (1, 5, 15 min): before ${loadBefore.map((v) => v.toFixed(2)).join(' ')}, after ${loadAfter.map((v) => v.toFixed(2)).join(' ')}`,
);

const here = dirname(fileURLToPath(import.meta.url));
const root = here.includes(`${sep}dist${sep}`) ? join(here, '..', '..') : join(here, '..');
const out = join(root, 'bench', 'results', 'deterministic.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ date: new Date().toISOString(), quick, loadBefore, loadAfter, rows }, null, 2)}\n`,
);
const bars = rows.map((r) => ({ group: r.job, label: r.device, value: r.ratio }));
writeFileSync(
  out.replace(/\.json$/, '.svg'),
  barChart(`deterministic mode / free float atomics, ${N} items (time ratio)`, bars, 'time ratio'),
);
console.log(`wrote ${out} and .svg`);
await tt.shutdown();
