/**
 * Fitting a damped spring's stiffness k and damping c to observed positions, by gradient descent
 * with tutti's autodiff: one kernel simulates each spring (its own start position) over 200 steps
 * (semi-implicit Euler) and sums its squared distance to the observations; the tape gives
 * ∂loss/∂(k, c) through the 200 steps, on any device.
 */
import * as tt from '../../src/index.js';

export const STEPS = 200;
export const DT = 0.05;

export const simulate = tt.kernel(
  {
    params: tt.arrayOf(tt.f32), // [k, c]
    x0: tt.arrayOf(tt.f32),
    observed: tt.arrayOf(tt.f32), // STEPS per spring
    loss: tt.arrayOf(tt.f32),
    steps: tt.i32,
    dt: tt.f32,
  },
  (i, { params, x0, observed, loss, steps, dt }) => {
    const k = params[0];
    const c = params[1];
    let x = x0[i];
    let v = 0;
    let err = 0;
    for (let t = 0; t < steps; t++) {
      v = v - (k * x + c * v) * dt;
      x = x + v * dt;
      const d = x - observed[i * steps + t];
      err += d * d;
    }
    loss[i] = err;
  },
);

/** The positions of springs with stiffness k and damping c from starts x0, as the kernel steps them. */
export function trajectories(k: number, c: number, x0: readonly number[]): Float32Array {
  const out = new Float32Array(x0.length * STEPS);
  const f = Math.fround;
  x0.forEach((start, i) => {
    let x = f(start);
    let v = 0;
    for (let t = 0; t < STEPS; t++) {
      v = f(v - f(f(f(k * x) + f(c * v)) * DT));
      x = f(x + f(v * DT));
      out[i * STEPS + t] = x;
    }
  });
  return out;
}

export interface FitResult {
  readonly k: number;
  readonly c: number;
  readonly firstLoss: number;
  readonly lastLoss: number;
}

/** Gradient descent on (k, c) from a wrong guess toward the observations of (trueK, trueC). */
export async function fitSpring(
  device: tt.DeviceSelector,
  opts: { trueK?: number; trueC?: number; iterations?: number; rate?: number } = {},
): Promise<FitResult> {
  const x0s = [1, 0.5, -0.8, 1.5];
  const observed = tt.array(trajectories(opts.trueK ?? 4, opts.trueC ?? 0.5, x0s), { device });
  const x0 = tt.array(x0s, { device });
  const guess = [2.5, 0.2];
  let firstLoss = Number.NaN;
  let lastLoss = Number.NaN;
  const rate = opts.rate ?? 0.002;
  for (let it = 0; it < (opts.iterations ?? 60); it++) {
    const params = tt.array(guess, { device, requiresGrad: true });
    const loss = tt.zeros([x0s.length], tt.f32, { device });
    const tape = new tt.Tape();
    await tape.record(() => simulate.launch(x0s.length, { params, x0, observed, loss, steps: STEPS, dt: DT }));
    await tape.backward(loss);
    const total = (await loss.read()).reduce((a, b) => a + b, 0);
    if (it === 0) firstLoss = total;
    lastLoss = total;
    const g = await (params.grad as tt.NDArray<'f32' | 'f64'>).read();
    // a gradient step, each coordinate's step capped (the loss is steep in k)
    guess.forEach((p, j) => {
      guess[j] = p - Math.max(-0.25, Math.min(0.25, rate * (g[j] ?? 0)));
    });
  }
  return { k: guess[0] ?? 0, c: guess[1] ?? 0, firstLoss, lastLoss };
}
