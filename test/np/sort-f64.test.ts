/**
 * np.sort / np.argsort of f64 arrays (issue 30) on every device with f64: a stable merge sort
 * (ops/sort-f64.ts) in sort.ts's order (-Infinity … -0, +0 … +Infinity, NaN last), flattened or
 * along any axis, against a plain-JS stable sort; devices without f64 refuse with OP_BAD_DTYPE.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable, rng } from '../ops/devices.js';

const { np } = tt;
reportUnavailable();
const read = async (x: tt.NDArray) => Array.from((await x.read()) as ArrayLike<number>);

/** sort.ts's order as a comparator: -0 before +0, NaN last. */
function order(a: number, b: number): number {
  const an = Number.isNaN(a);
  const bn = Number.isNaN(b);
  if (an || bn) return an === bn ? 0 : an ? 1 : -1;
  if (a !== b) return a < b ? -1 : 1;
  return Object.is(a, -0) === Object.is(b, -0) ? 0 : Object.is(a, -0) ? -1 : 1;
}
/** Stable argsort of `v` (Array.prototype.sort is stable). */
const argsortRef = (v: number[]) => v.map((_, i) => i).sort((i, j) => order(v[i] as number, v[j] as number));

/** Lines along `axis` of a row-major array: each line's flat positions. */
function linesOf(shape: number[], axis: number): number[][] {
  const strides = shape.map((_, d) => shape.slice(d + 1).reduce((p, q) => p * q, 1));
  const total = shape.reduce((p, q) => p * q, 1);
  const out: number[][] = [];
  for (let f = 0; f < total; f++) {
    if (Math.floor(f / (strides[axis] as number)) % (shape[axis] as number) !== 0) continue;
    out.push(Array.from({ length: shape[axis] as number }, (_, k) => f + k * (strides[axis] as number)));
  }
  return out;
}

describe.each(available.map((d) => ({ id: d.id, device: d })))('f64 sort on $id', ({ device }) => {
  if (!device.caps.f64) {
    it('refuses f64 sorting with OP_BAD_DTYPE', () => {
      expect(() => np.sort(np.zeros([3], { device, dtype: tt.f64 }))).toThrow(
        expect.objectContaining({ code: 'OP_BAD_DTYPE' }),
      );
    });
    return;
  }
  const r = rng(11);
  const special = [
    0,
    -0,
    Number.NaN,
    Infinity,
    -Infinity,
    1,
    1 + 2 ** -40,
    1 - 2 ** -45,
    1e-310,
    -1e300,
    5e-324,
  ];
  const data = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      i % 7 === 0
        ? (special[i % special.length] as number)
        : Math.round(r() * 40 - 20) / 4 + (r() < 0.2 ? 2 ** -33 : 0),
    );

  it('sorts flattened and along every axis, stably, as plain JS does', async () => {
    for (const n of [2, 3, 17, 1000, 4099]) {
      const v = data(n);
      const x = np.asarray(new Float64Array(v), { device });
      const idx = argsortRef(v);
      expect(await read(np.argsort(x)), `argsort ${n}`).toEqual(idx);
      const sorted = await read(np.sort(x));
      expect(
        sorted.map((e) => (Object.is(e, -0) ? '-0' : String(e))),
        `sort ${n}`,
      ).toEqual(idx.map((i) => (Object.is(v[i], -0) ? '-0' : String(v[i]))));
    }
    const shape = [3, 50, 4];
    const v = data(600);
    const x = np.reshape(np.asarray(new Float64Array(v), { device }), shape);
    for (const axis of [0, 1, 2, -1, -3]) {
      const a = (axis + 3) % 3;
      const want = new Array<number>(600);
      const wantIdx = new Array<number>(600);
      for (const line of linesOf(shape, a)) {
        const vals = line.map((f) => v[f] as number);
        argsortRef(vals).forEach((k, pos) => {
          want[line[pos] as number] = vals[k] as number;
          wantIdx[line[pos] as number] = k;
        });
      }
      expect(await read(np.argsort(x, { axis })), `axis ${axis}`).toEqual(wantIdx);
      expect((await read(np.sort(x, { axis }))).map(String), `axis ${axis}`).toEqual(want.map(String));
    }
    expect(await read(np.argsort(x, { axis: null }))).toEqual(argsortRef(v));
  });

  it('handles views of views, size-1 axes, empty and 0-d arrays', async () => {
    const v = data(60);
    const x = np.reshape(np.asarray(new Float64Array(v), { device }), [6, 10]);
    const view = np.slice(np.transpose(x), '::-2, 1:5'); // [5, 4]
    const vv: number[][] = [];
    for (let i = 9; i >= 0; i -= 2) vv.push([1, 2, 3, 4].map((j) => v[j * 10 + i] as number));
    expect(await read(np.argsort(view))).toEqual(vv.flatMap((row) => argsortRef(row)));
    expect(await read(np.argsort(np.reshape(x, [60, 1])))).toEqual(new Array(60).fill(0));
    expect((await read(np.sort(np.reshape(x, [1, 60]), { axis: 0 }))).map(String)).toEqual(v.map(String));
    expect(np.sort(np.zeros([0, 3], { device, dtype: tt.f64 })).shape).toEqual([0, 3]);
    expect(await read(np.sort(np.asarray(2.5, { device, dtype: tt.f64 }), { axis: null }))).toEqual([2.5]);
    expect(np.sort(x).dtype).toBe('f64');
    expect(() => np.sort(x, { axis: 2 })).toThrow(expect.objectContaining({ code: 'OP_AXIS_OUT_OF_RANGE' }));
  });
});
