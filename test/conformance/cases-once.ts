/**
 * Operands evaluated once (issue 18.1): every lowering that reads an operand more than once (floor
 * division, float indices) or renders it more than once (min/max, clamps, conversions, %) must
 * evaluate it exactly once, as JS does. Each case's operand has a side effect (an atomic), and the
 * reference is the kernel's own body run as plain JS.
 */
import * as tt from '../../src/index.js';
import { arr, type ConformanceCase } from './case.js';

type Body = (i: number, p: { a: Int32Array; o: Int32Array }) => void;

const START = [5, -5, 6, -6, 0, 8, 7, 2, 9, -9, 13, -13, 1, -1, 4, 3];

function onceCase(
  name: string,
  covers: string[],
  body: Body,
  start: readonly number[] = START,
): ConformanceCase {
  return {
    name: `operand evaluated once: ${name}`,
    covers,
    needs: { atomics: true },
    kernel: () =>
      tt.kernel({ a: tt.arrayOf(tt.i32), o: tt.arrayOf(tt.i32) }, body as never, {
        name: `once_${name.replace(/[^A-Za-z0-9]+/g, '_')}`,
      }),
    range: start.length,
    inputs: () => ({ a: Int32Array.from(start), o: new Int32Array(start.length) }),
    outputs: ['a', 'o'],
    reference: (p) => {
      const a = arr<Int32Array>(p.a);
      const o = arr<Int32Array>(p.o);
      for (let i = 0; i < start.length; i++) body(i, { a, o });
    },
  };
}

export const onceCases: ConformanceCase[] = [
  onceCase('Math.floor(atomic / 2)', ['floor division, impure dividend'], (i, { a, o }) => {
    o[i] = Math.floor(Atomics.add(a, i, 1) / 2);
  }),
  onceCase(
    'Math.floor(-7 / atomic)',
    ['floor division, impure divisor'],
    (i, { a, o }) => {
      o[i] = Math.floor(-7 / Atomics.add(a, i, 1));
    },
    START.map((v) => (v === -1 ? 2 : v)),
  ),
  onceCase('Math.floor(a[i] / atomic on a[i])', ['floor division, read before the effect'], (i, { a, o }) => {
    o[i] = Math.floor(a[i] / Atomics.add(a, i, 3));
  }),
  onceCase(
    'Math.trunc, | 0 and % of an atomic',
    ['trunc division', '| 0 division', 'integer %'],
    (i, { a, o }) => {
      o[i] = Math.trunc(Atomics.add(a, i, 1) / 3) * 100 + ((Atomics.add(a, i, 1) / 2) | 0) * 10;
      o[i] += Atomics.add(a, i, 1) % 3;
    },
  ),
  onceCase(
    'Math.min / max / abs / sign / clamp of an atomic',
    ['min', 'max', 'abs', 'sign', 'clamp'],
    (i, { a, o }) => {
      o[i] = Math.min(Atomics.add(a, i, 1), 3) * 1000 + Math.max(Atomics.add(a, i, 1), 3) * 100;
      o[i] += Math.abs(Atomics.sub(a, i, 9)) * 10 + Math.sign(Atomics.sub(a, i, 9));
      o[i] += Math.min(Math.max(Atomics.add(a, i, 1), 0), 5) * 10000;
    },
  ),
  onceCase(
    'conversions of an atomic',
    ['float to i32 (| 0)', 'Math.trunc of a float', 'store conversion', 'round', 'float %'],
    (i, { a, o }) => {
      o[i] = ((Atomics.add(a, i, 1) * 0.5) | 0) * 1000 + Math.trunc(Atomics.add(a, i, 1) * -0.5);
      o[i] += Math.round(Atomics.add(a, i, 1) * 0.5) * 100 + ((Atomics.add(a, i, 1) * 0.5) % 2) * 10;
    },
  ),
  onceCase(
    'float index from an atomic',
    ['float index, impure'],
    (i, { a, o }) => {
      o[Atomics.add(a, i, 2) * 0.5] += i + 1;
    },
    [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30],
  ),
];
