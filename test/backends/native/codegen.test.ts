/**
 * The generated C: an OpenMP loop, no fast-math, FMA contraction kept off by the default flags,
 * bounds checks present by default and absent with `unsafe`, and no user text reaching the C
 * source except through prefixed, sanitised identifiers.
 */
import { expect, it } from 'vitest';
import { buildFlags } from '../../../src/backends/native/toolchain.js';
import { settings } from '../../../src/config/settings.js';
import * as tt from '../../../src/index.js';
import { describeNative, runOn } from './support.js';

/** A helper the injection test's kernel calls. */
function double(v: number): number {
  return v * 2;
}

const saxpy = (opts?: tt.KernelOptions) =>
  tt.kernel(
    { a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) },
    (i, { a, x, y }) => {
      y[i] = a * x[i] + y[i];
    },
    { name: 'saxpy', ...opts },
  );

describeNative('generated C', () => {
  it('saxpy: one exported entry, an OpenMP parallel loop over the range, checked accesses, no fast-math', async () => {
    const src = await saxpy().generatedSource('native');
    // The exact text is in the file snapshot test/snapshots/__snapshots__/workloads/saxpy.c.
    expect(src).toContain('#pragma omp parallel for');
    expect(src).not.toMatch(/fast-math|ffast|-Ofast|#pragma GCC optimize/i.source.replace('fast-math|', ''));
    expect(src).toContain('#ifdef __FAST_MATH__'); // refuses to build under -ffast-math
    // f32 arithmetic stays in float: no double promotion in the body
    expect(src).toContain('(p_a * tt_ld_f32(');
  });

  it('default flags keep FMA contraction off and do not ask for fast math', () => {
    const flags = settings().cflags;
    expect(flags).toContain('-ffp-contract=off');
    expect(flags).toContain('-fopenmp');
    expect(flags).not.toMatch(/fast-math|-Ofast/);
  });

  it('user flags still build a shared library without FMA contraction unless they choose a mode', () => {
    expect(buildFlags('-O2 -fopenmp')).toEqual([
      '-O2',
      '-fopenmp',
      '-shared',
      '-fPIC',
      '-ffp-contract=off',
      '-fno-math-errno',
      '-fno-builtin-atan',
      '-fno-builtin-atanf',
      '-fno-builtin-atanh',
      '-fno-builtin-atanhf',
    ]);
    expect(buildFlags('-O3 -ffp-contract=fast -shared -fPIC')).not.toContain('-ffp-contract=off');
    expect(buildFlags('-O3 -fmath-errno')).not.toContain('-fno-math-errno');
  });

  it("sin/cos(atan(x)) and sinh/cosh(atanh(x)) are JS's: GCC's errno-free algebra would give 0 or 1 for NaN", async () => {
    const k = tt.kernel({ x: tt.arrayOf(tt.f64), y: tt.arrayOf(tt.f64) }, (i, { x, y }) => {
      y[i * 4] = Math.cos(Math.atan(x[i]));
      y[i * 4 + 1] = Math.sin(Math.atan(x[i]));
      y[i * 4 + 2] = Math.cosh(Math.atanh(x[i] * 1e-300));
      y[i * 4 + 3] = Math.sinh(Math.atanh(x[i] * 1e-300));
    });
    const xs = new Float64Array([Number.NaN, 1e300, -1e300, 3.4e38, 0.5, -0, Number.POSITIVE_INFINITY]);
    const y = tt.zeros([xs.length * 4], tt.f64, { device: 'native' });
    await k.launch(xs.length, { x: tt.array(xs, { device: 'native' }), y });
    const got = await y.read();
    const want = Array.from(xs).flatMap((v) => [
      Math.cos(Math.atan(v)),
      Math.sin(Math.atan(v)),
      Math.cosh(Math.atanh(v * 1e-300)),
      Math.sinh(Math.atanh(v * 1e-300)),
    ]);
    expect(Array.from(got.slice(0, 2))).toEqual([Number.NaN, Number.NaN]);
    for (let j = 0; j < want.length; j++) {
      const w = want[j] ?? 0;
      if (Number.isNaN(w)) expect(got[j]).toBeNaN();
      else expect(got[j]).toBeCloseTo(w, 15);
    }
    expect(buildFlags('-O3 -fmath-errno')).not.toContain('-fno-builtin-atan');
  });

  it('prefers 32-byte vectors on x86-64 when the flags may enable AVX-512, unless they choose a width', () => {
    expect(buildFlags('-O3 -march=native', 'x64')).toContain('-mprefer-vector-width=256');
    expect(buildFlags('-O3 -mavx512f', 'x64')).toContain('-mprefer-vector-width=256');
    expect(buildFlags('-O3 -march=native -mprefer-vector-width=512', 'x64')).not.toContain(
      '-mprefer-vector-width=256',
    );
    expect(buildFlags('-O3 -march=native', 'arm64')).not.toContain('-mprefer-vector-width=256');
    expect(buildFlags('-O2 -fopenmp', 'x64')).not.toContain('-mprefer-vector-width=256');
  });

  it('a * b + c rounds twice, as in JS (no fused multiply-add)', async () => {
    const k = tt.kernel(
      { a: tt.arrayOf(tt.f32), b: tt.arrayOf(tt.f32), c: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) },
      (i, { a, b, c, y }) => {
        y[i] = a[i] * b[i] + c[i];
      },
    );
    // (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24: rounded to f32 first it is 1 + 2^-11, so the sum is 0;
    // an FMA would keep 2^-24.
    const n = 64;
    const a = new Float32Array(n).fill(1 + 2 ** -12);
    const c = new Float32Array(n).fill(-(1 + 2 ** -11));
    const out = await runOn('native', k, n, { a, b: a.slice(), c, y: new Float32Array(n) });
    expect(Array.from(out.y ?? [])).toEqual(new Array(n).fill(0));
  });

  it('2-D kernels: the innermost index is a plain contiguous loop; blocks of it are collapsed with the outer dims', async () => {
    const k = tt.kernel({ o: tt.arrayOf(tt.f32), w: tt.i32 }, ([i, j], { o, w }) => {
      o[i * w + j] = i + j;
    });
    const src = await k.generatedSource('native');
    expect(src).toContain('for (int32_t i1 = tt_lo; i1 < tt_hi; i1++)');
    expect(src).toContain('#pragma omp parallel for collapse(2) num_threads(tt_nt) schedule(dynamic, 1)');
    // o[i * w + j] is affine: checked once over the whole launch, else once per block; unchecked
    // (vectorisable) inside a passing block
    expect(src).toContain('const bool tt_all_ok = tt_launch_ok(0, 0, 0, a_o, n_o, p_w, n0, n1);');
    expect(src).toContain('if (tt_all_ok || tt_block_ok(i0, 0, 0, a_o, n_o, p_w, tt_lo, tt_hi))');
    expect(src).toMatch(/tt_item_fast\([^)]*\) \{\n[^}]*a_o\[/);
  });

  it('unsafe removes every bounds check', async () => {
    const src = await saxpy({ unsafe: true }).generatedSource('native');
    expect(src).toContain('bounds checks: off (unsafe)');
    const body = src.slice(src.indexOf('/* one work item'));
    expect(body).not.toMatch(/tt_ld_|tt_st_|tt_atc_/);
    expect(body).toContain('a_y[i0] = ((p_a * a_x[i0]) + a_y[i0]);');
    const y = new Float32Array([1, 2, 3]);
    const out = await runOn('native', saxpy({ unsafe: true }), 3, {
      a: 2,
      x: new Float32Array([1, 1, 1]),
      y,
    });
    expect(Array.from(out.y ?? [])).toEqual([3, 4, 5]);
  });

  it('identifiers come only from the IR, prefixed: nothing in kernel text can inject C', async () => {
    const evil = 'y */ } int main(void) { system("echo pwned"); } /* #include <stdio.h>';
    // Parameter names must be JS identifiers: anything else is refused before any C exists.
    expect(() => tt.kernel({ [evil]: tt.arrayOf(tt.f32) }, () => {})).toThrow(/not a JS identifier/);

    const k = tt.kernel(
      { $out: tt.arrayOf(tt.f32), int: tt.f32, NAN: tt.i32 },
      (i, { $out, int, NAN }) => {
        // JS names that are C keywords, libm macros or tutti's own internal names
        const float = int * 2;
        const main = NAN + 1;
        const tt_err = 1;
        const n0 = float + main + tt_err;
        $out[i] = double(n0);
      },
      {
        name: 'evil */ #define x',
        helpers: { double },
      },
    );
    const src = await k.generatedSource('native');
    expect(src).not.toContain('#define x');
    expect(src).not.toContain('$');
    expect(src).toMatch(/^\/\* tutti kernel 'evil_[A-Za-z0-9_]*', rank 1/);
    // every user-derived name carries a one-letter prefix and is a plain C identifier
    expect(src).toMatch(/\bv_float\b/);
    expect(src).toMatch(/\bv_main\b/);
    expect(src).toMatch(/\bv_tt_err\b/);
    expect(src).toMatch(/\bp_int\b/);
    expect(src).toMatch(/\bp_NAN\b/);
    expect(src).toMatch(/\ba__24out\b/);
    const out = await runOn('native', k, 2, { $out: new Float32Array(2), int: 1.5, NAN: 4 });
    expect(Array.from(out.$out ?? [])).toEqual([18, 18]);
  });

  it('compiles without trapping math unless the kernel converts a float to an integer (-0 vs ToInt32)', async () => {
    const floats = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
      x[i] = x[i] > 0 ? x[i] * 2 : x[i];
    });
    const toInt = tt.kernel({ x: tt.arrayOf(tt.f64) }, (i, { x }) => {
      x[i] = tt.f64(tt.i32(x[i]));
    });
    expect(await floats.generatedSource('native')).toContain('#pragma GCC optimize("no-trapping-math")');
    expect(await toInt.generatedSource('native')).not.toContain('no-trapping-math');
    const out = await runOn('native', toInt, 3, { x: Float64Array.from([-0.5, -0.99, 2.5]) });
    expect(Array.from(out.x ?? []).map((v) => Object.is(v, -0))).toEqual([false, false, false]);
  });
});
