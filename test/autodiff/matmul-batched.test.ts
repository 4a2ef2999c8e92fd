/**
 * tt.grad through batched np.matmul (issue 30): the product is one tape step whose rule takes
 * G·Bᵀ and Aᵀ·G per matrix and sums them over the batch axes an operand broadcast along (1-D
 * operands as a row / a column); checked against central finite differences of the same loss on
 * every available device (f64 where the device has it, else f32 with a looser bound).
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, relError, rng } from './support.js';

const { np } = tt;

describe.each(available.map((d) => ({ id: d.id, device: d })))(
  'tt.grad of batched matmul on $id',
  ({ device }) => {
    const dt = device.caps.f64 ? tt.f64 : tt.f32;
    const [h, tol] = device.caps.f64 ? [1e-6, 1e-6] : [1e-2, 2e-2];
    const r = rng(5);
    const arr = (shape: readonly number[]) => {
      const n = shape.reduce((p, q) => p * q, 1);
      return Array.from({ length: n }, () => r() - 0.5);
    };
    const make = (v: number[], shape: readonly number[]) => tt.array(v, { device, dtype: dt, shape });
    const cases: [number[], number[]][] = [
      [
        [2, 3, 4],
        [2, 4, 5],
      ],
      [
        [2, 3, 4],
        [4, 5],
      ],
      [
        [1, 3, 4],
        [2, 4, 5],
      ],
      [[4], [2, 4, 5]],
      [[2, 3, 4], [4]],
      [
        [3, 1, 3, 4],
        [2, 4, 2],
      ],
    ];
    for (const [as, bs] of cases) {
      it(`A ${JSON.stringify(as)} · B ${JSON.stringify(bs)}: gradients equal finite differences`, async () => {
        const av = arr(as);
        const bv = arr(bs);
        const outShape = np.matmul(make(av, as), make(bv, bs)).shape;
        const R = make(arr(outShape), outShape);
        const loss = (a: tt.NDArray, b: tt.NDArray) => np.sum(np.multiply(np.tanh(np.matmul(a, b)), R));
        const [ga, gb] = tt.grad(loss, { argnums: [0, 1] })(make(av, as), make(bv, bs)) as tt.NDArray[];
        expect((ga as tt.NDArray).shape).toEqual(as);
        expect((gb as tt.NDArray).shape).toEqual(bs);
        const at = async (a: number[], b: number[]) => Number(await loss(make(a, as), make(b, bs)).item());
        const fd = async (which: 0 | 1) => {
          const base = which === 0 ? av : bv;
          const out: number[] = [];
          for (let j = 0; j < base.length; j++) {
            const plus = base.slice();
            const minus = base.slice();
            plus[j] = (plus[j] as number) + h;
            minus[j] = (minus[j] as number) - h;
            const [lp, lm] =
              which === 0
                ? [await at(plus, bv), await at(minus, bv)]
                : [await at(av, plus), await at(av, minus)];
            out.push((lp - lm) / (2 * h));
          }
          return out;
        };
        expect(relError((await (ga as tt.NDArray).read()) as ArrayLike<number>, await fd(0))).toBeLessThan(
          tol,
        );
        expect(relError((await (gb as tt.NDArray).read()) as ArrayLike<number>, await fd(1))).toBeLessThan(
          tol,
        );
      });
    }
  },
);
