/**
 * Math.exp on f32 gives exactly js's bits, Math.fround(Math.exp(x)), on native (the vectorised
 * fdlibm port of src/backends/c/js-exact-math.ts) and on wasm (math/exp-log.ts's f64 polynomial
 * with its rounding test and JS fallback; SIMD lanes and scalar code), over a structured sweep of
 * f32 arguments: every 97th bit pattern where exp is neither 0, 1 nor Infinity in f32, a coarse
 * sweep of every other pattern (NaNs, infinities, huge and tiny), the neighbourhoods of every
 * threshold, and arguments whose exp lies closest to a midpoint between two floats (where a result
 * computed to 2^-45 without the rounding test rounds the other way).
 */
import { describe, expect, it } from 'vitest';
import { simdVerdict } from '../../src/backends/wasm/simd-analysis.js';
import * as tt from '../../src/index.js';
import { HARD_EXP_F32 } from './f32-exp-hard-cases.js';

const F32 = tt.arrayOf(tt.f32);

/** o[i] = Math.exp(x[i]): straight-line, so native vectorises it and wasm runs it as f32x4 lanes. */
const lanes = tt.kernel({ x: F32, o: F32 }, (i, { x, o }) => {
  o[i] = Math.exp(x[i]);
});

/** The same through wasm's scalar code: the integer remainder in the index rules SIMD out. */
const scalar = tt.kernel({ x: F32, o: F32 }, (i, { x, o }) => {
  o[i] = Math.exp(x[i + (i % 1)]);
});

/** Bit patterns from lo to hi (inclusive) every `step`, both signs. */
function sweep(out: number[], lo: number, hi: number, step: number): void {
  for (let b = lo; b <= hi; b += step) out.push(b, (b | 0x80000000) >>> 0);
}

function argumentBits(): Uint32Array {
  const out: number[] = [];
  // |x| from 2^-30 (exp rounds to 1 below) to 110 (0 or Infinity beyond)
  sweep(out, 0x30800000, 0x42dc0000, 97);
  sweep(out, 0, 0xffffffff >>> 1, 65_521); // everything else, coarsely: NaNs, Infinity, 1e38, 1e-45
  const f = new Float32Array(1);
  const u = new Uint32Array(f.buffer);
  const around = (x: number) => {
    f[0] = x;
    sweep(out, Math.max(0, (u[0] ?? 0) - 300), (u[0] ?? 0) + 300, 1);
  };
  // overflow, the last normal and subnormal results, 0.5 ln2 and 1.5 ln2 (fdlibm's cases), 1, 2^-25
  for (const x of [88.72283, 87.33654, 103.97208, 0.34657359, 1.0397207, 1, 2 ** -25]) around(x);
  for (const x of [0, 0x7f800000, 0x7fc00000, 0x7f800001, 0x7fffffff, 1, 0x7f7fffff]) sweep(out, x, x, 1);
  for (const h of HARD_EXP_F32) out.push(h);
  return Uint32Array.from(out);
}

const bitsIn = argumentBits();
const xs = new Float32Array(bitsIn.buffer);
const want = Float32Array.from(xs, (x) => Math.exp(x));

/** The arguments whose result differs from js's (NaN meets any NaN), the first few spelled out. */
function mismatches(got: Float32Array): { count: number; first: string[] } {
  const g = new Uint32Array(got.buffer, got.byteOffset, got.length);
  const w = new Uint32Array(want.buffer);
  let count = 0;
  const first: string[] = [];
  for (let i = 0; i < want.length; i++) {
    if (g[i] === w[i] || (Number.isNaN(got[i]) && Number.isNaN(want[i]))) continue;
    if (count++ < 5) first.push(`exp(${xs[i]}) = ${want[i]}, got ${got[i]}`);
  }
  return { count, first };
}

async function expOn(device: string, k: typeof lanes, x: Float32Array): Promise<Float32Array> {
  const a = tt.array(x, { device });
  const o = tt.zeros([x.length], tt.f32, { device });
  await k.launch(x.length, { x: a, o });
  const r = (await o.read()) as Float32Array;
  a.dispose();
  o.dispose();
  return r;
}

const available = (backend: string) => tt.devices().some((d) => d.backend === backend && d.available);

describe('f32 Math.exp is bit-identical to js', { timeout: 60_000 }, () => {
  it('the sweep holds the thresholds, the specials and the hard cases', () => {
    expect(bitsIn.length).toBeGreaterThan(6_000_000);
    expect(HARD_EXP_F32.length).toBeGreaterThan(100);
    expect(want.some(Number.isNaN) && want.includes(0) && want.includes(Number.POSITIVE_INFINITY)).toBe(true);
    expect(want.some((v) => v > 0 && v < 2 ** -126)).toBe(true); // subnormal results
  });

  it('js: the kernel gives Math.fround(Math.exp(x)) (the reference below)', async () => {
    const some = xs.filter((_, i) => i % 64 === 0 || i >= xs.length - HARD_EXP_F32.length);
    const got = await expOn('js', lanes, some);
    const ref = Float32Array.from(some, (x) => Math.exp(x));
    expect(new Uint32Array(got.buffer)).toEqual(new Uint32Array(ref.buffer));
  });

  it.skipIf(!available('native'))('native (vectorised block loop)', async () => {
    const r = mismatches(await expOn('native', lanes, xs));
    expect(r.first).toEqual([]);
    expect(r.count).toBe(0);
  });

  it.skipIf(!available('wasm'))('wasm, 4-lane SIMD', async () => {
    expect(simdVerdict(lanes.ir).simd).toBe(true);
    const r = mismatches(await expOn('wasm', lanes, xs));
    expect(r.first).toEqual([]);
  });

  it.skipIf(!available('wasm'))('wasm, scalar code', async () => {
    expect(simdVerdict(scalar.ir).simd).toBe(false);
    const r = mismatches(await expOn('wasm', scalar, xs));
    expect(r.first).toEqual([]);
  });
});

/** o[i] = Math.log(x[i]), which native also computes with js's bits (wasm: within 1 ulp). */
const logLanes = tt.kernel({ x: F32, o: F32 }, (i, { x, o }) => {
  o[i] = Math.log(x[i]);
});

/** Every 997th pattern, the floats nearest each power of two, fdlibm's case boundaries, specials. */
function logArgumentBits(): Uint32Array {
  const out: number[] = [];
  sweep(out, 0, 0x7fffffff, 997);
  for (let e = 0; e < 255; e++) sweep(out, Math.max(0, (e << 23) - 8), (e << 23) + 8, 1); // |f| < 2^-20
  // fdlibm's (hx - 0x6147a) | (0x6b851 - hx) sign flips: the double's top 20 mantissa bits are the f32's
  for (const m of [0x6147a, 0x6b851])
    for (const e of [0x3f, 0x40, 0x7e, 0x7f, 0x80, 0x81, 0xc0])
      sweep(out, ((e << 23) | (m << 3)) - 16, ((e << 23) | (m << 3)) + 16, 1);
  sweep(out, 0x3f800000 - 4096, 0x3f800000 + 4096, 1); // around 1
  for (const x of [0, 1, 0x7f800000, 0x7fc00000, 0x7f800001, 0x7f7fffff]) sweep(out, x, x, 1);
  return Uint32Array.from(out);
}

describe.skipIf(!available('native'))(
  'f32 Math.log is bit-identical to js on native',
  { timeout: 60_000 },
  () => {
    it('over every 997th pattern, powers of two, fdlibm case boundaries and specials', async () => {
      const xl = new Float32Array(logArgumentBits().buffer);
      const wantLog = Float32Array.from(xl, (x) => Math.log(x));
      expect(wantLog.some(Number.isNaN) && wantLog.includes(Number.NEGATIVE_INFINITY)).toBe(true);
      const got = await expOn('native', logLanes, xl);
      const g = new Uint32Array(got.buffer);
      const w = new Uint32Array(wantLog.buffer);
      const bad: string[] = [];
      for (let i = 0; i < xl.length && bad.length < 5; i++)
        if (g[i] !== w[i] && !(Number.isNaN(got[i]) && Number.isNaN(wantLog[i])))
          bad.push(`log(${xl[i]}) = ${wantLog[i]}, got ${got[i]}`);
      expect(bad).toEqual([]);
    });
  },
);
