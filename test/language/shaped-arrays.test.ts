/**
 * Shaped arrays (issue 28 item 3): `tt.arrayOf(dtype, rank)` gives `g[r][c]`, `g.shape[k]` and
 * per-dimension bounds checks on every device, matching the js backend and plain-JS references;
 * launches refuse arrays of another rank; misuse is a coded error with line:col.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const available = tt.devices().filter((d) => d.available && d.backend !== 'sim');

const H = 7;
const W = 9;
const grid = () => Float32Array.from({ length: H * W }, (_, k) => ((k * 5) % 11) - 3);

/** A 5-point stencil over the interior written with g[r][c], and the same hand-flattened. */
const shapedStencil = tt.kernel(
  { u: tt.arrayOf(tt.f32, 2), o: tt.arrayOf(tt.f32, 2) },
  ([r, c], { u, o }) => {
    o[r + 1][c + 1] = u[r][c + 1] + u[r + 2][c + 1] + u[r + 1][c] + u[r + 1][c + 2] - 4 * u[r + 1][c + 1];
  },
);
const flatStencil = tt.kernel(
  { u: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32), w: tt.i32 },
  ([r, c], { u, o, w }) => {
    o[(r + 1) * w + c + 1] =
      u[r * w + c + 1] +
      u[(r + 2) * w + c + 1] +
      u[(r + 1) * w + c] +
      u[(r + 1) * w + c + 2] -
      4 * u[(r + 1) * w + c + 1];
  },
);

/** g.shape reads, compound assignment, a loop over a row, 3-D writes, atomics on h[r][c]. */
const mixed = tt.kernel(
  {
    g: tt.arrayOf(tt.f32, 2),
    rowSum: tt.arrayOf(tt.f32),
    cube: tt.arrayOf(tt.i32, 3),
    hist: tt.arrayOf(tt.u32, 2),
  },
  (i, { g, rowSum, cube, hist }) => {
    let s = 0;
    for (let c = 0; c < g.shape[1]; c++) s += g[i][c];
    rowSum[i] = s;
    g[i][0] *= 2;
    g[i][g.shape[1] - 1] += 1;
    // items 0..5 own one cell each (i % 2, i % 3); item 6 would race item 0 on a parallel device
    if (i < cube.shape[0] * cube.shape[1]) {
      for (let k = 0; k < cube.shape[2]; k++) cube[i % cube.shape[0]][i % cube.shape[1]][k] = i * 10 + k;
    }
    Atomics.add(hist[i % 2], i % hist.shape[1], 1);
  },
);

function mixedInputs() {
  return {
    g: Float32Array.from({ length: H * W }, (_, k) => k % 13),
    rowSum: new Float32Array(H),
    cube: new Int32Array(2 * 3 * 4),
    hist: new Uint32Array(2 * 3),
  };
}

function mixedReference() {
  const x = mixedInputs();
  for (let i = 0; i < H; i++) {
    let s = 0;
    for (let c = 0; c < W; c++) s = Math.fround(s + (x.g[i * W + c] ?? 0));
    x.rowSum[i] = s;
    x.g[i * W] = (x.g[i * W] ?? 0) * 2;
    x.g[i * W + W - 1] = (x.g[i * W + W - 1] ?? 0) + 1;
    if (i < 6) for (let k = 0; k < 4; k++) x.cube[((i % 2) * 3 + (i % 3)) * 4 + k] = i * 10 + k;
    x.hist[(i % 2) * 3 + (i % 3)] = (x.hist[(i % 2) * 3 + (i % 3)] ?? 0) + 1;
  }
  return x;
}

describe.each(available.map((d) => ({ id: d.id, device: d })))('shaped arrays on $id', ({ device }) => {
  it('a 2-D stencil with g[r][c] equals the hand-flattened one', async () => {
    const u = tt.array(grid(), { device, shape: [H, W] });
    const o = tt.zeros([H, W], tt.f32, { device });
    await shapedStencil.launch([H - 2, W - 2], { u, o });
    const uf = tt.array(grid(), { device });
    const of = tt.zeros([H * W], tt.f32, { device });
    await flatStencil.launch([H - 2, W - 2], { u: uf, o: of, w: W });
    const got = Array.from(await o.read());
    expect(got).toEqual(Array.from(await of.read()));
    expect(got.some((v) => v !== 0)).toBe(true);
  });

  it('a wide stencil (4-lane groups on wasm) equals the flat one, and fails mid-row exactly', async () => {
    const [h, w] = [5, 37];
    const data = Float32Array.from({ length: h * w }, (_, k) => ((k * 13) % 17) - 8);
    const u = tt.array(data, { device, shape: [h, w] });
    const o = tt.zeros([h, w], tt.f32, { device });
    await shapedStencil.launch([h - 2, w - 2], { u, o });
    const of = tt.zeros([h * w], tt.f32, { device });
    await flatStencil.launch([h - 2, w - 2], { u: tt.array(data, { device }), o: of, w });
    expect(Array.from(await o.read())).toEqual(Array.from(await of.read()));
    const e = await shapedStencil.launch([h - 2, w - 1], { u, o }).catch((x: unknown) => x);
    expect(e).toMatchObject({ dimension: 1, index: w, length: w, array: 'u' });
  });

  it('reads g.shape, assigns compound, writes 3-D and counts atomically into h[r][c]', async () => {
    const x = mixedInputs();
    const g = tt.array(x.g, { device, shape: [H, W] });
    const rowSum = tt.array(x.rowSum, { device });
    const cube = tt.array(x.cube, { device, shape: [2, 3, 4] });
    const hist = tt.array(x.hist, { device, shape: [2, 3] });
    await mixed.launch(H, { g, rowSum, cube, hist });
    const want = mixedReference();
    expect(Array.from(await g.read())).toEqual(Array.from(want.g));
    expect(Array.from(await rowSum.read())).toEqual(Array.from(want.rowSum));
    expect(Array.from(await cube.read())).toEqual(Array.from(want.cube));
    expect(Array.from(await hist.read())).toEqual(Array.from(want.hist));
  });

  it('checks each dimension: a column past its extent fails although the flat index is in range', async () => {
    const u = tt.array(grid(), { device, shape: [H, W] });
    const o = tt.zeros([H, W], tt.f32, { device });
    // columns c + 2 reach W: in range of the flat array (next row), out of range of dimension 1
    const e = await shapedStencil.launch([H - 2, W - 1], { u, o }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(tt.KernelRangeError);
    expect(e).toMatchObject({ code: 'KERNEL_INDEX_OUT_OF_BOUNDS', dimension: 1, length: W });
    // the first failing check of item (0, 7) in JS's order: u[1][9] on the right-hand side
    expect((e as Error).message).toMatch(
      /index 9 is out of bounds for dimension 1 of array 'u' \(extent 9\)/,
    );
  });

  it('a row loop past the row (loop versioning falls back) names dimension 1', async () => {
    const rowSum = tt.kernel(
      { g: tt.arrayOf(tt.f32, 2), s: tt.arrayOf(tt.f32), n: tt.i32 },
      (i, { g, s, n }) => {
        let acc = 0;
        for (let c = 0; c < n; c++) acc += g[i][c];
        s[i] = acc;
      },
    );
    const g = tt.array(grid(), { device, shape: [H, W] });
    const sums = tt.zeros([H], tt.f32, { device });
    await rowSum.launch(H, { g, s: sums, n: W });
    const want = Array.from({ length: H }, (_, r) =>
      grid()
        .slice(r * W, r * W + W)
        .reduce((a, b) => Math.fround(a + b), 0),
    );
    expect(Array.from(await sums.read())).toEqual(want);
    const e = await rowSum.launch(H, { g, s: sums, n: W + 1 }).catch((x: unknown) => x);
    expect(e).toMatchObject({ dimension: 1, index: W, length: W, array: 'g' });
  });

  it('checks the outer dimension too (rows past the end)', async () => {
    const u = tt.array(grid(), { device, shape: [H, W] });
    const o = tt.zeros([H, W], tt.f32, { device });
    const e = await shapedStencil.launch([H - 1, W - 2], { u, o }).catch((x: unknown) => x);
    expect(e).toMatchObject({ code: 'KERNEL_INDEX_OUT_OF_BOUNDS', dimension: 0, length: H, index: H });
  });
});

describe('shaped arrays: bad inputs', () => {
  const copy2 = tt.kernel({ a: tt.arrayOf(tt.f32, 2), b: tt.arrayOf(tt.f32, 2) }, ([r, c], { a, b }) => {
    b[r][c] = a[r][c];
  });

  it('a launch refuses an array of another rank (LAUNCH_BAD_ARG_RANK)', async () => {
    const a = tt.zeros([4], tt.f32, { device: 'js' });
    const b = tt.zeros([2, 2], tt.f32, { device: 'js' });
    await expect(copy2.launch([2, 2], { a, b })).rejects.toMatchObject({
      name: 'LaunchArgumentError',
      code: 'LAUNCH_BAD_ARG_RANK',
      message: expect.stringMatching(/argument 'a' is declared tt.arrayOf\(tt.f32, 2\).*shape \[4\]/),
    });
  });

  it('flat arrays keep taking any shape; g.length of a shaped array is the element count', async () => {
    const k = tt.kernel({ g: tt.arrayOf(tt.f32, 2), out: tt.arrayOf(tt.i32) }, (i, { g, out }) => {
      out[i] = g.length + g.shape[0] * 100;
    });
    const out = tt.zeros([2, 1], tt.i32, { device: 'js' });
    await k.launch(2, { g: tt.zeros([3, 5], tt.f32, { device: 'js' }), out });
    expect(Array.from(await out.read())).toEqual([315, 315]);
  });

  const sourceError = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return e;
    }
    throw new Error('expected an error');
  };

  it('g[r] of a rank-2 array is no value (KERNEL_SHAPED_INDEX, with line:col)', () => {
    const e = sourceError(() =>
      tt.kernel({ g: tt.arrayOf(tt.f32, 2), out: tt.arrayOf(tt.f32) }, (i, { g, out }) => {
        out[i] = g[i] as unknown as number;
      }),
    );
    expect(e).toMatchObject({ name: 'KernelSyntaxError', code: 'KERNEL_SHAPED_INDEX', kernelLine: 2 });
    expect((e as Error).message).toMatch(
      /'g\[i\]' indexes a rank-2 array with 1 index: a partial index is not a value/,
    );
  });

  it('too many indices, g.shape as a value, a non-constant dimension, Atomics on a whole rank-2 array', () => {
    const cases: [string, () => unknown][] = [
      [
        'three indices',
        () =>
          tt.kernel({ g: tt.arrayOf(tt.f32, 2) }, (i, { g }) => {
            (g[i][i] as unknown as Float32Array)[i] = 1;
          }),
      ],
      [
        'g.shape',
        () =>
          tt.kernel({ g: tt.arrayOf(tt.f32, 2), o: tt.arrayOf(tt.f32) }, (i, { g, o }) => {
            o[i] = g.shape as unknown as number;
          }),
      ],
      [
        'g.shape[i]',
        () =>
          tt.kernel({ g: tt.arrayOf(tt.f32, 2), o: tt.arrayOf(tt.f32) }, (i, { g, o }) => {
            o[i] = g.shape[i] as number;
          }),
      ],
      [
        'Atomics.add(h, i, 1)',
        () =>
          tt.kernel({ h: tt.arrayOf(tt.i32, 2) }, (i, { h }) => {
            Atomics.add(h as unknown as Int32Array, i, 1);
          }),
      ],
    ];
    for (const [what, f] of cases) {
      expect(sourceError(f), what).toMatchObject({ code: 'KERNEL_SHAPED_INDEX' });
    }
  });

  it('a rank outside 1..3 in the schema is KERNEL_BAD_SCHEMA', () => {
    const e = sourceError(() => tt.kernel({ g: tt.arrayOf(tt.f32, 4 as 3) }, (_i, { g }) => void g));
    expect(e).toMatchObject({ code: 'KERNEL_BAD_SCHEMA' });
  });
});
