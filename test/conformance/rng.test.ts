/**
 * Issue 29.1: tt.rand / tt.randn / tt.randInt / tt.philox4x32 in kernels. Random123's known
 * answers and the host reference on every available device (the same bits everywhere), the
 * statistics of a million draws, and the coded errors for bad seeds, streams and counters.
 */
import { describe, expect, it } from 'vitest';
import { simdVerdict } from '../../src/backends/wasm/simd-analysis.js';
import * as tt from '../../src/index.js';
import { umulhi } from '../../src/ir/ops.js';
import * as P from '../support/philox.js';
import { PHILOX_KAT } from './cases-rng.js';

const available = tt.devices().filter((d) => d.available);

const kat = tt.kernel({ kat: tt.arrayOf(tt.u32), w: tt.arrayOf(tt.u32) }, (i, { kat, w }) => {
  const v = (i >> 2) * 6;
  w[i] = tt.philox4x32(kat[v + 4], kat[v + 5], kat[v], kat[v + 1], kat[v + 2], kat[v + 3], i & 3);
});

const draws = tt.kernel(
  { seed: tt.i32, o: tt.arrayOf(tt.u32), f: tt.arrayOf(tt.f32), g: tt.arrayOf(tt.f32) },
  (i, { seed, o, f, g }) => {
    o[i] = tt.randInt(seed, i >>> 12, i);
    f[i] = tt.rand(seed, 0xffffffff - i, i * 3);
    g[i] = tt.randn(seed, 7, i);
  },
);

async function run(device: tt.Device, n: number, seed: number) {
  const o = tt.zeros([n], tt.u32, { device });
  const f = tt.zeros([n], tt.f32, { device });
  const g = tt.zeros([n], tt.f32, { device });
  await draws.launch(n, { seed, o, f, g });
  const out = { o: await o.read(), f: await f.read(), g: await g.read() };
  for (const a of [o, f, g]) a.dispose();
  return out as { o: Uint32Array; f: Float32Array; g: Float32Array };
}

describe.each(available.map((d) => ({ id: d.id, device: d })))('random numbers on $id', ({ device }) => {
  it("gives Random123's known answers for Philox-4x32-10", async () => {
    const k = tt.array(Uint32Array.from(PHILOX_KAT.flatMap((v) => [...v.ctr, ...v.key])), { device });
    const w = tt.zeros([12], tt.u32, { device });
    await kat.launch(12, { kat: k, w });
    expect([...(await w.read())]).toEqual(PHILOX_KAT.flatMap((v) => v.out));
  });

  it('gives the host reference bit for bit (randInt, rand, randn)', async () => {
    const n = 8192;
    const seed = -123456789;
    const got = await run(device, n, seed);
    const want = { o: new Uint32Array(n), f: new Float32Array(n), g: new Float32Array(n) };
    for (let i = 0; i < n; i++) {
      want.o[i] = P.randInt(seed, i >>> 12, i);
      want.f[i] = P.rand(seed, (0xffffffff - i) >>> 0, i * 3);
      want.g[i] = P.randn(seed, 7, i);
    }
    expect(got.o).toEqual(want.o);
    expect(new Uint32Array(got.f.buffer)).toEqual(new Uint32Array(want.f.buffer));
    expect(new Uint32Array(got.g.buffer)).toEqual(new Uint32Array(want.g.buffer));
  });
});

/** Lane-varying keys, counters and word, under a mask, and a per-lane shift through a helper. */
const lanes = tt.kernel(
  { seed: tt.u32, o: tt.arrayOf(tt.u32), g: tt.arrayOf(tt.f32) },
  (i, { seed, o, g }) => {
    if ((i & 5) !== 1) o[i] = tt.philox4x32(seed ^ i, i * 977, i, 0xffffffff - i, seed, i >>> 3, i & 3);
    g[i] = (i & 7) === 3 ? 0 : tt.randn(seed + (i >>> 1), i, i << (i & 15));
  },
);

describe.skipIf(!available.some((d) => d.backend === 'wasm'))('random numbers on wasm SIMD lanes', () => {
  it('tt.rand, tt.randn, tt.randInt and tt.philox4x32 run as 4-lane twins', () => {
    expect(simdVerdict(draws.ir)).toEqual({ simd: true, lanes: 4 });
    expect(simdVerdict(lanes.ir)).toEqual({ simd: true, lanes: 4 });
  });
  it('the 4 lanes give the host reference bit for bit (masked calls, lane-varying words, a ragged tail)', async () => {
    const n = 1001;
    const seed = 0x9e3779b9;
    const o = tt.zeros([n], tt.u32, { device: 'wasm' });
    const g = tt.zeros([n], tt.f32, { device: 'wasm' });
    await lanes.launch(n, { seed, o, g });
    const want = { o: new Uint32Array(n), g: new Float32Array(n) };
    for (let i = 0; i < n; i++) {
      const c: [number, number, number, number] = [i, (0xffffffff - i) >>> 0, seed, i >>> 3];
      if ((i & 5) !== 1) want.o[i] = P.philox4x32((seed ^ i) >>> 0, (i * 977) >>> 0, c)[i & 3] ?? 0;
      want.g[i] = (i & 7) === 3 ? 0 : P.randn((seed + (i >>> 1)) >>> 0, i, (i << (i & 15)) >>> 0);
    }
    expect(await o.read()).toEqual(want.o);
    expect(new Uint32Array((await g.read()).buffer)).toEqual(new Uint32Array(want.g.buffer));
  });
});

describe('random numbers on the host', () => {
  it('tt.rand, tt.randn, tt.randInt and tt.philox4x32 outside kernels give the reference bits', () => {
    for (const v of PHILOX_KAT) {
      const [c0 = 0, c1 = 0, c2 = 0, c3 = 0] = v.ctr;
      const [k0 = 0, k1 = 0] = v.key;
      expect([0, 1, 2, 3].map((w) => tt.philox4x32(k0, k1, c0, c1, c2, c3, w))).toEqual(v.out);
    }
    // expect() only on a mismatch (60 000 expect calls were most of this test's time)
    for (let i = 0; i < 20000; i++) {
      const seed = (i * 2654435761) | 0;
      const [ri, pi] = [tt.randInt(seed, i >> 3, i), P.randInt(seed, i >> 3, i)];
      if (ri !== pi) expect(ri).toBe(pi);
      const [r, pr] = [tt.rand(seed, i >> 3, i), P.rand(seed, i >> 3, i)];
      if (!Object.is(r, pr)) expect(Object.is(r, pr)).toBe(true);
      const [rn, prn] = [tt.randn(seed, i >> 3, i), P.randn(seed, i >> 3, i)];
      if (!Object.is(rn, prn)) expect(Object.is(rn, prn)).toBe(true);
    }
  });

  it('a kernel calling tt.randn through a declared helper, next to a parameter named tt_rand, agrees', async () => {
    const noise = (s: number, i: number) => tt.randn(s, i, 5);
    const k = tt.kernel(
      { o: tt.arrayOf(tt.f32), tt_rand: tt.i32 },
      (i, { o, tt_rand }) => {
        o[i] = noise(tt_rand, i);
      },
      { helpers: { noise } },
    );
    const o = tt.zeros([64], tt.f32);
    await k.launch(64, { o, tt_rand: 9 });
    expect([...(await o.read())]).toEqual(Array.from({ length: 64 }, (_, i) => P.randn(9, i, 5)));
  });
});

describe('random numbers: statistics of 2^20 draws (js; the bits are the same on every device)', () => {
  const n = 1 << 20;
  const data = run(tt.device('js'), n, 2026);

  it('tt.rand: in [0, 1), mean 1/2, variance 1/12, chi-square over 1000 bins', async () => {
    const { f } = await data;
    let sum = 0;
    let sq = 0;
    const bins = new Float64Array(1000);
    let outside = 0;
    for (const x of f) {
      if (!(x >= 0 && x < 1)) outside++;
      sum += x;
      sq += x * x;
      bins[Math.floor(x * 1000)]++;
    }
    expect(outside).toBe(0);
    const mean = sum / n;
    expect(Math.abs(mean - 0.5)).toBeLessThan(5 * Math.sqrt(1 / 12 / n));
    expect(Math.abs(sq / n - mean * mean - 1 / 12)).toBeLessThan(0.002);
    const e = n / 1000;
    const chi2 = bins.reduce((s, b) => s + (b - e) ** 2 / e, 0);
    // 999 degrees of freedom: mean 999, sd ≈ 44.7; 6 sd either side.
    expect(chi2).toBeGreaterThan(999 - 6 * 44.7);
    expect(chi2).toBeLessThan(999 + 6 * 44.7);
  });

  it('tt.randInt: every bit is set half the time; chi-square of the top byte', async () => {
    const { o } = await data;
    const ones = new Float64Array(32);
    const bytes = new Float64Array(256);
    for (const x of o) {
      for (let b = 0; b < 32; b++) ones[b] += (x >>> b) & 1;
      bytes[x >>> 24]++;
    }
    for (const c of ones) expect(Math.abs(c / n - 0.5)).toBeLessThan(6 * Math.sqrt(0.25 / n));
    const e = n / 256;
    const chi2 = bytes.reduce((s, b) => s + (b - e) ** 2 / e, 0);
    expect(chi2).toBeLessThan(255 + 6 * Math.sqrt(2 * 255));
  });

  it('tt.randn: mean 0, variance 1, and the normal CDF at -2, -1, 0, 1, 2 (chi-square over 6 bins)', async () => {
    const { g } = await data;
    let sum = 0;
    let sq = 0;
    let q4 = 0;
    const edges = [-2, -1, 0, 1, 2];
    const bins = new Float64Array(6);
    for (const x of g) {
      sum += x;
      sq += x * x;
      q4 += x ** 4;
      bins[edges.filter((t) => x >= t).length]++;
    }
    expect(Math.abs(sum / n)).toBeLessThan(5 / Math.sqrt(n));
    expect(Math.abs(sq / n - 1)).toBeLessThan(5 * Math.sqrt(2 / n));
    expect(Math.abs(q4 / n - 3)).toBeLessThan(0.05);
    const cdf = [0.0227501319, 0.1586552539, 0.5, 0.8413447461, 0.9772498681];
    const p = [cdf[0], ...cdf.slice(1).map((c, k) => c - (cdf[k] as number)), 1 - (cdf[4] as number)];
    const chi2 = p.reduce(
      (s: number, pk, k) => s + ((bins[k] as number) - n * (pk as number)) ** 2 / (n * (pk as number)),
      0,
    );
    expect(chi2).toBeLessThan(5 + 6 * Math.sqrt(10));
  });
});

describe('random numbers: bad seeds, streams and counters', () => {
  const refuse = (fn: () => unknown, code: string, line: number, message?: RegExp) => {
    let err: unknown;
    try {
      const k = fn() as tt.Kernel;
      void k.ir;
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(tt.KernelSourceError);
    expect(err).toMatchObject({ code });
    expect((err as tt.KernelSourceError).line).toBe(line);
    if (message) expect((err as Error).message).toMatch(message);
  };

  it('refuses a float seed, stream or counter with KERNEL_RNG_ARGUMENT at its line', () => {
    refuse(
      () =>
        tt.kernel({ x: tt.f32, o: tt.arrayOf(tt.f32) }, (i, { x, o }) => {
          o[i] = tt.rand(1, i, x);
        }),
      'KERNEL_RNG_ARGUMENT',
      2,
      /tt\.rand: argument 3 is f32/,
    );
    refuse(
      () =>
        tt.kernel({ o: tt.arrayOf(tt.f32) }, (i, { o }) => {
          o[i] = tt.randn(1.5, i, 0);
        }),
      'KERNEL_RNG_ARGUMENT',
      2,
      /1\.5 is not a 32-bit integer/,
    );
    refuse(
      () =>
        tt.kernel({ o: tt.arrayOf(tt.u32) }, (i, { o }) => {
          o[i] = tt.randInt(2 ** 40, i, 0);
        }),
      'KERNEL_RNG_ARGUMENT',
      2,
      /argument 1 is f32/,
    );
  });

  it('refuses a wrong number of arguments with KERNEL_BAD_ARITY', () => {
    refuse(
      () =>
        tt.kernel({ o: tt.arrayOf(tt.f32) }, (i, { o }) => {
          o[i] = (tt.rand as unknown as (a: number, b: number) => number)(1, i);
        }),
      'KERNEL_BAD_ARITY',
      2,
    );
  });

  it("keeps the IR's internal Math.umulhi (Philox's high words) out of user kernels", () => {
    refuse(
      () =>
        tt.kernel({ o: tt.arrayOf(tt.u32) }, (i, { o }) => {
          o[i] = (Math as unknown as { umulhi: (a: number, b: number) => number }).umulhi(i, 3);
        }),
      'KERNEL_UNKNOWN_FUNCTION',
      2,
      /Math\.umulhi is not supported in kernels/,
    );
  });

  it('umulhi gives the exact high word of a u32 product (its JS semantics, used for folding)', () => {
    const cases: [number, number][] = [
      [0xffffffff, 0xffffffff],
      [0xd2511f53, 0x12345678],
      [0xcd9e8d57, 0xfedcba98],
      [1, 0xffffffff],
      [0, 7],
    ];
    for (const [a, b] of cases) expect(umulhi(a, b)).toBe(Number((BigInt(a) * BigInt(b)) >> 32n));
  });
});
