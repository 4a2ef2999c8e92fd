/**
 * The CUDA dialect of the C renderer, checked on its text (no GPU, no compiler needed): one
 * extern "C" __global__ entry with a grid-stride loop, device helpers, CUDA atomics, the
 * packed atomicMax error words, no fast math, and the same JS conversions as native.
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

describe('CUDA C of saxpy', () => {
  const src = renderC(saxpy.ir, cudaDialect);

  // The exact text (entry signature, grid-stride loop, hoisted fast item) is in the file snapshot
  // test/snapshots/__snapshots__/workloads/saxpy.cu; these check the properties that must hold.
  it('has exactly one extern "C" __global__ entry point', () => {
    expect(src.match(/extern "C" __global__/g)).toHaveLength(1);
  });

  it("keeps each item's first out-of-bounds access and publishes it keyed by the item (lowest wins)", () => {
    expect(src).toContain('atomicMax(&w[0], k | (uint32_t)rec[1]);');
    expect(src).toContain('int32_t *const tt_err = tt_rec;');
    expect(src).toContain('if (tt_rec[0] == 1) { tt_oob_publish(tt_err, tt_t, tt_rec); tt_rec[0] = 2; }');
  });

  it('refuses fast math and never uses fast intrinsics', () => {
    expect(src).toContain('#if defined(__USE_FAST_MATH__) || defined(__FAST_MATH__)');
    expect(src).not.toMatch(/__fmul|__fadd|__expf|__sinf|__fdividef/);
    expect(src).not.toMatch(/\bstatic\b/);
  });

  it('keeps the JS-semantics prelude of native, as __device__ helpers', () => {
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

describe('CUDA parameter block limit', () => {
  it('a kernel whose parameters exceed 4 KB is KERNEL_TOO_MANY_PARAMS before building', async () => {
    const { cudaSource } = await import('../../../src/backends/cuda/build.js');
    const schema: Record<string, ReturnType<typeof tt.arrayOf>> = {};
    for (let q = 0; q < 300; q++) schema[`a${q}`] = tt.arrayOf(tt.f32);
    const k = tt.kernel(schema, new Function('return (i, p) => { p.a0[i] = 1; }')(), { name: 'huge' });
    expect(() => cudaSource(k.ir)).toThrow(expect.objectContaining({ code: 'KERNEL_TOO_MANY_PARAMS' }));
    const few: Record<string, ReturnType<typeof tt.arrayOf>> = {};
    for (let q = 0; q < 100; q++) few[`a${q}`] = tt.arrayOf(tt.f32);
    const ok = tt.kernel(few, new Function('return (i, p) => { p.a0[i] = 1; }')(), { name: 'wide' });
    expect(cudaSource(ok.ir)).toContain('__global__');
  });
});
