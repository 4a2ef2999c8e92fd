/**
 * 8/16-bit arrays on the host side: zero-copy wrapping, conversions as TypedArray.set converts,
 * astype on every device, bad inputs refused with codes before anything runs, and the TypeScript
 * types that catch dtype mismatches at compile time.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as tt from '../../src/index.js';

const EDGES = [-1, 0, 1.5, 2.5, 254.5, 255.5, 256, 300, -129, 40000, Number.NaN, Infinity, -Infinity];

const blur = tt.kernel({ src: tt.arrayOf(tt.u8c), dst: tt.arrayOf(tt.u8c) }, (i, { src, dst }) => {
  dst[i] = (src[Math.max(i - 1, 0)] + 2 * src[i] + src[Math.min(i + 1, src.length - 1)]) / 4;
});

function compileOnly(u8: tt.NDArray<'u8'>, u8c: tt.NDArray<'u8c'>, f32: tt.NDArray<'f32'>): void {
  void blur.launch(3, { src: u8c, dst: u8c });
  // @ts-expect-error a Uint8Array-backed array where the schema says u8c
  void blur.launch(3, { src: u8, dst: u8c });
  // @ts-expect-error an f32 array where the schema says u8c
  void blur.launch(3, { src: f32, dst: u8c });
  // @ts-expect-error a scalar where the schema says an array of u8c
  void blur.launch(3, { src: 3, dst: u8c });
  const scalar = tt.kernel({ x: tt.arrayOf(tt.i32), s: tt.u8 }, (i, { x }) => {
    x[i] = 1;
  });
  // @ts-expect-error u8 exists only as an array element: a u8 scalar parameter takes no value
  void scalar.launch(1, { x: tt.zeros([1], tt.i32), s: 1 });
}

describe('small dtypes on the host', () => {
  it('types arrays and kernel parameters', () => {
    expectTypeOf(tt.array(new Uint8ClampedArray(2))).toEqualTypeOf<tt.NDArray<'u8c'>>();
    expectTypeOf(tt.array(new Uint8Array(2))).toEqualTypeOf<tt.NDArray<'u8'>>();
    expectTypeOf(tt.array(new Int8Array(2))).toEqualTypeOf<tt.NDArray<'i8'>>();
    expectTypeOf(tt.array(new Int16Array(2))).toEqualTypeOf<tt.NDArray<'i16'>>();
    expectTypeOf(tt.array(new Uint16Array(2))).toEqualTypeOf<tt.NDArray<'u16'>>();
    expectTypeOf(tt.zeros([2], tt.u8c)).toEqualTypeOf<tt.NDArray<'u8c'>>();
    expectTypeOf<tt.KernelParams<{ p: tt.ArrayParam<'u8c'> }>['p']>().toEqualTypeOf<Uint8ClampedArray>();
    expect(typeof compileOnly).toBe('function');
  });

  it('wraps a Uint8ClampedArray without a copy on the js device and writes canvas-exact values', async () => {
    const pixels = Uint8ClampedArray.from([0, 255, 1, 2, 3, 254, 255, 7]);
    const src = tt.array(pixels, { device: 'js' });
    const out = new Uint8ClampedArray(pixels.length);
    const dst = tt.array(out, { device: 'js' });
    await blur.launch(pixels.length, { src, dst });
    await dst.read();
    const want = new Uint8ClampedArray(pixels.length);
    for (let i = 0; i < pixels.length; i++) {
      const l = pixels[Math.max(i - 1, 0)] ?? 0;
      const r = pixels[Math.min(i + 1, pixels.length - 1)] ?? 0;
      want[i] = (l + 2 * (pixels[i] ?? 0) + r) / 4;
    }
    expect([...out]).toEqual([...want]); // written in place: the user's array is the device memory
  });

  it('converts any TypedArray or number[] as TypedArray.set would', async () => {
    const f = Float64Array.from(EDGES);
    for (const [dtype, Ctor] of [
      [tt.i8, Int8Array],
      [tt.u8, Uint8Array],
      [tt.u8c, Uint8ClampedArray],
      [tt.i16, Int16Array],
      [tt.u16, Uint16Array],
    ] as const) {
      const want = new Ctor(EDGES.length);
      want.set(f);
      expect([...(await tt.array(f, { dtype, device: 'js' }).read())]).toEqual([...want]);
      expect([...(await tt.array(EDGES, { dtype, device: 'js' }).read())]).toEqual([...want]);
    }
    const i8 = Int8Array.from([-128, -1, 0, 127]);
    expect([...(await tt.array(i8, { dtype: tt.i32 }).read())]).toEqual([-128, -1, 0, 127]);
    expect([...(await tt.array(i8, { dtype: tt.u8 }).read())]).toEqual([128, 255, 0, 127]);
    expect([...(await tt.full([3], 255.5, tt.u8c).read())]).toEqual([255, 255, 255]);
    expect([...(await tt.full([2], 254.5, tt.u8c).read())]).toEqual([254, 254]);
  });

  it('astype converts on every available device', async () => {
    const devices = tt.devices().filter((x) => x.available);
    console.info(`astype on ${devices.map((d) => d.id).join(', ')}`);
    for (const d of devices) {
      const a = tt.array(Float32Array.from([-1, 0.5, 1.5, 254.5, 255.5, 300, Number.NaN]), { device: d });
      const c = a.astype(tt.u8c);
      expect(c.dtype).toBe('u8c');
      expect(c.device).toBe(d);
      expect([...(await c.read())], d.id).toEqual([0, 0, 2, 254, 255, 255, 0]);
      const back = c.astype(tt.i16);
      expect([...(await back.read())], d.id).toEqual([0, 0, 2, 254, 255, 255, 0]);
      const w = tt.array(Int16Array.from([-1, 256, 32767]), { device: d }).astype(tt.u8);
      expect([...(await w.read())], d.id).toEqual([255, 0, 255]);
    }
  });

  it('a u8 array serves as a bool mask: tt.u32(flag) stores 1/0, loads test as truthy', async () => {
    const mask = tt.kernel(
      { x: tt.arrayOf(tt.f32), m: tt.arrayOf(tt.u8), y: tt.arrayOf(tt.f32) },
      (i, { x, m, y }) => {
        m[i] = tt.u32(x[i] > 0.5);
        if (m[i]) y[i] = 1;
      },
    );
    for (const d of tt.devices().filter((v) => v.available)) {
      const m = tt.zeros([4], tt.u8, { device: d });
      const y = tt.zeros([4], tt.f32, { device: d });
      await mask.launch(4, { x: tt.array(new Float32Array([0, 0.7, 0.5, 2]), { device: d }), m, y });
      expect([...(await m.read())], d.id).toEqual([0, 1, 0, 1]);
      expect([...(await y.read())], d.id).toEqual([0, 1, 0, 1]);
    }
  });

  it('refuses bad inputs with exported errors and codes, before running', async () => {
    expect(() => tt.kernel({ s: tt.u8c, x: tt.arrayOf(tt.i32) }, () => {})).toThrow(
      expect.objectContaining({ name: 'KernelDefinitionError', code: 'KERNEL_BAD_SCHEMA' }),
    );
    expect(() =>
      tt.kernel({ h: tt.arrayOf(tt.u8) }, (i, { h }) => {
        Atomics.add(h, i, 1);
      }),
    ).toThrow(expect.objectContaining({ name: 'KernelTypeError', code: 'KERNEL_ATOMIC_TYPE' }));
    const dst = tt.zeros([3], tt.u8c);
    const floats = tt.array(new Float32Array(3));
    const args = { src: floats, dst } as unknown as Parameters<typeof blur.launch>[1];
    await expect(blur.launch(3, args)).rejects.toMatchObject({
      name: 'LaunchArgumentError',
      code: 'LAUNCH_BAD_ARG_TYPE',
    });
    const scalar = { src: 7, dst } as unknown as Parameters<typeof blur.launch>[1];
    await expect(blur.launch(3, scalar)).rejects.toMatchObject({ code: 'LAUNCH_BAD_ARG_TYPE' });
    expect(() => tt.array(new DataView(new ArrayBuffer(8)) as unknown as Int32Array)).toThrow(
      expect.objectContaining({ code: 'ARRAY_BAD_DTYPE' }),
    );
    expect(() => tt.zeros([2], tt.u8).astype(tt.bool as unknown as tt.DType<'u8'>)).toThrow(
      expect.objectContaining({ code: 'ARRAY_BAD_DTYPE' }),
    );
  });
});
