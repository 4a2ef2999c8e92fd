/**
 * The CUDA checks a GPU machine runs (bench/gpu.sh), each a ratio or a count measured in the same
 * run. Modes:
 *   node dist/bench/cuda-bench.js --prebuild sm_90 <manifest>   (no GPU needed) builds every kernel
 *       below and of the conformance suite for that architecture into the compile cache and writes
 *       the manifest, for GPU machines without a CUDA toolkit (TUTTI_CUDA_PREBUILT=<manifest>).
 *   node dist/bench/cuda-bench.js [--conformance-only] [--skip-conformance] [--trace-cases]
 *       [--only=conformance,bandwidth,launch,blackScholes,matmul,timeout]  (those parts only: bench/gpu.sh
 *       runs each in its own process, so a crash or a hang costs one figure, not the run)
 *       on a GPU: the conformance cases on cuda (--trace-cases names each before it runs)
 *       against js (vitest-free, for the packed GPU flow), then saxpy bandwidth as a fraction of a
 *       device-to-device copy (CUDA events), launch overhead, Black-Scholes cuda vs native,
 *       tt.matmul (cuBLAS when present) vs the tiled kernel, and the cost of a launch timeout.
 */
import { writeFileSync, writeSync } from 'node:fs';
import { entryParams } from '../src/backends/c/render-kernel.js';
import type { CudaDevice } from '../src/backends/cuda/device.js';
import { CUDA_BLOCK } from '../src/backends/cuda/dialect-cuda.js';
import { type CudaExecutable, gridSize } from '../src/backends/cuda/executable.js';
import { type ParamValue, packParams } from '../src/backends/cuda/params.js';
import * as tt from '../src/index.js';
import type { KernelIR } from '../src/ir/nodes.js';
import { launchMatmulKernel, matmulKind } from '../src/ops/matmul.js';
import { hoistRangeChecks } from '../src/passes/hoist-range-checks.js';
import { compile } from '../src/runtime/compile-service.js';
import { pollingVariant } from '../src/runtime/timeout.js';
import { CASES } from '../test/conformance/cases.js';
import { compare } from '../test/support/compare.js';
import { interleaved, microseconds, time } from './measure.js';

type Host = Float32Array | Float64Array | Int32Array | Uint32Array;

const saxpy = tt.kernel({ a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { a, x, y }) => {
  y[i] = a * x[i] + y[i];
});

const touch = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i] = x[i] + 1;
});

// Black-Scholes (the classic CUDA SDK sample): the cumulative normal by the Abramowitz-Stegun polynomial.
const A1 = 0.31938153;
const A2 = -0.356563782;
const A3 = 1.781477937;
const A4 = -1.821255978;
const A5 = 1.330274429;
const RSQRT2PI = 0.3989422804014327;
const cnd = (d: number): number => {
  const k = 1 / (1 + 0.2316419 * Math.abs(d));
  const c = RSQRT2PI * Math.exp(-0.5 * d * d) * (k * (A1 + k * (A2 + k * (A3 + k * (A4 + k * A5)))));
  return d > 0 ? 1 - c : c;
};
const blackScholes = tt.kernel(
  {
    S: tt.arrayOf(tt.f32),
    X: tt.arrayOf(tt.f32),
    T: tt.arrayOf(tt.f32),
    call: tt.arrayOf(tt.f32),
    put: tt.arrayOf(tt.f32),
    R: tt.f32,
    V: tt.f32,
  },
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
  { name: 'blackScholes', helpers: { cnd }, constants: { A1, A2, A3, A4, A5, RSQRT2PI } },
);

function blackScholesInputs(n: number): { S: Float32Array; X: Float32Array; T: Float32Array } {
  const r = (i: number, k: number) => ((Math.imul(i + 1, 2654435761) ^ k) >>> 0) / 2 ** 32;
  return {
    S: Float32Array.from({ length: n }, (_, i) => 5 + 25 * r(i, 1)),
    X: Float32Array.from({ length: n }, (_, i) => 1 + 99 * r(i, 2)),
    T: Float32Array.from({ length: n }, (_, i) => 0.25 + 9.75 * r(i, 3)),
  };
}

/** Launches `ir` straight through cuLaunchKernel (values after the error word), for event timing. */
async function rawLauncher(impl: CudaDevice, ir: KernelIR, n: number, rest: ParamValue[]) {
  const exe = (await compile(impl, ir)) as CudaExecutable;
  const q = impl.createQueue();
  const d = impl.ctx.use();
  const packed = packParams(entryParams(ir), [n, 1, 1, 0, q.errDevice, ...rest], (v) => d.addressOf(v));
  const grid = gridSize(n, impl.ctx.gpu.multiprocessors);
  const enqueue = () =>
    d.call('launchKernel', exe.fn, grid, 1, 1, CUDA_BLOCK, 1, 1, 0, q.stream, packed.pointers, null);
  return { stream: q.stream, enqueue };
}

/** GPU time per call of `enqueue` (CUDA events around `reps` calls), in ms. */
async function eventMs(impl: CudaDevice, stream: bigint, reps: number, enqueue: () => void): Promise<number> {
  const d = impl.ctx.use();
  const start = d.out64('eventCreate', 0);
  const end = d.out64('eventCreate', 0);
  enqueue();
  await impl.ctx.wait(stream);
  d.call('eventRecord', start, stream);
  for (let i = 0; i < reps; i++) enqueue();
  d.call('eventRecord', end, stream);
  await impl.ctx.wait(stream);
  const ms = new Float32Array(1);
  d.call('eventElapsedTime', ms, start, end);
  return (ms[0] ?? 0) / reps;
}

/** A looping kernel for the cost of timeouts: its outer loop polls, its counted inner loop does not. */
const iterate = tt.kernel({ x: tt.arrayOf(tt.f32), n: tt.i32 }, (i, { x, n }) => {
  let s = x[i];
  let r = 0;
  while (r < n) {
    for (let j = 0; j < 64; j++) s = s * 0.999 + 0.001;
    r = r + 1;
  }
  x[i] = s;
});

const BENCH_KERNELS = [saxpy, blackScholes, touch, iterate];

async function prebuild(arch: string, manifest: string): Promise<void> {
  const { buildCudaKernel, identity } = await import('../src/backends/cuda/build.js');
  const { findCudaCompiler } = await import('../src/backends/cuda/toolchain.js');
  const c = findCudaCompiler();
  if ('missing' in c || c.kind === 'prebuilt') throw new Error(`--prebuild needs nvcc or NVRTC here`);
  const irs = [
    ...CASES.map((k) => k.kernel().ir),
    ...BENCH_KERNELS.map((k) => k.ir),
    pollingVariant(iterate.ir),
  ];
  const all = irs.flatMap((ir) => [
    ir,
    ...(hoistRangeChecks(ir)?.fast ? [hoistRangeChecks(ir)?.fast ?? ir] : []),
  ]);
  for (const ir of all) await buildCudaKernel(ir, { arch, compiler: c });
  writeFileSync(manifest, JSON.stringify(await identity(c)));
  console.log(`prebuilt ${all.length} kernels for ${arch} with ${c.kind} (${c.path}); manifest ${manifest}`);
}

async function runCase(device: tt.Device, c: (typeof CASES)[number]): Promise<Record<string, Host>> {
  const args: Record<string, unknown> = {};
  const arrays: Record<string, tt.NDArray> = {};
  for (const [k, v] of Object.entries(c.inputs())) {
    if (typeof v === 'number' || typeof v === 'boolean') args[k] = v;
    else args[k] = arrays[k] = tt.array(v.slice() as Float32Array, { device });
  }
  await c.kernel().launch(c.range as number, args as never);
  const out: Record<string, Host> = {};
  for (const n of c.outputs) out[n] = (await arrays[n]?.read()) as Host;
  for (const a of Object.values(arrays)) a.dispose();
  return out;
}

async function conformance(dev: tt.Device, trace: boolean): Promise<{ passed: number; failed: string[] }> {
  const failed: string[] = [];
  for (const c of CASES) {
    // --trace-cases: the name before the case runs, so a crash of the process names its case
    if (trace) writeSync(2, `case: ${c.name}\n`);
    try {
      const [got, want] = [await runCase(dev, c), await runCase(tt.device('js'), c)];
      for (const n of c.outputs) {
        const bad = compare(got[n] as Host, want[n] as Host, c.ulps ?? 0);
        if (bad.length) failed.push(`${c.name} '${n}': ${bad.join('; ')}`);
      }
    } catch (e) {
      failed.push(`${c.name}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  const passed = CASES.length - new Set(failed.map((f) => f.split(/ '|: /)[0])).size;
  return { passed, failed };
}

async function bandwidth(dev: tt.Device, impl: CudaDevice): Promise<Record<string, number>> {
  const n = 1 << 26;
  const x = tt.full([n], 1.5, tt.f32, { device: dev });
  const y = tt.full([n], 0.5, tt.f32, { device: dev });
  const xp = await tt.devicePointerOf(x);
  const yp = await tt.devicePointerOf(y);
  const launch = await rawLauncher(impl, saxpy.ir, n, [2, xp, n, yp, n]);
  const saxpyMs = await eventMs(impl, launch.stream, 20, launch.enqueue);
  const d = impl.ctx.driver;
  const copyMs = await eventMs(impl, launch.stream, 20, () =>
    d.call('memcpyDtoDAsync', yp, xp, n * 4, launch.stream),
  );
  const saxpyGBs = (12 * n) / (saxpyMs * 1e6);
  const copyGBs = (8 * n) / (copyMs * 1e6);
  const wall = await time(() => saxpy.launch(n, { a: 2, x, y }), { warmup: 2, minRuns: 10 });
  x.dispose();
  y.dispose();
  return {
    saxpyGBs,
    copyGBs,
    fractionOfCopy: saxpyGBs / copyGBs,
    saxpyKernelMs: saxpyMs,
    saxpyTuttiLaunchMs: wall.medianMs,
  };
}

async function overhead(dev: tt.Device, impl: CudaDevice): Promise<Record<string, number>> {
  const x = tt.zeros([256], tt.f32, { device: dev });
  const xp = await tt.devicePointerOf(x);
  const launch = await rawLauncher(impl, touch.ir, 1, [xp, 256]);
  const reps = 5000;
  const t0 = performance.now();
  for (let i = 0; i < reps; i++) launch.enqueue();
  const enqueueUs = ((performance.now() - t0) * 1000) / reps;
  await impl.ctx.wait(launch.stream);
  const gpuUs = (await eventMs(impl, launch.stream, reps, launch.enqueue)) * 1000;
  const tuttiUs = await microseconds(() => touch.launch(1, { x }), 2000);
  x.dispose();
  return { enqueueUs, gpuPerLaunchUs: gpuUs, tuttiLaunchRoundTripUs: tuttiUs };
}

async function bs(dev: tt.Device, cpu: tt.Device): Promise<Record<string, number | string>> {
  const n = 1 << 22;
  const run = async (d: tt.Device) => {
    const inp = blackScholesInputs(n);
    const a = {
      S: tt.array(inp.S, { device: d }),
      X: tt.array(inp.X, { device: d }),
      T: tt.array(inp.T, { device: d }),
      call: tt.zeros([n], tt.f32, { device: d }),
      put: tt.zeros([n], tt.f32, { device: d }),
    };
    const t = await time(() => blackScholes.launch(n, { ...a, R: 0.02, V: 0.3 }), { warmup: 2, minRuns: 5 });
    const call = await a.call.read();
    for (const v of Object.values(a)) v.dispose();
    return { ms: t.medianMs, call };
  };
  const g = await run(dev);
  const c = await run(cpu);
  let maxDiff = 0;
  for (let i = 0; i < n; i++) maxDiff = Math.max(maxDiff, Math.abs((g.call[i] ?? 0) - (c.call[i] ?? 0)));
  return { cpuDevice: cpu.id, cudaMs: g.ms, cpuMs: c.ms, speedup: c.ms / g.ms, maxAbsDiffCall: maxDiff };
}

/** tt.matmul (cuBLAS when details.matmul names it) against tutti's tiled kernel, same arrays, round-robin. */
async function matmulBench(dev: tt.Device): Promise<Record<string, number | string>> {
  const n = 2048;
  const fill = (k: number) =>
    tt.array(
      Float32Array.from(
        { length: n * n },
        (_, i) => ((Math.imul(i + k, 2654435761) >>> 0) % 1000) / 1000 - 0.5,
      ),
      { device: dev },
    );
  const [a, b] = [fill(1), fill(2)];
  const tiled = tt.zeros([n, n], tt.f32, { device: dev });
  const viaMatmul = async () => {
    const c = tt.matmul(a, b, [n, n, n]);
    await tt.devicePointerOf(c);
    c.dispose();
  };
  const ms = await interleaved(
    new Map<string, () => Promise<unknown>>([
      ['tt.matmul', viaMatmul],
      ['tiled kernel', () => launchMatmulKernel('f32', a, b, tiled, n, n, n)],
    ]),
    { rounds: 7, budgetMs: 8000 },
  );
  const want = await tiled.read();
  const got = await tt.matmul(a, b, [n, n, n]).read();
  let maxDiff = 0;
  for (let i = 0; i < n * n; i += 997) maxDiff = Math.max(maxDiff, Math.abs((got[i] ?? 0) - (want[i] ?? 0)));
  const gflops = (t: number) => (2 * n ** 3) / (t * 1e6);
  const [m, k] = [ms['tt.matmul'] ?? 0, ms['tiled kernel'] ?? 0];
  for (const x of [a, b, tiled]) x.dispose();
  return {
    runs: matmulKind(dev),
    n,
    matmulMs: m,
    tiledMs: k,
    matmulGflops: gflops(m),
    tiledGflops: gflops(k),
    speedup: k / m,
    maxAbsDiff: maxDiff,
  };
}

/** A launch with timeoutMs (the polling variant) against the plain kernel, round-robin. */
async function timeoutCost(dev: tt.Device): Promise<Record<string, number>> {
  const items = 1 << 20;
  const x = tt.full([items], 0.5, tt.f32, { device: dev });
  const ms = await interleaved(
    new Map<string, () => Promise<unknown>>([
      ['plain', () => iterate.launch(items, { x, n: 200 })],
      ['timeoutMs', () => iterate.launch(items, { x, n: 200 }, { timeoutMs: 60_000 })],
    ]),
    { rounds: 15, budgetMs: 6000 },
  );
  x.dispose();
  const [plain, timed] = [ms.plain ?? 0, ms.timeoutMs ?? 0];
  return { plainMs: plain, timeoutMs: timed, costPercent: (timed / plain - 1) * 100 };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv[0] === '--prebuild') return prebuild(argv[1] ?? 'sm_90', argv[2] ?? 'cuda-prebuilt.json');
  await tt.init();
  const info = tt.devices().find((d) => d.backend === 'cuda');
  if (!info?.available) {
    console.error(`cuda is unavailable here: ${info?.reason ?? 'not registered'}`);
    process.exitCode = 1;
    return;
  }
  const dev = tt.device('cuda');
  console.log(`cuda bench on ${dev.id}: ${dev.name} ${JSON.stringify(info.details)}`);
  const report: Record<string, unknown> = { device: dev.name, details: info.details };
  const only = argv
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  const part = (name: string) =>
    only ? only.includes(name) : name === 'conformance' || !argv.includes('--conformance-only');
  let conf: { passed: number; failed: string[] } = { passed: 0, failed: [] };
  if (part('conformance') && !argv.includes('--skip-conformance')) {
    conf = await conformance(dev, argv.includes('--trace-cases'));
    console.log(`conformance on cuda: ${conf.passed}/${CASES.length} cases pass`);
    for (const f of conf.failed) console.log(`  FAIL ${f}`);
    report.conformance = conf;
  }
  const impl = dev.impl() as CudaDevice;
  if (part('bandwidth')) {
    report.bandwidth = await bandwidth(dev, impl);
    console.log('saxpy vs device-to-device copy:', report.bandwidth);
  }
  if (part('launch')) {
    report.launch = await overhead(dev, impl);
    console.log('launch overhead (µs):', report.launch);
  }
  if (part('blackScholes')) {
    const native = tt.devices().find((d) => d.backend === 'native' && d.available);
    report.blackScholes = await bs(dev, native ? tt.device('native') : tt.device('cpu'));
    console.log('Black-Scholes (2^22 options):', report.blackScholes);
  }
  if (part('matmul')) {
    report.matmul = await matmulBench(dev);
    console.log('tt.matmul 2048^3 f32 vs the tiled kernel:', report.matmul);
  }
  if (part('timeout')) {
    report.timeout = await timeoutCost(dev);
    console.log('launch with timeoutMs vs plain:', report.timeout);
  }
  const out = process.env.TUTTI_BENCH_JSON;
  if (out) writeFileSync(out, JSON.stringify(report, null, 2));
  if (conf.failed.length) process.exitCode = 1;
  await tt.shutdown();
}

await main();
