/**
 * Sub-devices against their parent (issue 33): one job — a compute-bound kernel (a sqrt chain per
 * item) and a memory-bound one (saxpy) over n items — run once on the whole parent device and
 * once split in two halves on `createSubDevices(2)`, the halves launched together. Timed
 * round-robin in the same run (each ratio compares runs under the same machine load):
 *   npm run build && node dist/bench/sub-devices.js [--quick]
 * Writes bench/results/sub-devices.json; prints the load (the machine may be shared) and, per
 * backend and kernel, halves / parent (1.0: the halves are as fast as the parent).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tt from '../src/index.js';
import { interleaved } from './measure.js';

const quick = process.argv.includes('--quick');

const chain = tt.kernel({ x: tt.arrayOf(tt.f32), reps: tt.i32 }, (i, { x, reps }) => {
  let s = x[i];
  for (let r = 0; r < reps; r++) s = Math.sqrt(s * s + 1);
  x[i] = s;
});
const saxpy = tt.kernel({ a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { a, x, y }) => {
  y[i] = a * x[i] + y[i];
});

interface Job {
  readonly name: string;
  readonly n: number;
  /** The launch of the job over `n` items of arrays on `device`. */
  prepare(device: tt.Device, n: number): () => Promise<unknown>;
}

const JOBS: readonly Job[] = [
  {
    name: 'sqrt chain (compute-bound)',
    n: quick ? 1 << 16 : 1 << 18,
    prepare: (device, n) => {
      const x = tt.full([n], 1, tt.f32, { device });
      return () => chain.launch(n, { x, reps: 200 });
    },
  },
  {
    name: 'saxpy (memory-bound)',
    n: quick ? 1 << 20 : 1 << 23,
    prepare: (device, n) => {
      const x = tt.full([n], 1, tt.f32, { device });
      const y = tt.full([n], 2, tt.f32, { device });
      return () => saxpy.launch(n, { a: 0.5, x, y });
    },
  },
];

interface Row {
  readonly backend: string;
  readonly job: string;
  readonly items: number;
  readonly threads: number;
  readonly parentMs: number;
  readonly halvesMs: number;
  /** halvesMs / parentMs: at most about 1 when sub-devices are not slower than their parent. */
  readonly ratio: number;
  /** The halves' first launch of the kernel (after the parent's first; medians above are warm). */
  readonly firstHalvesMs: number;
}

const rows: Row[] = [];
const loadBefore = loadavg();
for (const backend of ['native', 'wasm']) {
  const parent = tt.devices().find((d) => d.backend === backend && d.available);
  if (!parent) {
    console.log(`${backend}: unavailable`);
    continue;
  }
  // wasm states no thread count: its pool has one worker per core unless the threads setting says
  const threads = Number(parent.details.threads ?? availableParallelism());
  let halves: tt.Device[];
  try {
    halves = parent.createSubDevices(2);
  } catch (e) {
    console.log(`${backend}: no halves to compare (${e instanceof Error ? e.message : String(e)})`);
    continue;
  }
  const [left, right] = halves;
  if (!left || !right) throw new Error('two sub-devices expected');
  // as a program would: the sub-devices made at set-up, used a little later (wasm starts their
  // workers when they are made)
  await new Promise((done) => setTimeout(done, 500));
  for (const job of JOBS) {
    const whole = job.prepare(parent, job.n);
    const l = job.prepare(left, job.n / 2);
    const r = job.prepare(right, job.n / 2);
    await whole(); // compiled on the parent; the sub-devices run the same executables
    const t0 = performance.now();
    await Promise.all([l(), r()]);
    const firstHalvesMs = performance.now() - t0;
    const ms = await interleaved(
      new Map<string, () => unknown>([
        ['parent', whole],
        ['halves', () => Promise.all([l(), r()])],
      ]),
      { rounds: quick ? 7 : 15, budgetMs: quick ? 3000 : 8000, rotate: true },
    );
    const parentMs = ms.parent ?? 0;
    const halvesMs = ms.halves ?? 0;
    const row: Row = {
      backend,
      job: job.name,
      items: job.n,
      threads,
      parentMs,
      halvesMs,
      ratio: parentMs > 0 ? halvesMs / parentMs : 0,
      firstHalvesMs,
    };
    rows.push(row);
    console.log(
      `${backend.padEnd(7)} ${job.name.padEnd(27)} parent ${parentMs.toFixed(2)} ms  two halves ${halvesMs.toFixed(2)} ms  halves/parent ${row.ratio.toFixed(2)}  (first launch on the halves ${firstHalvesMs.toFixed(2)} ms)`,
    );
  }
}
const loadAfter = loadavg();
console.log(
  `load average (1, 5, 15 min): before ${loadBefore.map((v) => v.toFixed(2)).join(' ')}, after ${loadAfter.map((v) => v.toFixed(2)).join(' ')}`,
);

// dist/bench/sub-devices.js (npm run build) or bench/sub-devices.ts (tsx): the repository's bench/results
const here = dirname(fileURLToPath(import.meta.url));
const root = here.includes(`${sep}dist${sep}`) ? join(here, '..', '..') : join(here, '..');
const out = join(root, 'bench', 'results', 'sub-devices.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ date: new Date().toISOString(), quick, loadBefore, loadAfter, rows }, null, 2)}\n`,
);
console.log(`wrote ${out}`);
await tt.shutdown();
