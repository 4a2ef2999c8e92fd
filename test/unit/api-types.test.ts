/**
 * Compile-time checks of the public API's typing: each `@ts-expect-error` line must be an error for
 * `npm run typecheck` to pass, so a wrong kernel argument is caught in the user's editor.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as tt from '../../src/index.js';

const schema = { a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), n: tt.i32, on: tt.bool };
const k = tt.kernel(schema, (i, { a, x, y, n, on }) => {
  if (on) y[i] = a * x[i] + y[i] + n;
});

function compileOnly(x: tt.NDArray<'f32'>, y: tt.NDArray<'f32'>, ints: tt.NDArray<'i32'>): void {
  void k.launch(3, { a: 2, x, y, n: 1, on: true });
  void k.launch([3], { a: 2, x, y, n: 1, on: true });
  // @ts-expect-error unknown argument name
  void k.launch(3, { a: 2, x, y, n: 1, on: true, z: 1 });
  // @ts-expect-error a string for an f32 scalar
  void k.launch(3, { a: '2', x, y, n: 1, on: true });
  // @ts-expect-error an i32 array for an f32 array parameter
  void k.launch(3, { a: 2, x: ints, y, n: 1, on: true });
  // @ts-expect-error a number for a bool scalar
  void k.launch(3, { a: 2, x, y, n: 1, on: 1 });
  // @ts-expect-error a missing argument
  void k.launch(3, { a: 2, x, n: 1, on: true });
  // @ts-expect-error a raw TypedArray instead of an NDArray
  void k.launch(3, { a: 2, x: new Float32Array(3), y, n: 1, on: true });
  // @ts-expect-error a parameter the schema does not declare
  tt.kernel(schema, (_i, { q }) => void q);
  tt.kernel(schema, (i, { y }) => {
    // @ts-expect-error a string stored into an f32 array
    y[i] = 'a';
  });
  // @ts-expect-error the launch range is a number or a tuple of numbers
  void k.launch('3', { a: 2, x, y, n: 1, on: true });
  // A launch resolves to an Event; waitFor takes events or launch promises.
  const p: Promise<tt.Event> = k.launch(3, { a: 2, x, y, n: 1, on: true });
  void k.launch(3, { a: 2, x, y, n: 1, on: true }, { waitFor: [p] });
  const profile: tt.EventProfile | undefined = undefined;
  void profile;
  // @ts-expect-error waitFor takes events, not numbers
  void k.launch(3, { a: 2, x, y, n: 1, on: true }, { waitFor: [1] });
  // @ts-expect-error usm is 'device', 'shared' or 'host'
  tt.zeros([1], tt.f32, { usm: 'managed' });
  const body = (i: number, { y }: { y: Float32Array }) => {
    y[i] = 0;
  };
  void new tt.Kernel(schema, body, { name: 'k' });
  // @ts-expect-error Kernel's constructor takes (schema, fn, options) only; IR kernels come from kernelFromIR
  void new tt.Kernel(schema, body, { name: 'k' }, undefined);
  // An annotated index types the launch range by rank (unannotated, launch checks it: LAUNCH_BAD_RANGE).
  const one = tt.kernel({ o: tt.arrayOf(tt.f32) }, (i: number, { o }) => {
    o[i] = i;
  });
  const two = tt.kernel({ o: tt.arrayOf(tt.f32) }, ([r, c]: [number, number], { o }) => {
    o[r * 4 + c] = r;
  });
  const three = tt.kernel({ o: tt.arrayOf(tt.f32) }, ([d, r, c]: [number, number, number], { o }) => {
    o[d + r + c] = 1;
  });
  void one.launch(4, { o: x });
  void one.launch([4], { o: x });
  void two.launch([2, 2], { o: x });
  void three.launch([1, 2, 2], { o: x });
  // @ts-expect-error a 2-D range for a 1-D kernel
  void one.launch([2, 2], { o: x });
  // @ts-expect-error a number for a 2-D kernel
  void two.launch(4, { o: x });
  // @ts-expect-error a 3-D range for a 2-D kernel
  void two.launch([1, 2, 2], { o: x });
  // @ts-expect-error a 2-D range for a 3-D kernel
  void three.launch([2, 2], { o: x });
  const kernels: tt.Kernel[] = [one, two, three, k];
  void kernels;
  // A bare-function kernel section is typed from the order's names (it was (never, never)).
  tt.order({
    inputs: ['a', 'b'],
    outputs: ['c'],
    sections: {
      openmp_cpp: 'c(0) = a(0);',
      kernel: (i, { a, b, c, a_shape0 }) => {
        c[i] = a[i] + b[i] + a_shape0;
        // @ts-expect-error array elements are numbers
        const s: string = a[i];
        void s;
      },
    },
  });
  // A section annotated with the arrays' own types fits too, and so does a tt.kernel.
  tt.order({
    inputs: ['a'],
    outputs: ['c'],
    sections: {
      kernel: (i: number, { a, c }: { a: Float32Array; c: Float32Array }) => {
        c[i] = a[i];
      },
    },
  });
  tt.order({ inputs: ['x'], outputs: ['y'], sections: { kernel: one } });
  tt.order({
    inputs: ['a'],
    outputs: ['c'],
    sections: {
      // @ts-expect-error 'z' is not an argument of the order
      kernel: (i, { a, z }) => {
        z[i] = a[i];
      },
    },
  });
}

describe('public API typing', () => {
  it('types the kernel body from the schema', () => {
    type P = tt.KernelParams<typeof schema>;
    expectTypeOf<P['x']>().toEqualTypeOf<Float32Array>();
    expectTypeOf<P['n']>().toEqualTypeOf<number>();
    expectTypeOf<P['on']>().toEqualTypeOf<boolean>();
    expectTypeOf<tt.KernelIndex>().toMatchTypeOf<number>();
    expectTypeOf(tt.array(new Int32Array(2))).toEqualTypeOf<tt.NDArray<'i32'>>();
    expectTypeOf(tt.zeros([2], tt.u32)).toEqualTypeOf<tt.NDArray<'u32'>>();
    expect(typeof compileOnly).toBe('function');
  });

  it('2-D and 3-D index destructuring types as numbers', () => {
    const k2 = tt.kernel({ o: tt.arrayOf(tt.i32) }, ([r, c], { o }) => {
      o[r * 2 + c] = 1;
    });
    const k3 = tt.kernel({ o: tt.arrayOf(tt.i32) }, ([d, r, c], { o }) => {
      o[d + r + c] = 1;
    });
    expect([k2.rank, k3.rank]).toEqual([2, 3]);
    const destructure = (ix: tt.KernelIndex) => {
      const [r, c] = ix;
      expectTypeOf(r).toEqualTypeOf<number>();
      expectTypeOf(c).toEqualTypeOf<number>();
    };
    expect(typeof destructure).toBe('function');
  });
});
