/**
 * Async programs: EventProgram vs AsyncProgram vs a plain one-kernel-per-item loop, per device,
 * timed round-robin in the same run, for Collatz (starts 1..n) and the 1-D slab transport toy.
 *   npm run build && node dist/bench/programs.js [--collatz N] [--particles N] [--devices js,wasm,...] [--out name]
 * Writes bench/results/<name>.json and .svg (default programs; speedup over EventProgram on the same device).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  collatzKernel,
  collatzReference,
  collatzSpec,
  makeProgram,
  runCollatz,
} from '../examples/programs/collatz.js';
import { DEFAULT_TRANSPORT, runTransport, transportSpec } from '../examples/programs/transport.js';
import * as tt from '../src/index.js';
import { type Bar, barChart } from './chart.js';
import { interleaved } from './measure.js';

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? dflt) : dflt;
}

interface Row {
  readonly workload: string;
  readonly device: string;
  readonly ms: Record<string, number>;
  /** Speedup over EventProgram on the same device (> 1: faster). */
  readonly vsEvent: Record<string, number>;
}

async function main(): Promise<void> {
  const nCollatz = Number(arg('collatz', '1000000'));
  const nParticles = Number(arg('particles', '200000'));
  const wanted = arg('devices', '');
  await tt.init();
  const devices = tt
    .devices()
    .filter((d) => d.available && (wanted === '' || wanted.split(',').some((w) => d.id.startsWith(w))));
  const loadBefore = loadavg()[0] ?? 0;
  const rows: Row[] = [];
  const want = collatzReference(nCollatz);
  for (const d of devices) {
    const dev = d.id;
    // Collatz
    const ev = makeProgram(collatzSpec, 'event');
    const as = makeProgram(collatzSpec, 'async');
    const out = tt.zeros([nCollatz], tt.u32, { device: dev });
    const check = async (type: 'event' | 'async') => {
      const r = await runCollatz(type, dev, nCollatz, undefined, type === 'event' ? ev : as);
      for (let i = 0; i < nCollatz; i++) {
        if (r.out[i] !== want[i]) throw new Error(`${dev} ${type}: collatz mismatch at ${i}`);
      }
      return r.report;
    };
    const reports = { event: await check('event'), async: await check('async') };
    const collatzMs = await interleaved(
      new Map<string, () => unknown>([
        ['EventProgram', () => runCollatz('event', dev, nCollatz, undefined, ev)],
        ['AsyncProgram', () => runCollatz('async', dev, nCollatz, undefined, as)],
        [
          'one kernel per item',
          () => collatzKernel.launch(nCollatz, { out }, { device: dev }).then(() => out.read()),
        ],
      ]),
      { rounds: 3, budgetMs: 1000 },
    );
    out.dispose();
    rows.push(row(`collatz n=${nCollatz}`, dev, collatzMs));
    console.log(dev, 'collatz passes', reports.event.passes, 'dispatches', reports.async.passes, collatzMs);
    // Transport
    const p = { ...DEFAULT_TRANSPORT, n: nParticles };
    const tev = makeProgram(transportSpec, 'event');
    const tas = makeProgram(transportSpec, 'async');
    const a = await runTransport(tev, dev, p);
    const b = await runTransport(tas, dev, p);
    if (a.tally.join() !== b.tally.join())
      throw new Error(`${dev}: transport tallies differ between program types`);
    const transportMs = await interleaved(
      new Map<string, () => unknown>([
        ['EventProgram', () => runTransport(tev, dev, p)],
        ['AsyncProgram', () => runTransport(tas, dev, p)],
        ['one kernel per item', () => runTransport(null, dev, p)],
      ]),
      { rounds: 3, budgetMs: 1000 },
    );
    rows.push(row(`transport n=${nParticles}`, dev, transportMs));
    console.log(dev, 'transport', transportMs);
  }
  const loadAfter = loadavg()[0] ?? 0;
  for (const r of rows) {
    console.log(
      `${r.workload.padEnd(22)} ${r.device.padEnd(10)} ${Object.entries(r.ms)
        .map(([k, v]) => `${k} ${v.toFixed(1)} ms (${(r.vsEvent[k] ?? 0).toFixed(2)}x)`)
        .join(' | ')}`,
    );
  }
  console.log(`load average (1 min): ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`);
  const here = dirname(fileURLToPath(import.meta.url));
  const outDir = join(here, '..', '..', 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const base = join(outDir, arg('out', 'programs'));
  const result = {
    date: new Date().toISOString(),
    machine: { cpu: cpus()[0]?.model, cores: cpus().length, node: process.version, loadBefore, loadAfter },
    rows,
  };
  writeFileSync(`${base}.json`, `${JSON.stringify(result, null, 2)}\n`);
  const bars: Bar[] = rows.flatMap((r) =>
    Object.entries(r.vsEvent).map(([label, value]) => ({ group: `${r.workload} ${r.device}`, label, value })),
  );
  writeFileSync(
    `${base}.svg`,
    barChart(
      'async programs: speedup over EventProgram (same run, same device)',
      bars,
      'speedup vs EventProgram',
    ),
  );
  console.log(`wrote ${base}.json and ${base}.svg`);
  await tt.shutdown();
}

function row(workload: string, device: string, ms: Record<string, number>): Row {
  const ev = ms.EventProgram ?? 0;
  const vsEvent = Object.fromEntries(Object.entries(ms).map(([k, v]) => [k, v > 0 ? ev / v : 0]));
  return { workload, device, ms, vsEvent };
}

await main();
