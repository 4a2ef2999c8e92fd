/**
 * The lane path of native kernels (src/backends/c/lanes.ts, render-lanes.ts): kernels whose items
 * loop a data-dependent number of times run 16 items together under masks. Results must equal the
 * js backend bit for bit, including partial lane groups, nested control flow, arrays passed twice
 * (the run-time overlap check falls back to one item at a time) and out-of-bounds errors.
 */
import { expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { expectSameAsJs } from '../../support/run.js';
import { describeNative } from './support.js';

const escapeKernel = () =>
  tt.kernel(
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

function ramp(n: number, scale: number): Float32Array {
  return Float32Array.from({ length: n }, (_, i) => ((i * 7919) % 1000) * scale - 2);
}

describeNative('native lanes', () => {
  it('an escape-time loop runs as lanes and equals js, with a width that is no multiple of 16', async () => {
    const k = escapeKernel();
    const src = await k.generatedSource('native');
    expect(src).toContain('static inline bool tt_lanes(');
    // compiled without trapping math, so the masked selects vectorise on AVX2 too
    expect(src).toContain('#pragma GCC optimize("no-trapping-math")');
    expect(src).toContain('#pragma omp simd reduction(|:tt_any1)');
    expect(src).toContain('tt_lanes(i0, i1, i2,');
    // the last 5 items of each row: one partial group
    expect(src).toContain('tt_lanes_tail(i0, i1, i2,');
    const w = 53;
    const h = 7;
    await expectSameAsJs('native', k, [h, w], { out: new Uint32Array(w * h), w, h, maxIter: 300 });
  });

  it('nested loops, if/else inside a loop, do-while, bool locals and a 1-D range equal js', async () => {
    const k = tt.kernel(
      { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), c: tt.arrayOf(tt.i32), n: tt.i32 },
      (i, { x, y, c, n }) => {
        let v = x[i];
        let steps = 0;
        let odd = false;
        for (let r = 0; r < n; r++) {
          let t = 0;
          while (v > 1 && t < 40) {
            if (odd) v = v * 0.5;
            else v = Math.sqrt(v) - 0.25;
            odd = !odd;
            t++;
          }
          do {
            v = v + 0.75;
            steps++;
          } while (v < r * 0.5);
        }
        if (steps > n * 2) y[i] = v;
        else y[i] = -v;
        c[i] = steps + (odd ? 7 : 0);
      },
      { name: 'nested' },
    );
    expect(await k.generatedSource('native')).toContain('tt_lanes(');
    const len = 1000 + 13;
    await expectSameAsJs('native', k, len, {
      x: ramp(len, 0.05),
      y: new Float32Array(len),
      c: new Int32Array(len),
      n: 5,
    });
  });

  it('overlapping arrays (two views of one buffer) run item by item, with the same result as js', async () => {
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
    const src = await k.generatedSource('native');
    expect(src).toContain('tt_disjoint(a_y, n_y * (int64_t)sizeof(*a_y), a_x, n_x * (int64_t)sizeof(*a_x))');
    // Sequential semantics: y[i] is x[i + 1], so item i + 1 reads what item i wrote.
    const want = Float32Array.from({ length: 201 }, (_, i) => i % 5);
    for (let i = 0; i < 200; i++) {
      let v = want[i] ?? 0;
      let t = 0;
      while (v < 100 && t < 8) {
        v = Math.fround(Math.fround(v * 2) + 1);
        t++;
      }
      want[i + 1] = v;
    }
    // one thread: items in two threads' ranges race across the overlap (no order between items
    // of one launch on native); whether a launch is split depends on its measured time (load)
    tt.configure({ threads: 1 });
    try {
      for (const device of ['js', 'native']) {
        const buf = Float32Array.from({ length: 201 }, (_, i) => i % 5);
        const x = tt.array(buf.subarray(0, 200), { device });
        const y = tt.array(buf.subarray(1, 201), { device });
        await k.launch(200, { x, y });
        await y.read();
        expect(Array.from(buf), device).toEqual(Array.from(want));
        x.dispose();
        y.dispose();
      }
    } finally {
      tt.configure({ threads: 0 });
    }
  });

  it('an out-of-bounds store of a lane kernel is the same KernelRangeError as on js', async () => {
    const k = escapeKernel();
    const dev = tt.device('native');
    const out = tt.zeros([40], tt.u32, { device: dev });
    const err = await k.launch([4, 16], { out, w: 10, h: 4, maxIter: 50 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tt.KernelRangeError);
    expect(err).toMatchObject({
      code: 'KERNEL_INDEX_OUT_OF_BOUNDS',
      kernel: 'escape',
      array: 'out',
      length: 40,
    });
    out.dispose();
  });

  it('a uniform loop whose accesses its entry check covers runs as lanes (matmul) and equals js', async () => {
    const mm = tt.kernel(
      { a: tt.arrayOf(tt.f32), b: tt.arrayOf(tt.f32), c: tt.arrayOf(tt.f32), n: tt.i32 },
      ([i, j], { a, b, c, n }) => {
        let acc = 0;
        for (let k = 0; k < n; k++) acc += a[i * n + k] * b[k * n + j];
        c[i * n + j] = acc;
      },
    );
    const src = await mm.generatedSource('native');
    expect(src).toContain('/* lanes: 16 items at a time */');
    // k is one scalar for all lanes: b[k * n + j] is one contiguous access per lane group
    expect(src).toContain('int32_t v_k = 0;');
    expect(src).toContain('if (!tt_ok) return false;');
    expect(src).toMatch(/a_b\[\(\(int64_t\)\(.*tt_ib.*\) \+ 1LL \* \(int64_t\)tt_l\)\]/);
    const n = 37; // two full lane groups and a partial one per row
    await expectSameAsJs('native', mm, [n, n], {
      a: ramp(n * n, 0.01),
      b: ramp(n * n, 0.003),
      c: new Float32Array(n * n),
      n,
    });
  });

  it('shaped arrays (C[i][j] += A[i][k] * B[k][j]): B[k][j] is one contiguous access per group, a partial group runs as lanes too', async () => {
    const F2 = tt.arrayOf(tt.f64, 2);
    const gemm = tt.kernel(
      { C: F2, A: F2, B: F2, beta: tt.f64 },
      ([i, j], { C, A, B, beta }) => {
        let c = C[i][j] * beta;
        for (let k = 0; k < A.shape[1]; k++) c += A[i][k] * B[k][j];
        C[i][j] = c;
      },
      { float: 'f64' },
    );
    const src = await gemm.generatedSource('native');
    expect(src).toContain('/* lanes: 16 items at a time */');
    // the dimension checks of B[k][j] are the same in every lane but j: lane 0's index plus the lane
    expect(src).toMatch(/a_B\[\(\(int64_t\)\(.*tt_ib.*\) \+ 1LL \* \(int64_t\)tt_l\)\]/);
    expect(src).toContain('tt_lanes_tail(i0, i1, i2,');
    const [ni, nj, nk] = [5, 37, 11]; // two full lane groups and a partial one per row
    const f64 = (n: number, s: number) =>
      Float64Array.from({ length: n }, (_, i) => ((i * 7919) % 1000) * s - 2);
    const run = async (device: string) => {
      const C = tt.array(f64(ni * nj, 0.01), { shape: [ni, nj], device });
      const A = tt.array(f64(ni * nk, 0.003), { shape: [ni, nk], device });
      const B = tt.array(f64(nk * nj, 0.007), { shape: [nk, nj], device });
      await gemm.launch([ni, nj], { C, A, B, beta: 1.2 });
      return Array.from(await C.read());
    };
    const want = await run('js');
    expect(want.some((v, n) => v !== f64(ni * nj, 0.01)[n])).toBe(true);
    expect(await run('native')).toEqual(want);
  });

  it('a leading early return (triangular launch) runs as lanes: whole groups skipped, the diagonal item by item', async () => {
    const syrk = tt.kernel(
      { c: tt.arrayOf(tt.f32), a: tt.arrayOf(tt.f32), n: tt.i32, m: tt.i32 },
      ([i, j], { c, a, n, m }) => {
        if (j > i) return;
        let acc = c[i * n + j] * 0.5;
        for (let k = 0; k < m; k++) acc += a[i * m + k] * a[j * m + k];
        c[i * n + j] = acc;
      },
    );
    const src = await syrk.generatedSource('native');
    expect(src).toContain('/* lanes: 16 items at a time */');
    expect(src).toContain('tt_live += (int32_t)(!((i1 > i0)));');
    // a[j * m + k] across lanes j: lane 0's index plus m per lane
    expect(src).toMatch(
      /a_a\[\(\(int64_t\)\(.*tt_ib.*\) \+ \(0LL \+ 1LL \* \(int64_t\)p_m\) \* \(int64_t\)tt_l\)\]/,
    );
    const [n, m] = [45, 13];
    await expectSameAsJs('native', syrk, [n, n], { c: ramp(n * n, 0.01), a: ramp(n * m, 0.003), n, m });
  });

  it('a 1-D kernel with no block-checked access (column sums, y[j] = sum of A[i][j]) runs as lanes', async () => {
    const colSum = tt.kernel(
      { A: tt.arrayOf(tt.f32), w: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), n: tt.i32 },
      (j, { A, w, y, n }) => {
        let s = 0;
        for (let i = 0; i < w.length; i++) s = s + A[i * n + j] * w[i];
        y[j] = s;
      },
    );
    const src = await colSum.generatedSource('native');
    expect(src).toContain('/* lanes: 16 items at a time */');
    expect(src).toMatch(/a_A\[\(\(int64_t\)\(.*tt_ib.*\) \+ 1LL \* \(int64_t\)tt_l\)\]/);
    const [rows, n] = [9, 37];
    await expectSameAsJs('native', colSum, n, {
      A: ramp(rows * n, 0.01),
      w: ramp(rows, 0.003),
      y: new Float32Array(n),
      n,
    });
  });

  it('a lane group whose loop check fails runs item by item: the same KernelRangeError as js', async () => {
    const mm = tt.kernel(
      { a: tt.arrayOf(tt.f32), b: tt.arrayOf(tt.f32), c: tt.arrayOf(tt.f32), n: tt.i32 },
      ([i, j], { a, b, c, n }) => {
        let acc = 0;
        for (let k = 0; k < n; k++) acc += a[i * n + k] * b[k * n + j];
        c[i * n + j] = acc;
      },
    );
    const n = 32;
    const failure = (device: string) =>
      mm
        .launch([n, n], {
          a: tt.array(ramp(n * n, 0.01), { device }),
          b: tt.array(ramp(n * n - 5, 0.003), { device }), // the last row is short
          c: tt.zeros([n * n], tt.f32, { device }),
          n,
        })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
    const want = await failure('js');
    expect(want).toBeInstanceOf(tt.KernelRangeError);
    if (!(want instanceof tt.KernelRangeError)) return;
    const got = await failure('native');
    expect(got).toBeInstanceOf(tt.KernelRangeError);
    expect(got).toMatchObject({ code: 'KERNEL_INDEX_OUT_OF_BOUNDS', array: 'b', index: want.index });
  });

  it('kernels outside the lane rule keep the item path', async () => {
    const noLoop = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
      x[i] = x[i] * 2;
    });
    const exp = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
      let v = x[i];
      while (v < 10) v = Math.exp(v) + 1;
      x[i] = v;
    });
    const early = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
      let v = x[i];
      while (v < 10) {
        if (v < 0) return;
        v = v * 2 + 1;
      }
      x[i] = v;
    });
    const neighbours = tt.kernel({ x: tt.arrayOf(tt.f32), n: tt.i32 }, (i, { x, n }) => {
      let v = x[i + 1];
      for (let k = 0; k < n; k++) v = v * 0.5;
      x[i] = v;
    });
    for (const k of [noLoop, exp, early, neighbours]) {
      expect(await k.generatedSource('native')).not.toContain('tt_lanes(');
    }
  });

  it("a loop that reads what other lanes store: the group's hazard check fails and its items run one at a time, as js", async () => {
    // item i sums c[0..n) after items 0..i-1 stored theirs: lanes would read them before the stores
    const loopIndexed = tt.kernel({ c: tt.arrayOf(tt.f32), n: tt.i32 }, (i, { c, n }) => {
      let acc = 0;
      for (let k = 0; k < n; k++) acc += c[k];
      c[i] = acc;
    });
    const src = await loopIndexed.generatedSource('native');
    expect(src).toContain('tt_lanes(');
    expect(src).toContain('lane hazards');
    expect(src).toContain('if (!tt_hok) return false;');
    await expectSameAsJs('native', loopIndexed, 40, { c: ramp(40, 0.01), n: 40 });
    // reads past the stores (c[n..2n) for n items): no hazard, the groups run as lanes
    await expectSameAsJs('native', loopIndexed, 37, { c: ramp(80, 0.01), n: 37 });
    // a store inside the loop: another lane's later iterations would see it (or miss it)
    const inLoop = tt.kernel({ c: tt.arrayOf(tt.f32), n: tt.i32, at: tt.i32 }, (i, { c, n, at }) => {
      for (let k = 0; k < n; k++) c[i] = c[i] * 0.5 + c[at + k];
    });
    expect(await inLoop.generatedSource('native')).toContain('lane hazards');
    await expectSameAsJs('native', inLoop, 40, { c: ramp(80, 0.01), n: 40, at: 0 });
    await expectSameAsJs('native', inLoop, 37, { c: ramp(80, 0.01), n: 40, at: 37 });
  });

  it('column steps that read the stored matrix in their loop (LU, Cholesky) run as lanes and equal js', async () => {
    const F64x2 = tt.arrayOf(tt.f64, 2);
    // L's column j of LU: row i reads its own row left of j and column j above row j, stores A[i][j]
    const luCol = tt.kernel(
      { A: F64x2, j: tt.i32 },
      (r, { A, j }) => {
        const i = j + 1 + r;
        let w = A[i][j];
        for (let k = 0; k < j; k++) w -= A[i][k] * A[k][j];
        A[i][j] = w / A[j][j];
      },
      { float: 'f64' },
    );
    // a running sum of the row above, up to the item's own column: a loop whose length differs per lane
    const rowPrefix = tt.kernel(
      { A: F64x2, r: tt.i32 },
      (c, { A, r }) => {
        let s = A[r][c];
        for (let k = 0; k < c + 1; k++) s += A[r - 1][k] * 0.5;
        A[r][c] = s;
      },
      { float: 'f64' },
    );
    for (const k of [luCol, rowPrefix]) {
      const src = await k.generatedSource('native');
      expect(src).toContain('tt_lanes(');
      expect(src).toContain('lane hazards');
    }
    const n = 45; // two full lane groups and a partial one in most steps
    const a = Float64Array.from(
      { length: n * n },
      (_, x) => ((x * 7919) % 1009) / 1009 + (x % (n + 1) === 0 ? n : 0),
    );
    const run = async (device: string) => {
      const A = tt.array(a.slice(), { shape: [n, n], device });
      for (let j = 0; j < n - 1; j++) await luCol.launch(n - 1 - j, { A, j });
      for (const r of [1, 17, 44]) await rowPrefix.launch(n, { A, r });
      return Array.from(await A.read());
    };
    const want = await run('js');
    expect(want.some((v, x) => v !== a[x])).toBe(true);
    expect(await run('native')).toEqual(want);
  });
});
