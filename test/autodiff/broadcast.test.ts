/**
 * The broadcast rule (src/autodiff/broadcast-adjoint.ts): the gradient of a broadcast operand of a
 * tt.np elementwise function is its adjoint summed over the broadcast axes, with no atomic
 * operation in any kernel the backward pass launches; gradients of operands broadcast along
 * several axes (size-1 axes, missing axes, 0-d scalars) against finite differences on every device.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import type { Expr } from '../../src/ir/nodes.js';
import { visit } from '../../src/ir/walk.js';
import { observeLaunches } from '../../src/runtime/launch-recorder.js';
import { available, fdOf, floatsOf, relError, rng } from './support.js';

const { np } = tt;
const r = rng(53);
const shapes = { a: [2, 1, 3], b: [4, 1], c: [], d: [1, 4, 1] } as const;
type Name = keyof typeof shapes;
const names = Object.keys(shapes) as Name[];
const size = (s: readonly number[]) => s.reduce((x, y) => x * y, 1);
const values = Object.fromEntries(
  names.map((n) => [n, Array.from({ length: size(shapes[n]) }, () => r() - 0.3)]),
) as Record<Name, number[]>;

/** L = Σ ((a·b + c)·sin(d) / (1 + b²))², every operation broadcasting to [2, 4, 3]. */
function loss(a: tt.NDArray, b: tt.NDArray, c: tt.NDArray, d: tt.NDArray): tt.NDArray {
  const t = np.multiply(np.add(np.multiply(a, b), c), np.sin(d));
  return np.sum(np.square(np.divide(t, np.add(1, np.square(b)))));
}

function arrays(
  device: tt.Device | string,
  dtype: tt.DType<'f32'> | tt.DType<'f64'>,
  v: Record<Name, number[]>,
) {
  return names.map((n) =>
    shapes[n].length === 0
      ? np.asarray(v[n][0] ?? 0, { device, dtype }) // a 0-d array
      : tt.array(v[n], { device, dtype, shape: [...shapes[n]] }),
  );
}

async function finiteDifferences(): Promise<number[][]> {
  const at = (n: Name) => async (x: number[]) => {
    const [a, b, c, d] = arrays('js', tt.f64, { ...values, [n]: x });
    if (!a || !b || !c || !d) throw new Error('four arrays');
    return loss(a, b, c, d).item();
  };
  return Promise.all(names.map((n) => fdOf(at(n), values[n])));
}

function atomicsIn(ir: { body: unknown }): number {
  let n = 0;
  visit(ir.body as never, (e: Expr) => {
    if (e.kind === 'atomic') n++;
  });
  return n;
}

describe('the broadcast rule', () => {
  it('a broadcast gradient launches no atomic operation and no scatter-form adjoint', async () => {
    const X = tt.array(
      Array.from({ length: 24 }, () => r()),
      { dtype: tt.f64, device: 'js', shape: [8, 3] },
    );
    const w = tt.array([0.5, -1, 2], { dtype: tt.f64, device: 'js' });
    const names: string[] = [];
    let atomics = 0;
    let outGradStores = 0;
    const stop = observeLaunches((l) => {
      names.push(l.kernel.name);
      atomics += atomicsIn(l.kernel.ir);
      visit(
        l.kernel.ir.body,
        () => {},
        (st) => {
          if (st.kind === 'store' && st.array === 'out_grad') outGradStores++;
        },
      );
    });
    let g: tt.NDArray;
    try {
      g = tt.grad((v) => np.sum(np.multiply(X, v)), { fuse: false })(w) as tt.NDArray;
    } finally {
      stop();
    }
    // d/dw Σ X·w = column sums of X
    const xs = (await X.read()) as Float64Array;
    const want = [0, 1, 2].map((j) =>
      Array.from({ length: 8 }, (_, i) => xs[i * 3 + j] ?? 0).reduce((s, x) => s + x),
    );
    expect(relError((await g.read()) as Float64Array, want)).toBeLessThan(1e-12);
    expect(atomics).toBe(0);
    // tt.grad's private gradient of the product is read, not zeroed after (nothing reads it again)
    expect(outGradStores).toBe(0);
    expect(names.filter((n) => n.endsWith('_expanded'))).toHaveLength(1);
    expect(names.filter((n) => /multiply_adjoint$/.test(n))).toHaveLength(0);
  });

  it('the other operand of a broadcast product gets its gradient at its own element, without atomics', async () => {
    const X = tt.array(
      Array.from({ length: 24 }, () => r()),
      { dtype: tt.f64, device: 'js', shape: [8, 3] },
    );
    const w = tt.array([0.5, -1, 2], { dtype: tt.f64, device: 'js' });
    let atomics = 0;
    const stop = observeLaunches((l) => {
      atomics += atomicsIn(l.kernel.ir);
    });
    let gs: tt.NDArray[];
    try {
      gs = tt.grad((a, v) => np.sum(np.multiply(a, v)), { argnums: [0, 1], fuse: false })(
        X,
        w,
      ) as tt.NDArray[];
    } finally {
      stop();
    }
    const [gX, gw] = gs;
    if (!gX || !gw) throw new Error('two gradients');
    // d/dX Σ X·w = w in every row; d/dw = column sums of X
    const xs = (await X.read()) as Float64Array;
    const cols = [0, 1, 2].map((j) =>
      Array.from({ length: 8 }, (_, i) => xs[i * 3 + j] ?? 0).reduce((s, x) => s + x),
    );
    expect(Array.from((await gX.read()) as Float64Array)).toEqual(
      Array.from({ length: 24 }, (_, i) => [0.5, -1, 2][i % 3]),
    );
    expect(relError((await gw.read()) as Float64Array, cols)).toBeLessThan(1e-12);
    expect(atomics).toBe(0);
  });

  it('a gradient two sum rules spread into is written by the first and added to by the second', async () => {
    for (const device of available) {
      const X = tt.array(
        Array.from({ length: 24 }, () => r()),
        { dtype: tt.f32, device, shape: [8, 3] },
      );
      const w = tt.array([0.5, -1, 2], { dtype: tt.f32, device });
      // P = X·w feeds a sum over rows and a sum over columns: dL/dP = 2 everywhere, dL/dw = 2·Σ_rows X
      const g = tt.grad((v) => {
        const p = np.multiply(X, v);
        return np.add(np.sum(np.sum(p, { axis: 1 })), np.sum(np.sum(p, { axis: 0 })));
      })(w) as tt.NDArray;
      const xs = (await X.read()) as Float32Array;
      const want = [0, 1, 2].map((j) =>
        Array.from({ length: 8 }, (_, i) => 2 * (xs[i * 3 + j] ?? 0)).reduce((s, x) => s + x),
      );
      expect(relError((await g.read()) as Float32Array, want)).toBeLessThan(1e-5);
    }
  });

  describe.each(available.map((d) => ({ id: d.id, device: d })))('on $id', ({ device }) => {
    for (const { dt, tol } of floatsOf(device)) {
      it(`gradients of operands broadcast along several axes (${dt.name}) equal finite differences`, async () => {
        const want = await finiteDifferences();
        const got = tt.grad(loss, { argnums: [0, 1, 2, 3], fuse: false })(
          ...arrays(device, dt, values),
        ) as tt.NDArray[];
        for (const [k, n] of names.entries()) {
          const g = got[k] as tt.NDArray;
          expect(g.shape).toEqual([...shapes[n]]);
          expect(relError((await g.read()) as Float32Array | Float64Array, want[k] ?? [])).toBeLessThan(tol);
        }
      });
    }
  });
});
