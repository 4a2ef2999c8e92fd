/** Matmul on every available device vs a plain-JS triple loop (f64 accumulation). */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable, rng } from './devices.js';

reportUnavailable();

function reference(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  m: number,
  k: number,
  n: number,
): Float64Array {
  const c = new Float64Array(m * n);
  for (let i = 0; i < m; i++)
    for (let p = 0; p < k; p++) {
      const x = a[i * k + p] ?? 0;
      for (let j = 0; j < n; j++) c[i * n + j] = (c[i * n + j] ?? 0) + x * (b[p * n + j] ?? 0);
    }
  return c;
}

describe.each(available.map((d) => ({ id: d.id, device: d })))('matmul on $id', ({ device }) => {
  it.each([
    [1, 1, 1],
    [5, 7, 3],
    [33, 17, 65],
    [64, 128, 96],
    [20, 300, 19],
  ])('f32 %i×%i · %i×… matches the reference', async (m, k, n) => {
    const r = rng(m * 1000 + n);
    const a = new Float32Array(m * k).map(() => r() * 2 - 1);
    const b = new Float32Array(k * n).map(() => r() * 2 - 1);
    const c = tt.matmul(tt.array(a, { device }), tt.array(b, { device }), [m, k, n]);
    expect(c.shape).toEqual([m, n]);
    const got = await c.read();
    const want = reference(a, b, m, k, n);
    for (let i = 0; i < m * n; i++) {
      if (Math.abs((got[i] ?? 0) - (want[i] ?? 0)) > k * 2 ** -22) expect([i, got[i]]).toEqual([i, want[i]]);
    }
  });

  it('an infinite element of A reaches only its own row of C (CPU devices)', async () => {
    // WGSL lets GPU compilers assume no infinities, so GPUs are not held to this
    if (device.kind !== 'cpu') return;
    const a = tt.array(new Float32Array([Number.POSITIVE_INFINITY, 1, 2, 3]), { device });
    const b = tt.array(new Float32Array([1, 1]), { device });
    expect(Array.from(await tt.matmul(a, b, [4, 1, 2]).read())).toEqual([
      Number.POSITIVE_INFINITY,
      Number.POSITIVE_INFINITY,
      1,
      1,
      2,
      2,
      3,
      3,
    ]);
  });

  it('f64 where the device has it, a clear error where not', () => {
    const a = tt.array(new Float64Array([1, 2, 3, 4]), { device });
    if (!device.caps.f64) {
      expect(() => tt.matmul(a, a, [2, 2, 2])).toThrow(expect.objectContaining({ code: 'OP_BAD_DTYPE' }));
      return;
    }
    return tt
      .matmul(a, a, [2, 2, 2])
      .read()
      .then((c) => expect(Array.from(c)).toEqual([7, 10, 15, 22]));
  });
});

describe('matmul: bad input', () => {
  it('refuses mismatched shapes and dtypes before running', () => {
    const a = tt.array(new Float32Array(6), { device: 'js' });
    const b = tt.array(new Float32Array(6), { device: 'js' });
    expect(() => tt.matmul(a, b, [2, 3, 3])).toThrow(
      expect.objectContaining({ name: 'ArrayOpError', code: 'OP_SHAPE_MISMATCH' }),
    );
    expect(() => tt.matmul(a, b, [2, 3] as never)).toThrow(
      expect.objectContaining({ code: 'OP_SHAPE_MISMATCH' }),
    );
    const i = tt.array(new Int32Array(6), { device: 'js' });
    expect(() => tt.matmul(i as never, b, [2, 3, 2])).toThrow(
      expect.objectContaining({ code: 'OP_BAD_DTYPE' }),
    );
  });
  it('names the implementation in tt.devices() details', () => {
    const native = tt.devices().find((d) => d.backend === 'native' && d.available);
    if (!native) return;
    expect(String(native.details.matmul)).toMatch(/^(BLAS |tiled C kernel)/);
  });
});

describe.each(available.map((d) => ({ id: d.id, device: d })))('matmul then dispose on $id', ({ device }) => {
  it('inputs disposed right after tt.matmul are still read by it', async () => {
    const a = tt.array(new Float32Array([1, 2, 3, 4]), { device });
    const b = tt.array(new Float32Array([5, 6, 7, 8]), { device });
    const c = tt.matmul(a, b, [2, 2, 2]);
    a.dispose();
    b.dispose();
    expect([...(await c.read())]).toEqual([19, 22, 43, 50]);
  });
});
