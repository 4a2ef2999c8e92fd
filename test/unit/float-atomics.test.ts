/** Float atomics and tt.atomicMin/atomicMax: host functions, typing, and refusals with codes. */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

describe('tt.atomicMin / tt.atomicMax on the host', () => {
  it('store Math.min/max(old, v) and return the old value (NaN wins, -0 below +0)', () => {
    const f = Float32Array.from([1, 0, 5, 3]);
    expect(tt.atomicMin(f, 0, -2)).toBe(1);
    expect(f[0]).toBe(-2);
    expect(tt.atomicMin(f, 1, -0)).toBe(0);
    expect(Object.is(f[1], -0)).toBe(true);
    expect(tt.atomicMax(f, 2, Number.NaN)).toBe(5);
    expect(f[2]).toBeNaN();
    expect(tt.atomicMax(f, 3, 1)).toBe(3);
    const shared = new Int32Array(new SharedArrayBuffer(8));
    expect(tt.atomicMax(shared, 1, 7)).toBe(0);
    expect(tt.atomicMin(shared, 1, -3)).toBe(7);
    expect([...shared]).toEqual([0, -3]);
    const u = Uint32Array.from([10]);
    expect(tt.atomicMax(u, 0, 4294967295)).toBe(10);
    expect(u[0]).toBe(4294967295);
  });
});

describe('float atomics in kernels', () => {
  it('types the old value as the array type', () => {
    const k = tt.kernel({ s: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) }, (i, { s, o }) => {
      o[i] = Atomics.add(s, 0, 0.5) + tt.atomicMax(s, 1, o[i]);
    });
    expect(k.ir.body.length).toBeGreaterThan(0);
  });

  it('refuses and/or/xor on floats and tt.atomicMin on i16 with KERNEL_ATOMIC_TYPE', () => {
    expect(() =>
      tt.kernel({ s: tt.arrayOf(tt.f32) }, (i, { s }) => {
        Atomics.or(s as unknown as Int32Array, 0, i);
      }),
    ).toThrow(expect.objectContaining({ name: 'KernelTypeError', code: 'KERNEL_ATOMIC_TYPE' }));
    expect(() =>
      tt.kernel({ s: tt.arrayOf(tt.i16) }, (i, { s }) => {
        tt.atomicMin(s as unknown as Int32Array, 0, i);
      }),
    ).toThrow(expect.objectContaining({ name: 'KernelTypeError', code: 'KERNEL_ATOMIC_TYPE' }));
  });

  it('checks the arity of tt.atomicMin/atomicMax', () => {
    expect(() =>
      tt.kernel({ s: tt.arrayOf(tt.i32) }, (_i, { s }) => {
        (tt.atomicMin as unknown as (a: Int32Array, i: number) => number)(s, 0);
      }),
    ).toThrow(expect.objectContaining({ code: 'KERNEL_BAD_ARITY' }));
  });
});
