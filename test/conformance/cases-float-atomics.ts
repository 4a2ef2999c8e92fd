/**
 * Float atomics (tutti's extension of Atomics) and tt.atomicMin/atomicMax, with outcomes that do not
 * depend on scheduling: sums of quarter-integers are exact in any order; min/max are order-free.
 */
import * as tt from '../../src/index.js';
import { arr, type ConformanceCase, seeded } from './case.js';

const N = 4000;
const BINS = 32;

function floatHistogram(f: 'f32' | 'f64'): ConformanceCase {
  const Ctor = f === 'f32' ? Float32Array : Float64Array;
  return {
    name: `Atomics.add/sub on ${f}: weighted histogram (k-means style accumulation)`,
    covers: [`Atomics.add on ${f}`, `Atomics.sub on ${f}`],
    needs: { atomics: true, ...(f === 'f64' ? { f64: true } : {}) },
    kernel: () =>
      tt.kernel(
        {
          bin: tt.arrayOf(tt.i32),
          w: tt.arrayOf(f === 'f32' ? tt.f32 : tt.f64),
          sums: tt.arrayOf(f === 'f32' ? tt.f32 : tt.f64),
        },
        (i, { bin, w, sums }) => {
          Atomics.add(sums, bin[i], w[i]);
          Atomics.sub(sums, BINS, 0.5);
        },
        { constants: { BINS } },
      ),
    range: N,
    inputs: () => ({
      bin: Int32Array.from(seeded(N, 3, (r) => Math.floor(r * BINS))),
      w: Ctor.from(seeded(N, 4, (r) => Math.floor(r * 64) / 4 - 4)),
      sums: new Ctor(BINS + 1),
    }),
    outputs: ['sums'],
    reference: (p) => {
      const [bin, w, sums] = [arr<Int32Array>(p.bin), arr<Float64Array>(p.w), arr<Float64Array>(p.sums)];
      for (let i = 0; i < N; i++) {
        const b = bin[i] ?? 0;
        sums[b] = (sums[b] ?? 0) + (w[i] ?? 0);
        sums[BINS] = (sums[BINS] ?? 0) - 0.5;
      }
    },
  };
}

const VALUES = [3, -7.5, 0, -0, 1e30, -1e30, 2.25, Number.NaN, 100, -0.5];

const minMax: ConformanceCase = {
  name: 'tt.atomicMin/atomicMax on i32, u32 and f32 (Math.min/max: NaN wins, -0 < +0), returning the old value',
  covers: ['tt.atomicMin', 'tt.atomicMax', 'float min/max NaN and -0'],
  needs: { atomics: true },
  kernel: () =>
    tt.kernel(
      {
        v: tt.arrayOf(tt.f32),
        lo: tt.arrayOf(tt.f32),
        hi: tt.arrayOf(tt.f32),
        ilo: tt.arrayOf(tt.i32),
        uhi: tt.arrayOf(tt.u32),
        olds: tt.arrayOf(tt.i32),
      },
      (i, { v, lo, hi, ilo, uhi, olds }) => {
        const x = v[i];
        const b = i % 8;
        tt.atomicMin(lo, b, x);
        tt.atomicMax(hi, b, x);
        const xi = tt.i32(x * 7);
        tt.atomicMin(ilo, b, xi);
        tt.atomicMax(uhi, b, tt.u32(-i));
        // the old value is returned: the first item to see the slot at its start value records 1
        olds[i] = tt.atomicMax(ilo, 8 + i, 5) === 0 ? 1 : 0;
      },
    ),
  range: 800,
  inputs: () => ({
    v: Float32Array.from(
      seeded(800, 9, (r, i) =>
        i % 97 === 13 ? (VALUES[Math.floor(i / 97) % VALUES.length] ?? 0) : (r - 0.5) * 1000,
      ),
    ),
    lo: Float32Array.from({ length: 8 }, (_, b) => (b === 3 ? -0 : 1e9)),
    hi: Float32Array.from({ length: 8 }, (_, b) => (b === 5 ? 0 : -1e9)),
    ilo: new Int32Array(8 + 800),
    uhi: new Uint32Array(8),
    olds: new Int32Array(800),
  }),
  outputs: ['lo', 'hi', 'ilo', 'uhi', 'olds'],
  reference: (p) => {
    const [v, lo, hi] = [arr<Float32Array>(p.v), arr<Float32Array>(p.lo), arr<Float32Array>(p.hi)];
    const [ilo, uhi, olds] = [arr<Int32Array>(p.ilo), arr<Uint32Array>(p.uhi), arr<Int32Array>(p.olds)];
    for (let i = 0; i < 800; i++) {
      const x = v[i] ?? 0;
      const b = i % 8;
      lo[b] = Math.min(lo[b] ?? 0, x);
      hi[b] = Math.max(hi[b] ?? 0, x);
      ilo[b] = Math.min(ilo[b] ?? 0, Math.fround(x * 7) | 0);
      uhi[b] = Math.max(uhi[b] ?? 0, -i >>> 0);
      const old = ilo[8 + i] ?? 0;
      ilo[8 + i] = Math.max(old, 5);
      olds[i] = old === 0 ? 1 : 0;
    }
  },
};

const ownSlots: ConformanceCase = {
  name: 'Atomics exchange/compareExchange/load/store on f32 slots (compareExchange compares with ===)',
  covers: [
    'Atomics.exchange on f32',
    'Atomics.compareExchange on f32',
    'Atomics.load on f32',
    'Atomics.store on f32',
  ],
  needs: { atomics: true },
  kernel: () =>
    tt.kernel({ s: tt.arrayOf(tt.f32), got: tt.arrayOf(tt.f32) }, (i, { s, got }) => {
      const old = Atomics.exchange(s, i, i * 0.5);
      const was = Atomics.compareExchange(s, i, i * 0.5, old + 1.25);
      const miss = Atomics.compareExchange(s, i, -123, 7);
      Atomics.store(s, i, Atomics.load(s, i) * 2);
      got[i] = old * 1000 + was + miss;
      // a plain load of an array other items update atomically (its own slot here)
      got[i] += s[i] * 0.25;
    }),
  range: 64,
  inputs: () => ({ s: Float32Array.from({ length: 64 }, (_, i) => i - 10.75), got: new Float32Array(64) }),
  outputs: ['s', 'got'],
  reference: (p) => {
    const [s, got] = [arr<Float32Array>(p.s), arr<Float32Array>(p.got)];
    for (let i = 0; i < 64; i++) {
      const old = s[i] ?? 0;
      s[i] = i * 0.5;
      const was = s[i] ?? 0;
      s[i] = old + 1.25;
      const miss = s[i] ?? 0;
      s[i] = (s[i] ?? 0) * 2;
      got[i] = Math.fround(Math.fround(old * 1000) + was) + miss;
      got[i] = Math.fround((got[i] ?? 0) + Math.fround((s[i] ?? 0) * 0.25));
    }
  },
};

export const floatAtomicCases: ConformanceCase[] = [
  floatHistogram('f32'),
  floatHistogram('f64'),
  minMax,
  ownSlots,
];
