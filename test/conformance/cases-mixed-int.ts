/**
 * Mixed i32/u32 integer code follows JS (issue 17.2): hashes, PRNGs and bit tricks written as in
 * plain JS. Each kernel body is run as plain JS for the reference; integer arithmetic on numbers
 * is exact there, so the kernel must give exactly these values on every device. Cases whose
 * exact values need f64 say so (`needs.f64`): devices without f64 must refuse them.
 */
import * as tt from '../../src/index.js';
import { arr, type ConformanceCase, num } from './case.js';

/** Unsigned inputs (no 0, so remainders and divisions are defined) and signed ones. */
const U0 = [1, 5, 4294967295, 2147483648, 2147483647, 3000000000, 13, 65535, 7, 4294967294];
const S0 = [0, -1, -2147483648, 2147483647, -5, 7, 13, -65536, 1, -1000000007];
const N = U0.length;

interface P {
  u: Uint32Array;
  s: Int32Array;
  seed: number;
  o: Int32Array;
  w: Uint32Array;
  f: Float64Array;
}
type Body = (i: number, p: P) => void;

function mixedCase(name: string, covers: string[], body: Body, needsF64 = false): ConformanceCase {
  return {
    name: `mixed i32/u32: ${name}`,
    covers,
    ...(needsF64 ? { needs: { f64: true } } : {}),
    kernel: () =>
      tt.kernel(
        {
          u: tt.arrayOf(tt.u32),
          s: tt.arrayOf(tt.i32),
          seed: tt.u32,
          o: tt.arrayOf(tt.i32),
          w: tt.arrayOf(tt.u32),
          // f32 keeps f64-free cases runnable on devices without f64; f64 cases store exact values
          f: tt.arrayOf(needsF64 ? tt.f64 : tt.f32),
        },
        body as never,
        { name: `mixed_${name.replace(/[^A-Za-z0-9]+/g, '_')}` },
      ),
    range: N,
    inputs: () => ({
      u: Uint32Array.from(U0),
      s: Int32Array.from(S0),
      seed: 4000000000,
      o: new Int32Array(N),
      w: new Uint32Array(N),
      f: needsF64 ? new Float64Array(N) : new Float32Array(N),
    }),
    outputs: ['o', 'w', 'f'],
    reference: (p) => {
      const args = {
        u: arr<Uint32Array>(p.u),
        s: arr<Int32Array>(p.s),
        seed: num(p.seed),
        o: arr<Int32Array>(p.o),
        w: arr<Uint32Array>(p.w),
        f: arr<Float64Array>(p.f),
      };
      for (let i = 0; i < N; i++) body(i, args);
    },
  };
}

export const mixedIntCases: ConformanceCase[] = [
  mixedCase(
    '(seed + i) >>> 0 and wrapped sums',
    ['mixed i32/u32 + and - into a wrapping conversion'],
    (i, p) => {
      p.w[i] = (p.seed + i) >>> 0;
      p.o[i] = (p.u[i] + p.s[i]) | 0;
      p.w[i] ^= (p.u[i] - p.s[i] - p.seed) >>> 0;
      p.o[i] += tt.i32(p.s[i] - p.u[i]);
    },
  ),
  mixedCase('seed > i and exact comparisons', ['comparison of an i32 with a u32'], (i, p) => {
    const u = p.u[i];
    const s = p.s[i];
    p.o[i] =
      (p.seed > i ? 1 : 0) +
      (u > s ? 2 : 0) +
      (s <= u ? 4 : 0) +
      (u === s ? 8 : 0) +
      (s !== u ? 16 : 0) +
      (u < s ? 32 : 0) +
      (s >= u ? 64 : 0) +
      (p.u[(i + 1) % 10] === p.s[(i + 3) % 10] ? 128 : 0);
  }),
  mixedCase('xorshift local ending in >>>= 0', ['local holding i32 and u32 values, read as bits'], (i, p) => {
    let x = p.seed ^ i;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    p.w[i] = x;
    p.o[i] = x;
  }),
  mixedCase(
    'let s = seed ^ i; … s >>>= 0, then its exact value',
    ['local holding i32 and u32 values, read exactly where one type reaches (32 bits)'],
    (i, p) => {
      let s = p.seed ^ p.s[i];
      s = Math.imul(s, 0x9e3779b1);
      s >>>= 0;
      p.o[i] = s % 1000;
      p.f[i] = s / 4294967296;
      if (s > 2147483647) p.w[i] = 1;
    },
  ),
  mixedCase(
    'xorshift Monte Carlo as JS developers write it',
    ['local holding i32 and u32 values typed per point in a loop'],
    (i, p) => {
      let s = p.seed ^ i;
      let hits = 0;
      for (let j = 0; j < 32; j++) {
        s ^= s << 13;
        s ^= s >>> 17;
        s ^= s << 5;
        s >>>= 0;
        const x = s / 4294967296;
        s ^= s << 13;
        s ^= s >>> 17;
        s ^= s << 5;
        s >>>= 0;
        const y = s / 4294967296;
        if (x * x + y * y < 1) hits++;
      }
      p.o[i] = hits;
      p.w[i] = s;
      p.f[i] = hits / 32;
    },
  ),
  mixedCase(
    'a local joined from an i32 and a u32 path, read exactly',
    ['local holding i32 and u32 values where both reach an exact read'],
    (i, p) => {
      let s = p.s[i] ^ 0x5bd1e995;
      if (i % 2 === 0) s >>>= 0;
      p.o[i] = s > 1000000000 ? 1 : 0;
      p.f[i] = s;
      for (let j = 0; j < 3; j++) {
        p.w[i] ^= s;
        s = (s ^ (s << 5)) | 0;
        p.o[i] += s < 0 ? 2 : 0;
      }
    },
    true,
  ),
  mixedCase('h + Math.clz32(h & 0xffff) into u32', ['mixed + stored into an integer array'], (i, p) => {
    const h = p.u[i];
    p.w[i] = h + Math.clz32(h & 0xffff);
    p.o[i] = h + Math.clz32(p.s[i]) - 7;
  }),
  mixedCase('k * ((p & 255) | 0)', ['mixed * below 2^53, wrapped'], (i, p) => {
    p.w[i] = p.u[i] * ((p.s[i] & 255) | 0);
    p.o[i] = (p.seed * (p.s[i] & 0xfff)) | 0;
    p.w[i] += (p.u[i] >>> 24) * p.s[i];
  }),
  mixedCase(
    '(u * s) | 0 beyond 2^53 rounds as JS does',
    ['mixed * above 2^53 (not Math.imul)'],
    (i, p) => {
      p.o[i] = (p.u[i] * p.s[i]) | 0;
      p.w[i] = (p.u[i] * p.s[i] * 3) >>> 0;
      p.f[i] = p.u[i] * p.s[i];
    },
    true,
  ),
  mixedCase(
    'exact sums and literals beyond 32 bits',
    ['exact value of a mixed + and of a literal outside i32'],
    (i, p) => {
      p.f[i] = p.u[i] + p.s[i] + (p.s[i] - 3000000000) * 2;
      p.o[i] = p.u[i] - p.s[i] > 4294967295 ? 1 : 0;
      p.f[i] += p.s[i] > 0 ? p.u[i] : p.s[i];
    },
    true,
  ),
  mixedCase('Math.min/max, % and division', ['Math.min/max, % and floor division of i32 and u32'], (i, p) => {
    const u = p.u[i];
    const s = p.s[i];
    p.o[i] = Math.min(u, s);
    p.w[i] = Math.max(s, u);
    p.o[i] ^= s % u;
    p.w[i] ^= u % s;
    p.o[i] += Math.floor(u / p.u.length) + Math.trunc(p.seed / (i + 1));
    p.f[i] = u % (s === 0 ? 3 : s);
  }),
  mixedCase(
    'floor division of u32 by a negative i32',
    ['floor division of u32 by i32'],
    (i, p) => {
      p.f[i] = Math.floor(p.u[i] / (p.s[i] | 1));
      p.o[i] = Math.trunc(p.s[i] / p.u[i]) | 0;
    },
    true,
  ),
  mixedCase('literals keep their values', ['let v = 3000000000; u32 | 0 is signed'], (i, p) => {
    let v = 3000000000;
    if (p.s[i] < 0) v = 4000000000;
    p.w[i] = v;
    p.o[i] = v > p.s[i] ? 1 : 0;
    p.o[i] += (p.u[i] | 0) < 0 ? 10 : 0;
    p.o[i] += ~p.u[i] < 0 ? 100 : 0;
    p.w[i] += (p.s[i] + 3000000000) >>> 0;
    p.f[i] = p.u[i] & 0xff;
  }),
];
