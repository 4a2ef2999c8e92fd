/**
 * The DLPack-like array descriptor: export (descriptorOf) and import (fromDescriptor) on every
 * device, zero-copy where tutti addresses the memory, the deleter rule, and each bad input as a
 * coded DescriptorError.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as tt from '../../src/index.js';
import { descriptorDType, dtypeOfDescriptor } from '../../src/interop/descriptor.js';

const inc = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i] = x[i] + 1;
});

const devices = tt.devices().filter((d) => d.available);
const cpuDevices = devices.filter((d) => d.kind === 'cpu');
const inPlace = devices.filter((d) => d.backend === 'js' || d.backend === 'native');
const copies = () => {
  const s = tt.stats();
  return s.hostToDevice + s.deviceToHost + s.deviceToDevice + s.interopCopies;
};

/** A host descriptor over `data` written by hand, as another library would make one. */
function foreign(data: Float32Array, over: Partial<tt.ArrayDescriptor> = {}): tt.ArrayDescriptor {
  return {
    version: 1,
    data: data.buffer,
    byteOffset: data.byteOffset,
    dtype: { code: 'float', bits: 32, lanes: 1 },
    shape: [data.length],
    strides: null,
    device: { type: 'cpu', id: 0 },
    alive: true,
    release: () => {},
    ...over,
  };
}

beforeEach(() => tt.resetStats());
afterEach(() => vi.restoreAllMocks());

describe.each(devices.map((d) => [d.id, d] as const))('descriptorOf on %s', (_id, dev) => {
  it('describes the array: dtype, shape, strides, device and its memory with the values', async () => {
    const x = tt.array(new Float32Array([1, 2, 3, 4, 5, 6]), { device: dev, shape: [2, 3] });
    await inc.launch(6, { x });
    const d = await tt.descriptorOf(x);
    expect(d).toMatchObject({
      version: 1,
      dtype: { code: 'float', bits: 32, lanes: 1 },
      shape: [2, 3],
      strides: null,
      device: { type: dev.kind === 'cpu' ? 'cpu' : dev.backend, tutti: dev.id },
      alive: true,
    });
    if (dev.kind === 'cpu') {
      const view = new Float32Array(d.data as ArrayBuffer, d.byteOffset, 6);
      expect([...view]).toEqual([2, 3, 4, 5, 6, 7]);
    }
    const y = tt.fromDescriptor(d);
    expect(y.device).toBe(dev);
    expect([...(await y.read())]).toEqual([2, 3, 4, 5, 6, 7]);
    y.dispose();
    x.dispose();
  });

  it("keeps the array's memory past dispose() until the descriptor is released (DLPack's deleter rule)", async () => {
    const onFree = vi.fn();
    const x = tt.array(new Float32Array([1, 2]), { device: dev, onFree });
    const d = await tt.descriptorOf(x);
    x.dispose();
    await new Promise((r) => setTimeout(r, 5));
    expect(onFree).not.toHaveBeenCalled();
    const y = tt.fromDescriptor(d);
    expect([...(await y.read())]).toEqual([1, 2]);
    y.dispose(); // the import released the descriptor: the last hold
    await vi.waitFor(() => expect(onFree).toHaveBeenCalledTimes(1));
    d.release();
    expect(onFree).toHaveBeenCalledTimes(1);
  });

  it('a released descriptor is DESCRIPTOR_RELEASED', async () => {
    const x = tt.array(new Float32Array([1, 2]), { device: dev });
    const d = await tt.descriptorOf(x);
    d.release();
    expect(d.alive).toBe(false);
    expect(() => tt.fromDescriptor(d)).toThrow(expect.objectContaining({ code: 'DESCRIPTOR_RELEASED' }));
    x.dispose();
  });

  it('copy: true is one counted copy into memory of its own', async () => {
    const x = tt.array(new Float32Array([1, 2, 3]), { device: dev });
    const d = await tt.descriptorOf(x);
    tt.resetStats();
    const y = tt.fromDescriptor(d, { copy: true, dtype: tt.f32 });
    await inc.launch(3, { x: y });
    expect([...(await y.read())]).toEqual([2, 3, 4]);
    expect([...(await x.read())]).toEqual([1, 2, 3]);
    expect(d.alive).toBe(false); // released once copied
    x.dispose();
    y.dispose();
  });
});

describe.each(inPlace.map((d) => [d.id, d] as const))('zero-copy exchange on %s', (_id, dev) => {
  it('export and import share the memory: no copy, writes seen both ways', async () => {
    const data = new Float32Array([1, 2, 3]);
    const x = tt.array(data, { device: dev });
    const d = await tt.descriptorOf(x);
    expect(d.data).toBe(data.buffer);
    const y = tt.fromDescriptor(d, { dtype: tt.f32 });
    expect((await y.hostView()).buffer).toBe(data.buffer);
    await inc.launch(3, { x: y });
    expect([...data]).toEqual([2, 3, 4]);
    expect([...(await x.read())]).toEqual([2, 3, 4]);
    expect(copies()).toBe(0);
    y.dispose();
    x.dispose();
  });

  it('wraps foreign host memory at a byte offset in place; a misaligned one is one counted copy', async () => {
    const buf = new ArrayBuffer(32);
    const data = new Float32Array(buf, 8, 3);
    data.set([5, 6, 7]);
    const y = tt.fromDescriptor(foreign(data), { device: dev });
    expect((await y.hostView()).buffer).toBe(buf);
    expect(copies()).toBe(0);
    const bytes = new Uint8Array(13);
    bytes.set(new Uint8Array(data.buffer, 8, 12), 1);
    const odd = foreign(data, { data: bytes.buffer, byteOffset: 1 });
    expect(() => tt.fromDescriptor(odd, { copy: false })).toThrow(
      expect.objectContaining({ name: 'DescriptorError', code: 'DESCRIPTOR_NEEDS_COPY' }),
    );
    const z = tt.fromDescriptor(odd, { device: dev });
    expect([...(await z.read())]).toEqual([5, 6, 7]);
    expect(tt.stats().interopCopies).toBe(1);
  });
});

describe.each(devices.filter((d) => d.kind === 'gpu').map((d) => [d.id, d] as const))(
  'a GPU array exported to the host (%s)',
  (_id, dev) => {
    it("descriptorOf(a, { device: 'cpu' }) is one counted move to the host", async () => {
      const x = tt.array(new Float32Array([1, 2]), { device: dev });
      await inc.launch(2, { x });
      tt.resetStats();
      const d = await tt.descriptorOf(x, { device: 'cpu' });
      expect(d.device.type).toBe('cpu');
      expect(tt.stats().deviceToHost).toBe(1);
      expect([...new Float32Array(d.data as ArrayBuffer, d.byteOffset, 2)]).toEqual([2, 3]);
      d.release();
      x.dispose();
    });
  },
);

describe('bad descriptors and options are DescriptorErrors with stable codes', () => {
  const dev = cpuDevices[0];
  const data = new Float32Array([1, 2, 3, 4, 5, 6]);
  const code = (c: string) => expect.objectContaining({ name: 'DescriptorError', code: c });

  it('another dtype than asked', () => {
    expect(() => tt.fromDescriptor(foreign(data), { dtype: tt.i32 })).toThrow(code('DESCRIPTOR_BAD_DTYPE'));
    expect(() => tt.fromDescriptor(foreign(data), { dtype: 'i32' })).toThrow(
      /holds float32, not the i32 asked for/,
    );
    // float16 is tutti's f16 now; 8-bit floats and vector lanes have no tutti dtype
    const quarter = foreign(data, { dtype: { code: 'float', bits: 8, lanes: 1 } });
    expect(() => tt.fromDescriptor(quarter)).toThrow(code('DESCRIPTOR_BAD_DTYPE'));
    expect(dtypeOfDescriptor({ code: 'float', bits: 16, lanes: 1 })).toBe('f16');
    expect(descriptorDType('f16')).toEqual({ code: 'float', bits: 16, lanes: 1 });
  });

  it('an unsupported device', () => {
    const webgl = foreign(data, { device: { type: 'webgl', id: 0 } });
    expect(() => tt.fromDescriptor(webgl)).toThrow(code('DESCRIPTOR_BAD_DEVICE'));
    expect(() => tt.fromDescriptor(webgl)).toThrow(/'webgl' device/);
  });

  it('strides that are not row-major contiguous; contiguous ones and extent-1 dimensions pass', async () => {
    const transposed = foreign(data, { shape: [2, 3], strides: [1, 2] });
    expect(() => tt.fromDescriptor(transposed)).toThrow(code('DESCRIPTOR_BAD_STRIDES'));
    expect(() => tt.fromDescriptor(transposed)).toThrow(/np.ascontiguousarray/);
    const ok = tt.fromDescriptor(foreign(data, { shape: [2, 3], strides: [3, 1] }), { device: dev });
    expect(ok.shape).toEqual([2, 3]);
    const column = tt.fromDescriptor(foreign(data, { shape: [6, 1], strides: [1, 7] }), { device: dev });
    expect([...(await column.read())]).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a descriptor whose producer freed it (alive false)', () => {
    expect(() => tt.fromDescriptor(foreign(data, { alive: false }))).toThrow(code('DESCRIPTOR_RELEASED'));
  });

  it('unknown option keys, and a copy that is not a boolean', async () => {
    expect(() => tt.fromDescriptor(foreign(data), { cpoy: true } as never)).toThrow(
      code('DESCRIPTOR_BAD_OPTIONS'),
    );
    expect(() => tt.fromDescriptor(foreign(data), { cpoy: true } as never)).toThrow(/did you mean 'copy'/);
    expect(() => tt.fromDescriptor(foreign(data), { copy: 'yes' } as never)).toThrow(
      code('DESCRIPTOR_BAD_OPTIONS'),
    );
    const x = tt.array(data, { device: dev });
    await expect(tt.descriptorOf(x, { devcie: 'js' } as never)).rejects.toMatchObject({
      code: 'DESCRIPTOR_BAD_OPTIONS',
    });
  });

  it('malformed descriptors: no version, a shape past the end of the memory', () => {
    expect(() => tt.fromDescriptor({} as never)).toThrow(code('DESCRIPTOR_MALFORMED'));
    expect(() => tt.fromDescriptor(foreign(data, { shape: [7] }))).toThrow(code('DESCRIPTOR_MALFORMED'));
    expect(() => tt.fromDescriptor(foreign(data, { data: 'x' as never }))).toThrow(
      code('DESCRIPTOR_MALFORMED'),
    );
  });

  it('a disposed array cannot be exported', async () => {
    const x = tt.array(data, { device: dev });
    x.dispose();
    await expect(tt.descriptorOf(x)).rejects.toMatchObject({ code: 'ARRAY_DISPOSED' });
  });
});
