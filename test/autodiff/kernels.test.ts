/**
 * Adjoints of whole kernels and launch sequences through tt.Tape, against finite differences (f64
 * on js) on every available device: saxpy, a 1-D and a 2-D stencil over 10 launches, a chain of
 * two kernels, loops (an accumulator, and a carried value whose iterations are recomputed).
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, fdOf, floatsOf, relError, rng, weights } from './support.js';

type F = tt.DType<'f32'> | tt.DType<'f64'>;

const saxpyOf = (dt: F) =>
  tt.kernel({ a: dt, x: tt.arrayOf(dt), y: tt.arrayOf(dt), out: tt.arrayOf(dt) }, (i, { a, x, y, out }) => {
    out[i] = a * x[i] + y[i];
  });

const N = 16;
const stencilOf = (dt: F) =>
  tt.kernel({ u: tt.arrayOf(dt), v: tt.arrayOf(dt), c: dt, n: tt.i32 }, (i, { u, v, c, n }) => {
    if (i === 0 || i === n - 1) {
      v[i] = u[i];
      return;
    }
    v[i] = u[i] + c * (u[i - 1] - 2 * u[i] + u[i + 1]) - 0.1 * Math.tanh(u[i]) * u[i];
  });

const H = 5;
const W = 6;
const stencil2Of = (dt: F) =>
  tt.kernel({ u: tt.arrayOf(dt), v: tt.arrayOf(dt), w: tt.i32, h: tt.i32 }, ([r, c], { u, v, w, h }) => {
    const k = r * w + c;
    const up = r > 0 ? u[k - w] : u[k];
    const down = r < h - 1 ? u[k + w] : u[k];
    const left = c > 0 ? u[k - 1] : u[k];
    const right = c < w - 1 ? u[k + 1] : u[k];
    v[k] = 0.6 * u[k] + 0.1 * (up + down + left + right) + 0.05 * Math.sin(u[k]) * u[k];
  });

const loopsOf = (dt: F) =>
  tt.kernel(
    { x: tt.arrayOf(dt), y: tt.arrayOf(dt), out: tt.arrayOf(dt), m: tt.i32 },
    (i, { x, y, out, m }) => {
      let s = 0;
      for (let j = 0; j < m; j++) s += x[(i + j) % m] * y[i];
      let p = x[i];
      for (let j = 0; j < 4; j++) p = p * Math.cos(p) + y[i];
      let q = y[i];
      let t = 0;
      while (t < 3) {
        q = Math.sqrt(q * q + x[i]);
        t++;
      }
      out[i] = s + p + q;
    },
  );

async function on<T extends tt.NDArray>(xs: T[]) {
  return Promise.all(xs.map((x) => x.read()));
}

/** Runs the 10-step 1-D stencil from u0 on js in f64 and returns Σ w · u10. */
async function stencilLoss(k: ReturnType<typeof stencilOf>, u0: number[], w: number[]) {
  let u = tt.array(Float64Array.from(u0), { device: 'js' });
  for (let s = 0; s < 10; s++) {
    const v = tt.zeros([N], tt.f64, { device: 'js' });
    await k.launch(N, { u, v, c: 0.2, n: N });
    u = v;
  }
  const r = await u.read();
  return r.reduce((a, x, j) => a + x * (w[j] ?? 0), 0);
}

describe.each(available.map((d) => ({ id: d.id, device: d })))('adjoint kernels on $id', ({ device }) => {
  for (const { dt, tol } of floatsOf(device)) {
    it(`saxpy (${dt.name}): x.grad = a·w, y.grad = w`, async () => {
      const w = weights(N);
      const x = tt.array(weights(N, 2), { device, dtype: dt, requiresGrad: true });
      const y = tt.array(weights(N, 3), { device, dtype: dt, requiresGrad: true });
      const out = tt.zeros([N], dt, { device });
      const tape = new tt.Tape();
      await tape.record(() => saxpyOf(dt).launch(N, { a: 2.5, x, y, out }));
      await tape.backward(out, w);
      const [gx, gy] = await on([x.grad as tt.NDArray, y.grad as tt.NDArray]);
      expect(
        relError(
          gx as Float64Array,
          w.map((v) => 2.5 * v),
        ),
      ).toBeLessThan(tol);
      expect(relError(gy as Float64Array, w)).toBeLessThan(tol);
      // gradients accumulate until zero()
      await tape.backward(out, w);
      expect(
        relError(
          (await (y.grad as tt.NDArray).read()) as Float64Array,
          w.map((v) => 2 * v),
        ),
      ).toBeLessThan(tol);
      await tape.zero();
      expect([...(await (y.grad as tt.NDArray).read())]).toEqual(new Array(N).fill(0));
    });

    it(`1-D stencil over 10 launches (${dt.name}) matches finite differences`, async () => {
      const r = rng(11);
      const u0 = Array.from({ length: N }, () => r() - 0.5);
      const w = weights(N, 5);
      const k = stencilOf(dt);
      const want = await fdOf((u) => stencilLoss(stencilOf(tt.f64), u, w), u0);
      const first = tt.array(u0, { device, dtype: dt, requiresGrad: true });
      let u = first;
      const tape = new tt.Tape();
      await tape.record(async () => {
        for (let s = 0; s < 10; s++) {
          const v = tt.zeros([N], dt, { device });
          await k.launch(N, { u, v, c: 0.2, n: N });
          u = v;
        }
      });
      expect(tape.length).toBe(10);
      await tape.backward(u, w);
      expect(relError((await (first.grad as tt.NDArray).read()) as Float64Array, want)).toBeLessThan(tol);
    });

    it(`2-D stencil over 10 launches (${dt.name}) matches finite differences`, async () => {
      const r = rng(12);
      const u0 = Array.from({ length: H * W }, () => r());
      const w = weights(H * W, 6);
      const run = async (d: tt.Device | string, t: F, start: tt.NDArray, tape?: tt.Tape) => {
        let u = start as tt.NDArray<'f32' | 'f64'>;
        const steps = async () => {
          for (let s = 0; s < 10; s++) {
            const v = tt.zeros([H * W], t, { device: d });
            await stencil2Of(t).launch([H, W], { u, v, w: W, h: H });
            u = v;
          }
        };
        if (tape) await tape.record(steps);
        else await steps();
        return u;
      };
      const want = await fdOf(async (x) => {
        const u = await (await run('js', tt.f64, tt.array(Float64Array.from(x), { device: 'js' }))).read();
        return [...u].reduce((a, v, j) => a + v * (w[j] ?? 0), 0);
      }, u0);
      const first = tt.array(u0, { device, dtype: dt, requiresGrad: true });
      const tape = new tt.Tape();
      const last = await run(device, dt, first, tape);
      await tape.backward(last, w);
      expect(relError((await (first.grad as tt.NDArray).read()) as Float64Array, want)).toBeLessThan(tol);
    });

    it(`a chain of two kernels (${dt.name}): gradients flow through the intermediate`, async () => {
      const k1 = tt.kernel({ v: tt.arrayOf(dt), p: tt.arrayOf(dt), u: tt.arrayOf(dt) }, (i, { v, p, u }) => {
        u[i] = Math.sin(v[i]) * p[i];
      });
      const k2 = tt.kernel(
        { u: tt.arrayOf(dt), v: tt.arrayOf(dt), out: tt.arrayOf(dt) },
        (i, { u, v, out }) => {
          out[i] = u[i] * u[i] + Math.exp(v[i]);
        },
      );
      const vs = weights(N, 8);
      const ps = weights(N, 9);
      const v = tt.array(vs, { device, dtype: dt, requiresGrad: true });
      const p = tt.array(ps, { device, dtype: dt, requiresGrad: true });
      const u = tt.zeros([N], dt, { device });
      const out = tt.zeros([N], dt, { device });
      const tape = new tt.Tape();
      await tape.record(async () => {
        await k1.launch(N, { v, p, u });
        await k2.launch(N, { u, v, out });
      });
      await tape.backward(out);
      const dv = vs.map((x, j) => 2 * Math.sin(x) * (ps[j] ?? 0) ** 2 * Math.cos(x) + Math.exp(x));
      const dp = vs.map((x, j) => 2 * Math.sin(x) ** 2 * (ps[j] ?? 0));
      expect(relError((await (v.grad as tt.NDArray).read()) as Float64Array, dv)).toBeLessThan(tol);
      expect(relError((await (p.grad as tt.NDArray).read()) as Float64Array, dp)).toBeLessThan(tol);
    });

    it(`loops (${dt.name}): an accumulator, a recomputed carried value, a while loop`, async () => {
      const M = 8;
      const xs = weights(M, 13);
      const ys = weights(M, 14);
      const w = weights(M, 15);
      const loss = async (x: number[], y: number[]) => {
        const o = tt.zeros([M], tt.f64, { device: 'js' });
        await loopsOf(tt.f64).launch(M, {
          x: tt.array(Float64Array.from(x), { device: 'js' }),
          y: tt.array(Float64Array.from(y), { device: 'js' }),
          out: o,
          m: M,
        });
        return (await o.read()).reduce((a, v, j) => a + v * (w[j] ?? 0), 0);
      };
      const wantX = await fdOf((x) => loss(x, ys), xs);
      const wantY = await fdOf((y) => loss(xs, y), ys);
      const x = tt.array(xs, { device, dtype: dt, requiresGrad: true });
      const y = tt.array(ys, { device, dtype: dt, requiresGrad: true });
      const out = tt.zeros([M], dt, { device });
      const tape = new tt.Tape();
      await tape.record(() => loopsOf(dt).launch(M, { x, y, out, m: M }));
      await tape.backward(out, w);
      expect(relError((await (x.grad as tt.NDArray).read()) as Float64Array, wantX)).toBeLessThan(tol);
      expect(relError((await (y.grad as tt.NDArray).read()) as Float64Array, wantY)).toBeLessThan(tol);
    });
  }
});
