/**
 * The CUDA dialect of the C renderer, checked on its text (no GPU, no compiler needed): one
 * extern "C" __global__ entry with a grid-stride loop, device helpers, CUDA atomics, the
 * packed atomicMax error words, no fast math, and the same JS conversions as native.
 */
import { describe, expect, it } from 'vitest';
import { renderC } from '../../../src/backends/c/render-kernel.js';
import { cudaDialect } from '../../../src/backends/cuda/dialect-cuda.js';
import { nvrtcOptions } from '../../../src/backends/cuda/nvrtc.js';
import { openmpDialect } from '../../../src/backends/native/dialect-openmp.js';
import * as tt from '../../../src/index.js';
import { hasLoops } from '../../../src/ir/analysis.js';
import { pollingVariant } from '../../../src/runtime/timeout.js';
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

  it('refuses fast math under nvcc (NVRTC defines __USE_FAST_MATH__ regardless) and never uses fast intrinsics', () => {
    expect(src).toContain(
      '#if !defined(__CUDACC_RTC__) && (defined(__USE_FAST_MATH__) || defined(__FAST_MATH__))',
    );
    expect(nvrtcOptions('sm_90')).toEqual(
      expect.arrayContaining(['--fmad=false', '--prec-div=true', '--prec-sqrt=true', '--ftz=false']),
    );
    expect(nvrtcOptions('sm_90').join(' ')).not.toMatch(/fast_math/);
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

describe('CUDA C of the timeout variant (launches with timeoutMs)', () => {
  const spin = tt.kernel({ x: tt.arrayOf(tt.i32), y: tt.arrayOf(tt.i32) }, (i, { x, y }) => {
    let j = 0;
    while (j < x[i]) {
      j = j + 1;
    }
    y[i] = j;
  });
  const src = renderC(pollingVariant(spin.ir), cudaDialect);

  it('matches its file snapshot (the poll declarations and every line that polls)', async () => {
    const at = src.indexOf('/* timeout variant');
    const decl = src.slice(at, src.indexOf('\n}\n', at) + 3);
    const polls = src
      .slice(at + decl.length)
      .split('\n')
      .filter((l) => /tt_ticks|tt_stop|tt_cancel/.test(l));
    await expect(`${decl}\n${polls.join('\n')}\n`).toMatchFileSnapshot(
      '../../snapshots/__snapshots__/timeout/while-loop.cu',
    );
  });

  it('declares the flag pointer and the device-wide stop word the host finds by name', () => {
    expect(src).toContain('__device__ volatile int32_t *tt_cancel;');
    expect(src).toContain('__device__ volatile int32_t tt_stop;');
    expect(src).toContain('__device__ __noinline__ bool tt_cancelled(void) {');
  });

  it('items end at once once the launch is stopped; loops read the host flag every 1024 back-edges', () => {
    expect(src.match(/if \(tt_stop\) return;/g)).toHaveLength(2); // checked and fast item
    expect(src).toContain('if (++tt_ticks == 1024u) { tt_ticks = 0; if (tt_cancelled()) return; }');
  });

  it('the plain kernel has no poll; the error word code is unchanged', () => {
    const plain = renderC(spin.ir, cudaDialect);
    expect(plain).not.toMatch(/tt_cancel|tt_stop|tt_ticks/);
    expect(src).toContain(cudaDialect.recordError());
    expect(plain).toContain(cudaDialect.recordError());
  });

  it('every looping conformance kernel renders a timeout variant (counted leaf loops poll through their parents)', () => {
    const looping = CASES.filter((c) => hasLoops(c.kernel().ir));
    expect(looping.length).toBeGreaterThan(3);
    for (const c of looping) {
      const poll = renderC(pollingVariant(c.kernel().ir), cudaDialect);
      expect(poll, c.name).toContain('__device__ volatile int32_t *tt_cancel;');
      expect(poll, c.name).toContain('if (tt_stop) return;');
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
