/**
 * tt.np's elementwise functions on every available device against plain-JS references: exact for
 * integer and f32-rounded arithmetic, within ulps for Math functions (the bounds of the
 * conformance suite: the js backend computes them in f64 and rounds, other devices use their own
 * libm or the GPU's builtins). Broadcasting, promotion, bool results and errors with their codes.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { elementwiseKernelCount } from '../../src/np/elementwise-kernel.js';
import { available, reportUnavailable, rng } from '../ops/devices.js';
import { compare } from '../support/compare.js';

const { np } = tt;
const f = Math.fround;
reportUnavailable();

const pyMod = (a: number, b: number) => {
  const r = a % b;
  return r !== 0 && r < 0 !== b < 0 ? r + b : r;
};
const halfEven = (x: number) => {
  const fl = Math.floor(x);
  const d = x - fl;
  return d > 0.5 ? fl + 1 : d < 0.5 ? fl : fl % 2 === 0 ? fl : fl + 1;
};
const read = async (x: tt.NDArray) => Array.from((await x.read()) as ArrayLike<number>);

describe.each(available.map((d) => ({ id: d.id, device: d })))('tt.np elementwise on $id', ({ device }) => {
  const noF64 = !device.caps.f64; // webgpu; cuda has f64
  const r = rng(3);
  const fa = new Float32Array(24).map(() => f(r() * 20 - 10));
  const fb = new Float32Array(4).map(() => f(r() * 8 + 0.5));
  const A = tt.array(fa, { device, shape: [2, 3, 4] });
  const B = tt.array(fb, { device });

  it('f32 arithmetic with broadcasting [2,3,4] op [4] is the f32-rounded JS result, exactly', async () => {
    const want = (op: (x: number, y: number) => number) => Array.from(fa, (x, i) => f(op(x, fb[i % 4] ?? 0)));
    expect(await read(np.add(A, B))).toEqual(want((x, y) => x + y));
    expect(await read(np.subtract(A, B))).toEqual(want((x, y) => x - y));
    expect(await read(np.multiply(A, B))).toEqual(want((x, y) => x * y));
    expect(await read(np.divide(A, B))).toEqual(want((x, y) => x / y));
    expect(await read(np.floor_divide(A, B))).toEqual(want((x, y) => Math.floor(f(x / y))));
    expect(await read(np.mod(A, B))).toEqual(want((x, y) => pyMod(x, y)));
    expect(await read(np.fmod(A, B))).toEqual(want((x, y) => x % y));
    expect(await read(np.maximum(A, B))).toEqual(want(Math.max));
    const c = np.multiply(A, 2);
    expect(c.dtype).toBe('f32');
    expect(c.shape).toEqual([2, 3, 4]);
    expect(await read(c)).toEqual(Array.from(fa, (x) => f(x * 2)));
    expect(await read(np.subtract(1.5, B))).toEqual(Array.from(fb, (x) => f(1.5 - x)));
  });

  it('broadcasts size-1 axes both ways, 0-d arrays and empty arrays', async () => {
    const col = tt.array(new Int32Array([1, 2, 3]), { device, shape: [3, 1] });
    const row = tt.array(new Int32Array([10, 20]), { device, shape: [1, 2] });
    const s = np.add(col, row);
    expect(s.shape).toEqual([3, 2]);
    expect(await read(s)).toEqual([11, 21, 12, 22, 13, 23]);
    const zero = np.asarray(5, { device, dtype: tt.i32 });
    expect(zero.shape).toEqual([]);
    expect(await read(np.multiply(zero, col))).toEqual([5, 10, 15]);
    const z0 = np.add(zero, zero);
    expect(z0.shape).toEqual([]);
    expect(await read(z0)).toEqual([10]);
    const e = np.add(tt.zeros([0], tt.f32, { device }), np.ones([1], { device }));
    expect(e.shape).toEqual([0]);
    expect(await read(e)).toEqual([]);
  });

  it('integers wrap, divide gives a float, mod and floor_divide follow NumPy (divisor sign, floor, /0 → 0)', async () => {
    const xs = [-7, 7, 3, -3, 2147483647, -2147483648, 0, 5];
    const ys = [2, -2, -2, 2, 2, -1, 3, 0];
    const x = tt.array(new Int32Array(xs), { device });
    const y = tt.array(new Int32Array(ys), { device });
    expect(await read(np.add(x, 1))).toEqual(xs.map((v) => (v + 1) | 0));
    expect(await read(np.multiply(x, 3))).toEqual(xs.map((v) => Math.imul(v, 3)));
    expect(await read(np.mod(x, y))).toEqual(xs.map((v, i) => (ys[i] === 0 ? 0 : pyMod(v, ys[i] ?? 1) | 0)));
    expect(await read(np.floor_divide(x, y))).toEqual(xs.map((v, i) => Math.floor(v / (ys[i] ?? 1)) | 0));
    expect(await read(np.fmod(x, y))).toEqual(xs.map((v, i) => (v % (ys[i] ?? 1)) | 0));
    expect(await read(np.power(x, 3))).toEqual(xs.map((v) => Number(BigInt.asIntN(32, BigInt(v) ** 3n))));
    const sq = tt.array(new Int32Array([2, -1, 1, 3]), { device });
    expect(await read(np.power(sq, tt.array(new Int32Array([-1, -3, -2, 0]), { device })))).toEqual([
      0, -1, 1, 1,
    ]);
    if (!noF64) {
      const d = np.divide(x, y);
      expect(d.dtype).toBe('f64');
      expect(await read(d)).toEqual(xs.map((v, i) => v / (ys[i] ?? 1)));
    }
    const i8 = tt.array(new Int8Array([100, -100, 127]), { device });
    const s8 = np.add(i8, i8);
    expect(s8.dtype).toBe('i8');
    expect(await read(s8)).toEqual([-56, 56, -2]);
    const u8 = tt.array(new Uint8Array([200, 3, 255]), { device });
    expect(await read(np.multiply(u8, 2))).toEqual([144, 6, 254]);
    const mixed = np.add(i8, u8);
    expect(mixed.dtype).toBe('i16');
    expect(await read(mixed)).toEqual([300, -97, 382]);
    const half = np.divide(u8, 2);
    expect(half.dtype).toBe('f32');
    expect(await read(half)).toEqual([100, 1.5, 127.5]);
  });

  it('comparisons and logic give bool arrays (stored as u8 0/1); NaN is true, as in NumPy', async () => {
    const x = tt.array(new Float32Array([1, Number.NaN, 0, -2]), { device });
    const lt = np.less(x, 0.5);
    expect(lt.dtype).toBe('u8');
    expect(await read(lt)).toEqual([0, 0, 1, 1]);
    expect(await read(np.greater_equal(x, 0))).toEqual([1, 0, 1, 0]);
    expect(await read(np.equal(x, x))).toEqual([1, 0, 1, 1]);
    expect(await read(np.not_equal(x, x))).toEqual([0, 1, 0, 0]);
    expect(await read(np.logical_not(x))).toEqual([0, 0, 1, 0]);
    expect(await read(np.logical_and(x, lt))).toEqual([0, 0, 0, 1]);
    expect(await read(np.logical_or(lt, x))).toEqual([1, 1, 1, 1]);
    expect(await read(np.where(lt, x, 7))).toEqual([7, 7, 0, -2]);
    expect(await read(np.where(x, 1, 0))).toEqual([1, 1, 0, 1]);
    const bools = np.add(lt, 1);
    expect(bools.dtype).toBe('i32');
    expect(await read(bools)).toEqual([1, 1, 2, 2]);
    expect(np.less(lt, lt).dtype).toBe('u8');
  });

  it('maximum, minimum, clip, sign, abs, rounding; round halves to even', async () => {
    const v = [-2.5, -0.5, 0.5, 1.5, 2.5, 3.7, -3.2, 0].map(f);
    const x = tt.array(new Float32Array(v), { device });
    expect((await read(np.round(x))).map((t) => t + 0)).toEqual(v.map((t) => halfEven(t) + 0));
    expect(await read(np.floor(x))).toEqual(v.map(Math.floor));
    expect((await read(np.ceil(x))).map((t) => t + 0)).toEqual(v.map((t) => Math.ceil(t) + 0));
    expect((await read(np.trunc(x))).map((t) => t + 0)).toEqual(v.map((t) => Math.trunc(t) + 0));
    expect(await read(np.sign(x))).toEqual(v.map(Math.sign));
    expect(await read(np.abs(x))).toEqual(v.map(Math.abs));
    expect(await read(np.negative(x))).toEqual(v.map((t) => -t));
    expect(await read(np.clip(x, -1, 1))).toEqual(v.map((t) => Math.min(Math.max(t, -1), 1)));
    expect(await read(np.minimum(x, 0))).toEqual(v.map((t) => Math.min(t, 0)));
    const i = tt.array(new Int32Array([-3, 4, -2147483648]), { device });
    expect(await read(np.abs(i))).toEqual([3, 4, -2147483648]);
    expect(await read(np.floor(i))).toEqual([-3, 4, -2147483648]);
  });

  it('every Math function of f32 within the conformance bounds (js: correctly rounded)', async () => {
    const pos = new Float32Array(64).map((_, k) => f(0.05 + k * 0.37));
    const x = tt.array(pos, { device });
    const ulps = device.backend === 'js' ? 1 : 4;
    const unit = np.divide(x, 24);
    const small = np.divide(x, 8);
    const fns: [string, tt.NDArray, (t: number) => number][] = [
      ['sqrt', x, Math.sqrt],
      ['cbrt', x, Math.cbrt],
      ['exp', small, Math.exp],
      ['expm1', small, Math.expm1],
      ['log', x, Math.log],
      ['log2', x, Math.log2],
      ['log10', x, Math.log10],
      ['log1p', x, Math.log1p],
      ['sin', x, Math.sin],
      ['cos', x, Math.cos],
      ['tan', unit, Math.tan],
      ['arcsin', unit, Math.asin],
      ['arccos', unit, Math.acos],
      ['arctan', x, Math.atan],
      ['sinh', small, Math.sinh],
      ['cosh', small, Math.cosh],
      ['tanh', x, Math.tanh],
      ['arcsinh', x, Math.asinh],
      ['arccosh', np.add(x, 1), Math.acosh],
      ['arctanh', unit, Math.atanh],
    ];
    for (const [name, arg, js] of fns) {
      const fn = (np as unknown as Record<string, (x: tt.NDArray) => tt.NDArray>)[name];
      if (!fn) throw new Error(`np.${name} is missing`);
      const input = (await arg.read()) as Float32Array;
      const want = Float32Array.from(input, (t) => f(js(t)));
      expect(compare((await fn(arg).read()) as Float32Array, want, ulps), name).toEqual([]);
    }
    const minus = np.subtract(x, 5);
    const hm = (await minus.read()) as Float32Array;
    const a2 = Float32Array.from(pos, (t, k) => f(Math.atan2(t, hm[k] ?? 0)));
    expect(compare((await np.arctan2(x, minus).read()) as Float32Array, a2, ulps), 'arctan2').toEqual([]);
    const hy = Float32Array.from(pos, (t) => f(Math.hypot(t, 3)));
    expect(compare((await np.hypot(x, 3).read()) as Float32Array, hy, ulps), 'hypot').toEqual([]);
    expect(await read(np.square(x))).toEqual(Array.from(pos, (t) => f(t * t)));
    expect(await read(np.positive(x))).toEqual(Array.from(pos));
    expect(await read(np.logical_xor(np.less(x, 3), np.less(x, 10)))).toEqual(
      Array.from(pos, (t) => (t < 3 !== t < 10 ? 1 : 0)),
    );
  });

  it('astype converts as a store converts; to bool is != 0', async () => {
    const x = tt.array(new Float32Array([1.7, -1.7, 300.5, Number.NaN, 0]), { device });
    expect(await read(np.astype(x, tt.i32))).toEqual([1, -1, 300, 0, 0]);
    expect(await read(np.astype(x, tt.u8))).toEqual([1, 255, 44, 0, 0]);
    expect(await read(np.astype(x, 'bool'))).toEqual([1, 1, 1, 1, 0]);
    expect(np.astype(x, tt.i16).dtype).toBe('i16');
  });

  it('refuses what it cannot do, with codes, before anything runs', () => {
    expect(() => np.add(A, tt.zeros([3], tt.f32, { device }))).toThrow(
      /shapes \[2, 3, 4\] and \[3\] do not broadcast/,
    );
    expect(() => np.add(A, [1, 2] as never)).toThrow(expect.objectContaining({ code: 'OP_BAD_ARGUMENT' }));
    expect(() => np.add(1, 2)).toThrow(/at least one NDArray/);
    const u8 = tt.array(new Uint8Array([1]), { device });
    expect(() => np.add(u8, 300)).toThrow(expect.objectContaining({ code: 'OP_BAD_ARGUMENT' }));
    expect(() => np.negative(np.less(u8, 2))).toThrow(expect.objectContaining({ code: 'OP_BAD_DTYPE' }));
    expect(() => np.astype(u8, 'i64')).toThrow(expect.objectContaining({ code: 'OP_BAD_DTYPE' }));
    const i = tt.array(new Int32Array([1]), { device });
    const other = available.find((d) => d !== device);
    if (other) {
      const there = tt.array(new Int32Array([1]), { device: other });
      expect(() => np.add(i, there)).toThrow(expect.objectContaining({ code: 'LAUNCH_MIXED_PLACEMENT' }));
    }
    if (noF64) {
      expect(() => np.add(i, tt.array(new Float32Array([1]), { device }))).toThrow(
        expect.objectContaining({ code: 'OP_BAD_DTYPE', message: expect.stringMatching(/has no f64/) }),
      );
      expect(() => np.multiply(i, 0.5)).toThrow(/f64/);
      expect(() => np.sqrt(i)).toThrow(expect.objectContaining({ code: 'OP_BAD_DTYPE' }));
    }
  });

  it('makes one kernel per (op, types, pattern) and reuses it for other shapes of the pattern', async () => {
    const p = tt.array(new Float32Array([1, 2, 3, 4, 5, 6]), { device, shape: [2, 3] });
    const q = tt.array(new Float32Array([1, 2]), { device, shape: [2, 1] });
    await np.hypot(p, q).read();
    const before = elementwiseKernelCount();
    const p2 = tt.array(new Float32Array(12), { device, shape: [3, 4] });
    const q2 = tt.array(new Float32Array(4), { device, shape: [4] });
    expect(await read(np.hypot(p2, q2))).toEqual(new Array(12).fill(0));
    expect(elementwiseKernelCount()).toBe(before);
  });
});

describe.each(available.map((d) => ({ id: d.id, device: d })))(
  'tt.np and tt.kernel agree on $id',
  ({ device }) => {
    it('a chain of np calls gives the same bits as the same expression in one tt.kernel', async () => {
      const r = rng(11);
      const n = 1000;
      const ha = new Float32Array(n).map(() => r() * 4 - 2);
      const hb = new Float32Array(n).map(() => r() * 2);
      const a = tt.array(ha, { device });
      const b = tt.array(hb, { device });
      const k = tt.kernel(
        { a: tt.arrayOf(tt.f32), b: tt.arrayOf(tt.f32), out: tt.arrayOf(tt.f32) },
        (i, { a, b, out }) => {
          out[i] = a[i] * 2 + Math.exp(b[i]) - Math.sqrt(b[i]) / (a[i] * a[i] + 1);
        },
      );
      const out = tt.zeros([n], tt.f32, { device });
      await k.launch(n, { a, b, out });
      const viaNp = np.subtract(
        np.add(np.multiply(a, 2), np.exp(b)),
        np.divide(np.sqrt(b), np.add(np.multiply(a, a), 1)),
      );
      expect(Array.from((await viaNp.read()) as ArrayLike<number>)).toEqual(
        Array.from((await out.read()) as ArrayLike<number>),
      );
      const ia = tt.array(
        new Int32Array(n).map(() => (r() * 2 ** 32) | 0),
        { device },
      );
      const ki = tt.kernel({ a: tt.arrayOf(tt.i32), out: tt.arrayOf(tt.i32) }, (i, { a, out }) => {
        out[i] = (a[i] * 7 + 3) ^ 0;
      });
      const iout = tt.zeros([n], tt.i32, { device });
      await ki.launch(n, { a: ia, out: iout });
      expect(Array.from((await np.add(np.multiply(ia, 7), 3).read()) as ArrayLike<number>)).toEqual(
        Array.from((await iout.read()) as ArrayLike<number>),
      );
    });
  },
);
