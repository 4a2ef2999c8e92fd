/**
 * bench/ops: tutti's array operations against peers measured in the same run, round-robin
 * (bench/measure.ts `interleaved`): sum and cumsum of 16M, sort of 4M f32, matmul 1024² f32, and
 * webgpu's tiled vs naive matmul. Prints a table and writes bench/results/ops.json and ops.svg.
 *
 *   npm run build && node dist/bench/ops/run.js [--quick]
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
import { type Jax, loadCSum, loadJax, loadSgemm, loadTf, type Tf } from './peers.js';

interface Row {
  readonly op: string;
  readonly ms: Record<string, number>;
  /** speed ratios: reference time / runner time (> 1: the runner is faster). */
  readonly ratios: Record<string, number>;
  readonly targets: Record<string, string>;
}

const quick = process.argv.includes('--quick');
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
) {
  const ms = await interleaved(runners, { rounds: quick ? 3 : 7, budgetMs: quick ? 2000 : 5000 });
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
  const sgemm = await peer('OpenBLAS sgemm', loadSgemm);
  if (sgemm) {
    const c = new Float32Array(n * n);
    r.set('OpenBLAS sgemm', () => sgemm(a, b, c, n));
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
    const A = tt.array(a.slice(), { device: wasm });
    const B = tt.array(b.slice(), { device: wasm });
    r.set('tt wasm', () => done(tt.matmul(A, B, [n, n, n])));
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
  const ref = sgemm ? 'OpenBLAS sgemm' : 'tfjs-wasm';
  await measure(`matmul ${n}² f32`, r, ref, { 'tt native': '≥ 0.9× sgemm', 'tt wasm': '≥ 1× tfjs-wasm' });
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
  await sums(native, wasm, tf, jax);
  await cumsums('f32', native, wasm, tf);
  await cumsums('i32', native, wasm, tf);
  await sorts(native, wasm, tf);
  await matmuls(native, wasm, tf, jax);
  if (gpu) await gpuMatmul(gpu);
  for (const [k, v] of Object.entries(skipped)) console.log(`skipped ${k}: ${v}`);

  const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const result = {
    date: new Date().toISOString(),
    machine: { cpu: cpus()[0]?.model, cores: cpus().length, node: process.version, loadavg: loadavg() },
    quick,
    devices: tt.devices().map((d) => d.toJSON()),
    rows,
    skipped,
  };
  writeFileSync(join(outDir, 'ops.json'), `${JSON.stringify(result, null, 2)}\n`);
  const bars = rows.flatMap((row) =>
    Object.entries(row.ratios).map(([label, value]) => ({ group: row.op, label, value })),
  );
  writeFileSync(
    join(outDir, 'ops.svg'),
    barChart('tutti ops: speed vs each row’s reference (same run)', bars, 'speed ratio'),
  );
  console.log(`wrote ${join(outDir, 'ops.json')} and ops.svg`);
  await tt.shutdown();
}

await main();
