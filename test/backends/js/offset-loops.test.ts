/**
 * The js backend's offset launches whose counters run over the shifted indices
 * (src/backends/js/offset-loops.ts): same results as the hand loop over the interior, loops
 * versioned inside an item still checked against the right index, errors reported as before.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';

const F64x2 = tt.arrayOf(tt.f64, 2);
const fill = (n: number, s: number) => Float64Array.from({ length: n }, (_, k) => ((k * s) % 89) / 89);
const dev = (a: Float64Array, w: number) => tt.array(a, { shape: [a.length / w, w], device: 'js' });

/** Reads its own row and column (an item-index expression) and a row window in a loop. */
const win = tt.kernel(
  { a: F64x2, out: F64x2, m: tt.i32 },
  ([i, j], { a, out, m }) => {
    let s = a[i][j] * 0.5 + i * 1000 + j;
    for (let k = 0; k < m; k++) s += a[i - 1][j + k];
    out[i][j] = s;
  },
  { name: 'win', float: 'f64' },
);

function plainWin(
  a: Float64Array,
  w: number,
  out: Float64Array,
  m: number,
  [r0, c0]: number[],
  [h, cw]: number[],
) {
  for (let i = r0; i < r0 + h; i++)
    for (let j = c0; j < c0 + cw; j++) {
      let s = (a[i * w + j] ?? 0) * 0.5 + i * 1000 + j;
      for (let k = 0; k < m; k++) s += a[(i - 1) * w + j + k] ?? Number.NaN;
      out[i * w + j] = s;
    }
}

describe('js backend: offset launches over shifted counters', () => {
  it('gives the hand loop’s results over the interior (several offsets and windows)', async () => {
    const [rows, w] = [12, 40];
    for (const [offset, range, m] of [
      [[1, 0], [11, 30], 10],
      [[1, 3], [10, 33], 4],
      [[5, 7], [7, 20], 13],
    ] as const) {
      const a = fill(rows * w, 7);
      const want = new Float64Array(rows * w);
      plainWin(a, w, want, m, [...offset], [...range]);
      const out = dev(new Float64Array(rows * w), w);
      await win.launch([...range], { a: dev(a, w), out, m }, { offset: [...offset] });
      expect(Array.from(await out.read())).toEqual(Array.from(want));
    }
  });

  it('reports the first bad access of a versioned loop with the same index as without an offset', async () => {
    const [rows, w] = [6, 16];
    const a = dev(fill(rows * w, 3), w);
    const out = dev(new Float64Array(rows * w), w);
    // item (1, 2) is the first: a[0][2 + k] leaves row 0's 16 columns at k = 14
    const err = await win.launch([5, 14], { a, out, m: 15 }, { offset: [1, 2] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tt.KernelRangeError);
    expect(err).toMatchObject({ array: 'a', index: 16, length: 16 });
  });

  it('checks a loop whose index falls with the launch index against the unshifted index', async () => {
    const rev = tt.kernel(
      { a: F64x2, out: F64x2, m: tt.i32 },
      ([i, j], { a, out, m }) => {
        let s = 0.0;
        for (let k = 0; k < m; k++) s += a[i][m - j + k];
        out[i][j] = s;
      },
      { name: 'rev', float: 'f64' },
    );
    const w = 16;
    const [a, out] = [dev(fill(w, 5), w), dev(new Float64Array(w), w)];
    // item (0, 2) reads a[0][8 … 17]: column 16 is the first bad one (an entry check that took the
    // shifted counter for the index would have passed this loop unchecked)
    const err = await rev.launch([1, 4], { a, out, m: 10 }, { offset: [0, 2] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tt.KernelRangeError);
    expect(err).toMatchObject({ array: 'a', index: 16, length: 16 });
  });
});
