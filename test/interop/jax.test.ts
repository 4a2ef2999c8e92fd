/**
 * The array exchange with jax-js (the real @jax-js/jax 0.1.25) on its Node devices, cpu and wasm.
 * jax-js shares memory with nobody: it copies into its own buffers when it makes an array and
 * out of them on data(). So each direction is exactly one counted copy, and tutti adds none.
 */
import * as jax from '@jax-js/jax';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const inc = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i] = x[i] + 1;
});

const np = jax.numpy;
const copies = () => {
  const s = tt.stats();
  return s.hostToDevice + s.deviceToHost + s.deviceToDevice + s.interopCopies;
};
const cpuDevices = tt.devices().filter((d) => d.available && d.kind === 'cpu');

beforeAll(async () => {
  expect(await jax.init('cpu', 'wasm')).toEqual(['cpu', 'wasm']);
});
beforeEach(() => tt.resetStats());

describe.each(['cpu', 'wasm'] as const)('jax-js %s <-> tutti: one counted copy each way', (jaxDevice) => {
  it.each(cpuDevices.map((d) => [d.id, d] as const))('with tutti on %s', async (_id, dev) => {
    const x = tt.array(new Float32Array([1, 2, 3, 4, 5, 6]), { device: dev, shape: [2, 3] });
    await inc.launch(6, { x });
    tt.resetStats();
    const a = await tt.toJaxArray(jax, x, { device: jaxDevice });
    expect(tt.stats().interopCopies).toBe(1);
    expect(copies()).toBe(1);
    expect(a.shape).toEqual([2, 3]);
    expect(a.device).toBe(jaxDevice);
    const b = np.multiply(np.sum(a, 1), 10); // [2+3+4, 5+6+7] * 10
    tt.resetStats();
    const y = await tt.fromJaxArray<'f32'>(b, { device: dev });
    expect(tt.stats().interopCopies).toBe(1);
    expect(copies()).toBe(1);
    expect(b.refCount).toBe(1); // the jax array stays the caller's
    await inc.launch(2, { x: y });
    expect([...(await y.read())]).toEqual([91, 181]);
    b.dispose();
    x.dispose();
  });

  it('i32 and u32 arrays keep their dtype both ways', async () => {
    const i = tt.array(new Int32Array([-1, 2]), { device: 'js' });
    const ja = await tt.toJaxArray(jax, i, { device: jaxDevice });
    expect(ja.dtype).toBe('int32');
    const back = await tt.fromJaxArray(ja, { dtype: tt.i32, device: 'js' });
    expect([...(await back.read())]).toEqual([-1, 2]);
    const u = await tt.toJaxArray(jax, tt.array(new Uint32Array([4294967295]), { device: 'js' }), {
      device: jaxDevice,
    });
    expect(u.dtype).toBe('uint32');
    expect([...(await (await tt.fromJaxArray(u, { device: 'js' })).read())]).toEqual([4294967295]);
  });
});

describe('jax-js exchange refusals', () => {
  const code = (c: string) => expect.objectContaining({ name: 'DescriptorError', code: c });

  it('an array jax-js already consumed or disposed is DESCRIPTOR_RELEASED', async () => {
    const a = np.array(new Float32Array([1, 2]));
    await a.data(); // consumes a (jax-js move semantics)
    await expect(tt.fromJaxArray(a)).rejects.toEqual(code('DESCRIPTOR_RELEASED'));
    const b = np.array(new Float32Array([1, 2]));
    const d = await tt.descriptorOfJaxArray(b);
    d.release();
    expect(() => tt.fromDescriptor(d)).toThrow(code('DESCRIPTOR_RELEASED'));
    b.dispose();
  });

  it('another dtype than asked, and dtypes tutti has no arrays of', async () => {
    const a = np.array(new Int32Array([1, 2]));
    await expect(tt.fromJaxArray(a, { dtype: tt.f32 })).rejects.toEqual(code('DESCRIPTOR_BAD_DTYPE'));
    const b = np.array([true, false]);
    await expect(tt.fromJaxArray(b)).rejects.toEqual(code('DESCRIPTOR_BAD_DTYPE'));
    await expect(tt.toJaxArray(jax, tt.array(new Int8Array(2), { device: 'js' }))).rejects.toEqual(
      code('DESCRIPTOR_BAD_DTYPE'),
    );
    a.dispose();
    b.dispose();
  });

  it('unknown option keys', async () => {
    const x = tt.array(new Float32Array(2), { device: 'js' });
    await expect(tt.toJaxArray(jax, x, { devcie: 'cpu' } as never)).rejects.toEqual(
      code('DESCRIPTOR_BAD_OPTIONS'),
    );
    const a = np.array(new Float32Array([1]));
    await expect(tt.fromJaxArray(a, { cpoy: true } as never)).rejects.toEqual(code('DESCRIPTOR_BAD_OPTIONS'));
    a.dispose();
  });
});
