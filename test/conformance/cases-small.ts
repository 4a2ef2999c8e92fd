/**
 * 8- and 16-bit element types: loads yield i32, stores convert exactly as the TypedArray does
 * (ToInt8/ToUint8/ToInt16/ToUint16 wrap; Uint8ClampedArray clamps and rounds half to even).
 */
import * as tt from '../../src/index.js';
import { arr, type ConformanceCase, seeded } from './case.js';

/** Values that exercise wrapping, clamping and rounding (the clamped edge cases included). */
const EDGES = [
  0,
  1,
  -1,
  127,
  128,
  -128,
  -129,
  255,
  256,
  255.5,
  254.5,
  253.5,
  0.5,
  1.5,
  2.5,
  -0.5,
  0.49999997,
  32767,
  32768,
  -32768,
  -32769,
  65535,
  65536,
  1e10,
  -1e10,
  3.7,
  -3.7,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  2 ** 31,
  -(2 ** 31) - 1,
  100.5,
  101.5,
];

type SmallCtor =
  | Int8ArrayConstructor
  | Uint8ArrayConstructor
  | Uint8ClampedArrayConstructor
  | Int16ArrayConstructor
  | Uint16ArrayConstructor;

const SMALL: readonly { dtype: tt.DType<tt.SmallDTypeName>; ctor: SmallCtor }[] = [
  { dtype: tt.i8, ctor: Int8Array },
  { dtype: tt.u8, ctor: Uint8Array },
  { dtype: tt.u8c, ctor: Uint8ClampedArray },
  { dtype: tt.i16, ctor: Int16Array },
  { dtype: tt.u16, ctor: Uint16Array },
];

function storeFromFloat(
  dtype: tt.DType<tt.SmallDTypeName>,
  ctor: SmallCtor,
  f: 'f32' | 'f64',
): ConformanceCase {
  const src = f === 'f32' ? Float32Array.from(EDGES) : Float64Array.from(EDGES);
  return {
    name: `${dtype.name}: store of ${f} values converts as ${ctor.name} does`,
    covers: [`${dtype.name} store from ${f}`],
    needs: f === 'f64' ? { f64: true } : undefined,
    kernel: () =>
      tt.kernel({ x: tt.arrayOf(f === 'f32' ? tt.f32 : tt.f64), y: tt.arrayOf(dtype) }, (i, { x, y }) => {
        y[i] = x[i];
      }),
    range: EDGES.length,
    inputs: () => ({ x: src.slice(), y: new ctor(EDGES.length) }),
    outputs: ['y'],
    reference: (p) => {
      const [x, y] = [arr<Float64Array>(p.x), arr<Uint8Array>(p.y)];
      for (let i = 0; i < x.length; i++) y[i] = x[i] ?? 0;
    },
  };
}

function arithmetic(dtype: tt.DType<tt.SmallDTypeName>, ctor: SmallCtor): ConformanceCase {
  const n = 1001;
  return {
    name: `${dtype.name}: loads yield i32, integer arithmetic stored back wraps or clamps; neighbouring elements from different items`,
    covers: [`${dtype.name} load`, `${dtype.name} store from i32`, `${dtype.name} neighbouring writes`],
    kernel: () =>
      tt.kernel(
        { a: tt.arrayOf(dtype), b: tt.arrayOf(dtype), c: tt.arrayOf(dtype), s: tt.arrayOf(tt.i32) },
        (i, { a, b, c, s }) => {
          const v = a[i];
          s[i] = v * 3 + c[(i * 7) % c.length];
          b[i] = v * 3 - 200;
          a[i] = (v + 1) / 2;
        },
      ),

    range: n,
    inputs: () => ({
      a: ctor.from(seeded(n, 71, (r) => Math.floor(r * 140000) - 70000)),
      b: new ctor(n),
      c: ctor.from(seeded(n, 72, (r) => Math.floor(r * 140000) - 70000)),
      s: new Int32Array(n),
    }),
    outputs: ['a', 'b', 's'],
    reference: (p) => {
      const [a, b, c, s] = [
        arr<Int16Array>(p.a),
        arr<Int16Array>(p.b),
        arr<Int16Array>(p.c),
        arr<Int32Array>(p.s),
      ];
      for (let i = 0; i < n; i++) {
        const v = a[i] ?? 0;
        s[i] = (v * 3 + (c[(i * 7) % c.length] ?? 0)) | 0;
        b[i] = (v * 3 - 200) | 0;
        a[i] = (v + 1) / 2;
      }
    },
  };
}

/** The blur of the issue: out[i] = sum / 16 on a Uint8ClampedArray, rounding halves to even. */
const blur: ConformanceCase = {
  name: 'u8c: 1-2-1 blur of RGBA pixels, sum / 4 rounds half to even like a canvas write',
  covers: ['u8c 2-D stencil', 'u8c store of a float quotient'],
  kernel: () =>
    tt.kernel({ src: tt.arrayOf(tt.u8c), dst: tt.arrayOf(tt.u8c), w: tt.i32 }, ([y, x], { src, dst, w }) => {
      for (let c = 0; c < 4; c++) {
        const l = src[(y * w + Math.max(x - 1, 0)) * 4 + c];
        const m = src[(y * w + x) * 4 + c];
        const r = src[(y * w + Math.min(x + 1, w - 1)) * 4 + c];
        dst[(y * w + x) * 4 + c] = (l + 2 * m + r) / 4;
      }
    }),
  range: [9, 13],
  inputs: () => ({
    src: Uint8ClampedArray.from(seeded(9 * 13 * 4, 5, (r) => Math.floor(r * 256))),
    dst: new Uint8ClampedArray(9 * 13 * 4),
    w: 13,
  }),
  outputs: ['dst'],
  reference: (p) => {
    const [src, dst] = [arr<Uint8ClampedArray>(p.src), arr<Uint8ClampedArray>(p.dst)];
    const w = 13;
    for (let y = 0; y < 9; y++)
      for (let x = 0; x < w; x++)
        for (let c = 0; c < 4; c++) {
          const l = src[(y * w + Math.max(x - 1, 0)) * 4 + c] ?? 0;
          const m = src[(y * w + x) * 4 + c] ?? 0;
          const r = src[(y * w + Math.min(x + 1, w - 1)) * 4 + c] ?? 0;
          dst[(y * w + x) * 4 + c] = (l + 2 * m + r) / 4;
        }
  },
};

export const smallCases: ConformanceCase[] = [
  ...SMALL.flatMap(({ dtype, ctor }) => [
    storeFromFloat(dtype, ctor, 'f32'),
    storeFromFloat(dtype, ctor, 'f64'),
    arithmetic(dtype, ctor),
  ]),
  blur,
];
