/** Math functions, special float values, f64 kernels. */
import * as tt from '../../src/index.js';
import { arr, type ConformanceCase, seeded } from './case.js';

const fr = Math.fround;

export const mathCases: ConformanceCase[] = [
  {
    name: 'exact Math functions on f32 (sqrt, abs, min, max, floor, ceil, round, trunc, sign, fround, hypot-free)',
    covers: [
      'Math.sqrt',
      'Math.abs',
      'Math.min',
      'Math.max',
      'Math.floor',
      'Math.ceil',
      'Math.round',
      'Math.trunc',
      'Math.sign',
      'Math.fround',
    ],
    kernel: () =>
      tt.kernel({ x: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) }, (i, { x, o }) => {
        const v = x[i];
        o[i * 10] = Math.sqrt(Math.abs(v));
        o[i * 10 + 1] = Math.abs(v);
        o[i * 10 + 2] = Math.min(v, 0.25);
        o[i * 10 + 3] = Math.max(v, -0.25, 0.1);
        o[i * 10 + 4] = Math.floor(v);
        o[i * 10 + 5] = Math.ceil(v);
        o[i * 10 + 6] = Math.round(v);
        o[i * 10 + 7] = Math.trunc(v);
        o[i * 10 + 8] = Math.sign(v);
        o[i * 10 + 9] = Math.fround(v * 3);
      }),
    range: 40,
    inputs: () => ({
      x: Float32Array.from(
        seeded(40, 21, (r, i) => [2.5, -2.5, 0.5, -0.5, 1.5, -1.5, 0][i] ?? (r - 0.5) * 20),
      ),
      o: new Float32Array(400),
    }),
    outputs: ['o'],
    reference: (p) => {
      const [x, o] = [arr<Float32Array>(p.x), arr<Float32Array>(p.o)];
      for (let i = 0; i < 40; i++) {
        const v = x[i] ?? 0;
        o[i * 10] = fr(Math.sqrt(Math.abs(v)));
        o[i * 10 + 1] = Math.abs(v);
        o[i * 10 + 2] = Math.min(v, 0.25);
        o[i * 10 + 3] = Math.max(Math.max(v, -0.25), fr(0.1));
        o[i * 10 + 4] = Math.floor(v);
        o[i * 10 + 5] = Math.ceil(v);
        o[i * 10 + 6] = Math.round(v);
        o[i * 10 + 7] = Math.trunc(v);
        o[i * 10 + 8] = Math.sign(v);
        o[i * 10 + 9] = fr(v * 3);
      }
    },
  },
  {
    name: 'transcendental Math functions on f32 (within a few ulps of js)',
    covers: [
      'Math.exp',
      'Math.log',
      'Math.log2',
      'Math.pow',
      '**',
      'Math.sin',
      'Math.cos',
      'Math.tan',
      'Math.atan2',
      'Math.hypot',
      'Math.PI',
    ],
    ulps: 4,
    kernel: () =>
      tt.kernel({ x: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) }, (i, { x, o }) => {
        const v = x[i];
        o[i * 9] = Math.exp(v * 0.1);
        o[i * 9 + 1] = Math.log(Math.abs(v) + 1);
        o[i * 9 + 2] = Math.log2(Math.abs(v) + 1);
        o[i * 9 + 3] = Math.abs(v) ** 1.5;
        o[i * 9 + 4] = Math.sin(v);
        o[i * 9 + 5] = Math.cos(v * Math.PI);
        o[i * 9 + 6] = Math.tan(v * 0.1);
        o[i * 9 + 7] = Math.atan2(v, 2);
        o[i * 9 + 8] = Math.hypot(v, 3) + Math.abs(v) ** 2;
      }),
    range: 64,
    inputs: () => ({
      x: Float32Array.from(seeded(64, 22, (r) => (r - 0.5) * 10)),
      o: new Float32Array(64 * 9),
    }),
    outputs: ['o'],
    reference: (p) => {
      const [x, o] = [arr<Float32Array>(p.x), arr<Float32Array>(p.o)];
      for (let i = 0; i < 64; i++) {
        const v = x[i] ?? 0;
        const av = Math.abs(v);
        o[i * 9] = fr(Math.exp(fr(v * fr(0.1))));
        o[i * 9 + 1] = fr(Math.log(fr(av + 1)));
        o[i * 9 + 2] = fr(Math.log2(fr(av + 1)));
        o[i * 9 + 3] = fr(av ** 1.5);
        o[i * 9 + 4] = fr(Math.sin(v));
        o[i * 9 + 5] = fr(Math.cos(fr(v * fr(Math.PI))));
        o[i * 9 + 6] = fr(Math.tan(fr(v * fr(0.1))));
        o[i * 9 + 7] = fr(Math.atan2(v, 2));
        o[i * 9 + 8] = fr(fr(Math.hypot(v, 3)) + fr(av ** 2));
      }
    },
  },
  {
    name: 'NaN, Infinity and -0 propagate as in JS',
    covers: ['NaN', 'Infinity', 'comparisons with NaN', 'division by zero'],
    kernel: () =>
      tt.kernel({ x: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32), c: tt.arrayOf(tt.i32) }, (i, { x, o, c }) => {
        const v = x[i];
        o[i * 3] = v / 0;
        o[i * 3 + 1] = v * Infinity;
        o[i * 3 + 2] = Math.max(v, NaN);
        // biome-ignore lint/suspicious/noSelfCompare: v === v is the NaN test under test
        c[i] = (v < 1 ? 1 : 0) + (v >= 1 ? 2 : 0) + (v === v ? 4 : 0) + (v !== 0 ? 8 : 0);
      }),
    range: 6,
    inputs: () => ({
      x: Float32Array.from([0, -0, 1, -1, Number.NaN, Number.POSITIVE_INFINITY]),
      o: new Float32Array(18),
      c: new Int32Array(6),
    }),
    outputs: ['o', 'c'],
    reference: (p) => {
      const [x, o, c] = [arr<Float32Array>(p.x), arr<Float32Array>(p.o), arr<Int32Array>(p.c)];
      for (let i = 0; i < 6; i++) {
        const v = x[i] ?? 0;
        o[i * 3] = v / 0;
        o[i * 3 + 1] = v * Number.POSITIVE_INFINITY;
        o[i * 3 + 2] = Number.NaN;
        // biome-ignore lint/suspicious/noSelfCompare: v === v is the NaN test under test
        c[i] = (v < 1 ? 1 : 0) + (v >= 1 ? 2 : 0) + (v === v ? 4 : 0) + (v !== 0 ? 8 : 0);
      }
    },
  },
  {
    name: 'f64 kernel (float: f64 and f64 arrays)',
    covers: ['f64 arrays', "float: 'f64' option", 'f64 math'],
    needs: { f64: true },
    ulps: 2,
    kernel: () =>
      tt.kernel(
        { x: tt.arrayOf(tt.f64), o: tt.arrayOf(tt.f64), n: tt.i32 },
        (i, { x, o, n }) => {
          const t = i / n;
          o[i] = x[i] * t + Math.sqrt(x[i] * x[i] + 1) + 0.1;
        },
        { float: 'f64' },
      ),
    range: 100,
    inputs: () => ({
      x: Float64Array.from(seeded(100, 23, (r) => r * 1e6)),
      o: new Float64Array(100),
      n: 100,
    }),
    outputs: ['o'],
    reference: (p) => {
      const [x, o] = [arr<Float64Array>(p.x), arr<Float64Array>(p.o)];
      for (let i = 0; i < 100; i++) {
        const v = x[i] ?? 0;
        o[i] = v * (i / 100) + Math.sqrt(v * v + 1) + 0.1;
      }
    },
  },
];
