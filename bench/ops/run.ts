/**
 * bench/ops: tutti's array operations against peers measured in the same run, round-robin
 * (bench/measure.ts `interleaved`): sum and cumsum of 16M, sort of 4M f32, matmul 1024² f32, and
 * webgpu's tiled vs naive matmul. Prints a table and writes bench/results/ops.json and ops.svg.
 *
 *   npm run build && node dist/bench/ops/run.js [--quick] [--only=sum|cumsum|sort|matmul]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tt from '../../src/index.js';
import { launchMatmulKernel, matmulKind } from '../../src/ops/matmul.js';
import { groupMatmulKernel, groupMatmulRange } from '../../src/ops/matmul-group.js';
import { naiveKernel, tile4x4Kernel } from '../../src/ops/matmul-kernels.js';
import { tile4x8Kernel, tile4x8Range } from '../../src/ops/matmul-tile4x8.js';
import { barChart } from '../chart.js';
import { interleaved } from '../measure.js';
import { type Jax, loadCSgemmLoop, loadCSum, loadJax, loadSgemm, loadTf, type Tf } from './peers.js';

interface Row {
  readonly op: string;
  readonly ms: Record<string, number>;
  /** speed ratios: reference time / runner time (> 1: the runner is faster). */
  readonly ratios: Record<string, number>;
  readonly targets: Record<string, string>;
  /** CPU time (all threads of this process) per call, best of a few rounds: load-independent cost. */
  cpuMs?: Record<string, number>;
}

const quick = process.argv.includes('--quick');
/** `--only=matmul` (or sum, cumsum, sort): run one group of rows. */
const only = process.argv.find((x) => x.startsWith('--only='))?.slice('--only='.length);
/** Threads each runner used, where known (printed and written with the figures). */
const threads: Record<string, number> = {};
const skipped: Record<string, string> = {};
const rows: Row[] = [];

async function peer<T>(name: string, load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (e) {
    skipped[name] = e instanceof Error ? e.message : String(e);
    return undefined;
  }
}

function dev(sel: string): tt.Device | undefined {
  const d = tt.devices().find((x) => x.backend === sel && x.available);
  if (!d) skipped[`tt ${sel}`] = tt.devices().find((x) => x.backend === sel)?.reason ?? 'not available';
  return d;
}

async function measure(
  op: string,
  runners: Map<string, () => unknown>,
  ref: string,
  targets: Record<string, string>,
  opts: { settleMs?: number; rotate?: boolean; reported?: ReadonlyMap<string, number[]> } = {},
) {
  const rounds = quick ? 3 : 7;
  const ms = await interleaved(runners, {
    rounds,
    budgetMs: quick ? 2000 : 5000,
    settleMs: opts.settleMs ?? 0,
    rotate: opts.rotate ?? false,
  });
  // a runner that times itself (a C loop) reports its own times: their median replaces its wall time
  for (const [k, xs] of opts.reported ?? []) {
    const sorted = [...xs].sort((x, y) => x - y);
    if (sorted.length > 0) ms[k] = sorted[sorted.length >> 1] ?? Number.NaN;
  }
  const base = ms[ref] ?? Number.NaN;
  const ratios = Object.fromEntries(Object.entries(ms).map(([k, v]) => [k, base / v]));
  rows.push({ op, ms, ratios, targets });
  console.log(`\n${op} (ratios vs ${ref}; load ${loadavg()[0]?.toFixed(2)})`);
  for (const [k, v] of Object.entries(ms))
    console.log(`  ${k.padEnd(22)} ${v.toFixed(2).padStart(9)} ms  ×${(ratios[k] ?? 0).toFixed(2)}`);
}

function random(n: number, seed: number): Float32Array {
  let s = seed;
  return new Float32Array(n).map(() => {
    s = (s * 1_103_515_245 + 12_345) >>> 0;
    return s / 2 ** 32 - 0.5;
  });
}

async function done(a: tt.NDArray): Promise<void> {
  await a.hostView();
  a.dispose();
}

async function sums(native?: tt.Device, wasm?: tt.Device, tf?: Tf, jax?: Jax): Promise<void> {
  const n = 16 * 2 ** 20;
  const h = random(n, 1);
  const r = new Map<string, () => unknown>();
  const cSum = await peer('C OpenMP sum', loadCSum);
  if (native) {
    const x = tt.array(h, { device: native });
    r.set('tt native', () => tt.sum(x));
  }
  if (cSum) r.set('C OpenMP', () => cSum(h));
  if (wasm) {
    const x = tt.array(h.slice(), { device: wasm });
    await x.accessible(wasm);
    r.set('tt wasm', () => tt.sum(x));
  }
  r.set('JS loop', () => {
    let s = 0;
    for (let i = 0; i < h.length; i++) s += h[i] ?? 0;
    return s;
  });
  if (tf) {
    const t = tf.tensor1d(h);
    r.set('tfjs-wasm', async () => {
      const s = tf.sum(t);
      await s.data();
      s.dispose();
    });
  }
  if (jax) {
    const a = jax.numpy.array(h);
    r.set('jax-js wasm', async () => {
      await jax.numpy.sum(a.ref).data();
    });
  }
  await measure('sum 16M f32', r, 'JS loop', { 'tt native': '≥ 0.8× C OpenMP', 'tt wasm': '≥ 3× JS loop' });
}

async function cumsums(dtype: 'f32' | 'i32', native?: tt.Device, wasm?: tt.Device, tf?: Tf): Promise<void> {
  const n = 16 * 2 ** 20;
  const f = random(n, 2);
  const h = dtype === 'f32' ? f : Int32Array.from(f, (v) => Math.round(v * 1000));
  const wrap = (d: tt.Device, copy: boolean): tt.NDArray => {
    const src = copy ? h.slice() : h;
    return src instanceof Float32Array ? tt.array(src, { device: d }) : tt.array(src, { device: d });
  };
  const r = new Map<string, () => unknown>();
  if (native) {
    const x = wrap(native, false);
    r.set('tt native', () => done(tt.cumsum(x)));
  }
  if (wasm) {
    const x = wrap(wasm, true);
    await x.accessible(wasm);
    r.set('tt wasm', () => done(tt.cumsum(x)));
  }
  r.set('JS loop', () => {
    const y = dtype === 'f32' ? new Float32Array(n) : new Int32Array(n);
    let s = 0;
    if (dtype === 'f32') for (let i = 0; i < n; i++) y[i] = s = Math.fround(s + (h[i] ?? 0));
    else for (let i = 0; i < n; i++) y[i] = s = (s + (h[i] ?? 0)) | 0;
    return y;
  });
  if (tf) {
    const t = dtype === 'f32' ? tf.tensor1d(h as Float32Array) : tf.tensor1d(h as Int32Array, 'int32');
    r.set('tfjs-wasm', async () => {
      const s = tf.cumsum(t);
      await s.data();
      s.dispose();
    });
  }
  await measure(`cumsum 16M ${dtype}`, r, 'JS loop', {
    'tt native': '≥ 1.5× JS loop',
    'tt wasm': '≥ 1.5× JS loop',
  });
}

async function sorts(native?: tt.Device, wasm?: tt.Device, tf?: Tf): Promise<void> {
  const n = 4 * 2 ** 20;
  const h = random(n, 3);
  const r = new Map<string, () => unknown>();
  if (native) {
    const x = tt.array(h, { device: native });
    r.set('tt native', () => done(tt.sort(x)));
  }
  if (wasm) {
    const x = tt.array(h.slice(), { device: wasm });
    await x.accessible(wasm);
    r.set('tt wasm', () => done(tt.sort(x)));
  }
  r.set('Float32Array sort', () => h.slice().sort());
  if (tf) {
    const t = tf.tensor1d(h);
    r.set('tfjs-wasm topk', async () => {
      const s = tf.topk(t, n, true);
      await s.values.data();
      s.values.dispose();
      s.indices.dispose();
    });
  }
  await measure('sort 4M f32', r, 'Float32Array sort', { 'tt native': '≥ 3×', 'tt wasm': '≥ 1.5×' });
}

async function matmuls(native?: tt.Device, wasm?: tt.Device, tf?: Tf, jax?: Jax): Promise<void> {
  const n = quick ? 512 : 1024;
  const a = random(n * n, 4);
  const b = random(n * n, 5);
  const r = new Map<string, () => unknown>();
  // The reference is cblas_sgemm timed by a C loop (bench/ops/sgemm.c, same OpenBLAS instance and
  // threads as tt.matmul): its calls are timed in C, nothing of koffi or JS on the clock. The same
  // call made from JS through koffi is kept as a row of its own (the call path's cost).
  const sgemmLoop = await peer('OpenBLAS sgemm (C loop)', loadCSgemmLoop);
  const sgemm = await peer('OpenBLAS sgemm via koffi', loadSgemm);
  const reported = new Map<string, number[]>();
  if (sgemmLoop) {
    const c = new Float32Array(n * n);
    const times: number[] = [];
    reported.set('OpenBLAS sgemm (C loop)', times);
    r.set('OpenBLAS sgemm (C loop)', async () => {
      times.push(...(await sgemmLoop(a, b, c, n, 1)));
    });
  }
  if (sgemm) {
    const c = new Float32Array(n * n);
    r.set('OpenBLAS sgemm via koffi', () => sgemm(a, b, c, n));
  }
  if (native) {
    const A = tt.array(a, { device: native });
    const B = tt.array(b, { device: native });
    r.set(`tt native (${String(native.details.matmul).split(' ')[0]})`, () =>
      done(tt.matmul(A, B, [n, n, n])),
    );
    const C = tt.zeros([n * n], tt.f32, { device: native });
    r.set('tt native tiled C', () => launchMatmulKernel('f32', A, B, C, n, n, n));
  }
  if (wasm) {
    // tfjs-wasm runs on one thread in Node (its WASM_HAS_MULTITHREAD_SUPPORT flag is false there):
    // tutti wasm is measured on its whole pool and on a one-worker sub-device
    const [one] = wasm.createSubDevices([1]);
    const A = tt.array(a.slice(), { device: wasm });
    const B = tt.array(b.slice(), { device: wasm });
    const C = tt.zeros([n * n], tt.f32, { device: wasm });
    r.set('tt wasm', () => done(tt.matmul(A, B, [n, n, n])));
    const all = wasm.backendDevice?.threadCount?.() ?? 0;
    threads['tt wasm'] = all;
    if (one) {
      const A1 = tt.array(a.slice(), { device: one });
      const B1 = tt.array(b.slice(), { device: one });
      r.set('tt wasm 1 thread', () => done(tt.matmul(A1, B1, [n, n, n])));
      threads['tt wasm 1 thread'] = 1;
    }
    r.set('tt wasm tile4x4 kernel', () => launchMatmulKernel('f32', A, B, C, n, n, n));
    threads['tt wasm tile4x4 kernel'] = all;
  }
  if (tf) {
    const A = tf.tensor2d(a, [n, n]);
    const B = tf.tensor2d(b, [n, n]);
    r.set('tfjs-wasm', async () => {
      const c = tf.matMul(A, B);
      await c.data();
      c.dispose();
    });
  }
  if (jax) {
    const A = jax.numpy.array(a).reshape([n, n]);
    const B = jax.numpy.array(b).reshape([n, n]);
    r.set('jax-js wasm', async () => {
      await jax.numpy.matmul(A.ref, B.ref).data();
    });
  }
  if (tf) threads['tfjs-wasm'] = 1;
  const ref = sgemmLoop ? 'OpenBLAS sgemm (C loop)' : 'tfjs-wasm';
  // The reference used to run first in every round, right after the wasm peers: whatever they
  // leave running (collector, workers) took one of the two cores while OpenBLAS split its work
  // evenly over both, and the same library call measured 1.56× slower than through tt.matmul.
  // Now each run is followed by a pause and each round runs in a fresh order.
  const targets = { 'tt native': '≥ 0.9× sgemm', 'tt wasm': '≥ 1× tfjs-wasm' };
  await measure(`matmul ${n}² f32`, r, ref, targets, { settleMs: 200, rotate: true, reported });
  const row = rows[rows.length - 1];
  const tfMs = row?.ms['tfjs-wasm'];
  if (row && tfMs !== undefined) {
    console.log('  vs tfjs-wasm (threads):');
    for (const [k, v] of Object.entries(row.ms))
      console.log(`  ${k.padEnd(22)} ×${(tfMs / v).toFixed(2)}  (${threads[k] ?? '?'} thread(s))`);
  }
  // On a loaded machine wall times mostly measure the other jobs; CPU time per call (every thread
  // of this process, the pool's workers included) is the work each implementation does
  const wasmSide = [...r].filter(
    ([k]) => k.startsWith('tt wasm') || k === 'tfjs-wasm' || k === 'jax-js wasm',
  );
  if (row && wasmSide.length > 0) {
    row.cpuMs = await cpuTimes(new Map(wasmSide), quick ? 3 : 5);
    const tfCpu = row.cpuMs['tfjs-wasm'];
    console.log('  CPU time per call (all threads), best of rounds:');
    for (const [k, v] of Object.entries(row.cpuMs)) {
      const vs = tfCpu === undefined ? '' : `  tfjs-wasm CPU time / this: ×${(tfCpu / v).toFixed(2)}`;
      console.log(`  ${k.padEnd(22)} ${v.toFixed(2).padStart(9)} ms${vs}`);
    }
  }
}

/** Best CPU time per call of each runner (process.cpuUsage, user + system), round-robin. */
async function cpuTimes(
  runners: ReadonlyMap<string, () => unknown>,
  rounds: number,
): Promise<Record<string, number>> {
  const best: Record<string, number> = {};
  for (let i = 0; i < rounds; i++)
    for (const [k, f] of runners) {
      const t0 = process.cpuUsage();
      await f();
      const d = process.cpuUsage(t0);
      best[k] = Math.min(best[k] ?? Number.POSITIVE_INFINITY, (d.user + d.system) / 1000);
    }
  return best;
}

async function gpuMatmul(gpu: tt.Device): Promise<void> {
  const n = 256;
  const A = tt.array(random(n * n, 6), { device: gpu });
  const B = tt.array(random(n * n, 7), { device: gpu });
  const C = tt.zeros([n * n], tt.f32, { device: gpu });
  const naive = naiveKernel('f32');
  const tiled = tile4x4Kernel('f32');
  const r = new Map<string, () => unknown>([
    [
      'naive kernel',
      () => naive.launch([n, n], { A, B, C, m: n, k: n, n, p0: 0, p1: n }).then(() => C.read()),
    ],
    [
      'tiled 4×4 kernel',
      () => tiled.launch([n / 4, n / 4], { A, B, C, m: n, k: n, n, p0: 0, p1: n }).then(() => C.read()),
    ],
    [
      'tiled 4×8 kernel',
      () =>
        tile4x8Kernel()
          .launch(tile4x8Range(n, n), { A, B, C, m: n, k: n, n })
          .then(() => C.read()),
    ],
    [
      'work-group 4×4 kernel',
      () =>
        groupMatmulKernel()
          .launch(groupMatmulRange(n, n), { A, B, C, m: n, k: n, n })
          .then(() => C.read()),
    ],
  ]);
  await measure(
    `webgpu matmul ${n}² f32 (${gpu.name}; tt.matmul runs ${matmulKind(gpu)})`,
    r,
    'naive kernel',
    {
      'tiled 4×8 kernel': '≥ 4× naive',
    },
  );
}

async function main(): Promise<void> {
  await tt.init();
  const native = dev('native');
  const wasm = dev('wasm');
  const gpu = dev('webgpu');
  const tf = await peer('tfjs-wasm', loadTf);
  const jax = await peer('jax-js', loadJax);
  const want = (op: string) => only === undefined || only === op;
  if (want('sum')) await sums(native, wasm, tf, jax);
  if (want('cumsum')) await cumsums('f32', native, wasm, tf);
  if (want('cumsum')) await cumsums('i32', native, wasm, tf);
  if (want('sort')) await sorts(native, wasm, tf);
  if (want('matmul')) await matmuls(native, wasm, tf, jax);
  if (gpu && want('matmul')) await gpuMatmul(gpu);
  for (const [k, v] of Object.entries(skipped)) console.log(`skipped ${k}: ${v}`);

  const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const result = {
    date: new Date().toISOString(),
    machine: { cpu: cpus()[0]?.model, cores: cpus().length, node: process.version, loadavg: loadavg() },
    quick,
    only: only ?? null,
    threads,
    devices: tt.devices().map((d) => d.toJSON()),
    rows,
    skipped,
  };
  const base = only ? `ops-${only}` : 'ops';
  writeFileSync(join(outDir, `${base}.json`), `${JSON.stringify(result, null, 2)}\n`);
  const bars = rows.flatMap((row) =>
    Object.entries(row.ratios).map(([label, value]) => ({ group: row.op, label, value })),
  );
  writeFileSync(
    join(outDir, `${base}.svg`),
    barChart('tutti ops: speed vs each row’s reference (same run)', bars, 'speed ratio'),
  );
  console.log(`wrote ${join(outDir, `${base}.json`)} and ${base}.svg`);
  await tt.shutdown();
}

await main();
