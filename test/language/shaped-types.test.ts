/**
 * Compile-time checks of shaped arrays and launch offsets (issue 28 items 3, 8): each
 * `@ts-expect-error` line must be an error for the type-check to pass.
 */
import { describe, expectTypeOf, it } from 'vitest';
import * as tt from '../../src/index.js';

const schema = {
  g: tt.arrayOf(tt.f32, 2),
  v: tt.arrayOf(tt.i32, 3),
  x: tt.arrayOf(tt.f32),
  h: tt.arrayOf(tt.i32, 2),
};

function compileOnly(g: tt.NDArray<'f32'>, v: tt.NDArray<'i32'>, h: tt.NDArray<'i32'>): void {
  const k = tt.kernel(schema, ([r, c], { g, v, x, h }) => {
    g[r][c] = g[r][c] * 2 + g.shape[0] + g.shape[1] + g.length;
    v[0][r][c] += 1;
    x[r] = x.length;
    Atomics.add(h[r], c, 1);
    // @ts-expect-error a row of a rank-2 array is read-only
    g[r] = g[c];
    // @ts-expect-error a rank-2 shape has two extents
    void g.shape[2];
    // @ts-expect-error a string stored into a shaped f32 array
    g[r][c] = 'a';
  });
  void k.launch([2, 3], { g, v, x: g, h });
  void k.launch([2, 3], { g, v, x: g, h }, { offset: [1, 1] });
  void k.launch([2, 3], { g, v, x: g, h }, { offset: 1 });
  // @ts-expect-error an offset is a number or a tuple of numbers
  void k.launch([2, 3], { g, v, x: g, h }, { offset: '1' });
}

describe('shaped array types', () => {
  it('the kernel body sees rows and a shape tuple', () => {
    expectTypeOf<tt.ShapedView<'f32', 2>['shape']>().toEqualTypeOf<readonly [number, number]>();
    expectTypeOf<tt.ShapedView<'f32', 2>[0]>().toEqualTypeOf<Float32Array>();
    expectTypeOf<tt.ShapedView<'i32', 3>[0][1]>().toEqualTypeOf<Int32Array>();
    expectTypeOf(tt.arrayOf(tt.f32, 2)).toEqualTypeOf<tt.ShapedArrayParam<'f32', 2>>();
    expectTypeOf(compileOnly).toBeFunction();
  });
});
