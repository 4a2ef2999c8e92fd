/**
 * tt.np's creation, shape and reduction functions on every available device against plain-JS
 * references; option and argument errors with their codes.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable } from '../ops/devices.js';

const { np } = tt;
const f = Math.fround;
reportUnavailable();
const read = async (x: tt.NDArray) => Array.from((await x.read()) as ArrayLike<number>);

describe.each(available.map((d) => ({ id: d.id, device: d })))('tt.np arrays on $id', ({ device }) => {
  const gpu = device.kind === 'gpu';
  const noF64 = !device.caps.f64; // webgpu; cuda has f64

  it('creates: arange, linspace, zeros/ones/full (+ _like), eye, asarray', async () => {
    const r = np.arange(5, undefined, 1, undefined, { device });
    expect(r.dtype).toBe('i32');
    expect(r.device).toBe(device);
    expect(await read(r)).toEqual([0, 1, 2, 3, 4]);
    expect(await read(np.arange(1, 2, 0.25, tt.f32, { device }))).toEqual([1, 1.25, 1.5, 1.75]);
    expect(await read(np.arange(10, 0, -3, 'i8', { device }))).toEqual([10, 7, 4, 1]);
    expect(await read(np.arange(0, 0.3, 0.1, undefined, { device }))).toEqual([0, f(0.1), f(0.2)]);
    const l = np.linspace(0, 1, 5, { device });
    expect(l.dtype).toBe('f32');
    expect(await read(l)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(await read(np.linspace(0, 1, 4, { device, endpoint: false }))).toEqual([0, 0.25, 0.5, 0.75]);
    const o = np.ones([2, 3], { device, dtype: tt.i16 });
    expect([o.dtype, o.shape]).toEqual(['i16', [2, 3]]);
    expect(await read(o)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(await read(np.full([2], 7.5, { device }))).toEqual([7.5, 7.5]);
    expect(await read(np.zeros_like(o))).toEqual([0, 0, 0, 0, 0, 0]);
    expect(np.onesLike(o).dtype).toBe('i16');
    expect(np.zerosLike(o).device).toBe(device);
    expect(await read(np.eye(3, 3, { device }))).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 1]);
    expect(await read(np.eye(2, 3, { device, k: 1, dtype: tt.i32 }))).toEqual([0, 1, 0, 0, 0, 1]);
    const n = np.asarray(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      { device },
    );
    expect([n.dtype, n.shape]).toEqual(['i32', [2, 3]]);
    expect(await read(n)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(np.asarray([[0.5], [1]], { device }).dtype).toBe('f32');
    const b = np.asarray([true, false], { device });
    expect(await read(np.logical_not(b))).toEqual([0, 1]);
    const s = np.asarray(3.5, { device });
    expect(s.shape).toEqual([]);
    expect(await np.item(s)).toBe(3.5);
    const t = np.asarray(new Int16Array([1, -2]), { device, dtype: tt.f32 });
    expect([t.dtype, await read(t)]).toEqual(['f32', [1, -2]]);
    expect(np.asarray(t)).toBe(t);
    expect(np.asarray(t, { dtype: 'i32' }).dtype).toBe('i32');
  });

  it('reshapes, transposes, broadcasts, concatenates and stacks', async () => {
    const x = np.arange(6, undefined, 1, tt.f32, { device });
    const m = np.reshape(x, [2, -1]);
    expect(m.shape).toEqual([2, 3]);
    expect(await read(m)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(np.ravel(m).shape).toEqual([6]);
    const t = np.transpose(m);
    expect(t.shape).toEqual([3, 2]);
    expect(await read(t)).toEqual([0, 3, 1, 4, 2, 5]);
    const c = np.reshape(np.arange(24, undefined, 1, undefined, { device }), [2, 3, 4]);
    const p = np.transpose(c, [1, 2, 0]);
    expect(p.shape).toEqual([3, 4, 2]);
    const ch = await read(c);
    const want: number[] = [];
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 4; j++) for (let k = 0; k < 2; k++) want.push(ch[k * 12 + i * 4 + j] ?? -1);
    expect(await read(p)).toEqual(want);
    const bt = np.broadcast_to(np.asarray([1, 2, 3], { device }), [2, 3]);
    expect(await read(bt)).toEqual([1, 2, 3, 1, 2, 3]);
    const cat = np.concatenate([m, np.full([1, 3], 9, { device })]);
    expect(cat.shape).toEqual([3, 3]);
    expect(await read(cat)).toEqual([0, 1, 2, 3, 4, 5, 9, 9, 9]);
    const cat1 = np.concatenate([m, np.asarray([[7], [8]], { device, dtype: tt.f32 })], { axis: 1 });
    expect(await read(cat1)).toEqual([0, 1, 2, 7, 3, 4, 5, 8]);
    const a = np.asarray([1, 2], { device });
    const b = np.asarray([3, 4], { device });
    expect(await read(np.stack([a, b]))).toEqual([1, 2, 3, 4]);
    const st = np.stack([a, b], { axis: 1 });
    expect(st.shape).toEqual([2, 2]);
    expect(await read(st)).toEqual([1, 3, 2, 4]);
    const half = np.asarray([0.5], { device });
    if (noF64)
      expect(() => np.concatenate([a, half])).toThrow(expect.objectContaining({ code: 'OP_BAD_DTYPE' }));
    else expect(np.concatenate([a, half]).dtype).toBe('f64');
  });

  it('reshape is a view (no launch), transpose one counted copy launch, no data through the host', async () => {
    const x = np.reshape(np.arange(12, undefined, 1, tt.f32, { device }), [3, 4]);
    await np.negative(x).read();
    tt.resetStats();
    const y = np.transpose(np.reshape(x, [4, 3]));
    expect(await read(y)).toEqual([0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11]);
    expect(tt.stats()).toMatchObject({ launches: 1, hostToDevice: 0, deviceToHost: gpu ? 1 : 0 });
  });

  it('reduces to NDArrays: full (0-d) and along an axis, with keepdims', async () => {
    const h = [3, -1, 4, 1, -5, 9, 2, -6];
    const x = np.reshape(np.asarray(h, { device, dtype: tt.f32 }), [2, 4]);
    const s = np.sum(x);
    expect(s.shape).toEqual([]);
    expect(await np.item(s)).toBe(7);
    expect(await read(np.sum(x, { axis: 0 }))).toEqual([-2, 8, 6, -5]);
    expect(np.sum(x, { axis: 1, keepdims: true }).shape).toEqual([2, 1]);
    expect(await read(np.max(x, { axis: -1 }))).toEqual([4, 9]);
    expect(await np.item(np.min(x))).toBe(-6);
    expect(await np.item(np.prod(np.asarray([1, 2, 3, 4], { device })))).toBe(24);
    expect(await np.item(np.argmax(x))).toBe(5);
    expect(await read(np.argmin(x, { axis: 1 }))).toEqual([1, 3]);
    expect(await np.item(np.mean(x))).toBe(7 / 8);
    expect(await read(np.mean(x, { axis: 0 }))).toEqual([-1, 4, 3, -2.5]);
    const mu = h.reduce((a, b) => a + b) / 8;
    const v = h.reduce((a, b) => a + (b - mu) ** 2, 0) / 8;
    expect(await np.item(np.var(x))).toBeCloseTo(v, 5);
    expect(await np.item(np.std(x, { ddof: 1 }))).toBeCloseTo(Math.sqrt((v * 8) / 7), 5);
    const centred = np.subtract(x, np.mean(x, { axis: 1, keepdims: true }));
    expect(await read(centred)).toEqual(
      [1.25, -2.75, 2.25, -0.75, -5, 9, 2, -6].map((t, i) => (i < 4 ? t : t)),
    );
    expect(await np.item(np.sum(np.less(x, 0)))).toBe(3);
    if (!noF64) expect(await np.item(np.mean(np.asarray([1, 2], { device })))).toBe(1.5);
  });

  it('handles 0-d and empty arrays and bool operands', async () => {
    const s0 = np.asarray(4, { device });
    expect(np.sum(s0).shape).toEqual([]);
    expect(await np.sum(s0).item()).toBe(4);
    const e = np.zeros([0], { device });
    expect(await np.sum(e).item()).toBe(0);
    expect(await np.mean(e).item()).toBeNaN();
    expect(() => np.argmax(e)).toThrow(expect.objectContaining({ code: 'OP_EMPTY_ARRAY' }));
    const m = np.reshape(np.arange(6, undefined, 1, tt.f32, { device }), [2, 3]);
    expect(np.sum(m, { keepdims: true }).shape).toEqual([1, 1]);
    expect(np.sum(np.zeros([2, 0], { device }), { axis: 1 }).shape).toEqual([2]);
    expect(np.sum(np.asarray([100, 100], { device, dtype: 'i8' })).dtype).toBe('i32');
    expect([np.transpose(s0).shape, np.broadcast_to(s0, []).shape]).toEqual([[], []]);
    const bools = np.where(
      np.asarray([true, false], { device }),
      np.asarray([true, true], { device }),
      false,
    );
    expect(await read(bools)).toEqual([1, 0]);
    expect(await np.item(np.equal(np.asarray(1, { device }), 1))).toBe(true);
    expect(np.add(np.zeros([0, 3], { device }), np.ones([3], { device })).shape).toEqual([0, 3]);
    expect(await read(np.concatenate([e, np.ones([2], { device })]))).toEqual([1, 1]);
  });

  it('dot and matmul for 1-D and 2-D', async () => {
    const a = np.reshape(np.arange(1, 7, 1, tt.f32, { device }), [2, 3]);
    const b = np.reshape(np.arange(0, 6, 1, tt.f32, { device }), [3, 2]);
    const c = np.matmul(a, b);
    expect(c.shape).toEqual([2, 2]);
    expect(await read(c)).toEqual([16, 22, 34, 49]);
    const v = np.asarray([1, 0, -1], { device, dtype: tt.f32 });
    const av = np.dot(a, v);
    expect(av.shape).toEqual([2]);
    expect(await read(av)).toEqual([-2, -2]);
    expect(await read(np.dot(np.asarray([1, 1, 1], { device, dtype: tt.f32 }), b))).toEqual([6, 9]);
    const d = np.dot(v, v);
    expect(d.shape).toEqual([]);
    expect(await np.item(d)).toBe(2);
    expect(() => np.matmul(a, a)).toThrow(expect.objectContaining({ code: 'OP_SHAPE_MISMATCH' }));
  });

  it('refuses bad input with codes', async () => {
    const x = np.zeros([2, 3], { device });
    expect(() => np.zeros([2], { devcie: 'js' } as never)).toThrow(
      /unknown option 'devcie'; did you mean 'device'/,
    );
    expect(() => np.zeros([2], { device, dtype: 'i64' as never })).toThrow(
      expect.objectContaining({ code: 'OP_BAD_DTYPE' }),
    );
    expect(() => np.sum(x, { axes: 1 } as never)).toThrow(
      expect.objectContaining({ code: 'OP_BAD_ARGUMENT' }),
    );
    expect(() => np.sum(x, { axis: 2 })).toThrow(expect.objectContaining({ code: 'OP_AXIS_OUT_OF_RANGE' }));
    expect(() => np.reshape(x, [4, -1])).toThrow(expect.objectContaining({ code: 'OP_SHAPE_MISMATCH' }));
    expect(() => np.broadcast_to(x, [3])).toThrow(expect.objectContaining({ code: 'OP_SHAPE_MISMATCH' }));
    expect(() => np.concatenate([x, np.zeros([2, 2], { device })])).toThrow(/differ outside axis 0/);
    expect(() => np.asarray([[1, 2], [3]], { device })).toThrow(/ragged/);
    await expect(np.item(x)).rejects.toThrow(/6 elements/);
    expect(() => np.linspace(0, 1, 3, { device, endpont: true } as never)).toThrow(/did you mean 'endpoint'/);
    if (noF64) expect(() => np.zeros([2], { device, dtype: tt.f64 })).toThrow(/f64/);
  });
});
