/** Issue 18.11: an expression 150 operators deep compiles on every device (WebGPU splits it into temporaries). */
import * as tt from '../../src/index.js';
import { arr, type ConformanceCase } from './case.js';

const DEPTH = 150;

function deepSource(): string {
  let e = 'x[i]';
  for (let k = 0; k < DEPTH; k++) e = `(${e} * 0.5 + ${k % 5})`;
  return `(i, { x, o }) => { o[i] = ${e}; }`;
}

export const deepCases: ConformanceCase[] = [
  {
    name: `expression ${DEPTH} operators deep`,
    covers: ['deep expressions'],
    kernel: () =>
      tt.kernel({ x: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) }, new Function(`return ${deepSource()}`)(), {
        name: 'deep_expression',
      }),
    range: 8,
    inputs: () => ({ x: Float32Array.from([1, -2, 0.5, 1e30, -0, 3, 7.25, -1e-3]), o: new Float32Array(8) }),
    outputs: ['o'],
    reference: (p) => {
      const [x, o] = [arr<Float32Array>(p.x), arr<Float32Array>(p.o)];
      for (let i = 0; i < x.length; i++) {
        let v = x[i] ?? 0;
        for (let k = 0; k < DEPTH; k++) v = Math.fround(Math.fround(v * 0.5) + (k % 5));
        o[i] = v;
      }
    },
  },
];
