/**
 * The two workloads of the speed issue that the demo does not have: Black-Scholes (1M options,
 * exp/log/sqrt per option) and an element-wise chain with a square root (16M f32). Same shape as
 * demo/workloads.ts (kernel, inputs, hand-written JS loops, result check), so the benchmark and the
 * C-reference test treat them like the demo's workloads.
 */
import type { Host, Inputs, Workload } from '../demo/workloads.js';
import * as tt from '../src/index.js';

const fr = Math.fround;
const f32 = (x: Inputs[string]) => x as Float32Array;
const num = (x: Inputs[string]) => x as number;

function uniform(len: number, seed: number, scale: number, offset: number): Float32Array {
  const out = new Float32Array(len);
  for (let i = 0; i < len; i++)
    out[i] = (((Math.imul(i + 1, 2654435761) ^ seed) >>> 0) / 2 ** 32) * scale + offset;
  return out;
}

function close(got: Host, want: Host, rel: number): string | null {
  for (let i = 0; i < got.length; i++) {
    const g = got[i] ?? 0;
    const w = want[i] ?? 0;
    if (!(Math.abs(g - w) <= rel * Math.max(1, Math.abs(w)))) return `element ${i}: ${g} vs ${w}`;
  }
  return null;
}

// The cumulative normal distribution by the Abramowitz-Stegun polynomial (the CUDA SDK sample).
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
const cndF32 = (d: number): number => {
  const k = fr(1 / fr(1 + fr(fr(0.2316419) * Math.abs(d))));
  let p = fr(k * fr(A5));
  p = fr(k * fr(fr(A4) + p));
  p = fr(k * fr(fr(A3) + p));
  p = fr(k * fr(fr(A2) + p));
  p = fr(k * fr(fr(A1) + p));
  const c = fr(fr(fr(RSQRT2PI) * fr(Math.exp(fr(fr(-0.5 * d) * d)))) * p);
  return d > 0 ? fr(1 - c) : c;
};

function blackScholesKernel(): tt.Kernel {
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

function blackScholesLoop(p: Inputs, f: (x: number) => number, cn: (d: number) => number): void {
  const S = f32(p.S);
  const X = f32(p.X);
  const T = f32(p.T);
  const call = f32(p.call);
  const put = f32(p.put);
  const R = f(num(p.R));
  const V = f(num(p.V));
  for (let i = 0; i < S.length; i++) {
    const s = S[i] ?? 0;
    const x = X[i] ?? 0;
    const t = T[i] ?? 0;
    const sqrtT = f(Math.sqrt(t));
    const d1 = f(f(f(Math.log(f(s / x))) + f(f(R + f(f(0.5 * V) * V)) * t)) / f(V * sqrtT));
    const d2 = f(d1 - f(V * sqrtT));
    const cd1 = cn(d1);
    const cd2 = cn(d2);
    const e = f(Math.exp(f(-R * t)));
    call[i] = f(f(s * cd1) - f(f(x * e) * cd2));
    put[i] = f(f(f(x * e) * f(1 - cd2)) - f(s * f(1 - cd1)));
  }
}

const id = (x: number) => x;

export const blackScholes: Workload = {
  name: 'blackscholes',
  kernel: blackScholesKernel(),
  define: blackScholesKernel,
  describe: (size) => `${size / 2 ** 20}M options, f32`,
  make: (size) => ({
    inputs: {
      S: uniform(size, 1, 25, 5),
      X: uniform(size, 2, 99, 1),
      T: uniform(size, 3, 9.75, 0.25),
      call: new Float32Array(size),
      put: new Float32Array(size),
      R: 0.02,
      V: 0.3,
    },
    range: size,
    outputs: ['call', 'put'],
  }),
  js: (p) => blackScholesLoop(p, id, cnd),
  jsF32: (p) => blackScholesLoop(p, fr, cndF32),
  check: (_o, got, want) => close(got, want, 1e-4),
  demoSize: 2 ** 16,
  benchSize: 2 ** 20,
};

function chainKernel(): tt.Kernel {
  return tt.kernel(
    { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), out: tt.arrayOf(tt.f32) },
    (i, { x, y, out }) => {
      out[i] = Math.sqrt(x[i] * x[i] + y[i] * y[i]) * 0.5 + 1;
    },
    { name: 'chain' },
  );
}

export const sqrtChain: Workload = {
  name: 'chain',
  kernel: chainKernel(),
  define: chainKernel,
  describe: (size) => `sqrt(x²+y²)·0.5+1, ${size / 2 ** 20}M f32`,
  make: (size) => ({
    inputs: { x: uniform(size, 4, 2, -1), y: uniform(size, 5, 2, -1), out: new Float32Array(size) },
    range: size,
    outputs: ['out'],
  }),
  js: (p) => {
    const x = f32(p.x);
    const y = f32(p.y);
    const out = f32(p.out);
    for (let i = 0; i < out.length; i++) {
      const a = x[i] ?? 0;
      const b = y[i] ?? 0;
      out[i] = Math.sqrt(a * a + b * b) * 0.5 + 1;
    }
  },
  jsF32: (p) => {
    const x = f32(p.x);
    const y = f32(p.y);
    const out = f32(p.out);
    for (let i = 0; i < out.length; i++) {
      const a = x[i] ?? 0;
      const b = y[i] ?? 0;
      out[i] = fr(fr(fr(Math.sqrt(fr(fr(a * a) + fr(b * b)))) * 0.5) + 1);
    }
  },
  check: (_o, got, want) => close(got, want, 1e-6),
  demoSize: 2 ** 20,
  benchSize: 2 ** 24,
};

export const NATIVE_EXTRA_WORKLOADS: readonly Workload[] = [blackScholes, sqrtChain];
