/**
 * The cost of launch timeouts: each benchmark workload whose kernel has loops (mandelbrot, matmul,
 * nbody, stencil, blur, k-means) on every CPU device, launched plainly and with `timeoutMs` (the
 * polling variant: a check every 1024 loop back-edges), timed round-robin in the same run:
 *   npm run build && node dist/bench/timeouts.js [--quick]
 * Writes bench/results/timeouts.json and timeouts.svg (overhead in %); prints the machine load.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepare } from '../demo/run-workload.js';
import { WORKLOADS } from '../demo/workloads.js';
import * as tt from '../src/index.js';
import { barChart } from './chart.js';
import { interleaved } from './measure.js';

const quick = process.argv.includes('--quick');
const LOOPING = ['mandelbrot', 'matmul', 'nbody', 'stencil', 'blur', 'kmeans'];

interface Row {
  readonly workload: string;
  readonly device: string;
  readonly plainMs: number;
  readonly pollingMs: number;
  /** (polling - plain) / plain, in percent. */
  readonly overheadPct: number;
}

const rows: Row[] = [];
const load0 = loadavg()[0] ?? 0;
for (const w of WORKLOADS) {
  if (!LOOPING.some((n) => w.name.startsWith(n))) continue;
  for (const id of ['js', 'wasm', 'native']) {
    const d = tt.devices().find((x) => x.backend === id);
    if (!d?.available) continue;
    const size = quick ? w.demoSize : w.benchSize;
    const p = prepare(w, size, d);
    const plain = () => p.launch();
    const polling = () => p.launch({ timeoutMs: 3_600_000 });
    const ms = await interleaved(
      new Map([
        ['plain', plain],
        ['polling', polling],
      ]),
      { rounds: quick ? 5 : 11, budgetMs: quick ? 1500 : 4000 },
    );
    const plainMs = ms.plain ?? 0;
    const pollingMs = ms.polling ?? 0;
    const row = {
      workload: w.name,
      device: id,
      plainMs,
      pollingMs,
      overheadPct: plainMs > 0 ? ((pollingMs - plainMs) / plainMs) * 100 : 0,
    };
    rows.push(row);
    console.log(
      `${w.name.padEnd(12)} ${id.padEnd(7)} plain ${plainMs.toFixed(2)} ms  with timeout ${pollingMs.toFixed(2)} ms  overhead ${row.overheadPct.toFixed(1)}%`,
    );
    p.dispose();
  }
}
const load = [load0, loadavg()[0] ?? 0];
console.log(`load average (1 min) at start and end: ${load.map((l) => l.toFixed(2)).join(', ')}`);
const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', '..', 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, 'timeouts.json'),
  `${JSON.stringify({ date: new Date().toISOString(), quick, loadAverage: load, rows }, null, 2)}\n`,
);
writeFileSync(
  join(out, 'timeouts.svg'),
  barChart(
    'Speed with timeoutMs relative to without (1.0 = no cost)',
    rows.map((r) => ({
      group: r.workload,
      label: r.device,
      value: r.pollingMs > 0 ? r.plainMs / r.pollingMs : 0,
    })),
    'plain ms / with-timeout ms',
  ),
);
