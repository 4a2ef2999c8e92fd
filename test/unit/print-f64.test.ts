/**
 * console.log prints every value as JS's console.log does (issue 29, item 3): an f64 with all its
 * digits and an i64/u64 with its `n` (the record carries both 32-bit words of a 64-bit value:
 * frontend/lower-print.ts), -0 as `-0`, an f32 as its double, integers and bools exactly — compared with Node's util.format, which is
 * console.log's own formatting, on every device that has f64, through each device's printing path
 * (a print behind a test, items in lane groups and the tail after them).
 */
import { format } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildCudaKernel } from '../../src/backends/cuda/build.js';
import * as tt from '../../src/index.js';
import { describeNvcc, nvccPath } from '../backends/cuda/support.js';

const devices = tt.devices().filter((d) => d.available && d.backend !== 'sim');
const withF64 = devices.filter((d) => d.backend !== 'webgpu');
const skipped = devices.filter((d) => d.backend === 'webgpu');
if (skipped.length)
  console.log(`print-f64: f64 cases skipped on ${skipped.map((d) => d.id).join(', ')} (WGSL has no f64)`);

const VALUES = [
  Math.PI,
  1e300,
  -0,
  0.1,
  5e-324,
  -Number.MAX_VALUE,
  Number.NEGATIVE_INFINITY,
  Number.NaN,
  2 ** 53 + 2,
  1 / 3,
  -2.5e-310,
  123456789.125,
];
/** Items whose value prints: a few, so lanes print together and alone (37 items: groups and a tail). */
const N = 37;
const printsAt = (i: number) => i % 3 === 0;
const valueAt = (i: number) => VALUES[i % VALUES.length] ?? 0;

const f64Print = tt.kernel(
  { x: tt.arrayOf(tt.f64), y: tt.arrayOf(tt.f64), flag: tt.arrayOf(tt.i32) },
  (i, { x, y, flag }) => {
    y[i] = x[i] * 3;
    if (flag[i] > 0) console.log('v', x[i], y[i], i, flag[i] > 1, tt.u32(4294967295));
  },
  { float: 'f64', name: 'print_f64' },
);
const f32Print = tt.kernel(
  { x: tt.arrayOf(tt.f32), flag: tt.arrayOf(tt.i32) },
  (i, { x, flag }) => {
    if (flag[i] > 0) console.log('f', x[i], -x[i], x[i] * 0);
  },
  { name: 'print_f32_zero' },
);

function flags(): Int32Array {
  return Int32Array.from({ length: N }, (_, i) => (printsAt(i) ? 1 + (i % 2) : 0));
}

describe.each(withF64.map((d) => ({ id: d.id, device: d })))('f64 printing on $id', ({ device }) => {
  it("prints f64 values with every digit, as Node's console.log formats them", async () => {
    const xs = Float64Array.from({ length: N }, (_, i) => valueAt(i));
    const x = tt.array(xs, { device });
    const y = tt.zeros([N], tt.f64, { device });
    const flag = tt.array(flags(), { device });
    const lines: string[] = [];
    await f64Print.launch(N, { x, y, flag }, { print: (l) => lines.push(l) });
    const want = Array.from({ length: N }, (_, i) => i)
      .filter(printsAt)
      .map((i) => format('v', valueAt(i), valueAt(i) * 3, i, 1 + (i % 2) > 1, 4294967295));
    expect(lines).toEqual(want);
  });
});

describe.each(devices.map((d) => ({ id: d.id, device: d })))('f32 printing on $id', ({ device }) => {
  it('prints -0 as -0 and an f32 as its double', async () => {
    const xs = Float32Array.from({ length: N }, (_, i) => (i % 2 ? 0.1 : -0));
    const x = tt.array(xs, { device });
    const flag = tt.array(flags(), { device });
    const lines: string[] = [];
    await f32Print.launch(N, { x, flag }, { print: (l) => lines.push(l) });
    const want = Array.from({ length: N }, (_, i) => i)
      .filter(printsAt)
      .map((i) => {
        const v = xs[i] ?? 0;
        return format('f', v, -v, Math.fround(v * 0));
      });
    expect(lines).toEqual(want);
  });
});

const bigPrint = tt.kernel(
  { x: tt.arrayOf(tt.i64), y: tt.arrayOf(tt.u64), flag: tt.arrayOf(tt.i32) },
  (i, { x, y, flag }) => {
    if (flag[i] > 0) console.log('big', x[i], y[i], BigInt.asIntN(64, x[i] * 3n), i);
  },
  { name: 'print_bigint' },
);
/**
 * Integer expressions whose exact value leaves 32 bits — an i32 meeting a u32, which tutti computes
 * exactly as JS does (kernel-language.md, Integers): printed by that value (-1, not 4294967295).
 */
const exactInts = tt.kernel(
  { a: tt.arrayOf(tt.u32), b: tt.arrayOf(tt.i32) },
  (i, { a, b }) => {
    if (i % 3 === 0) console.log('x', tt.i32(0) - tt.u32(a[i]), b[i] + a[i], a[i] - b[i], b[i] * a[i]);
  },
  { name: 'print_exact_ints' },
);

describe.each(withF64.map((d) => ({ id: d.id, device: d })))(
  'exact integers printed on $id',
  ({ device }) => {
    it('prints an i32-and-u32 expression by its exact value, beyond 32 bits too', async () => {
      const as = Uint32Array.from({ length: N }, (_, i) => [1, 4294967295, 7, 2147483648][i % 4] ?? 0);
      const bs = Int32Array.from({ length: N }, (_, i) => [-2147483648, 5, 2147483647, -3][i % 4] ?? 0);
      const lines: string[] = [];
      const arrays = { a: tt.array(as, { device }), b: tt.array(bs, { device }) };
      await exactInts.launch(N, arrays, { print: (l) => lines.push(l) });
      const want = Array.from({ length: N }, (_, i) => i)
        .filter((i) => i % 3 === 0)
        .map((i) => {
          const [a, b] = [as[i] ?? 0, bs[i] ?? 0];
          return format('x', 0 - a, b + a, a - b, b * a);
        });
      expect(lines).toEqual(want);
    });
  },
);

const I64 = [5n, -(2n ** 63n), 2n ** 63n - 1n, -1n, 0n, 2n ** 40n + 7n, -(2n ** 32n)];
const U64 = [2n ** 64n - 1n, 0n, 2n ** 33n, 2n ** 63n, 4294967295n];

describe.each(withF64.map((d) => ({ id: d.id, device: d })))('BigInt printing on $id', ({ device }) => {
  it('prints i64 and u64 values with their n, as console.log does', async () => {
    const xs = BigInt64Array.from({ length: N }, (_, i) => I64[i % I64.length] ?? 0n);
    const ys = BigUint64Array.from({ length: N }, (_, i) => U64[i % U64.length] ?? 0n);
    const x = tt.array(xs, { device });
    const y = tt.array(ys, { device });
    const flag = tt.array(flags(), { device });
    const lines: string[] = [];
    await bigPrint.launch(N, { x, y, flag }, { print: (l) => lines.push(l) });
    const want = Array.from({ length: N }, (_, i) => i)
      .filter(printsAt)
      .map((i) => format('big', xs[i], ys[i], BigInt.asIntN(64, (xs[i] ?? 0n) * 3n), i));
    expect(lines).toEqual(want);
  });
});

describeNvcc('nvcc: printing f64 and BigInt values', () => {
  it('the CUDA C of kernels printing f64 and BigInt values (both words) builds', async () => {
    for (const k of [f64Print, bigPrint]) {
      const built = await buildCudaKernel(k.ir, { compiler: { kind: 'nvcc', path: nvccPath ?? 'nvcc' } });
      expect(built.log).toBe('');
    }
  }, 240_000);
});
