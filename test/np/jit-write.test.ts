/**
 * tt.jit traces np.concatenate, np.stack and np.set (issue 30): each input (or value) is one write
 * kernel with its elementwise chain fused in, so a traced function costs one launch per written
 * piece plus what its data dependencies force; the results (and, for np.set, the arrays written in
 * place) equal eager's bit for bit on every available device, against plain-JS references too.
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

describe.each(available.map((d) => ({ id: d.id, device: d })))('tt.jit writes on $id', ({ device }) => {
  const noF64 = !device.caps.f64; // webgpu; cuda has f64
  const grid = (r: number, c: number, scale = 1, offset = 0) =>
    np.reshape(np.add(np.multiply(np.arange(r * c, undefined, 1, tt.f32, { device }), scale), offset), [
      r,
      c,
    ]);

  /** Eager and jit results (bits, shape, dtype) and the jit's launches once traced. */
  async function same(
    what: string,
    f: (...a: tt.NDArray[]) => tt.NDArray,
    args: tt.NDArray[],
    launches: number,
  ) {
    const eager = f(...args);
    const want = await read(eager);
    const g = tt.jit(f);
    await g(...args).read();
    tt.resetStats();
    const got = g(...args);
    expect(got.shape, what).toEqual(eager.shape);
    expect(got.dtype, what).toBe(eager.dtype);
    expect(await read(got), what).toEqual(want);
    expect(tt.stats().launches, what).toBe(launches);
  }

  it('concatenate and stack: one launch per input, chains fused in, equal to eager', async () => {
    const a = grid(3, 4, 0.5, -1);
    const b = grid(2, 4, -0.25, 3);
    const c = grid(3, 2, 2);
    await Promise.all([a.read(), b.read(), c.read()]);
    await same('axis 0', (x, y) => np.concatenate([np.exp(x), np.multiply(y, 2)]), [a, b], 2);
    await same(
      'axis -1',
      (x, y) => np.concatenate([np.sin(x), y, np.add(y, x.slice(':, 0:2'))], { axis: -1 }),
      [a, c],
      3,
    );
    await same('stack axis 0', (x, y) => np.stack([np.exp(x), x, np.negative(y)]), [a, grid(3, 4)], 3);
    await same(
      'stack axis -1',
      (x, y) => np.stack([np.sqrt(np.abs(x)), y], { axis: -1 }),
      [a, grid(3, 4, -1)],
      2,
    );
    await same(
      'stack axis 1 of views of views',
      (x) => np.stack([x.T.slice('::-1'), np.exp(x.T)], { axis: 1 }),
      [a],
      2,
    );
    // promotion: i16 and f32 give f32; a bool piece; an empty piece writes nothing
    const i16 = np.astype(grid(1, 4, 300), tt.i16);
    await same('promoted', (x, y) => np.concatenate([np.multiply(y, 200), np.exp(x)]), [a, i16], 2);
    await same('bool', (x) => np.concatenate([np.greater(x, 1), np.less(x, 0)], { axis: 1 }), [a], 2);
    await same('empty piece', (x, y) => np.concatenate([np.exp(x), y]), [a, np.zeros([0, 4], { device })], 1);
    // a reduction of the result reads the written array (the sum's own launches)
    await same('then sum', (x, y) => np.sum(np.concatenate([np.exp(x), y]), { axis: 1 }), [a, b], 3);
    // 0-d pieces (reductions) stacked into a vector: each reduction, then one write each
    await same(
      'stack of 0-d',
      (x) => np.stack([np.sum(np.exp(x)), np.max(x), np.astype(np.argmin(x), tt.f32)]),
      [a],
      6,
    );
    // a captured array is read as an input
    const cap = grid(1, 4, 7);
    await same('captured', (x) => np.concatenate([x, cap]), [a], 2);
    const js = await read(
      tt.jit((x: tt.NDArray, y: tt.NDArray) => np.concatenate([x, np.add(y, 1)], { axis: 1 }))(a, c),
    );
    const ref: number[] = [];
    for (let r = 0; r < 3; r++) {
      for (let k = 0; k < 4; k++) ref.push(0.5 * (r * 4 + k) - 1);
      for (let k = 0; k < 2; k++) ref.push(2 * (r * 2 + k) + 1);
    }
    expect(js).toEqual(ref);
  });

  it('np.set writes in place like eager, with the value’s chain fused into the write', async () => {
    // into an intermediate: exp (1 launch), then the write with sqrt fused (1): eager has 3
    await same(
      'intermediate',
      (x) => {
        const y = np.exp(x);
        np.set(y, '0', np.sqrt(x.slice('1')));
        return np.multiply(y, 2);
      },
      [grid(3, 4, 0.1)],
      3,
    );
    // a value read before the write is computed before it (eager copies an overlapping value)
    await same(
      'overlap shift',
      (x) => np.set(np.add(x, 0), '1:', np.add(x, 0).slice(':-1')),
      [grid(4, 3)],
      3,
    );
    await same(
      'read before write',
      (x) => {
        const y = np.exp(x);
        const before = np.add(y, 1);
        np.set(y, ':, 0', 100);
        return np.subtract(before, y);
      },
      [grid(2, 3, 0.3)],
      4, // exp, the add (before the write), the write, the subtract: as eager
    );
    await same(
      'through a view',
      (x) => {
        const y = np.multiply(x, 1);
        np.set(y.T, '0', 5);
        np.set(y, '-1, ::2', np.negative(x.slice('0, ::2')));
        return y;
      },
      [grid(3, 4)],
      3,
    );
    await same('bool scalar', (x) => np.set(np.greater(x, 3), '1', true), [grid(2, 3)], 2);
    await same('0-d region', (x) => np.set(np.exp(x), '1, 2', np.sum(x)), [grid(2, 3)], 3);
    // into an argument: the caller's array is written, as eager writes it
    const f = (x: tt.NDArray, v: tt.NDArray) => np.set(x, ':, 1', np.multiply(v, 2));
    const [x1, x2, v] = [grid(3, 2), grid(3, 2), grid(1, 3, -1)];
    f(x1, v.reshape([3]));
    const r = tt.jit(f)(x2, v.reshape([3]));
    expect(r).toBe(x2);
    expect(await read(x2)).toEqual(await read(x1));
    expect(await read(x2)).toEqual([0, 0, 2, -2, 4, -4]);
  });

  it('refuses what eager refuses, with the same codes, at trace time', () => {
    const a = grid(2, 3);
    const t = (f: (x: tt.NDArray) => unknown) => code(() => tt.jit(f as (x: tt.NDArray) => tt.NDArray)(a));
    expect(t((x) => np.concatenate([x, np.exp(x).T]))).toBe('OP_SHAPE_MISMATCH');
    try {
      tt.jit((x: tt.NDArray) => np.concatenate([x, np.exp(x).T]))(a);
    } catch (e) {
      expect(String(e)).toContain('[2, 3] and [3, 2]');
    }
    expect(t((x) => np.concatenate([x, x], { axis: 2 }))).toBe('OP_AXIS_OUT_OF_RANGE');
    expect(t((x) => np.stack([x, x.T]))).toBe('OP_SHAPE_MISMATCH');
    expect(t((x) => np.stack([x, x], { axis: -4 }))).toBe('OP_AXIS_OUT_OF_RANGE');
    expect(t((x) => np.concatenate([np.sum(x), np.sum(x)]))).toBe('OP_BAD_ARGUMENT'); // 0-d: use stack
    expect(t((x) => np.set(np.exp(x), '0', np.ones([2], { device })))).toBe('OP_SHAPE_MISMATCH');
    expect(t((x) => np.set(np.exp(x), '2', 1))).toBe('OP_INDEX_OUT_OF_RANGE');
    expect(t((x) => np.set(np.broadcast_to(np.exp(x).slice('0:1'), [4, 3]), '0', 1))).toBe('OP_BAD_ARGUMENT');
    if (noF64) expect(t((x) => np.concatenate([np.astype(x, tt.i32), x]))).toBe('OP_BAD_DTYPE');
  });
});
