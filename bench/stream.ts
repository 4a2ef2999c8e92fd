/**
 * Bandwidth at the limit (issue 31 item 4): STREAM copy / saxpy / triad in C (bench/c/stream.c:
 * OpenMP on all cores, the native backend's compiler and flags, each pass timed in C) against the
 * same three loops as tutti kernels on native and wasm, f64 arrays of 2^23 elements (64 MiB each,
 * twice the L3 of the 2-core VM), round-robin medians. Bandwidth counts STREAM's bytes (copy 16 B,
 * saxpy and triad 24 B per element). Writes bench/results/stream.json and stream.svg.
 *
 *   npm run build && node dist/bench/stream.js [--rounds=9] [--log2n=23]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { settings } from '../src/config/settings.js';
import * as tt from '../src/index.js';
import { barChart } from './chart.js';
import { shuffled } from './measure.js';
import { loadCStream, repoFile } from './triad-ref.js';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const rounds = Number(arg('rounds') ?? 9);
const n = 2 ** Number(arg('log2n') ?? 23);
const S = 3.0;
/** Timed passes per turn of a runner (after one untimed pass). */
const PASSES = 3;
const OPS = ['copy', 'saxpy', 'triad'] as const;
type Op = (typeof OPS)[number];
const BYTES: Record<Op, number> = { copy: 16, saxpy: 24, triad: 24 };

const F64 = tt.arrayOf(tt.f64);
const copyK = tt.kernel({ a: F64, c: F64 }, (i, { a, c }) => {
  c[i] = a[i];
});
const saxpyK = tt.kernel({ x: F64, y: F64, s: tt.f64 }, (i, { x, y, s }) => {
  y[i] = s * x[i] + y[i];
});
const triadK = tt.kernel({ a: F64, b: F64, c: F64, s: tt.f64 }, (i, { a, b, c, s }) => {
  a[i] = b[i] + s * c[i];
});

async function cStreamRunner() {
  const stream = await loadCStream();
  const a = new Float64Array(n).fill(1);
  const b = new Float64Array(n).fill(2);
  const c = new Float64Array(n).fill(0);
  return async (op: Op): Promise<number[]> => {
    const ms = new Float64Array(PASSES);
    await stream([settings().threads, OPS.indexOf(op), n, PASSES, a, b, c, S, ms]);
    return [...ms];
  };
}

function tuttiRunner(device: tt.Device) {
  const a = tt.full([n], 1, tt.f64, { device });
  const b = tt.full([n], 2, tt.f64, { device });
  const c = tt.zeros([n], tt.f64, { device });
  const launch: Record<Op, () => Promise<unknown>> = {
    copy: () => copyK.launch(n, { a, c }),
    saxpy: () => saxpyK.launch(n, { x: a, y: b, s: S }),
    triad: () => triadK.launch(n, { a, b, c, s: S }),
  };
  return async (op: Op): Promise<number[]> => {
    await launch[op](); // untimed, as the C's first pass
    const ms: number[] = [];
    for (let p = 0; p < PASSES; p++) {
      const t0 = performance.now();
      await launch[op]();
      ms.push(performance.now() - t0);
    }
    return ms;
  };
}

function median(xs: number[]): number {
  const s = [...xs].sort((x, y) => x - y);
  return s[s.length >> 1] ?? Number.NaN;
}

async function main(): Promise<void> {
  await tt.init();
  const loadStart = loadavg();
  const runners = new Map<string, (op: Op) => Promise<number[]>>([['C OpenMP', await cStreamRunner()]]);
  for (const backend of ['native', 'wasm']) {
    const d = tt.devices().find((x) => x.backend === backend && x.available);
    if (d) runners.set(`tt ${backend}`, tuttiRunner(d));
  }
  const samples = new Map<string, number[]>();
  for (const run of runners.values()) for (const op of OPS) await run(op); // warm-up: compile, first touch
  // Each turn of a runner is one untimed pass then PASSES timed ones (as the C times its passes),
  // and each round runs the runners in a fresh order: in a fixed order, the runner right after
  // the wasm pool (its threads spinning down) measured ~10% less, whichever it was — tutti native
  // read 0.90 of the C triad in that slot and 0.99 with the order reversed.
  for (let r = 0; r < rounds; r++)
    for (const [k, op] of OPS.entries())
      for (const [name, run] of shuffled([...runners], r * OPS.length + k)) {
        const key = `${name} ${op}`;
        samples.set(key, [...(samples.get(key) ?? []), ...(await run(op))]);
      }
  const gbs: Record<string, number> = {};
  for (const [key, xs] of samples) {
    const op = key.split(' ').pop() as Op;
    gbs[key] = (BYTES[op] * n) / (median(xs) / 1000) / 1e9;
  }
  const triad = gbs['C OpenMP triad'] ?? Number.NaN;
  const loadEnd = loadavg();
  console.log(
    `STREAM f64, n = ${n} (${(n * 8) / 2 ** 20} MiB per array), ${rounds} rounds, load ${loadStart[0]?.toFixed(2)} → ${loadEnd[0]?.toFixed(2)}`,
  );
  console.log(
    `${'runner'.padEnd(12)}${OPS.map((o) => `${o} GB/s`.padStart(13)).join('')}  (fraction of C triad; of C's same op)`,
  );
  for (const name of runners.keys()) {
    const cells = OPS.map((op) => {
      const v = gbs[`${name} ${op}`] ?? Number.NaN;
      const same = gbs[`C OpenMP ${op}`] ?? Number.NaN;
      return `${v.toFixed(2)} (${(v / triad).toFixed(2)}; ${(v / same).toFixed(2)})`;
    });
    console.log(`${name.padEnd(12)}${cells.map((c) => c.padStart(24)).join('')}`);
  }
  const outDir = join(dirname(repoFile('bench/c/stream.c')), '..', 'results');
  mkdirSync(outDir, { recursive: true });
  const result = {
    date: new Date().toISOString(),
    n,
    rounds,
    machine: { cpu: cpus()[0]?.model, cores: cpus().length, node: process.version, loadStart, loadEnd },
    gbs,
    fractionOfCTriad: Object.fromEntries(Object.entries(gbs).map(([k, v]) => [k, v / triad])),
  };
  writeFileSync(join(outDir, 'stream.json'), `${JSON.stringify(result, null, 2)}\n`);
  const bars = Object.entries(gbs).map(([k, v]) => {
    const op = k.split(' ').pop() ?? '';
    return { group: op, label: k.slice(0, k.length - op.length - 1), value: v / triad };
  });
  writeFileSync(
    join(outDir, 'stream.svg'),
    barChart('STREAM f64: bandwidth as a fraction of the C triad', bars, '× C triad'),
  );
  console.log(`wrote ${join(outDir, 'stream.json')} and stream.svg`);
  await tt.shutdown();
}

await main();
