/**
 * tt.grad / tt.valueAndGrad of functions written with tt.np: a least-squares loss (broadcast
 * multiply, sum over an axis, subtract, square, full sum) against its analytic gradient
 * 2·Xᵀ(Xw − y) on every available device, np.mean, argnums, and the refusals.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, fdOf, floatsOf, relError, rng } from './support.js';

const { np } = tt;
const M = 7;
const K = 3;
const r = rng(31);
const Xs = Array.from({ length: M * K }, () => r() - 0.5);
const Ys = Array.from({ length: M }, () => r());
const Ws = Array.from({ length: K }, () => r());

function analytic(): number[] {
  const res = Ys.map((y, i) => Ws.reduce((a, w, k) => a + (Xs[i * K + k] ?? 0) * w, 0) - y);
  return Ws.map((_, k) => 2 * res.reduce((a, e, i) => a + (Xs[i * K + k] ?? 0) * e, 0));
}

describe.each(available.map((d) => ({ id: d.id, device: d })))('tt.grad with tt.np on $id', ({ device }) => {
  for (const { dt, tol } of floatsOf(device)) {
    it(`least squares (${dt.name}): tt.grad equals 2·Xᵀ(Xw − y)`, async () => {
      const X = tt.array(Xs, { device, dtype: dt, shape: [M, K] });
      const Y = tt.array(Ys, { device, dtype: dt });
      const w = tt.array(Ws, { device, dtype: dt });
      const loss = (v: tt.NDArray) =>
        np.sum(np.square(np.subtract(np.sum(np.multiply(X, v), { axis: 1 }), Y)));
      const dw = tt.grad(loss)(w) as tt.NDArray;
      expect(dw.shape).toEqual([K]);
      expect(relError((await dw.read()) as Float64Array, analytic())).toBeLessThan(tol);
      const [value, g] = tt.valueAndGrad(loss)(w);
      const want = Ys.reduce(
        (a, y, i) => a + (Ws.reduce((s, c, k) => s + (Xs[i * K + k] ?? 0) * c, 0) - y) ** 2,
        0,
      );
      expect(Math.abs((await value.item()) - want)).toBeLessThan(tol);
      expect(relError((await (g as tt.NDArray).read()) as Float64Array, analytic())).toBeLessThan(tol);
    });
  }
});

describe('tt.grad', () => {
  it('np.matmul (the design example): d/dw sum((X·w − y)²) and d/dW of a 2-D product', async () => {
    const X = tt.array(Xs, { dtype: tt.f64, device: 'js', shape: [M, K] });
    const Y = tt.array(Ys, { dtype: tt.f64, device: 'js' });
    const w = tt.array(Ws, { dtype: tt.f64, device: 'js' });
    const loss = (v: tt.NDArray) => np.sum(np.square(np.subtract(np.matmul(X, v), Y)));
    expect(
      relError((await (tt.grad(loss)(w) as tt.NDArray).read()) as Float64Array, analytic()),
    ).toBeLessThan(1e-12);
    // L = sum(X·W ⊙ R) for W [K, 2]: dL/dW = Xᵀ·R
    const W = tt.array([1, 2, 3, 4, 5, 6], { dtype: tt.f64, device: 'js', shape: [K, 2] });
    const Rs = Array.from({ length: M * 2 }, (_, j) => (j % 3) - 1);
    const R = tt.array(Rs, { dtype: tt.f64, device: 'js', shape: [M, 2] });
    const dW = tt.grad((v) => np.sum(np.multiply(np.matmul(X, v), R)))(W) as tt.NDArray;
    const want = [0, 1, 2, 3, 4, 5].map((j) => {
      const [k, c] = [Math.trunc(j / 2), j % 2];
      return Array.from({ length: M }, (_, i) => (Xs[i * K + k] ?? 0) * (Rs[i * 2 + c] ?? 0)).reduce(
        (a, b) => a + b,
        0,
      );
    });
    expect(relError((await dW.read()) as Float64Array, want)).toBeLessThan(1e-12);
  });

  it('a small MLP written with np: tanh(X·W1)·w2, squared error, against finite differences', async () => {
    const H = 4;
    const w1s = Array.from({ length: K * H }, () => r() - 0.5);
    const w2s = Array.from({ length: H }, () => r() - 0.5);
    const X = tt.array(Xs, { dtype: tt.f64, device: 'js', shape: [M, K] });
    const Y = tt.array(Ys, { dtype: tt.f64, device: 'js' });
    const mlp = (w1: tt.NDArray, w2: tt.NDArray) =>
      np.mean(np.square(np.subtract(np.matmul(np.tanh(np.matmul(X, w1)), w2), Y)));
    const arr = (v: number[], shape: number[]) => tt.array(v, { dtype: tt.f64, device: 'js', shape });
    const [g1, g2] = tt.grad(mlp, { argnums: [0, 1] })(arr(w1s, [K, H]), arr(w2s, [H])) as tt.NDArray[];
    const lossAt = async (a: number[], b: number[]) => mlp(arr(a, [K, H]), arr(b, [H])).item();
    const want1 = await fdOf((a) => lossAt(a, w2s), w1s);
    const want2 = await fdOf((b) => lossAt(w1s, b), w2s);
    expect(relError((await (g1 as tt.NDArray).read()) as Float64Array, want1)).toBeLessThan(1e-7);
    expect(relError((await (g2 as tt.NDArray).read()) as Float64Array, want2)).toBeLessThan(1e-7);
  });

  it('np.mean, exp and argnums: d/da mean(a·exp(b)) and d/db', async () => {
    const a = tt.array([1, 2, 3, 4], { dtype: tt.f64, device: 'js' });
    const b = tt.array([0, 0.5, -1, 0.25], { dtype: tt.f64, device: 'js' });
    const [ga, gb] = tt.grad((x, y) => np.mean(np.multiply(x, np.exp(y))), { argnums: [0, 1] })(
      a,
      b,
    ) as tt.NDArray[];
    const av = [1, 2, 3, 4];
    const bv = [0, 0.5, -1, 0.25];
    expect(
      relError(
        (await (ga as tt.NDArray).read()) as Float64Array,
        bv.map((y) => Math.exp(y) / 4),
      ),
    ).toBeLessThan(1e-12);
    expect(
      relError(
        (await (gb as tt.NDArray).read()) as Float64Array,
        bv.map((y, j) => ((av[j] ?? 0) * Math.exp(y)) / 4),
      ),
    ).toBeLessThan(1e-12);
  });

  it('leaves arr.grad alone (functional), and a mean over an axis has the right gradient', async () => {
    const x = tt.array([1, 2, 3, 4, 5, 6], {
      dtype: tt.f64,
      device: 'js',
      shape: [2, 3],
      requiresGrad: true,
    });
    const g = tt.grad((v) => np.sum(np.square(np.mean(v, { axis: 0 }))))(x) as tt.NDArray;
    // mean over axis 0: m = [2.5, 3.5, 4.5]; d/dx[r][c] = 2·m[c]/2
    expect([...(await g.read())]).toEqual([2.5, 3.5, 4.5, 2.5, 3.5, 4.5]);
    expect([...(await (x.grad as tt.NDArray).read())]).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('refuses a function that does not return one element, and integer arguments', () => {
    const x = tt.array([1, 2], { dtype: tt.f64, device: 'js' });
    expect(() => tt.grad((v) => np.square(v))(x)).toThrow(
      expect.objectContaining({ code: 'AUTODIFF_BAD_ARGUMENT' }),
    );
    const i = tt.array(new Int32Array([1, 2]), { device: 'js' });
    expect(() => tt.grad((v) => np.sum(v))(i)).toThrow(
      expect.objectContaining({ code: 'AUTODIFF_BAD_ARGUMENT' }),
    );
  });
});
