/**
 * tt.np's broadcasting (NumPy's rules) and type promotion table (NumPy's, adapted to tutti's
 * dtypes: docs/np.md), without devices.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { broadcastStrides, contiguousStrides } from '../../src/np/broadcast.js';
import { floatOf, NP_DTYPES, type NpDType, promoteTypes, resultType } from '../../src/np/promote.js';

const { np } = tt;

describe('np.broadcastShapes', () => {
  it.each([
    [[[3], [3]], [3]],
    [
      [[2, 3], [3]],
      [2, 3],
    ],
    [
      [
        [2, 1],
        [1, 4],
      ],
      [2, 4],
    ],
    [
      [
        [5, 1, 3],
        [4, 1],
      ],
      [5, 4, 3],
    ],
    [
      [[], [2, 2]],
      [2, 2],
    ],
    [[[0], [1]], [0]],
    [
      [[0, 3], [3]],
      [0, 3],
    ],
    [[[1], []], [1]],
    [[[]], []],
  ] as [number[][], number[]][])('%j broadcast to %j', (shapes, out) => {
    expect(np.broadcastShapes('t', shapes)).toEqual(out);
  });

  it('refuses shapes that do not broadcast, naming both shapes (OP_SHAPE_MISMATCH)', () => {
    const call = () => np.broadcastShapes('np.add', [[2, 3], [4]]);
    expect(call).toThrow(tt.ArrayOpError);
    expect(call).toThrow(/shapes \[2, 3\] and \[4\] do not broadcast: axis -1 has sizes 3 and 4/);
    try {
      np.broadcastShapes('np.add', [[0], [2]]);
      expect.unreachable();
    } catch (e) {
      expect((e as tt.ArrayOpError).code).toBe('OP_SHAPE_MISMATCH');
    }
  });

  it('reads broadcast axes with stride 0', () => {
    expect(contiguousStrides([2, 3, 4])).toEqual([12, 4, 1]);
    expect(broadcastStrides([3, 1], [2, 3, 4])).toEqual([0, 1, 0]);
    expect(broadcastStrides([], [2, 2])).toEqual([0, 0]);
    expect(broadcastStrides([1, 1], [1, 1])).toEqual([1, 1]);
  });
});

describe('np.promoteTypes (the table of docs/np.md)', () => {
  it.each([
    ['bool', 'bool', 'bool'],
    ['bool', 'i8', 'i8'],
    ['u8', 'bool', 'u8'],
    ['i8', 'u8', 'i16'],
    ['i8', 'i16', 'i16'],
    ['u8', 'i16', 'i16'],
    ['i16', 'u16', 'i32'],
    ['u8', 'u16', 'u16'],
    ['i8', 'u16', 'i32'],
    ['u16', 'i32', 'i32'],
    ['i32', 'u32', 'f64'],
    ['i8', 'u32', 'f64'],
    ['u8', 'u32', 'u32'],
    ['i16', 'f32', 'f32'],
    ['u16', 'f32', 'f32'],
    ['i32', 'f32', 'f64'],
    ['u32', 'f32', 'f64'],
    ['f32', 'f64', 'f64'],
    ['bool', 'f32', 'f32'],
    // f16 (NumPy's float16): an 8-bit integer fits its 11-bit significand, a 16-bit one does not
    ['f16', 'bool', 'f16'],
    ['f16', 'i8', 'f16'],
    ['f16', 'u8', 'f16'],
    ['f16', 'i16', 'f32'],
    ['f16', 'u16', 'f32'],
    ['f16', 'i32', 'f64'],
    ['f16', 'u32', 'f64'],
    ['f16', 'f32', 'f32'],
    ['f16', 'f64', 'f64'],
  ] as [NpDType, NpDType, NpDType][])('%s with %s is %s', (a, b, r) => {
    expect(promoteTypes(a, b)).toBe(r);
    expect(promoteTypes(b, a)).toBe(r);
  });

  it('is commutative and idempotent; several operands give the same type in any order', () => {
    for (const a of NP_DTYPES) {
      expect(promoteTypes(a, a)).toBe(a);
      for (const b of NP_DTYPES) {
        expect(promoteTypes(a, b)).toBe(promoteTypes(b, a));
        for (const c of NP_DTYPES)
          expect(resultType('t', [a, b, c], [])).toBe(resultType('t', [c, b, a], []));
      }
    }
    // not associative (nor is NumPy's): integers are joined first, as NumPy's result_type does
    expect(promoteTypes('i16', promoteTypes('u16', 'f32'))).toBe('f32');
    expect(resultType('t', ['f32', 'u16', 'i16'], [])).toBe('f64');
  });

  it('floats of integers: f32 for 8/16-bit, f64 for 32-bit', () => {
    expect(
      ['bool', 'i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f32', 'f64'].map((t) => floatOf(t as NpDType)),
    ).toEqual(['f32', 'f32', 'f32', 'f32', 'f32', 'f64', 'f64', 'f32', 'f64']);
  });
});

describe('JS numbers are weak scalars (NEP 50)', () => {
  it('an integral number keeps the array type; a fractional one makes integers float', () => {
    expect(resultType('t', ['f32'], [2])).toBe('f32');
    expect(resultType('t', ['f32'], [1e40])).toBe('f32');
    expect(resultType('t', ['i8'], [2])).toBe('i8');
    expect(resultType('t', ['u8'], [255])).toBe('u8');
    expect(resultType('t', ['i16'], [0.5])).toBe('f32');
    expect(resultType('t', ['i32'], [0.5])).toBe('f64');
    expect(resultType('t', ['u32'], [Number.NaN])).toBe('f64');
    expect(resultType('t', ['bool'], [3])).toBe('i32');
    expect(resultType('t', ['bool'], [true])).toBe('bool');
    expect(resultType('t', ['i8'], [true])).toBe('i8');
  });

  it('refuses an integral number the integer result cannot hold (OP_BAD_ARGUMENT)', () => {
    expect(() => resultType('np.add', ['u8'], [300])).toThrow(
      /the number 300 does not fit the u8 result \(0\.\.255\)/,
    );
    expect(() => resultType('np.add', ['u32'], [-1])).toThrow(tt.ArrayOpError);
    expect(resultType('t', ['i8', 'u8'], [-129])).toBe('i16');
  });
});
