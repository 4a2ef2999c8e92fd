/**
 * Generic kernels (issue 28 item 7): a schema naming tt.float / tt.int is one definition compiled
 * once per launch binding (f32 or f64 decided by the arrays), on every device; arrays that bind one
 * variable to two dtypes, or an array outside its choices, are coded launch errors.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as tt from '../../src/index.js';

const available = tt.devices().filter((d) => d.available && d.backend !== 'sim');

const axpy = tt.kernel(
  { a: tt.float, x: tt.arrayOf(tt.float), y: tt.arrayOf(tt.float) },
  (i, { a, x, y }) => {
    // 0.1 is a float of the bound type: f64 in the f64 variant, as in the hand-written f64 kernel
    y[i] = a * x[i] + y[i] + 0.1;
  },
);

const scaleRows = tt.kernel(
  { g: tt.arrayOf(tt.float, 2), s: tt.arrayOf(tt.int), n: tt.int },
  ([r, c], { g, s, n }) => {
    g[r][c] = g[r][c] * s[r] + n;
  },
);

function axpyReference(a: number, x: number[], y: number[], round: (v: number) => number): number[] {
  return x.map((xi, i) => round(round(round(round(a) * round(xi)) + round(y[i] ?? 0)) + round(0.1)));
}

describe('generic kernels', () => {
  for (const d of available) {
    it(`axpy in f32 and f64 on ${d.id}`, async () => {
      const dev = tt.device(d.id);
      const xs = [1, 2.5, -3, 1e-3];
      const ys = [0.25, 1 / 3, 7, 1e8];
      const kinds = dev.caps.f64 ? [tt.f32, tt.f64] : [tt.f32];
      for (const dtype of kinds) {
        const dt = dtype.name;
        const x = tt.array(xs, { dtype, device: dev });
        const y = tt.array(ys, { dtype, device: dev });
        await axpy.launch(4, { a: 1.1, x, y });
        const want = axpyReference(1.1, xs, ys, dt === 'f32' ? Math.fround : (v) => v);
        expect(Array.from(await y.read())).toEqual(want);
      }
    });

    it(`a shaped tt.float array and tt.int on ${d.id}`, async () => {
      const dev = tt.device(d.id);
      const g = tt.array([1, 2, 3, 4, 5, 6], { shape: [2, 3], dtype: tt.f32, device: dev });
      const s = tt.array([2, 3], { dtype: tt.u32, device: dev });
      await scaleRows.launch([2, 3], { g, s, n: 1 });
      expect(Array.from(await g.read())).toEqual([3, 5, 7, 13, 16, 19]);
    });
  }

  it('compiles one variant per binding, reused by later launches', async () => {
    const k = tt.kernel({ x: tt.arrayOf(tt.float) }, (i, { x }) => {
      x[i] = x[i] * 2;
    });
    expect(k).toBeInstanceOf(tt.GenericKernel);
    expect(k.variants).toEqual(['float=f32']); // checked at definition with the first choice
    const x32 = tt.array([1, 2], { dtype: tt.f32, device: 'js' });
    const x64 = tt.array([1, 2], { dtype: tt.f64, device: 'js' });
    tt.resetStats();
    await k.launch(2, { x: x32 });
    const afterFirst = tt.stats().compiles + tt.stats().compileCacheHits;
    expect(afterFirst).toBe(1);
    await k.launch(2, { x: x32 });
    expect(tt.stats().compiles + tt.stats().compileCacheHits).toBe(afterFirst);
    await k.launch(2, { x: x64 });
    expect(tt.stats().compiles + tt.stats().compileCacheHits).toBe(afterFirst + 1);
    expect(k.variants).toEqual(['float=f32', 'float=f64']);
    expect(k.specialize({ float: 'f64' }).printIR()).toContain('f64');
    expect(Array.from(await x64.read())).toEqual([2, 4]);
    expect(Array.from(await x32.read())).toEqual([4, 8]);
  });

  it('refuses arrays that bind one variable to two dtypes, naming both', async () => {
    const x = tt.array([1], { dtype: tt.f32, device: 'js' });
    const y = tt.array([1], { dtype: tt.f64, device: 'js' });
    const e = await axpy.launch(1, { a: 1, x, y }).catch((err: unknown) => err);
    expect(e).toBeInstanceOf(tt.LaunchArgumentError);
    expect(e).toMatchObject({ code: 'LAUNCH_GENERIC_MISMATCH' });
    expect(String((e as Error).message)).toMatch(/'x' \(f32\) and 'y' \(f64\)/);
  });

  it('refuses an array outside the variable’s choices', async () => {
    const x = tt.array([1], { dtype: tt.i32, device: 'js' });
    const y = tt.array([1], { dtype: tt.i32, device: 'js' });
    // @ts-expect-error an i32 array is not a tt.float array
    const e = await axpy.launch(1, { a: 1, x, y }).catch((err: unknown) => err);
    expect(e).toMatchObject({ code: 'LAUNCH_BAD_ARG_TYPE' });
    expect(String((e as Error).message)).toMatch(/f32 or f64; the array holds i32/);
  });

  it('refuses a type variable no array decides, at definition', () => {
    expect(() =>
      tt.kernel({ a: tt.float, x: tt.arrayOf(tt.f32) }, (i, { a, x }) => {
        x[i] = a;
      }),
    ).toThrow(expect.objectContaining({ code: 'KERNEL_GENERIC_UNBOUND' }));
  });

  it('reports a definition error with line:col', () => {
    let err: unknown;
    try {
      tt.kernel({ x: tt.arrayOf(tt.float) }, (i, { x }) => {
        // @ts-expect-error no such name
        x[i] = nope;
      });
    } catch (e) {
      err = e;
    }
    expect(err).toMatchObject({ code: 'KERNEL_UNKNOWN_NAME', kernelLine: 3 });
  });

  it('types the body and the launch arguments', () => {
    const k = tt.kernel({ x: tt.arrayOf(tt.float), g: tt.arrayOf(tt.float, 2) }, (i, { x, g }) => {
      x[i] = g.shape[0] + g[0][i];
    });
    type Body = tt.GenericKernelParams<typeof k.schema>;
    expectTypeOf<Body['x']>().toEqualTypeOf<Float32Array | Float64Array>();
    expectTypeOf<Body['g']['shape']>().toEqualTypeOf<readonly [number, number]>();
    expectTypeOf<tt.GenericLaunchArgs<typeof k.schema>['x']>().toEqualTypeOf<tt.NDArray<'f32' | 'f64'>>();
    const x = tt.zeros([2], tt.f64);
    const g = tt.zeros([1, 2], tt.f64);
    const launch = () => k.launch(2, { x, g });
    expect(typeof launch).toBe('function');
    // @ts-expect-error a u32 array is not a tt.float array
    const bad = () => k.launch(2, { x: tt.zeros([2], tt.u32), g });
    expect(typeof bad).toBe('function');
  });
});
