/**
 * Shaped arrays in a work-group kernel (tiled matmul, issue 28 item 3) on every device, and the
 * per-dimension error of an output with too few columns.
 */
import { expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const T = 4;
const TILE = T;
it('tiled matmul with shaped arrays', async () => {
  const k = tt.kernel(
    { A: tt.arrayOf(tt.f32, 2), B: tt.arrayOf(tt.f32, 2), C: tt.arrayOf(tt.f32, 2) },
    ([i, j], { A, B, C }, g) => {
      const As = g.shared(tt.f32, TILE * TILE);
      const Bs = g.shared(tt.f32, TILE * TILE);
      const li = g.local[0];
      const lj = g.local[1];
      let acc = 0;
      for (let t = 0; t < A.shape[1] / TILE; t++) {
        As[li * TILE + lj] = A[i][t * TILE + lj];
        Bs[li * TILE + lj] = B[t * TILE + li][j];
        g.barrier();
        for (let q = 0; q < TILE; q++) acc += As[li * TILE + q] * Bs[q * TILE + lj];
        g.barrier();
      }
      C[i][j] = acc;
    },
    { workgroup: [T, T], constants: { TILE: T } },
  );
  const n = 8;
  const a = Float32Array.from({ length: n * n }, (_, x) => (x % 5) - 2);
  const b = Float32Array.from({ length: n * n }, (_, x) => (x % 3) - 1);
  const want: number[] = [];
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      let s = 0;
      for (let q = 0; q < n; q++) s += (a[i * n + q] ?? 0) * (b[q * n + j] ?? 0);
      want.push(s);
    }
  for (const dev of tt.devices().filter((d) => d.available && d.backend !== 'sim')) {
    const A = tt.array(a, { device: dev, shape: [n, n] });
    const B = tt.array(b, { device: dev, shape: [n, n] });
    const C = tt.zeros([n, n], tt.f32, { device: dev });
    await k.launch([n, n], { A, B, C });
    expect(Array.from(await C.read()), dev.id).toEqual(want);
    const Cs = tt.zeros([n, 4], tt.f32, { device: dev });
    const e = await k.launch([n, n], { A, B, C: Cs }).catch((x) => x);
    expect(e, dev.id).toMatchObject({ dimension: 1, index: 4, array: 'C' });
  }
});
