/** Reductions on every available device vs plain-JS references. */
import { afterAll, describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, close, reportUnavailable, rng } from './devices.js';

reportUnavailable();
afterAll(() => {});

function f32Data(n: number, seed: number): Float32Array {
  const r = rng(seed);
  return new Float32Array(n).map(() => r() * 200 - 100);
}

function jsSum(h: ArrayLike<number>): { s: number; abs: number } {
  let s = 0;
  let abs = 0;
  for (let i = 0; i < h.length; i++) {
    s += h[i] ?? 0;
    abs += Math.abs(h[i] ?? 0);
  }
  return { s, abs };
}

describe.each(available.map((d) => ({ id: d.id, device: d })))('reductions on $id', ({ device }) => {
  const n = device.backend === 'js' ? 200_003 : 1_000_003;
  const h = f32Data(n, 7);

  it('sum / prod / min / max of f32 match JS within the documented bound', async () => {
    const x = tt.array(h, { device });
    const { s, abs } = jsSum(h);
    const passes = Math.ceil(Math.log(n) / Math.log(256));
    expect(close(await tt.sum(x), s, passes * 1024 * 2 ** -24, abs)).toBe(true);
    let mn = Infinity;
    let mx = -Infinity;
    for (const v of h) {
      mn = Math.min(mn, v);
      mx = Math.max(mx, v);
    }
    expect(await tt.min(x)).toBe(mn);
    expect(await tt.max(x)).toBe(mx);
    const small = tt.array(new Float32Array([1.5, -2, 3, 0.5, 2, 1, -1, 4, 0.25]), { device });
    expect(await tt.prod(small)).toBe(Math.fround(1.5 * -2 * 3 * 0.5 * 2 * 1 * -1 * 4 * 0.25));
  });

  it('an f32 sum of 2^20 copies of 0.1 stays within the documented tree bound, which a sequential f32 loop breaks', async () => {
    // docs/ops.md: |ŝ − Σx| ≤ L·(B/4 + 2)·u·Σ|x| with B = 1024 on CPUs, 256 on GPUs, L = ⌈log_B n⌉.
    const count = 2 ** 20;
    const v = new Float32Array(count).fill(0.1);
    const tenth = v[0] ?? 0;
    const exact = tenth * count; // exact in f64: every element is the same f32
    const block = device.kind === 'gpu' ? 256 : 1024;
    const passes = Math.ceil(Math.log(count) / Math.log(block) - 1e-9);
    const bound = passes * (block / 4 + 2) * 2 ** -24 * exact;
    let seq = 0;
    for (let i = 0; i < count; i++) seq = Math.fround(seq + tenth);
    // The bound is tight enough to tell a tree from a loop: the loop is off by ~1%.
    expect(Math.abs(seq - exact)).toBeGreaterThan(100 * bound);
    const got = await tt.sum(tt.array(v, { device }));
    expect(Math.abs(got - exact)).toBeLessThanOrEqual(bound);
    expect(await tt.sum(tt.array(v, { device }))).toBe(got);
  });

  it('results are identical across runs', async () => {
    const x = tt.array(h, { device });
    const a = await tt.sum(x);
    const b = await tt.sum(x);
    expect(a).toBe(b);
  });

  it('integer sums wrap like |0 and >>>0', async () => {
    const ints = new Int32Array(70_001).map((_, i) => (i * 2_654_435_761) | 0);
    let s = 0;
    for (const v of ints) s = (s + v) | 0;
    expect(await tt.sum(tt.array(ints, { device }))).toBe(s);
    const u = new Uint32Array(ints.buffer.slice(0));
    let su = 0;
    for (const v of u) su = (su + v) >>> 0;
    expect(await tt.sum(tt.array(u, { device }))).toBe(su);
    let mn = 2 ** 31;
    for (const v of ints) mn = Math.min(mn, v);
    expect(await tt.min(tt.array(ints, { device }))).toBe(mn);
  });

  it('sum and prod of 8/16-bit integers accumulate in 32 bits; min/max keep the dtype', async () => {
    const pixels = new Uint8Array(70_001).map((_, i) => (i * 37) % 256);
    let s = 0;
    for (const v of pixels) s += v;
    const img = tt.array(pixels, { device });
    expect(await tt.sum(img)).toBe(s);
    expect(await tt.max(img)).toBe(255);
    expect(await tt.sum(tt.array(new Int8Array([-128, -128, -128]), { device }))).toBe(-384);
    expect(await tt.sum(tt.array(new Int16Array([30000, 30000]), { device }))).toBe(60000);
    expect(await tt.sum(tt.array(new Uint8ClampedArray([255, 255]), { device }))).toBe(510);
    expect(await tt.prod(tt.array(new Uint16Array([1000, 1000]), { device }))).toBe(1_000_000);
    const m = tt.array(new Uint8Array([200, 100, 3, 4]), { device, shape: [2, 2] });
    const rows = tt.sum(m, { axis: 1 });
    expect(rows.dtype).toBe('u32');
    expect([...(await rows.read())]).toEqual([300, 7]);
    expect(tt.max(m, { axis: 1 }).dtype).toBe('u8');
    expect(tt.sum(tt.array(new Int8Array(0), { device, shape: [2, 0] }), { axis: 1 }).dtype).toBe('i32');
    // a user combiner keeps x's dtype (it decides what the values mean)
    expect(await tt.reduce(tt.array(new Uint8Array([200, 100]), { device }), (a, b) => a + b, 0)).toBe(44);
  });

  it('NaN propagates like Math.min / Math.max', async () => {
    const v = new Float32Array(5000).fill(1);
    v[4321] = Number.NaN;
    const x = tt.array(v, { device });
    expect(await tt.min(x)).toBeNaN();
    expect(await tt.max(x)).toBeNaN();
    expect(await tt.sum(x)).toBeNaN();
  });

  it('empty arrays give the identity', async () => {
    const e = tt.array(new Float32Array(0), { device });
    expect(await tt.sum(e)).toBe(0);
    expect(await tt.prod(e)).toBe(1);
    expect(await tt.min(e)).toBe(Infinity);
    expect(await tt.max(e)).toBe(-Infinity);
    expect(await tt.reduce(e, (a, b) => a + b, 5)).toBe(5);
  });

  it('axis reductions on 2-D and 3-D arrays', async () => {
    const [a, b, c] = [3, 700, 5];
    const data = new Int32Array(a * b * c).map((_, i) => (i * 7919) % 1000);
    const x = tt.array(data, { device, shape: [a, b, c] });
    for (const axis of [0, 1, 2, -1]) {
      const ax = axis < 0 ? axis + 3 : axis;
      const shape = [a, b, c].filter((_, d) => d !== ax);
      const want = new Int32Array(shape[0] * shape[1]);
      const want2 = new Int32Array(shape[0] * shape[1]).fill(-(2 ** 31));
      for (let i = 0; i < a; i++)
        for (let j = 0; j < b; j++)
          for (let k = 0; k < c; k++) {
            const v = data[(i * b + j) * c + k] ?? 0;
            const idx = [i, j, k].filter((_, d) => d !== ax);
            const o = (idx[0] ?? 0) * (shape[1] ?? 1) + (idx[1] ?? 0);
            want[o] = (want[o] ?? 0) + v;
            want2[o] = Math.max(want2[o] ?? 0, v);
          }
      const got = tt.sum(x, { axis });
      expect(got.shape).toEqual(shape);
      expect(Array.from((await got.read()) as ArrayLike<number>)).toEqual(Array.from(want));
      expect(Array.from((await tt.max(x, { axis }).read()) as ArrayLike<number>)).toEqual(Array.from(want2));
    }
    const m = tt.array(new Float32Array([1, 2, 3, 4, 5, 6]), { device, shape: [2, 3] });
    expect(Array.from((await tt.sum(m, { axis: 1 }).read()) as ArrayLike<number>)).toEqual([6, 15]);
    expect(Array.from(await tt.reduce(m, (p, q) => p * q, 2, { axis: 0 }).read())).toEqual([8, 20, 36]);
  });

  it('reduce with a user combiner folds init first, in order', async () => {
    const ints = new Int32Array(100_000).map((_, i) => ((i * 7) % 13 === 0 ? 0 : (i % 1000) + 1));
    ints[ints.length - 1] = 0;
    // Associative, not commutative: the last non-zero element (order matters).
    let want = -1;
    for (const v of ints) want = v !== 0 ? v : want;
    const got = await tt.reduce(tt.array(ints, { device }), (p, q) => (q !== 0 ? q : p), -1);
    expect(got).toBe(want);
    expect(await tt.reduce(tt.array(new Int32Array(10), { device }), (p, q) => (q !== 0 ? q : p), -1)).toBe(
      -1,
    );
    const plus = await tt.reduce(tt.array(ints, { device }), (p, q) => p + q, 100);
    expect(plus).toBe(ints.reduce((p, q) => p + q, 100));
  });

  it('argmin / argmax: first occurrence, NaN wins, axis', async () => {
    const v = new Float32Array(300_000).map((_, i) => Math.sin(i));
    const x = tt.array(v, { device });
    let ai = 0;
    let bi = 0;
    for (let i = 0; i < v.length; i++) {
      if ((v[i] ?? 0) < (v[ai] ?? 0)) ai = i;
      if ((v[i] ?? 0) > (v[bi] ?? 0)) bi = i;
    }
    expect(await tt.argmin(x)).toBe(ai);
    expect(await tt.argmax(x)).toBe(bi);
    const ties = tt.array(new Int32Array([5, 1, 9, 1, 9, 0, 0]), { device });
    expect(await tt.argmin(ties)).toBe(5);
    expect(await tt.argmax(ties)).toBe(2);
    const nan = new Float32Array(1000).fill(2);
    nan[600] = Number.NaN;
    nan[700] = Number.NaN;
    expect(await tt.argmin(tt.array(nan, { device }))).toBe(600);
    const m = tt.array(new Float32Array([3, 1, 2, 0, 5, 4]), { device, shape: [2, 3] });
    expect(Array.from(await tt.argmax(m, { axis: 1 }).read())).toEqual([0, 1]);
    expect(Array.from(await tt.argmin(m, { axis: 0 }).read())).toEqual([1, 0, 0]);
  });
});

describe('bad input', () => {
  const js = tt.device('js');
  it('argmin of an empty array, axis out of range, bad combiner', () => {
    const e = tt.array(new Float32Array(0), { device: js });
    expect(() => tt.argmin(e)).toThrow(
      expect.objectContaining({ name: 'ArrayOpError', code: 'OP_EMPTY_ARRAY' }),
    );
    const m = tt.array(new Float32Array(6), { device: js, shape: [2, 3] });
    expect(() => tt.sum(m, { axis: 2 })).toThrow(
      expect.objectContaining({ name: 'ArrayOpError', code: 'OP_AXIS_OUT_OF_RANGE' }),
    );
    expect(() => tt.reduce(m, (a: number, b: number) => [a, b].length, 0)).toThrow(
      expect.objectContaining({ code: 'OP_BAD_COMBINER' }),
    );
    expect(() => tt.reduce(m, ((a: number) => a) as never, 0)).toThrow(
      expect.objectContaining({ code: 'OP_BAD_COMBINER' }),
    );
    expect(() => tt.sum([1, 2, 3] as never)).toThrow(expect.objectContaining({ code: 'OP_BAD_ARGUMENT' }));
  });

  it('an init the integer dtype cannot hold is OP_BAD_ARGUMENT at the call (reduce and scan), not a silent 0', () => {
    const js = tt.device('js');
    const i = tt.array(new Int32Array([-3, -5]), { device: js });
    const u8 = tt.array(new Uint8Array([1, 2]), { device: js });
    const bad = expect.objectContaining({ name: 'ArrayOpError', code: 'OP_BAD_ARGUMENT' });
    expect(() => tt.reduce(i, Math.max, -Infinity)).toThrow(bad);
    expect(() => tt.reduce(i, Math.max, 0.5)).toThrow(bad);
    expect(() => tt.scan(i, Math.max, -Infinity)).toThrow(bad);
    expect(() => tt.scan(u8, (a, b) => a + b, 256)).toThrow(bad);
    expect(() => tt.reduce(u8, (a, b) => a + b, -1)).toThrow(bad);
    expect(() => tt.reduce(i, Math.max, '0' as never)).toThrow(bad);
  });

  it('integer reduce and scan from the dtype extreme give the true running max', async () => {
    const i = tt.array(new Int32Array([-3, -5, -1]), { device: tt.device('js') });
    expect(await tt.reduce(i, Math.max, -(2 ** 31))).toBe(-1);
    expect([...(await tt.scan(i, Math.max, -(2 ** 31)).read())]).toEqual([-3, -3, -1]);
    expect(await tt.reduce(tt.array(new Uint8Array([7, 9]), { device: tt.device('js') }), Math.max, 0)).toBe(
      9,
    );
  });
});
