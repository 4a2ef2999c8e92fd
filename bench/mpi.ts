/**
 * tutti/mpi against a hand-written C MPI program, in one run (round-robin, so both see the same
 * machine load):
 *   npm run build && node dist/bench/mpi.js [--rounds 3] [--n 16777216] [--grid 1024] [--steps 60]
 * - allreduce of n f32 between 2 ranks: tutti's world.allreduce vs MPI_Allreduce in C;
 * - 4-byte sendrecv ping-pong latency between 2 ranks: tutti vs C, and tutti's overhead (median
 *   of single round trips); the same sendrecv of one rank with itself (the software cost alone);
 * - the heat example (examples/mpi) on 1 and 2 ranks: strong scaling and the halo share.
 * The C program (bench/mpi/reference.c) is built here with mpicc -O2. Writes bench/results/mpi.json
 * and mpi.svg.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Bar, barChart } from './chart.js';

const here = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(here, '..', '..');
const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    n: { type: 'string', default: String(16 * 1024 * 1024) },
    grid: { type: 'string', default: '1024' },
    steps: { type: 'string', default: '60' },
  },
});
const rounds = Number(values.rounds);
const n = Number(values.n);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
}

function tool(name: string): boolean {
  return spawnSync(name, ['--version'], { encoding: 'utf8' }).status === 0;
}

const ompi = /Open MPI/i.test(spawnSync('mpirun', ['--version'], { encoding: 'utf8' }).stdout ?? '');
const launcher = ompi ? ['--allow-run-as-root', '--oversubscribe', '--bind-to', 'none'] : [];

/** Runs a job on `np` ranks (0: no mpirun) and returns rank 0's JSON line. */
function job(np: number, cmd: readonly string[], env: NodeJS.ProcessEnv = {}): Record<string, unknown> {
  const args = np === 0 ? cmd.slice(1) : [...launcher, '-np', String(np), ...cmd];
  const out = execFileSync(np === 0 ? (cmd[0] as string) : 'mpirun', args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, TUTTI_BACKENDS: 'native,wasm,js', ...env },
    timeout: 300_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const line = out.split('\n').find((l) => l.startsWith('{'));
  if (!line) throw new Error(`no result from ${cmd.join(' ')}:\n${out}`);
  return JSON.parse(line) as Record<string, unknown>;
}

const us = (r: Record<string, unknown>): number => Number(r.medianUs);

async function main(): Promise<void> {
  if (!tool('mpicc') || !tool('mpirun')) {
    console.log('bench/mpi skipped: mpicc/mpirun not found (apt-get install openmpi-bin libopenmpi-dev)');
    return;
  }
  const build = mkdtempSync(join(tmpdir(), 'tutti-bench-mpi-'));
  const ref = join(build, 'reference');
  execFileSync('mpicc', ['-O2', '-o', ref, join(ROOT, 'bench/mpi/reference.c')]);
  const node = process.execPath;
  const rank = join(ROOT, 'dist/bench/mpi/rank.js');
  const heat = join(ROOT, 'dist/examples/mpi/heat.js');
  const load = [loadavg()[0] ?? 0];

  const samples: Record<string, number[]> = {
    cAllreduce: [],
    ttAllreduce: [],
    cPing: [],
    ttPing: [],
    cSelf: [],
    ttSelf: [],
  };
  for (let r = 0; r < rounds; r++) {
    samples.cAllreduce?.push(us(job(2, [ref, 'allreduce', String(n), '5'])));
    samples.ttAllreduce?.push(us(job(2, [node, rank, 'allreduce', String(n), '5'])));
    samples.cPing?.push(us(job(2, [ref, 'pingpong', '5000'])));
    samples.ttPing?.push(us(job(2, [node, rank, 'pingpong', '5000'])));
    samples.cSelf?.push(us(job(0, [ref, 'self', '20000'])));
    samples.ttSelf?.push(us(job(0, [node, rank, 'self', '20000'])));
    load.push(loadavg()[0] ?? 0);
  }
  const m = (k: string) => median(samples[k] ?? []);
  const allreduce = {
    n,
    cUs: m('cAllreduce'),
    tuttiUs: m('ttAllreduce'),
    ratio: m('cAllreduce') / m('ttAllreduce'),
  };
  const pingpong = { cUs: m('cPing'), tuttiUs: m('ttPing'), overheadUs: m('ttPing') - m('cPing') };
  // The same 4-byte sendrecv of one rank with itself: the software cost alone, no scheduling.
  const self = { cUs: m('cSelf'), tuttiUs: m('ttSelf'), overheadUs: m('ttSelf') - m('cSelf') };

  // Heat: one core per rank (TUTTI_THREADS=1), so 1 -> 2 ranks is 1 -> 2 cores.
  const grid = String(values.grid);
  const heatArgs = [
    node,
    heat,
    '--height',
    grid,
    '--width',
    grid,
    '--steps',
    String(values.steps),
    '--device',
    'cpu',
  ];
  const env = { TUTTI_THREADS: '1' };
  job(0, [node, heat, '--height', '64', '--width', '64', '--steps', '2', '--device', 'cpu'], env); // compile once
  const heat1: Record<string, unknown>[] = [];
  const heat2: Record<string, unknown>[] = [];
  for (let r = 0; r < Math.max(1, rounds - 1); r++) {
    heat1.push(job(0, heatArgs, env));
    heat2.push(job(2, heatArgs, env));
    load.push(loadavg()[0] ?? 0);
  }
  const sec = (xs: Record<string, unknown>[], k: string) => median(xs.map((x) => Number(x[k])));
  const heatResult = {
    grid: `${grid}x${grid}`,
    steps: Number(values.steps),
    device: heat1[0]?.device,
    oneRankSeconds: sec(heat1, 'seconds'),
    twoRankSeconds: sec(heat2, 'seconds'),
    speedup: sec(heat1, 'seconds') / sec(heat2, 'seconds'),
    haloShareTwoRanks: sec(heat2, 'haloSeconds') / sec(heat2, 'seconds'),
    reduceShareTwoRanks: sec(heat2, 'reduceSeconds') / sec(heat2, 'seconds'),
    sameResult: new Set([...heat1, ...heat2].map((x) => x.hash)).size === 1,
  };

  const result = {
    date: new Date().toISOString(),
    library: ompi ? 'Open MPI' : 'MPI',
    loadAverage: load.map((x) => Number(x.toFixed(2))),
    rounds,
    allreduce,
    pingpong,
    self,
    heat: heatResult,
  };
  console.log(JSON.stringify(result, null, 2));
  const outDir = join(ROOT, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'mpi.json'), `${JSON.stringify(result, null, 2)}\n`);
  const bars: Bar[] = [
    { group: `allreduce ${n} f32, 2 ranks`, label: 'C MPI_Allreduce', value: 1 },
    { group: `allreduce ${n} f32, 2 ranks`, label: 'tutti allreduce', value: allreduce.ratio },
    { group: '4-byte sendrecv ping-pong', label: 'C MPI_Sendrecv', value: 1 },
    { group: '4-byte sendrecv ping-pong', label: 'tutti sendrecv', value: pingpong.cUs / pingpong.tuttiUs },
    { group: `heat ${grid}x${grid}`, label: '1 rank', value: 1 },
    { group: `heat ${grid}x${grid}`, label: '2 ranks', value: heatResult.speedup },
  ];
  writeFileSync(
    join(outDir, 'mpi.svg'),
    barChart(
      `tutti/mpi vs C MPI (speed relative to the first bar; load ${load[0]?.toFixed(1)})`,
      bars,
      'speed (x, higher is faster)',
    ),
  );
}

await main();
