/**
 * `npm run bench:native`: the native backend against hand-written C (bench/c, built with the same
 * compiler and flags, called through the same koffi path) and against tutti's wasm backend, on the
 * six workloads of the speed issue, round-robin in one process; then read()/write() of 64 MiB
 * CPU-device arrays against `TypedArray.prototype.slice` of the same bytes.
 * Writes bench/results/<name>.{json,txt,svg} (default name: native).
 *
 * Options: --quick (small sizes), --only=saxpy,chain, --rounds=N, --name=native, --devices=native,wasm
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { jsReference, prepare } from '../demo/run-workload.js';
import { mandelbrot, matmul, saxpy, stencil, type Workload } from '../demo/workloads.js';
import { buildFlags } from '../src/backends/native/toolchain.js';
import { settings } from '../src/config/settings.js';
import * as tt from '../src/index.js';
import { loadCReference } from './c-reference.js';
import { barChart } from './chart.js';
import { interleaved } from './measure.js';
import { blackScholes, sqrtChain } from './native-workloads.js';

const { values: opts } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    rounds: { type: 'string', default: '11' },
    name: { type: 'string', default: 'native' },
    devices: { type: 'string', default: 'native,wasm' },
  },
});

const WORKLOADS: readonly Workload[] = [saxpy, blackScholes, mandelbrot, stencil, sqrtChain, matmul];
const rounds = Number(opts.rounds);

interface Row {
  workload: string;
  problem: string;
  /** Median ms per implementation ('C', 'native', 'wasm'). */
  ms: Record<string, number>;
  /**
   * Median CPU ms per run (process.cpuUsage: every thread of the process — OpenMP's, wasm's
   * workers — so it measures work done, which other jobs on the machine inflate less than wall time).
   */
  cpuMs: Record<string, number>;
  /** C ms / native ms (1 = as fast as hand-written C). */
  nativeVsC?: number;
  /** wasm ms / native ms (above 1 = native faster). */
  nativeVsWasm?: number;
  errors: Record<string, string>;
}

const lines: string[] = [];
function say(s: string): void {
  console.log(s);
  lines.push(s);
}

function load(): string {
  return loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');
}

async function benchWorkload(w: Workload, devices: readonly tt.Device[]): Promise<Row> {
  const size = opts.quick ? w.demoSize : w.benchSize;
  const row: Row = { workload: w.name, problem: w.describe(size), ms: {}, cpuMs: {}, errors: {} };
  const want = jsReference(w, size);
  const runners = new Map<string, () => unknown>();
  try {
    const ref = await loadCReference(w.name as Parameters<typeof loadCReference>[0]);
    const { inputs, outputs } = w.make(size);
    await ref.run(inputs);
    for (const o of outputs) {
      const problem = want[o] ? w.check(o, inputs[o] as never, want[o]) : null;
      if (problem) throw new Error(`wrong result: ${problem}`);
    }
    const fresh = w.make(size).inputs;
    runners.set('C', () => ref.run(fresh));
  } catch (e) {
    row.errors.C = e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e);
  }
  const prepared: { dispose(): void }[] = [];
  for (const d of devices) {
    const label = d.id.split(':')[0] ?? d.id;
    try {
      const p = prepare(w, size, d);
      prepared.push(p);
      await p.launch();
      const got = await p.read();
      for (const [o, g] of Object.entries(got)) {
        const problem = want[o] ? w.check(o, g, want[o]) : null;
        if (problem) throw new Error(`wrong result: ${problem}`);
      }
      await p.reset();
      runners.set(label, () => p.launch());
    } catch (e) {
      row.errors[label] = e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e);
    }
  }
  const cpu = new Map<string, number[]>();
  const timed = new Map(
    [...runners].map(([name, run]): [string, () => Promise<void>] => [
      name,
      async () => {
        const c0 = process.cpuUsage();
        await run();
        const c = process.cpuUsage(c0);
        cpu.set(name, [...(cpu.get(name) ?? []), (c.user + c.system) / 1000]);
      },
    ]),
  );
  Object.assign(row.ms, await interleaved(timed, { rounds, budgetMs: 8000 }));
  for (const [name, xs] of cpu) {
    const runs = xs.slice(1).sort((a, b) => a - b); // the first call is interleaved's warm-up
    row.cpuMs[name] = runs[runs.length >> 1] ?? 0;
  }
  for (const p of prepared) p.dispose();
  const { C: c, native, wasm } = row.ms;
  if (c !== undefined && native !== undefined) row.nativeVsC = c / native;
  if (wasm !== undefined && native !== undefined) row.nativeVsWasm = wasm / native;
  return row;
}

interface CopyRow {
  device: string;
  /** Median ms of `read()` / `write()` of the array and of `slice()` of a host array of the same bytes. */
  readMs: number;
  writeMs: number;
  sliceMs: number;
  /** slice ms / read ms (1 = as fast as slice). */
  readVsSlice: number;
  writeVsSlice: number;
}

async function copies(devices: readonly tt.Device[]): Promise<CopyRow[]> {
  const bytes = (opts.quick ? 8 : 64) * 2 ** 20;
  const host = new Float32Array(bytes / 4).map((_, i) => i);
  const out: CopyRow[] = [];
  for (const d of devices) {
    // A copy of `host` (tt.array may wrap its argument without copying, and write() of an array's
    // own memory into itself would measure nothing).
    const arr = tt.array(host.slice(), { device: d });
    const runners = new Map<string, () => unknown>([
      ['slice', () => host.slice()],
      ['read', () => arr.read()],
      ['write', () => arr.write(host)],
    ]);
    const ms = await interleaved(runners, { rounds, budgetMs: 4000 });
    const check = (await arr.read()) as Float32Array;
    if (check[12345] !== 12345) throw new Error(`${d.id}: read() returned wrong data`);
    arr.dispose();
    const { slice = 0, read = 0, write = 0 } = ms;
    out.push({
      device: d.id,
      readMs: read,
      writeMs: write,
      sliceMs: slice,
      readVsSlice: slice / read,
      writeVsSlice: slice / write,
    });
  }
  return out;
}

function fmt(n: number | undefined, digits = 2): string {
  return n === undefined || !Number.isFinite(n) ? '—' : n.toFixed(digits);
}

async function main(): Promise<void> {
  const wanted = new Set((opts.devices ?? '').split(',').map((d) => `${d}:0`));
  const devices = tt.devices().filter((d) => d.available && wanted.has(d.id));
  const want = opts.only ? new Set(opts.only.split(',')) : undefined;
  const workloads = WORKLOADS.filter((w) => !want || want.has(w.name));
  const loadBefore = load();
  say(
    `tutti native bench — ${cpus()[0]?.model ?? 'cpu'} x${cpus().length}, node ${process.version}, load ${loadBefore}`,
  );
  say(
    `flags: ${buildFlags(settings().cflags).join(' ')}; devices: ${devices.map((d) => d.id).join(', ')}; rounds: ${rounds}`,
  );
  const rows: Row[] = [];
  for (const w of workloads) {
    const row = await benchWorkload(w, devices);
    rows.push(row);
    const cols = Object.entries(row.ms)
      .map(([k, ms]) => `${k} ${fmt(ms)} ms`)
      .join(' | ');
    say(
      `${w.name.padEnd(12)} ${row.problem.padEnd(36)} ${cols} | native ${fmt(row.nativeVsC)}× C, ${fmt(row.nativeVsWasm)}× wasm`,
    );
    const cpuCols = Object.entries(row.cpuMs)
      .map(([k, ms]) => `${k} ${fmt(ms)} ms`)
      .join(' | ');
    const { C: cc, native: cn, wasm: cw } = row.cpuMs;
    const by = (a: number | undefined, b: number | undefined) => (a && b ? a / b : undefined);
    say(
      `${''.padEnd(12)} ${'  CPU time per run'.padEnd(36)} ${cpuCols} | native ${fmt(by(cc, cn))}× C, ${fmt(by(cw, cn))}× wasm`,
    );
    for (const [d, e] of Object.entries(row.errors)) say(`    ${d}: ERROR ${e}`);
  }
  const copyRows = await copies(devices);
  for (const r of copyRows) {
    say(
      `copies ${r.device.padEnd(9)} read ${fmt(r.readMs)} ms (${fmt(r.readVsSlice)}× slice), write ${fmt(r.writeMs)} ms (${fmt(r.writeVsSlice)}× slice), slice ${fmt(r.sliceMs)} ms (${opts.quick ? 8 : 64} MiB)`,
    );
  }
  const loadAfter = load();
  say(`load average (1, 5, 15 min): before ${loadBefore}, after ${loadAfter}`);

  const here = dirname(fileURLToPath(import.meta.url));
  const outDir = join(here, '..', '..', 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const base = join(outDir, opts.name ?? 'native');
  const result = {
    date: new Date().toISOString(),
    machine: { cpu: cpus()[0]?.model, cores: cpus().length, node: process.version, loadBefore, loadAfter },
    cflags: buildFlags(settings().cflags).join(' '),
    quick: opts.quick,
    rounds,
    rows,
    copies: copyRows,
  };
  writeFileSync(`${base}.json`, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(`${base}.txt`, `${lines.join('\n')}\n`);
  const bars = [
    ...rows.flatMap((r) => [
      ...(r.nativeVsC !== undefined ? [{ group: r.workload, label: 'native / C', value: r.nativeVsC }] : []),
      ...(r.nativeVsWasm !== undefined
        ? [{ group: r.workload, label: 'native / wasm', value: r.nativeVsWasm }]
        : []),
    ]),
    ...copyRows.flatMap((r) => [
      { group: `read ${r.device}`, label: 'read / slice', value: r.readVsSlice },
      { group: `write ${r.device}`, label: 'write / slice', value: r.writeVsSlice },
    ]),
  ];
  writeFileSync(
    `${base}.svg`,
    barChart(
      `tutti native: speed relative to hand-written C, to tutti wasm, and copies vs slice (load ${loadBefore})`,
      bars,
      'ratio (higher is better, 1 = equal)',
    ),
  );
  say(`wrote ${base}.json, .txt and .svg`);
  await tt.shutdown();
}

await main();
