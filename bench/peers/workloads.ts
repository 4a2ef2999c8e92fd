/**
 * The two workloads of issue 15's table that demo/workloads.ts does not have: Black-Scholes (the
 * CUDA SDK sample, cumulative normal by the Abramowitz-Stegun polynomial) and the sqrt chain
 * `sqrt(x² + y²) · 0.5 + 1`. Same shape as the demo's: a kernel, inputs, the plain f64 JS loop and
 * the same loop with tutti's f32 rounding (`Math.fround` where the kernel rounds).
 */
import type { Host, Inputs, Workload } from '../../demo/workloads.js';
import * as tt from '../../src/index.js';

const fr = Math.fround;
const f32 = (x: Inputs[string]) => x as Float32Array;
const num = (x: Inputs[string]) => x as number;

function close(got: Host, want: Host, rel: number): string | null {
  for (let i = 0; i < got.length; i++) {
    const g = got[i];
    const w = want[i];
    if (!(Math.abs(g - w) <= rel * Math.max(1, Math.abs(w)))) return `element ${i}: ${g} vs ${w}`;
  }
  return null;
}

function uniform(len: number, seed: number, lo: number, hi: number): Float32Array {
  const out = new Float32Array(len);
  for (let i = 0; i < len; i++)
    out[i] = lo + (hi - lo) * (((Math.imul(i + 1, 2654435761) ^ seed) >>> 0) / 2 ** 32);
  return out;
}

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

// The same constants and polynomial in f32, as the kernel computes them (every operation rounded).
const B1 = fr(A1);
const B2 = fr(A2);
const B3 = fr(A3);
const B4 = fr(A4);
const B5 = fr(A5);
const BR = fr(RSQRT2PI);
const BK = fr(0.2316419);
const cndF32 = (d: number): number => {
  const k = fr(1 / fr(1 + fr(BK * Math.abs(d))));
  const poly = fr(k * fr(B1 + fr(k * fr(B2 + fr(k * fr(B3 + fr(k * fr(B4 + fr(k * B5)))))))));
  const c = fr(fr(BR * fr(Math.exp(fr(fr(-0.5 * d) * d)))) * poly);
  return d > 0 ? fr(1 - c) : c;
};

export const blackScholes: Workload = {
  name: 'blackscholes',
  kernel: defineBlackScholes(),
  define: defineBlackScholes,
  describe: (size) => `${size / 2 ** 20}M options f32`,
  make: (size) => ({
    inputs: {
      S: uniform(size, 1, 5, 30),
      X: uniform(size, 2, 1, 100),
      T: uniform(size, 3, 0.25, 10),
      call: new Float32Array(size),
      put: new Float32Array(size),
      R: 0.02,
      V: 0.3,
    },
    range: size,
    outputs: ['call', 'put'],
  }),
  js: (p) => {
    const S = f32(p.S);
    const X = f32(p.X);
    const T = f32(p.T);
    const call = f32(p.call);
    const put = f32(p.put);
    const R = num(p.R);
    const V = num(p.V);
    for (let i = 0; i < S.length; i++) {
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
    }
  },
  jsF32: (p) => {
    const S = f32(p.S);
    const X = f32(p.X);
    const T = f32(p.T);
    const call = f32(p.call);
    const put = f32(p.put);
    const R = fr(num(p.R));
    const V = fr(num(p.V));
    for (let i = 0; i < S.length; i++) {
      const s = S[i];
      const x = X[i];
      const t = T[i];
      const sqrtT = fr(Math.sqrt(t));
      const d1 = fr(fr(fr(Math.log(fr(s / x))) + fr(fr(R + fr(fr(0.5 * V) * V)) * t)) / fr(V * sqrtT));
      const d2 = fr(d1 - fr(V * sqrtT));
      const cd1 = cndF32(d1);
      const cd2 = cndF32(d2);
      const e = fr(Math.exp(fr(-R * t)));
      call[i] = fr(fr(s * cd1) - fr(fr(x * e) * cd2));
      put[i] = fr(fr(fr(x * e) * fr(1 - cd2)) - fr(s * fr(1 - cd1)));
    }
  },
  check: (_o, got, want) => close(got, want, 1e-4),
  demoSize: 2 ** 16,
  benchSize: 2 ** 20,
};

function defineBlackScholes(): tt.Kernel {
  return tt.kernel(
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
    { name: 'blackscholes', helpers: { cnd }, constants: { A1, A2, A3, A4, A5, RSQRT2PI } },
  );
}

export const sqrtChain: Workload = {
  name: 'sqrt-chain',
  kernel: defineChain(),
  define: defineChain,
  describe: (size) => `${size / 2 ** 20}M f32, sqrt(x²+y²)·0.5+1`,
  make: (size) => ({
    inputs: { x: uniform(size, 4, -10, 10), y: uniform(size, 5, -10, 10), out: new Float32Array(size) },
    range: size,
    outputs: ['out'],
  }),
  js: (p) => {
    const x = f32(p.x);
    const y = f32(p.y);
    const out = f32(p.out);
    for (let i = 0; i < out.length; i++) {
      const a = x[i];
      const b = y[i];
      out[i] = Math.sqrt(a * a + b * b) * 0.5 + 1;
    }
  },
  jsF32: (p) => {
    const x = f32(p.x);
    const y = f32(p.y);
    const out = f32(p.out);
    for (let i = 0; i < out.length; i++) {
      const a = x[i];
      const b = y[i];
      out[i] = fr(fr(fr(Math.sqrt(fr(fr(a * a) + fr(b * b)))) * 0.5) + 1);
    }
  },
  check: (_o, got, want) => close(got, want, 1e-6),
  demoSize: 2 ** 20,
  benchSize: 2 ** 24,
};

function defineChain(): tt.Kernel {
  return tt.kernel(
    { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), out: tt.arrayOf(tt.f32) },
    (i, { x, y, out }) => {
      out[i] = Math.sqrt(x[i] * x[i] + y[i] * y[i]) * 0.5 + 1;
    },
    { name: 'sqrt_chain' },
  );
}
