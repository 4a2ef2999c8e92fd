/**
 * tt.jit traces np.matmul, np.dot, np.outer, np.cumsum, np.cumprod, np.sort, np.argsort and
 * np.copy (src/np/jit-ops.ts): each runs its eager kernels as a node of the traced graph, the
 * chains feeding it materialised once by one fused kernel (the conversions eager launches apart
 * fused into them), the chains reading its result fused as usual — fewer launches than eager
 * (tt.stats), the same bits, on every available device; errors are eager's, at trace time.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable } from '../ops/devices.js';

const { np } = tt;
reportUnavailable();
const read = async (x: tt.NDArray) => Array.from((await x.read()) as ArrayLike<number>);

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as tt.TuttiError).code;
  }
  return 'none';
}

type Fn = (...xs: tt.NDArray[]) => tt.NDArray;

/** The values and launches of f(...xs) run eagerly and under tt.jit (traced before counting). */
async function both(f: Fn, xs: tt.NDArray[]) {
  await Promise.all(xs.map((x) => x.read()));
  const g = tt.jit(f);
  await g(...xs).read(); // the trace (and its compiles) before counting
  tt.resetStats();
  const e = f(...xs);
  const eager = await read(e);
  const eagerLaunches = tt.stats().launches;
  tt.resetStats();
  const j = g(...xs);
  const jit = await read(j);
  const jitLaunches = tt.stats().launches;
  expect(j.shape).toEqual(e.shape);
  expect(j.dtype).toBe(e.dtype);
  return { eager, jit, eagerLaunches, jitLaunches };
}

describe.each(available.map((d) => ({ id: d.id, device: d })))(
  'tt.jit of array operations on $id',
  ({ device }) => {
    const gpu = device.kind === 'gpu';
    const lin = (shape: number[], scale: number, offset = 0, dtype: tt.DType = tt.f32) => {
      const n = shape.reduce((a, b) => a * b, 1);
      const x = np.add(np.multiply(np.arange(n, undefined, 1, tt.f32, { device }), scale), offset);
      return np.reshape(np.astype(np.sin(x), dtype), shape);
    };

    it('matmul: the operand chains materialised once, the consuming chain fused (2 launches fewer)', async () => {
      const f: Fn = (a, w, b) => np.maximum(np.add(np.matmul(np.multiply(np.exp(a), 2), w), b), 0);
      const [a, w, b] = [lin([5, 7], 0.3), lin([7, 6], -0.2, 1), lin([6], 0.5)];
      const r = await both(f, [a, w, b]);
      expect(r.jit).toEqual(r.eager);
      // eager: exp, multiply, the product, add, maximum; jit: one operand kernel, the product, one chain
      expect(r.jitLaunches).toBe(r.eagerLaunches - 2);
      // a batch of products, and a 1-D operand
      const g: Fn = (x, v) => np.tanh(np.matmul(np.square(x), np.sqrt(np.abs(v))));
      const s = await both(g, [lin([3, 4, 5], 0.1), lin([5], 0.7)]);
      expect(s.jit).toEqual(s.eager);
      expect(s.jitLaunches).toBe(s.eagerLaunches - 1); // abs and sqrt: one kernel
    });

    it('matmul of integers: eager’s conversions to the product type fuse into the operand chains', async () => {
      // i8 · u8 promotes to i16: eager converts both operands in launches of their own
      const f: Fn = (a, b) => np.matmul(np.add(a, 3), np.multiply(b, 2));
      const a = lin([4, 6], 100, 0, tt.i8);
      const b = lin([6, 3], 100, 1, tt.u8);
      const r = await both(f, [a, b]);
      expect(r.jit).toEqual(r.eager);
      expect(r.jitLaunches).toBe(r.eagerLaunches - 2);
    });

    it('dot with an N-D second operand, and outer as one fused launch', async () => {
      const f: Fn = (a, b) => np.negative(np.abs(np.dot(np.exp(a), np.multiply(b, 0.5))));
      const r = await both(f, [lin([2, 3], 0.4), lin([4, 3, 5], 0.3, 2)]);
      expect(r.jit).toEqual(r.eager);
      expect(r.jitLaunches).toBe(r.eagerLaunches - 1);
      const o: Fn = (a, b) => np.outer(np.exp(a), np.sin(b));
      const s = await both(o, [lin([5], 0.3), lin([4], 0.2)]);
      expect(s.jit).toEqual(s.eager);
      // the column is a view of exp(a)'s array; sin(b) fuses into the product
      expect([s.eagerLaunches, s.jitLaunches]).toEqual([3, 2]);
      const t = await both(o, [lin([5], 0.3), lin([2, 3], 0.2)]);
      expect(t.jit).toEqual(t.eager);
    });

    it('cumsum and cumprod: input and output chains fused, cumprod’s widening fused into its input', async () => {
      const f: Fn = (x) => np.sqrt(np.abs(np.cumsum(np.add(np.multiply(x, 3), 1), { axis: 1 })));
      const r = await both(f, [lin([4, 300], 0.01)]);
      expect(r.jit).toEqual(r.eager);
      expect(r.jitLaunches).toBe(r.eagerLaunches - 2);
      // i8 products accumulate in i32: eager converts in a launch of its own
      const g: Fn = (x) => np.cumprod(np.add(x, 1));
      const s = await both(g, [lin([40], 2, 0, tt.i8)]);
      expect(s.jit).toEqual(s.eager);
      expect(s.jitLaunches).toBe(s.eagerLaunches - 1);
      const h: Fn = (x) => np.cumsum(np.greater(x, 0)); // bools counted in 32 bits, flattened
      const t = await both(h, [lin([3, 50], 0.3)]);
      expect(t.jit).toEqual(t.eager);
    });

    it('sort and argsort: key conversions fused on both sides, stable and equal to eager', async () => {
      const f: Fn = (x) => np.multiply(np.sort(np.add(x, 1)), 2); // i8: sorted as i32 keys
      const x = lin([6, 50], 60, 0, tt.i8);
      const r = await both(f, [x]);
      expect(r.jit).toEqual(r.eager);
      // eager: add, to i32, the sort, back to i8, multiply; jit: one, the sort, one
      expect(r.jitLaunches).toBe(r.eagerLaunches - 2);
      const g: Fn = (v) => np.argsort(np.abs(v), { axis: 0 });
      const s = await both(g, [lin([40, 3], 0.9)]);
      expect(s.jit).toEqual(s.eager);
      const h: Fn = (v) => np.sort(np.negative(v), { axis: null });
      const t = await both(h, [lin([5, 8], 0.5)]);
      expect(t.jit).toEqual(t.eager);
    });

    it('np.copy is one fused launch where a result needs an array, nothing inside a chain', async () => {
      const r = await both((x) => np.copy(np.exp(x)), [lin([100], 0.1)]);
      expect(r.jit).toEqual(r.eager);
      expect([r.eagerLaunches, r.jitLaunches]).toEqual([2, 1]);
      const s = await both((x) => np.add(np.copy(x), 1), [lin([100], 0.1)]);
      expect(s.jit).toEqual(s.eager);
      expect(s.jitLaunches).toBe(1);
    });

    it('runs an elementwise call on captured arrays alone once, at trace time (a constant, as jax’s)', async () => {
      const w = np.asarray([0.5, -1, 2], { device, dtype: tt.f32 });
      const x = np.asarray([1, 2, 3], { device, dtype: tt.f32 });
      await Promise.all([w.read(), x.read()]);
      // np.exp(w) reads no argument: it runs eagerly while tracing, its array captured as a constant;
      // np.multiply(x, w) reads w itself, at every call
      const g = tt.jit((v: tt.NDArray) => np.add(np.multiply(v, w), np.exp(w)));
      const expW = await read(np.exp(w));
      tt.resetStats();
      await g(x).read();
      expect(tt.stats().launches).toBe(2); // exp(w) while tracing, then the fused chain
      tt.resetStats();
      const before = await read(g(x));
      expect(tt.stats().launches).toBe(1); // traced: the constant is reused
      expect(before).toEqual(
        await read(np.add(np.multiply(x, w), np.asarray(expW, { device, dtype: tt.f32 }))),
      );
      np.set(w, ':', 1); // w changes: the multiply sees it, the constant exp(w) does not
      const after = await read(g(x));
      const want = np.add(np.multiply(x, w), np.asarray(expW, { device, dtype: tt.f32 }));
      expect(after).toEqual(await read(want));
      expect(after).not.toEqual(await read(np.add(np.multiply(x, w), np.exp(w))));
    });

    it('refuses at trace time what eager refuses, with eager’s codes', async () => {
      const m = lin([3, 4], 0.1);
      await m.read(); // no launch left running into the next test's counts
      expect(code(() => tt.jit((x: tt.NDArray) => np.matmul(x, x))(m))).toBe('OP_SHAPE_MISMATCH');
      expect(code(() => tt.jit((x: tt.NDArray) => np.matmul(np.sum(x), x))(m))).toBe('OP_BAD_ARGUMENT');
      expect(code(() => tt.jit((x: tt.NDArray) => np.cumsum(x, { axis: 2 }))(m))).toBe(
        'OP_AXIS_OUT_OF_RANGE',
      );
      expect(code(() => tt.jit((x: tt.NDArray) => np.sort(x, { axis: -3 }))(m))).toBe('OP_AXIS_OUT_OF_RANGE');
      expect(code(() => tt.jit((x: tt.NDArray) => np.cumprod(x, { axes: 0 } as never))(m))).toBe(
        'OP_BAD_ARGUMENT',
      );
      if (gpu) {
        const k = lin([3, 4], 0.1, 0, tt.i32);
        await k.read();
        // i32 · f32 promotes to f64, which this device lacks
        expect(
          code(() => tt.jit((x: tt.NDArray, y: tt.NDArray) => np.matmul(x, y))(k, np.transpose(m))),
        ).toBe(code(() => np.matmul(k, np.transpose(m))));
      }
    });
  },
);
