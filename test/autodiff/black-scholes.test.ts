/**
 * Black-Scholes call prices differentiated by the tape: delta (∂C/∂S) and vega (∂C/∂σ) against
 * the analytic Greeks N(d1) and S·φ(d1)·√T, on every available device. The kernel's normal CDF is
 * the Abramowitz-Stegun polynomial (error below 1e-7) in a helper, so the check also covers
 * inlined helpers and an early return. Tolerances: f64 delta 1e-5 absolute, vega 2e-4 relative (the
 * polynomial's derivative is φ only within ~1e-6, times S·√T); f32 2e-3.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, floatsOf, rng } from './support.js';

type F = tt.DType<'f32'> | tt.DType<'f64'>;

function cnd(d: number): number {
  const k = 1 / (1 + 0.2316419 * Math.abs(d));
  const poly =
    k * (0.31938153 + k * (-0.356563782 + k * (1.781477937 + k * (-1.821255978 + k * 1.330274429))));
  const w = 1 - 0.3989422804014327 * Math.exp(-0.5 * d * d) * poly;
  return d < 0 ? 1 - w : w;
}

const blackScholesOf = (dt: F) =>
  tt.kernel(
    {
      S: tt.arrayOf(dt),
      K: tt.arrayOf(dt),
      T: tt.arrayOf(dt),
      sigma: tt.arrayOf(dt),
      price: tt.arrayOf(dt),
      r: dt,
      n: tt.i32,
    },
    (i, { S, K, T, sigma, price, r, n }) => {
      if (i >= n) return;
      const sqrtT = Math.sqrt(T[i]);
      const d1 = (Math.log(S[i] / K[i]) + (r + 0.5 * sigma[i] * sigma[i]) * T[i]) / (sigma[i] * sqrtT);
      const d2 = d1 - sigma[i] * sqrtT;
      price[i] = S[i] * cnd(d1) - K[i] * Math.exp(-r * T[i]) * cnd(d2);
    },
    { helpers: { cnd } },
  );

const N = 24;
const r = rng(21);
const S = Array.from({ length: N }, () => 60 + 80 * r());
const K = Array.from({ length: N }, () => 70 + 60 * r());
const T = Array.from({ length: N }, () => 0.25 + 2 * r());
const sigma = Array.from({ length: N }, () => 0.1 + 0.4 * r());
const rate = 0.03;

const phi = (x: number) => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
const d1 = S.map((s, j) => {
  const t = T[j] ?? 1;
  const v = sigma[j] ?? 0.2;
  return (Math.log(s / (K[j] ?? 1)) + (rate + 0.5 * v * v) * t) / (v * Math.sqrt(t));
});
const delta = d1.map((d) => cnd(d));
const vega = d1.map((d, j) => (S[j] ?? 0) * phi(d) * Math.sqrt(T[j] ?? 1));

describe.each(available.map((d) => ({ id: d.id, device: d })))(
  'Black-Scholes Greeks on $id',
  ({ device }) => {
    for (const { dt } of floatsOf(device)) {
      it(`delta and vega (${dt.name}) match the analytic Greeks`, async () => {
        const arr = (v: number[], grad = false) => tt.array(v, { device, dtype: dt, requiresGrad: grad });
        const s = arr(S, true);
        const v = arr(sigma, true);
        const price = tt.zeros([N + 8], dt, { device });
        const tape = new tt.Tape();
        // 8 items past n return at once: their gradients are zero
        await tape.record(() =>
          blackScholesOf(dt).launch(N + 8, { S: s, K: arr(K), T: arr(T), sigma: v, price, r: rate, n: N }),
        );
        await tape.backward(price);
        const gotDelta = await (s.grad as tt.NDArray<'f32' | 'f64'>).read();
        const gotVega = await (v.grad as tt.NDArray<'f32' | 'f64'>).read();
        const f64 = dt.name === 'f64';
        const deltaErr = Math.max(...delta.map((d, j) => Math.abs((gotDelta[j] ?? 0) - d)));
        const vegaErr = Math.max(...vega.map((g, j) => Math.abs((gotVega[j] ?? 0) - g) / Math.max(1, g)));
        expect(deltaErr).toBeLessThan(f64 ? 1e-5 : 2e-3);
        expect(vegaErr).toBeLessThan(f64 ? 2e-4 : 2e-3);
      });
    }
  },
);
