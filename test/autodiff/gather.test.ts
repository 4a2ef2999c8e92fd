/**
 * The gather form of stencil adjoints (src/autodiff/gather-*.ts): kernels whose loads read the
 * item's own element shifted by constants get an adjoint with no atomic operation (IR inspected),
 * which the tape uses for their launches; kernels that scatter through other indices keep the
 * atomic scatter form. Gradients of both against central finite differences (f64 on js) on every
 * available device, with guards, early returns, conditional stores and offset launches.
 */
import { describe, expect, it } from 'vitest';
import { adjointIR, adjointOf } from '../../src/autodiff/adjoint.js';
import { gathers } from '../../src/autodiff/launch-adjoint.js';
import * as tt from '../../src/index.js';
import type { RawStmt } from '../../src/ir/nodes.js';
import { visit } from '../../src/ir/walk.js';
import { available, floatsOf, rng, weights } from './support.js';

type F = tt.DType<'f32'> | tt.DType<'f64'>;

/** 1-D three-point stencil with its own coefficients, guarded ends (an early return). */
const threePoint = (dt: F) =>
  tt.kernel(
    { u: tt.arrayOf(dt), v: tt.arrayOf(dt), a: dt, b: dt, c: dt, n: tt.i32 },
    (i, { u, v, a, b, c, n }) => {
      if (i === 0 || i === n - 1) {
        v[i] = u[i];
        return;
      }
      v[i] = a * u[i - 1] + b * u[i] + c * u[i + 1];
    },
  );

/** An asymmetric five-point stencil over two inputs, unguarded (launched over the interior). */
const fivePoint = (dt: F) =>
  tt.kernel({ u: tt.arrayOf(dt), p: tt.arrayOf(dt), v: tt.arrayOf(dt) }, (i, { u, p, v }) => {
    const m = u[i - 1] * u[i + 2];
    v[i] = 0.3 * u[i - 2] - m + Math.sin(u[i + 1]) * p[i + 3] + p[i] * p[i];
  });

/** A store under a data-dependent condition (the zeroing pass must zero only what it wrote). */
const conditional = (dt: F) =>
  tt.kernel({ u: tt.arrayOf(dt), v: tt.arrayOf(dt), n: tt.i32 }, (i, { u, v, n }) => {
    if (i < 1) return;
    if (u[i] > 0.5) v[i] = u[i - 1] * Math.exp(u[i]) + (i + 1 < n ? u[i + 1] : 0);
  });

/** 2-D five-point stencil over a row-major grid: k = r · w + c. */
const fivePoint2D = (dt: F) =>
  tt.kernel({ u: tt.arrayOf(dt), v: tt.arrayOf(dt), w: tt.i32, h: tt.i32 }, ([r, c], { u, v, w, h }) => {
    const k = r * w + c;
    const up = r > 0 ? u[k - w] : u[k];
    const down = r < h - 1 ? u[k + w] : u[k];
    const left = c > 0 ? u[k - 1] : 0;
    if (c === w - 1) {
      v[k] = up - down + left;
      return;
    }
    v[k] = 0.5 * u[k] + 0.2 * (up + down) + 0.1 * left * u[k + 1];
  });

/** 2-D nine-point stencil with a constant row stride (8), launched over the interior. */
const ninePoint2D = (dt: F) =>
  tt.kernel({ u: tt.arrayOf(dt), v: tt.arrayOf(dt) }, ([r, c], { u, v }) => {
    const k = r * 8 + c;
    let s = u[k - 9] + u[k - 7];
    s += u[k + 7] + u[k + 9];
    s = s * (u[k - 1] - u[k + 1]);
    v[k] = s * 0.1 + u[k - 8] * u[k + 8] + Math.tanh(u[k]);
  });

/** Unguarded, over whole rows: u[k ± 1] at a row's ends reads the neighbouring row (a wrap). */
const rowWrap = (dt: F) =>
  tt.kernel({ u: tt.arrayOf(dt), v: tt.arrayOf(dt), w: tt.i32 }, ([r, c], { u, v, w }) => {
    const k = r * w + c;
    v[k] = u[k + 1] * u[k - 1] + Math.cos(u[k + w]);
  });

/** Not stencils: an indirect read, and a strided one (both keep the atomic scatter form). */
const indirect = (dt: F) =>
  tt.kernel({ x: tt.arrayOf(dt), idx: tt.arrayOf(tt.i32), out: tt.arrayOf(dt) }, (i, { x, idx, out }) => {
    out[i] = x[idx[i]] * x[i];
  });
const strided = (dt: F) =>
  tt.kernel({ x: tt.arrayOf(dt), out: tt.arrayOf(dt) }, (i, { x, out }) => {
    out[i] = x[2 * i] * x[2 * i + 1];
  });

function atomicsIn(body: readonly RawStmt[]): number {
  let n = 0;
  visit(body, (e) => {
    if (e.kind === 'atomic') n++;
  });
  return n;
}

type Case = {
  readonly name: string;
  readonly kernel: (dt: F) => tt.Kernel;
  readonly range: number | [number, number];
  readonly offset?: number | [number, number];
  readonly inputs: Record<string, number>;
  readonly out: string;
  readonly outLen: number;
  readonly scalars?: Record<string, number>;
  readonly ints?: Record<string, number[]>;
  readonly gathers: boolean;
};

const N = 12;
const CASES: Case[] = [
  {
    name: '1-D three-point',
    kernel: threePoint,
    range: N,
    inputs: { u: N },
    out: 'v',
    outLen: N,
    scalars: { a: 0.7, b: -1.3, c: 2.1, n: N },
    gathers: true,
  },
  {
    name: '1-D five-point, offset',
    kernel: fivePoint,
    range: N - 5,
    offset: 2,
    inputs: { u: N, p: N + 1 },
    out: 'v',
    outLen: N,
    gathers: true,
  },
  {
    name: 'conditional store',
    kernel: conditional,
    range: N,
    inputs: { u: N },
    out: 'v',
    outLen: N,
    scalars: { n: N },
    gathers: true,
  },
  {
    name: '2-D five-point',
    kernel: fivePoint2D,
    range: [4, 5],
    inputs: { u: 20 },
    out: 'v',
    outLen: 20,
    scalars: { w: 5, h: 4 },
    gathers: true,
  },
  {
    name: '2-D nine-point, offset',
    kernel: ninePoint2D,
    range: [4, 6],
    offset: [1, 1],
    inputs: { u: 48 },
    out: 'v',
    outLen: 48,
    gathers: true,
  },
  {
    name: '2-D row-wrapping, offset',
    kernel: rowWrap,
    range: [2, 4],
    offset: [1, 0],
    inputs: { u: 16 },
    out: 'v',
    outLen: 16,
    scalars: { w: 4 },
    gathers: true,
  },
  {
    name: 'indirect (scatter)',
    kernel: indirect,
    range: N,
    inputs: { x: N },
    ints: { idx: Array.from({ length: N }, (_, j) => (j * 5 + 3) % N) },
    out: 'out',
    outLen: N,
    gathers: false,
  },
  {
    name: 'strided (scatter)',
    kernel: strided,
    range: N / 2,
    inputs: { x: N },
    out: 'out',
    outLen: N / 2,
    gathers: false,
  },
];

function inputsOf(c: Case): Record<string, number[]> {
  const r = rng(c.name.length * 31 + 7);
  return Object.fromEntries(
    Object.entries(c.inputs).map(([n, len]) => [n, Array.from({ length: len }, () => r())]),
  );
}

/** Σ w · out after one launch of `k` on `device` in `dt` (inputs as given). */
async function lossOf(
  c: Case,
  k: tt.Kernel,
  dt: F,
  device: tt.Device | string,
  inputs: Record<string, number[]>,
  w: number[],
) {
  const args: Record<string, unknown> = { ...c.scalars };
  for (const [n, v] of Object.entries(inputs)) args[n] = tt.array(v, { device, dtype: dt });
  for (const [n, v] of Object.entries(c.ints ?? {})) args[n] = tt.array(Int32Array.from(v), { device });
  const o = tt.zeros([c.outLen], dt, { device });
  args[c.out] = o;
  await k.launch(c.range as never, args as never, c.offset !== undefined ? { offset: c.offset } : undefined);
  return [...(await o.read())].reduce((s, x, j) => s + x * (w[j] ?? 0), 0);
}

async function finiteDifferences(c: Case, inputs: Record<string, number[]>, w: number[]) {
  const k = c.kernel(tt.f64);
  const out: Record<string, number[]> = {};
  const eps = 1e-6;
  for (const [n, v] of Object.entries(inputs)) {
    out[n] = [];
    for (let m = 0; m < v.length; m++) {
      const at = (d: number) => ({ ...inputs, [n]: v.map((x, j) => (j === m ? x + d : x)) });
      const hi = await lossOf(c, k, tt.f64, 'js', at(eps), w);
      const lo = await lossOf(c, k, tt.f64, 'js', at(-eps), w);
      out[n]?.push((hi - lo) / (2 * eps));
    }
  }
  return out;
}

describe('gather-form adjoints: IR', () => {
  for (const c of CASES) {
    it(`${c.name}: ${c.gathers ? 'a gather adjoint without atomics' : 'the atomic scatter form only'}`, () => {
      const k = c.kernel(tt.f32);
      const { raw, gather } = adjointIR(k.ir, k.schema);
      if (!c.gathers) {
        expect(gather).toBeUndefined();
        expect(atomicsIn(raw.body)).toBeGreaterThan(0);
        return;
      }
      expect(gather).toBeDefined();
      expect(atomicsIn(gather?.raw.body ?? [])).toBe(0);
      expect(atomicsIn(gather?.zero.body ?? [])).toBe(0);
      if (c.name !== 'conditional store') expect(atomicsIn(raw.body)).toBeGreaterThan(0); // what it replaces
    });
  }

  it('the zeroing pass is one unconditional store where every path stores, and keeps a data-dependent test', () => {
    const kinds = (k: ReturnType<typeof conditional> | ReturnType<typeof threePoint>) =>
      (adjointIR(k.ir, k.schema).gather?.zero.body ?? []).map((s) => s.kind);
    expect(kinds(threePoint(tt.f32))).toEqual(['store']);
    expect(kinds(conditional(tt.f32))).toContain('if');
  });

  it('the gather kernel asks for scalar items (no masked 4-lane sweeps on wasm); its zeroing pass does not', () => {
    const k = threePoint(tt.f32);
    const g = adjointIR(k.ir, k.schema).gather;
    expect(g?.raw.options.scalar).toBe(true);
    expect(g?.zero.options.scalar).toBeUndefined();
  });

  it('the shifts of the 2-D five-point stencil are those of its loads', () => {
    const k = fivePoint2D(tt.f32);
    const g = adjointOf(k).gather;
    expect(g?.stride).toEqual({ param: 'w' });
    expect(new Set(g?.shifts.map((s) => s.join(',')))).toEqual(
      new Set(['0,0', '-1,0', '1,0', '0,-1', '0,1']),
    );
  });

  it('a 2-D launch wider than the row stride runs the scatter form', () => {
    const adj = adjointOf(fivePoint2D(tt.f32));
    expect(gathers(adj, [4, 5], { w: 5 })).toBe(true);
    expect(gathers(adj, [4, 5], { w: 4 })).toBe(false);
    expect(gathers(adj, [4, 4], { w: 5 }, [0, 1])).toBe(true);
    expect(gathers(adj, [4, 5], { w: 5 }, [0, 1])).toBe(false);
  });
});

describe.each(available.map((d) => ({ id: d.id, device: d })))(
  'gather-form adjoints on $id',
  ({ device }) => {
    for (const { dt, tol } of floatsOf(device))
      for (const c of CASES) {
        it(`${c.name} (${dt.name}) matches finite differences`, async () => {
          const inputs = inputsOf(c);
          const w = weights(c.outLen, 5);
          const want = await finiteDifferences(c, inputs, w);
          const k = c.kernel(dt);
          const args: Record<string, unknown> = { ...c.scalars };
          const arrays: Record<string, tt.NDArray> = {};
          for (const [n, v] of Object.entries(inputs)) {
            arrays[n] = tt.array(v, { device, dtype: dt, requiresGrad: true });
            args[n] = arrays[n];
          }
          for (const [n, v] of Object.entries(c.ints ?? {}))
            args[n] = tt.array(Int32Array.from(v), { device });
          const o = tt.zeros([c.outLen], dt, { device });
          args[c.out] = o;
          const tape = new tt.Tape();
          const opts = c.offset !== undefined ? { offset: c.offset } : undefined;
          await tape.record(() => k.launch(c.range as never, args as never, opts));
          expect(gathers(adjointOf(k), c.range, args, c.offset)).toBe(c.gathers);
          await tape.backward(o, w);
          for (const [n, a] of Object.entries(arrays)) {
            const got = [...(await (a.grad as tt.NDArray).read())].map(Number);
            const ref = want[n] ?? [];
            const err = Math.max(
              ...ref.map((r, j) => Math.abs((got[j] ?? Number.NaN) - r) / (Math.abs(r) + 1)),
            );
            expect(err, `${n}: ${got} vs ${ref}`).toBeLessThan(tol);
          }
          // the output's gradient is consumed where the launch wrote it, kept elsewhere
          const og = [...(await tape.gradOf(o).read())];
          const written = [...(await o.read())].map((x) => x !== 0);
          og.forEach((g, j) => {
            if (written[j]) expect(g).toBe(0);
            else expect(g).toBeCloseTo(w[j] ?? 0, 5);
          });
        });
      }
  },
);
