/**
 * Plain tt.grad / tt.valueAndGrad fuse by themselves (src/autodiff/grad-fuse.ts): traced once per
 * input signature like tt.jit, the tape's gradient bit for bit in the fused launch count; a
 * function that cannot be traced (a kernel launch, a host read, an operation with no traced rule)
 * gets the tape's answer, decided once per signature, with no work left behind by the failed
 * trace; `{ fuse: false }` always runs the tape.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, floatsOf, kernelOf, rng } from './support.js';

const { np } = tt;
type Arr = tt.NDArray;
const readF = (a: unknown) => (a as Arr).read().then((v) => Array.from(v as ArrayLike<number>));
const r = rng(91);
const vec = (n: number, scale = 1) => Array.from({ length: n }, () => (r() - 0.5) * 2 * scale);
const [M, N] = [8, 1000];
const X0 = vec(M * N);
const y0 = vec(M);
const w0 = vec(N, 0.1);

/** The launches `fn` submits (counted as they run: its results are read first). */
async function launchesOf<T extends Arr | Arr[]>(fn: () => T): Promise<{ value: T; launches: number }> {
  tt.resetStats();
  const value = fn();
  await Promise.all((Array.isArray(value) ? value : [value]).map((a) => a.read()));
  return { value, launches: tt.stats().launches };
}

const code = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code ?? String(e);
  }
  return 'no error';
};

describe.each(available.map((d) => ({ id: d.id, device: d })))('plain tt.grad fused on $id', ({ device }) => {
  const dt = floatsOf(device)[0]?.dt ?? tt.f32;
  const X = tt.array(X0, { device, dtype: dt, shape: [M, N] });
  const y = tt.array(y0, { device, dtype: dt });
  const w = tt.array(w0, { device, dtype: dt });
  let calls = 0;
  const lsq = (v: Arr) => {
    calls++;
    return np.sum(np.square(np.subtract(np.sum(np.multiply(X, v), { axis: 1 }), y)));
  };

  it('least squares: the tape gradient bit for bit, in the launches of tt.jit(tt.grad), traced per call', async () => {
    const jitted = tt.jit(tt.grad(lsq));
    await readF(jitted(w));
    const jitLaunches = (await launchesOf(() => jitted(w) as Arr)).launches;
    calls = 0;
    const grad = tt.grad(lsq);
    const first = await readF(grad(w));
    expect(calls).toBe(1);
    const { value: g, launches } = await launchesOf(() => grad(w));
    expect(launches).toBe(jitLaunches);
    expect(launches).toBeLessThanOrEqual(5);
    expect(calls).toBe(2); // traced again: the plan's kernels come from the cache
    const tape = await launchesOf(() => tt.grad(lsq, { fuse: false })(w));
    expect(calls).toBe(3);
    expect(tape.launches).toBeGreaterThan(5);
    const want = await readF(tape.value);
    expect(await readF(g)).toEqual(want);
    expect(first).toEqual(want);
  });

  it('valueAndGrad, and tt.jit of it with argnums: [value, [gradients…]]', async () => {
    const loss = (v: Arr, c: Arr) =>
      np.sum(np.square(np.subtract(np.sum(np.multiply(X, v), { axis: 1 }), c)));
    const [v0, g0] = tt.valueAndGrad(loss, { argnums: [0, 1], fuse: false })(w, y);
    const [v1, g1] = tt.valueAndGrad(loss, { argnums: [0, 1] })(w, y);
    const nested = tt.jit(tt.valueAndGrad(loss, { argnums: [0, 1] }))(w, y);
    const [v2, g2] = nested;
    expect(Array.isArray(g2)).toBe(true);
    expect(await v1.item()).toBe(await v0.item());
    expect(await v2.item()).toBe(await v0.item());
    for (const k of [0, 1]) {
      const want = await readF((g0 as Arr[])[k]);
      expect(await readF((g1 as Arr[])[k])).toEqual(want);
      expect(await readF((g2 as Arr[])[k])).toEqual(want);
    }
  });

  it('a kernel launch inside: the tape gradient, the failed trace launched nothing, decided once', async () => {
    const square = kernelOf(dt, ['x', 'out'], 'out[i] = x[i] * x[i];');
    let n = 0;
    const f = (v: Arr) => {
      n++;
      const out = tt.zeros([N], dt, { device });
      void square.launch(N, { x: v, out } as never);
      return np.sum(np.multiply(out, w));
    };
    const tape = await launchesOf(() => tt.grad(f, { fuse: false })(w));
    expect(n).toBe(1);
    const grad = tt.grad(f);
    const first = await launchesOf(() => grad(w));
    // traced (refused at the launch, before anything was queued), then the tape: its launches only
    expect(n).toBe(3);
    expect(first.launches).toBe(tape.launches);
    const second = grad(w);
    expect(n).toBe(4); // the signature is remembered: no second trace
    const want = await readF(tape.value);
    expect(await readF(first.value)).toEqual(want);
    expect(await readF(second)).toEqual(want);
  });
});

describe.each(available.map((d) => ({ id: d.id, device: d })))(
  'traced rules: max, min, prod, slices and flips on $id',
  ({ device }) => {
    const dt = floatsOf(device)[0]?.dt ?? tt.f32;
    const x = tt.array([0.5, 7, 2, 3, 7, -7], { device, dtype: dt, shape: [2, 3] });
    const w = tt.array([1, 10], { device, dtype: dt });
    const d = tt.array([1, 2, 3, 4, 5, 6], { device, dtype: dt, shape: [2, 3] });
    type Case = [string, (v: Arr) => Arr, number[]];
    const cases: Case[] = [
      // np.max / np.min: the first of tied elements gets the gradient (Math.max's subgradient)
      ['np.max of every element, tied', (v) => np.max(v), [0, 1, 0, 0, 0, 0]],
      ['np.min of 2·v', (v) => np.min(np.multiply(v, 2)), [0, 0, 0, 0, 0, 2]],
      ['np.max over axis 1', (v) => np.sum(np.multiply(np.max(v, { axis: 1 }), w)), [0, 1, 0, 0, 10, 0]],
      [
        'np.min over axis 0, keepdims',
        (v) => np.sum(np.min(v, { axis: 0, keepdims: true })),
        [1, 1, 0, 0, 0, 1],
      ],
      // np.prod: the product of the other elements (no division)
      ['np.prod of every element', (v) => np.prod(v), [-2058, -147, -514.5, -343, -147, 147]],
      [
        'np.prod over axis 1',
        (v) => np.sum(np.multiply(np.prod(v, { axis: 1 }), w)),
        [14, 1, 3.5, -490, -210, 210],
      ],
      // views reading some elements: the gradient written into zeros at those elements
      ['a slice', (v) => np.sum(np.square(np.slice(v, [null, [1, null]]))), [0, 14, 4, 0, 14, -14]],
      ['a flip times data', (v) => np.sum(np.multiply(np.flip(v), d)), [6, 5, 4, 3, 2, 1]],
      [
        'a strided, reversed slice',
        (v) => np.sum(np.square(np.slice(v, [1, [null, null, -2]]))),
        [0, 0, 0, 6, 0, -14],
      ],
    ];
    for (const [name, f, want] of cases)
      it(`${name}: fused by plain tt.grad (one trace per call, no tape), the expected gradient`, async () => {
        let n = 0;
        const grad = tt.grad((v: Arr) => {
          n++;
          return f(v);
        });
        expect(await readF(grad(x))).toEqual(want);
        expect(await readF(grad(x))).toEqual(want);
        expect(n).toBe(2); // a fallback would also run f on the tape: 3
        expect(await readF(tt.jit(tt.grad(f))(x))).toEqual(want);
        // the tape has no rule for np.max/min; its slices and flips agree
        if (!name.startsWith('np.')) expect(await readF(tt.grad(f, { fuse: false })(x))).toEqual(want);
      });
  },
);

describe('plain tt.grad falls back to the tape', () => {
  const x = () => tt.array([0.5, -1.5, 2, 3], { device: 'js', dtype: tt.f64 });
  /** The first call's and the second call's gradient, the tape's, and the function's call counts. */
  async function both(make: (count: () => void) => (v: Arr) => Arr) {
    let n = 0;
    const f = make(() => n++);
    const want = await readF(tt.grad(f, { fuse: false })(x()));
    const atTape = n;
    const grad = tt.grad(f);
    const first = await readF(grad(x()));
    const atFirst = n - atTape;
    const second = await readF(grad(x()));
    return { want, first, second, calls: [atTape, atFirst, n - atTape - atFirst] };
  }

  it('a host read (item()) inside the function', async () => {
    const seen: Promise<number>[] = [];
    const res = await both((count) => (v) => {
      count();
      seen.push(np.sum(v).item());
      return np.sum(np.square(v));
    });
    expect(res.first).toEqual(res.want);
    expect(res.second).toEqual(res.want);
    expect(res.want).toEqual([1, -3, 4, 6]);
    // the trace stopped at item(): one read per eager run, never one from the trace
    expect(res.calls).toEqual([1, 2, 1]);
    expect(await Promise.all(seen)).toEqual([4, 4, 4]);
  });

  it('an operation with no traced rule (np.matmul)', async () => {
    const A = tt.array([1, 2, 3, 4, 5, 6, 7, 8], { device: 'js', dtype: tt.f64, shape: [2, 4] });
    const fs: ((count: () => void) => (v: Arr) => Arr)[] = [
      (count) => (v) => {
        count();
        return np.sum(np.square(np.matmul(A, v)));
      },
    ];
    const wants = [[346, 440, 534, 628]];
    for (const [k, make] of fs.entries()) {
      const res = await both(make);
      expect(res.want).toEqual(wants[k]);
      expect(res.first).toEqual(res.want);
      expect(res.second).toEqual(res.want);
      expect(res.calls).toEqual([1, 2, 1]);
    }
  });

  it('np.random inside (a kernel launch): the tape, so each call draws its own numbers', async () => {
    const res = await both((count) => (v) => {
      count();
      const noise = np.random.uniform([4], { seed: 7, dtype: tt.f64, device: 'js' });
      return np.sum(np.multiply(v, noise));
    });
    expect(res.first).toEqual(res.want);
    expect(res.second).toEqual(res.want);
    expect(res.calls).toEqual([1, 2, 1]);
  });

  it('np.prod with a zero: the product of the others, exact (fused, no division)', async () => {
    const z = tt.array([0.5, 2, 0, 3, -1, 4], { device: 'js', dtype: tt.f64 });
    // (the zeros' signs are the products' signs: -0 where the others hold a negative factor)
    const g = await readF(tt.grad((v: Arr) => np.prod(v))(z));
    expect(g.map((v) => v + 0)).toEqual([0, 0, -12, 0, 0, 0]);
  });

  it('traced on every call: a captured variable reassigned between calls is seen', async () => {
    let n = 0;
    let scale: Arr = x();
    const grad = tt.grad((v: Arr) => {
      n++;
      return np.sum(np.multiply(np.exp(v), scale));
    });
    const v = x();
    const first = await readF(grad(v));
    scale = np.multiply(x(), 2);
    const second = await readF(grad(v));
    expect(n).toBe(2);
    expect(second).toEqual(first.map((g) => g * 2));
    // a captured number changed: another trace fingerprint, so another plan (not the cached one)
    let k = 3;
    const gk = tt.grad((u: Arr) => np.sum(np.multiply(u, k)));
    expect(await readF(gk(v))).toEqual([3, 3, 3, 3]);
    k = 5;
    expect(await readF(gk(v))).toEqual([5, 5, 5, 5]);
    grad(tt.array([1, 2, 3, 4], { device: 'js', dtype: tt.f32 }));
    expect(n).toBe(3);
  });

  it('errors keep their codes; a function with its own error is not run again', () => {
    expect(code(() => tt.grad((v: Arr) => np.sum(v), { fuse: 'yes' } as never))).toBe(
      'AUTODIFF_BAD_ARGUMENT',
    );
    expect(code(() => tt.grad((v: Arr) => np.sum(v), { fusion: false } as never))).toBe(
      'AUTODIFF_BAD_ARGUMENT',
    );
    expect(code(() => tt.valueAndGrad((v: Arr) => np.sum(v), { fuse: 1 } as never))).toBe(
      'AUTODIFF_BAD_ARGUMENT',
    );
    expect(code(() => tt.grad((v: Arr) => np.multiply(v, 2))(x()))).toBe('AUTODIFF_BAD_ARGUMENT');
    expect(
      code(() => tt.grad((v: Arr) => np.sum(v))(tt.array([1, 2], { device: 'js', dtype: tt.i32 }))),
    ).toBe('AUTODIFF_BAD_ARGUMENT');
    let n = 0;
    const boom = new Error('boom');
    expect(
      code(() =>
        tt.grad((_v: Arr) => {
          n++;
          throw boom;
        })(x()),
      ),
    ).toBe('Error: boom');
    expect(n).toBe(1);
  });

  it('an async function: the tape refusal, and no unobserved rejection from the trace', async () => {
    const f = (async (v: Arr) => {
      const s = await np.sum(v).item();
      return np.multiply(np.sum(v), s);
    }) as unknown as (v: Arr) => Arr;
    expect(code(() => tt.grad(f)(x()))).toBe('AUTODIFF_BAD_ARGUMENT');
    await new Promise((res) => setTimeout(res, 20));
  });
});
