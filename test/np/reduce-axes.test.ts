/**
 * tt.np's reductions over one axis, several axes or none, with keepdims, on every available
 * device against a plain-JS reference: sum prod min max mean var std all any argmin argmax, their
 * dtypes, NumPy's empty identities and errors, 0-d and size-1 axes, and the launches they take.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable } from '../ops/devices.js';

const { np } = tt;
reportUnavailable();
// -0 and +0 compare equal (a product's sign of zero depends on the blocked order)
const read = async (x: tt.NDArray) => Array.from((await x.read()) as ArrayLike<number>, (v) => v + 0);

/** NumPy's reduction of `data` (row-major `shape`) over `axis`: the result's shape and values. */
function reference(
  data: readonly number[],
  shape: readonly number[],
  axis: number | number[] | undefined,
  keepdims: boolean,
  fold: (v: number[]) => number,
): { shape: number[]; values: number[] } {
  const rank = shape.length;
  const axes = new Set(
    (axis === undefined ? shape.map((_, k) => k) : typeof axis === 'number' ? [axis] : axis).map((a) =>
      a < 0 ? a + rank : a,
    ),
  );
  const outShape = keepdims
    ? shape.map((d, k) => (axes.has(k) ? 1 : d))
    : shape.filter((_, k) => !axes.has(k));
  const groups = new Map<number, number[]>();
  data.forEach((v, flat) => {
    let rest = flat;
    const coord = shape.map(() => 0);
    for (let k = rank - 1; k >= 0; k--) {
      const d = shape[k] ?? 1;
      coord[k] = rest % d;
      rest = Math.floor(rest / d);
    }
    let key = 0;
    for (let k = 0; k < rank; k++) if (!axes.has(k)) key = key * (shape[k] ?? 1) + (coord[k] ?? 0);
    groups.set(key, [...(groups.get(key) ?? []), v]);
  });
  const size = outShape.reduce((a, b) => a * b, 1);
  return { shape: outShape, values: Array.from({ length: size }, (_, k) => fold(groups.get(k) ?? []) + 0) };
}

const FOLDS = {
  sum: (v: number[]) => v.reduce((a, b) => a + b, 0),
  prod: (v: number[]) => v.reduce((a, b) => a * b, 1),
  min: (v: number[]) => Math.min(...v),
  max: (v: number[]) => Math.max(...v),
  all: (v: number[]) => (v.every((x) => x !== 0) ? 1 : 0),
  any: (v: number[]) => (v.some((x) => x !== 0) ? 1 : 0),
} as const;

const SHAPE = [2, 3, 4];
// Small integers: every sum and product is exact in f32 and i32, so results compare exactly.
const DATA = Array.from({ length: 24 }, (_, k) => [1, -1, 2, 0, 1, -2, 1][k % 7] ?? 0);
const AXES: (number | number[] | undefined)[] = [undefined, 0, 1, -1, [0, 2], [1, 2], [-1, 0, 1], [], [2, 0]];

describe.each(available.map((d) => ({ id: d.id, device: d })))(
  'tt.np reductions with axes on $id',
  ({ device }) => {
    it('sum prod min max all any over every axis choice, keepdims or not, f32 and i32', async () => {
      for (const dtype of ['f32', 'i32'] as const) {
        const x = np.reshape(np.asarray(DATA, { device, dtype }), SHAPE);
        // i32 on a subset: the plans are the f32 ones, only the kernels' dtype differs
        for (const axis of dtype === 'f32' ? AXES : [undefined, -1, [0, 2]])
          for (const keepdims of [false, true])
            for (const name of ['sum', 'prod', 'min', 'max', 'all', 'any'] as const) {
              const want = reference(DATA, SHAPE, axis, keepdims, FOLDS[name]);
              const r = np[name](x, { axis, keepdims });
              expect([name, axis, keepdims, r.shape]).toEqual([name, axis, keepdims, want.shape]);
              expect([name, axis, keepdims, await read(r)]).toEqual([name, axis, keepdims, want.values]);
            }
      }
    });

    it('result dtypes: sums widen small integers, min/max/all/any of bools are bools, 0-d full results', async () => {
      const x = np.asarray([[100, 100, -3]], { device, dtype: 'i8' });
      const s = np.sum(x, { axis: [0, 1] });
      expect([s.dtype, s.shape, await np.item(s)]).toEqual(['i32', [], 197]);
      const b = np.less(np.reshape(np.arange(6, undefined, 1, tt.f32, { device }), [2, 3]), 2);
      expect(await np.item(np.max(b))).toBe(true);
      expect(await read(np.min(b, { axis: 0 }))).toEqual([0, 0, 0]);
      expect(await np.item(np.all(b))).toBe(false);
      expect(await np.item(np.any(b, { axis: [0, -1] }))).toBe(true);
      expect(await read(np.any(b, { axis: 1, keepdims: true }))).toEqual([1, 0]);
      expect(await np.item(np.all(np.asarray([Number.NaN, 1], { device, dtype: tt.f32 })))).toBe(true);
      expect(np.sum(b).dtype).toBe('u32');
    });

    it('mean var std over several axes', async () => {
      const x = np.reshape(np.asarray(DATA, { device, dtype: tt.f32 }), SHAPE);
      for (const axis of [[0, 2], [1], undefined] as (number[] | undefined)[]) {
        const mean = reference(DATA, SHAPE, axis, true, (v) => v.reduce((a, b) => a + b) / v.length);
        const m = np.mean(x, { axis, keepdims: true });
        expect(m.shape).toEqual(mean.shape);
        const got = await read(m);
        for (const [k, g] of got.entries()) expect(g).toBeCloseTo(mean.values[k] ?? Number.NaN, 5);
        const variance = (v: number[]) => {
          const mu = v.reduce((a, b) => a + b) / v.length;
          return v.reduce((a, b) => a + (b - mu) ** 2, 0) / (v.length - 1);
        };
        const want = reference(DATA, SHAPE, axis, false, (v) => Math.sqrt(variance(v)));
        const sd = np.std(x, { axis, ddof: 1 });
        expect(sd.shape).toEqual(want.shape);
        for (const [k, g] of (await read(sd)).entries())
          expect(g).toBeCloseTo(want.values[k] ?? Number.NaN, 5);
      }
    });

    it('argmin / argmax: one axis or the flattened array, keepdims, first of ties', async () => {
      const x = np.reshape(np.asarray(DATA, { device, dtype: tt.f32 }), SHAPE);
      const first = (v: number[], best: number) => v.indexOf(best);
      for (const axis of [0, 1, -1]) {
        const want = reference(DATA, SHAPE, axis, true, (v) => first(v, Math.max(...v)));
        const r = np.argmax(x, { axis, keepdims: true });
        expect([r.dtype, r.shape, await read(r)]).toEqual(['i32', want.shape, want.values]);
        const wmin = reference(DATA, SHAPE, axis, false, (v) => first(v, Math.min(...v)));
        expect(await read(np.argmin(x, { axis }))).toEqual(wmin.values);
      }
      const flat = np.argmin(x, { keepdims: true });
      expect([flat.shape, await read(flat)]).toEqual([[1, 1, 1], [DATA.indexOf(-2)]]);
      expect(await np.item(np.argmax(np.asarray(7, { device })))).toBe(0);
      expect(() => np.argmax(x, { axis: [0, 1] } as never)).toThrow(
        expect.objectContaining({ code: 'OP_BAD_ARGUMENT' }),
      );
    });

    it("empty arrays (NumPy's identities), 0-d arrays and size-1 axes", async () => {
      const e = np.zeros([0, 3], { device });
      expect(await read(np.sum(e, { axis: 0 }))).toEqual([0, 0, 0]);
      expect(await read(np.prod(e, { axis: [0] }))).toEqual([1, 1, 1]);
      expect(await np.item(np.prod(e))).toBe(1);
      expect(np.max(e, { axis: 1 }).shape).toEqual([0]);
      expect(np.argmax(e, { axis: 1 }).shape).toEqual([0]);
      for (const f of [() => np.max(e, { axis: 0 }), () => np.min(e), () => np.argmin(e, { axis: 0 })])
        expect(f).toThrow(expect.objectContaining({ code: 'OP_EMPTY_ARRAY' }));
      expect(await np.item(np.all(e))).toBe(true);
      expect(await np.item(np.any(e))).toBe(false);
      expect(await read(np.all(e, { axis: 0 }))).toEqual([1, 1, 1]);
      expect(await np.mean(e, { axis: 0 }).read()).toSatisfy((v: Float32Array) => v.every(Number.isNaN));
      const s = np.asarray(5, { device, dtype: 'i16' });
      for (const axis of [undefined, []]) {
        const r = np.sum(s, { axis, keepdims: true });
        expect([r.shape, r.dtype, await np.item(r)]).toEqual([[], 'i32', 5]);
      }
      expect(() => np.sum(s, { axis: 0 })).toThrow(expect.objectContaining({ code: 'OP_AXIS_OUT_OF_RANGE' }));
      const one = np.reshape(np.asarray([1, 2, 3], { device, dtype: tt.f32 }), [1, 3, 1]);
      const r = np.sum(one, { axis: [0, 2], keepdims: true });
      expect([r.shape, await read(r)]).toEqual([
        [1, 3, 1],
        [1, 2, 3],
      ]);
      expect(await read(np.max(one, { axis: [] }))).toEqual([1, 2, 3]);
    });

    it('refuses repeated and out-of-range axes with codes', () => {
      const x = np.zeros([2, 3, 4], { device });
      expect(() => np.sum(x, { axis: [1, -2] })).toThrow(
        expect.objectContaining({ code: 'OP_BAD_ARGUMENT' }),
      );
      expect(() => np.all(x, { axis: [0, 3] })).toThrow(
        expect.objectContaining({ code: 'OP_AXIS_OUT_OF_RANGE' }),
      );
      expect(() => np.mean(x, { axis: -4 })).toThrow(
        expect.objectContaining({ code: 'OP_AXIS_OUT_OF_RANGE' }),
      );
      expect(() => np.any(x, { axes: 0 } as never)).toThrow(/did you mean 'axis'/);
    });

    it('adjacent axes are one pass over a view; methods call the functions', async () => {
      const x = np.reshape(np.asarray(DATA, { device, dtype: tt.f32 }), SHAPE);
      await np.sum(x).read();
      tt.resetStats();
      const r = np.sum(x, { axis: [1, 2] });
      expect(await read(r)).toEqual(reference(DATA, SHAPE, [1, 2], false, FOLDS.sum).values);
      expect(tt.stats().launches).toBe(1);
      tt.resetStats();
      await np.sum(x, { axis: [0, 2] }).read();
      expect(tt.stats().launches).toBe(2);
      expect(await read(x.sum({ axis: [0, 1] }))).toEqual(
        reference(DATA, SHAPE, [0, 1], false, FOLDS.sum).values,
      );
      expect(await np.item(x.all())).toBe(false);
      expect(await read(x.any({ axis: 0 }))).toEqual(reference(DATA, SHAPE, 0, false, FOLDS.any).values);
      expect(await np.item(x.argmax())).toBe(DATA.indexOf(2));
      expect(await np.item(x.prod({ axis: [0, 1, 2] }))).toBe(FOLDS.prod(DATA));
      expect(x.std({ axis: 0 }).shape).toEqual([3, 4]);
      expect(x.var({ keepdims: true }).shape).toEqual([1, 1, 1]);
      expect(x.argmin({ axis: 1 }).shape).toEqual([2, 4]);
    });
  },
);

describe('reductions over several axes under tt.grad and tt.jit (js)', () => {
  it('a sum or mean over separated axes has the gradient of the one-axis steps', async () => {
    const x = tt.array(DATA, { dtype: tt.f64, device: 'js', shape: SHAPE });
    const w = tt.array([1, -2, 3], { dtype: tt.f64, device: 'js' });
    // d/dx[i][j][k] of Σ_j w[j]·Σ_{i,k} x[i][j][k] is w[j]; of the mean over [0, 2] (8 each) w[j]/8
    const want = DATA.map((_, f) => [1, -2, 3][Math.floor(f / 4) % 3] ?? 0);
    // fused (the default) and the tape
    for (const fuse of [true, false]) {
      const gs = tt.grad((v) => np.sum(np.multiply(np.sum(v, { axis: [0, 2] }), w)), { fuse })(
        x,
      ) as tt.NDArray;
      expect(await read(gs)).toEqual(want);
      const gm = tt.grad(
        (v) => np.sum(np.multiply(np.mean(v, { axis: [-1, 0], keepdims: true }), np.reshape(w, [1, 3, 1]))),
        { fuse },
      )(x) as tt.NDArray;
      expect(await read(gm)).toEqual(want.map((v) => v / 8));
    }
  });

  it('jit traces one axis given as a list, and several', async () => {
    const x = np.reshape(np.asarray(DATA, { device: 'js', dtype: tt.f32 }), SHAPE);
    const f = tt.jit((v: tt.NDArray) => np.sum(np.multiply(v, 2), { axis: [-1] }));
    expect(await read(f(x))).toEqual(reference(DATA, SHAPE, 2, false, FOLDS.sum).values.map((v) => 2 * v));
    const g = tt.jit((v: tt.NDArray) => np.max(np.multiply(v, 2), { axis: [0, 1] }));
    const want = np.max(np.multiply(x, 2), { axis: [0, 1] });
    expect(await read(g(x))).toEqual(await read(want));
    expect(g(x).shape).toEqual(want.shape);
  });
});
