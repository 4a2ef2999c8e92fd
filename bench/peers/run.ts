/**
 * `npm run bench:peers`: issue 15's six workloads and tutti's array operations on tutti's devices
 * (js, wasm, native, webgpu when present) and on the peers — hand-written JS (f64, and with tutti's
 * f32 rounding), hand-written C (OpenMP, the native backend's compiler and flags), GPU.js (cpu and
 * webasm modes), TensorFlow.js on its wasm backend and jax-js on its wasm device — in one run,
 * round-robin (bench/measure.ts `interleaved`). Every implementation's result is checked against the
 * plain JS result before it is timed; one that fails or cannot run here is reported with the reason.
 * Writes bench/results/peers.json, peers.txt and peers.svg (speedup over the plain JS loop, log scale).
 *
 *   npm run bench:peers [-- --quick] [--only=saxpy,stencil] [--no-ops] [--rounds=7]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { jsReference, timedRunner } from '../../demo/run-workload.js';
import {
  type Host,
  type Inputs,
  mandelbrot,
  matmul,
  saxpy,
  stencil,
  type Workload,
} from '../../demo/workloads.js';
import * as tt from '../../src/index.js';
import { C_REFERENCES, type CReferenceName, loadCReference } from '../c-reference.js';
import { barChart } from '../chart.js';
import { interleaved } from '../measure.js';
import { blackScholes, sqrtChain } from '../native-workloads.js';
import { type Jax, loadJax, loadTf, type Tf } from '../ops/peers.js';
import { gpujsImpl, loadGpuJs, openMode, WEBASM_THREADS } from './gpujs.js';
import type { Outputs, PeerImpl } from './impl.js';
import { opRows } from './ops.js';
import { jaxImpl, NO_ARRAY_FORM, tfImpl } from './tensor.js';

const { values: opts } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    'no-ops': { type: 'boolean', default: false },
    rounds: { type: 'string', default: '7' },
  },
});
const ROUNDS = Number(opts.rounds) || 7;
const BUDGET_MS = opts.quick ? 3000 : 8000;
/**
 * An untimed pause after every run: on a software WebGPU adapter (llvmpipe) the "GPU" is this
 * machine's cores, still busy for a while after a launch has returned, which slowed whichever
 * runner came next (native saxpy 12.9 ms after webgpu, 8.0 ms without webgpu in the process;
 * 9.9 ms with a 25 ms pause, on par with C with 150 ms).
 */
const SETTLE_MS = 150;

const PEER_WORKLOADS: readonly Workload[] = [saxpy, blackScholes, mandelbrot, stencil, sqrtChain, matmul];

interface Row {
  readonly group: string;
  readonly problem: string;
  readonly reference: string;
  ms: Record<string, number>;
  /** reference ms / ms (higher is faster) */
  vsReference: Record<string, number>;
  /** vs the same loop hand-written with tutti's f32 rounding (workloads only) */
  vsJsF32: Record<string, number>;
  notes: Record<string, string>;
  /** implementations that could not run or gave a wrong result, with why */
  missing: Record<string, string>;
  load: number;
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e)).split('\n')[0] ?? '';

async function optional<T>(load: () => Promise<T>, why: Record<string, string>, label: string) {
  try {
    return await load();
  } catch (e) {
    why[label] = message(e);
    return undefined;
  }
}

/** Why GPU.js refuses a mode here, after its own message. */
const WHY_NOT: Record<string, string> = {
  headlessgl:
    " — it needs the native 'gl' module, whose binary its install script builds (prebuild-install or node-gyp); npm install scripts do not run on this machine, so require('gl') fails",
  webgpu: ' — GPU.js looks for navigator.gpu (a browser API); Node has none',
};

/** GPU.js modes that run here; the others with GPU.js's own reason. */
async function gpujsModes(
  skipped: Record<string, string>,
): Promise<Map<string, ReturnType<typeof openMode>>> {
  const modes = new Map<string, ReturnType<typeof openMode>>();
  try {
    await loadGpuJs();
  } catch (e) {
    skipped['gpu.js'] = message(e);
    return modes;
  }
  for (const mode of ['cpu', 'webasm', WEBASM_THREADS, 'headlessgl', 'webgpu']) {
    try {
      const gpu = openMode(mode);
      const k = gpu
        .createKernel(function (this: { thread: { x: number } }) {
          return this.thread.x;
        })
        .setOutput([4]);
      const r = (await k()) as ArrayLike<number>;
      if (r[3] !== 3) throw new Error(`mode '${mode}' computed ${Array.from(r).join(',')} for [0,1,2,3]`);
      const real = (k as { kernel?: { constructor?: { mode?: string } } }).kernel?.constructor?.mode;
      if (real && real !== mode.split(' ')[0]) throw new Error(`mode '${mode}' fell back to '${real}'`);
      modes.set(mode, gpu);
    } catch (e) {
      skipped[`gpu.js ${mode}`] = `${message(e)}${WHY_NOT[mode] ?? ''}`;
    }
  }
  return modes;
}

function hostImpl(w: Workload, size: number, fn: (inputs: Inputs) => unknown): PeerImpl {
  const { inputs, outputs } = w.make(size);
  return {
    run: () => fn(inputs),
    outputs: async () => {
      const fresh = w.make(size);
      await fn(fresh.inputs);
      return Object.fromEntries(outputs.map((o) => [o, fresh.inputs[o] as Host]));
    },
  };
}

async function deviceImpl(w: Workload, size: number, d: tt.Device): Promise<PeerImpl> {
  // the result on the host, as every peer returns it (zero-copy where the device shares host memory)
  return timedRunner(w, size, d);
}

function compare(w: Workload, got: Outputs, want: Record<string, Host>): string | null {
  for (const [o, ref] of Object.entries(want)) {
    const g = got[o];
    if (!g) return `no output '${o}'`;
    if (g.length !== ref.length) return `output '${o}' has ${g.length} elements, expected ${ref.length}`;
    const problem = w.check(o, g as Host, ref);
    if (problem) return `wrong result in '${o}': ${problem}`;
  }
  return null;
}

async function measureRow(
  group: string,
  problem: string,
  reference: string,
  impls: Map<string, () => Promise<PeerImpl | null>>,
  check: (got: Outputs) => string | null,
  jsF32?: string,
): Promise<Row> {
  const row: Row = {
    group,
    problem,
    reference,
    ms: {},
    vsReference: {},
    vsJsF32: {},
    notes: {},
    missing: {},
    load: loadavg()[0] ?? 0,
  };
  const runners = new Map<string, () => unknown>();
  const ready: PeerImpl[] = [];
  for (const [label, make] of impls) {
    try {
      const impl = await make();
      if (!impl) continue;
      ready.push(impl);
      const problem = check(await impl.outputs());
      if (problem) throw new Error(problem);
      if (impl.note) row.notes[label] = impl.note;
      runners.set(label, () => impl.run());
    } catch (e) {
      row.missing[label] = message(e);
    }
  }
  Object.assign(
    row.ms,
    await interleaved(runners, { rounds: ROUNDS, budgetMs: BUDGET_MS, settleMs: SETTLE_MS }),
  );
  for (const impl of ready) impl.dispose?.();
  const ref = row.ms[reference];
  const f32 = jsF32 ? row.ms[jsF32] : undefined;
  for (const [k, ms] of Object.entries(row.ms)) {
    if (ref !== undefined) row.vsReference[k] = ref / ms;
    if (f32 !== undefined) row.vsJsF32[k] = f32 / ms;
  }
  const fmt = (x: number | undefined) => (x === undefined ? '—' : x.toFixed(2));
  console.log(
    `\n${group} — ${problem} (load ${row.load.toFixed(2)}; ×: speed vs ${reference}${jsF32 ? ` | vs ${jsF32}` : ''})`,
  );
  for (const [k, ms] of Object.entries(row.ms).sort((a, b) => a[1] - b[1])) {
    const extra = jsF32 ? ` | ×${fmt(row.vsJsF32[k])}` : '';
    console.log(
      `  ${k.padEnd(22)} ${ms.toFixed(2).padStart(10)} ms  ×${fmt(row.vsReference[k])}${extra}${row.notes[k] ? `  (${row.notes[k]})` : ''}`,
    );
  }
  for (const [k, why] of Object.entries(row.missing)) console.log(`  ${k.padEnd(22)} not measured: ${why}`);
  return row;
}

async function main(): Promise<void> {
  const skipped: Record<string, string> = {};
  await tt.init(); // probes WebGPU too (the sync API probes only what a selector needs)
  const all = tt.devices();
  const devices = all.filter((d) => d.available && ['js', 'wasm', 'native', 'webgpu'].includes(d.backend));
  for (const d of all.filter((x) => !x.available)) skipped[`tutti ${d.id}`] = d.reason ?? 'not available';
  const tf = await optional<Tf>(loadTf, skipped, 'tfjs-wasm');
  const jax = await optional<Jax>(loadJax, skipped, 'jax-js wasm');
  const gpus = await gpujsModes(skipped);
  const loadStart = loadavg();
  console.log(
    `tutti peers — ${cpus()[0]?.model ?? 'cpu'} x${cpus().length}, node ${process.version}, load ${loadStart.map((x) => x.toFixed(2)).join(' ')}`,
  );
  console.log(`tutti devices: ${devices.map((d) => d.id).join(', ')}`);
  for (const [k, v] of Object.entries(skipped)) console.log(`  ${k} not measured: ${v}`);

  const want = opts.only ? new Set(opts.only.split(',')) : undefined;
  const rows: Row[] = [];
  for (const w of PEER_WORKLOADS.filter((x) => !want || want.has(x.name))) {
    const size = opts.quick ? w.demoSize : w.benchSize;
    const ref = jsReference(w, size);
    const impls = new Map<string, () => Promise<PeerImpl | null>>();
    impls.set('js loop', async () => hostImpl(w, size, (i) => w.js(i)));
    impls.set('js loop f32', async () => hostImpl(w, size, (i) => w.jsF32(i)));
    impls.set('C (OpenMP)', async () => {
      if (!C_REFERENCES.includes(w.name as CReferenceName)) return null;
      const c = await loadCReference(w.name as CReferenceName);
      return hostImpl(w, size, (i) => c.run(i as Parameters<typeof c.run>[0]));
    });
    for (const d of devices) impls.set(`tutti ${d.backend}`, () => deviceImpl(w, size, d));
    for (const [mode, gpu] of gpus) {
      impls.set(`gpu.js ${mode}`, async () => gpujsImpl(gpu, mode, w.name, w.make(size).inputs, size));
    }
    const noArray = NO_ARRAY_FORM[w.name];
    if (tf) impls.set('tfjs-wasm', async () => tfImpl(tf, w.name, w.make(size).inputs, size));
    if (jax) impls.set('jax-js wasm', async () => jaxImpl(jax, w.name, w.make(size).inputs, size));
    const row = await measureRow(
      w.name,
      w.describe(size),
      'js loop',
      impls,
      (got) => compare(w, got, ref),
      'js loop f32',
    );
    if (noArray) {
      if (tf) row.missing['tfjs-wasm'] = noArray;
      if (jax) row.missing['jax-js wasm'] = noArray;
    }
    rows.push(row);
  }
  if (!opts['no-ops']) {
    const ops = opRows(devices, tf, jax, opts.quick ? 2 ** 20 : 16 * 2 ** 20, opts.quick ? 128 : 512);
    for (const op of ops.filter((o) => !want || want.has(o.name))) {
      const refImpl = await op.impls.get(op.reference)?.();
      const refOut = refImpl ? (await refImpl.outputs()).out : undefined;
      if (!refOut) continue;
      rows.push(
        await measureRow(op.name, op.problem, op.reference, op.impls, (got) =>
          got.out ? op.check(got.out, refOut) : 'no output',
        ),
      );
    }
  }
  for (const [k, v] of Object.entries(skipped)) console.log(`${k} not measured: ${v}`);

  const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const result = {
    date: new Date().toISOString(),
    machine: { cpu: cpus()[0]?.model, cores: cpus().length, node: process.version },
    load: { start: loadStart, end: loadavg() },
    quick: opts.quick,
    rounds: ROUNDS,
    devices: all.map((d) => d.toJSON()),
    skipped,
    rows,
  };
  writeFileSync(join(outDir, 'peers.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(outDir, 'peers.txt'), table(rows, result.machine, result.load, skipped));
  const bars = rows.flatMap((r) =>
    Object.entries(r.vsReference).map(([label, value]) => ({ group: r.group, label, value })),
  );
  writeFileSync(
    join(outDir, 'peers.svg'),
    barChart(
      'tutti and peers: speed vs the plain JS loop (same run, higher is faster)',
      bars,
      'speed vs JS loop',
    ),
  );
  console.log(`\nwrote ${join(outDir, 'peers.json')}, peers.txt and peers.svg`);
  for (const gpu of gpus.values()) gpu.destroy();
  await tt.shutdown();
}

function table(
  rows: readonly Row[],
  machine: { cpu?: string; cores: number; node: string },
  load: { start: number[]; end: number[] },
  skipped: Record<string, string>,
): string {
  const out = [
    `tutti peers — ${machine.cpu ?? 'cpu'} x${machine.cores}, node ${machine.node}`,
    `load average at start ${load.start.map((x) => x.toFixed(2)).join(' ')}, at end ${load.end.map((x) => x.toFixed(2)).join(' ')}`,
    'ms = median of round-robin rounds; × = the reference time / this time (higher is faster)',
    '',
  ];
  for (const r of rows) {
    out.push(`${r.group} — ${r.problem} (vs ${r.reference}; load ${r.load.toFixed(2)})`);
    for (const [k, ms] of Object.entries(r.ms).sort((a, b) => a[1] - b[1])) {
      const f32 = r.vsJsF32[k] !== undefined ? `  ×${r.vsJsF32[k]?.toFixed(2)} vs js loop f32` : '';
      out.push(
        `  ${k.padEnd(22)} ${ms.toFixed(2).padStart(10)} ms  ×${(r.vsReference[k] ?? 0).toFixed(2)}${f32}${r.notes[k] ? `  (${r.notes[k]})` : ''}`,
      );
    }
    for (const [k, why] of Object.entries(r.missing)) out.push(`  ${k.padEnd(22)} not measured: ${why}`);
    out.push('');
  }
  for (const [k, v] of Object.entries(skipped)) out.push(`${k} not measured: ${v}`);
  return `${out.join('\n')}\n`;
}

await main();
