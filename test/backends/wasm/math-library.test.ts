/**
 * tutti's math library in WebAssembly against the js backend (JS's Math): every transcendental
 * function, f32 (4-lane SIMD and scalar code) and f64, over edge values and thousands of random
 * inputs from subnormals to the largest finite values, each result within the bound that
 * docs/backends/wasm.md states (distance in units in the last place of the result type; NaN must
 * meet NaN, and ±0, ±Infinity must match exactly).
 */
import { describe, expect, it } from 'vitest';
import { missingImplementations } from '../../../src/backends/wasm/math/library.js';
import { TRIG_REDUCTION_LIMIT } from '../../../src/backends/wasm/math/trig.js';
import { simdVerdict } from '../../../src/backends/wasm/simd-analysis.js';
import * as tt from '../../../src/index.js';

const wasm = tt.devices().find((d) => d.backend === 'wasm');
const available = wasm?.available === true;

/** The documented bound (ulp of an f64 result) per function; every f32 result is within 1 ulp. */
const F64_BOUND = {
  exp: 1,
  expm1: 2,
  log: 1,
  log1p: 2,
  log2: 2,
  log10: 2,
  sin: 2,
  cos: 2,
  tan: 3,
  asin: 3,
  acos: 3,
  atan: 2,
  sinh: 3,
  cosh: 3,
  tanh: 3,
  asinh: 2,
  acosh: 2,
  atanh: 2,
  cbrt: 2,
  pow: 0,
  atan2: 3,
  hypot: 0,
} as const;
type Fn = keyof typeof F64_BOUND;
const UNARY = (Object.keys(F64_BOUND) as Fn[]).filter((f) => !['pow', 'atan2', 'hypot'].includes(f));
const BINARY: Fn[] = ['pow', 'atan2', 'hypot'];

const EDGE = [
  0,
  -0,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  1,
  -1,
  0.5,
  -0.5,
  2,
  -2,
  3,
  1e-300,
  5e-324,
  -5e-324,
  2.2250738585072014e-308,
  1e-40,
  -1e-40,
  1.401298464324817e-45,
  3.4028234663852886e38,
  -3.4028234663852886e38,
  1e300,
  -1e300,
  1.7976931348623157e308,
  709.78,
  709.79,
  710.4,
  711,
  -745.1,
  -745.2,
  88.72,
  88.73,
  -103.9,
  -104,
  22,
  -22,
  0.9999999,
  1.0000001,
  Math.PI,
  Math.PI / 2,
  -Math.PI / 4,
  1e6,
  823549,
  823550,
  3e-6,
  89,
  1e20,
  8,
  27,
  -8,
  1e-8,
];

/** Seeded random inputs: uniform on [-12, 12], log-uniform over the whole range, near k pi/2. */
function inputs(n: number, seed: number): number[] {
  let s = seed >>> 0;
  const rnd = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const out = [...EDGE];
  while (out.length < n) {
    const sign = rnd() < 0.5 ? -1 : 1;
    const kind = out.length % 4;
    if (kind === 0) out.push(sign * rnd() * 12);
    else if (kind === 1) out.push(sign * 2 ** (rnd() * 2098 - 1074));
    else if (kind === 2) out.push(sign * 2 ** (rnd() * 60 - 30));
    else out.push(Math.round(rnd() * 2 ** 19) * (Math.PI / 2) + sign * rnd() * 1e-6);
  }
  return out;
}

function ordered(bits: bigint, width: 32 | 64): bigint {
  const sign = 1n << BigInt(width - 1);
  return bits & sign ? -(bits & (sign - 1n)) : bits;
}

/** Distance in ulps of the type (0 when both are NaN); Infinity when only one is NaN. */
function ulps(a: number, b: number, t: 'f32' | 'f64'): number {
  if (Object.is(a, b) || (Number.isNaN(a) && Number.isNaN(b))) return 0;
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.POSITIVE_INFINITY;
  const dv = new DataView(new ArrayBuffer(16));
  if (t === 'f32') {
    dv.setFloat32(0, a);
    dv.setFloat32(4, b);
    return Math.abs(Number(ordered(BigInt(dv.getUint32(0)), 32) - ordered(BigInt(dv.getUint32(4)), 32)));
  }
  dv.setFloat64(0, a);
  dv.setFloat64(8, b);
  const d = ordered(dv.getBigUint64(0), 64) - ordered(dv.getBigUint64(8), 64);
  return Number(d < 0n ? -d : d);
}

function call(fn: Fn, x: string, y: string): string {
  return BINARY.includes(fn) ? `Math.${fn}(${x}, ${y})` : `Math.${fn}(${x})`;
}

/** A kernel body from its source text (the kernels are generated per function). */
function kernelFn(src: string): never {
  return new Function(`return ${src}`)() as never;
}

/** One kernel per function: o[i] = Math.fn(x[i] (, y[i])) — vectorised (f32x4, f64x2). */
function single(fn: Fn, t: 'f32' | 'f64') {
  const T = t === 'f32' ? tt.f32 : tt.f64;
  const body = kernelFn(`(i, { x, y, o }) => { o[i] = ${call(fn, 'x[i]', 'y[i]')}; }`);
  return tt.kernel({ x: tt.arrayOf(T), y: tt.arrayOf(T), o: tt.arrayOf(T) }, body, {
    name: `lib_${fn}_${t}`,
  });
}

/** Every function in one kernel, o[i * K + j] (scalar code: the stores use K indices). */
function combined(t: 'f32' | 'f64') {
  const T = t === 'f32' ? tt.f32 : tt.f64;
  const fns = [...UNARY, ...BINARY];
  const lines = fns.map((fn, j) => `o[i * ${fns.length} + ${j}] = ${call(fn, 'v', 'w')};`).join('\n');
  const body = kernelFn(`(i, { x, y, o }) => { const v = x[i]; const w = y[i];\n${lines}\n}`);
  return tt.kernel({ x: tt.arrayOf(T), y: tt.arrayOf(T), o: tt.arrayOf(T) }, body, { name: `lib_all_${t}` });
}

type Arrays = Record<string, Float32Array | Float64Array>;

function typed(t: 'f32' | 'f64', v: readonly number[]): Float32Array | Float64Array {
  return t === 'f32' ? Float32Array.from(v) : Float64Array.from(v);
}

async function runOn(
  device: string,
  k: ReturnType<typeof single>,
  n: number,
  arrays: Arrays,
  outLen: number,
) {
  const f32 = arrays.x instanceof Float32Array;
  const t = f32 ? tt.f32 : tt.f64;
  const copy = (a: ArrayLike<number> | undefined) =>
    f32 ? tt.array(Float32Array.from(a ?? []), { device }) : tt.array(Float64Array.from(a ?? []), { device });
  const x = copy(arrays.x);
  const y = copy(arrays.y);
  const o = tt.zeros([outLen], t, { device });
  await k.launch(n, { x, y, o });
  const r = await o.read();
  for (const a of [x, y, o]) a.dispose();
  return r;
}

/** The second argument for binary functions: integers, halves, edge values and random ones. */
function second(xs: readonly number[], i: number, fn: Fn): number {
  const v = xs[i] ?? 0;
  if (fn === 'pow') {
    const k = i % 5;
    if (k === 0) return Math.round(v);
    if (k === 1) return v / 64;
    if (k === 2) return EDGE[(i * 7) % EDGE.length] ?? 0;
    if (k === 3) return Math.round(v * 8) / 2;
  }
  return xs[(i * 7919) % xs.length] ?? 0;
}

function worst(js: ArrayLike<number>, w: ArrayLike<number>, t: 'f32' | 'f64', pick: (i: number) => number[]) {
  let max = 0;
  let at = -1;
  for (let i = 0; i < js.length; i++) {
    const d = ulps(js[i] ?? 0, w[i] ?? 0, t);
    if (d > max) {
      max = d;
      at = i;
    }
  }
  return { max, where: at < 0 ? '' : `inputs ${pick(at).join(', ')}: js ${js[at]}, wasm ${w[at]}` };
}

describe('the wasm math library', () => {
  it('has an implementation for every function the wasm table says it computes', () => {
    expect(missingImplementations()).toEqual([]);
  });
});

describe.skipIf(!available)('wasm math library vs the js backend', { timeout: 60_000 }, () => {
  if (!available) console.log(`wasm math tests skipped: ${wasm?.reason ?? 'no wasm device'}`);
  const N = 4096;
  const xs = inputs(N, 12345);

  for (const t of ['f32', 'f64'] as const) {
    it(`computes every function on ${t} (scalar code) within its bound`, async () => {
      const fns = [...UNARY, ...BINARY];
      const k = combined(t);
      expect(simdVerdict(k.ir).simd).toBe(false);
      const n = 1024;
      const arrays = {
        x: typed(t, xs.slice(0, n)),
        y: typed(
          t,
          xs.slice(0, n).map((_, i) => second(xs, i, 'pow')),
        ),
      };
      const js = await runOn('js', k, n, arrays, n * fns.length);
      const w = await runOn('wasm', k, n, arrays, n * fns.length);
      fns.forEach((fn, j) => {
        const pick = (i: number) => [arrays.x[i] ?? 0, arrays.y[i] ?? 0];
        const jsCol = Array.from({ length: n }, (_, i) => js[i * fns.length + j] ?? 0);
        const wCol = Array.from({ length: n }, (_, i) => w[i * fns.length + j] ?? 0);
        const r = worst(jsCol, wCol, t, pick);
        const bound = t === 'f32' ? 1 : F64_BOUND[fn];
        expect(r.max, `Math.${fn} ${t}: ${r.where}`).toBeLessThanOrEqual(bound);
      });
    });
  }

  for (const fn of [...UNARY, ...BINARY]) {
    for (const t of ['f32', 'f64'] as const) {
      it(`Math.${fn} on ${t} (${t === 'f32' ? 4 : 2}-lane SIMD): within ${t === 'f32' ? 1 : F64_BOUND[fn]} ulp`, async () => {
        const k = single(fn, t);
        expect(simdVerdict(k.ir)).toEqual({ simd: true, lanes: t === 'f32' ? 4 : 2 });
        const arrays = {
          x: typed(t, xs),
          y: typed(
            t,
            xs.map((_, i) => second(xs, i, fn)),
          ),
        };
        const js = await runOn('js', k, N, arrays, N);
        const w = await runOn('wasm', k, N, arrays, N);
        const r = worst(js, w, t, (i) => [arrays.x[i] ?? 0, arrays.y[i] ?? 0]);
        expect(r.max, `Math.${fn} ${t}: ${r.where}`).toBeLessThanOrEqual(t === 'f32' ? 1 : F64_BOUND[fn]);
      });
    }
  }

  it('trig beyond the reduction range takes JS Math exactly (no wrong answer for sin(1e300))', async () => {
    const big = [
      TRIG_REDUCTION_LIMIT * 1.001,
      -5.1e27,
      1e300,
      -1e22,
      2 ** 60,
      3.4e38,
      Number.POSITIVE_INFINITY,
    ];
    for (const fn of ['sin', 'cos', 'tan'] as const) {
      for (const t of ['f32', 'f64'] as const) {
        const arrays = { x: typed(t, big), y: typed(t, big) };
        const k = single(fn, t);
        const js = await runOn('js', k, big.length, arrays, big.length);
        const w = await runOn('wasm', k, big.length, arrays, big.length);
        expect(Array.from(w), `Math.${fn} ${t}`).toEqual(Array.from(js));
      }
    }
  });
});
