/**
 * `npm run bench`: every workload on every available device, with references measured in the same
 * run — the same loop hand-written in JS, and hand-written C built with the native backend's flags
 * (when a C compiler is present). Prints a table and writes bench/results/<name>.json and .svg.
 *
 * Options: --quick (demo sizes), --only=saxpy,mandelbrot, --devices=js,native, --name=latest
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { jsReference, prepare } from '../demo/run-workload.js';
import { WORKLOADS, type Workload } from '../demo/workloads.js';
import * as tt from '../src/index.js';
import { barChart } from './chart.js';
import { interleaved, microseconds } from './measure.js';
import { loadReferences, type Reference } from './references.js';

const { values: opts } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    devices: { type: 'string' },
    name: { type: 'string', default: 'latest' },
  },
});

interface Row {
  workload: string;
  problem: string;
  /** Median ms of each implementation: 'js loop', 'C', and device ids. */
  ms: Record<string, number>;
  /** Speedup over the hand-written JS loop in f64 (higher is better). */
  vsJs: Record<string, number>;
  /** Speedup over the same loop hand-written with f32 rounding, tutti's semantics (higher is better). */
  vsJsF32: Record<string, number>;
  /** Device time relative to hand-written C: C ms / device ms (1.0 = as fast as C). */
  vsC: Record<string, number>;
  errors: Record<string, string>;
}

function selected<T extends { name?: string; id?: string }>(
  all: readonly T[],
  list: string | undefined,
  key: (t: T) => string,
): T[] {
  if (!list) return [...all];
  const want = new Set(list.split(','));
  return all.filter((t) => want.has(key(t)) || want.has(key(t).split(':')[0] ?? ''));
}

async function benchWorkload(
  w: Workload,
  devices: readonly tt.Device[],
  refs: readonly Reference[],
): Promise<Row> {
  const size = opts.quick ? w.demoSize : w.benchSize;
  const row: Row = {
    workload: w.name,
    problem: w.describe(size),
    ms: {},
    vsJs: {},
    vsJsF32: {},
    vsC: {},
    errors: {},
  };
  const runners = new Map<string, () => unknown>();
  const { inputs } = w.make(size);
  runners.set('js loop', () => w.js(inputs));
  const f32Inputs = w.make(size).inputs;
  runners.set('js loop f32', () => w.jsF32(f32Inputs));
  for (const r of refs) {
    const run = await r.prepare(w, size);
    if (run) runners.set(r.label, run);
  }
  const want = jsReference(w, size);
  const prepared: { dispose(): void }[] = [];
  for (const d of devices) {
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
      // measure.ts's interleaved waits for webgpu devices after each runner (their launches resolve once batched)
      runners.set(d.id, () => p.launch());
    } catch (e) {
      row.errors[d.id] = e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e);
    }
  }
  Object.assign(row.ms, await interleaved(runners));
  for (const p of prepared) p.dispose();
  const jsMs = row.ms['js loop'] ?? 0;
  const jsF32Ms = row.ms['js loop f32'] ?? 0;
  const cMs = row.ms.C;
  for (const [k, ms] of Object.entries(row.ms)) {
    if (k === 'js loop' || k === 'js loop f32') continue;
    row.vsJs[k] = jsMs / ms;
    row.vsJsF32[k] = jsF32Ms / ms;
    if (cMs !== undefined && k !== 'C') row.vsC[k] = cMs / ms;
  }
  return row;
}

async function launchOverhead(devices: readonly tt.Device[]): Promise<Record<string, number>> {
  const tiny = tt.kernel(
    { x: tt.arrayOf(tt.f32) },
    (i, { x }) => {
      x[i] = x[i] + 1;
    },
    { name: 'tiny' },
  );
  const out: Record<string, number> = {};
  for (const d of devices) {
    try {
      const x = tt.zeros([1], tt.f32, { device: d });
      await tiny.launch(1, { x });
      out[d.id] = await microseconds(() => tiny.launch(1, { x }));
      x.dispose();
    } catch {
      // reported as missing
    }
  }
  return out;
}

/** Host->device and device->host bandwidth (GiB/s) of 64 MiB copies, for devices with their own memory. */
async function bandwidth(
  devices: readonly tt.Device[],
): Promise<Record<string, { hostToDevice: number; deviceToHost: number }>> {
  const out: Record<string, { hostToDevice: number; deviceToHost: number }> = {};
  const bytes = 64 * 2 ** 20;
  const host = tt.array(new Float32Array(bytes / 4).fill(1), { device: 'js' });
  for (const d of devices) {
    if (d.impl().memory.id === 'host') continue;
    const up: number[] = [];
    const down: number[] = [];
    for (let r = 0; r < 5; r++) {
      let t0 = performance.now();
      const onDevice = host.to(d);
      await onDevice.accessible(d);
      up.push(performance.now() - t0);
      t0 = performance.now();
      await onDevice.read();
      down.push(performance.now() - t0);
      onDevice.dispose();
    }
    const med = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1] ?? 0;
    const gib = (ms: number) => bytes / 2 ** 30 / (ms / 1000);
    out[d.id] = { hostToDevice: gib(med(up)), deviceToHost: gib(med(down)) };
  }
  host.dispose();
  return out;
}

function fmt(n: number | undefined, digits = 2): string {
  return n === undefined || !Number.isFinite(n) ? '—' : n.toFixed(digits);
}

async function main(): Promise<void> {
  await tt.init();
  const all = tt.devices();
  const devices = selected(
    all.filter((d) => d.available),
    opts.devices,
    (d) => d.id,
  );
  const workloads = selected(WORKLOADS, opts.only, (w) => w.name);
  const refs = await loadReferences();
  console.log(`tutti bench — ${cpus()[0]?.model ?? 'cpu'} x${cpus().length}, node ${process.version}`);
  console.log(
    `devices: ${devices.map((d) => d.id).join(', ')}; references: js loop${refs.map((r) => `, ${r.label}`).join('')}`,
  );
  for (const d of all.filter((x) => !x.available)) console.log(`  ${d.id} not measured: ${d.reason ?? ''}`);

  const rows: Row[] = [];
  for (const w of workloads) {
    const row = await benchWorkload(w, devices, refs);
    rows.push(row);
    const cols = Object.entries(row.ms)
      .map(
        ([k, ms]) =>
          `${k} ${fmt(ms)} ms${row.vsJs[k] ? ` (${fmt(row.vsJs[k])}× js${row.vsC[k] ? `, ${fmt(row.vsC[k])}× C` : ''})` : ''}`,
      )
      .join(' | ');
    console.log(`${w.name.padEnd(11)} ${row.problem}\n    ${cols}`);
    for (const [d, e] of Object.entries(row.errors)) console.log(`    ${d}: ERROR ${e}`);
  }
  const overhead = await launchOverhead(devices);
  const transfers = await bandwidth(devices);
  for (const [d, b] of Object.entries(transfers)) {
    console.log(
      `transfers ${d}: host->device ${fmt(b.hostToDevice)} GiB/s, device->host ${fmt(b.deviceToHost)} GiB/s (64 MiB)`,
    );
  }
  console.log(
    `launch overhead (tiny kernel, µs per launch+await): ${Object.entries(overhead)
      .map(([d, us]) => `${d} ${fmt(us, 1)}`)
      .join(', ')}`,
  );

  const here = dirname(fileURLToPath(import.meta.url));
  const outDir = join(here, '..', '..', 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const result = {
    date: new Date().toISOString(),
    machine: { cpu: cpus()[0]?.model, cores: cpus().length, node: process.version },
    quick: opts.quick,
    devices: all.map((d) => d.toJSON()),
    rows,
    launchOverheadMicroseconds: overhead,
    transferGiBPerSecond: transfers,
  };
  const base = join(outDir, opts.name ?? 'latest');
  writeFileSync(`${base}.json`, `${JSON.stringify(result, null, 2)}\n`);
  const bars = rows.flatMap((r) =>
    Object.entries(r.vsJs).map(([label, value]) => ({ group: r.workload, label, value })),
  );
  writeFileSync(
    `${base}.svg`,
    barChart('tutti: speedup over the hand-written JS loop (same run)', bars, 'speedup vs JS loop'),
  );
  console.log(`wrote ${base}.json and ${base}.svg`);
  await tt.shutdown();
}

await main();
