/**
 * tt.jit fuses an elementwise chain into every reduction of tt.np (issue 30): var/std (traced as
 * their sums), min/max/prod, all/any (a fold of x != 0), argmin/argmax (their first pass), over
 * every axis, the last axis, axis 0 or a middle axis (the eager `strided` pass) and runs of
 * adjacent axes — bit-identical to eager, with the launch counts the fusion promises, on every
 * available device; plus plain-JS references and the corner cases (0-d, size-1 axes, empty,
 * views of views, negative axes, bad axes).
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable } from '../ops/devices.js';

const { np } = tt;
reportUnavailable();
const read = async (x: tt.NDArray) => Array.from((await x.read()) as ArrayLike<number>);
type F = (a: tt.NDArray, b: tt.NDArray) => tt.NDArray;

/** Launches of a blocked reduction of lines of `len` elements with blocks of B. */
function passes(len: number, B: number): number {
  let count = 1;
  for (let n = Math.ceil(len / B); n > 1; n = Math.ceil(n / B)) count++;
  return count;
}

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as tt.TuttiError).code;
  }
  return 'none';
}

describe.each(available.map((d) => ({ id: d.id, device: d })))(
  'tt.jit fuses every reduction on $id',
  ({ device }) => {
    const B = device.kind === 'gpu' ? 256 : 1024;
    const lin = (n: number, scale: number, offset = 0, dtype: tt.DType = tt.f32) =>
      np.astype(np.add(np.multiply(np.arange(n, undefined, 1, tt.f32, { device }), scale), offset), dtype);
    const R = 1300;
    const C = 5;
    const m = np.reshape(lin(R * C, 0.013, -40), [R, C]);
    const w = np.reshape(lin(R * C, -0.002, 1), [R, C]);
    const chain = (a: tt.NDArray, b: tt.NDArray) => np.add(np.multiply(np.sin(a), b), 0.25);

    /** [what, f, launches of the jit]: the eager result's bits and shape, and the fused launch count. */
    const cases: [string, F, number][] = [
      ['sum axis 0', (a, b) => np.sum(chain(a, b), { axis: 0 }), passes(R, B)],
      ['sum axis -2 keepdims', (a, b) => np.sum(chain(a, b), { axis: -2, keepdims: true }), passes(R, B)],
      ['max axis 0', (a, b) => np.max(chain(a, b), { axis: 0 }), passes(R, B)],
      ['min axis 0', (a, b) => np.min(chain(a, b), { axis: 0 }), passes(R, B)],
      ['prod axis 0', (a) => np.prod(np.add(np.multiply(np.cos(a), 1e-3), 1), { axis: 0 }), passes(R, B)],
      ['sum axes [0, 1]', (a, b) => np.sum(chain(a, b), { axis: [0, 1] }), passes(R * C, B)],
      ['argmax', (a, b) => np.argmax(chain(a, b)), passes(R * C, B)],
      ['argmin axis 0', (a, b) => np.argmin(chain(a, b), { axis: 0 }), passes(R, B)],
      ['argmax axis -1 keepdims', (a, b) => np.argmax(chain(a, b), { axis: -1, keepdims: true }), 1],
      [
        'argmin i16 axis 0',
        (a) => np.argmin(np.astype(np.multiply(a, 3), tt.i16), { axis: 0 }),
        passes(R, B),
      ],
      ['all', (a, b) => np.all(np.less(chain(a, b), 30)), passes(R * C, B)],
      ['any axis 0', (a, b) => np.any(np.greater(chain(a, b), 20), { axis: 0 }), passes(R, B)],
      ['all of floats axis 0', (a) => np.all(np.floor(a), { axis: 0 }), passes(R, B)],
      ['any keepdims', (a) => np.any(np.floor(np.multiply(a, 0)), { keepdims: true }), passes(R * C, B)],
      // var: the chain (both sums read it: one kernel), the mean's sum, the sum of squares (the
      // deviation fused into it), each division (and std's sqrt) in its sum's last pass
      ['var', (a, b) => np.var(chain(a, b)), 2 * passes(R * C, B) + 1],
      ['var axis 0', (a, b) => np.var(chain(a, b), { axis: 0 }), 2 * passes(R, B) + 1],
      ['std axis -1 ddof 1', (a, b) => np.std(chain(a, b), { axis: -1, ddof: 1 }), 3],
      [
        'std axis 0 keepdims',
        (a) => np.std(np.exp(np.multiply(a, 0.01)), { axis: 0, keepdims: true }),
        2 * passes(R, B) + 1,
      ],
    ];

    it('gives the eager bits with the fused launch counts', async () => {
      await Promise.all([m.read(), w.read()]); // their launches are not counted below
      for (const [what, f, launches] of cases) {
        const eager = f(m, w);
        const want = await read(eager);
        const g = tt.jit(f);
        await g(m, w).read(); // traced and compiled; eager's launches all counted before the reset
        tt.resetStats();
        const got = g(m, w);
        expect(got.shape, what).toEqual(eager.shape);
        expect(got.dtype, what).toBe(eager.dtype);
        expect(await read(got), what).toEqual(want);
        expect(tt.stats().launches, what).toBe(launches);
        for (const a of [eager, got]) a.dispose();
      }
    });

    it('fuses middle axes of a 3-D chain, and runs non-adjacent axes unfused, all equal to eager', async () => {
      const x = np.reshape(lin(4 * 700 * 3, 0.01, -5), [4, 700, 3]);
      const y = np.reshape(lin(700 * 3, -0.003, 2), [700, 3]);
      const f3: [string, F, number][] = [
        ['sum axis 1', (a, b) => np.sum(np.multiply(a, b), { axis: 1 }), passes(700, B)],
        [
          'max axis -2 keepdims',
          (a, b) => np.max(np.subtract(a, b), { axis: -2, keepdims: true }),
          passes(700, B),
        ],
        ['argmax axis 1', (a, b) => np.argmax(np.multiply(a, b), { axis: 1 }), passes(700, B)],
        ['sum axes [1, 2]', (a, b) => np.sum(np.multiply(a, b), { axis: [1, -1] }), passes(2100, B)],
        ['var axis 1', (a, b) => np.var(np.multiply(a, b), { axis: 1 }), 2 * passes(700, B) + 1],
        // two passes in eager's plan: the chain is one kernel, then the eager reduction (2 launches)
        ['sum axes [0, 2]', (a, b) => np.sum(np.multiply(a, b), { axis: [0, 2] }), 3],
      ];
      for (const [what, f, launches] of f3) {
        const eager = f(x, y);
        const want = await read(eager);
        const g = tt.jit(f);
        await g(x, y).read();
        tt.resetStats();
        const got = g(x, y);
        expect(got.shape, what).toEqual(eager.shape);
        expect(await read(got), what).toEqual(want);
        expect(tt.stats().launches, what).toBe(launches);
      }
    });

    it('matches plain-JS references: argmin/argmax ties and NaN, all/any, var', async () => {
      const data = [3, -1, 7, 7, Number.NaN, 2, -1, 7, 0, 5, 7, -4];
      const x = np.reshape(np.asarray(new Float32Array(data), { device }), [3, 4]);
      const am = tt.jit((a: tt.NDArray) => [
        np.argmax(np.add(a, 1), { axis: 1 }),
        np.argmin(np.abs(a)),
        np.argmin(np.add(a, 0), { axis: 0 }),
      ]);
      const [mx, mnAll, mn0] = am(x) as tt.NDArray[];
      const rows = [data.slice(0, 4), data.slice(4, 8), data.slice(8, 12)];
      const firstBest = (v: number[], better: (p: number, q: number) => boolean) => {
        let bi = 0;
        for (let k = 1; k < v.length; k++) {
          const b = v[k] as number;
          const a = v[bi] as number;
          if (better(b, a) || (Number.isNaN(b) && !Number.isNaN(a))) bi = k;
        }
        return bi;
      };
      expect(await read(mx as tt.NDArray)).toEqual(rows.map((r) => firstBest(r, (p, q) => p > q)));
      expect(await read(mnAll as tt.NDArray)).toEqual([firstBest(data.map(Math.abs), (p, q) => p < q)]);
      expect(await read(mn0 as tt.NDArray)).toEqual(
        [0, 1, 2, 3].map((c) =>
          firstBest(
            rows.map((r) => r[c] as number),
            (p, q) => p < q,
          ),
        ),
      );
      const logic = tt.jit((a: tt.NDArray) => [
        np.all(np.add(a, 1), { axis: 0 }),
        np.any(np.subtract(a, 7), { axis: -1 }),
      ]);
      const [al, an] = logic(x) as tt.NDArray[];
      expect(await read(al as tt.NDArray)).toEqual(
        [0, 1, 2, 3].map((c) => (rows.every((r) => (r[c] as number) + 1 !== 0) ? 1 : 0)),
      );
      expect(await read(an as tt.NDArray)).toEqual(rows.map((r) => (r.some((v) => v - 7 !== 0) ? 1 : 0)));
      expect(await np.item(np.slice(al as tt.NDArray, [0]))).toBe(true); // a bool array
      const v = await read(
        tt.jit((a: tt.NDArray) => np.var(np.multiply(a, 2), { axis: 0 }))(np.slice(x, '0:3, 0:2')),
      );
      const ref = [0, 1].map((c) => {
        const col = rows.map((r) => 2 * (r[c] as number));
        const mu = col.reduce((s, e) => s + e, 0) / 3;
        return col.reduce((s, e) => s + (e - mu) ** 2, 0) / 3;
      });
      expect(v[0]).toBeNaN(); // column 0 holds the NaN
      expect(v[1]).toBeCloseTo(ref[1] as number, 4);
    });

    it('handles 0-d, size-1 axes, empty arrays, views of views and bad axes as eager does', async () => {
      const s0 = np.asarray(2.5, { device, dtype: tt.f32 });
      const ones = np.reshape(lin(5, 0.5, 1), [1, 5, 1]);
      const vv = np.slice(np.transpose(m), '::-1, 10:400:3'); // a view of a view: [5, 130]
      const empty = np.zeros([0, 3], { device });
      const checks: [string, (a: tt.NDArray) => tt.NDArray, tt.NDArray][] = [
        ['0-d var', (a) => np.var(np.exp(a)), s0],
        ['0-d argmax', (a) => np.argmax(np.exp(a)), s0],
        ['0-d all', (a) => np.all(np.exp(a)), s0],
        ['size-1 axis 0', (a) => np.max(np.exp(a), { axis: 0 }), ones],
        ['size-1 axis -1 argmin', (a) => np.argmin(np.exp(a), { axis: -1 }), ones],
        ['size-1 std axis 1', (a) => np.std(np.exp(a), { axis: 1, keepdims: true }), ones],
        ['view of view axis 0', (a) => np.sum(np.multiply(a, a), { axis: 0 }), vv],
        ['view of view argmax -1', (a) => np.argmax(np.negative(a), { axis: -1 }), vv],
        ['view of view var', (a) => np.var(np.add(a, 1), { axis: 0 }), vv],
        ['empty all axis 0', (a) => np.all(np.add(a, 1), { axis: 0 }), empty],
        ['empty any', (a) => np.any(np.add(a, 1)), empty],
        ['empty argmax axis 1', (a) => np.argmax(np.add(a, 1), { axis: 1 }), empty],
        ['empty sum axis 0', (a) => np.sum(np.add(a, 1), { axis: 0 }), empty],
      ];
      for (const [what, f, x] of checks) {
        const eager = f(x);
        const got = tt.jit(f)(x);
        expect(got.shape, what).toEqual(eager.shape);
        expect(await read(got), what).toEqual(await read(eager));
      }
      const g = (f: (a: tt.NDArray) => tt.NDArray, x: tt.NDArray) => code(() => tt.jit(f)(x));
      expect(g((a) => np.var(np.exp(a), { axis: 2 }), m)).toBe('OP_AXIS_OUT_OF_RANGE');
      expect(g((a) => np.argmax(np.exp(a), { axis: -3 }), m)).toBe('OP_AXIS_OUT_OF_RANGE');
      expect(g((a) => np.all(np.exp(a), { axis: [0, 0] }), m)).toBe('OP_BAD_ARGUMENT');
      expect(g((a) => np.argmin(np.exp(a), { axis: [0] as unknown as number }), m)).toBe('OP_BAD_ARGUMENT');
      expect(g((a) => np.max(np.exp(a), { axis: 0 }), empty)).toBe('OP_EMPTY_ARRAY');
      expect(g((a) => np.argmin(np.exp(a)), empty)).toBe('OP_EMPTY_ARRAY');
    });
  },
);
