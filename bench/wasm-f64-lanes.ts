/**
 * f64 kernels on wasm: 2 SIMD lanes (f64x2) against scalar wasm, one thread, round-robin in one
 * run (medians), so the ratio holds on a loaded machine:
 *   npm run build && node dist/bench/wasm-f64-lanes.js [--reps=15]
 * Workloads: f64 saxpy, PolyBench's jacobi-2d and heat-3d steps and fdtd-2d's hz update (shaped
 * arrays), a 2-D 9-point stencil, and a Black-Scholes-like kernel (exp and log on f64x2 through
 * the wasm math library, a division and sqrt per lane).
 */
import { loadavg } from 'node:os';
import { wasmCodegen } from '../src/backends/wasm/compile.js';
import * as tt from '../src/index.js';

const reps = Number(process.argv.find((a) => a.startsWith('--reps='))?.split('=')[1] ?? 15);
const F = tt.arrayOf(tt.f64);
const F2 = tt.arrayOf(tt.f64, 2);
const F3 = tt.arrayOf(tt.f64, 3);

interface Workload {
  readonly name: string;
  /** The kernel (compiled once per mode). */
  readonly define: (name: string) => tt.Kernel<never>;
  readonly run: (k: tt.Kernel<never>) => Promise<unknown>;
}

const rand = (n: number, seed: number) =>
  Float64Array.from({ length: n }, (_, i) => Math.sin(i * seed) * 2 + 3);

function workloads(): Workload[] {
  const n1 = 1 << 20;
  const n2 = 1000;
  const n3 = 100;
  const dev = { device: 'wasm' };
  const x = tt.array(rand(n1, 1.3), dev);
  const y = tt.array(rand(n1, 2.1), dev);
  const a2 = tt.array(rand(n2 * n2, 0.7), dev).reshape([n2, n2]);
  const b2 = tt.zeros([n2, n2], tt.f64, dev);
  const c2 = tt.array(rand(n2 * n2, 0.3), dev).reshape([n2, n2]);
  const a3 = tt.array(rand(n3 ** 3, 0.9), dev).reshape([n3, n3, n3]);
  const b3 = tt.zeros([n3, n3, n3], tt.f64, dev);
  const flat = tt.array(rand(n2 * n2, 1.1), dev);
  const flatOut = tt.zeros([n2 * n2], tt.f64, dev);
  const call = tt.zeros([n1], tt.f64, dev);
  const put = tt.zeros([n1], tt.f64, dev);
  const k = <T>(def: T) => def as unknown as tt.Kernel<never>; // one table of differently typed kernels
  const launch = (kern: tt.Kernel<never>, range: number | number[], args: object, offset?: number[]) =>
    (kern as unknown as { launch: (r: unknown, a: unknown, o?: unknown) => Promise<unknown> }).launch(
      range,
      args,
      offset ? { offset } : undefined,
    );
  return [
    {
      name: 'saxpy f64 (1M)',
      define: (name) =>
        k(
          tt.kernel(
            { a: tt.f64, x: F, y: F },
            (i, { a, x, y }) => {
              y[i] = a * x[i] + y[i];
            },
            { name },
          ),
        ),
      run: (kern) => launch(kern, n1, { a: 1.0000001, x, y }),
    },
    {
      name: 'jacobi-2d step (1000²)',
      define: (name) =>
        k(
          tt.kernel(
            { A: F2, B: F2 },
            ([i, j], { A, B }) => {
              B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);
            },
            { name },
          ),
        ),
      run: (kern) => launch(kern, [n2 - 2, n2 - 2], { A: a2, B: b2 }, [1, 1]),
    },
    {
      name: 'fdtd-2d hz (1000²)',
      define: (name) =>
        k(
          tt.kernel(
            { ex: F2, ey: F2, hz: F2 },
            ([i, j], { ex, ey, hz }) => {
              hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
            },
            { name },
          ),
        ),
      run: (kern) => launch(kern, [n2 - 1, n2 - 1], { ex: a2, ey: c2, hz: b2 }),
    },
    {
      name: 'heat-3d step (100³)',
      define: (name) =>
        k(
          tt.kernel(
            { A: F3, B: F3 },
            ([i, j, l], { A, B }) => {
              B[i][j][l] =
                0.125 * (A[i + 1][j][l] - 2.0 * A[i][j][l] + A[i - 1][j][l]) +
                0.125 * (A[i][j + 1][l] - 2.0 * A[i][j][l] + A[i][j - 1][l]) +
                0.125 * (A[i][j][l + 1] - 2.0 * A[i][j][l] + A[i][j][l - 1]) +
                A[i][j][l];
            },
            { name },
          ),
        ),
      run: (kern) => launch(kern, [n3 - 2, n3 - 2, n3 - 2], { A: a3, B: b3 }, [1, 1, 1]),
    },
    {
      name: '9-point 2-D (1000²)',
      define: (name) =>
        k(
          tt.kernel(
            { a: F, b: F, n: tt.i32 },
            ([i, j], { a, b, n }) => {
              const c = i * n + j;
              b[c] =
                0.5 * a[c] +
                0.0625 * (a[c - 1] + a[c + 1] + a[c - n] + a[c + n]) +
                0.0625 * (a[c - n - 1] + a[c - n + 1] + a[c + n - 1] + a[c + n + 1]);
            },
            { name },
          ),
        ),
      run: (kern) => launch(kern, [n2 - 2, n2 - 2], { a: flat, b: flatOut, n: n2 }, [1, 1]),
    },
    {
      name: 'Black-Scholes f64 (1M)',
      define: (name) =>
        k(
          tt.kernel(
            { s: F, kk: F, call: F, put: F, r: tt.f64, v: tt.f64, t: tt.f64 },
            (i, { s, kk, call, put, r, v, t }) => {
              const sq = Math.sqrt(t);
              const d1 = (Math.log(s[i] / kk[i]) + (r + 0.5 * v * v) * t) / (v * sq);
              const d2 = d1 - v * sq;
              const n1 = 1 / (1 + Math.exp(-1.702 * d1));
              const n2 = 1 / (1 + Math.exp(-1.702 * d2));
              const disc = kk[i] * Math.exp(-r * t);
              call[i] = s[i] * n1 - disc * n2;
              put[i] = disc * (1 - n2) - s[i] * (1 - n1);
            },
            { name },
          ),
        ),
      run: (kern) => launch(kern, n1, { s: x, kk: y, call, put, r: 0.02, v: 0.3, t: 0.75 }),
    },
  ];
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1] ?? Number.NaN;
}

async function main(): Promise<void> {
  tt.configure({ threads: 1 });
  console.log(
    `wasm f64: 2 lanes (f64x2) vs scalar, 1 thread, ${reps} rounds; load ${loadavg()[0]?.toFixed(2)}`,
  );
  for (const w of workloads()) {
    // the codegen switch is read at each launch (executables are kept per codegen options)
    const kern = w.define(`f64_lanes_${w.name.replace(/\W+/g, '_')}`);
    const t: Record<'scalar' | 'lanes', number[]> = { scalar: [], lanes: [] };
    for (let r = -1; r < reps; r++) {
      for (const mode of ['scalar', 'lanes'] as const) {
        wasmCodegen.simd = mode === 'lanes';
        const t0 = performance.now();
        await w.run(kern);
        if (r >= 0) t[mode].push(performance.now() - t0);
      }
    }
    wasmCodegen.simd = true;
    const [s, l] = [median(t.scalar), median(t.lanes)];
    const [sMin, lMin] = [Math.min(...t.scalar), Math.min(...t.lanes)];
    console.log(
      `${w.name.padEnd(26)} scalar ${s.toFixed(2).padStart(7)} ms  lanes ${l.toFixed(2).padStart(7)} ms  ×${(s / l).toFixed(2)} (fastest runs ×${(sMin / lMin).toFixed(2)}; load ${loadavg()[0]?.toFixed(1)})`,
    );
  }
  await tt.shutdown();
}

await main();
