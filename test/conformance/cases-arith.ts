/** Arithmetic, integer wrapping, division, bitwise operators and conversions. */
import * as tt from '../../src/index.js';
import { arr, type ConformanceCase, num, seeded } from './case.js';

const fr = Math.fround;
const ints = (n: number, seed: number) =>
  Int32Array.from(seeded(n, seed, (r) => Math.floor((r - 0.5) * 2 ** 32)));
const u32s = (n: number, seed: number) => Uint32Array.from(seeded(n, seed, (r) => Math.floor(r * 2 ** 32)));

export const arithCases: ConformanceCase[] = [
  {
    name: 'saxpy (f32 scalar and arrays)',
    covers: ['scalar param', 'array load/store', 'f32 arithmetic'],
    kernel: () =>
      tt.kernel({ a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { a, x, y }) => {
        y[i] = a * x[i] + y[i];
      }),
    range: 1000,
    inputs: () => ({
      a: 2.5,
      x: Float32Array.from(seeded(1000, 1, (r) => r * 100 - 50)),
      y: Float32Array.from(seeded(1000, 2, (r) => r * 10)),
    }),
    outputs: ['y'],
    reference: (p) => {
      const x = arr<Float32Array>(p.x);
      const y = arr<Float32Array>(p.y);
      const a = fr(num(p.a));
      for (let i = 0; i < y.length; i++) y[i] = fr(fr(a * (x[i] ?? 0)) + (y[i] ?? 0));
    },
  },
  {
    name: 'i32 and u32 wrap like |0 and >>>0',
    covers: ['i32 + - * wrap', 'u32 wrap', 'unary minus', 'compound assignment', '++/--'],
    kernel: () =>
      tt.kernel(
        {
          a: tt.arrayOf(tt.i32),
          b: tt.arrayOf(tt.i32),
          u: tt.arrayOf(tt.u32),
          v: tt.arrayOf(tt.u32),
          o: tt.arrayOf(tt.i32),
          q: tt.arrayOf(tt.u32),
        },
        (i, { a, b, u, v, o, q }) => {
          let s = a[i] + b[i];
          s -= a[i] * b[i];
          s = -s;
          s++;
          o[i * 2] = s;
          o[i * 2 + 1] = a[i] * 3 - 7;
          let w = u[i] * v[i] + u[i];
          w -= v[i];
          w--;
          q[i] = w;
        },
      ),
    range: 500,
    inputs: () => ({
      a: ints(500, 3),
      b: ints(500, 4),
      u: u32s(500, 5),
      v: u32s(500, 6),
      o: new Int32Array(1000),
      q: new Uint32Array(500),
    }),
    outputs: ['o', 'q'],
    reference: (p) => {
      const [a, b, o] = [arr<Int32Array>(p.a), arr<Int32Array>(p.b), arr<Int32Array>(p.o)];
      const [u, v, q] = [arr<Uint32Array>(p.u), arr<Uint32Array>(p.v), arr<Uint32Array>(p.q)];
      for (let i = 0; i < 500; i++) {
        const ai = a[i] ?? 0;
        const bi = b[i] ?? 0;
        let s = (ai + bi) | 0;
        s = (s - Math.imul(ai, bi)) | 0;
        s = -s | 0;
        s = (s + 1) | 0;
        o[i * 2] = s;
        o[i * 2 + 1] = (Math.imul(ai, 3) - 7) | 0;
        const ui = u[i] ?? 0;
        const vi = v[i] ?? 0;
        let w = ((Math.imul(ui, vi) >>> 0) + ui) >>> 0;
        w = (w - vi) >>> 0;
        w = (w - 1) >>> 0;
        q[i] = w;
      }
    },
  },
  {
    name: 'division: / is float, trunc and |0 divide integers, % with zero and signs',
    covers: [
      '/ on ints yields float',
      'Math.trunc(a/b)',
      '(a/b)|0',
      'Math.floor(a/b)',
      '% on ints',
      '% on floats',
    ],
    kernel: () =>
      tt.kernel(
        {
          a: tt.arrayOf(tt.i32),
          b: tt.arrayOf(tt.i32),
          f: tt.arrayOf(tt.f32),
          t: tt.arrayOf(tt.i32),
          fl: tt.arrayOf(tt.i32),
          r: tt.arrayOf(tt.i32),
          fm: tt.arrayOf(tt.f32),
        },
        (i, { a, b, f, t, fl, r, fm }) => {
          f[i] = a[i] / b[i];
          t[i * 2] = Math.trunc(a[i] / b[i]);
          t[i * 2 + 1] = (a[i] / b[i]) | 0;
          fl[i] = Math.floor(a[i] / b[i]);
          r[i] = a[i] % b[i];
          fm[i] = f[i] % 0.75;
        },
      ),
    range: 64,
    inputs: () => {
      const a = Int32Array.from(
        seeded(64, 7, (x, i) => (i < 4 ? ([-2147483648, 7, -7, 0][i] ?? 0) : Math.floor((x - 0.5) * 2000))),
      );
      const b = Int32Array.from(
        seeded(64, 8, (x, i) => (i < 8 ? ([-1, 2, 2, 5, 0, -3, 3, 0][i] ?? 1) : Math.floor((x - 0.5) * 40))),
      );
      return {
        a,
        b,
        f: new Float32Array(64),
        t: new Int32Array(128),
        fl: new Int32Array(64),
        r: new Int32Array(64),
        fm: new Float32Array(64),
      };
    },
    outputs: ['f', 't', 'fl', 'r', 'fm'],
    reference: (p) => {
      const [a, b] = [arr<Int32Array>(p.a), arr<Int32Array>(p.b)];
      const [f, t, fl, r, fm] = [
        arr<Float32Array>(p.f),
        arr<Int32Array>(p.t),
        arr<Int32Array>(p.fl),
        arr<Int32Array>(p.r),
        arr<Float32Array>(p.fm),
      ];
      for (let i = 0; i < 64; i++) {
        const x = a[i] ?? 0;
        const y = b[i] ?? 0;
        f[i] = fr(fr(x) / fr(y));
        const q = y === 0 ? 0 : Math.trunc(x / y) | 0;
        t[i * 2] = q;
        t[i * 2 + 1] = q;
        fl[i] = y === 0 ? 0 : Math.floor(x / y) | 0;
        r[i] = y === 0 ? 0 : (x % y) | 0;
        fm[i] = fr((f[i] ?? 0) % 0.75);
      }
    },
  },
  {
    name: 'bitwise operators and shifts on i32 and u32',
    covers: ['& | ^ ~', '<< >> >>>', 'shift amounts masked to 5 bits', 'u32 bitwise stays u32'],
    kernel: () =>
      tt.kernel(
        {
          a: tt.arrayOf(tt.i32),
          u: tt.arrayOf(tt.u32),
          s: tt.arrayOf(tt.i32),
          o: tt.arrayOf(tt.i32),
          q: tt.arrayOf(tt.u32),
        },
        (i, { a, u, s, o, q }) => {
          const k = s[i];
          o[i * 6] = a[i] & 0xff00ff;
          o[i * 6 + 1] = a[i] | (k << 3);
          o[i * 6 + 2] = a[i] ^ ~k;
          o[i * 6 + 3] = a[i] << k;
          o[i * 6 + 4] = a[i] >> k;
          o[i * 6 + 5] = a[i] >>> k;
          let h = u[i];
          h ^= h << 13;
          h ^= h >>> 17;
          h ^= h << 5;
          q[i * 2] = h;
          q[i * 2 + 1] = (u[i] >>> k) | (u[i] << (32 - k));
        },
      ),
    range: 200,
    inputs: () => ({
      a: ints(200, 9),
      u: u32s(200, 10),
      s: Int32Array.from(seeded(200, 11, (r) => Math.floor(r * 40))),
      o: new Int32Array(1200),
      q: new Uint32Array(400),
    }),
    outputs: ['o', 'q'],
    reference: (p) => {
      const [a, u, s, o, q] = [
        arr<Int32Array>(p.a),
        arr<Uint32Array>(p.u),
        arr<Int32Array>(p.s),
        arr<Int32Array>(p.o),
        arr<Uint32Array>(p.q),
      ];
      for (let i = 0; i < 200; i++) {
        const k = s[i] ?? 0;
        const ai = a[i] ?? 0;
        o[i * 6] = ai & 0xff00ff;
        o[i * 6 + 1] = ai | (k << 3);
        o[i * 6 + 2] = ai ^ ~k;
        o[i * 6 + 3] = ai << k;
        o[i * 6 + 4] = ai >> k;
        o[i * 6 + 5] = ai >>> k;
        let h = u[i] ?? 0;
        h = (h ^ (h << 13)) >>> 0;
        h = (h ^ (h >>> 17)) >>> 0;
        h = (h ^ (h << 5)) >>> 0;
        q[i * 2] = h;
        const ui = u[i] ?? 0;
        q[i * 2 + 1] = ((ui >>> k) | (ui << (32 - k))) >>> 0;
      }
    },
  },
  {
    name: 'conversions: casts and typed-array store semantics',
    covers: [
      'tt.i32/tt.u32/tt.f32 casts',
      'ToInt32 of NaN/Infinity/large',
      'float stored into int array',
      'int stored into float array',
      'x | 0 and x >>> 0',
    ],
    kernel: () =>
      tt.kernel(
        { f: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.i32), q: tt.arrayOf(tt.u32), g: tt.arrayOf(tt.f32) },
        (i, { f, o, q, g }) => {
          const v = f[i];
          o[i * 4] = tt.i32(v);
          o[i * 4 + 1] = v;
          o[i * 4 + 2] = v | 0;
          o[i * 4 + 3] = tt.i32(v * 1000);
          q[i * 3] = tt.u32(v);
          q[i * 3 + 1] = v;
          q[i * 3 + 2] = v >>> 0;
          g[i] = tt.i32(v) + tt.f32(0.1);
        },
      ),
    range: 16,
    inputs: () => ({
      f: Float32Array.from([
        0,
        -0,
        2.5,
        -2.5,
        3e9,
        -3e9,
        5e9,
        Number.NaN,
        Number.POSITIVE_INFINITY,
        Number.NEGATIVE_INFINITY,
        2147483648,
        -2147483649,
        1e20,
        0.999,
        -0.999,
        16777217,
      ]),
      o: new Int32Array(64),
      q: new Uint32Array(48),
      g: new Float32Array(16),
    }),
    outputs: ['o', 'q', 'g'],
    reference: (p) => {
      const [f, o, q, g] = [
        arr<Float32Array>(p.f),
        arr<Int32Array>(p.o),
        arr<Uint32Array>(p.q),
        arr<Float32Array>(p.g),
      ];
      for (let i = 0; i < 16; i++) {
        const v = f[i] ?? 0;
        o[i * 4] = v | 0;
        o[i * 4 + 1] = v;
        o[i * 4 + 2] = v | 0;
        o[i * 4 + 3] = fr(v * 1000) | 0;
        q[i * 3] = v >>> 0;
        q[i * 3 + 1] = v;
        q[i * 3 + 2] = v >>> 0;
        g[i] = fr(fr(v | 0) + fr(0.1));
      }
    },
  },
  {
    name: 'u32 hash with Math.imul (exact integers)',
    covers: ['Math.imul', 'u32 arithmetic', 'Math.clz32'],
    kernel: () =>
      tt.kernel({ seed: tt.u32, o: tt.arrayOf(tt.u32), z: tt.arrayOf(tt.i32) }, (i, { seed, o, z }) => {
        let h = seed ^ tt.u32(i);
        h = tt.u32(Math.imul(h ^ (h >>> 16), 0x85ebca6b));
        h = tt.u32(Math.imul(h ^ (h >>> 13), 0xc2b2ae35));
        h ^= h >>> 16;
        o[i] = h;
        z[i] = Math.clz32(h);
      }),
    range: 300,
    inputs: () => ({ seed: 0x9e3779b9, o: new Uint32Array(300), z: new Int32Array(300) }),
    outputs: ['o', 'z'],
    reference: (p) => {
      const [o, z] = [arr<Uint32Array>(p.o), arr<Int32Array>(p.z)];
      for (let i = 0; i < 300; i++) {
        let h = (num(p.seed) ^ i) >>> 0;
        h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
        h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
        h = (h ^ (h >>> 16)) >>> 0;
        o[i] = h;
        z[i] = Math.clz32(h);
      }
    },
  },
];
