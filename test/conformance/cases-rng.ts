/**
 * Issue 29.1: tt.philox4x32 on Random123's known-answer vectors, and tt.randInt / tt.rand /
 * tt.randn (seed, stream, counter), compared bit for bit with the host reference on js and with
 * js on every other device (ulps 0: the same bits everywhere).
 */
import * as tt from '../../src/index.js';
import * as P from '../support/philox.js';
import { arr, type ConformanceCase, num } from './case.js';

const N = 256;

/** Random123's kat_vectors for philox4x32-10: counter (4 words), key (2 words). */
export const PHILOX_KAT: readonly { ctr: number[]; key: number[]; out: number[] }[] = [
  { ctr: [0, 0, 0, 0], key: [0, 0], out: [0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8] },
  {
    ctr: [0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff],
    key: [0xffffffff, 0xffffffff],
    out: [0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd],
  },
  {
    ctr: [0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344],
    key: [0xa4093822, 0x299f31d0],
    out: [0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1],
  },
];

export const rngCases: ConformanceCase[] = [
  {
    name: 'random numbers: Philox-4x32-10 known answers, tt.randInt, tt.rand, tt.randn',
    covers: ['tt.philox4x32', 'tt.randInt', 'tt.rand', 'tt.randn', 'i32 and u32 seeds'],
    kernel: () =>
      tt.kernel(
        {
          s: tt.u32,
          kat: tt.arrayOf(tt.u32),
          w: tt.arrayOf(tt.u32),
          o: tt.arrayOf(tt.u32),
          f: tt.arrayOf(tt.f32),
          g: tt.arrayOf(tt.f32),
        },
        (i, { s, kat, w, o, f, g }) => {
          if (i < 12) {
            const v = (i >> 2) * 6;
            w[i] = tt.philox4x32(kat[v + 4], kat[v + 5], kat[v], kat[v + 1], kat[v + 2], kat[v + 3], i & 3);
          }
          o[i] = tt.randInt(s, i >>> 4, i * 7);
          f[i] = tt.rand(i - 100, 3, i);
          g[i] = tt.randn(s, i, 0xffffffff - i);
        },
      ),
    range: N,
    inputs: () => ({
      s: 0xdeadbeef,
      kat: Uint32Array.from(PHILOX_KAT.flatMap((k) => [...k.ctr, ...k.key])),
      w: new Uint32Array(12),
      o: new Uint32Array(N),
      f: new Float32Array(N),
      g: new Float32Array(N),
    }),
    outputs: ['w', 'o', 'f', 'g'],
    reference: (x) => {
      const s = num(x.s);
      arr<Uint32Array>(x.w).set(PHILOX_KAT.flatMap((k) => k.out));
      for (let i = 0; i < N; i++) {
        arr<Uint32Array>(x.o)[i] = P.randInt(s, i >>> 4, i * 7);
        arr<Float32Array>(x.f)[i] = P.rand(i - 100, 3, i);
        arr<Float32Array>(x.g)[i] = P.randn(s, i, 0xffffffff - i);
      }
    },
  },
];
