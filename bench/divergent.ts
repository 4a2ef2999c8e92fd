/**
 * Divergent transport (issue 35 item 5): EventProgram vs AsyncProgram (default, and lanes 32) vs the best plain
 * one-kernel-per-item version (each item follows its particle and every descendant, a per-item
 * stack of split children) on examples/programs/divergent.ts, per device, timed round-robin in the
 * same run (wall time, and process CPU time: steadier on a loaded machine) after checking all
 * three against the plain-JS reference.
 *   npm run bench:divergent -- [--particles N] [--devices js,wasm,...] [--out name]
 * Writes bench/results/<name>.json and .svg (default divergent; speedup over the plain kernel).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { cpuUsage } from 'node:process';
import { fileURLToPath } from 'node:url';
import { makeProgram } from '../examples/programs/collatz.js';
import {
  DEFAULT_DIVERGENT,
  divergentReference,
  divergentSpec,
  runDivergent,
} from '../examples/programs/divergent.js';
import * as tt from '../src/index.js';
import { type Bar, barChart } from './chart.js';
import { interleaved } from './measure.js';

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? dflt) : dflt;
}

const PLAIN = 'one kernel per item';
/** AsyncProgram with batches of 32 calls (and 32 new roots per idle worker, no slow start). */
const BATCHED = 'AsyncProgram lanes 32';

interface Row {
  readonly device: string;
  readonly particles: number;
  readonly ms: Record<string, number>;
  /** Speedup over the plain one-kernel-per-item version on the same device (> 1: faster). */
  readonly vsPlain: Record<string, number>;
  /**
   * Median process CPU time per run (every thread: OpenMP's, wasm's workers, llvmpipe's), and the
   * speedup it gives: on the loaded shared VM a better measure of the work than wall time.
   */
  readonly cpuMs: Record<string, number>;
  readonly cpuVsPlain: Record<string, number>;
  /** Passes / dispatches, calls and batches of each program type's checked run. */
  readonly programs: Record<string, { passes: number; calls: number; batches: number }>;
  /** Runners the device refused (the error's code), left out of the timing. */
  readonly refused: Record<string, string>;
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1] ?? 0;
}

/** Each runner's speedup over the plain kernel (> 1: faster). */
function speedups(ms: Readonly<Record<string, number>>): Record<string, number> {
  const plain = ms[PLAIN] ?? 0;
  return Object.fromEntries(Object.entries(ms).map(([k, v]) => [k, v > 0 ? plain / v : 0]));
}

async function main(): Promise<void> {
  const n = Number(arg('particles', '50000'));
  const wanted = arg('devices', '');
  await tt.init();
  const devices = tt
    .devices()
    .filter((d) => d.available && (wanted === '' || wanted.split(',').some((w) => d.id.startsWith(w))));
  const p = { ...DEFAULT_DIVERGENT, n };
  const want = divergentReference(p);
  const loadBefore = loadavg()[0] ?? 0;
  const rows: Row[] = [];
  for (const d of devices) {
    const dev = d.id;
    const ev = makeProgram(divergentSpec, 'event');
    const as = makeProgram(divergentSpec, 'async');
    const as32 = makeProgram(divergentSpec, 'async', { lanes: 32 });
    const programs: Row['programs'] = {};
    const refused: Record<string, string> = {};
    for (const [name, prog] of [
      ['EventProgram', ev],
      ['AsyncProgram', as],
      [BATCHED, as32],
      [PLAIN, null],
    ] as const) {
      // a device may refuse a program with a coded error (AsyncProgram's worker needs more storage
      // buffers than llvmpipe's 16): reported as such, not timed
      const r = await runDivergent(prog, dev, p).catch((e: unknown) => {
        if (!(e instanceof tt.TuttiError)) throw e;
        refused[name] = e.code;
        return undefined;
      });
      if (!r) continue;
      if (r.tally.join() !== want.tally.join() || r.bins.join() !== want.bins.join())
        throw new Error(`${dev} ${name}: tallies differ from the plain-JS reference`);
      if (r.report) {
        const calls = Object.values(r.report.calls).reduce((s, x) => s + x, 0);
        programs[name] = { passes: r.report.passes, calls, batches: r.report.batches };
      }
    }
    const cpu = new Map<string, number[]>();
    const withCpu = (name: string, fn: () => Promise<unknown>) => async () => {
      const c0 = cpuUsage();
      await fn();
      const c = cpuUsage(c0);
      cpu.set(name, [...(cpu.get(name) ?? []), (c.user + c.system) / 1000]);
    };
    const runners = new Map<string, () => unknown>([
      ['EventProgram', withCpu('EventProgram', () => runDivergent(ev, dev, p))],
      ['AsyncProgram', withCpu('AsyncProgram', () => runDivergent(as, dev, p))],
      [BATCHED, withCpu(BATCHED, () => runDivergent(as32, dev, p))],
      [PLAIN, withCpu(PLAIN, () => runDivergent(null, dev, p))],
    ]);
    for (const name of Object.keys(refused)) runners.delete(name);
    const ms = await interleaved(runners, { rounds: 5, budgetMs: 3000, rotate: true });
    const cpuMs = Object.fromEntries([...cpu].map(([k, xs]) => [k, median(xs.slice(1))])); // less the warm-up
    const vsPlain = speedups(ms);
    const cpuVsPlain = speedups(cpuMs);
    rows.push({ device: dev, particles: n, ms, vsPlain, cpuMs, cpuVsPlain, programs, refused });
    console.log(dev, ms, programs, refused);
  }
  const loadAfter = loadavg()[0] ?? 0;
  for (const r of rows) {
    console.log(
      `${r.device.padEnd(10)} ${Object.entries(r.ms)
        .map(
          ([k, v]) =>
            `${k} ${v.toFixed(1)} ms (${(r.vsPlain[k] ?? 0).toFixed(2)}x; cpu ${(r.cpuMs[k] ?? 0).toFixed(1)} ms, ${(r.cpuVsPlain[k] ?? 0).toFixed(2)}x)`,
        )
        .concat(Object.entries(r.refused).map(([k, code]) => `${k} refused (${code})`))
        .join(' | ')}`,
    );
  }
  console.log(`load average (1 min): ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`);
  const here = dirname(fileURLToPath(import.meta.url));
  const outDir = join(here, '..', '..', 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const base = join(outDir, arg('out', 'divergent'));
  const result = {
    date: new Date().toISOString(),
    machine: { cpu: cpus()[0]?.model, cores: cpus().length, node: process.version, loadBefore, loadAfter },
    problem: p,
    reference: Array.from(want.tally),
    rows,
  };
  writeFileSync(`${base}.json`, `${JSON.stringify(result, null, 2)}\n`);
  const bars: Bar[] = rows.flatMap((r) =>
    Object.entries(r.vsPlain).map(([label, value]) => ({
      group: `${r.device} n=${r.particles}`,
      label,
      value,
    })),
  );
  writeFileSync(
    `${base}.svg`,
    barChart(
      'divergent transport: speedup over one kernel per item (same run, same device)',
      bars,
      'speedup vs plain kernel',
    ),
  );
  console.log(`wrote ${base}.json and ${base}.svg`);
  await tt.shutdown();
}

await main();
