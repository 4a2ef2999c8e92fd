/**
 * When the OpenMP owner thread cannot start (its library does not build), native launches run on
 * koffi's pool threads as before — same results, same range errors — and the process is told why
 * once (a TUTTI_NATIVE_NO_OWNER_THREAD warning). The owner is a per-process singleton: this file
 * makes its first start fail before any kernel loads.
 */
import { expect, it } from 'vitest';
import { isOwner, ownerThread } from '../../../src/backends/native/owner-thread.js';
import * as tt from '../../../src/index.js';
import { describeNative } from './support.js';

describeNative('no OpenMP owner thread', () => {
  it('launches run on the pool threads, with their range errors, and one warning says why', async () => {
    const o = await ownerThread(async () => {
      throw new Error('no compiler for the owner');
    });
    expect(isOwner(o)).toBe(false);
    expect(o).toMatchObject({
      reason: expect.stringMatching(/could not be built or loaded: no compiler for the owner/),
    });
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on('warning', onWarning);
    try {
      const dev = tt.device('native');
      const put = tt.kernel(
        { a: tt.arrayOf(tt.f64), s: tt.i32 },
        (i, { a, s }) => {
          for (let j = 0; j < 3; j++) a[i + s] = a[i + s] + j;
        },
        { name: 'no_owner_put' },
      );
      const n = 1 << 15;
      const a = tt.zeros([n], tt.f64, { device: dev });
      for (let r = 0; r < 3; r++) await put.launch(n - 2, { a, s: 2 }, { timeoutMs: 60_000 });
      expect((await a.read())[2]).toBe(9);
      const err = await put.launch(n, { a, s: 1 }, { timeoutMs: 60_000 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(tt.KernelRangeError);
      expect(err).toMatchObject({ code: 'KERNEL_INDEX_OUT_OF_BOUNDS', array: 'a', index: n });
      await new Promise((r) => setTimeout(r, 10));
      const ours = warnings.filter(
        (w) => (w as Error & { code?: string }).code === 'TUTTI_NATIVE_NO_OWNER_THREAD',
      );
      expect(ours).toHaveLength(1);
      expect(ours[0]?.message).toMatch(/no compiler for the owner.*own OpenMP team/);
    } finally {
      process.off('warning', onWarning);
    }
  });
});
