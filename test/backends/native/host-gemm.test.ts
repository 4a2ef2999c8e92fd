/**
 * When the BLAS library file has no CBLAS (here: TUTTI_BLAS names the node binary), native's gemm
 * entry runs the host loop (backends/native/gemm.ts hostGemm): tt.matmul still gives the product,
 * rounded after every operation like tutti's kernels.
 */
import { describe, expect, it } from 'vitest';

process.env.TUTTI_BLAS = process.execPath;
const tt = await import('../../../src/index.js');
const { matmulKind } = await import('../../../src/ops/matmul.js');
const native = tt.devices().find((d) => d.backend === 'native' && d.available);

describe('native matmul with a library file that has no CBLAS', () => {
  if (!native) {
    it.skip(`skipped — native unavailable: ${tt.devices().find((d) => d.backend === 'native')?.reason ?? ''}`, () => {});
    return;
  }
  it('runs the host loop through the gemm entry, f32 rounded per operation and f64', async () => {
    expect(matmulKind(native)).toBe('blas');
    const [m, k, n] = [7, 19, 11];
    const av = Array.from({ length: m * k }, (_, i) => ((i * 37) % 17) / 3 - 2);
    const bv = Array.from({ length: k * n }, (_, i) => ((i * 11) % 13) / 7 - 1);
    for (const dtype of [tt.f32, tt.f64] as const) {
      const round = dtype === tt.f32 ? Math.fround : (v: number) => v;
      const a = av.map(round);
      const b = bv.map(round);
      const want = Array.from({ length: m * n }, (_, x) => {
        const [i, j] = [Math.floor(x / n), x % n];
        let s = 0;
        for (let p = 0; p < k; p++) s = round(s + round((a[i * k + p] ?? 0) * (b[p * n + j] ?? 0)));
        return s;
      });
      const got = await tt
        .matmul(tt.array(a, { dtype, device: native }), tt.array(b, { dtype, device: native }), [m, k, n])
        .read();
      expect(Array.from(got)).toEqual(want);
    }
  });
});
