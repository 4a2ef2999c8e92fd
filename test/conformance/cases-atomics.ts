/** Atomics on i32/u32 arrays, with outcomes that do not depend on scheduling. */
import * as tt from '../../src/index.js';
import { arr, type ConformanceCase, num, seeded } from './case.js';

export const atomicCases: ConformanceCase[] = [
  {
    name: 'histogram with Atomics.add (float data, Math.floor bin)',
    covers: ['Atomics.add', 'float index through Math.floor', 'Math.min'],
    needs: { atomics: true },
    kernel: () =>
      tt.kernel(
        { data: tt.arrayOf(tt.f32), bins: tt.arrayOf(tt.u32), nb: tt.i32 },
        (i, { data, bins, nb }) => {
          const b = Math.min(nb - 1, Math.floor(data[i] * nb));
          Atomics.add(bins, b, 1);
        },
      ),
    range: 5000,
    inputs: () => ({
      data: Float32Array.from(seeded(5000, 31, (r) => r)),
      bins: new Uint32Array(16),
      nb: 16,
    }),
    outputs: ['bins'],
    reference: (p) => {
      const [data, bins] = [arr<Float32Array>(p.data), arr<Uint32Array>(p.bins)];
      const nb = num(p.nb);
      for (const v of data) {
        const b = Math.min(nb - 1, Math.floor(Math.fround(v * nb)));
        bins[b] = ((bins[b] ?? 0) + 1) >>> 0;
      }
    },
  },
  {
    name: 'Atomics sub/and/or/xor on shared counters, exchange/compareExchange/load/store on own slots',
    covers: [
      'Atomics.sub',
      'Atomics.and',
      'Atomics.or',
      'Atomics.xor',
      'Atomics.exchange',
      'Atomics.compareExchange',
      'Atomics.load',
      'Atomics.store',
      'atomic result used',
    ],
    needs: { atomics: true },
    kernel: () =>
      tt.kernel(
        { c: tt.arrayOf(tt.i32), own: tt.arrayOf(tt.i32), got: tt.arrayOf(tt.i32), u: tt.arrayOf(tt.u32) },
        (i, { c, own, got, u }) => {
          Atomics.sub(c, 0, i);
          Atomics.and(c, 1, ~(1 << (i % 31)));
          Atomics.or(c, 2, 1 << (i % 31));
          Atomics.xor(c, 3, i * 7);
          Atomics.add(u, 0, 0xffffffff);
          const old = Atomics.exchange(own, i, i * 2);
          const was = Atomics.compareExchange(own, i, i * 2, old + 1);
          Atomics.store(own, i, Atomics.load(own, i) * 3);
          got[i] = old * 1000 + was;
        },
      ),
    range: 256,
    inputs: () => ({
      c: Int32Array.from([1000000, -1, 0, 12345]),
      own: Int32Array.from(seeded(256, 32, (r) => Math.floor(r * 500))),
      got: new Int32Array(256),
      u: Uint32Array.from([7]),
    }),
    outputs: ['c', 'own', 'got', 'u'],
    reference: (p) => {
      const [c, own, got, u] = [
        arr<Int32Array>(p.c),
        arr<Int32Array>(p.own),
        arr<Int32Array>(p.got),
        arr<Uint32Array>(p.u),
      ];
      for (let i = 0; i < 256; i++) {
        c[0] = ((c[0] ?? 0) - i) | 0;
        c[1] = (c[1] ?? 0) & ~(1 << (i % 31));
        c[2] = (c[2] ?? 0) | (1 << (i % 31));
        c[3] = (c[3] ?? 0) ^ (i * 7);
        u[0] = ((u[0] ?? 0) + 0xffffffff) >>> 0;
        const old = own[i] ?? 0;
        own[i] = i * 2;
        const was = own[i] ?? 0;
        own[i] = (old + 1) | 0;
        own[i] = Math.imul(own[i] ?? 0, 3);
        got[i] = (Math.imul(old, 1000) + was) | 0;
      }
    },
  },
];
