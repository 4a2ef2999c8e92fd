/**
 * Integer literals outside the i32/u32 range have their exact JS value (issue 18.2): comparisons,
 * Math.min/max and % against them give what plain JS gives, never a wrapped answer. The reference
 * is the kernel's own body run as plain JS (integer-only, so plain JS is exact).
 */
import * as tt from '../../src/index.js';
import { arr, type ConformanceCase } from './case.js';

type Body<A> = (i: number, p: { u: A; o: Int32Array }) => void;

const U0 = [0, 1, 5, 4294967295, 2147483648, 7, 3000000000, 13];
const I0 = [0, 1, -5, -2147483648, 2147483647, 7, -7, 13];

function literalCase<A extends Int32Array | Uint32Array>(
  name: string,
  covers: string[],
  unsigned: boolean,
  body: Body<A>,
): ConformanceCase {
  const start = unsigned ? U0 : I0;
  const make = (): A => (unsigned ? Uint32Array.from(start) : Int32Array.from(start)) as A;
  return {
    name: `exact literal: ${name}`,
    covers,
    kernel: () =>
      tt.kernel({ u: tt.arrayOf(unsigned ? tt.u32 : tt.i32), o: tt.arrayOf(tt.i32) }, body as never, {
        name: `lit_${name.replace(/[^A-Za-z0-9]+/g, '_')}`,
      }),
    range: start.length,
    inputs: () => ({ u: make(), o: new Int32Array(start.length) }),
    outputs: ['o'],
    reference: (p) => {
      const u = arr<A>(p.u);
      const o = arr<Int32Array>(p.o);
      for (let i = 0; i < start.length; i++) body(i, { u, o });
    },
  };
}

export const literalCases: ConformanceCase[] = [
  literalCase<Uint32Array>(
    'u32 compared with -1',
    ['comparison with a negative literal'],
    true,
    (i, { u, o }) => {
      o[i] = (u[i] < -1 ? 1 : 0) + (u[i] >= -1 ? 10 : 0) + (-1 < u[i] ? 100 : 0) + (u[i] !== -1 ? 1000 : 0);
    },
  ),
  literalCase<Int32Array>(
    'i32 compared with 3e9 and 2^32',
    ['comparison with a literal above i32'],
    false,
    (i, { u, o }) => {
      o[i] = (u[i] < 3000000000 ? 1 : 0) + (u[i] > 4294967296 ? 10 : 0) + (u[i] === 4294967295 ? 100 : 0);
    },
  ),
  literalCase<Uint32Array>(
    'Math.min / max of u32 and -1',
    ['Math.min with a literal outside u32'],
    true,
    (i, { u, o }) => {
      o[i] = Math.min(u[i], -1) * 7 + Math.max(u[i], -1);
    },
  ),
  literalCase<Int32Array>(
    'Math.min / max of i32 and 3e9',
    ['Math.max with a literal outside i32'],
    false,
    (i, { u, o }) => {
      o[i] = Math.min(u[i], 3000000000) + Math.max(u[i], 3000000000);
    },
  ),
  literalCase<Int32Array>(
    '(-13 >>> 0) % length as an index',
    ['% with a literal above i32'],
    false,
    (i, { u, o }) => {
      o[i] = u[(-13 >>> 0) % u.length] + (u[i] % 3000000000) + (4294967295 % (u[i] | 1)) * 2;
    },
  ),
  literalCase<Uint32Array>('u32 % -7 and -7 % u32', ['% with a negative literal'], true, (i, { u, o }) => {
    o[i] = (-7 % u[i]) * 100;
    o[i] += tt.i32(u[i] % -7);
  }),
  literalCase<Int32Array>(
    'floor and trunc division with a literal above i32',
    ['integer division by a literal outside i32'],
    false,
    (i, { u, o }) => {
      o[i] = Math.floor(4000000000 / u[i]) + Math.trunc(4000000000 / u[i]) * 3;
      o[i] +=
        Math.floor(u[i] / 2147483648) + Math.trunc(u[i] / 2147483648) * 3 + Math.floor(u[i] / 3000000000) * 9;
    },
  ),
];
