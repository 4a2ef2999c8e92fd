/**
 * Transcendental functions on the wasm device, against the hand-written JS loop, in one run
 * (round-robin):  npm run build && node dist/bench/wasm-math.js [options]
 *
 * Black-Scholes on 2^20 f32 options (the CUDA SDK sample, as bench/cuda-bench.ts: Abramowitz–Stegun
 * cumulative normal, i.e. exp, log and sqrt per option), and a chain of other functions on 2^20
 * f32 values; each as:
 *   - hand-written JS (f64 Math on Float32Arrays, the loop a user writes),
 *   - tutti wasm, math computed by tutti's WebAssembly library (SIMD: 4 lanes),
 *   - tutti wasm, the cumulative normal as a helper function (scalar: helpers do not vectorise),
 *   - tutti wasm, every transcendental imported from JS (the code generated before the library).
 * Results are checked against the hand-written JS (f32 results: max difference printed). Reported:
 * wall time (what a user waits; wasm uses every core) and CPU time of the whole process (work
 * done, all threads), each as a ratio to the hand-written JS loop measured in the same rounds.
 * Writes bench/results/wasm-math.{json,svg}; prints the machine load with the figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { libraryMath } from '../src/backends/wasm/math/library.js';
import * as tt from '../src/index.js';
import { type Bar, barChart } from './chart.js';

const N = 1 << 20;
const ROUNDS = Number(process.env.ROUNDS ?? 9);
const A1 = 0.31938153;
const A2 = -0.356563782;
const A3 = 1.781477937;
const A4 = -1.821255978;
const A5 = 1.330274429;
const RSQRT2PI = 0.3989422804014327;
const consts = { A1, A2, A3, A4, A5, RSQRT2PI };

const bsSchema = {
  S: tt.arrayOf(tt.f32),
  X: tt.arrayOf(tt.f32),
  T: tt.arrayOf(tt.f32),
  call: tt.arrayOf(tt.f32),
  put: tt.arrayOf(tt.f32),
  R: tt.f32,
  V: tt.f32,
};

/** Black-Scholes with the cumulative normal written inline (vectorises on wasm). */
const blackScholes = () =>
  tt.kernel(
    bsSchema,
    (i, { S, X, T, call, put, R, V }) => {
      const s = S[i];
      const x = X[i];
      const t = T[i];
      const sqrtT = Math.sqrt(t);
      const d1 = (Math.log(s / x) + (R + 0.5 * V * V) * t) / (V * sqrtT);
      const d2 = d1 - V * sqrtT;
      const k1 = 1 / (1 + 0.2316419 * Math.abs(d1));
      const c1 =
        RSQRT2PI * Math.exp(-0.5 * d1 * d1) * (k1 * (A1 + k1 * (A2 + k1 * (A3 + k1 * (A4 + k1 * A5)))));
      const cd1 = d1 > 0 ? 1 - c1 : c1;
      const k2 = 1 / (1 + 0.2316419 * Math.abs(d2));
      const c2 =
        RSQRT2PI * Math.exp(-0.5 * d2 * d2) * (k2 * (A1 + k2 * (A2 + k2 * (A3 + k2 * (A4 + k2 * A5)))));
      const cd2 = d2 > 0 ? 1 - c2 : c2;
      const e = Math.exp(-R * t);
      call[i] = s * cd1 - x * e * cd2;
      put[i] = x * e * (1 - cd2) - s * (1 - cd1);
    },
    { name: 'blackScholes', constants: consts },
  );

const cnd = (d: number): number => {
  const k = 1 / (1 + 0.2316419 * Math.abs(d));
  const c = RSQRT2PI * Math.exp(-0.5 * d * d) * (k * (A1 + k * (A2 + k * (A3 + k * (A4 + k * A5)))));
  return d > 0 ? 1 - c : c;
};

/** The same with the cumulative normal as a helper (runs scalar on wasm). */
const blackScholesHelper = () =>
  tt.kernel(
    bsSchema,
    (i, { S, X, T, call, put, R, V }) => {
      const s = S[i];
      const x = X[i];
      const t = T[i];
      const sqrtT = Math.sqrt(t);
      const d1 = (Math.log(s / x) + (R + 0.5 * V * V) * t) / (V * sqrtT);
      const d2 = d1 - V * sqrtT;
      const cd1 = cnd(d1);
      const cd2 = cnd(d2);
      const e = Math.exp(-R * t);
      call[i] = s * cd1 - x * e * cd2;
      put[i] = x * e * (1 - cd2) - s * (1 - cd1);
    },
    { name: 'blackScholesHelper', helpers: { cnd }, constants: consts },
  );

function bsInputs(): { S: Float32Array; X: Float32Array; T: Float32Array } {
  const r = (i: number, k: number) => ((Math.imul(i + 1, 2654435761) ^ k) >>> 0) / 2 ** 32;
  return {
    S: Float32Array.from({ length: N }, (_, i) => 5 + 25 * r(i, 1)),
    X: Float32Array.from({ length: N }, (_, i) => 1 + 99 * r(i, 2)),
    T: Float32Array.from({ length: N }, (_, i) => 0.25 + 9.75 * r(i, 3)),
  };
}

function bsJs(
  S: Float32Array,
  X: Float32Array,
  T: Float32Array,
  call: Float32Array,
  put: Float32Array,
): void {
  const R = 0.02;
  const V = 0.3;
  for (let i = 0; i < S.length; i++) {
    const s = S[i] ?? 0;
    const x = X[i] ?? 0;
    const t = T[i] ?? 0;
    const sqrtT = Math.sqrt(t);
    const d1 = (Math.log(s / x) + (R + 0.5 * V * V) * t) / (V * sqrtT);
    const d2 = d1 - V * sqrtT;
    const cd1 = cnd(d1);
    const cd2 = cnd(d2);
    const e = Math.exp(-R * t);
    call[i] = s * cd1 - x * e * cd2;
    put[i] = x * e * (1 - cd2) - s * (1 - cd1);
  }
}

/** A chain of the other library functions, one value each. */
const chain = () =>
  tt.kernel(
    { x: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) },
    (i, { x, o }) => {
      const v = x[i];
      o[i] =
        Math.sin(v) * Math.cos(v) + Math.atan2(v, 1.5) + Math.tanh(v) + Math.cbrt(v) + Math.abs(v) ** 1.7;
    },
    { name: 'mathChain' },
  );

function chainJs(x: Float32Array, o: Float32Array): void {
  for (let i = 0; i < x.length; i++) {
    const v = x[i] ?? 0;
    o[i] = Math.sin(v) * Math.cos(v) + Math.atan2(v, 1.5) + Math.tanh(v) + Math.cbrt(v) + Math.abs(v) ** 1.7;
  }
}

interface Sample {
  /** Median wall-clock ms of one run. */
  readonly ms: number;
  /** Median CPU ms of one run, every thread of the process (workers included). */
  readonly cpuMs: number;
}

/**
 * Round-robin: every round runs each variant once, so all of them see the same machine load;
 * wall time and the process's CPU time (all threads) per run, medians over the rounds.
 */
async function roundRobin(
  runners: ReadonlyMap<string, () => unknown>,
  rounds: number,
): Promise<Map<string, Sample>> {
  const wall = new Map<string, number[]>();
  const cpu = new Map<string, number[]>();
  for (const [name, fn] of runners) {
    for (let i = 0; i < 3; i++) await fn(); // warm: V8 tiers wasm up from its baseline compiler
    wall.set(name, []);
    cpu.set(name, []);
  }
  for (let r = 0; r < rounds; r++) {
    for (const [name, fn] of runners) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await fn();
      const t = performance.now() - t0;
      const c = process.cpuUsage(c0);
      wall.get(name)?.push(t);
      cpu.get(name)?.push((c.user + c.system) / 1000);
    }
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1] ?? 0;
  const out = new Map<string, Sample>();
  for (const name of runners.keys())
    out.set(name, { ms: median(wall.get(name) ?? []), cpuMs: median(cpu.get(name) ?? []) });
  return out;
}

/**
 * Runs `launch` with the library switched off: a kernel compiles its variants lazily (the one
 * with hoisted range checks at a later launch), so the switch must hold for every launch.
 */
async function imported(launch: () => Promise<unknown>): Promise<void> {
  libraryMath.enabled = false;
  try {
    await launch();
  } finally {
    libraryMath.enabled = true;
  }
}

function maxDiff(a: Float32Array, b: Float32Array): number {
  let m = 0;
  for (let i = 0; i < a.length; i++) m = Math.max(m, Math.abs((a[i] ?? 0) - (b[i] ?? 0)));
  return m;
}

async function main(): Promise<void> {
  const dev = tt.device('wasm');
  const inp = bsInputs();
  const ref = { call: new Float32Array(N), put: new Float32Array(N) };
  bsJs(inp.S, inp.X, inp.T, ref.call, ref.put);
  const S = tt.array(inp.S, { device: dev });
  const X = tt.array(inp.X, { device: dev });
  const T = tt.array(inp.T, { device: dev });
  const call = tt.zeros([N], tt.f32, { device: dev });
  const put = tt.zeros([N], tt.f32, { device: dev });
  const bsArgs = { S, X, T, call, put, R: 0.02, V: 0.3 };
  const xs = Float32Array.from({ length: N }, (_, i) => ((i * 7919) % 20011) / 1000 - 10);
  const chainRef = new Float32Array(N);
  chainJs(xs, chainRef);
  const x = tt.array(xs, { device: dev });
  const o = tt.zeros([N], tt.f32, { device: dev });

  const bsLib = blackScholes();
  const bsHelper = blackScholesHelper();
  const chainLib = chain();
  await bsLib.launch(N, bsArgs);
  const checks: Record<string, number> = { 'BS wasm (library, SIMD)': maxDiff(await call.read(), ref.call) };
  await bsHelper.launch(N, bsArgs);
  checks['BS wasm (library, helper: scalar)'] = maxDiff(await call.read(), ref.call);
  await chainLib.launch(N, { x, o });
  checks['chain wasm (library, SIMD)'] = maxDiff(await o.read(), chainRef);
  const bsImport = blackScholes();
  const chainImport = chain();
  await imported(() => bsImport.launch(N, bsArgs));
  checks['BS wasm (JS imports)'] = maxDiff(await call.read(), ref.call);
  await imported(() => chainImport.launch(N, { x, o }));
  checks['chain wasm (JS imports)'] = maxDiff(await o.read(), chainRef);
  console.log('max |difference| from hand-written JS:', checks);

  const hand = { call: new Float32Array(N), put: new Float32Array(N) };
  const handChain = new Float32Array(N);
  const load0 = loadavg()[0] ?? 0;
  const bs = await roundRobin(
    new Map<string, () => unknown>([
      ['hand-written JS', () => bsJs(inp.S, inp.X, inp.T, hand.call, hand.put)],
      ['wasm, library math (SIMD)', () => bsLib.launch(N, bsArgs)],
      ['wasm, library math, helper (scalar)', () => bsHelper.launch(N, bsArgs)],
      ['wasm, JS Math imports', () => imported(() => bsImport.launch(N, bsArgs))],
    ]),
    ROUNDS,
  );
  const ch = await roundRobin(
    new Map<string, () => unknown>([
      ['hand-written JS', () => chainJs(xs, handChain)],
      ['wasm, library math (SIMD)', () => chainLib.launch(N, { x, o })],
      ['wasm, JS Math imports', () => imported(() => chainImport.launch(N, { x, o }))],
    ]),
    ROUNDS,
  );
  const load = [load0, loadavg()[0] ?? 0];
  const rows: Record<string, Record<string, Sample & { vsHandJs: number; cpuVsHandJs: number }>> = {};
  const bars: Bar[] = [];
  for (const [group, r] of [
    ['Black-Scholes 2^20 f32', bs],
    ['sin·cos+atan2+tanh+cbrt+pow, 2^20 f32', ch],
  ] as const) {
    const base = r.get('hand-written JS') ?? { ms: 1, cpuMs: 1 };
    const row: Record<string, Sample & { vsHandJs: number; cpuVsHandJs: number }> = {};
    for (const [label, { ms, cpuMs }] of r) {
      const vs = base.ms / ms;
      const cpuVs = base.cpuMs / cpuMs;
      row[label] = { ms, cpuMs, vsHandJs: vs, cpuVsHandJs: cpuVs };
      bars.push({ group, label, value: vs });
      console.log(
        `${group.padEnd(40)} ${label.padEnd(38)} ${ms.toFixed(1).padStart(7)} ms ${vs.toFixed(2).padStart(5)}x` +
          `  | CPU ${cpuMs.toFixed(1).padStart(7)} ms ${cpuVs.toFixed(2).padStart(5)}x hand JS`,
      );
    }
    rows[group] = row;
  }
  console.log(`load average (1 min) before/after: ${load.map((l) => l.toFixed(2)).join(' / ')}`);
  const dir = join(dirname(fileURLToPath(import.meta.url)), '../../bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'wasm-math.json'),
    `${JSON.stringify({ n: N, threads: tt.settings().threads, loadAverage: load, checks, rows }, null, 2)}\n`,
  );
  writeFileSync(
    join(dir, 'wasm-math.svg'),
    barChart('wasm transcendental math vs hand-written JS (higher is faster)', bars, 'speedup (x)'),
  );
  console.log(`wrote ${join(dir, 'wasm-math.json')} and wasm-math.svg`);
  process.exit(0);
}

await main();
