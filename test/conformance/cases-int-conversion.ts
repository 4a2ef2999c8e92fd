/**
 * Converting a quotient back to an integer gives JS's integer (issue 27.5): whatever float `/`
 * computes in (f32 by default), `tt.u32(a / b)`, `tt.i32(a / b)`, a bitwise operator, `Math.imul`,
 * `Math.floor`/`trunc` or a store into an integer array truncates the exact quotient, as JS's
 * ToInt32 / ToUint32 does on the f64 quotient. Division by zero gives JS's Infinity/NaN, which
 * ToInt32 makes 0; -2^31 / -1 is 2^31, which i32 wraps. The quotient used as a float stays the
 * float `/` (f32 here).
 */
import * as tt from '../../src/index.js';
import { arr, type ConformanceCase } from './case.js';

const U0 = [4294967295, 4294967294, 0, 1, 2147483649, 3, 2147483648, 16777217, 33554435, 4000000001];
const S0 = [-2147483648, -1, 0, 7, -7, 2147483647, -16777217, 1, -3, 2];
/** Floats a branch may meet: fractions either side of zero, and values beyond 32 bits (exact in f32). */
const F0 = [-2.5, 3000000000, 0.5, -1.5, 7.75, -3000000000, 1, -0.25, 5e9, 16777216];
const N = U0.length;

interface P {
  u: Uint32Array;
  s: Int32Array;
  o: Int32Array;
  w: Uint32Array;
  f: Float32Array;
}
type Body = (i: number, p: P) => void;

function conversionCase(name: string, covers: string[], body: Body, needsF64 = false): ConformanceCase {
  return {
    name: `integer conversion of a quotient: ${name}`,
    covers,
    ...(needsF64 ? { needs: { f64: true } } : {}),
    kernel: () =>
      tt.kernel(
        {
          u: tt.arrayOf(tt.u32),
          s: tt.arrayOf(tt.i32),
          o: tt.arrayOf(tt.i32),
          w: tt.arrayOf(tt.u32),
          f: tt.arrayOf(tt.f32),
        },
        body as never,
        { name: `quot_${name.replace(/[^A-Za-z0-9]+/g, '_')}` },
      ),
    range: N,
    inputs: () => ({
      u: Uint32Array.from(U0),
      s: Int32Array.from(S0),
      o: new Int32Array(N),
      w: new Uint32Array(N),
      f: Float32Array.from(F0),
    }),
    outputs: ['o', 'w', 'f'],
    reference: (p) => {
      const args = {
        u: arr<Uint32Array>(p.u),
        s: arr<Int32Array>(p.s),
        o: arr<Int32Array>(p.o),
        w: arr<Uint32Array>(p.w),
        f: arr<Float32Array>(p.f),
      };
      for (let i = 0; i < N; i++) body(i, args);
    },
  };
}

export const intConversionCases: ConformanceCase[] = [
  conversionCase('tt.u32(x / 2) and tt.i32(a / b)', ['tt.u32 / tt.i32 of an integer quotient'], (i, p) => {
    p.w[i] = tt.u32(p.u[i] / 2);
    p.o[i] = tt.i32(p.s[i] / p.s[(i + 1) % 10]);
    p.w[i] += tt.u32(p.s[i] / p.s[(i + 3) % 10]) ^ tt.u32(p.u[i] / 3);
    p.f[i] = p.u[i] / 2;
  }),
  conversionCase('division by zero and -2^31 / -1', ['quotient by zero converts to 0'], (i, p) => {
    const z = p.s[2];
    p.o[i] = tt.i32(p.s[i] / z) + tt.i32(p.u[i] / p.u[2]);
    p.w[i] = tt.u32(p.s[0] / p.s[1]) + tt.u32(p.s[i] / -1);
    p.f[i] = p.s[i] / z;
  }),
  conversionCase('mixed i32 / u32 operands', ['tt.u32 / tt.i32 of a mixed quotient'], (i, p) => {
    p.o[i] = tt.i32(p.s[i] / p.u[i]);
    p.w[i] = tt.u32(p.u[i] / p.s[i]);
    p.o[i] ^= (p.u[i] / p.s[(i + 4) % 10]) | 0;
  }),
  conversionCase('bitwise operators, Math.imul, stores', ['bitwise operand that is a quotient'], (i, p) => {
    p.o[i] = ((p.u[i] / 3) & 0xffffff) + Math.imul(p.u[i] / 7, 3) + ~(p.s[i] / p.u[i]) + ((p.u[i] / 5) >> 1);
    p.w[i] = p.u[i] / 2;
    p.o[i] += Math.floor(p.u[i] / 2) - Math.trunc(p.s[i] / 2);
  }),
  conversionCase('Collatz step (Harmonize)', ['tt.u32(v / 2) in a loop'], (i, p) => {
    let v = p.u[i];
    let steps = 0;
    while (v > 1 && steps < 1000) {
      v = v % 2 === 0 ? tt.u32(v / 2) : tt.u32(3 * v + 1);
      steps++;
    }
    p.o[i] = steps;
    p.w[i] = v;
  }),
  conversionCase('through ?: and unary minus', ['quotient under ?: or - then converted'], (i, p) => {
    const j = (i + 1) % 10;
    p.w[i] = tt.u32(p.s[i] < 0 ? p.u[i] / 2 : p.u[i] / 3) + (-(p.u[i] / 2) >>> 0);
    p.w[i] ^= (i % 3 === 0 ? p.u[i] / p.u[2] : p.f[i]) >>> 0;
    p.o[i] = (-(p.s[i] / 3) | 0) ^ tt.i32(i % 2 === 0 ? p.s[i] / p.s[j] : -(p.u[i] / 7));
    p.o[i] += Math.floor(-(p.s[i] / 2)) + Math.trunc(-(p.s[i] / 7)) + Math.floor(-(p.u[i] / 3));
    p.o[i] ^= Math.floor(p.s[i] < 3 ? p.s[i] / 4 : p.u[i] / 5) + ~(i > 4 ? p.s[i] / -1 : p.f[i]);
    // a literal's exact quotient beside an integer one (f32 would round 2147483647 / 3)
    p.w[i] += (i < 5 ? p.u[i] / p.u[2] : 2147483647 / 3) | 0;
  }),
  conversionCase('a local read only through conversions', ['local holding a quotient, converted'], (i, p) => {
    const h = p.u[i] / 2;
    // Math.trunc(g) of a division by zero is JS's ±Infinity (tutti's integer division gives 0): none here.
    const g = p.s[i] / (p.s[(i + 1) % 10] | 1);
    let k = p.s[i] / 4;
    if (i > 6) k = p.s[i] / -3;
    const c = i % 2 === 0 ? p.u[i] / 3 : -(p.s[i] / 5);
    const z = p.u[i] / p.u[2];
    p.w[i] = tt.u32(h) + (g >>> 0) + tt.u32(z);
    p.o[i] = Math.floor(k) + Math.trunc(g);
    p.o[i] ^= (c | 0) + (p.s[i] < 0 ? tt.i32(h) : Math.imul(g, 3));
  }),
  conversionCase(
    'a local read as a number and converted (f64)',
    ['local holding a quotient, read both ways'],
    (i, p) => {
      const h = p.u[i] / 2;
      p.f[i] = h;
      p.w[i] = tt.u32(h);
      let k = p.s[i] / 3;
      k = Math.floor(k);
      p.o[i] = k + (p.s[i] > 0 ? tt.i32(-(p.u[i] / 2)) : 0);
    },
    true,
  ),
];
