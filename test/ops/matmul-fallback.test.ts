/** Without a BLAS (TUTTI_BLAS=none), native matmul runs the tiled C kernel and says so. */
import { describe, expect, it } from 'vitest';

process.env.TUTTI_BLAS = 'none';
const tt = await import('../../src/index.js');
const { matmulKind } = await import('../../src/ops/matmul.js');
const native = tt.devices().find((d) => d.backend === 'native' && d.available);

describe('native matmul without BLAS', () => {
  if (!native) {
    it.skip(`skipped — native unavailable: ${tt.devices().find((d) => d.backend === 'native')?.reason ?? ''}`, () => {});
    return;
  }
  it('reports the tiled kernel and computes the same product', async () => {
    expect(String(native.details.matmul)).toMatch(/^tiled C kernel \(disabled by TUTTI_BLAS=none\)/);
    expect(native.library.gemm).toBeUndefined();
    expect(matmulKind(native)).toBe('tile4x4');
    const [m, k, n] = [37, 29, 41];
    const a = new Float32Array(m * k).map((_, i) => ((i * 37) % 17) - 8);
    const b = new Float32Array(k * n).map((_, i) => ((i * 11) % 13) - 6);
    const got = await tt
      .matmul(tt.array(a, { device: native }), tt.array(b, { device: native }), [m, k, n])
      .read();
    for (let i = 0; i < m; i++)
      for (let j = 0; j < n; j++) {
        let s = 0;
        for (let p = 0; p < k; p++) s += (a[i * k + p] ?? 0) * (b[p * n + j] ?? 0);
        if (got[i * n + j] !== s) expect([i, j, got[i * n + j]]).toEqual([i, j, s]);
      }
  });
});
