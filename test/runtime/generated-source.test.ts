/**
 * kernel.generatedSource(device, { variant }): 'checked' (default) shows the kernel with every
 * access range-checked; 'fast' the variant whose checks the host hoisted out — what an in-range
 * launch runs (helpers reading the native C had to patch dist to see it). Bad options are
 * KERNEL_BAD_OPTIONS.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const saxpy = tt.kernel(
  { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), a: tt.f32 },
  (i, { x, y, a }) => {
    y[i] = a * x[i] + y[i];
  },
  { name: 'saxpy_src' },
);
const native = tt.devices().find((d) => d.backend === 'native' && d.available);

describe('generatedSource variants', () => {
  it('js: the checked variant tests each access, the fast one does not', async () => {
    const checked = await saxpy.generatedSource('js');
    const fast = await saxpy.generatedSource('js', { variant: 'fast' });
    expect(await saxpy.generatedSource('js', { variant: 'checked' })).toBe(checked);
    expect(fast).not.toBe(checked);
    expect(checked.length).toBeGreaterThan(fast.length);
  });

  it.skipIf(!native)('native: the fast C has no per-access error words', async () => {
    const checked = await saxpy.generatedSource('native');
    const fast = await saxpy.generatedSource('native', { variant: 'fast' });
    expect(fast).not.toBe(checked);
    const errs = (s: string) => (s.match(/tt_err/g) ?? []).length;
    expect(errs(fast)).toBeLessThan(errs(checked));
  });

  it('refuses unknown keys and values', async () => {
    const bad = (o: unknown) => saxpy.generatedSource('js', o as tt.SourceOptions);
    await expect(bad({ varient: 'fast' })).rejects.toMatchObject({ code: 'KERNEL_BAD_OPTIONS' });
    await expect(bad({ variant: 'hoisted' })).rejects.toThrow(/'checked' or 'fast'/);
  });
});
