/**
 * tt.jit runs a chain that reads nothing but one reduction's result — np.mean's division, np.var's,
 * np.std's sqrt, any chain of the user's — inside that reduction's last pass (src/np/jit-epilogue.ts,
 * jit-reduce-last.ts): no launch of its own, eager's bits, on every available device, with one
 * pass, several, and more than two (the eager passes in between), along contiguous or strided lines.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { fusedKernelsMade } from '../../src/np/jit-kernel.js';
import { fusedReduceKernelsMade } from '../../src/np/jit-reduce.js';
import { lastPassKernelsMade } from '../../src/np/jit-reduce-last.js';
import { available, reportUnavailable } from '../ops/devices.js';

const { np } = tt;
reportUnavailable();
const read = async (x: tt.NDArray) => Array.from((await x.read()) as ArrayLike<number>);

/** Launches of a blocked reduction of lines of `len` elements with blocks of B. */
function passes(len: number, B: number): number {
  let count = 1;
  for (let n = Math.ceil(len / B); n > 1; n = Math.ceil(n / B)) count++;
  return count;
}

type F = (x: tt.NDArray) => tt.NDArray | tt.NDArray[];

/** f(x) eager and under tt.jit: equal bits, and the jit's launches (traced before counting). */
async function jitLaunches(f: F, x: tt.NDArray): Promise<number> {
  await x.read();
  const want = [f(x)].flat();
  const wanted = await Promise.all(want.map(read));
  const g = tt.jit(f);
  await Promise.all([g(x)].flat().map((r) => r.read()));
  tt.resetStats();
  const got = [g(x)].flat();
  const values = await Promise.all(got.map(read));
  const launches = tt.stats().launches;
  expect(values).toEqual(wanted);
  expect(got.map((r) => [r.dtype, r.shape])).toEqual(want.map((r) => [r.dtype, r.shape]));
  return launches;
}

describe.each(available.map((d) => ({ id: d.id, device: d })))('tt.jit epilogues on $id', ({ device }) => {
  const B = device.kind === 'gpu' ? 256 : 1024;
  const lin = (n: number, scale: number, offset = 0, dtype: tt.DType = tt.f32) =>
    np.astype(
      np.sin(np.add(np.multiply(np.arange(n, undefined, 1, tt.f32, { device }), scale), offset)),
      dtype,
    );

  it('np.mean is its sum’s launches alone, of an argument or a chain, with 1, 2 and 3 passes', async () => {
    for (const n of [1, 7, 1000, 5000, 70_000]) {
      const x = lin(n, 0.37, -3);
      expect(await jitLaunches((v) => np.mean(v), x)).toBe(passes(n, B));
      expect(await jitLaunches((v) => np.mean(np.exp(v)), x)).toBe(passes(n, B));
    }
  });

  it('np.var and np.std: two sums and no division launch; along strided lines too', async () => {
    const x = np.reshape(lin(3000 * 3, 0.013, -4), [3000, 3]);
    for (const axis of [0, 1]) {
      const len = axis === 0 ? 3000 : 3;
      expect(await jitLaunches((v) => np.var(v, { axis }), x)).toBe(2 * passes(len, B));
      // the chain both sums read: one kernel of its own
      expect(await jitLaunches((v) => np.std(np.multiply(v, 3), { axis, ddof: 1 }), x)).toBe(
        2 * passes(len, B) + 1,
      );
      expect(await jitLaunches((v) => np.mean(v, { axis, keepdims: true }), x)).toBe(passes(len, B));
    }
    expect(await jitLaunches((v) => np.std(v), x)).toBe(2 * passes(9000, B));
    // 8-bit integers: the mean in f32 (the conversion fused into the sum)
    const small = np.astype(np.multiply(lin(5000, 0.1), 100), tt.i8);
    expect(await jitLaunches((v) => np.mean(v), small)).toBe(passes(5000, B));
  });

  it('folds any chain of one fold’s result (max, prod, all) and keeps the result when another reads it', async () => {
    const x = lin(5000, 0.01, 1);
    expect(await jitLaunches((v) => np.sqrt(np.abs(np.max(v))), x)).toBe(passes(5000, B));
    expect(await jitLaunches((v) => np.logical_not(np.all(np.greater(v, -2))), x)).toBe(passes(5000, B));
    expect(await jitLaunches((v) => np.multiply(np.prod(np.add(v, 1), { keepdims: true }), 2), x)).toBe(
      passes(5000, B),
    );
    // two sums (two nodes): the second's division in its last pass
    expect(await jitLaunches((v) => [np.sum(v), np.divide(np.sum(v), 3)], x)).toBe(2 * passes(5000, B));
    // one sum, a result too: it is kept, and its division is a kernel of its own
    const s = (v: tt.NDArray) => {
      const total = np.sum(v);
      return [total, np.divide(total, 3)];
    };
    expect(await jitLaunches(s, x)).toBe(passes(5000, B) + 1);
    // the mean is a result and read by a chain of another shape: written once by the sum's last pass
    const centered = (v: tt.NDArray) => {
      const m = np.mean(v);
      return [m, np.subtract(v, m)];
    };
    expect(await jitLaunches(centered, x)).toBe(passes(5000, B) + 1);
    // a mean of means: the inner division in the inner sum's last pass, the outer in the outer's
    const rows = np.reshape(x, [50, 100]);
    expect(await jitLaunches((v) => np.mean(np.mean(v, { axis: 1 })), rows)).toBe(2);
  });

  it('np.var evaluates its chain once, in a kernel of its own that both sums read', async () => {
    const x = np.reshape(lin(3000, 0.01, 2), [1000, 3]);
    for (const axis of [undefined, 0, 1]) {
      // acosh: a function no other test's chain has, to find the kernels that evaluate it
      const f = (v: tt.NDArray) => np.var(np.arccosh(np.add(v, 3)), axis === undefined ? {} : { axis });
      const len = axis === undefined ? 3000 : axis === 0 ? 1000 : 3;
      expect(await jitLaunches(f, x)).toBe(2 * passes(len, B) + 1);
    }
    const reads = (k: { ir: { body: unknown } }) => JSON.stringify(k.ir.body).includes('"acosh"');
    expect(fusedKernelsMade().filter(reads).length).toBe(1);
    expect([...fusedReduceKernelsMade(), ...lastPassKernelsMade()].filter(reads)).toEqual([]);
  });
});
