/**
 * `{ axis }` for cumsum, scan, sort and argsort on 2-D and 3-D arrays, on every available device
 * (and the simulated device with its own address space), against plain-JS references per line.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { useSimBackend } from '../support/sim-backend.js';
import { available, reportUnavailable, rng } from './devices.js';

await useSimBackend();
const sim = tt.devices().filter((d) => d.backend === 'sim' && d.available);

reportUnavailable();

type Host = Float32Array | Int32Array | Uint32Array;

/** Applies `f` to every line of `h` (shape, axis) and writes the results back along the line. */
function perLine<T extends Host, R extends Host>(
  h: T,
  shape: readonly number[],
  axis: number,
  out: R,
  f: (line: number[]) => number[],
): R {
  const prod = (s: readonly number[]) => s.reduce((a, b) => a * b, 1);
  const outer = prod(shape.slice(0, axis));
  const len = shape[axis] ?? 1;
  const inner = prod(shape.slice(axis + 1));
  for (let o = 0; o < outer; o++)
    for (let j = 0; j < inner; j++) {
      const at = (k: number) => o * len * inner + k * inner + j;
      const line = Array.from({ length: len }, (_, k) => h[at(k)] ?? 0);
      f(line).forEach((v, k) => {
        out[at(k)] = v;
      });
    }
  return out;
}

/** Float32Array.prototype.sort's order: -Infinity … -0 < +0 … +Infinity, NaN last. */
function cmpF32(x: number, y: number): number {
  const [nx, ny] = [Number.isNaN(x), Number.isNaN(y)];
  if (nx || ny) return Number(nx) - Number(ny);
  if (x !== y) return x < y ? -1 : 1;
  return Number(!Object.is(x, -0)) - Number(!Object.is(y, -0));
}

const cases: { shape: number[]; axes: number[] }[] = [
  { shape: [5, 7], axes: [0, 1, -1] },
  { shape: [3, 4, 6], axes: [0, 1, 2, -2] },
  { shape: [2, 2100], axes: [1, 0] }, // lines longer than one block of every device
  { shape: [1300, 3], axes: [0] },
];

describe.each([...available, ...sim].map((d) => ({ id: d.id, device: d })))(
  'axis ops on $id',
  ({ device }) => {
    it('cumsum along each axis (inclusive and exclusive) matches the per-line loop exactly (i32)', async () => {
      for (const { shape, axes } of cases) {
        const n = shape.reduce((a, b) => a * b, 1);
        const r = rng(n);
        const h = new Int32Array(n).map(() => Math.floor(r() * 2 ** 31) - 2 ** 30);
        const x = tt.array(h, { device, shape });
        for (const axis of axes) {
          const ax = axis < 0 ? axis + shape.length : axis;
          const inc = perLine(h, shape, ax, new Int32Array(n), (l) => {
            let s = 0;
            return l.map((v) => {
              s = (s + v) | 0;
              return s;
            });
          });
          const exc = perLine(h, shape, ax, new Int32Array(n), (l) => {
            let s = 0;
            return l.map((v) => {
              const before = s;
              s = (s + v) | 0;
              return before;
            });
          });
          const got = tt.cumsum(x, { axis });
          expect(got.shape).toEqual(shape);
          expect(Array.from(await got.read())).toEqual(Array.from(inc));
          expect(Array.from(await tt.cumsum(x, { axis, exclusive: true }).read())).toEqual(Array.from(exc));
        }
      }
    });

    it('scan with a user combiner along an axis (f32 running max from init)', async () => {
      const shape = [4, 3, 5];
      const n = 60;
      const r = rng(9);
      const h = new Float32Array(n).map(() => r() * 100 - 50);
      const x = tt.array(h, { device, shape });
      for (const axis of [0, 1, 2]) {
        const want = perLine(h, shape, axis, new Float32Array(n), (l) => {
          let m = -10;
          return l.map((v) => {
            m = Math.max(m, v);
            return m;
          });
        });
        const got = tt.scan(x, (a, b) => Math.max(a, b), -10, { axis });
        expect(Array.from(await got.read())).toEqual(Array.from(want));
      }
    });

    it('sort and argsort along each axis (f32 with -0, NaN, Infinity; stable argsort)', async () => {
      for (const { shape, axes } of cases) {
        const n = shape.reduce((a, b) => a * b, 1);
        const r = rng(n + 1);
        const specials = [Number.NaN, -0, 0, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
        // Few distinct values, so equal keys are common and stability shows.
        const h = new Float32Array(n).map((_, i) =>
          i % 11 === 0 ? (specials[i % 5] ?? 0) : Math.floor(r() * 7) - 3,
        );
        const x = tt.array(h, { device, shape });
        for (const axis of axes) {
          const ax = axis < 0 ? axis + shape.length : axis;
          const want = perLine(h, shape, ax, new Float32Array(n), (l) =>
            Array.from(Float32Array.from(l).sort()),
          );
          const wantIdx = perLine(h, shape, ax, new Int32Array(n), (l) => {
            return l.map((_, k) => k).sort((a, b) => cmpF32(l[a] ?? 0, l[b] ?? 0) || a - b);
          });
          const got = tt.sort(x, { axis });
          expect(got.shape).toEqual(shape);
          const g = await got.read();
          expect(Array.from(g).map((v) => (Object.is(v, -0) ? '-0' : v))).toEqual(
            Array.from(want).map((v) => (Object.is(v, -0) ? '-0' : v)),
          );
          expect(Array.from(await tt.argsort(x, { axis }).read())).toEqual(Array.from(wantIdx));
        }
      }
    });

    it('sort of i32 and u32 along an axis; 1-D with axis 0 is the flat sort', async () => {
      const shape = [6, 9];
      const r = rng(4);
      const hi = new Int32Array(54).map(() => Math.floor(r() * 2 ** 32) - 2 ** 31);
      const hu = new Uint32Array(54).map(() => Math.floor(r() * 2 ** 32));
      for (const axis of [0, 1]) {
        const wi = perLine(hi, shape, axis, new Int32Array(54), (l) => l.sort((a, b) => a - b));
        const wu = perLine(hu, shape, axis, new Uint32Array(54), (l) => l.sort((a, b) => a - b));
        expect(Array.from(await tt.sort(tt.array(hi, { device, shape }), { axis }).read())).toEqual(
          Array.from(wi),
        );
        expect(Array.from(await tt.sort(tt.array(hu, { device, shape }), { axis }).read())).toEqual(
          Array.from(wu),
        );
      }
      const flat = tt.array(Int32Array.from([3, -1, 2]), { device });
      expect(Array.from(await tt.sort(flat, { axis: 0 }).read())).toEqual([-1, 2, 3]);
      expect(Array.from(await tt.argsort(flat, { axis: -1 }).read())).toEqual([1, 2, 0]);
    });

    it('empty arrays keep their shape', async () => {
      const e = tt.zeros([0, 3], tt.f32, { device });
      expect(tt.cumsum(e, { axis: 1 }).shape).toEqual([0, 3]);
      expect(tt.sort(e, { axis: 0 }).shape).toEqual([0, 3]);
      expect((await tt.argsort(e, { axis: 1 }).read()).length).toBe(0);
    });
  },
);

describe('axis ops: bad input', () => {
  const m = tt.array(Int32Array.from([1, 2, 3, 4, 5, 6]), { shape: [2, 3] });
  it('an axis out of range is OP_AXIS_OUT_OF_RANGE before anything runs', () => {
    for (const f of [
      () => tt.cumsum(m, { axis: 2 }),
      () => tt.scan(m, (a, b) => a + b, 0, { axis: -3 }),
      () => tt.sort(m, { axis: 5 }),
      () => tt.argsort(m, { axis: 1.5 }),
    ])
      expect(f).toThrow(expect.objectContaining({ name: 'ArrayOpError', code: 'OP_AXIS_OUT_OF_RANGE' }));
  });
  it('options that are not an object are OP_BAD_ARGUMENT', () => {
    expect(() => tt.sort(m, 1 as never)).toThrow(expect.objectContaining({ code: 'OP_BAD_ARGUMENT' }));
  });
});
