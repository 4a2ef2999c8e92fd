/**
 * Work-group kernels on the js backend: consecutive items run together (unroll-and-jam of the item
 * loop, passes/jam-items.ts), shared-array checks proven at compile time (static-range.ts), and
 * scalar parameters unboxed once per launch. Each test compares with a plain JS computation; the
 * generated source is inspected only to show which transformation applied.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';

const f32 = tt.arrayOf(tt.f32);
const T = 16;

const tiled = tt.kernel(
  { A: f32, B: f32, C: f32, n: tt.i32 },
  ([i, j], { A, B, C, n }, g) => {
    const As = g.shared(tt.f32, T * T);
    const Bs = g.shared(tt.f32, T * T);
    const li = g.local[0];
    const lj = g.local[1];
    let acc = 0;
    for (let t = 0; t < n / T; t++) {
      As[li * T + lj] = A[i * n + t * T + lj];
      Bs[li * T + lj] = B[(t * T + li) * n + j];
      g.barrier();
      for (let k = 0; k < T; k++) acc += As[li * T + k] * Bs[k * T + lj];
      g.barrier();
    }
    C[i * n + j] = acc;
  },
  { name: 'tiled', workgroup: [T, T], constants: { T } },
);

function plainMatmul(a: Float32Array, b: Float32Array, n: number): Float32Array {
  const fr = Math.fround;
  const c = new Float32Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      let acc = 0;
      for (let k = 0; k < n; k++) acc = fr(acc + fr((a[i * n + k] ?? 0) * (b[k * n + j] ?? 0)));
      c[i * n + j] = acc;
    }
  return c;
}

const data = (n: number, seed: number) =>
  Float32Array.from({ length: n }, (_, i) => ((((i + seed) * 2654435761) >>> 0) % 1000) / 250 - 2);

describe('js backend: work-group kernels', () => {
  it('runs 8 items of the tiled matmul together, shared accesses unchecked; result exact', async () => {
    const src = await tiled.generatedSource('js');
    expect(src).toMatch(/v_wi_l1 = \(\(v_wi_l1 \+ 8\) \| 0\)/);
    expect(src).toMatch(/v_acc_j7 = Math\.fround\(v_acc_j7 \+/);
    expect(src).not.toMatch(/ld\(a_sh_|st\(a_sh_|a_sh_\w+\.length/);
    const n = 48;
    const a = data(n * n, 1);
    const b = data(n * n, 2);
    const C = tt.zeros([n * n], tt.f32, { device: 'js' });
    await tiled.launch([n, n], {
      A: tt.array(a, { device: 'js' }),
      B: tt.array(b, { device: 'js' }),
      C,
      n,
    });
    expect(Array.from(await C.read())).toEqual(Array.from(plainMatmul(a, b, n)));
  });

  it('jams items whose loops mix per-item and shared values, ifs on the item and varying trip counts', async () => {
    const k = tt.kernel(
      { x: tt.arrayOf(tt.i32), y: tt.arrayOf(tt.i32), m: tt.i32 },
      (i, { x, y, m }, g) => {
        const s = g.shared(tt.i32, 8);
        s[g.local[0]] = x[i];
        g.barrier();
        let acc = 0;
        let last = 0;
        for (let r = 0; r < m; r++) {
          last = r * 2; // the same for every item
          if ((i & 1) === 0) acc += s[(g.local[0] + r) & 7];
          else acc -= s[r & 7] + last;
        }
        for (let q = 0; q < (i & 3); q++) acc = acc * 3 + q; // trip count differs per item
        y[i] = acc + last;
      },
      { name: 'mixed', workgroup: [8] },
    );
    expect(await k.generatedSource('js')).toMatch(/_j7/);
    const n = 64;
    const m = 11;
    const xs = Int32Array.from({ length: n }, (_, i) => ((i * 37) % 23) - 11);
    const want = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const s = xs.subarray(i - (i % 8), i - (i % 8) + 8);
      let acc = 0;
      let last = 0;
      for (let r = 0; r < m; r++) {
        last = r * 2;
        if ((i & 1) === 0) acc = (acc + (s[((i % 8) + r) & 7] ?? 0)) | 0;
        else acc = (acc - ((s[r & 7] ?? 0) + last)) | 0;
      }
      for (let q = 0; q < (i & 3); q++) acc = (Math.imul(acc, 3) + q) | 0;
      want[i] = (acc + last) | 0;
    }
    const y = tt.zeros([n], tt.i32, { device: 'js' });
    await k.launch(n, { x: tt.array(xs, { device: 'js' }), y, m });
    expect(Array.from(await y.read())).toEqual(Array.from(want));
  });

  it('keeps items apart where jamming could change a result: atomics and early exits', async () => {
    const k = tt.kernel(
      { y: tt.arrayOf(tt.i32), order: tt.arrayOf(tt.i32) },
      (i, { y, order }, g) => {
        const c = g.shared(tt.i32, 1);
        if (g.local[0] === 0) c[0] = 0;
        g.barrier();
        let v = 0;
        for (let r = 0; r < 4; r++) v += r;
        order[i] = Atomics.add(c, 0, 1); // the items' order within the group, as they ran
        y[i] = v;
      },
      { name: 'ordered', workgroup: [8] },
    );
    expect(await k.generatedSource('js')).not.toMatch(/_j1/);
    const y = tt.zeros([16], tt.i32, { device: 'js' });
    const order = tt.zeros([16], tt.i32, { device: 'js' });
    await k.launch(16, { y, order });
    expect(Array.from(await order.read())).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7]);
    expect(Array.from(await y.read())).toEqual(new Array(16).fill(6));
  });

  it('still reports a shared access out of range (the proof only drops checks it can prove)', async () => {
    const k = tt.kernel(
      { y: f32 },
      (i, { y }, g) => {
        const s = g.shared(tt.f32, 16);
        s[g.local[0]] = i;
        g.barrier();
        let acc = 0;
        for (let r = 0; r < 2; r++) acc += s[g.local[0] + r];
        y[i] = acc;
      },
      { name: 'past_shared', workgroup: [16] },
    );
    const y = tt.zeros([16], tt.f32, { device: 'js' });
    await expect(k.launch(16, { y })).rejects.toMatchObject({
      name: 'KernelRangeError',
      code: 'KERNEL_INDEX_OUT_OF_BOUNDS',
      index: 16,
    });
  });
});

describe('js backend: scalar parameters', () => {
  it('converts each scalar parameter once at entry, keeping every value', async () => {
    const k = tt.kernel(
      { y: tt.arrayOf(tt.f64), a: tt.f64, b: tt.f32, c: tt.i32, d: tt.u32 },
      (i, { y, a, b, c, d }) => {
        if (i === 0) y[i] = 1 / a;
        if (i === 1) y[i] = a;
        if (i === 2) y[i] = b;
        if (i === 3) y[i] = c;
        if (i === 4) y[i] = d;
      },
      { name: 'params' },
    );
    const src = await k.generatedSource('js');
    expect(src).toContain('p_a = p_a - 0;');
    expect(src).toContain('p_b = Math.fround(p_b);');
    expect(src).toContain('p_c = p_c | 0;');
    expect(src).toContain('p_d = p_d >>> 0;');
    const y = tt.zeros([5], tt.f64, { device: 'js' });
    await k.launch(5, { y, a: -0, b: 0.1, c: -7, d: 2 ** 32 - 1 });
    expect(Array.from(await y.read())).toEqual([
      Number.NEGATIVE_INFINITY,
      -0,
      Math.fround(0.1),
      -7,
      2 ** 32 - 1,
    ]);
    await k.launch(2, { y, a: Number.NaN, b: 0, c: 0, d: 0 });
    expect(Number.isNaN((await y.read())[1])).toBe(true);
  });
});
