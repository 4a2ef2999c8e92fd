/**
 * The js backend against the same loops hand-written in JS (issue 15's six workloads, all f32), in one
 * process, round-robin: the plain f64 loop ("js loop"), the loop with tutti's f32 rounding ("js loop
 * f32", the target: tutti js ≥ 0.9× of it), tutti's js device, and for Mandelbrot and the stencil the
 * kernel written to compute in f64 (what docs/backends/js.md tells users to do when they want the
 * plain loop's speed). Each run is timed in wall time and in the process's CPU time (user + system,
 * `process.cpuUsage`): on a loaded machine the CPU time is what the code costs, the wall time adds
 * whatever the scheduler gave to other processes. Every implementation's output is checked first.
 *
 *   npm run bench:js [-- --only=stencil,saxpy] [--rounds=9] [--out=js-speed]
 *
 * Writes bench/results/<out>.json and <out>.txt.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { jsReference, timedRunner } from '../demo/run-workload.js';
import {
  type Host,
  type Inputs,
  mandelbrot,
  matmul,
  saxpy,
  stencil,
  type Workload,
} from '../demo/workloads.js';
import * as tt from '../src/index.js';
import { blackScholes, sqrtChain } from './native-workloads.js';

const { values: opts } = parseArgs({
  options: {
    only: { type: 'string' },
    rounds: { type: 'string', default: '9' },
    out: { type: 'string', default: 'js-speed' },
  },
});
const ROUNDS = Number(opts.rounds) || 9;
const WORKLOADS: readonly Workload[] = [saxpy, blackScholes, mandelbrot, stencil, sqrtChain, matmul];

interface Impl {
  readonly run: () => unknown;
  /** A fresh run's outputs, for the check. */
  readonly outputs: () => Promise<Record<string, Host>>;
}

interface Sample {
  wall: number[];
  cpu: number[];
}

function hostImpl(w: Workload, size: number, fn: (inputs: Inputs) => void): Impl {
  const { inputs } = w.make(size);
  return {
    run: () => fn(inputs),
    outputs: async () => {
      const fresh = w.make(size);
      fn(fresh.inputs);
      return Object.fromEntries(fresh.outputs.map((o) => [o, fresh.inputs[o] as Host]));
    },
  };
}

function deviceImpl(w: Workload, size: number, kernel: tt.Kernel): Impl {
  return timedRunner({ ...w, kernel }, size, tt.device('js'));
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;

async function measure(impls: ReadonlyMap<string, Impl>): Promise<Map<string, Sample>> {
  const samples = new Map<string, Sample>([...impls.keys()].map((k) => [k, { wall: [], cpu: [] }]));
  for (const impl of impls.values()) await impl.run(); // warm-up: V8 optimises every loop first
  for (let r = 0; r < ROUNDS; r++) {
    for (const [name, impl] of impls) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await impl.run();
      const wall = performance.now() - t0;
      const c = process.cpuUsage(c0);
      samples.get(name)?.wall.push(wall);
      samples.get(name)?.cpu.push((c.user + c.system) / 1000);
    }
  }
  return samples;
}

/** The kernel written to compute in f64, where the workload has such a form (see docs/backends/js.md). */
function f64Form(w: Workload): tt.Kernel | undefined {
  if (w === mandelbrot) return w.define({ float: 'f64' });
  if (w === stencil) return stencilF64;
  return undefined;
}

/** The stencil with its neighbours widened to f64 (`tt.f64(...)`), stored back into the f32 array. */
const stencilF64 = tt.kernel(
  { u: tt.arrayOf(tt.f32), v: tt.arrayOf(tt.f32), n: tt.i32, c: tt.f64 },
  ([r, q], { u, v, n, c }) => {
    const k = r * n + q;
    if (r === 0 || q === 0 || r === n - 1 || q === n - 1) {
      v[k] = u[k];
    } else {
      const m = tt.f64(u[k]);
      v[k] = m + c * (tt.f64(u[k - 1]) + u[k + 1] + u[k - n] + u[k + n] - 4 * m);
    }
  },
  { name: 'stencil_f64' },
);

async function main(): Promise<void> {
  const want = opts.only ? new Set(opts.only.split(',')) : undefined;
  const loadStart = loadavg();
  const head = `tutti js vs hand-written JS — ${cpus()[0]?.model ?? 'cpu'} x${cpus().length}, node ${process.version}, load ${loadStart.map((x) => x.toFixed(2)).join(' ')}, ${ROUNDS} rounds`;
  console.log(head);
  const lines = [head, 'medians; ×f32: js loop f32 time / this time (higher is faster), wall and CPU', ''];
  const rows: unknown[] = [];
  for (const w of WORKLOADS.filter((x) => !want || want.has(x.name))) {
    const size = w.benchSize;
    const ref = jsReference(w, size);
    const impls = new Map<string, Impl>([
      ['js loop', hostImpl(w, size, (i) => w.js(i))],
      ['js loop f32', hostImpl(w, size, (i) => w.jsF32(i))],
      ['tutti js', deviceImpl(w, size, w.kernel)],
    ]);
    const f64 = f64Form(w);
    if (f64) impls.set('tutti js f64 form', deviceImpl(w, size, f64));
    const identical: Record<string, boolean> = {};
    for (const [label, impl] of impls) {
      const got = await impl.outputs();
      identical[label] = true;
      for (const [o, r] of Object.entries(ref)) {
        const g = got[o];
        const problem = g ? w.check(o, g, r) : `no output '${o}'`;
        if (problem) throw new Error(`${w.name} ${label}: ${problem}`);
        if (g?.some((x, j) => !Object.is(x, r[j]))) identical[label] = false;
      }
    }
    const load = loadavg()[0] ?? 0;
    const s = await measure(impls);
    const f32Wall = median(s.get('js loop f32')?.wall ?? []);
    const f32Cpu = median(s.get('js loop f32')?.cpu ?? []);
    const title = `${w.name} — ${w.describe(size)} (load ${load.toFixed(2)})`;
    console.log(title);
    lines.push(title);
    const row: Record<string, unknown> = { workload: w.name, problem: w.describe(size), load, impls: {} };
    for (const [label, { wall, cpu }] of s) {
      const mw = median(wall);
      const mc = median(cpu);
      const same = identical[label] ? '  (output identical to js loop)' : '';
      const line = `  ${label.padEnd(18)} wall ${mw.toFixed(1).padStart(8)} ms ×${(f32Wall / mw).toFixed(2)}   cpu ${mc.toFixed(1).padStart(8)} ms ×${(f32Cpu / mc).toFixed(2)}${same}`;
      console.log(line);
      lines.push(line);
      (row.impls as Record<string, unknown>)[label] = {
        wallMs: mw,
        cpuMs: mc,
        vsJsF32Wall: f32Wall / mw,
        vsJsF32Cpu: f32Cpu / mc,
        identicalToJsLoop: identical[label],
      };
    }
    rows.push(row);
  }
  const loadEnd = loadavg();
  lines.push('', `load average at end ${loadEnd.map((x) => x.toFixed(2)).join(' ')}`);
  const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const base = join(outDir, opts.out ?? 'js-speed');
  const machine = { cpu: cpus()[0]?.model, cores: cpus().length, node: process.version };
  const result = { date: new Date().toISOString(), machine, load: { start: loadStart, end: loadEnd }, rows };
  writeFileSync(`${base}.json`, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(`${base}.txt`, `${lines.join('\n')}\n`);
  console.log(`wrote ${base}.json and ${base}.txt`);
  await tt.shutdown();
}

await main();
