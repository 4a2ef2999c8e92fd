/**
 * f16 in tt.np on every device: creation, astype, elementwise operations with NumPy's promotion
 * (f16 with an 8-bit integer or a JS number stays f16), each result rounded to f16 as its store
 * rounds it — and a fused tt.jit chain rounds its f16 intermediates the same way, so it gives
 * eager's bits (a chain left in f32 would not: the test checks such elements exist).
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const { np } = tt;
const available = tt.devices().filter((d) => d.available && d.backend !== 'sim');
const f = Math.fround;

/** 4096 f16 values spread over [-60, 60], and their bits. */
function values(seed: number): number[] {
  let s = seed;
  return Array.from({ length: 4096 }, () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return tt.f16(((s >>> 8) / 2 ** 24) * 120 - 60);
  });
}

describe.each(available.map((d) => ({ id: d.id, device: d })))('tt.np f16 on $id', ({ device }) => {
  it('creates, converts and promotes f16 arrays as NumPy does', async () => {
    const a = np.asarray([1, 2.5, 0.1, 1000], { dtype: tt.f16, device } as never);
    expect(a.dtype).toBe('f16');
    const f32 = async (x: tt.NDArray) => Array.from(await x.astype(tt.f32).read());
    expect(await f32(a)).toEqual([1, 2.5, 0.0999755859375, 1000]);
    expect(await f32(np.full([2], 0.1, { dtype: tt.f16, device } as never))).toEqual([
      0.0999755859375, 0.0999755859375,
    ]);
    expect(await f32(np.zeros([2], { dtype: tt.f16, device } as never))).toEqual([0, 0]);
    const i8 = np.asarray([1, 2, 3, 4], { dtype: tt.i8, device } as never);
    const i16 = np.asarray([1, 2, 3, 4], { dtype: tt.i16, device } as never);
    expect(np.add(a, i8).dtype).toBe('f16');
    expect(np.add(a, i16).dtype).toBe('f32');
    expect(np.multiply(a, 0.3).dtype).toBe('f16'); // a JS number is weak
    expect(np.sqrt(a).dtype).toBe('f16');
    expect(np.less(a, i8).dtype).toBe('u8');
    expect(await f32(np.multiply(a, 0.3))).toEqual(
      [1, 2.5, 0.0999755859375, 1000].map((v) => tt.f16(f(v * f(0.3)))),
    );
    expect(await f32(np.astype(np.asarray([0.1, 70000], { device } as never), tt.f16))).toEqual([
      0.0999755859375,
      Infinity,
    ]);
  });

  it('eager operations round each result to f16, and a fused jit chain gives the same bits', async () => {
    const xs = values(1);
    const ys = values(2);
    const x = np.asarray(xs, { dtype: tt.f16, device } as never);
    const y = np.asarray(ys, { dtype: tt.f16, device } as never);
    const chain = (p: tt.NDArray, q: tt.NDArray) => np.add(np.multiply(p, 3.3), np.multiply(q, q));
    const eager = (await chain(x, y).read()) as Uint16Array;
    const fused = (await tt.jit(chain)(x, y).read()) as Uint16Array;
    const want = xs.map((v, k) => {
      const w = ys[k] ?? 0;
      return tt.f16Bits(tt.f16(f(v * f(3.3))) + tt.f16(f(w * w)));
    });
    expect(Array.from(eager)).toEqual(want);
    expect(Array.from(fused)).toEqual(want);
    // the intermediates' rounding matters for some elements: a chain kept in f32 differs there
    const unrounded = xs.map((v, k) => tt.f16Bits(f(f(v * f(3.3)) + f((ys[k] ?? 0) * (ys[k] ?? 0)))));
    expect(unrounded.filter((b, k) => b !== want[k]).length).toBeGreaterThan(0);
  });

  it('tt.sum, tt.min and tt.max of an f16 array: the f32 reduction of its values', async () => {
    const xs = values(3);
    const x = np.asarray(xs, { dtype: tt.f16, device } as never);
    expect(await tt.sum(x)).toBe(await tt.sum(x.astype(tt.f32)));
    expect(await tt.min(x)).toBe(Math.min(...xs));
    expect(await tt.max(x)).toBe(Math.max(...xs));
    expect(await np.max(x).item()).toBe(Math.max(...xs)); // item() gives the value, read() the bits
    const sorted = np.sort(x);
    expect(sorted.dtype).toBe('f16');
    expect(Array.from(await sorted.astype(tt.f32).read())).toEqual([...xs].sort((p, q) => p - q));
  });
});
