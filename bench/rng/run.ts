/**
 * Issue 29's two speed targets, measured round-robin (bench/measure.ts `interleaved`) so each ratio
 * compares runs taken under the same machine load:
 *
 * 1. 16M `tt.rand` in a kernel on native and wasm against a hand-written Philox-4x32-10 C
 *    (bench/rng/philox.c, built with the same compiler and flags as native kernels) and a hand JS
 *    loop (target: tutti ≥ 0.8× the C).
 * 2. A kernel containing a console.log that prints nothing in the launch against the same kernel
 *    without it, on native, wasm and js (target: within 1.05×): saxpy and tt.rand (the kernels the
 *    print work was tuned on), a control row with the same never-true test guarding a plain store
 *    instead of the print, and a stencil and a row sum (print in its loop, or after
 *    it) that it was not tuned on. Rotated round-robin: each round runs the kernels in a fresh order.
 *
 *   npx tsc -p tsconfig.build.json && node dist/bench/rng/run.js [--rounds=N] [--only=rand|print]
 *     [--devices=native,wasm,js] (the print comparison's devices)
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildLibrary } from '../../src/backends/native/build.js';
import { callAsync, declare, loadLibrary } from '../../src/backends/shared/koffi.js';
import { settings } from '../../src/config/settings.js';
import * as tt from '../../src/index.js';
import { rand } from '../../src/types/random.js';
import { interleaved } from '../measure.js';

const arg = (name: string): string | undefined =>
  process.argv.find((x) => x.startsWith(`--${name}=`))?.slice(name.length + 3);
const rounds = Number(arg('rounds') ?? 15);
const only = arg('only');
const printDevices = (arg('devices') ?? 'native,wasm,js').split(',');
const N = 1 << 24;
const SEED = 12345;
const STREAM = 7;

const fill = tt.kernel({ out: tt.arrayOf(tt.f32), seed: tt.i32 }, (i, { out, seed }) => {
  out[i] = tt.rand(seed, 7, i); // STREAM
});

async function loadCPhilox(): Promise<(out: Float32Array) => Promise<void>> {
  const dir = dirname(fileURLToPath(import.meta.url));
  // bench/rng/ from source; dist/bench/rng/ once built (the .c stays in bench/rng/)
  const at = [join(dir, 'philox.c'), join(dir, '..', '..', '..', 'bench', 'rng', 'philox.c')];
  const path = at.find((p) => existsSync(p)) ?? at[0] ?? 'philox.c';
  const source = readFileSync(path, 'utf8');
  const built = await buildLibrary('native-ref', "C reference 'philox'", source);
  const fn = declare(await loadLibrary(built.path), 'tutti_ref_philox', 'void', [
    'int32_t',
    'int32_t',
    'uint32_t',
    'uint32_t',
    'float *',
  ]);
  return async (out) => {
    await callAsync(fn, [settings().threads, out.length, SEED, STREAM, out]);
  };
}

/** The plain JS a user would write: Philox-4x32-10 with locals, high words from 16-bit halves. */
function mulhi(m: number, x: number): number {
  const ml = m & 0xffff;
  const mh = m >>> 16;
  const xl = x & 0xffff;
  const xh = x >>> 16;
  const lh = ml * xh;
  const hl = mh * xl;
  const mid = ((ml * xl) >>> 16) + (lh & 0xffff) + (hl & 0xffff);
  return (mh * xh + (lh >>> 16) + (hl >>> 16) + (mid >>> 16)) >>> 0;
}

function handJs(out: Float32Array): void {
  for (let i = 0; i < out.length; i++) {
    let a = SEED >>> 0;
    let b = 0;
    let x0 = i >>> 0;
    let x1 = STREAM >>> 0;
    let x2 = 0;
    let x3 = 0;
    for (let r = 0; r < 10; r++) {
      if (r > 0) {
        a = (a + 0x9e3779b9) >>> 0;
        b = (b + 0xbb67ae85) >>> 0;
      }
      const hi0 = mulhi(0xd2511f53, x0);
      const lo0 = Math.imul(0xd2511f53, x0) >>> 0;
      const hi1 = mulhi(0xcd9e8d57, x2);
      const lo1 = Math.imul(0xcd9e8d57, x2) >>> 0;
      x0 = (hi1 ^ x1 ^ a) >>> 0;
      x1 = lo1;
      x2 = (hi0 ^ x3 ^ b) >>> 0;
      x3 = lo0;
    }
    out[i] = (x0 >>> 8) * 2 ** -24;
  }
}

/** Checks that the hand versions and tutti agree on a few draws (a benchmark of wrong code is void). */
function check(got: Float32Array, what: string): void {
  for (const i of [0, 1, 12345, got.length - 1]) {
    const want = rand(SEED, STREAM, i);
    if (want !== got[i]) throw new Error(`${what} differs from tt.rand at ${i}: ${got[i]} vs ${want}`);
  }
}

function device(backend: string): tt.Device | undefined {
  return tt.devices().find((d) => d.backend === backend && d.available);
}

const fmt = (ms: number): string => `${ms.toFixed(1)} ms`;

async function benchRand(): Promise<void> {
  const runners = new Map<string, () => unknown>();
  const hostOut = new Float32Array(N);
  const cRef = await loadCPhilox();
  runners.set('hand C', () => cRef(hostOut));
  const outs = new Map<string, tt.NDArray>();
  for (const b of ['native', 'wasm']) {
    const d = device(b);
    if (!d) continue;
    const out = tt.zeros([N], tt.f32, { device: d });
    outs.set(b, out);
    runners.set(`tutti ${b}`, () => fill.launch(N, { out, seed: SEED }));
  }
  const jsOut = new Float32Array(N / 16);
  runners.set('hand JS (1M, ×16)', () => handJs(jsOut));
  const ms = await interleaved(runners, { rounds, budgetMs: 60_000 });
  check(hostOut, 'hand C');
  check(jsOut, 'hand JS');
  for (const b of ['native', 'wasm']) {
    const o = outs.get(b);
    if (o) check((await o.read()) as Float32Array, `tutti ${b}`);
  }
  ms['hand JS (1M, ×16)'] = (ms['hand JS (1M, ×16)'] ?? 0) * 16;
  const c = ms['hand C'] ?? Number.NaN;
  console.log(`16M tt.rand (median of ${rounds} round-robin rounds); ratio = hand C time / time`);
  for (const [k, v] of Object.entries(ms))
    console.log(`  ${k.padEnd(20)} ${fmt(v).padStart(10)}  ${(c / v).toFixed(2)}×`);
}

const quiet = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), a: tt.f32 }, (i, { x, y, a }) => {
  y[i] = a * x[i] + y[i];
});
const printing = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), a: tt.f32 }, (i, { x, y, a }) => {
  y[i] = a * x[i] + y[i];
  if (y[i] > 1e30) console.log('huge at', i, y[i]);
});
/**
 * A control: the same never-true test guarding a plain store instead of the print (on js a store
 * that never ran is a deoptimisation exit in V8's loop, so this is not the test alone there).
 */
const guarded = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), a: tt.f32 }, (i, { x, y, a }) => {
  y[i] = a * x[i] + y[i];
  if (y[i] > 1e30) y[i] = 1e30;
});

const randQuiet = tt.kernel({ y: tt.arrayOf(tt.f32), seed: tt.i32 }, (i, { y, seed }) => {
  y[i] = tt.rand(seed, 7, i);
});
const randPrinting = tt.kernel({ y: tt.arrayOf(tt.f32), seed: tt.i32 }, (i, { y, seed }) => {
  y[i] = tt.rand(seed, 7, i);
  if (y[i] > 2) console.log('impossible', i, y[i]);
});

// Kernels the print work was not tuned on: a 3-point stencil, a row sum printing inside its loop,
// the same printing after its loop.
const stencil = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), n: tt.i32 }, (i, { x, y, n }) => {
  const l = i > 0 ? x[i - 1] : 0;
  const r = i < n - 1 ? x[i + 1] : 0;
  y[i] = (l + x[i] + r) * 0.3333;
});
const stencilPrinting = tt.kernel(
  { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), n: tt.i32 },
  (i, { x, y, n }) => {
    const l = i > 0 ? x[i - 1] : 0;
    const r = i < n - 1 ? x[i + 1] : 0;
    y[i] = (l + x[i] + r) * 0.3333;
    if (y[i] > 1e30) console.log('big', i, y[i]);
  },
);
const ROW = 64;
const rowSum = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), m: tt.i32 }, (i, { x, y, m }) => {
  let s = 0;
  for (let j = 0; j < m; j++) s += x[i * m + j];
  y[i] = s;
});
const rowSumPrintingInLoop = tt.kernel(
  { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), m: tt.i32 },
  (i, { x, y, m }) => {
    let s = 0;
    for (let j = 0; j < m; j++) {
      const v = x[i * m + j];
      if (v > 1e30) console.log('big element', i, j, v);
      s += v;
    }
    y[i] = s;
  },
);
const rowSumPrintingAfter = tt.kernel(
  { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), m: tt.i32 },
  (i, { x, y, m }) => {
    let s = 0;
    for (let j = 0; j < m; j++) s += x[i * m + j];
    if (s > 1e30) console.log('big row', i, s);
    y[i] = s;
  },
);

/** Each comparison: the kernel without the print, then the rows timed against it. */
const PAIRS: readonly (readonly [string, readonly string[]])[] = [
  ['saxpy', ['saxpy+log', 'saxpy+if']],
  ['rand', ['rand+log']],
  ['stencil', ['stencil+log']],
  ['rowsum', ['rowsum+log in loop', 'rowsum+log after']],
];

async function benchPrint(): Promise<void> {
  console.log(
    'a kernel with a console.log that prints nothing / the same kernel without it (16M items, 4M on js;' +
      ' +if: the same test guarding a plain store; rotated round-robin)',
  );
  for (const b of printDevices) {
    const d = device(b);
    if (!d) continue;
    const n = b === 'js' ? N / 4 : N;
    const x = tt.array(
      Float32Array.from({ length: n }, (_, i) => (i % 100) / 100),
      { device: d },
    );
    const y = tt.zeros([n], tt.f32, { device: d });
    const lines: string[] = [];
    const print = { print: (l: string) => lines.push(l) };
    const runners = new Map<string, () => unknown>([
      ['saxpy', () => quiet.launch(n, { x, y, a: 0.5 })],
      ['saxpy+log', () => printing.launch(n, { x, y, a: 0.5 }, print)],
      ['saxpy+if', () => guarded.launch(n, { x, y, a: 0.5 })],
      ['rand', () => randQuiet.launch(n, { y, seed: SEED })],
      ['rand+log', () => randPrinting.launch(n, { y, seed: SEED }, print)],
      ['stencil', () => stencil.launch(n, { x, y, n })],
      ['stencil+log', () => stencilPrinting.launch(n, { x, y, n }, print)],
      ['rowsum', () => rowSum.launch(n / ROW, { x, y, m: ROW })],
      ['rowsum+log in loop', () => rowSumPrintingInLoop.launch(n / ROW, { x, y, m: ROW }, print)],
      ['rowsum+log after', () => rowSumPrintingAfter.launch(n / ROW, { x, y, m: ROW }, print)],
    ]);
    // process CPU time per run beside the wall time: on a shared machine the wall time of a
    // run swings with the load, while the work done (all threads) swings much less
    const cpu = new Map<string, number[]>();
    const timed = new Map<string, () => Promise<void>>();
    for (const [k, fn] of runners)
      timed.set(k, async () => {
        const u = process.cpuUsage();
        await fn();
        const t = process.cpuUsage(u);
        cpu.set(k, [...(cpu.get(k) ?? []), (t.user + t.system) / 1000]);
      });
    // rotate: a fixed order put each printing kernel right after its quiet twin in every round
    const ms = await interleaved(timed, { rounds, budgetMs: 90_000, rotate: true });
    const cpuMs = (k: string): number => {
      // the first run is interleaved's warm-up, untimed there too
      const xs = (cpu.get(k) ?? []).slice(1).sort((a, b) => a - b);
      return xs[xs.length >> 1] ?? Number.NaN;
    };
    if (lines.length > 0) throw new Error('the print kernel printed');
    for (const [base, rows] of PAIRS) {
      const w = ms[base] ?? Number.NaN;
      for (const k of rows) {
        const p = ms[k] ?? Number.NaN;
        const c = cpuMs(k) / cpuMs(base);
        console.log(
          `  ${b.padEnd(7)} ${k.padEnd(19)} without ${fmt(w).padStart(9)}  with ${fmt(p).padStart(9)}  ratio ${(p / w).toFixed(2)}×  CPU-time ratio ${c.toFixed(2)}×`,
        );
      }
    }
    x.dispose();
    y.dispose();
  }
}

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (the machine is shared: medians)`,
);
if (only !== 'print') await benchRand();
if (only !== 'rand') await benchPrint();
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
