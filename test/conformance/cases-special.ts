/** Issue 18.7: f32 special values survive on every device (shader compilers folded x * 0, x - x, 0 / x). */
import * as tt from '../../src/index.js';
import { arr, type ConformanceCase } from './case.js';

const X = [-5, Infinity, NaN, -0, 3, -Infinity, -4, 1e-30, 0.4, -0.4];
const f = Math.fround;

export const specialCases: ConformanceCase[] = [
  {
    name: 'f32 special values: x * 0, x - x, 0 / x, x / (z - z), Math.round(-0.4)',
    covers: ['-0', 'NaN', 'Infinity', 'no folding'],
    kernel: () =>
      tt.kernel({ x: tt.arrayOf(tt.f32), z: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) }, (i, { x, z, o }) => {
        o[i * 5] = 1 / (x[i] * 0.0); // 1 / keeps the sign of a zero visible
        o[i * 5 + 1] = x[i] - x[i];
        o[i * 5 + 2] = 1 / (0.0 / x[i]);
        o[i * 5 + 3] = x[i] / (z[i] - z[i]);
        o[i * 5 + 4] = 1 / Math.round(x[i]);
      }),
    range: X.length,
    inputs: () => ({
      x: Float32Array.from(X),
      z: Float32Array.from(X).reverse(),
      o: new Float32Array(X.length * 5),
    }),
    outputs: ['o'],
    reference: (p) => {
      const [x, z, o] = [arr<Float32Array>(p.x), arr<Float32Array>(p.z), arr<Float32Array>(p.o)];
      for (let i = 0; i < x.length; i++) {
        const v = x[i] ?? 0;
        const w = z[i] ?? 0;
        o[i * 5] = f(1 / f(v * 0));
        o[i * 5 + 1] = f(v - v);
        o[i * 5 + 2] = f(1 / f(0 / v));
        o[i * 5 + 3] = f(v / f(w - w));
        o[i * 5 + 4] = f(1 / Math.round(v));
      }
    },
  },
  {
    name: 'the literal -0 is negative zero (const w = -0; 1 / w is -Infinity)',
    covers: ['-0', 'literal'],
    kernel: () =>
      tt.kernel({ o: tt.arrayOf(tt.f32), p: tt.arrayOf(tt.f32) }, (i, { o, p }) => {
        const w = -0;
        o[i] = 1 / w;
        p[i] = i > 0 ? -0 : 1 / -0;
      }),
    range: 2,
    inputs: () => ({ o: new Float32Array(2), p: new Float32Array(2) }),
    outputs: ['o', 'p'],
    reference: (q) => {
      const [o, p] = [arr<Float32Array>(q.o), arr<Float32Array>(q.p)];
      o.fill(-Infinity);
      p[0] = -Infinity;
      p[1] = -0;
    },
  },
];
