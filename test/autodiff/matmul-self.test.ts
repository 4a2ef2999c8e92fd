/**
 * A product of an array with itself: both operand gradients land in one array, the second adding
 * to what the first wrote — d(sum(A·A))/dA = G·Aᵀ + Aᵀ·G with G all ones — on every device.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available } from './support.js';

describe.each(available.map((d) => ({ id: d.id, device: d })))('tt.grad of A·A on $id', ({ device }) => {
  it('sums both operand gradients into one array', async () => {
    const n = 3;
    const vals = Array.from({ length: n * n }, (_, i) => (i % 5) - 1.5);
    const a = tt.array(vals, { device, dtype: tt.f32, shape: [n, n] });
    const g = tt.grad((x: tt.NDArray) => tt.np.sum(tt.np.matmul(x, x)))(a) as tt.NDArray;
    const want: number[] = [];
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        let s = 0;
        for (let k = 0; k < n; k++) s += (vals[j * n + k] ?? 0) + (vals[k * n + i] ?? 0);
        want.push(s);
      }
    expect(Array.from((await g.read()) as Float32Array)).toEqual(want);
  });
});
