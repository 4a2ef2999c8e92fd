/**
 * JS semantics on native, bit for bit against the js backend, on the values where C differs from
 * JS: float->int casts out of range, NaN, ±Infinity, INT_MIN / -1, division and remainder by 0,
 * shift counts >= 32, Math.round halves and 0.49999997, Math.min/max with NaN and -0, pow(1, NaN),
 * clz32(0), u32 comparisons above 2^31, and NaN / Infinity / -0 constants.
 */
import { it } from 'vitest';
import * as tt from '../../../src/index.js';
import { expectSameAsJs } from '../../support/run.js';
import { describeNative, type Host } from './support.js';

const same = (k: tt.Kernel, range: number, inputs: Record<string, Host | number>): Promise<void> =>
  expectSameAsJs('native', k, range, inputs);

const FLOATS = [
  0,
  -0,
  0.5,
  -0.5,
  1.5,
  -1.5,
  2.5,
  -2.5,
  0.49999997,
  -0.49999997,
  2 ** 31,
  -(2 ** 31),
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 32 + 5,
  -(2 ** 32) - 7,
  3e9,
  -3e9,
  1e20,
  -1e20,
  123456789.7,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  1e-40,
  8388609.5,
  4503599627370497,
];

describeNative('native keeps JS semantics (bit-exact vs js)', () => {
  it('float -> i32/u32 casts are ToInt32/ToUint32 (wrap, NaN/Inf -> 0), from f64 and f32', async () => {
    const k = tt.kernel(
      {
        d: tt.arrayOf(tt.f64),
        f: tt.arrayOf(tt.f32),
        di: tt.arrayOf(tt.i32),
        du: tt.arrayOf(tt.u32),
        fi: tt.arrayOf(tt.i32),
        fu: tt.arrayOf(tt.u32),
      },
      (i, { d, f, di, du, fi, fu }) => {
        di[i] = tt.i32(d[i]);
        du[i] = tt.u32(d[i]);
        fi[i] = f[i] | 0;
        fu[i] = f[i] >>> 0;
      },
    );
    const n = FLOATS.length;
    await same(k, n, {
      d: Float64Array.from(FLOATS),
      f: Float32Array.from(FLOATS),
      di: new Int32Array(n),
      du: new Uint32Array(n),
      fi: new Int32Array(n),
      fu: new Uint32Array(n),
    });
  });

  it('i32/u32 arithmetic wraps; idiv/rem by 0 give 0; INT_MIN / -1 does not trap; shifts mask to 5 bits', async () => {
    const k = tt.kernel(
      { a: tt.arrayOf(tt.i32), b: tt.arrayOf(tt.i32), r: tt.arrayOf(tt.i32), u: tt.arrayOf(tt.u32) },
      (i, { a, b, r, u }) => {
        const x = a[i];
        const y = b[i];
        const o = i * 16;
        r[o] = x + y;
        r[o + 1] = x - y;
        r[o + 2] = x * y;
        r[o + 3] = Math.trunc(x / y);
        r[o + 4] = x % y;
        r[o + 5] = x << y;
        r[o + 6] = x >> y;
        r[o + 7] = -x;
        r[o + 8] = Math.abs(x);
        r[o + 9] = Math.clz32(x);
        r[o + 10] = Math.sign(x);
        r[o + 11] = ~x;
        r[o + 12] = Math.imul(x, y);
        r[o + 13] = (x / y) | 0;
        r[o + 14] = Math.min(x, y);
        r[o + 15] = Math.max(x, y);
        const ux = tt.u32(x);
        const uy = tt.u32(y);
        u[o] = ux + uy;
        u[o + 1] = ux * uy;
        u[o + 2] = Math.trunc(ux / uy);
        u[o + 3] = ux % uy;
        u[o + 4] = x >>> y;
        u[o + 5] = ux < uy ? 1 : 0;
        u[o + 6] = ux >= uy ? 1 : 0;
        u[o + 7] = ux - uy;
        u[o + 8] = Math.min(ux, uy);
        u[o + 9] = ux << uy;
        u[o + 10] = ux >> uy;
      },
    );
    const MIN = -(2 ** 31);
    const MAX = 2 ** 31 - 1;
    const pairs: [number, number][] = [
      [MIN, -1],
      [MIN, 0],
      [7, 0],
      [-7, 2],
      [7, -2],
      [MAX, 1],
      [MAX, MAX],
      [MIN, MIN],
      [-1, 33],
      [12345, -1],
      [-12345, 31],
      [0, 32],
      [1, 64],
      [-2, 3],
      [MIN, 1],
      [0x40000000, 2],
    ];
    await same(k, pairs.length, {
      a: Int32Array.from(pairs.map((p) => p[0])),
      b: Int32Array.from(pairs.map((p) => p[1])),
      r: new Int32Array(pairs.length * 16),
      u: new Uint32Array(pairs.length * 16),
    });
  });

  it('Math.round/min/max/sign/pow/abs, float %, truthiness and comparisons on NaN, ±0, ±Infinity (f32 and f64)', async () => {
    const k = tt.kernel(
      { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), r: tt.arrayOf(tt.f32), d: tt.arrayOf(tt.f64) },
      (i, { x, y, r, d }) => {
        const a = x[i];
        const b = y[i];
        const o = i * 12;
        r[o] = Math.round(a);
        r[o + 1] = Math.min(a, b);
        r[o + 2] = Math.max(a, b);
        r[o + 3] = Math.sign(a);
        r[o + 4] = a ** b;
        r[o + 5] = a % b;
        r[o + 6] = Math.abs(a);
        r[o + 7] = a ? 1 : 0;
        r[o + 8] = a < b ? 1 : a === b ? 2 : a !== b ? 3 : 4;
        r[o + 9] = Math.trunc(a);
        r[o + 10] = Math.floor(a) + Math.ceil(b);
        r[o + 11] = a / b;
        const da = tt.f64(a) * 1.000000001;
        const db = tt.f64(b);
        d[o] = Math.round(da);
        d[o + 1] = Math.min(da, db);
        d[o + 2] = Math.max(da, db);
        d[o + 3] = Math.sign(da);
        d[o + 4] = da ** db;
        d[o + 5] = da % db;
        d[o + 6] = tt.f64(tt.i32(da));
        d[o + 7] = tt.f64(tt.u32(da));
      },
    );
    const xs = [0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999997, -0.49999997, -0, 0, 1, -1, Number.NaN, 1];
    const ys = [
      -0,
      0,
      Number.NaN,
      2,
      -0,
      0,
      Number.NaN,
      3,
      0,
      -0,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      1,
      -0.5,
    ];
    const INF = Number.POSITIVE_INFINITY;
    xs.push(INF, -INF, 1e30, -7.25, 8388609, -1);
    ys.push(2, INF, -INF, 2, 0.5, Number.NEGATIVE_INFINITY);
    await same(k, xs.length, {
      x: Float32Array.from(xs),
      y: Float32Array.from(ys),
      r: new Float32Array(xs.length * 12),
      d: new Float64Array(xs.length * 12),
    });
  });

  it('NaN, ±Infinity, -0 and extreme constants render exactly', async () => {
    const k = tt.kernel(
      { r: tt.arrayOf(tt.f32), d: tt.arrayOf(tt.f64), q: tt.arrayOf(tt.i32), u: tt.arrayOf(tt.u32) },
      (i, { r, d, q, u }) => {
        const z = tt.f32(i);
        r[0] = z / z;
        r[1] = 1 / z;
        r[2] = -1 / z;
        r[3] = -z;
        r[4] = 0.1;
        r[5] = 3.4028234663852886e38;
        r[6] = 1.401298464324817e-45;
        d[0] = 0.1;
        d[1] = 5e-324;
        d[2] = 1.7976931348623157e308;
        d[3] = -0.0 * tt.f64(i + 1);
        q[0] = -2147483648;
        q[1] = 2147483647;
        q[2] = -1;
        u[0] = 4294967295;
        u[1] = 2147483648;
      },
    );
    await same(k, 1, {
      r: new Float32Array(8),
      d: new Float64Array(4),
      q: new Int32Array(3),
      u: new Uint32Array(2),
    });
  });
});
