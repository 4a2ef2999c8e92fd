/**
 * Fused gradients: tt.jit(tt.grad(f)) and tt.grad(tt.jit(f)) record the backward pass on the jit
 * trace (src/autodiff/trace-grad.ts). Checked on functions the lsq bench does not use — a
 * logistic-regression loss (log1p, exp, mean, a 0-d bias), a Huber loss (abs, where), a small
 * two-layer network (tanh, a reshape view, broadcasts along several axes) — against finite
 * differences and against the unfused tt.grad, on every available device and float type; the
 * launch counts prove the fusion, and what the trace cannot differentiate is refused.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { observeLaunches } from '../../src/runtime/launch-recorder.js';
import { available, fdOf, floatsOf, relError, rng } from './support.js';

const { np } = tt;
type Arr = tt.NDArray;
/** The float values of a gradient (these losses take and return f32/f64 arrays). */
const readF = (a: unknown) => (a as Arr).read() as Promise<Float32Array | Float64Array>;
type Loss = (...args: Arr[]) => Arr;

const r = rng(57);
const vec = (n: number, scale = 1) => Array.from({ length: n }, () => (r() - 0.5) * 2 * scale);
const [B, D, H] = [5, 4, 3];
const data = {
  X: vec(B * D),
  y: Array.from({ length: B }, (_, i) => (i % 2 === 0 ? 1 : -1)),
  t: vec(B),
  w: vec(D),
  b: [0.3],
  W1: vec(H * D),
  b1: vec(H, 0.5),
  W2: vec(H),
  pred: [-2.5, -0.4, 0.05, 0.3, 1.7, 3.2, -0.9, 0.6],
  target: [0.1, 0.2, -0.3, 0.25, 0.1, 0.0, 0.5, 0.6],
};

interface Case {
  readonly name: string;
  /** The loss of the differentiated arrays, given the constants (captured arrays). */
  readonly loss: (c: Record<string, Arr>) => Loss;
  readonly consts: Record<string, { values: number[]; shape: number[] }>;
  readonly params: { values: number[]; shape: number[] }[];
}

const CASES: Case[] = [
  {
    name: 'logistic regression: mean(log1p(exp(−y·(X·w + b))))',
    consts: { X: { values: data.X, shape: [B, D] }, y: { values: data.y, shape: [B] } },
    params: [
      { values: data.w, shape: [D] },
      { values: data.b, shape: [1] },
    ],
    loss:
      ({ X, y }) =>
      (w, b) => {
        const z = np.add(np.sum(np.multiply(X as Arr, w as Arr), { axis: 1 }), b as Arr);
        return np.mean(np.log1p(np.exp(np.negative(np.multiply(y as Arr, z)))));
      },
  },
  {
    name: 'Huber loss with np.where and np.abs',
    consts: { target: { values: data.target, shape: [8] } },
    params: [{ values: data.pred, shape: [8] }],
    loss:
      ({ target }) =>
      (pred) => {
        const res = np.subtract(pred as Arr, target as Arr);
        const a = np.abs(res);
        const d = 1;
        return np.sum(
          np.where(
            np.less_equal(a, d),
            np.multiply(np.square(res), 0.5),
            np.multiply(np.subtract(a, 0.5 * d), d),
          ),
        );
      },
  },
  {
    name: 'two-layer network: mean((Σ_h W2·tanh(Σ_d x·W1 + b1) − t)²)',
    consts: { X: { values: data.X, shape: [B, D] }, t: { values: data.t, shape: [B] } },
    params: [
      { values: data.W1, shape: [H, D] },
      { values: data.b1, shape: [H] },
      { values: data.W2, shape: [H] },
    ],
    loss:
      ({ X, t }) =>
      (W1, b1, W2) => {
        const pre = np.sum(np.multiply(np.reshape(X as Arr, [B, 1, D]), W1 as Arr), { axis: 2 });
        const hidden = np.tanh(np.add(pre, b1 as Arr));
        const out = np.sum(np.multiply(hidden, W2 as Arr), { axis: 1 });
        return np.mean(np.square(np.subtract(out, t as Arr)));
      },
  },
];

/** The loss on js in f64 (the finite-difference reference), at parameter values `ps`. */
async function lossAt(c: Case, ps: number[][]): Promise<number> {
  const consts: Record<string, Arr> = {};
  for (const [k, v] of Object.entries(c.consts))
    consts[k] = tt.array(v.values, { device: 'js', dtype: tt.f64, shape: v.shape });
  const args = c.params.map((p, k) => tt.array(ps[k] ?? [], { device: 'js', dtype: tt.f64, shape: p.shape }));
  return c
    .loss(consts)(...args)
    .item();
}

async function finiteDifferences(c: Case): Promise<number[][]> {
  const base = c.params.map((p) => p.values);
  return Promise.all(
    c.params.map((_, k) =>
      fdOf(
        (x) =>
          lossAt(
            c,
            base.map((v, j) => (j === k ? x : v)),
          ),
        base[k] ?? [],
      ),
    ),
  );
}

describe.each(available.map((d) => ({ id: d.id, device: d })))('tt.jit(tt.grad) on $id', ({ device }) => {
  for (const { dt, tol } of floatsOf(device))
    for (const c of CASES)
      it(`${c.name} (${dt.name}): equals finite differences and the unfused gradient`, async () => {
        const consts: Record<string, Arr> = {};
        for (const [k, v] of Object.entries(c.consts))
          consts[k] = tt.array(v.values, { device, dtype: dt, shape: v.shape });
        const args = c.params.map((p) => tt.array(p.values, { device, dtype: dt, shape: p.shape }));
        const argnums = c.params.map((_, k) => k);
        const loss = c.loss(consts);
        const fused = tt.jit(tt.grad(loss, { argnums }))(...args) as Arr[];
        const unfused = tt.grad(loss, { argnums, fuse: false })(...args) as Arr[];
        const viaJit = tt.grad(tt.jit(loss), { argnums })(...args) as Arr[];
        const fd = await finiteDifferences(c);
        for (let k = 0; k < args.length; k++) {
          const [f, u, j] = await Promise.all([fused[k], unfused[k], viaJit[k]].map((a) => readF(a)));
          expect((fused[k] as Arr).shape).toEqual(c.params[k]?.shape);
          expect(relError(f as ArrayLike<number>, fd[k] ?? [])).toBeLessThan(tol);
          // the same operations in the same order as the unfused tape's kernels: the same bits
          expect(Array.from(f as ArrayLike<number>)).toEqual(Array.from(u as ArrayLike<number>));
          expect(Array.from(j as ArrayLike<number>)).toEqual(Array.from(f as ArrayLike<number>));
        }
      });
});

/** The integer divisions and remainders by a kernel parameter in an IR tree. */
function divisionsByParameter(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((n: number, x) => n + divisionsByParameter(x), 0);
  if (node === null || typeof node !== 'object') return 0;
  const n = node as { kind?: string; op?: string; right?: { kind?: string } };
  const own = n.kind === 'binary' && (n.op === 'idiv' || n.op === 'rem') && n.right?.kind === 'param' ? 1 : 0;
  return own + Object.values(node).reduce((m: number, x) => m + divisionsByParameter(x), 0);
}

describe('fused least-squares gradient', () => {
  const [M, N] = [8, 3000];
  const X0 = vec(M * N);
  const y0 = vec(M);
  const w0 = vec(N, 0.1);
  const lsq = (X: Arr, y: Arr) => (v: Arr) =>
    np.sum(np.square(np.subtract(np.sum(np.multiply(X, v), { axis: 1 }), y)));

  it.each(available.map((d) => ({ id: d.id, device: d })))(
    'on $id: the unfused gradient bit for bit, in 5 launches',
    async ({ device }) => {
      const X = tt.array(X0, { device, dtype: tt.f32, shape: [M, N] });
      const y = tt.array(y0, { device, dtype: tt.f32 });
      const w = tt.array(w0, { device, dtype: tt.f32 });
      const grad = tt.jit(tt.grad(lsq(X, y)));
      const first = grad(w) as Arr;
      await first.read();
      tt.resetStats();
      const g = grad(w) as Arr;
      const fused = await readF(g);
      // the forward product-sum (lanes pass, then its second pass), the loss's backward chain on 8
      // and on 1 element, and 2·(r − y)·X summed over the rows: one strided pass, the result itself
      expect(tt.stats().launches).toBe(5);
      const unfused = await readF(tt.grad(lsq(X, y), { fuse: false })(w));
      expect(Array.from(fused)).toEqual(Array.from(unfused));
      // closed form 2·Xᵀ(Xw − y) in f64
      const res = y0.map((yi, i) => w0.reduce((s, wj, j) => s + (X0[i * N + j] ?? 0) * wj, 0) - yi);
      const want = w0.map((_, j) => 2 * res.reduce((s, e, i) => s + (X0[i * N + j] ?? 0) * e, 0));
      expect(relError(fused, want)).toBeLessThan(2e-3);
    },
  );

  it('its fused reductions divide once per item, never per element', async () => {
    const X = tt.array(X0, { device: 'js', dtype: tt.f32, shape: [M, N] });
    const y = tt.array(y0, { device: 'js', dtype: tt.f32 });
    const seen = new Set<{ readonly ir: unknown; readonly name: string }>();
    const stop = observeLaunches((l) => seen.add(l.kernel));
    try {
      await (tt.jit(tt.grad(lsq(X, y)))(tt.array(w0, { device: 'js', dtype: tt.f32 })) as Arr).read();
    } finally {
      stop();
    }
    const fusedSums = [...seen].filter((k) => k.name === 'np_jit_sum');
    expect(fusedSums.length).toBe(2);
    for (const k of fusedSums) {
      // leaves read by line coordinates, the strided pass a 3-D launch: the lanes pass's item
      // divides once for its line and block; the general strided form divided the element index
      // by each axis's stride
      expect(divisionsByParameter((k.ir as { body: unknown }).body)).toBeLessThanOrEqual(2);
    }
  });

  it("fuses a gradient step: w − 0.1·∇L(w) is the gradient's launches and one more", async () => {
    const X = tt.array(X0, { device: 'js', dtype: tt.f64, shape: [M, N] });
    const y = tt.array(y0, { device: 'js', dtype: tt.f64 });
    const w = tt.array(w0, { device: 'js', dtype: tt.f64 });
    const step = tt.jit((v: Arr) => np.subtract(v, np.multiply(tt.grad(lsq(X, y))(v) as Arr, 0.1)));
    await step(w).read();
    tt.resetStats();
    const next = await readF(step(w));
    // the gradient's 5 launches (its strided sum is an array) and the step's elementwise kernel
    expect(tt.stats().launches).toBe(6);
    const g = await readF(tt.grad(lsq(X, y), { fuse: false })(w));
    expect(
      relError(
        next,
        w0.map((v, j) => v - 0.1 * (g[j] ?? 0)),
      ),
    ).toBeLessThan(1e-12);
  });
});

describe('fused against unfused sums', () => {
  it('an operand broadcast along a trailing run of ≥ 8 elements: np.sum order, within 1e-6', async () => {
    // the bias's gradient sums 64 row terms: fused, np.sum's lanes pass (4 partials per block);
    // the tape's broadcast sum is a sequential loop — the last bits differ (docs/autodiff.md)
    const n = 64;
    const X = tt.array(vec(n * 3), { device: 'js', dtype: tt.f32, shape: [n, 3] });
    const y = tt.array(
      Array.from({ length: n }, (_, i) => (i % 2 ? 1 : -1)),
      { device: 'js', dtype: tt.f32 },
    );
    const w = tt.array([0.1, -0.2, 0.3], { device: 'js', dtype: tt.f32 });
    const b = tt.array([0.3], { device: 'js', dtype: tt.f32 });
    const loss = (v: Arr, c: Arr) =>
      np.mean(
        np.log1p(np.exp(np.negative(np.multiply(y, np.add(np.sum(np.multiply(X, v), { axis: 1 }), c))))),
      );
    const [fw, fb] = tt.jit(tt.grad(loss, { argnums: [0, 1] }))(w, b) as Arr[];
    const [uw, ub] = tt.grad(loss, { argnums: [0, 1], fuse: false })(w, b) as Arr[];
    expect(Array.from(await readF(fw))).toEqual(Array.from(await readF(uw)));
    expect(relError(await readF(fb), await readF(ub), 0)).toBeLessThan(1e-6);
  });
});

describe('tt.valueAndGrad fused', () => {
  it('of a jit function and inside jit: the value and the gradients of eager valueAndGrad', async () => {
    const X = tt.array(data.X, { device: 'js', dtype: tt.f64, shape: [B, D] });
    const loss = (w: Arr, b: Arr) => np.sum(np.square(np.add(np.sum(np.multiply(X, w), { axis: 1 }), b)));
    const w = tt.array(data.w, { device: 'js', dtype: tt.f64 });
    const b = tt.array([0.5], { device: 'js', dtype: tt.f64 });
    const [v0, g0] = tt.valueAndGrad(loss, { argnums: [0, 1], fuse: false })(w, b);
    const [v1, g1] = tt.valueAndGrad(tt.jit(loss), { argnums: [0, 1] })(w, b);
    expect(await v1.item()).toBe(await v0.item());
    for (const k of [0, 1])
      expect(Array.from(await readF((g1 as Arr[])[k]))).toEqual(Array.from(await readF((g0 as Arr[])[k])));
    const [v2, g2] = tt.jit((p: Arr, q: Arr) => {
      const [value, grad] = tt.valueAndGrad(loss)(p, q);
      return [value, grad as Arr];
    })(w, b);
    expect(await (v2 as Arr).item()).toBe(await v0.item());
    expect(Array.from(await readF(g2))).toEqual(Array.from(await readF((g0 as Arr[])[0])));
  });
});

describe('tt.jit(tt.grad) refusals', () => {
  const x = () => tt.array([1, 2, 3, 4], { device: 'js', dtype: tt.f64 });
  const code = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return (e as { code?: string }).code;
    }
    return 'no error';
  };
  it('refuses what it cannot differentiate, with a coded AutodiffError', () => {
    const m = tt.array([1, 2, 3, 4, 5, 6, 7, 8], { device: 'js', dtype: tt.f64, shape: [2, 4] });
    expect(code(() => tt.jit(tt.grad((v: Arr) => np.sum(np.matmul(m, v))))(x()))).toBe(
      'AUTODIFF_UNSUPPORTED',
    );
    const cube = tt.array(new Array(8).fill(1), { device: 'js', dtype: tt.f64, shape: [2, 2, 2] });
    expect(code(() => tt.jit(tt.grad((v: Arr) => np.sum(np.max(v, { axis: [0, 1] }))))(cube))).toBe(
      'AUTODIFF_UNSUPPORTED',
    );
    expect(code(() => tt.jit(tt.grad((v: Arr) => np.sum(np.prod(v, { axis: [1, 2] }))))(cube))).toBe(
      'AUTODIFF_UNSUPPORTED',
    );
    expect(
      code(() => tt.jit(tt.grad((v: Arr) => np.sum(np.astype(np.astype(v, tt.i32), tt.f64))))(x())),
    ).toBe('AUTODIFF_INTEGER_PATH');
    expect(code(() => tt.jit(tt.grad((v: Arr) => np.multiply(v, 2)))(x()))).toBe('AUTODIFF_BAD_ARGUMENT');
  });

  it('gives zeros for an argument the value does not depend on, and transposes back', async () => {
    const a = tt.array([1, 2, 3, 4, 5, 6], { device: 'js', dtype: tt.f64, shape: [2, 3] });
    const b = tt.array([1, -1], { device: 'js', dtype: tt.f64 });
    const f = (p: Arr, _q: Arr) => np.sum(np.multiply(np.transpose(p), np.transpose(p)));
    const [gp, gq] = tt.jit(tt.grad(f, { argnums: [0, 1] }))(a, b) as Arr[];
    expect(Array.from(await readF(gp))).toEqual([2, 4, 6, 8, 10, 12]);
    expect(Array.from(await readF(gq))).toEqual([0, 0]);
  });
});
