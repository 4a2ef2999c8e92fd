/**
 * tt.jit on every available device: fused results equal the eager chain's bit for bit, an
 * elementwise chain is one launch (tt.stats), a chain feeding a reduction runs inside the
 * reduction's first pass (test/np/jit-reduce.test.ts), traces are cached per signature, and traced functions that read array
 * values or return non-arrays get JIT_* codes.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable } from '../ops/devices.js';

const { np } = tt;
reportUnavailable();
// np has no 64-bit integers: its results read as number arrays
const read = async (x: tt.NDArray) => Array.from((await x.read()) as ArrayLike<number>);

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as tt.TuttiError).code;
  }
  return 'none';
}

describe.each(available.map((d) => ({ id: d.id, device: d })))('tt.jit on $id', ({ device }) => {
  const noF64 = !device.caps.f64; // webgpu; cuda has f64
  const lin = (n: number, scale: number, dtype: tt.DType = tt.f32) =>
    np.astype(np.multiply(np.arange(n, undefined, 1, tt.f32, { device }), scale), dtype);

  it('fuses an elementwise chain into one launch, equal to the eager chain', async () => {
    const f = (a: tt.NDArray, b: tt.NDArray, c: tt.NDArray) => np.add(np.multiply(a, np.exp(b)), np.sqrt(c));
    const g = tt.jit(f);
    const [a, b, c] = [lin(1000, 0.01), lin(1000, -0.003), lin(1000, 0.5)];
    const eager = await read(f(a, b, c));
    await Promise.all([a.read(), b.read(), c.read()]);
    tt.resetStats();
    const r = g(a, b, c);
    expect(await read(r)).toEqual(eager);
    expect(tt.stats().launches).toBe(1);
    tt.resetStats();
    const eager2 = f(a, b, c);
    await eager2.read();
    expect(tt.stats().launches).toBe(4);
    // awaited: a launch left running would be counted by the next test's launch count
    await g(b, a, c).read();
    expect(g.traces).toBe(1);
    await g(lin(10, 1), lin(10, 2), lin(10, 3)).read();
    expect(g.traces).toBe(2);
  });

  it('keeps eager semantics through intermediates: broadcasting, small ints, bools, scalars, where', async () => {
    const f = (x: tt.NDArray, y: tt.NDArray, k: number) => {
      const s = np.add(x, y); // i8 + i8 wraps in i8
      const m = np.greater(s, k);
      return np.where(m, np.multiply(s, 2), np.negative(np.abs(s)));
    };
    const x = np.reshape(np.astype(np.arange(24, undefined, 1, tt.f32, { device }), tt.i8), [2, 3, 4]);
    const y = np.astype(np.asarray([[120], [3], [-7]], { device }), tt.i8);
    const z0 = np.asarray(7, { device, dtype: tt.i8 });
    for (const args of [
      [x, y, 5],
      [x, z0, -1],
      [np.zeros([0, 4], { device, dtype: tt.i8 }), y.slice('0:1'), 0],
    ] as const) {
      const eager = f(args[0], args[1], args[2]);
      const fused = tt.jit(f)(args[0], args[1], args[2]);
      expect([fused.shape, fused.dtype]).toEqual([eager.shape, eager.dtype]);
      expect(await read(fused)).toEqual(await read(eager));
    }
    const zeroD = tt.jit((p: tt.NDArray, q: tt.NDArray) => np.add(np.multiply(p, q), 1));
    const p0 = np.asarray(3, { device, dtype: tt.f32 });
    expect((await read(zeroD(p0, p0))).concat(await read(zeroD(p0, lin(3, 1))))).toEqual([10, 1, 4, 7]);
    const z = zeroD(p0, p0);
    expect(z.shape).toEqual([]);
    await z.read(); // not left running into the next test's launch count
    const b = tt.jit((p: tt.NDArray) => np.logical_and(np.less(p, 3), np.greater(p, 0)));
    const bp = b(np.asarray([0, 1, 2, 3], { device }));
    expect(await np.item(np.slice(bp, [1]))).toBe(true);
    expect(await read(bp)).toEqual([0, 1, 1, 0]);
  });

  it('fuses a chain feeding a reduction into the reduction, and uses its result', async () => {
    const x = lin(4096, 0.001);
    await x.read();
    const centered = tt.jit((v: tt.NDArray) => np.subtract(v, np.mean(v)));
    const eager = np.subtract(x, np.mean(x));
    expect(await read(centered(x))).toEqual(await read(eager));
    const norm = tt.jit((v: tt.NDArray) => np.sqrt(np.sum(np.multiply(v, v))));
    tt.resetStats();
    const eagerSq = np.multiply(x, x);
    await np.sum(eagerSq).read();
    const reduceLaunches = tt.stats().launches - 1;
    tt.resetStats();
    const r = norm(x);
    const got = await r.item();
    // the chain runs inside the sum's first pass (jit-reduce.ts) and sqrt inside its last
    // (jit-epilogue.ts): the sum's own passes (as many as eager np.sum's) — no multiply or sqrt launch
    expect(tt.stats().launches).toBe(reduceLaunches);
    expect(got).toBe(await np.sqrt(np.sum(np.multiply(x, x))).item());
    // np.mean is traced as a sum (fused with its chain) and one division (in the sum's last pass):
    // eager's bits, two launches fewer
    const meanSq = tt.jit((v: tt.NDArray) => np.mean(np.multiply(v, v)));
    tt.resetStats();
    const eagerMean = await np.mean(np.multiply(x, x)).item();
    const eagerMeanLaunches = tt.stats().launches;
    tt.resetStats();
    expect(await meanSq(x).item()).toBe(eagerMean);
    expect(tt.stats().launches).toBe(eagerMeanLaunches - 2);
    const rows = tt.jit((m: tt.NDArray) => np.max(np.abs(m), { axis: 1, keepdims: true }));
    const m = np.reshape(lin(12, -1), [3, 4]);
    expect(await read(rows(m))).toEqual([3, 7, 11]);
    const two = tt.jit((p: tt.NDArray) => [np.add(p, 1), np.sum(p)]);
    const [p1, p2] = two(lin(4, 1));
    expect([await read(p1 as tt.NDArray), await (p2 as tt.NDArray).item()]).toEqual([[1, 2, 3, 4], 6]);
  });

  it('refuses value branches, non-array results and untraceable calls with JIT_* codes', async () => {
    const x = lin(8, 1);
    // awaited: with a cold cache its launches wait for their compiles, and would start (and be
    // counted) during the next device's first test
    await x.read();
    expect(
      code(() => tt.jit((v: tt.NDArray) => (v > (0 as unknown as tt.NDArray) ? v : np.negative(v)))(x)),
    ).toBe('JIT_VALUE_BRANCH');
    expect(
      code(() =>
        tt.jit((v: tt.NDArray) => {
          void v.read();
          return v;
        })(x),
      ),
    ).toBe('JIT_VALUE_BRANCH');
    expect(
      code(() =>
        tt.jit((v: tt.NDArray) => {
          void v.item();
          return v;
        })(x),
      ),
    ).toBe('JIT_VALUE_BRANCH');
    expect(code(() => tt.jit((_v: tt.NDArray) => 3 as unknown as tt.NDArray)(x))).toBe('JIT_BAD_RESULT');
    // one level of nesting ([value, [grads…]]) is a result; two are not
    expect(code(() => tt.jit((v: tt.NDArray) => [v, [[v]]] as unknown as tt.NDArray)(x))).toBe(
      'JIT_BAD_RESULT',
    );
    // tt.cumsum (the kernel-level scan, not np.cumsum) is not traced
    expect(code(() => tt.jit((v: tt.NDArray) => tt.cumsum(v as tt.NDArray<'f32'>))(x))).toBe(
      'JIT_UNSUPPORTED',
    );
    expect(code(() => tt.jit((v: tt.NDArray) => v)('x' as unknown as tt.NDArray))).toBe('OP_BAD_ARGUMENT');
    let kept: tt.NDArray | undefined;
    tt.jit((v: tt.NDArray) => {
      kept = v;
      return v;
    })(x);
    expect(code(() => np.add(kept as tt.NDArray, 1))).toBe('JIT_UNSUPPORTED');
    if (noF64)
      expect(code(() => tt.jit((v: tt.NDArray) => np.divide(np.astype(v, tt.i32), 2))(x))).toBe(
        'OP_BAD_DTYPE',
      );
  });
});
