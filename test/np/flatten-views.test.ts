/**
 * Flattened scans and sorts (axis null / omitted) of views, and disposing an array right after an
 * op that reads it through a view: np.sort/argsort/cumsum/cumprod of a transposed, sliced or
 * flipped array flatten it in row-major order (a copy: its memory is not that order), and a bit
 * view of a reshape (the sort's key transform) keeps the root's memory alive until it is read.
 * Both gave silent wrong answers before (zeros / NaN on webgpu after dispose).
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable } from '../ops/devices.js';

const { np } = tt;
reportUnavailable();
const read = async (x: tt.NDArray) => Array.from((await x.read()) as ArrayLike<number>);
const DATA = Array.from({ length: 24 }, (_, k) => Math.round(Math.sin(k * 7.1) * 50));

/** Row-major elements of the [4, 6] array's transposed [6, 4] view. */
const transposed = Array.from({ length: 24 }, (_, k) => DATA[(k % 4) * 6 + Math.floor(k / 4)] ?? 0);
const ascending = (v: number[]) => v.slice().sort((a, b) => a - b);
const order = (v: number[]) => v.map((_, i) => i).sort((a, b) => (v[a] ?? 0) - (v[b] ?? 0) || a - b);
const running = (v: number[]) => v.map((_, i) => v.slice(0, i + 1).reduce((a, b) => a + b, 0));

describe.each(available)('flattened views on %s', (device) => {
  const make = () => np.asarray(Float32Array.from(DATA), { device }).reshape([4, 6]);

  it('sorts, argsorts and scans a transposed view in its row-major order', async () => {
    const x = make();
    expect(await read(np.sort(x.T, { axis: null }))).toEqual(ascending(transposed));
    expect(await read(np.argsort(x.T, { axis: null }))).toEqual(order(transposed));
    expect(await read(np.cumsum(x.T))).toEqual(running(transposed));
  });

  it('flattens sliced and flipped views', async () => {
    const x = make();
    const rows = DATA.slice(6, 18).reverse(); // x[1:3] flipped along both axes
    const v = np.flip(np.slice(x, '1:3'));
    expect(await read(np.sort(v, { axis: null }))).toEqual(ascending(rows));
    expect(await read(np.cumsum(v))).toEqual(running(rows));
  });

  it.each([
    ['sort', (y: tt.NDArray) => np.sort(np.reshape(y, [24])), ascending],
    ['argsort', (y: tt.NDArray) => np.argsort(y, { axis: null }), order],
    ['cumsum', (y: tt.NDArray) => np.cumsum(y), running],
  ] as const)('keeps the memory of an array disposed right after %s reads it', async (_, op, ref) => {
    const y = np.add(make(), 1);
    const out = op(y);
    y.dispose();
    expect(await read(out)).toEqual(ref(DATA.map((v) => v + 1)));
  });
});
