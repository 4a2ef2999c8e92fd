/** Issue 18.8: `%` on floats is the exact fmod, subnormal operands included (WebGPU flushed them). */
import * as tt from '../../src/index.js';
import { arr, type ConformanceCase } from './case.js';

const A = [1.5, -1.5, 7, 1e-40, 3.4e38, -2.5e-39, 0.1, 5, 1, 1e-45, -0, 1e30, 6, 1e-38];
const B = [
  1e-40, 1e-40, 1e-45, 3e-41, 1e-40, 1e-41, 1e-39, -1.4e-45, 1.17e-38, 1e-45, 1e-40, 3.3e-39, 0.75, 1e-39,
];

export const fmodCases: ConformanceCase[] = [
  {
    name: 'float % with subnormal operands (exact fmod)',
    covers: ['float %', 'subnormals'],
    kernel: () =>
      tt.kernel({ a: tt.arrayOf(tt.f32), b: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) }, (i, { a, b, o }) => {
        o[i] = a[i] % b[i];
      }),
    range: A.length,
    inputs: () => ({ a: Float32Array.from(A), b: Float32Array.from(B), o: new Float32Array(A.length) }),
    outputs: ['o'],
    reference: (p) => {
      const [a, b, o] = [arr<Float32Array>(p.a), arr<Float32Array>(p.b), arr<Float32Array>(p.o)];
      for (let i = 0; i < a.length; i++) o[i] = (a[i] ?? 0) % (b[i] ?? 1);
    },
  },
];
