/**
 * Orders against tutti kernels and hand-written C, in one run:
 *   npm run build && node dist/bench/orders.js [--size N]
 * The 5-point stencil of demo/workloads.ts three ways — as an openmp_cpp order section, as the
 * tutti kernel on the native device, and as the hand-written C reference (bench/c/stencil.c, same
 * compiler family, called through koffi's async path) — timed round-robin in the same run:
 *   throughput: median ms of one step at size N x N (default 2048), ratios vs C;
 *   launch overhead: µs per call of a 4 x 4 step (order.run vs kernel.launch vs the C call).
 * Writes bench/results/orders.json and orders.svg; prints the machine load with the figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stencil as workload } from '../demo/workloads.js';
import * as tt from '../src/index.js';
import { loadCReference } from './c-reference.js';
import { barChart } from './chart.js';
import { interleaved, microseconds } from './measure.js';

/** The workload's stencil as an order section (c = 0.2 is the workload's constant). */
const order = tt.order({
  name: 'stencil_order',
  inputs: ['u'],
  outputs: ['v'],
  sections: {
    openmp_cpp: `
      const int64_t n = u.shape[0], m = u.shape[1];
      #pragma omp parallel for schedule(static)
      for (int64_t r = 0; r < n; r++)
        for (int64_t q = 0; q < m; q++) {
          if (r == 0 || q == 0 || r == n - 1 || q == m - 1) v(r, q) = u(r, q);
          else v(r, q) = u(r, q) + 0.2f * (u(r, q - 1) + u(r, q + 1) + u(r - 1, q) + u(r + 1, q) - 4.0f * u(r, q));
        }`,
  },
});

interface Setup {
  readonly order: () => Promise<unknown>;
  readonly kernel: () => Promise<unknown>;
  readonly c: () => Promise<unknown>;
  readonly outputs: () => Promise<Float32Array[]>;
}

async function setup(size: number): Promise<Setup> {
  const native = tt.device('native');
  const { inputs, range } = workload.make(size);
  const u = tt.array(inputs.u as Float32Array, { device: native, shape: [size, size] });
  const vOrder = tt.zeros([size, size], tt.f32, { device: native });
  const vKernel = tt.zeros([size * size], tt.f32, { device: native });
  const uHost = inputs.u as Float32Array;
  const vC = new Float32Array(size * size);
  const ref = await loadCReference('stencil');
  const k = workload.kernel;
  const args = { u, v: vKernel, n: size, c: 0.2 };
  return {
    order: async () => {
      const t = order.run(range, { u, v: vOrder });
      await t;
      if (t.section !== 'openmp_cpp')
        throw new Error(`the order ran [${t.section}]: ${JSON.stringify(t.tried)}`);
    },
    kernel: () => k.launch(range, args as never),
    c: () => ref(uHost, vC, size, 0.2),
    outputs: async () => [(await vOrder.read()) as Float32Array, (await vKernel.read()) as Float32Array, vC],
  };
}

function maxDiff(a: Float32Array, b: Float32Array): number {
  let m = 0;
  for (let i = 0; i < a.length; i++) m = Math.max(m, Math.abs((a[i] ?? 0) - (b[i] ?? 0)));
  return m;
}

async function main(): Promise<void> {
  const sizeArg = process.argv.indexOf('--size');
  const size = sizeArg > 0 ? Number(process.argv[sizeArg + 1]) : 2048;
  const loadBefore = loadavg()[0] ?? 0;

  const big = await setup(size);
  const ms = await interleaved(
    new Map<string, () => unknown>([
      ['order (openmp_cpp)', big.order],
      ['tutti kernel (native)', big.kernel],
      ['hand-written C', big.c],
    ]),
    { rounds: 15, budgetMs: 8000 },
  );
  const [oOut, kOut, cOut] = await big.outputs();
  const agree = {
    orderVsC: maxDiff(oOut ?? new Float32Array(), cOut ?? new Float32Array()),
    kernelVsC: maxDiff(kOut ?? new Float32Array(), cOut ?? new Float32Array()),
  };

  const small = await setup(4);
  const us: Record<string, number> = {};
  for (const [name, fn] of [
    ['order (openmp_cpp)', small.order],
    ['tutti kernel (native)', small.kernel],
    ['hand-written C', small.c],
  ] as const) {
    us[name] = await microseconds(fn, 2100);
  }
  const loadAfter = loadavg()[0] ?? 0;

  const cMs = ms['hand-written C'] ?? Number.NaN;
  const result = {
    benchmark: 'orders',
    workload: `stencil ${workload.describe(size)}`,
    date: new Date().toISOString(),
    load: { before: loadBefore, after: loadAfter, cores: (await import('node:os')).cpus().length },
    throughputMs: ms,
    ratioVsC: Object.fromEntries(Object.entries(ms).map(([k, v]) => [k, cMs / v])),
    launchOverheadUs: us,
    maxAbsDiff: agree,
  };
  const lines = [
    `orders benchmark: stencil ${workload.describe(size)}; load ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)} on ${result.load.cores} cores`,
    ...Object.entries(ms).map(
      ([k, v]) =>
        `  ${k.padEnd(24)} ${v.toFixed(2).padStart(9)} ms/step   speed vs C ${(cMs / v).toFixed(2)}x   4x4 call ${(us[k] ?? 0).toFixed(1)} µs`,
    ),
    `  results agree with C within ${Math.max(agree.orderVsC, agree.kernelVsC)} (max abs diff)`,
  ];
  console.log(lines.join('\n'));

  const here = dirname(fileURLToPath(import.meta.url));
  const outDir = join(here, '..', '..', 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'orders.json'), `${JSON.stringify(result, null, 2)}\n`);
  const bars = [
    ...Object.entries(ms).map(([label, v]) => ({
      group: `throughput ${size}x${size} (speed vs C)`,
      label,
      value: cMs / v,
    })),
    ...Object.entries(us).map(([label, v]) => ({
      group: 'launch 4x4 (calls per µs of C = 1)',
      label,
      value: (us['hand-written C'] ?? v) / v,
    })),
  ];
  writeFileSync(
    join(outDir, 'orders.svg'),
    barChart(
      `Orders vs tutti kernel vs C (load ${loadBefore.toFixed(1)})`,
      bars,
      'ratio vs hand-written C (higher is faster)',
    ),
  );
  await tt.shutdown();
}

await main();
