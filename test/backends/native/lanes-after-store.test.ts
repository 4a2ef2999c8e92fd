/**
 * Lane groups for kernels with a loop after a store in the same item (src/backends/c/lane-loops.ts,
 * lane-hazard.ts): a Gram-Schmidt column step (`R[k][j] = s; for (i …) A[i][j] -= Q[i][k] * s`)
 * runs 16 items as lanes, with its later loop's range check and the lane-hazard check made before
 * the group's first store. Results must equal js bit for bit, also where the check fails (lanes
 * that read or store what another lane stores, an index out of bounds): those groups run one item
 * at a time.
 */
import { expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { expectSameAsJs } from '../../support/run.js';
import { describeNative } from './support.js';

const F64x2 = tt.arrayOf(tt.f64, 2);

/** gramschmidt's update of the columns right of column k (bench/polybench/ports/solvers.ts). */
const gsRest = () =>
  tt.kernel(
    { A: F64x2, R: F64x2, Q: F64x2, k: tt.i32 },
    (c, { A, R, Q, k }) => {
      const j = k + 1 + c;
      const m = A.shape[0];
      let s = 0.0;
      for (let i = 0; i < m; i++) s += Q[i][k] * A[i][j];
      R[k][j] = s;
      for (let i = 0; i < m; i++) A[i][j] = A[i][j] - Q[i][k] * s;
    },
    { name: 'gs_rest', float: 'f64' },
  );

function matrix(rows: number, cols: number, seed: number): Float64Array {
  return Float64Array.from({ length: rows * cols }, (_, x) => (((x + seed) * 7919) % 1009) / 1009 - 0.5);
}

describeNative('native lanes after a store', () => {
  it('a loop after a store runs as lanes (contiguous across lanes) and equals js over many steps', async () => {
    const k = gsRest();
    const src = await k.generatedSource('native');
    expect(src).toContain('/* lanes: 16 items at a time */');
    expect(src).toContain("the later loops' range checks");
    expect(src).toContain('lane hazards');
    // A[i][j] of lanes j..j+15: lane 0's element plus the lane number, no gather
    expect(src).toContain(
      '(uint64_t)tt_ib + (uint64_t)p_A_shape1 * (uint64_t)v_i_1)) + 1LL * (int64_t)tt_l)] = ',
    );
    const m = 23;
    const n = 45; // steps of 44 … 1 columns: full groups, partial groups, single lanes
    const run = async (device: string) => {
      const A = tt.array(matrix(m, n, 1), { shape: [m, n], device });
      const R = tt.array(new Float64Array(n * n), { shape: [n, n], device });
      const Q = tt.array(matrix(m, n, 5), { shape: [m, n], device });
      for (let kk = 0; kk < n - 1; kk++) await k.launch(n - 1 - kk, { A, R, Q, k: kk });
      return [...(await A.read()), ...(await R.read())];
    };
    const want = await run('js');
    expect(await run('native')).toEqual(want);
  });

  it("a later loop that reads what other lanes store: the group's check fails and its items run one at a time", async () => {
    // item i halves c[i], then sums c[at .. at + n): with at = 0 it reads the other items' halves
    const k = tt.kernel(
      { c: tt.arrayOf(tt.f32), out: tt.arrayOf(tt.f32), n: tt.i32, at: tt.i32 },
      (i, { c, out, n, at }) => {
        c[i] = c[i] * 0.5;
        let acc = 0;
        for (let t = 0; t < n; t++) acc += c[at + t] * (t + 1);
        out[i] = acc;
      },
      { name: 'later_reads' },
    );
    const src = await k.generatedSource('native');
    expect(src).toContain('/* lanes: 16 items at a time */');
    expect(src).toContain('if (!tt_hok) return false;');
    const c = Float32Array.from({ length: 120 }, (_, x) => ((x * 31) % 17) - 8);
    // hazard: every group reads c[0 .. 40), which the items store
    await expectSameAsJs('native', k, 40, { c, out: new Float32Array(40), n: 40, at: 0 });
    // no hazard: the loop reads c[60 .. 100), past the stores
    await expectSameAsJs('native', k, 37, { c, out: new Float32Array(37), n: 40, at: 60 });
  });

  it('lanes that store the same elements in a later loop run one at a time; distinct columns run as lanes', async () => {
    // item c scales its own A[0][c], then updates column c * w of every row below it: with w = 0
    // every lane stores column 0 (the check fails), with w = 1 each lane its own column
    const k = tt.kernel(
      { A: F64x2, w: tt.i32 },
      (c, { A, w }) => {
        const s = A[0][c] * 0.5;
        A[0][c] = s;
        for (let i = 1; i < A.shape[0]; i++) A[i][c * w] = A[i][c * w] * s + 1;
      },
      { name: 'later_stores', float: 'f64' },
    );
    const src = await k.generatedSource('native');
    expect(src).toContain('/* lanes: 16 items at a time */');
    expect(src).toContain('tt_hz_pair(');
    for (const w of [0, 1]) {
      const run = async (device: string) => {
        const A = tt.array(matrix(6, 35, w), { shape: [6, 35], device });
        await k.launch(35, { A, w });
        return Array.from(await A.read());
      };
      const want = await run('js');
      expect(await run('native'), `w = ${w}`).toEqual(want);
    }
  });

  it('a flag that picks rows or columns (deriche): the other orientation is left out of the checks, results equal js', async () => {
    const k = tt.kernel(
      { src: F64x2, y: F64x2, a: tt.f64, b: tt.f64, rows: tt.bool },
      (l, { src, y, a, b, rows }) => {
        const len = rows ? src.shape[1] : src.shape[0];
        let ym1 = 0.0;
        for (let t = 0; t < len; t++) {
          const v = a * (rows ? src[l][t] : src[t][l]) + b * ym1;
          if (rows) y[l][t] = v;
          else y[t][l] = v;
          ym1 = v;
        }
      },
      { name: 'rows_or_columns', float: 'f64' },
    );
    const src = await k.generatedSource('native');
    expect(src).toContain('/* lanes: 16 items at a time */');
    // a column index runs past the row length (37 > 21): only checked where it is used
    expect(src).toContain('(!(((p_rows))) || tt_range_ok(');
    expect(src).toContain('tt_c = !(p_rows) && tt_j1 > tt_j0');
    // the anti-causal pass counts down (`t >= 0`): a checked loop over [0, len)
    const back = tt.kernel(
      { src: F64x2, y: F64x2, a: tt.f64, b: tt.f64, rows: tt.bool },
      (l, { src, y, a, b, rows }) => {
        const len = rows ? src.shape[1] : src.shape[0];
        let xp1 = 0.0;
        let yp1 = 0.0;
        for (let t = len - 1; t >= 0; t--) {
          const v = a * xp1 + b * yp1;
          if (rows) y[l][t] = v;
          else y[t][l] = v;
          xp1 = rows ? src[l][t] : src[t][l];
          yp1 = v;
        }
      },
      { name: 'rows_or_columns_back', float: 'f64' },
    );
    const backSrc = await back.generatedSource('native');
    expect(backSrc).toContain('/* lanes: 16 items at a time */');
    expect(backSrc).toContain('v_t < 2147483647');
    for (const kernel of [k, back])
      for (const rows of [true, false]) {
        const run = async (device: string) => {
          const s = tt.array(matrix(37, 21, 3), { shape: [37, 21], device });
          const y = tt.array(new Float64Array(37 * 21), { shape: [37, 21], device });
          await kernel.launch(rows ? 37 : 21, { src: s, y, a: 0.75, b: 0.5, rows });
          return Array.from(await y.read());
        };
        const want = await run('js');
        expect(await run('native'), `rows = ${rows}`).toEqual(want);
      }
  });

  it('a store only item 0 makes, and a column store (a step of the row length): checked per group, equal to js', async () => {
    // gramschmidt's norm step: every item sums the column; item 0 also stores the norm
    const k = tt.kernel(
      { A: F64x2, R: F64x2, Q: F64x2, k: tt.i32 },
      (i, { A, R, Q, k }) => {
        let nrm = 0.0;
        for (let t = 0; t < A.shape[0]; t++) nrm += A[t][k] * A[t][k];
        const r = Math.sqrt(nrm);
        if (i === 0) R[k][k] = r;
        Q[i][k] = A[i][k] / r;
      },
      { name: 'gs_q', float: 'f64' },
    );
    const src = await k.generatedSource('native');
    expect(src).toContain('/* lanes: 16 items at a time */');
    expect(src).toContain('((i0 == 0)) && 1;');
    const m = 37;
    const n = 9;
    const run = async (device: string) => {
      const A = tt.array(matrix(m, n, 2), { shape: [m, n], device });
      const R = tt.array(new Float64Array(n * n), { shape: [n, n], device });
      const Q = tt.array(new Float64Array(m * n), { shape: [m, n], device });
      for (let kk = 0; kk < n; kk++) await k.launch(m, { A, R, Q, k: kk });
      return [...(await R.read()), ...(await Q.read())];
    };
    const want = await run('js');
    expect(await run('native')).toEqual(want);
  });

  it('a loop whose counter starts at another value in each lane (a nussinov diagonal) stays item by item', async () => {
    const k = tt.kernel({ table: tt.arrayOf(tt.i32, 2), diag: tt.i32 }, (i, { table, diag }) => {
      const j = i + diag;
      let t = table[i][j];
      for (let q = i + 1; q < j; q++) t = Math.max(t, table[i][q] + table[q + 1][j]);
      table[i][j] = t;
    });
    expect(await k.generatedSource('native')).toContain('/* lanes: no, a loop whose counter starts');
  });

  it('an index out of bounds in a later loop is the same KernelRangeError as on js', async () => {
    const k = tt.kernel(
      { c: tt.arrayOf(tt.f32), n: tt.i32 },
      (i, { c, n }) => {
        c[i] = c[i] + 1;
        let acc = 0;
        for (let t = 0; t < n; t++) acc += c[i + t];
        c[i] = acc;
      },
      { name: 'later_oob' },
    );
    expect(await k.generatedSource('native')).toContain("the later loops' range checks");
    const errs: unknown[] = [];
    for (const device of ['js', 'native']) {
      const c = tt.array(new Float32Array(48), { device });
      errs.push(await k.launch(40, { c, n: 12 }).catch((e: unknown) => e));
      c.dispose();
    }
    const [js, native] = errs;
    expect(js).toBeInstanceOf(tt.KernelRangeError);
    expect(native).toBeInstanceOf(tt.KernelRangeError);
    expect(native).toMatchObject({
      code: 'KERNEL_INDEX_OUT_OF_BOUNDS',
      array: 'c',
      index: (js as { index: number }).index,
    });
  });
});
