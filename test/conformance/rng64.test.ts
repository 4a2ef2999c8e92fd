/**
 * Issue 29.1's f64 variant: tt.rand64(seed, stream, counter), an f64 in [0, 1) from 53 bits of one
 * Philox-4x32-10 block. Known answers from Random123's vectors, the host reference bit for bit on
 * every device with f64, moments of a million draws, and the refusal on devices without f64.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import * as P from '../support/philox.js';

const available = tt.devices().filter((d) => d.available && d.backend !== 'sim');

/** The documented mapping over the independent BigInt Philox of test/support/philox.ts. */
function reference(seed: number, stream: number, counter: number): number {
  const [x0 = 0, x1 = 0] = P.philox4x32(seed, 0, [counter, stream, 0, 0]);
  return (Number(BigInt(x0 >>> 11) << 32n) + x1) / 2 ** 53;
}

const draws = tt.kernel({ seed: tt.i32, o: tt.arrayOf(tt.f64) }, (i, { seed, o }) => {
  o[i] = tt.rand64(seed, i >>> 10, i * 7);
});

describe('tt.rand64 on the host', () => {
  it('gives the Random123 known answer: key (0, 0), counter 0 -> words 0x6627e8d5, 0xe169c58d', () => {
    expect(P.philox4x32(0, 0, [0, 0, 0, 0]).slice(0, 2)).toEqual([0x6627e8d5, 0xe169c58d]);
    expect(tt.rand64(0, 0, 0)).toBe(((0x6627e8d5 >>> 11) * 2 ** 32 + 0xe169c58d) / 2 ** 53);
  });

  it('is in [0, 1) with mean 1/2 and variance 1/12 over a million draws, and uses 53 bits', () => {
    let s = 0;
    let s2 = 0;
    let lowBits = 0;
    let outside = 0;
    let differ = 0;
    const n = 1 << 20;
    for (let i = 0; i < n; i++) {
      const v = tt.rand64(42, 3, i);
      if (!(v >= 0 && v < 1)) outside++;
      s += v;
      s2 += v * v;
      // a value using bits below f32's 24: not a multiple of 2^-24
      if ((v * 2 ** 24) % 1 !== 0) lowBits++;
      if (i < 4096 && v !== reference(42, 3, i)) differ++;
    }
    expect({ outside, differ }).toEqual({ outside: 0, differ: 0 });
    const mean = s / n;
    expect(Math.abs(mean - 0.5)).toBeLessThan(4 * Math.sqrt(1 / 12 / n));
    expect(Math.abs(s2 / n - mean * mean - 1 / 12)).toBeLessThan(0.001);
    expect(lowBits).toBeGreaterThan(n * 0.99);
  });
});

describe.each(available.map((d) => ({ id: d.id, device: d })))('tt.rand64 on $id', ({ device }) => {
  it(
    device.caps.f64 ? 'gives the host reference bit for bit' : 'is refused: the device has no f64',
    async () => {
      const n = 4096;
      const seed = -123456789;
      const o = tt.zeros([n], tt.f64, { device: device.caps.f64 ? device : 'js' });
      if (!device.caps.f64) {
        const f = tt.kernel({ seed: tt.i32, o: tt.arrayOf(tt.f32) }, (i, { seed, o }) => {
          o[i] = tt.rand64(seed, 0, i);
        });
        const x = tt.zeros([4], tt.f32, { device });
        await expect(f.launch(4, { seed, o: x })).rejects.toMatchObject({
          code: 'KERNEL_TYPE_UNSUPPORTED_ON_DEVICE',
          message: expect.stringContaining('use tt.rand(seed, stream, counter)'),
        });
        return;
      }
      await draws.launch(n, { seed, o });
      const got = await o.read();
      const want = Float64Array.from({ length: n }, (_, i) => reference(seed, i >>> 10, (i * 7) >>> 0));
      expect(got).toEqual(want);
    },
  );
});

/**
 * tt.randn64: a standard normal f64, Box–Muller on 53 bits of words 0–1 (radius) and words 2–3
 * (angle) with tutti's own f64 ln and sin/cos, so the host and every device with f64 agree bit for bit.
 */
const normals = tt.kernel({ seed: tt.i32, o: tt.arrayOf(tt.f64) }, (i, { seed, o }) => {
  o[i] = tt.randn64(seed, i >>> 10, i * 7);
});

/** Box–Muller over the BigInt Philox with libm's log and cos: randn64 is within 1e-14 of it. */
function libmNormal(seed: number, stream: number, counter: number): number {
  const [x0 = 0, x1 = 0, x2 = 0, x3 = 0] = P.philox4x32(seed, 0, [counter, stream, 0, 0]);
  const u = ((x0 >>> 11) * 2 ** 32 + x1 + 1) / 2 ** 53;
  const turn = ((x2 >>> 30) * 2 ** 53 + (x2 & 0x3fffffff) * 2 ** 23 + (x3 >>> 9)) / 2 ** 55;
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * turn);
}

describe('tt.randn64 on the host', () => {
  it('is Box–Muller on the block within 1e-14, with mean 0, variance 1 and kurtosis 3', () => {
    let s = 0;
    let s2 = 0;
    let s4 = 0;
    let worst = 0;
    const n = 1 << 19;
    for (let i = 0; i < n; i++) {
      const v = tt.randn64(42, 3, i);
      s += v;
      s2 += v * v;
      s4 += v ** 4;
      if (i < 4096) worst = Math.max(worst, Math.abs(v - libmNormal(42, 3, i)));
    }
    expect(worst).toBeLessThan(1e-14);
    expect(Math.abs(s / n)).toBeLessThan(4 / Math.sqrt(n));
    expect(Math.abs(s2 / n - 1)).toBeLessThan(0.01);
    expect(Math.abs(s4 / n - 3)).toBeLessThan(0.05);
  });
});

describe.each(available.map((d) => ({ id: d.id, device: d })))('tt.randn64 on $id', ({ device }) => {
  it(
    device.caps.f64 ? 'gives the host bits' : 'is refused: the device has no f64, naming tt.randn',
    async () => {
      const n = 4096;
      const seed = 987654321;
      if (!device.caps.f64) {
        const f = tt.kernel({ seed: tt.i32, o: tt.arrayOf(tt.f32) }, (i, { seed, o }) => {
          o[i] = tt.randn64(seed, 0, i);
        });
        const x = tt.zeros([4], tt.f32, { device });
        await expect(f.launch(4, { seed, o: x })).rejects.toMatchObject({
          code: 'KERNEL_TYPE_UNSUPPORTED_ON_DEVICE',
          message: expect.stringContaining('use tt.randn(seed, stream, counter)'),
        });
        return;
      }
      const o = tt.zeros([n], tt.f64, { device });
      await normals.launch(n, { seed, o });
      const want = Float64Array.from({ length: n }, (_, i) => tt.randn64(seed, i >>> 10, (i * 7) >>> 0));
      expect(await o.read()).toEqual(want);
    },
  );
});
