/**
 * The CUDA dialect of the C renderer, checked on its text (no GPU, no compiler needed): one
 * extern "C" __global__ entry with a grid-stride loop, device helpers, CUDA atomics, the
 * atomicCAS error word, no fast math, and the same JS conversions as native.
 */
import { describe, expect, it } from 'vitest';
import { renderC } from '../../../src/backends/c/render-kernel.js';
import { cudaDialect } from '../../../src/backends/cuda/dialect-cuda.js';
import { openmpDialect } from '../../../src/backends/native/dialect-openmp.js';
import * as tt from '../../../src/index.js';
import { CASES } from '../../conformance/cases.js';

const saxpy = tt.kernel({ a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { a, x, y }) => {
  y[i] = a * x[i] + y[i];
});

function entryOf(src: string): string {
  return src.slice(src.indexOf('extern "C" __global__'));
}

describe('CUDA C of saxpy', () => {
  const src = renderC(saxpy.ir, cudaDialect);

  it('has exactly one extern "C" __global__ entry point with the C renderer parameter order', () => {
    expect(src.match(/extern "C" __global__/g)).toHaveLength(1);
    expect(entryOf(src)).toContain(
      'tutti_kernel(\n    int32_t n0,\n    int32_t n1,\n    int32_t n2,\n    int32_t tt_threads,\n    int32_t *tt_err,\n    float p_a,\n    float *a_x,\n    int64_t n_x,\n    float *a_y,\n    int64_t n_y) {',
    );
  });

  it('walks the range with a grid-stride loop, innermost index from the thread index', () => {
    const e = entryOf(src);
    expect(e).toContain('const int64_t tt_stride = (int64_t)gridDim.x * (int64_t)blockDim.x;');
    expect(e).toContain(
      'for (int64_t tt_t = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; tt_t < tt_n; tt_t += tt_stride) {',
    );
    expect(e).toContain('const int32_t i0 = (int32_t)tt_t, i1 = 0, i2 = 0;');
  });

  it('uses the hoisted unchecked item when the whole range passes the block check', () => {
    const e = entryOf(src);
    expect(e).toContain('const bool tt_ok = tt_block_ok(0, 0, 0, p_a, a_x, n_x, a_y, n_y, tt_lo, tt_hi);');
    expect(e).toContain('if (tt_ok) tt_item_fast(');
    expect(src).toContain('a_y[i0] = ((p_a * a_x[i0]) + a_y[i0]);');
  });

  it('records the first out-of-bounds access in the device error word with atomicCAS', () => {
    expect(src).toContain('__device__ inline void tt_oob(int32_t *err, int32_t site, int64_t i) {');
    expect(src).toContain('if (atomicCAS(&err[0], 0, 1) == 0) {');
    expect(src).toContain('tt_st_f32(a_y, n_y, (int64_t)(i0),');
  });

  it('refuses fast math and never uses fast intrinsics', () => {
    expect(src).toContain('#if defined(__USE_FAST_MATH__) || defined(__FAST_MATH__)');
    expect(src).not.toMatch(/__fmul|__fadd|__expf|__sinf|__fdividef/);
    expect(src).not.toMatch(/\bstatic\b/);
  });

  it('keeps the JS-semantics prelude of native, as __device__ helpers', () => {
    expect(src).toContain('__device__ inline int32_t tt_toi32(double x) {');
    expect(src).toContain('double m = fmod(trunc(x), 4294967296.0);');
    const body = (s: string) => {
      const at = s.indexOf('tt_toi32(double x)');
      return s.slice(at, s.indexOf('\n}\n', at));
    };
    expect(body(src)).toBe(body(renderC(saxpy.ir, openmpDialect)));
  });
});

describe('CUDA C of other kernels', () => {
  it('2-D and 3-D launches split the flat index with the innermost index fastest', () => {
    const k2 = tt.kernel({ o: tt.arrayOf(tt.i32), w: tt.i32 }, ([i, j], { o, w }) => {
      o[i * w + j] = i + j;
    });
    expect(renderC(k2.ir, cudaDialect)).toContain(
      'const int32_t i1 = (int32_t)(tt_t % n1), i0 = (int32_t)(tt_t / n1), i2 = 0;',
    );
    const k3 = tt.kernel({ o: tt.arrayOf(tt.i32) }, ([i, j, l], { o }) => {
      o[0] = i + j + l;
    });
    const s3 = renderC(k3.ir, cudaDialect);
    expect(s3).toContain('const int32_t i2 = (int32_t)(tt_t % n2);');
    expect(s3).toContain('const int32_t i1 = (int32_t)(tt_r % n1), i0 = (int32_t)(tt_r / n1);');
  });

  it('atomics are CUDA atomic intrinsics on int / unsigned', () => {
    const src = renderC(CASES[0]?.kernel().ir ?? saxpy.ir, cudaDialect);
    for (const f of [
      'atomicAdd',
      'atomicSub',
      'atomicAnd',
      'atomicOr',
      'atomicXor',
      'atomicExch',
      'atomicCAS',
    ]) {
      expect(src).toContain(`return ${f}(p`);
    }
    expect(src).not.toContain('__atomic_');
  });

  it('every conformance kernel renders, with its hoisted fast variant', () => {
    for (const c of CASES) {
      const src = renderC(c.kernel().ir, cudaDialect);
      expect(src.match(/extern "C" __global__/g), c.name).toHaveLength(1);
      expect(src, c.name).not.toContain('#pragma omp');
    }
  });
});
