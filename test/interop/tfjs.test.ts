/**
 * The array exchange with TensorFlow.js (the real @tensorflow/tfjs-core): on its pure-JS cpu
 * backend tutti and TF.js share memory both ways (no copy, the same ArrayBuffer); on its wasm
 * backend each direction is exactly one counted copy.
 */
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-cpu';
import '@tensorflow/tfjs-backend-wasm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const inc = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i] = x[i] + 1;
});

const devices = tt.devices().filter((d) => d.available);
const inPlace = devices.filter((d) => d.backend === 'js' || d.backend === 'native');
const copies = () => {
  const s = tt.stats();
  return s.hostToDevice + s.deviceToHost + s.deviceToDevice + s.interopCopies;
};

beforeAll(async () => {
  tf.env().set('IS_TEST', true); // no "install tfjs-node" banner
  await tf.setBackend('cpu');
  await tf.ready();
});
beforeEach(() => tt.resetStats());

describe.each(inPlace.map((d) => [d.id, d] as const))(
  'TF.js cpu backend <-> tutti on %s: zero-copy',
  (_id, dev) => {
    it('tutti -> tf.Tensor shares the array memory; TF.js computes on it', async () => {
      const data = new Float32Array([1, 2, 3, 4]);
      const x = tt.array(data, { device: dev, shape: [2, 2] });
      await inc.launch(4, { x });
      tt.resetStats();
      const t = await tt.toTfjsTensor(tf, x);
      expect(t.shape).toEqual([2, 2]);
      expect(t.dtype).toBe('float32');
      expect((t.dataSync() as Float32Array).buffer).toBe(data.buffer);
      expect([...(await tf.mul(t, 2).data())]).toEqual([4, 6, 8, 10]);
      expect(copies()).toBe(0);
      x.dispose();
    });

    it('tf.Tensor -> tutti wraps the tensor data in place; a kernel writes it', async () => {
      const t = tf.tensor2d([1, 2, 3, 4, 5, 6], [2, 3]);
      const a = tt.fromTfjsTensor<'f32'>(tf, t, { device: dev });
      expect(a.shape).toEqual([2, 3]);
      expect(a.dtype).toBe('f32');
      expect((await a.hostView()).buffer).toBe((t.dataSync() as Float32Array).buffer);
      await inc.launch(6, { x: a });
      expect([...(await a.read())]).toEqual([2, 3, 4, 5, 6, 7]);
      expect([...t.dataSync()]).toEqual([2, 3, 4, 5, 6, 7]); // the same memory
      expect(copies()).toBe(0);
      a.dispose();
      t.dispose();
    });

    it("the tensor keeps the array's memory past dispose() (a pooled 1 MiB buffer is not recycled under it)", async () => {
      const n = 1 << 18;
      const x = tt.full([n], 3, tt.f32, { device: dev });
      const t = await tt.toTfjsTensor(tf, x);
      x.dispose();
      const y = tt.zeros([n], tt.f32, { device: dev }); // would take x's buffer back from the host pool
      expect((t.dataSync() as Float32Array).length).toBe(n);
      expect(await tf.sum(t).data()).toEqual(new Float32Array([3 * n]));
      y.dispose();
    });

    it('a round trip tutti -> tf -> tutti is the same memory', async () => {
      const data = new Int32Array([7, 8, 9]);
      const x = tt.array(data, { device: dev });
      const t = await tt.toTfjsTensor(tf, x);
      const back = tt.fromTfjsTensor(tf, t, { dtype: tt.i32, device: dev });
      expect((await back.hostView()).buffer).toBe(data.buffer);
      expect([...(await back.read())]).toEqual([7, 8, 9]);
      expect(copies()).toBe(0);
    });
  },
);

describe('TF.js wasm backend <-> tutti: one counted copy each way', () => {
  let wasmReady = false;
  beforeAll(async () => {
    wasmReady = await tf.setBackend('wasm');
    await tf.ready();
  });
  afterAll(async () => {
    await tf.setBackend('cpu');
  });

  it('tutti -> tf.Tensor on the wasm backend, and back', async () => {
    expect(wasmReady).toBe(true);
    expect(tf.getBackend()).toBe('wasm');
    const x = tt.array(new Float32Array([1, 2, 3]), { device: 'js' });
    const t = await tt.toTfjsTensor(tf, x);
    expect(tt.stats().interopCopies).toBe(1);
    expect(copies()).toBe(1);
    const doubled = tf.mul(t, 2);
    tt.resetStats();
    const back = tt.fromTfjsTensor(tf, doubled, { device: 'js' });
    expect(tt.stats().interopCopies).toBe(1);
    expect(copies()).toBe(1);
    expect([...(await back.read())]).toEqual([2, 4, 6]);
    t.dispose();
    doubled.dispose();
  });
});

describe('TF.js exchange refusals', () => {
  const code = (c: string) => expect.objectContaining({ name: 'DescriptorError', code: c });

  it('a descriptor used after its tensor was disposed is DESCRIPTOR_RELEASED', () => {
    const t = tf.tensor1d([1, 2]);
    const d = tt.descriptorOfTensor(tf, t);
    t.dispose();
    expect(d.alive).toBe(false);
    expect(() => tt.fromDescriptor(d)).toThrow(code('DESCRIPTOR_RELEASED'));
    expect(() => tt.fromTfjsTensor(tf, t)).toThrow(code('DESCRIPTOR_RELEASED'));
  });

  it('another dtype than asked; bool tensors as u8 only when asked', async () => {
    const t = tf.tensor1d([1, 2], 'int32');
    expect(() => tt.fromTfjsTensor(tf, t, { dtype: tt.f32 })).toThrow(code('DESCRIPTOR_BAD_DTYPE'));
    const b = tf.tensor1d([true, false, true], 'bool');
    expect(() => tt.fromTfjsTensor(tf, b)).toThrow(code('DESCRIPTOR_BAD_DTYPE'));
    const u = tt.fromTfjsTensor(tf, b, { dtype: tt.u8, device: 'js' });
    expect([...(await u.read())]).toEqual([1, 0, 1]);
    await expect(tt.toTfjsTensor(tf, tt.array(new Uint16Array(2), { device: 'js' }))).rejects.toMatchObject({
      code: 'DESCRIPTOR_BAD_DTYPE',
    });
  });

  it('unknown option keys', () => {
    const t = tf.tensor1d([1, 2]);
    expect(() => tt.fromTfjsTensor(tf, t, { devcie: 'js' } as never)).toThrow(code('DESCRIPTOR_BAD_OPTIONS'));
  });
});
