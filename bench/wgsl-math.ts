/**
 * The cost of tutti's own WGSL Math functions (issue 18.9) on a Black-Scholes kernel (exp, log,
 * sqrt): the shader tutti generates vs the same shader with the adapter's exp/log built-ins put back
 * (what tutti generated before), both dispatched the same way on the same device, timed round-robin
 * in the same run; also how far each is from the js backend.
 *   npm run build && node dist/bench/wgsl-math.js [--items N]
 * Writes bench/results/wgsl-math.json and wgsl-math.svg; prints the machine load with the figures.
 */
/// <reference types="@webgpu/types" />
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tt from '../src/index.js';
import { barChart } from './chart.js';
import { interleaved } from './measure.js';

const arg = (name: string, dflt: number): number => {
  const i = process.argv.indexOf(name);
  const v = i >= 0 ? Number(process.argv[i + 1]) : dflt;
  return Number.isFinite(v) && v > 0 ? v : dflt;
};
const N = arg('--items', 2 ** 18);

const cnd = (d: number): number => {
  const k = 1 / (1 + 0.2316419 * Math.abs(d));
  const poly =
    k * (0.31938153 + k * (-0.356563782 + k * (1.781477937 + k * (-1.821255978 + k * 1.330274429))));
  const w = 1 - 0.3989422804 * Math.exp(-0.5 * d * d) * poly;
  return d < 0 ? 1 - w : w;
};

const blackScholes = tt.kernel(
  {
    S: tt.arrayOf(tt.f32),
    K: tt.arrayOf(tt.f32),
    T: tt.arrayOf(tt.f32),
    call: tt.arrayOf(tt.f32),
    put: tt.arrayOf(tt.f32),
    r: tt.f32,
    v: tt.f32,
  },
  (i, { S, K, T, call, put, r, v }) => {
    const s = S[i];
    const k = K[i];
    const t = T[i];
    const sq = Math.sqrt(t);
    const d1 = (Math.log(s / k) + (r + 0.5 * v * v) * t) / (v * sq);
    const d2 = d1 - v * sq;
    const disc = k * Math.exp(-r * t);
    call[i] = s * cnd(d1) - disc * cnd(d2);
    put[i] = disc * cnd(-d2) - s * cnd(-d1);
  },
  { helpers: { cnd }, unsafe: true, name: 'black_scholes' },
);

function inputs(): Record<string, Float32Array> {
  let seed = 12345;
  const rnd = (): number => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  return {
    S: Float32Array.from({ length: N }, () => 5 + rnd() * 25),
    K: Float32Array.from({ length: N }, () => 1 + rnd() * 99),
    T: Float32Array.from({ length: N }, () => 0.25 + rnd() * 9.75),
  };
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
const ordered = (x: number): number => {
  f32[0] = x;
  const b = u32[0] ?? 0;
  return b & 0x80000000 ? -(b & 0x7fffffff) : b;
};
interface Accuracy {
  /** Largest difference in ulps (large where call/put cancel to near 0). */
  readonly maxUlps: number;
  /** Largest absolute difference (prices are 0 … 100). */
  readonly maxAbs: number;
  /** Share of results bit-identical to js. */
  readonly exact: number;
}
function accuracy(got: Float32Array, want: Float32Array): Accuracy {
  let maxUlps = 0;
  let maxAbs = 0;
  let same = 0;
  for (let i = 0; i < want.length; i++) {
    const [g, w] = [got[i] ?? 0, want[i] ?? 0];
    maxUlps = Math.max(maxUlps, Math.abs(ordered(g) - ordered(w)));
    maxAbs = Math.max(maxAbs, Math.abs(g - w));
    if (Object.is(g, w)) same++;
  }
  return { maxUlps, maxAbs, exact: same / want.length };
}

/** The uniform block of the generated shader, filled from its `struct Uniforms`. */
function uniformData(wgsl: string, values: Record<string, number>): ArrayBuffer {
  const body = /struct Uniforms \{([^}]*)\}/.exec(wgsl)?.[1] ?? '';
  const fields = [...body.matchAll(/(\w+): (\w+),/g)].map((m) => [m[1] ?? '', m[2] ?? ''] as const);
  const buf = new ArrayBuffer(Math.ceil((fields.length * 4) / 16) * 16);
  const dv = new DataView(buf);
  fields.forEach(([name, type], k) => {
    const v = values[name] ?? 0;
    if (type === 'f32') dv.setFloat32(4 * k, v, true);
    else dv.setUint32(4 * k, v, true);
  });
  return buf;
}

async function main(): Promise<void> {
  const dev = tt.devices().find((d) => d.backend === 'webgpu' && d.available);
  if (!dev) {
    console.log('no webgpu device: nothing to measure');
    return;
  }
  const gd = tt.gpuDeviceOf(dev);
  const ins = inputs();
  const arrays = {
    S: tt.array(ins.S ?? new Float32Array(N), { device: dev }),
    K: tt.array(ins.K ?? new Float32Array(N), { device: dev }),
    T: tt.array(ins.T ?? new Float32Array(N), { device: dev }),
    call: tt.zeros([N], tt.f32, { device: dev }),
    put: tt.zeros([N], tt.f32, { device: dev }),
  };
  const scalars = { r: 0.02, v: 0.3 };
  await blackScholes.launch(N, { ...arrays, ...scalars });

  const ours = await blackScholes.generatedSource(dev);
  // what tutti generated before: the adapter's exp and log
  const builtins = ours
    .split('\n')
    .map((l) => (l.startsWith('fn ') ? l : l.replace(/\bj(exp|log)\(/g, '$1(')))
    .join('\n');
  const workgroup = Number(/@workgroup_size\((\d+)\)/.exec(ours)?.[1] ?? 64);
  const uniform = gd.createBuffer({ size: 256, usage: 0x0040 | 0x0008 });
  gd.queue.writeBuffer(
    uniform,
    0,
    uniformData(ours, {
      n0: N,
      n1: 1,
      n2: 1,
      total: N,
      len_S: N,
      len_K: N,
      len_T: N,
      len_call: N,
      len_put: N,
      p_r: scalars.r,
      p_v: scalars.v,
    }),
  );
  const buffers = await Promise.all(
    [arrays.S, arrays.K, arrays.T, arrays.call, arrays.put].map((a) => tt.gpuBufferOf(a)),
  );
  const dispatcher = (code: string): (() => Promise<void>) => {
    const pipeline = gd.createComputePipeline({
      layout: 'auto',
      compute: { module: gd.createShaderModule({ code }), entryPoint: 'main' },
    });
    const bindGroup = gd.createBindGroup({
      layout: pipeline.getBindGroupLayout(0),
      entries: [uniform, ...buffers].map((buffer, binding) => ({ binding, resource: { buffer } })),
    });
    return async () => {
      const enc = gd.createCommandEncoder();
      const pass = enc.beginComputePass();
      pass.setPipeline(pipeline);
      pass.setBindGroup(0, bindGroup);
      pass.dispatchWorkgroups(Math.ceil(N / workgroup));
      pass.end();
      gd.queue.submit([enc.finish()]);
      await gd.queue.onSubmittedWorkDone();
    };
  };
  const read = async (): Promise<[Float32Array, Float32Array]> => [
    (await arrays.call.read()) as Float32Array,
    (await arrays.put.read()) as Float32Array,
  ];
  const runBuiltins = dispatcher(builtins);
  const runOurs = dispatcher(ours);

  // accuracy against the js backend
  const js = tt.device('js');
  const jsArrays = {
    S: tt.array(ins.S ?? new Float32Array(N), { device: js }),
    K: tt.array(ins.K ?? new Float32Array(N), { device: js }),
    T: tt.array(ins.T ?? new Float32Array(N), { device: js }),
    call: tt.zeros([N], tt.f32, { device: js }),
    put: tt.zeros([N], tt.f32, { device: js }),
  };
  await blackScholes.launch(N, { ...jsArrays, ...scalars });
  const want = [(await jsArrays.call.read()) as Float32Array, (await jsArrays.put.read()) as Float32Array];
  const accuracyOf = async (run: () => Promise<void>): Promise<Accuracy> => {
    await run();
    // the host copies are stale after a raw dispatch
    await tt.gpuBufferOf(arrays.call);
    await tt.gpuBufferOf(arrays.put);
    const [call, put] = await read();
    const got = new Float32Array([...call, ...put]);
    return accuracy(got, new Float32Array([...(want[0] ?? call), ...(want[1] ?? put)]));
  };
  const acc = { builtins: await accuracyOf(runBuiltins), tutti: await accuracyOf(runOurs) };

  const runners = new Map<string, () => Promise<void>>([
    ['WGSL built-ins (before)', runBuiltins],
    ["tutti's Math (after)", runOurs],
    ['tutti launch (after)', async () => void (await blackScholes.launch(N, { ...arrays, ...scalars }))],
  ]);
  const load = loadavg();
  const ms = await interleaved(runners, { rounds: 12, budgetMs: 8000 });
  const base = ms['WGSL built-ins (before)'] ?? 1;
  const rows = Object.entries(ms).map(([label, t]) => ({ label, ms: t, slowdown: t / base }));
  console.log(
    `Black-Scholes, ${N} options on ${dev.id} (${dev.name}); load average ${load.map((l) => l.toFixed(2)).join(' ')}`,
  );
  for (const r of rows)
    console.log(`  ${r.label.padEnd(26)} ${r.ms.toFixed(2)} ms  x${r.slowdown.toFixed(2)}`);
  for (const [name, x] of Object.entries(acc)) {
    const pct = (100 * x.exact).toFixed(1);
    console.log(
      `  ${name} vs js: ${pct}% bit-identical, largest difference ${x.maxAbs.toExponential(2)} (${x.maxUlps} ulp)`,
    );
  }

  const dir = join(dirname(fileURLToPath(import.meta.url)), '../../bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'wgsl-math.json'),
    `${JSON.stringify({ items: N, device: dev.name, load, rows, accuracyVsJs: acc }, null, 2)}\n`,
  );
  writeFileSync(
    join(dir, 'wgsl-math.svg'),
    barChart(
      `Black-Scholes on ${dev.name}: time relative to the WGSL built-ins (load ${load[0]?.toFixed(1)})`,
      rows.map((r) => ({ group: `${N} options`, label: r.label, value: 1 / r.slowdown })),
      'speed vs built-ins (higher is faster)',
    ),
  );
  console.log(`wrote ${join(dir, 'wgsl-math.json')} and wgsl-math.svg`);
}

await main();
