/**
 * Black-Scholes Greeks by autodiff: the call-price kernel is written once; one backward pass of
 * the tape gives delta (∂C/∂S) and vega (∂C/∂σ) of every option, checked here against the
 * closed forms N(d1) and S·φ(d1)·√T.
 */
import * as tt from '../../src/index.js';

/** The normal CDF (Abramowitz-Stegun 26.2.17, error below 1e-7); a helper of the kernel. */
export function cnd(d: number): number {
  const k = 1 / (1 + 0.2316419 * Math.abs(d));
  const poly = k * (0.31938153 + k * (-0.356563782 + k * (1.781477937 + k * (-1.821255978 + k * 1.330274429))));
  const w = 1 - 0.3989422804014327 * Math.exp(-0.5 * d * d) * poly;
  return d < 0 ? 1 - w : w;
}

export const callPrice = tt.kernel(
  {
    S: tt.arrayOf(tt.f32),
    K: tt.arrayOf(tt.f32),
    T: tt.arrayOf(tt.f32),
    sigma: tt.arrayOf(tt.f32),
    price: tt.arrayOf(tt.f32),
    r: tt.f32,
  },
  (i, { S, K, T, sigma, price, r }) => {
    const sqrtT = Math.sqrt(T[i]);
    const d1 = (Math.log(S[i] / K[i]) + (r + 0.5 * sigma[i] * sigma[i]) * T[i]) / (sigma[i] * sqrtT);
    const d2 = d1 - sigma[i] * sqrtT;
    price[i] = S[i] * cnd(d1) - K[i] * Math.exp(-r * T[i]) * cnd(d2);
  },
  { helpers: { cnd } },
);

export interface Greeks {
  readonly price: Float32Array;
  readonly delta: Float32Array;
  readonly vega: Float32Array;
  /** Largest difference from the closed-form delta and (relative) vega. */
  readonly deltaError: number;
  readonly vegaError: number;
}

/** Prices, deltas and vegas of `n` pseudo-random options on `device`. */
export async function greeks(device: tt.DeviceSelector, n = 4096, r = 0.03): Promise<Greeks> {
  let seed = 12345;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const host = (lo: number, span: number) => Float32Array.from({ length: n }, () => lo + span * rand());
  const [s0, k0, t0, v0] = [host(60, 80), host(70, 60), host(0.25, 2), host(0.1, 0.4)];
  const S = tt.array(s0, { device, requiresGrad: true });
  const sigma = tt.array(v0, { device, requiresGrad: true });
  const price = tt.zeros([n], tt.f32, { device });
  const tape = new tt.Tape();
  await tape.record(() =>
    callPrice.launch(n, { S, K: tt.array(k0, { device }), T: tt.array(t0, { device }), sigma, price, r }),
  );
  await tape.backward(price);
  const delta = (await (S.grad as tt.NDArray).read()) as Float32Array;
  const vega = (await (sigma.grad as tt.NDArray).read()) as Float32Array;
  let deltaError = 0;
  let vegaError = 0;
  for (let i = 0; i < n; i++) {
    const [s, k, t, v] = [s0[i] ?? 0, k0[i] ?? 0, t0[i] ?? 0, v0[i] ?? 0];
    const d1 = (Math.log(s / k) + (r + 0.5 * v * v) * t) / (v * Math.sqrt(t));
    const phi = Math.exp(-0.5 * d1 * d1) / Math.sqrt(2 * Math.PI);
    deltaError = Math.max(deltaError, Math.abs((delta[i] ?? 0) - cnd(d1)));
    const exact = s * phi * Math.sqrt(t);
    vegaError = Math.max(vegaError, Math.abs((vega[i] ?? 0) - exact) / Math.max(1, exact));
  }
  return { price: (await price.read()) as Float32Array, delta, vega, deltaError, vegaError };
}
