/**
 * tt.matmul asks the arrays' device for a library GEMM (`BackendDevice.library.gemm`) and runs its
 * own kernels when there is none; the kernel it picks follows the device's traits. Simulated
 * backends (test/support/sim-backend.ts) offer each, so no backend name is involved.
 */
import { describe, expect, it } from 'vitest';
import type { Allocation, GemmEntry } from '../../src/index.js';
import * as tt from '../../src/index.js';
import { matmulKind } from '../../src/ops/matmul.js';
import { simVariant } from '../support/sim-backend.js';

const calls: { dtype: string; dims: readonly number[] }[] = [];

/** A GEMM that records its calls and writes A·B + 1000, so its output cannot be a kernel's. */
const gemm: GemmEntry = {
  name: 'sim-gemm',
  async run(_queue, dtype, dims, a, b, c) {
    calls.push({ dtype, dims });
    const [m, k, n] = dims;
    const [A, B, C] = [a, b, c].map((x: Allocation) => x.handle as Float32Array);
    for (let i = 0; i < m; i++)
      for (let j = 0; j < n; j++) {
        let s = 1000;
        for (let p = 0; p < k; p++) s += (A?.[i * k + p] ?? 0) * (B?.[p * n + j] ?? 0);
        if (C) C[i * n + j] = s;
      }
  },
};

const [withGemm] = await tt.registerBackend(simVariant('simgemm', { library: { gemm } }));
const [plain] = await tt.registerBackend(simVariant('simplain', {}));
const [tiles] = await tt.registerBackend(simVariant('simtiles', { traits: { sharedMemoryTiles: true } }));
const [wide] = await tt.registerBackend(simVariant('simwide', { traits: { wideRegisterTiles: true } }));

const [m, k, n] = [9, 21, 13];
const av = Array.from({ length: m * k }, (_, i) => (i % 7) - 3);
const bv = Array.from({ length: k * n }, (_, i) => (i % 5) - 2);
const product = (extra: number) =>
  Array.from({ length: m * n }, (_, x) => {
    const [i, j] = [Math.floor(x / n), x % n];
    let s = extra;
    for (let p = 0; p < k; p++) s += (av[i * k + p] ?? 0) * (bv[p * n + j] ?? 0);
    return s;
  });

async function matmulOn(device: tt.Device): Promise<number[]> {
  const a = tt.array(av, { dtype: tt.f32, device });
  // b is written by a kernel first: the GEMM must run after it
  const b = tt.zeros([k * n], tt.f32, { device });
  const fill = tt.kernel({ src: tt.arrayOf(tt.f32), dst: tt.arrayOf(tt.f32) }, (i, { src, dst }) => {
    dst[i] = src[i];
  });
  fill.launch(k * n, { src: tt.array(bv, { dtype: tt.f32, device }), dst: b }).catch(() => {});
  return Array.from(await tt.matmul(a, b, [m, k, n]).read());
}

describe('tt.matmul chooses by what the device offers', () => {
  it('a device that offers a gemm entry gets it, once per call, after earlier work on the arrays', async () => {
    if (!withGemm) throw new Error('simgemm did not register');
    expect(matmulKind(withGemm)).toBe('sim-gemm');
    calls.length = 0;
    expect(await matmulOn(withGemm)).toEqual(product(1000));
    expect(calls).toEqual([{ dtype: 'f32', dims: [m, k, n] }]);
  });

  it('a device without one runs the 4 × 4 kernel (the fallback) and gets the exact product', async () => {
    if (!plain) throw new Error('simplain did not register');
    expect(plain.library.gemm).toBeUndefined();
    expect(matmulKind(plain)).toBe('tile4x4');
    calls.length = 0;
    expect(await matmulOn(plain)).toEqual(product(0));
    expect(calls).toEqual([]);
  });

  it('traits pick the kernel: shared-memory tiles the work-group kernel, wide register tiles the 4 × 8 one', async () => {
    if (!tiles || !wide) throw new Error('simtiles or simwide did not register');
    expect(matmulKind(tiles)).toBe('group4x4');
    expect(matmulKind(wide)).toBe('tile4x8');
    expect(await matmulOn(tiles)).toEqual(product(0));
    expect(await matmulOn(wide)).toEqual(product(0));
  });

  it('the built-in devices declare what they offer: js runs items sequentially, no GEMM', () => {
    const js = tt.device('js');
    expect(js.traits.sequentialItems).toBe(true);
    expect(js.library.gemm).toBeUndefined();
    expect(matmulKind(js)).toBe('tile4x4');
    const wasm = tt.devices().find((d) => d.backend === 'wasm' && d.available);
    if (wasm) {
      expect(wasm.traits.sequentialItems).toBeUndefined();
      expect(wasm.library.gemm?.name).toBe('wasm-gemm');
    }
    const native = tt.devices().find((d) => d.backend === 'native' && d.available);
    if (native) {
      const blas = String(native.details.matmul).startsWith('BLAS ');
      expect(native.library.gemm?.name).toBe(blas ? 'blas' : undefined);
    }
  });
});
