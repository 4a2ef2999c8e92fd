/**
 * Hoisted accesses in the fast work item are indexed by their affine form in 64 bits (so the C
 * compiler can vectorise neighbour accesses), but only when no term can overflow 64 bits.
 */
import { describe, expect, it } from 'vitest';
import { affineIndex, C_AFFINE_NAMES } from '../../../src/backends/c/affine.js';
import { renderC } from '../../../src/backends/c/render-kernel.js';
import { openmpDialect } from '../../../src/backends/native/dialect-openmp.js';
import * as tt from '../../../src/index.js';
import { hoistChecks } from '../../../src/passes/affine-index.js';
import { nativeAvailable } from './support.js';

const stencil = tt.kernel(
  { u: tt.arrayOf(tt.f32), v: tt.arrayOf(tt.f32), n: tt.i32 },
  ([r, q], { u, v, n }) => {
    const k = r * n + q;
    v[k] = u[k - 1] + u[k + n];
  },
);

describe('affine indices in the fast item', () => {
  it('renders neighbour accesses as 64-bit affine expressions of the launch indices', () => {
    const c = renderC(stencil.ir, openmpDialect);
    const fast = c.slice(c.indexOf('tt_item_fast('), c.indexOf('tt_block_ok('));
    expect(fast).toContain('a_u[((int64_t)p_n * (int64_t)i0 + (int64_t)i1 - 1LL)]');
    expect(fast).toContain('a_u[((int64_t)p_n * (int64_t)i0 + (int64_t)i1 + (int64_t)p_n)]');
    const checked = c.slice(c.indexOf('void tt_item('), c.indexOf('tt_item_fast('));
    expect(checked).toContain('tt_ld_f32(a_u, n_u');
  });

  it('sums in wrapping uint64_t when a term could overflow int64_t', () => {
    const h = hoistChecks(stencil.ir, C_AFFINE_NAMES);
    const [a] = [...h.indexOf.values()];
    expect(a).toBeDefined();
    if (!a) return;
    expect(affineIndex(a, () => 31)).not.toContain('uint64_t');
    // p_n (40 bits) * i0 (31 bits) exceeds 2^63: exact modulo 2^64, and the block check proved it in range
    expect(affineIndex(a, () => 40)).toMatch(
      /^\(\(int64_t\)\(\(uint64_t\)p_n \* \(uint64_t\)i0 \+ \(uint64_t\)i1/,
    );
  });

  it('keeps an offset launch of a shaped array on the 64-bit affine path', async () => {
    // A[i][j] under { offset }: shape1 * (i0 + offset0) is two 62-bit terms, summed in uint64_t
    const k = tt.kernel({ A: tt.arrayOf(tt.f64, 2), B: tt.arrayOf(tt.f64, 2) }, ([i, j], { A, B }) => {
      B[i][j] = A[i][j - 1] + A[i - 1][j];
    });
    const { offsetVariant } = await import('../../../src/runtime/offset.js');
    const c = renderC(offsetVariant(k.ir), openmpDialect);
    const fast = c.slice(c.indexOf('tt_item_fast('), c.indexOf('tt_block_ok('));
    expect(fast).toContain('(uint64_t)p_A_shape1 * (uint64_t)i0 + (uint64_t)i1');
    expect(fast).not.toMatch(/a_A\[\(\(int32_t\)/);
  });

  it('hoists the flat index of a 3-D offset launch and checks the whole launch once', async () => {
    // shape1 * shape2 * offset0: three symbols in the constant part, 96 bits
    const k = tt.kernel({ A: tt.arrayOf(tt.f64, 3), B: tt.arrayOf(tt.f64, 3) }, ([i, j, l], { A, B }) => {
      B[i][j][l] = A[i + 1][j][l] + A[i][j][l - 1];
    });
    const { offsetVariant } = await import('../../../src/runtime/offset.js');
    const c = renderC(offsetVariant(k.ir), openmpDialect);
    const fast = c.slice(c.indexOf('tt_item_fast('), c.indexOf('tt_block_ok('));
    expect(fast).not.toContain('tt_ld_f64');
    expect(fast).not.toContain('tt_st_f64');
    expect(c).toContain('const bool tt_all_ok = tt_launch_ok(');
    expect(c).toMatch(/if \(tt_all_ok \|\| tt_block_ok\(/);
  });
});

describe('versioned inclusive loops (j <= R)', () => {
  const sumTo = tt.kernel(
    { a: tt.arrayOf(tt.f64), out: tt.arrayOf(tt.f64), last: tt.i32 },
    (_i, { a, out, last }) => {
      let s = 0.0;
      for (let j = 1; j <= last; j++) s += a[j - 1];
      out[0] = s;
    },
  );

  it('checks [j, R + 1) once at loop entry, with R below 2^31 - 1', () => {
    const c = renderC(sumTo.ir, openmpDialect);
    expect(c).toMatch(/if \(p_last < 2147483647 && tt_range_ok\([^;]*, p_last \+ 1, n_a\)\) \{/);
  });

  it.skipIf(!nativeAvailable)('runs the last j and still reports the access past the end', async () => {
    const dev = tt.device('native');
    const a = tt.array(new Float64Array([1, 2, 3, 4]), { device: dev });
    const out = tt.zeros([1], tt.f64, { device: dev });
    await sumTo.launch(1, { a, out, last: 4 });
    expect(Array.from(await out.read())).toEqual([10]);
    const err = await sumTo.launch(1, { a, out, last: 5 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tt.KernelRangeError);
  });
});

describe('versioned loops of a sequential sweep (seidel-2d)', () => {
  // one work item updates A in place, row by row: the store goes through the temporary flat
  // index `t = i * shape1 + j` of A[i][j], and the next j reads the value it just stored
  const sweep = tt.kernel({ A: tt.arrayOf(tt.f64, 2), last: tt.i32 }, (_x, { A, last }) => {
    for (let i = 1; i <= last; i++)
      for (let j = 1; j <= last; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i + 1][j]) / 5.0;
  });

  it('stores through the body-local flat index unchecked and steps j as a plain increment', () => {
    const c = renderC(sweep.ir, openmpDialect);
    // the entry check proved j + 1 cannot wrap: a signed increment the compiler strength-reduces
    expect(c).toContain('; v_j++) {');
    // in the checked-at-entry copy the store is a plain 64-bit affine store, as the loads are
    expect(c).toContain('a_A[((int64_t)((uint64_t)p_A_shape1 * (uint64_t)v_i + (uint64_t)v_j))] = ');
    // the fallback copy keeps wrapping 32-bit steps and checked accesses
    expect(c).toContain('v_j = ((int32_t)((uint32_t)(v_j) + (uint32_t)(1)))');
    expect(c).toContain('tt_st_f64(a_A, n_A');
  });

  it.skipIf(!nativeAvailable)(
    'matches js bit for bit, and reports the same first failing access',
    async () => {
      const n = 37;
      const init = Float64Array.from({ length: n * n }, (_, k) => ((k % n) * ((k / n) | 0) + 2) / n);
      const run = async (device: string, last: number) => {
        const dev = tt.device(device);
        const A = tt.array(init.slice(), { device: dev, shape: [n, n] });
        const err = await sweep.launch(1, { A, last }).then(
          () => undefined,
          (e: unknown) => e,
        );
        return { data: err ? [] : Array.from(await A.read()), err };
      };
      const [js, native] = [await run('js', n - 2), await run('native', n - 2)];
      expect(native.err).toBeUndefined();
      expect(native.data).toEqual(js.data);
      // last = n - 1: A[i + 1][j] of the last row leaves A (the loop's entry check fails)
      const [jsBad, nativeBad] = [await run('js', n - 1), await run('native', n - 1)];
      expect(nativeBad.err).toBeInstanceOf(tt.KernelRangeError);
      expect(String(nativeBad.err)).toBe(String(jsBad.err));
    },
  );
});
