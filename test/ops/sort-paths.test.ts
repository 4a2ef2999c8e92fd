/**
 * The two sort paths (merge below a size threshold per backend, radix from it on): each, forced at
 * sizes around its own edges (runs of 16, merge chunks of 32), and tt.sort / tt.argsort on both
 * sides of the device's threshold, give Float32Array.prototype.sort's bits and a stable JS argsort's
 * indices, flat and along an axis, on every available device and the simulated one.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { sortWith } from '../../src/ops/sort.js';
import { mergeBelow, type SortPath, sortPath } from '../../src/ops/sort-path.js';
import { useSimBackend } from '../support/sim-backend.js';
import { available, reportUnavailable, rng } from './devices.js';

await useSimBackend();
/** The simulated device (its own address space): every path's copies and views are exercised. */
const sim = tt.devices().filter((d) => d.backend === 'sim' && d.available);

reportUnavailable();

const SPECIALS = [Number.NaN, -0, 0, Infinity, -Infinity, -Number.NaN, 1e-45, -1e-45, 3.4e38, -3.4e38];

/** Few distinct values (duplicates everywhere, so stability shows) with the special values mixed in. */
function data(n: number, seed: number): Float32Array {
  const r = rng(seed);
  return new Float32Array(n).map((_, i) =>
    i % 13 === 5 ? (SPECIALS[Math.floor(r() * SPECIALS.length)] ?? 0) : (Math.floor(r() * 40) - 20) / 4,
  );
}

/** Float32Array.prototype.sort's order: -Infinity … -0 < +0 … +Infinity, NaN last. */
function cmpF32(x: number, y: number): number {
  const [nx, ny] = [Number.isNaN(x), Number.isNaN(y)];
  if (nx || ny) return Number(nx) - Number(ny);
  if (x !== y) return x < y ? -1 : 1;
  return Number(!Object.is(x, -0)) - Number(!Object.is(y, -0));
}

function stableArgsort(h: ArrayLike<number>, cmp: (a: number, b: number) => number): number[] {
  return Array.from({ length: h.length }, (_, i) => i).sort((a, b) => cmp(h[a] ?? 0, h[b] ?? 0) || a - b);
}

/** Values with -0 and NaN spelt out, so toEqual compares bits as Object.is does. */
function bits(a: ArrayLike<number>): (number | string)[] {
  return Array.from(a, (v) => (Object.is(v, -0) ? '-0' : Number.isNaN(v) ? 'NaN' : v));
}

const PATHS: SortPath[] = ['merge', 'radix'];

describe.each([...available, ...sim].map((d) => ({ id: d.id, device: d })))(
  'sort paths on $id',
  ({ device }) => {
    it('each path, at sizes around runs and merge chunks, matches Float32Array sort and the stable argsort', async () => {
      for (const n of [1, 2, 15, 16, 17, 31, 32, 33, 47, 64, 100, 1000, 4097]) {
        const h = data(n, n + 3);
        const want = bits(h.slice().sort());
        const wantIdx = stableArgsort(h, cmpF32);
        for (const path of PATHS) {
          const x = tt.array(h, { device });
          expect(bits((await sortWith(x, path, false).read()) as Float32Array), `${path} n=${n}`).toEqual(
            want,
          );
          expect(
            Array.from((await sortWith(x, path, true).read()) as ArrayLike<number>),
            `${path} argsort n=${n}`,
          ).toEqual(wantIdx);
          x.dispose();
        }
      }
    });

    it('i32 and u32 on the merge path match TypedArray sort; argsort is stable', async () => {
      const r = rng(21);
      const n = 3001;
      const hi = new Int32Array(n).map((_, i) =>
        i % 3 === 0 ? Math.floor(r() * 9) - 4 : Math.floor(r() * 2 ** 32) - 2 ** 31,
      );
      const hu = new Uint32Array(hi.buffer.slice(0));
      const pairs = [
        [hi, tt.array(hi, { device })],
        [hu, tt.array(hu, { device })],
      ] as const;
      for (const [h, x] of pairs) {
        expect(Array.from((await sortWith(x, 'merge', false).read()) as ArrayLike<number>)).toEqual(
          Array.from(h.slice().sort()),
        );
        const want = stableArgsort(Array.from(h), (a, b) => a - b);
        expect(Array.from((await sortWith(x, 'merge', true).read()) as ArrayLike<number>)).toEqual(want);
      }
    });

    it('tt.sort and tt.argsort on both sides of the threshold', async () => {
      const t = mergeBelow(device);
      const sizes = t > 1 ? [t - 1, t] : [t, t + 1];
      expect(sizes.map((n) => sortPath(device, n))).toEqual(t > 1 ? ['merge', 'radix'] : ['radix', 'radix']);
      for (const n of sizes) {
        const h = data(n, 7 * n);
        const x = tt.array(h, { device });
        expect(bits(await tt.sort(x).read()), `n=${n}`).toEqual(bits(h.slice().sort()));
        expect(Array.from(await tt.argsort(x).read()), `argsort n=${n}`).toEqual(stableArgsort(h, cmpF32));
      }
    });

    it('along an axis, each path matches per-line Float32Array sort and stable argsort', async () => {
      const cases: { shape: number[]; axes: number[] }[] = [
        { shape: [37, 45], axes: [0, 1] },
        { shape: [3, 4, 50], axes: [0, 1, 2] },
      ];
      for (const { shape, axes } of cases) {
        const n = shape.reduce((a, b) => a * b, 1);
        const h = data(n, n);
        for (const axis of axes) {
          const len = shape[axis] ?? 1;
          const inner = shape.slice(axis + 1).reduce((a, b) => a * b, 1);
          const want = new Float32Array(n);
          const wantIdx = new Int32Array(n);
          for (let o = 0; o < n / (len * inner); o++)
            for (let j = 0; j < inner; j++) {
              const at = (k: number) => o * len * inner + k * inner + j;
              const line = Float32Array.from({ length: len }, (_, k) => h[at(k)] ?? 0);
              const s = line.slice().sort();
              stableArgsort(line, cmpF32).forEach((k, p) => {
                want[at(p)] = s[p] ?? 0;
                wantIdx[at(p)] = k;
              });
            }
          for (const path of PATHS) {
            const x = tt.array(h, { device, shape });
            const got = sortWith(x, path, false, axis);
            expect(got.shape).toEqual(shape);
            expect(bits((await got.read()) as Float32Array), `${path} axis ${axis}`).toEqual(bits(want));
            expect(
              Array.from((await sortWith(x, path, true, axis).read()) as ArrayLike<number>),
              `${path} argsort axis ${axis}`,
            ).toEqual(Array.from(wantIdx));
          }
        }
      }
    });
  },
);
