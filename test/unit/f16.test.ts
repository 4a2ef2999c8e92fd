/**
 * The f16 conversions every backend matches (src/types/f16.ts): f16 -> number exact, number ->
 * f32 -> nearest f16 ties to even, subnormals kept, overflow to ±Infinity, every NaN 0x7e00.
 * Checked exhaustively over the 65 536 f16 bit patterns and against a brute-force nearest search
 * for f32 inputs; then the host side of f16 arrays (creation, fill, astype, read).
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { f16BitsOfF32Bits } from '../../src/types/f16.js';

const isNaNBits = (h: number) => (h & 0x7c00) === 0x7c00 && (h & 0x3ff) !== 0;
const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
const bitsOf = (x: number) => {
  f32[0] = x;
  return u32[0] ?? 0;
};
const ofBits = (u: number) => {
  u32[0] = u;
  return f32[0] ?? 0;
};

/** The finite f16 values in increasing order with their bits (+0 and -0 both present). */
function finiteF16(): { v: Float64Array; h: Uint16Array } {
  const pairs: [number, number][] = [];
  for (let h = 0; h < 0x10000; h++) if ((h & 0x7c00) !== 0x7c00) pairs.push([tt.f16Value(h), h]);
  pairs.sort((a, b) => a[0] - b[0] || (Object.is(a[0], -0) ? -1 : 1));
  return { v: Float64Array.from(pairs, (p) => p[0]), h: Uint16Array.from(pairs, (p) => p[1]) };
}

/** The nearest f16 to an f32 `x` by search (ties to the even significand), not by bit tricks. */
function nearestBySearch(x: number, table: { v: Float64Array; h: Uint16Array }): number {
  if (Number.isNaN(x)) return 0x7e00;
  const sign = x < 0 || Object.is(x, -0) ? 0x8000 : 0;
  const a = Math.abs(x);
  if (a >= 65520) return sign | 0x7c00; // halfway between 65504 and 2^16 and beyond: Infinity
  let lo = 0;
  let hi = table.v.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((table.v[mid] ?? 0) <= a) lo = mid;
    else hi = mid;
  }
  const below = table.v[lo] ?? 0;
  const above = table.v[hi] ?? 0;
  const pick = a - below < above - a || (a - below === above - a && ((table.h[lo] ?? 0) & 1) === 0) ? lo : hi;
  const h = (table.h[pick] ?? 0) & 0x7fff;
  return sign | h;
}

describe('f16 conversions (src/types/f16.ts)', () => {
  it('round-trips every one of the 65 536 bit patterns (NaNs become the one quiet NaN)', () => {
    let checked = 0;
    for (let h = 0; h < 0x10000; h++) {
      const v = tt.f16Value(h);
      const back = tt.f16Bits(v);
      if (isNaNBits(h)) {
        expect(Number.isNaN(v)).toBe(true);
        if (back !== 0x7e00) expect.fail(`NaN 0x${h.toString(16)} -> 0x${back.toString(16)}`);
      } else if (back !== h) {
        expect.fail(`0x${h.toString(16)} -> ${v} -> 0x${back.toString(16)}`);
      }
      // every f16 is an f32 exactly
      if (!Number.isNaN(v) && Math.fround(v) !== v) expect.fail(`0x${h.toString(16)} is not an f32`);
      checked++;
    }
    expect(checked).toBe(65536);
  });

  it('decodes known values', () => {
    const known: [number, number][] = [
      [0x3c00, 1],
      [0xc000, -2],
      [0x7bff, 65504],
      [0x0400, 2 ** -14],
      [0x03ff, 1023 * 2 ** -24],
      [0x0001, 2 ** -24],
      [0x3555, 0.333251953125],
      [0x7c00, Infinity],
      [0xfc00, -Infinity],
    ];
    for (const [h, v] of known) expect(tt.f16Value(h)).toBe(v);
    expect(Object.is(tt.f16Value(0x8000), -0)).toBe(true);
  });

  it('rounds f32 values at the boundaries to nearest, ties to even', () => {
    const cases: [number, number][] = [
      [65504, 0x7bff],
      [ofBits(bitsOf(65520) - 1), 0x7bff], // just below the halfway point to 2^16
      [65520, 0x7c00], // halfway: ties to even, which is 2^16, Infinity
      [1e6, 0x7c00],
      [-1e6, 0xfc00],
      [2 ** -25, 0x0000], // half the smallest subnormal: ties to even, zero
      [ofBits(bitsOf(2 ** -25) + 1), 0x0001],
      [-(2 ** -25), 0x8000],
      [3 * 2 ** -25, 0x0002], // 1.5 units: ties to even, 2
      [5 * 2 ** -25, 0x0002], // 2.5 units: ties to even, 2
      [2 ** -14 - 2 ** -25, 0x0400], // halfway between the largest subnormal and the smallest normal
      [1 + 2 ** -11, 0x3c00], // halfway between 1 and 1 + 2^-10: even is 1
      [1 + 3 * 2 ** -11, 0x3c02],
      [1 + 2 ** -11 + 2 ** -23, 0x3c01],
      [2 ** -149, 0x0000], // an f32 subnormal
      [-0, 0x8000],
      [Infinity, 0x7c00],
      [-Infinity, 0xfc00],
      [Number.NaN, 0x7e00],
      [ofBits(0xffc00001), 0x7e00], // a negative NaN with a payload: the one quiet NaN
    ];
    for (const [x, h] of cases) {
      const got = tt.f16Bits(x);
      if (got !== h) expect.fail(`${x}: 0x${got.toString(16)}, expected 0x${h.toString(16)}`);
    }
  });

  it('rounds through f32 first: a double is rounded twice, as a kernel rounds its f32 value', () => {
    // 1 + 2^-11 + 2^-40 is nearer 1 + 2^-10, but its f32 is the tie 1 + 2^-11, which rounds to 1
    expect(tt.f16Bits(1 + 2 ** -11 + 2 ** -40)).toBe(0x3c00);
    expect(tt.f16(1 + 2 ** -11 + 2 ** -40)).toBe(1);
    expect(tt.f16(0.1)).toBe(0.0999755859375);
  });

  it('matches a brute-force nearest search on f32 bit patterns of every exponent', () => {
    const table = finiteF16();
    let seed = 12345;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed;
    };
    for (let k = 0; k < 60000; k++) {
      // exponents from below the subnormals to beyond the overflow, all significands
      const exp = 90 + (next() % 60);
      const bits = ((next() & 1) << 31) | (exp << 23) | (next() & 0x7fffff);
      const x = ofBits(bits >>> 0);
      const want = nearestBySearch(x, table);
      const got = f16BitsOfF32Bits(bits >>> 0);
      if (got !== want) expect.fail(`${x}: 0x${got.toString(16)}, search 0x${want.toString(16)}`);
    }
  });
});

describe('f16 arrays on the host', () => {
  it('creates, fills, converts and reads f16 arrays (read gives the bits)', async () => {
    const a = tt.array([1, 0.1, -65504, 1e6, Number.NaN], { dtype: tt.f16, device: 'js' });
    expect(a.dtype).toBe('f16');
    expect(tt.f16.bytes).toBe(2);
    expect(tt.f16.isFloat).toBe(true);
    const bits = await a.read();
    expect(bits).toBeInstanceOf(Uint16Array);
    expect(Array.from(bits)).toEqual([0x3c00, 0x2e66, 0xfbff, 0x7c00, 0x7e00]);
    const asF32 = await a.astype(tt.f32).read();
    expect(Array.from(asF32.subarray(0, 4))).toEqual([1, 0.0999755859375, -65504, Infinity]);
    expect(Number.isNaN(asF32[4])).toBe(true);
    const back = await tt
      .array(new Float32Array([0.5, 3, 1 / 3]), { device: 'js' })
      .astype(tt.f16)
      .read();
    expect(Array.from(back)).toEqual([0x3800, 0x4200, 0x3555]);
    const ints = await a.astype(tt.i32).read();
    expect(Array.from(ints)).toEqual([1, 0, -65504, 0, 0]); // as an Int32Array stores Infinity, NaN
    const full = await tt.full([3], 2.5, tt.f16, { device: 'js' }).read();
    expect(Array.from(full)).toEqual([0x4100, 0x4100, 0x4100]);
    await a.fill(-1);
    expect(Array.from(await a.read())).toEqual(Array(5).fill(0xbc00));
    // wrapping f16 bits: view an ArrayBuffer (a Uint16Array converts its values, as for any dtype)
    const raw = new Uint16Array([0x3c00, 0x4000]);
    expect(
      Array.from(await tt.array(raw.buffer, { dtype: tt.f16, device: 'js' }).astype(tt.f32).read()),
    ).toEqual([1, 2]);
    expect(Array.from(await tt.array(raw, { dtype: tt.f16, device: 'js' }).read())).toEqual([
      tt.f16Bits(0x3c00),
      tt.f16Bits(0x4000),
    ]);
  });

  it('refuses an f16 scalar parameter, naming the f32 to use instead', () => {
    expect(() =>
      tt.kernel({ a: tt.f16, x: tt.arrayOf(tt.f32) }, (i, { a, x }) => {
        x[i] = a;
      }),
    ).toThrow(
      expect.objectContaining({ code: 'KERNEL_BAD_SCHEMA', message: expect.stringMatching(/tt\.f32/) }),
    );
  });

  it('refuses atomics on f16 elements', () => {
    expect(() =>
      tt.kernel({ x: tt.arrayOf(tt.f16) }, (i, { x }) => {
        Atomics.add(x as unknown as Float32Array, i, 1);
      }),
    ).toThrow(expect.objectContaining({ code: 'KERNEL_ATOMIC_TYPE', message: expect.stringMatching(/f16/) }));
  });

  it('reads and writes f16 through array helpers and in shaped arrays', async () => {
    const get = (a: { [i: number]: number }, i: number) => a[i] as number;
    const put = (a: { [i: number]: number }, i: number, v: number) => {
      a[i] = v;
      return 0;
    };
    const k = tt.kernel(
      { x: tt.arrayOf(tt.f16), y: tt.arrayOf(tt.f16), g: tt.arrayOf(tt.f16, 2) },
      (i, { x, y, g }) => {
        put(y, i, get(x, i) / 3);
        g[i][1] = g[i][0] * 0.1;
      },
      { helpers: { get, put } },
    );
    const x = tt.array([1, 2], { dtype: tt.f16, device: 'js' });
    const y = tt.zeros([2], tt.f16, { device: 'js' });
    const g = tt.array([1, 0, 2, 0], { dtype: tt.f16, device: 'js', shape: [2, 2] });
    await k.launch(2, { x, y, g });
    expect(Array.from(await y.read())).toEqual([tt.f16Bits(1 / 3), tt.f16Bits(2 / 3)]);
    const f = Math.fround;
    expect(Array.from(await g.astype(tt.f32).read())).toEqual([1, tt.f16(0.1), 2, tt.f16(f(2 * f(0.1)))]);
  });
});
