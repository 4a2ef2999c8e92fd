/**
 * PolyBench/C 4.2.1 on tutti (issue 31 item 3): every ported kernel is first checked against the
 * original C's dumped output on every CPU device (and the plain JS port too), then timed
 * round-robin (one run of each runner per round, medians) against the original C sequential,
 * the original C with the obvious OpenMP pragmas (same compiler and flags as native kernels) and a
 * plain JS port. Writes bench/results/polybench.json and polybench.svg.
 *
 *   npm run bench:polybench [-- --size=SMALL|MEDIUM] [--only=gemm,lu] [--devices=native] [--rounds=3] [--write-fixtures]
 *
 * MEDIUM is the default dataset. Each kernel runs at least --rounds rounds (default 3) and more,
 * up to 15, while it has spent under 3 s. Every runner starts each run from fresh inputs (copied untimed into
 * arrays it made once and reuses, so no run pays a GC for the harness's garbage; tutti's arrays
 * already on their device). The C times are PolyBench's own timer around the kernel call.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import * as tt from '../../src/index.js';
import { barChart } from '../chart.js';
import { buildC, cFlags, dumpC, sourceRoot, timeC } from './c-build.js';
import {
  type CheckResult,
  cloneHost,
  compareOutputs,
  dispose,
  FIXTURE_KERNELS,
  resetDevice,
  resetHost,
  runPlain,
  runPort,
  upload,
} from './check.js';
import { POLYBENCH } from './ports/index.js';
import type { Dataset, DeviceData, HostData, PolyKernel } from './types.js';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const dataset: Dataset = arg('size') === 'SMALL' ? 'SMALL' : 'MEDIUM';
const only = arg('only')?.split(',');
const rounds = Number(arg('rounds') ?? 3);
const writeFixtures = process.argv.includes('--write-fixtures');
const MAX_ROUNDS = Math.max(rounds, 15);
const BUDGET_MS = 3000;

interface Row {
  readonly kernel: string;
  readonly category: string;
  readonly ms: Record<string, number>;
  readonly checks: Record<string, CheckResult>;
  readonly load: number;
  readonly rounds: number;
}

/** prepare() makes the runner's arrays once and, at every call, resets them to the inputs (untimed). */
type Runner = { prepare(): Promise<() => Promise<unknown> | unknown> };

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1] ?? Number.NaN;
}

async function benchKernel(k: PolyKernel, devices: readonly tt.Device[]): Promise<Row> {
  const s = k.sizes[dataset];
  const [seq, omp, dump] = await Promise.all([
    buildC(k, dataset, 'seq'),
    k.omp.length > 0 ? buildC(k, dataset, 'omp') : Promise.resolve(undefined),
    buildC(k, dataset, 'dump'),
  ]);
  const ref = await dumpC(dump);
  const init = k.init(s);
  const checks: Record<string, CheckResult> = { 'plain JS': compareOutputs(k, ref, runPlain(k, s, init)) };
  for (const d of devices) checks[`tt ${d.backend}`] = compareOutputs(k, ref, await runPort(k, s, init, d));
  if (writeFixtures && dataset === 'SMALL' && FIXTURE_KERNELS.includes(k.name)) writeFixture(k, ref);

  const cRun = (exe: string) => ({ prepare: async () => () => timeC(exe) });
  const runners = new Map<string, Runner>([['C seq', cRun(seq)]]);
  if (omp) runners.set('C OpenMP', cRun(omp));
  let host: HostData | undefined;
  runners.set('plain JS', {
    prepare: async () => {
      const d = host ?? cloneHost(init);
      if (host) resetHost(d, init);
      host = d;
      return () => k.plain(s, d);
    },
  });
  const uploaded: DeviceData[] = [];
  for (const dev of devices) {
    let arrays: DeviceData | undefined;
    runners.set(`tt ${dev.backend}`, {
      prepare: async () => {
        const d = arrays ?? (await upload(init, dev));
        if (arrays) await resetDevice(d, init, dev);
        else uploaded.push(d);
        arrays = d;
        return () => k.tutti(s, d);
      },
    });
  }
  const samples = new Map<string, number[]>([...runners.keys()].map((n) => [n, []]));
  // at least `rounds` rounds; fast kernels get more (up to MAX_ROUNDS within BUDGET_MS): on a
  // loaded machine a sub-millisecond run is often stretched by a scheduling delay
  const start = performance.now();
  for (let r = 0; r < MAX_ROUNDS && (r < rounds || performance.now() - start < BUDGET_MS); r++) {
    for (const [name, runner] of runners) {
      const run = await runner.prepare();
      const t0 = performance.now();
      const out = await run();
      const wall = performance.now() - t0;
      samples.get(name)?.push(typeof out === 'number' ? out : wall);
    }
  }
  for (const d of uploaded) dispose(d);
  const ms = Object.fromEntries([...samples].map(([n, xs]) => [n, median(xs)]));
  const done = samples.get('C seq')?.length ?? 0;
  return { kernel: k.name, category: k.category, ms, checks, load: loadavg()[0] ?? 0, rounds: done };
}

function writeFixture(k: PolyKernel, ref: ReadonlyMap<string, Float64Array>): void {
  const dir = join(sourceRoot(), '..', '..', '..', 'test', 'fixtures', 'polybench');
  mkdirSync(dir, { recursive: true });
  const outputs = Object.fromEntries(k.outputs.map((n) => [n, Array.from(ref.get(n) ?? [])]));
  writeFileSync(join(dir, `${k.name}.json`), `${JSON.stringify({ kernel: k.name, dataset, outputs })}\n`);
}

function geomean(xs: readonly number[]): number {
  const v = xs.filter((x) => Number.isFinite(x) && x > 0);
  return v.length === 0 ? Number.NaN : Math.exp(v.reduce((a, x) => a + Math.log(x), 0) / v.length);
}

/** Geometric mean of ref time / runner time over the kernels that have both. */
function ratio(
  rows: readonly Row[],
  runner: string,
  ref: string,
): { geomean: number; min: number; n: number } {
  const r = rows
    .map((row) => (row.ms[ref] ?? Number.NaN) / (row.ms[runner] ?? Number.NaN))
    .filter(Number.isFinite);
  return { geomean: geomean(r), min: Math.min(...r), n: r.length };
}

function fmt(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms)) return '—';
  return ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2);
}

async function main(): Promise<void> {
  await tt.init();
  const devices = (arg('devices')?.split(',') ?? ['js', 'wasm', 'native'])
    .map((b) => tt.devices().find((d) => d.backend === b && d.available))
    .filter((d): d is tt.Device => d !== undefined);
  const loadStart = loadavg();
  const started = performance.now();
  console.log(
    `PolyBench/C 4.2.1, ${dataset} dataset, ${rounds} rounds; C flags: ${cFlags('omp').flags.join(' ')}; load ${loadStart.map((x) => x.toFixed(2)).join(' ')}`,
  );
  const names = ['C seq', 'C OpenMP', 'plain JS', ...devices.map((d) => `tt ${d.backend}`)];
  console.log(['kernel'.padEnd(15), ...names.map((n) => n.padStart(10)), '  check'].join(''));
  const rows: Row[] = [];
  for (const k of POLYBENCH) {
    if (only && !only.includes(k.name)) continue;
    const row = await benchKernel(k, devices);
    rows.push(row);
    const bad = Object.entries(row.checks).filter(([, c]) => !c.ok);
    const check = bad.length === 0 ? 'ok' : bad.map(([n, c]) => `${n}: ${c.detail}`).join('; ');
    const line = [k.name.padEnd(15), ...names.map((n) => fmt(row.ms[n]).padStart(10)), `  ${check}`];
    console.log(`${line.join('')} (${row.rounds} rounds, load ${row.load.toFixed(1)})`);
  }
  const summary = {
    'tt native vs C OpenMP': ratio(rows, 'tt native', 'C OpenMP'),
    'tt native vs C seq': ratio(rows, 'tt native', 'C seq'),
    'tt wasm vs plain JS': ratio(rows, 'tt wasm', 'plain JS'),
    'tt js vs plain JS': ratio(rows, 'tt js', 'plain JS'),
    'C OpenMP vs C seq': ratio(rows, 'C OpenMP', 'C seq'),
  };
  const loadEnd = loadavg();
  console.log('\ngeometric means (× = reference time / runner time; min = the worst kernel):');
  for (const [k, v] of Object.entries(summary))
    console.log(`  ${k.padEnd(24)} ×${v.geomean.toFixed(2)}  (min ×${v.min.toFixed(2)}, ${v.n} kernels)`);
  const seconds = (performance.now() - started) / 1000;
  console.log(`load ${loadEnd.map((x) => x.toFixed(2)).join(' ')} at the end; ${seconds.toFixed(0)} s`);

  const outDir = join(sourceRoot(), '..', '..', 'results');
  mkdirSync(outDir, { recursive: true });
  const base = only ? 'polybench-partial' : dataset === 'SMALL' ? 'polybench-small' : 'polybench';
  const result = {
    date: new Date().toISOString(),
    dataset,
    rounds,
    seconds,
    cflags: cFlags('omp').flags,
    machine: { cpu: cpus()[0]?.model, cores: cpus().length, node: process.version, loadStart, loadEnd },
    devices: devices.map((d) => d.toJSON()),
    summary,
    rows,
  };
  writeFileSync(join(outDir, `${base}.json`), `${JSON.stringify(result, null, 2)}\n`);
  const bars = rows.flatMap((row) =>
    names
      .filter((n) => n !== 'C seq' && row.ms[n] !== undefined)
      .map((n) => ({ group: row.kernel, label: n, value: (row.ms['C seq'] ?? 0) / (row.ms[n] ?? 1) })),
  );
  writeFileSync(
    join(outDir, `${base}.svg`),
    barChart(`PolyBench/C 4.2.1 ${dataset}: speed vs sequential C -O3 (same run)`, bars, 'speed vs C seq'),
  );
  console.log(`wrote ${join(outDir, `${base}.json`)} and ${base}.svg`);
  await tt.shutdown();
  if (rows.some((r) => Object.values(r.checks).some((c) => !c.ok))) process.exitCode = 1;
}

await main();
