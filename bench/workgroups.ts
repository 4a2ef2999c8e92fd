/**
 * Work-group kernels: a tiled n x n f32 matmul (16 x 16 work-groups, two 16 x 16 shared tiles,
 * two barriers per tile step) and its 4 x 4 register-blocked form (each item 16 outputs, 64 x 16
 * shared tiles; what WebGPU users write) against the naive kernel (one item per element, k loop over global
 * memory), per device, timed round-robin in the same run; on the host also the hand-written C of
 * both (bench/c/matmul.c through bench/c-reference.ts, bench/c/matmul_tiled.c built the same way:
 * same compiler, same flags, same artifact cache, same koffi call path).
 *   npm run build && node dist/bench/workgroups.js [--n 1024] [--devices js,wasm,native,webgpu] [--out workgroups] [--rounds r]
 * (`--rounds 1`: one timed round after the warm-up, for the software GPU at n = 1024.)
 * Every result is checked bit for bit against the naive kernel's (same summation order).
 * Writes bench/results/<out>.json and <out>.svg; prints the machine load with the figures.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildLibrary } from '../src/backends/native/build.js';
import { callAsync, declare, loadLibrary } from '../src/backends/shared/koffi.js';
import { settings } from '../src/config/settings.js';
import * as tt from '../src/index.js';
import { loadCReference } from './c-reference.js';
import { type Bar, barChart } from './chart.js';
import { interleaved } from './measure.js';

const argOf = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const N = Number(argOf('--n') ?? 1024);
const TILE = 16;
/** The tile size inside the kernel, bound through `constants: { T: TILE }`. */
const T = TILE;
/** The 4 x 4-register kernel's block of C per group (64). */
const BM = TILE * 4;
if (!Number.isInteger(N) || N % BM !== 0) throw new Error(`--n must be a multiple of ${BM}`);
const wanted = (argOf('--devices') ?? 'js,wasm,native,webgpu,cuda').split(',');
const OUT = (argOf('--out') ?? 'workgroups').replace(/[^A-Za-z0-9_-]/g, '_');
const ROUNDS = argOf('--rounds') === undefined ? undefined : Number(argOf('--rounds'));

const schema = { A: tt.arrayOf(tt.f32), B: tt.arrayOf(tt.f32), C: tt.arrayOf(tt.f32), n: tt.i32 };

const naive = tt.kernel(
  schema,
  ([i, j], { A, B, C, n }) => {
    let acc = 0;
    for (let k = 0; k < n; k++) acc += A[i * n + k] * B[k * n + j];
    C[i * n + j] = acc;
  },
  { name: 'matmul_naive' },
);

const tiled = tt.kernel(
  schema,
  ([i, j], { A, B, C, n }, g) => {
    const As = g.shared(tt.f32, T * T);
    const Bs = g.shared(tt.f32, T * T);
    const li = g.local[0];
    const lj = g.local[1];
    let acc = 0;
    for (let t = 0; t < n / T; t++) {
      As[li * T + lj] = A[i * n + t * T + lj];
      Bs[li * T + lj] = B[(t * T + li) * n + j];
      g.barrier();
      for (let k = 0; k < T; k++) acc += As[li * T + k] * Bs[k * T + lj];
      g.barrier();
    }
    C[i * n + j] = acc;
  },
  { name: 'matmul_tiled', workgroup: [TILE, TILE], constants: { T: TILE } },
);

/**
 * The tiled matmul a WebGPU user writes: the same 16 x 16 work-groups, but each item computes a
 * 4 x 4 block of C in registers (16 accumulators), so a group covers 64 x 64 of C; per step of 16
 * along k the group stages a 64 x 16 tile of A and a 16 x 64 tile of B in shared memory (4
 * elements of each per item), then each item reads 4 + 4 shared values per 16 multiply-adds.
 * Launched over [n / 4, n / 4]; n must be a multiple of 64. Same summation order as the naive
 * kernel (k ascending), so the result is bit-identical.
 */
const tiled4 = tt.kernel(
  schema,
  ([bi, bj], { A, B, C, n }, g) => {
    const As = g.shared(tt.f32, BM * T);
    const Bs = g.shared(tt.f32, T * BM);
    const li = g.local[0];
    const lj = g.local[1];
    const l = li * T + lj;
    const row0 = g.group[0] * BM;
    const col0 = g.group[1] * BM;
    let c00 = 0,
      c01 = 0,
      c02 = 0,
      c03 = 0,
      c10 = 0,
      c11 = 0,
      c12 = 0,
      c13 = 0;
    let c20 = 0,
      c21 = 0,
      c22 = 0,
      c23 = 0,
      c30 = 0,
      c31 = 0,
      c32 = 0,
      c33 = 0;
    for (let t = 0; t < n; t += T) {
      for (let q = 0; q < 4; q++) {
        const e = q * T * T + l;
        As[e] = A[(row0 + Math.trunc(e / T)) * n + t + (e % T)];
        Bs[e] = B[(t + Math.trunc(e / BM)) * n + col0 + (e % BM)];
      }
      g.barrier();
      for (let k = 0; k < T; k++) {
        const a0 = As[li * 4 * T + k];
        const a1 = As[(li * 4 + 1) * T + k];
        const a2 = As[(li * 4 + 2) * T + k];
        const a3 = As[(li * 4 + 3) * T + k];
        const b0 = Bs[k * BM + lj * 4];
        const b1 = Bs[k * BM + lj * 4 + 1];
        const b2 = Bs[k * BM + lj * 4 + 2];
        const b3 = Bs[k * BM + lj * 4 + 3];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
        c03 += a0 * b3;
        c10 += a1 * b0;
        c11 += a1 * b1;
        c12 += a1 * b2;
        c13 += a1 * b3;
        c20 += a2 * b0;
        c21 += a2 * b1;
        c22 += a2 * b2;
        c23 += a2 * b3;
        c30 += a3 * b0;
        c31 += a3 * b1;
        c32 += a3 * b2;
        c33 += a3 * b3;
      }
      g.barrier();
    }
    const o = bi * 4 * n + bj * 4;
    C[o] = c00;
    C[o + 1] = c01;
    C[o + 2] = c02;
    C[o + 3] = c03;
    C[o + n] = c10;
    C[o + n + 1] = c11;
    C[o + n + 2] = c12;
    C[o + n + 3] = c13;
    const o2 = o + 2 * n;
    C[o2] = c20;
    C[o2 + 1] = c21;
    C[o2 + 2] = c22;
    C[o2 + 3] = c23;
    C[o2 + n] = c30;
    C[o2 + n + 1] = c31;
    C[o2 + n + 2] = c32;
    C[o2 + n + 3] = c33;
  },
  { name: 'matmul_tiled4x4', workgroup: [TILE, TILE], constants: { T: TILE, BM: TILE * 4 } },
);

function cSource(file: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    for (const cand of [join(dir, 'c', file), join(dir, 'bench', 'c', file)]) {
      if (existsSync(cand)) return readFileSync(cand, 'utf8');
    }
    dir = dirname(dir);
  }
  throw new Error(`bench/c/${file} not found`);
}

async function tiledC(): Promise<
  (a: Float32Array, b: Float32Array, c: Float32Array, n: number) => Promise<void>
> {
  const built = await buildLibrary('native-ref', "C reference 'matmul_tiled'", cSource('matmul_tiled.c'));
  const fn = declare(await loadLibrary(built.path), 'tutti_ref_matmul_tiled', 'void', [
    'int32_t',
    'float *',
    'float *',
    'float *',
    'int32_t',
  ]);
  return async (a, b, c, n) => {
    await callAsync(fn, [settings().threads, a, b, c, n]);
  };
}

function sameBits(x: Float32Array, y: Float32Array, what: string): void {
  const a = new Uint32Array(x.buffer, x.byteOffset, x.length);
  const b = new Uint32Array(y.buffer, y.byteOffset, y.length);
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) throw new Error(`${what}: C[${i}] = ${x[i]}, the naive kernel gave ${y[i]}`);
  }
}

async function main(): Promise<void> {
  await tt.init();
  const rnd = (k: number) =>
    Float32Array.from({ length: N * N }, (_, i) => (((i * 2654435761 + k) >>> 0) % 1000) / 500 - 1);
  const hostA = rnd(1);
  const hostB = rnd(2);
  console.log(
    `tiled vs naive f32 matmul, ${N} x ${N}, work-groups ${TILE} x ${TILE}; load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const results: Record<string, Record<string, number>> = {};
  const bars: Bar[] = [];
  let reference: Float32Array | undefined;

  const hostRefs: [string, () => Promise<unknown>][] = [];
  const cOut = new Float32Array(N * N);
  try {
    const naiveRef = await loadCReference('matmul');
    const tiledRef = await tiledC();
    hostRefs.push(['C naive', () => naiveRef(hostA, hostB, cOut, N)]);
    hostRefs.push(['C tiled', () => tiledRef(hostA, hostB, cOut, N)]);
  } catch (e) {
    console.log(`  C references unavailable: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
  }

  for (const d of tt.devices()) {
    if (!wanted.includes(d.backend)) continue;
    if (!d.available) {
      console.log(`  ${d.id}: skipped — ${d.reason ?? 'unavailable'}`);
      continue;
    }
    const A = tt.array(hostA, { device: d });
    const B = tt.array(hostB, { device: d });
    const C = tt.zeros([N * N], tt.f32, { device: d });
    const run = (k: tt.Kernel<typeof schema>) => async () => {
      const r = k === tiled4 ? N / 4 : N;
      await k.launch([r, r], { A, B, C, n: N });
      await C.read();
    };
    // Correctness first (and the compile out of the timings).
    await run(naive)();
    const got = (await C.read()) as Float32Array;
    reference ??= got;
    sameBits(got, reference, `${d.id} naive`);
    await run(tiled)();
    sameBits((await C.read()) as Float32Array, reference, `${d.id} tiled`);
    await run(tiled4)();
    sameBits((await C.read()) as Float32Array, reference, `${d.id} tiled 4x4`);
    const runners = new Map<string, () => unknown>([
      ['naive', run(naive)],
      ['tiled', run(tiled)],
      ['tiled 4x4', run(tiled4)],
    ]);
    if (d.backend === 'native') for (const [name, f] of hostRefs) runners.set(name, f);
    const slow = d.backend === 'js' || d.backend === 'wasm';
    const ms = await interleaved(runners, { rounds: ROUNDS ?? (slow ? 3 : 7), budgetMs: slow ? 2000 : 4000 });
    if (d.backend === 'native' && hostRefs.length) {
      for (const [name, f] of hostRefs) {
        cOut.fill(0);
        await f();
        sameBits(cOut, reference, name);
      }
    }
    results[d.id] = ms;
    const speedup = (ms.naive ?? 0) / (ms.tiled ?? 1);
    const speedup4 = (ms.naive ?? 0) / (ms['tiled 4x4'] ?? 1);
    bars.push({ group: d.id, label: 'tiled / naive speedup', value: speedup });
    bars.push({ group: d.id, label: 'tiled 4x4 / naive speedup', value: speedup4 });
    let line = `  ${d.id}: naive ${ms.naive?.toFixed(1)} ms, tiled ${ms.tiled?.toFixed(1)} ms (${speedup.toFixed(2)}x naive), tiled 4x4 ${ms['tiled 4x4']?.toFixed(1)} ms (${speedup4.toFixed(2)}x naive)`;
    if (ms['C tiled'] !== undefined && ms['C naive'] !== undefined) {
      const cSpeed = ms['C naive'] / ms['C tiled'];
      bars.push({ group: d.id, label: 'C tiled / C naive', value: cSpeed });
      bars.push({ group: d.id, label: 'tutti tiled vs C tiled', value: ms['C tiled'] / (ms.tiled ?? 1) });
      line += `; C naive ${ms['C naive'].toFixed(1)} ms, C tiled ${ms['C tiled'].toFixed(1)} ms (${cSpeed.toFixed(2)}x); tutti tiled / C tiled time ${((ms.tiled ?? 0) / ms['C tiled']).toFixed(2)}`;
    }
    console.log(line);
    A.dispose();
    B.dispose();
    C.dispose();
  }
  const dir = join(dirname(fileURLToPath(import.meta.url)), '../../bench/results');
  mkdirSync(dir, { recursive: true });
  const load = loadavg();
  writeFileSync(
    join(dir, `${OUT}.json`),
    `${JSON.stringify({ n: N, tile: TILE, threads: settings().threads, load, date: new Date().toISOString(), ms: results }, null, 2)}\n`,
  );
  writeFileSync(
    join(dir, `${OUT}.svg`),
    barChart(
      `Tiled work-group matmul ${N}x${N} f32: speedups (load ${load[0]?.toFixed(1)})`,
      bars,
      'speedup (x)',
    ),
  );
  console.log(`  wrote ${join(dir, `${OUT}.json`)} and ${OUT}.svg`);
  await tt.shutdown();
}

await main();
