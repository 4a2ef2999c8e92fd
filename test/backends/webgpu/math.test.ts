/**
 * tutti's WGSL Math functions (issue 18.9) against the js backend, on edge and random f32
 * arguments: JS's special values exactly, every other result within the function's stated bound
 * (src/backends/webgpu/math-bounds.ts).
 */
import { describe, expect, it } from 'vitest';
import { type BoundedMathFn, WGSL_MATH_ULPS } from '../../../src/backends/webgpu/math-bounds.js';
import * as tt from '../../../src/index.js';
import { skipReason, webgpu } from './support.js';

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
const ordered = (x: number): number => {
  f32[0] = x;
  const b = u32[0] ?? 0;
  return b & 0x80000000 ? -(b & 0x7fffffff) : b;
};
/** Distance in ulps; special values must match exactly (NaN, ±Infinity, and the sign of 0). */
function ulps(got: number, want: number): number {
  if (Number.isNaN(want) || Number.isNaN(got)) return Number.isNaN(want) && Number.isNaN(got) ? 0 : Infinity;
  if (!Number.isFinite(want) || !Number.isFinite(got)) return got === want ? 0 : Infinity;
  if (want === 0 || got === 0)
    return Object.is(got, want)
      ? 0
      : want === 0 && got === 0
        ? Infinity
        : Math.abs(ordered(got) - ordered(want));
  return Math.abs(ordered(got) - ordered(want));
}

/** Random arguments per function and kind (MATH_SAMPLES=60000 for a deeper run). */
const SAMPLES = Number(process.env.MATH_SAMPLES ?? 3000);

/** A seeded generator (xorshift32). */
function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 2 ** 32;
  };
}

const EDGES = [
  0,
  -0,
  Number.NaN,
  Infinity,
  -Infinity,
  1,
  -1,
  0.5,
  -0.5,
  2,
  -2,
  1e-45,
  -1e-45,
  1e-40,
  -1e-40,
  1.1754942e-38,
  1.17549435e-38,
  3.4028235e38,
  -3.4028235e38,
  1e-20,
  1e-8,
  3e-6,
  -3e-6,
  0.1,
  Math.PI / 4,
  Math.PI / 2,
  Math.PI,
  -5.1e27,
  1e20,
  1e30,
  88.72,
  88.73,
  89,
  -89,
  103.9,
  -103.9,
  -87.5,
  -100,
  9,
  9.5,
  12,
  0.9999999,
  1.0000001,
  0.99,
  1.01,
  4096,
  1e6,
  1e10,
  16777216,
  2 ** 60,
  2 ** 100,
  2 ** 127,
  710,
  0.34657,
  0.3466,
  17,
  -17,
  18,
  -18,
];

/** Random f32 bit patterns (every exponent), log-uniform magnitudes in a range, and a sweep. */
function inputs(seed: number, lo: number, hi: number, n: number): number[] {
  const r = rng(seed);
  const out = [...EDGES];
  for (let k = 0; k < n; k++) {
    u32[0] = Math.floor(r() * 2 ** 32) >>> 0;
    out.push(f32[0] ?? 0);
    const mag = Math.exp(Math.log(lo) + r() * (Math.log(hi) - Math.log(lo)));
    out.push(r() < 0.5 ? -mag : mag);
    out.push(lo + (hi - lo) * r() * (r() < 0.5 ? -1 : 1));
  }
  return out;
}

type Unary = Exclude<BoundedMathFn, 'atan2' | 'pow' | 'hypot'>;
const UNARY: Record<Unary, readonly [number, number]> = {
  sin: [1e-3, 1e6],
  cos: [1e-3, 1e6],
  tan: [1e-3, 1e6],
  asin: [1e-4, 1],
  acos: [1e-4, 1],
  atan: [1e-4, 1e8],
  exp: [1e-4, 104],
  expm1: [1e-6, 90],
  log: [1e-30, 1e30],
  log2: [1e-30, 1e30],
  log10: [1e-30, 1e30],
  log1p: [1e-6, 1e6],
  sinh: [1e-4, 90],
  cosh: [1e-4, 90],
  tanh: [1e-4, 10],
  asinh: [1e-4, 1e30],
  acosh: [1, 1e30],
  atanh: [1e-4, 1],
  cbrt: [1e-30, 1e30],
};

const unaryKernels = Object.fromEntries(
  (Object.keys(UNARY) as Unary[]).map((fn) => {
    const src = `(i, { x, o }) => { o[i] = Math.${fn}(x[i]); }`;
    const body = new Function(`return ${src}`)() as never;
    return [fn, tt.kernel({ x: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) }, body, { name: `math_${fn}` })];
  }),
) as unknown as Record<Unary, tt.Kernel>;

async function run(
  k: tt.Kernel,
  device: tt.Device,
  args: Record<string, Float32Array>,
): Promise<Float32Array> {
  const arrays = Object.fromEntries(
    Object.entries(args).map(([n, v]) => [n, tt.array(v.slice(), { device })]),
  );
  await k.launch(args.o?.length ?? 0, arrays as never);
  const out = (await arrays.o?.read()) as Float32Array;
  for (const a of Object.values(arrays)) a.dispose();
  return out;
}

interface Worst {
  readonly ulps: number;
  readonly at: string;
}

function worst(got: Float32Array, want: Float32Array, label: (i: number) => string): Worst {
  let w: Worst = { ulps: 0, at: '' };
  for (let i = 0; i < want.length; i++) {
    const d = ulps(got[i] ?? 0, want[i] ?? 0);
    if (d > w.ulps) w = { ulps: d, at: `${label(i)}: got ${got[i]}, want ${want[i]}` };
  }
  return w;
}

describe.skipIf(!webgpu)(
  `tutti's WGSL Math functions within their stated bounds${webgpu ? '' : ` — skipped: ${skipReason}`}`,
  () => {
    const gpu = webgpu as tt.Device;
    const js = tt.device('js');

    for (const fn of Object.keys(UNARY) as Unary[]) {
      it(`Math.${fn}: within ${WGSL_MATH_ULPS[fn]} ulp`, async () => {
        const [lo, hi] = UNARY[fn];
        const x = Float32Array.from(inputs(fn.length * 977 + fn.charCodeAt(0), lo, hi, SAMPLES));
        const o = new Float32Array(x.length);
        const want = await run(unaryKernels[fn], js, { x, o });
        const got = await run(unaryKernels[fn], gpu, { x, o });
        const w = worst(got, want, (i) => `${fn}(${x[i]})`);
        console.info(`Math.${fn}: worst ${w.ulps} ulp ${w.at}`);
        expect(w.ulps, w.at).toBeLessThanOrEqual(WGSL_MATH_ULPS[fn]);
      });
    }

    const binary = {
      atan2: tt.kernel(
        { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) },
        (i, { x, y, o }) => {
          o[i] = Math.atan2(x[i], y[i]);
        },
      ),
      pow: tt.kernel(
        { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) },
        (i, { x, y, o }) => {
          o[i] = x[i] ** y[i];
        },
      ),
      hypot: tt.kernel(
        { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) },
        (i, { x, y, o }) => {
          o[i] = Math.hypot(x[i], y[i]);
        },
      ),
    };
    const pairs = (seed: number, ylo: number, yhi: number): [Float32Array, Float32Array] => {
      const r = rng(seed);
      const xs: number[] = [];
      const ys: number[] = [];
      for (const a of EDGES)
        for (const b of [0, -0, 1, -1, 0.5, 2, 3, -3, 1e-45, 1e30, Infinity, -Infinity, Number.NaN, 1e-40]) {
          xs.push(a);
          ys.push(b);
        }
      const xr = inputs(seed, 1e-6, 1e6, SAMPLES);
      const yr = inputs(seed + 1, ylo, yhi, SAMPLES);
      for (let k = 0; k < xr.length; k++) {
        xs.push(xr[k] ?? 0);
        ys.push(yr[(k * 7) % yr.length] ?? 0);
      }
      // pow: bases near 1 with large exponents, results near the ends of the range
      for (let k = 0; k < SAMPLES; k++) {
        const b = 1 + (r() - 0.5) * 2 ** -Math.floor(r() * 20);
        xs.push(b);
        ys.push((r() - 0.5) * Math.min(300, 150 / Math.abs(Math.log2(Math.fround(b)) || 1)) * 2);
      }
      return [Float32Array.from(xs), Float32Array.from(ys)];
    };
    for (const fn of ['atan2', 'pow', 'hypot'] as const) {
      it(`Math.${fn}: within ${WGSL_MATH_ULPS[fn]} ulp`, async () => {
        const [x, y] = pairs(fn.length * 31, 1e-6, fn === 'pow' ? 40 : 1e6);
        const o = new Float32Array(x.length);
        const want = await run(binary[fn], js, { x, y, o });
        const got = await run(binary[fn], gpu, { x, y, o });
        const w = worst(got, want, (i) => `${fn}(${x[i]}, ${y[i]})`);
        console.info(`Math.${fn}: worst ${w.ulps} ulp ${w.at}`);
        expect(w.ulps, w.at).toBeLessThanOrEqual(WGSL_MATH_ULPS[fn]);
      });
    }
  },
);
