/**
 * The array-API lines of DESIGN.md's "Public API, part 3" (x.add(y).mul(2), x.reshape, np.random,
 * tt.jit included), run as written on every available device, with their values.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable } from '../ops/devices.js';

reportUnavailable();

describe.each(available.map((d) => ({ id: d.id, device: d })))(
  'the contract of tt.np on $id',
  ({ device }) => {
    it('runs the contract example', async () => {
      const { np } = tt;
      const x = np.arange(0, 1024, 1, tt.f32, { device });
      const y = np.linspace(0, 1, 1024, { device });
      const o = np.ones([32, 32], { device });
      const z = np.add(np.multiply(x, 2), np.exp(y));
      const hz = await z.read();
      expect(hz[1023]).toBeCloseTo(2046 + Math.E, 3);
      const w = np.where(np.less(x, 0.5), x, y);
      expect((await w.read())[0]).toBe(0);
      expect((await w.read())[1023]).toBe(1);
      expect((await np.maximum(x, y).read())[0]).toBe(0);
      expect((await np.clip(x, 0, 1).read())[5]).toBe(1);
      expect((await np.sqrt(x).read())[16]).toBe(4);
      expect((await np.tanh(x).read())[0]).toBe(0);
      expect(await np.sum(x).item()).toBe((1023 * 1024) / 2);
      const m = np.mean(o, { axis: 0 });
      expect(m.shape).toEqual([32]);
      expect(Array.from((await m.read()) as ArrayLike<number>)).toEqual(new Array(32).fill(1));
      expect(await np.std(x).item()).toBeCloseTo(Math.sqrt((1024 * 1024 - 1) / 12), 1);
      expect(await np.dot(x, y).item()).toBeCloseTo(
        Array.from({ length: 1024 }, (_, i) => i * (i / 1023)).reduce((a, b) => a + b),
        -1,
      );
      expect(Array.from((await np.matmul(o, o).read()) as ArrayLike<number>)).toEqual(
        new Array(1024).fill(32),
      );
      expect(np.transpose(o).shape).toEqual([32, 32]);
      expect(np.concatenate([x, y]).shape).toEqual([2048]);
      expect(np.stack([x, y]).shape).toEqual([2, 1024]);
      expect(await np.sum(x).item()).toBe(523776);
      await expect(x.item()).rejects.toMatchObject({ code: 'ARRAY_BAD_SHAPE' });
      expect((await x.add(y).mul(2).read())[1023]).toBe(2048);
      expect(x.reshape([32, 32]).shape).toEqual([32, 32]);
      const n = 1024;
      const u = np.random.uniform([n], { seed: 1, device });
      expect((await u.read())[5]).toBe(tt.rand(1, 0, 5));
      expect((await np.random.normal([n], { seed: 1, device }).read())[5]).toBe(tt.randn(1, 0, 5));
      const f = tt.jit((a: tt.NDArray, b: tt.NDArray, c: tt.NDArray) =>
        np.add(np.multiply(a, np.exp(b)), np.sqrt(c)),
      );
      const [a, b, c] = [x, y, u];
      // np has no 64-bit integers: its results read as number arrays
      const eager = (await np.add(np.multiply(a, np.exp(b)), np.sqrt(c)).read()) as ArrayLike<number>;
      expect(Array.from((await f(a, b, c).read()) as ArrayLike<number>)).toEqual(Array.from(eager));
    });
  },
);
