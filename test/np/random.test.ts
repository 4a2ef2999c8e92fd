/**
 * np.random on every available device: each element equals the host's tt.rand / tt.randn /
 * tt.randInt at (seed, stream, i) mapped as documented — the same bits everywhere — and bad options
 * are refused with codes.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable } from '../ops/devices.js';

const { np } = tt;
const f = Math.fround;
reportUnavailable();
// np has no 64-bit integers: its results read as number arrays
const read = async (x: tt.NDArray) => Array.from((await x.read()) as ArrayLike<number>);

describe.each(available.map((d) => ({ id: d.id, device: d })))('np.random on $id', ({ device }) => {
  const n = 1000;
  const idx = Array.from({ length: n }, (_, i) => i);

  it('uniform, normal and integers are the host generator at (seed, stream, i)', async () => {
    const u = np.random.uniform([10, 100], { seed: 42, device });
    expect([u.dtype, u.shape]).toEqual(['f32', [10, 100]]);
    expect(await read(u)).toEqual(idx.map((i) => tt.rand(42, 0, i)));
    const u2 = np.random.uniform(n, { seed: 42, stream: 3, low: -2, high: 6, device });
    expect(await read(u2)).toEqual(idx.map((i) => f(-2 + f(8 * tt.rand(42, 3, i)))));
    const g = np.random.normal(n, { seed: 7, loc: 1, scale: 0.5, device });
    expect(await read(g)).toEqual(idx.map((i) => f(1 + f(0.5 * tt.randn(7, 0, i)))));
    const k = np.random.integers(n, { seed: 9, low: -5, high: 12, device });
    expect(k.dtype).toBe('i32');
    const want = idx.map((i) => -5 + (tt.randInt(9, 0, i) % 17));
    expect(await read(k)).toEqual(want);
    const b = np.random.integers(n, { seed: 9, low: 0, high: 256, dtype: tt.u8, device });
    expect(await read(b)).toEqual(idx.map((i) => tt.randInt(9, 0, i) % 256));
    const full = np.random.integers(4, { seed: 1, low: 0, high: 2 ** 32, dtype: 'u32', device });
    expect(await read(full)).toEqual([0, 1, 2, 3].map((i) => tt.randInt(1, 0, i)));
    const m = await np.mean(np.random.uniform(100000, { seed: 5, device })).item();
    expect(Math.abs(m - 0.5)).toBeLessThan(0.01);
    const a = await read(np.random.uniform(16, { seed: 1, device }));
    const c = await read(np.random.uniform(16, { seed: 2, device }));
    expect(a).not.toEqual(c);
  });

  it('refuses bad options with codes', () => {
    const code = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return (e as tt.TuttiError).code;
      }
      return 'none';
    };
    expect(code(() => np.random.uniform(4, { seed: -1, device }))).toBe('OP_BAD_ARGUMENT');
    expect(code(() => np.random.uniform(4, { seed: 1.5, device }))).toBe('OP_BAD_ARGUMENT');
    expect(code(() => np.random.uniform(4, { sead: 1, device } as never))).toBe('OP_BAD_ARGUMENT');
    expect(code(() => np.random.uniform(4, { dtype: tt.i32, device }))).toBe('OP_BAD_DTYPE');
    expect(code(() => np.random.normal(4, { scale: Number.NaN, device }))).toBe('OP_BAD_ARGUMENT');
    expect(code(() => np.random.integers(4, { low: 3, high: 3, device }))).toBe('OP_BAD_ARGUMENT');
    expect(code(() => np.random.integers(4, { low: 0, high: 300, dtype: tt.u8, device }))).toBe(
      'OP_BAD_ARGUMENT',
    );
    expect(code(() => np.random.integers(4, { low: 0, high: 3, dtype: tt.f32, device }))).toBe(
      'OP_BAD_DTYPE',
    );
    expect(code(() => np.random.integers(4, { low: 0, device } as never))).toBe('OP_BAD_ARGUMENT');
  });
});
