/**
 * tt.matmul's entry on native (`NativeDevice.library.gemm`): cblas_?gemm of the system BLAS over
 * the arrays' host memory, off the event loop; when the library file has no CBLAS, an i-p-j loop
 * on the host that rounds like tutti's matmul kernels.
 */
import { settings } from '../../config/settings.js';
import { InternalError } from '../../errors/errors.js';
import type { Allocation } from '../../memory/space.js';
import { count } from '../../memory/stats.js';
import { gemm, type HostProduct, loadBlas } from './blas.js';

function hostFloats(alloc: Allocation, what: string): Float32Array | Float64Array {
  const h = alloc.host;
  if (!(h instanceof Float32Array || h instanceof Float64Array))
    throw new InternalError(`matmul needs host float memory for ${what}`);
  return h;
}

/** The library file exists but has no CBLAS: an i-p-j loop on the host (rounding like the kernels). */
export function hostGemm({ m, k, n, a, b, c }: HostProduct): void {
  const acc = new Float64Array(n);
  const round = c instanceof Float32Array ? Math.fround : (v: number) => v;
  for (let i = 0; i < m; i++) {
    acc.fill(0);
    for (let p = 0; p < k; p++) {
      const x = a[i * k + p] ?? 0;
      for (let j = 0; j < n; j++) acc[j] = round((acc[j] ?? 0) + round(x * (b[p * n + j] ?? 0)));
    }
    c.set(acc, i * n);
  }
}

/** C = A·B (row-major m×k times k×n) on host allocations: the BLAS found at probe, else hostGemm. */
export async function nativeGemm(
  dtype: 'f32' | 'f64',
  [m, k, n]: readonly [m: number, k: number, n: number],
  a: Allocation,
  b: Allocation,
  c: Allocation,
): Promise<void> {
  const blas = await loadBlas();
  const product = { m, k, n, a: hostFloats(a, 'A'), b: hostFloats(b, 'B'), c: hostFloats(c, 'C') };
  count('launches');
  if (blas) await gemm(blas, dtype, product, settings().deterministic);
  else hostGemm(product);
}
