/** Wasm results equal the js backend's on kernels beyond the conformance suite (lazy conditions, 3-D, threads). */
import { describe, expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { expectSameAsJs, type Host, runOn } from '../../support/run.js';

const available = tt.devices().find((d) => d.backend === 'wasm')?.available === true;

type Arrays = Record<string, Host>;

const same = (k: tt.Kernel, range: number | number[], make: () => Arrays, scalars = {}): Promise<void> =>
  expectSameAsJs('wasm', k, range, { ...make(), ...scalars });

// The counters c[] show how often each lazy operand ran; no result may depend on the order in which
// items run (the pool runs chunks in parallel: `Atomics.add(…) > 1000` made the test pass only when
// one worker happened to take every chunk).
const lazy = tt.kernel(
  { x: tt.arrayOf(tt.i32), c: tt.arrayOf(tt.i32), o: tt.arrayOf(tt.i32) },
  (i, { x, c, o }) => {
    const v = x[i];
    let r = 0;
    if (v > 3 || Atomics.add(c, 0, 1) < 0) r += 1;
    else r += 2;
    if (!(v < 5 && Atomics.add(c, 1, 1) >= 0)) r += 10;
    let k = 0;
    while ((k < v && k < 7) || (k === 0 && Atomics.add(c, 2, 1) < 0)) k++;
    do {
      k += 100;
    } while (k < 300 && (v & 1) === 1);
    o[i] = r + k;
  },
);

const three = tt.kernel({ o: tt.arrayOf(tt.f64), s: tt.f64 }, ([i, j, k], { o, s }) => {
  const v = Math.sin(i * s) + (j + 1) ** 0.5 - Math.round(k * 0.5 - 0.5);
  o[(i * 9 + j) * 17 + k] = v % 3;
});

const ints = tt.kernel(
  { a: tt.arrayOf(tt.i32), b: tt.arrayOf(tt.i32), o: tt.arrayOf(tt.i32) },
  (i, { a, b, o }) => {
    const x = a[i];
    const y = b[i];
    o[i] = Math.trunc(x / y) + (x % y) + Math.imul(x, y) + (x >> (y & 31)) + Math.min(x, y) + Math.abs(x);
  },
);

const lanes = tt.kernel({ x: tt.arrayOf(tt.i32), o: tt.arrayOf(tt.i32) }, (i, { x, o }) => {
  let s = 0;
  let t = 0;
  for (let q = 0; q < (x[i] & 7); q++) {
    if ((q & 1) === 1) t = q;
    s = s + t;
  }
  let u = 0;
  while (u < x[i] % 5 || u === 0) u = u + 2;
  o[i] = s * 100 + u;
});

describe.skipIf(!available)('wasm codegen against js', () => {
  it('masked lanes: loops of different trip counts, ifs inside loops, dead and live locals', async () => {
    const { simdVerdict } = await import('../../../src/backends/wasm/simd-analysis.js');
    expect(simdVerdict(lanes.ir)).toEqual({ simd: false, reason: 'integer division or remainder' });
    const k2 = tt.kernel({ o: tt.arrayOf(tt.i32), m: tt.i32 }, (i, { o, m }) => {
      let s = 0;
      let t = 0;
      for (let q = 0; q < ((i * 7) & m); q++) {
        if ((q & 1) === 1) t = q;
        s = s + t;
      }
      let u = 0;
      do u = u + 3;
      while (u < (i & 15));
      o[i] = s * 100 + u;
    });
    expect(simdVerdict(k2.ir)).toEqual({ simd: true, lanes: 4 });
    await same(k2, 10_003, () => ({ o: new Int32Array(10_003) }), { m: 7 });
    await same(lanes, 5_001, () => ({
      x: Int32Array.from({ length: 5_001 }, (_, i) => (i * 13) % 17),
      o: new Int32Array(5_001),
    }));
  });

  it('&&, ||, ! in if / while / do-while conditions are lazy, in JS order', async () => {
    await same(lazy, 40_000, () => ({
      x: Int32Array.from({ length: 40_000 }, (_, i) => (i * 37) % 11),
      c: new Int32Array(3),
      o: new Int32Array(40_000),
    }));
  });

  it('3-D f64 kernel with Math functions (wasm library sin, imported pow), threaded', async () => {
    // sin is tutti's wasm sin (within 2 ulp of JS's, docs/backends/wasm.md); pow and % stay JS's.
    const inputs = { o: new Float64Array(50 * 9 * 17), s: 0.37 };
    const want = (await runOn('js', three, [50, 9, 17], inputs)).o as Float64Array;
    const got = (await runOn('wasm', three, [50, 9, 17], inputs)).o as Float64Array;
    expect(got.length).toBe(want.length);
    const far = Array.from(want).flatMap((w, i) => (Math.abs((got[i] ?? 0) - w) > 2 ** -50 ? [i] : []));
    expect(far).toEqual([]);
  });

  it('integer division, remainder, shifts and min/max edge cases', async () => {
    const edge = [0, 1, -1, 2, -2, 7, -7, 2147483647, -2147483648, 65536, -65536, 12345];
    const n = edge.length * edge.length;
    await same(ints, n, () => ({
      a: Int32Array.from({ length: n }, (_, i) => edge[Math.floor(i / edge.length)] ?? 0),
      b: Int32Array.from({ length: n }, (_, i) => edge[i % edge.length] ?? 0),
      o: new Int32Array(n),
    }));
  });
});
