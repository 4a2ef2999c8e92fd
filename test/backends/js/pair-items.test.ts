/**
 * The js backend runs two items together where an item is a pure loop whose trip count depends on
 * the item (src/backends/js/pair-items.ts): the results, and the out-of-bounds access reported, are
 * those of running the items one after the other.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { readEvenIfFailed } from '../../support/failed-content.js';

const escapeTime = tt.kernel(
  { out: tt.arrayOf(tt.u32), w: tt.i32, h: tt.i32, maxIter: tt.i32 },
  ([py, px], { out, w, h, maxIter }) => {
    const x0 = (px / w) * 3.5 - 2.5;
    const y0 = (py / h) * 2 - 1;
    let x = 0;
    let y = 0;
    let k = 0;
    while (x * x + y * y <= 4 && k < maxIter) {
      const xt = x * x - y * y + x0;
      y = 2 * x * y + y0;
      x = xt;
      k++;
    }
    out[py * w + px] = k;
  },
  { name: 'escape' },
);

/** The same loop with the kernel's f32 rounding, one item after the other. */
function escapeByHand(w: number, h: number, maxIter: number): Uint32Array {
  const fr = Math.fround;
  const out = new Uint32Array(w * h);
  for (let py = 0; py < h; py++) {
    for (let px = 0; px < w; px++) {
      const x0 = fr(fr(fr(px / w) * 3.5) - 2.5);
      const y0 = fr(fr(fr(py / h) * 2) - 1);
      let x = 0;
      let y = 0;
      let k = 0;
      while (fr(fr(x * x) + fr(y * y)) <= 4 && k < maxIter) {
        const xt = fr(fr(fr(x * x) - fr(y * y)) + x0);
        y = fr(fr(fr(2 * x) * y) + y0);
        x = xt;
        k++;
      }
      out[py * w + px] = k;
    }
  }
  return out;
}

describe('js backend: pairs of items', () => {
  it('runs two items of an escape loop together, with an odd row length (the last item alone)', async () => {
    const src = await escapeTime.generatedSource('js');
    expect(src).toMatch(/for \(let i1 = b1; i1 < m1; i1 \+= 2\) \{/);
    expect(src).toMatch(/let w_x0 = 0/);
    for (const [w, h] of [
      [37, 29],
      [64, 3],
      [1, 5],
    ] as const) {
      const out = tt.zeros([w * h], tt.u32, { device: 'js' });
      await escapeTime.launch([h, w], { out, w, h, maxIter: 200 });
      expect(Array.from(await out.read())).toEqual(Array.from(escapeByHand(w, h, 200)));
    }
  });

  it('an out-of-bounds store after the loop is reported for the first bad item, earlier items written', async () => {
    const k = tt.kernel(
      { out: tt.arrayOf(tt.i32), lim: tt.i32 },
      (i, { out, lim }) => {
        let c = 0;
        let v: number = i;
        while (v !== 1 && c < lim) {
          v = (v & 1) === 0 ? v >> 1 : 3 * v + 1;
          c++;
        }
        out[2 * i] = c;
      },
      { name: 'steps' },
    );
    expect(await k.generatedSource('js')).toMatch(/i0 \+= 2\)/);
    const out = tt.full([9], -1, tt.i32, { device: 'js' });
    // items 0..4 write 0, 2, …, 8; item 5 writes index 10 of 9
    const err = await k.launch(8, { out, lim: 100 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tt.KernelRangeError);
    expect(err).toMatchObject({ array: 'out', index: 10, length: 9 });
    const got = Array.from(await readEvenIfFailed(out));
    // Collatz steps of 1, 2, 3, 4 (and 0 for item 0, whose loop runs to lim)
    expect(got.filter((_, j) => j % 2 === 0)).toEqual([100, 0, 1, 7, 2]);
    expect(got.filter((_, j) => j % 2 === 1)).toEqual([-1, -1, -1, -1]);
  });

  it('keeps items one after the other where an item reads what an earlier one wrote', async () => {
    // Item i reads x[i - 1], which item i - 1 wrote: pairing would read it before the write.
    const k = tt.kernel(
      { x: tt.arrayOf(tt.i32) },
      (i, { x }) => {
        let s = i > 0 ? x[i - 1] : 0;
        let c = 0;
        while (c < 3) {
          s = s + 1;
          c++;
        }
        x[i] = s;
      },
      { name: 'chain' },
    );
    expect(await k.generatedSource('js')).not.toMatch(/i0 \+= 2\)/);
    const x = tt.zeros([7], tt.i32, { device: 'js' });
    await k.launch(7, { x });
    expect(Array.from(await x.read())).toEqual([3, 6, 9, 12, 15, 18, 21]);
  });

  it('runs items one at a time when a read array and a written one are views of one buffer', async () => {
    const k = tt.kernel(
      { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) },
      (i, { x, y }) => {
        let v = x[i];
        let t = 0;
        while (v < 100 && t < 8) {
          v = v * 2 + 1;
          t++;
        }
        y[i] = v;
      },
      { name: 'chained' },
    );
    expect(await k.generatedSource('js')).toMatch(/a_x\.buffer !== a_y\.buffer/);
    const run = (v0: number) => {
      let v = v0;
      for (let t = 0; v < 100 && t < 8; t++) v = Math.fround(Math.fround(v * 2) + 1);
      return v;
    };
    // y[i] is x[i + 1]: item i + 1 reads what item i wrote, one item after the other.
    const want = Float32Array.from({ length: 201 }, (_, i) => i % 5);
    for (let i = 0; i < 200; i++) want[i + 1] = run(want[i] ?? 0);
    const buf = Float32Array.from({ length: 201 }, (_, i) => i % 5);
    await k.launch(200, {
      x: tt.array(buf.subarray(0, 200), { device: 'js' }),
      y: tt.array(buf.subarray(1, 201), { device: 'js' }),
    });
    expect(Array.from(buf)).toEqual(Array.from(want));
    // Separate buffers: pairs, and each item from its own input.
    const x = Float32Array.from({ length: 201 }, (_, i) => i % 5);
    const y = tt.zeros([201], tt.f32, { device: 'js' });
    await k.launch(201, { x: tt.array(x, { device: 'js' }), y });
    expect(Array.from(await y.read())).toEqual(Array.from(x, run));
  });

  it('is not used by the timeout-polling variant', async () => {
    const out = tt.zeros([6 * 5], tt.u32, { device: 'js' });
    await escapeTime.launch([5, 6], { out, w: 6, h: 5, maxIter: 50 }, { timeoutMs: 60_000 });
    expect(Array.from(await out.read())).toEqual(Array.from(escapeByHand(6, 5, 50)));
  });
});
