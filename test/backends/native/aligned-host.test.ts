/**
 * Once koffi is loaded, tutti's own host arrays of at least 4 KiB start on a 64-byte boundary
 * (src/memory/space.ts), so a native kernel's vector accesses never straddle two cache lines;
 * the padded buffer still goes back to the host pool on dispose() and comes back aligned.
 */
import { expect, it } from 'vitest';
import { loadKoffiSync } from '../../../src/backends/shared/koffi-sync.js';
import * as tt from '../../../src/index.js';
import { clearHostPool, hostPoolStats, POOL_MIN_BYTES } from '../../../src/memory/host-pool.js';
import { describeNative, nativeDevice } from './support.js';

describeNative('aligned host arrays', () => {
  const koffi = loadKoffiSync();
  const skew = (v: ArrayBufferView) => Number(BigInt(koffi.address(v.buffer)) + BigInt(v.byteOffset)) % 64;

  it('start on a cache line, small and pooled sizes, every dtype width', async () => {
    for (const [n, dtype] of [
      [1024, tt.f32],
      [4099, tt.f64],
      [POOL_MIN_BYTES / 2, tt.i16],
      [POOL_MIN_BYTES, tt.u8],
    ] as const) {
      const a = tt.full([n], 2, dtype, { device: nativeDevice });
      const view = await a.hostView();
      expect(view.length).toBe(n);
      expect(skew(view)).toBe(0);
      a.dispose();
    }
  });

  it('a kernel over aligned arrays computes as on js; a disposed buffer is reused, still aligned', async () => {
    clearHostPool();
    const n = POOL_MIN_BYTES / 8;
    const k = tt.kernel({ x: tt.arrayOf(tt.f64), y: tt.arrayOf(tt.f64) }, (i, { x, y }) => {
      y[i] = x[i] * 2 + 1;
    });
    const x = tt.array(
      Float64Array.from({ length: n }, (_, i) => i),
      { device: nativeDevice },
    );
    const y = tt.empty([n], tt.f64, { device: nativeDevice });
    await k.launch([n], { x, y });
    const out = await y.read();
    expect([out[0], out[n - 1]]).toEqual([1, 2 * (n - 1) + 1]);
    y.dispose();
    await new Promise((r) => setTimeout(r, 0));
    expect(hostPoolStats().buffers).toBe(1);
    const reused = hostPoolStats().reused;
    const z = tt.zeros([n], tt.f64, { device: nativeDevice });
    expect(hostPoolStats().reused).toBe(reused + 1);
    const view = await z.hostView();
    expect(skew(view)).toBe(0);
    expect(view.every((v) => v === 0)).toBe(true);
    x.dispose();
    z.dispose();
  });
});
