/** Out-of-bounds accesses on native: a KernelRangeError naming kernel, array and index — never a crash. */
import { expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { readEvenIfFailed } from '../../support/failed-content.js';
import { describeNative } from './support.js';

describeNative('bounds checks on native', () => {
  it('a store past the end raises KernelRangeError with kernel, array, index, length and location', async () => {
    const shift = tt.kernel(
      { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) },
      (i, { x, y }) => {
        y[i + 1] = x[i];
      },
      { name: 'shift' },
    );
    const dev = tt.device('native');
    const x = tt.array(new Float32Array([1, 2, 3]), { device: dev });
    const y = tt.zeros([3], tt.f32, { device: dev });
    const err = await shift.launch(3, { x, y }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tt.KernelRangeError);
    expect(err).toMatchObject({
      code: 'KERNEL_INDEX_OUT_OF_BOUNDS',
      kernel: 'shift',
      array: 'y',
      index: 3,
      length: 3,
    });
    expect(String((err as Error).message)).toMatch(
      /kernel 'shift': index 3 is out of bounds for array 'y' of length 3 at \d+:\d+/,
    );
    // the device stays usable, and in-bounds items ran
    expect(Array.from(await readEvenIfFailed(y))).toEqual([0, 1, 2]);
  });

  it('negative indices on loads are reported with their sign; the load yields 0 and the kernel goes on', async () => {
    const k = tt.kernel(
      { x: tt.arrayOf(tt.i32), y: tt.arrayOf(tt.i32) },
      (i, { x, y }) => {
        y[i] = x[i - 2] + 1;
      },
      { name: 'back' },
    );
    const dev = tt.device('native');
    const x = tt.array(new Int32Array([10, 20, 30]), { device: dev });
    const y = tt.zeros([3], tt.i32, { device: dev });
    const err = await k.launch(3, { x, y }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'KernelRangeError', kernel: 'back', array: 'x', length: 3 });
    expect([-2, -1]).toContain((err as tt.KernelRangeError).index);
    expect((await readEvenIfFailed(y))[2]).toBe(11);
  });

  it('atomics are checked too', async () => {
    const k = tt.kernel(
      { bins: tt.arrayOf(tt.u32) },
      (i, { bins }) => {
        Atomics.add(bins, i * 1000, 1);
      },
      { name: 'hist' },
    );
    const bins = tt.zeros([4], tt.u32, { device: tt.device('native') });
    await expect(k.launch(2, { bins })).rejects.toMatchObject({
      kernel: 'hist',
      array: 'bins',
      index: 1000,
      length: 4,
    });
    expect(Array.from(await readEvenIfFailed(bins))).toEqual([1, 0, 0, 0]);
  });

  it('loop-hoisted checks: in-bounds loops run unchecked, an overrun inside a loop is still reported', async () => {
    const k = tt.kernel(
      { x: tt.arrayOf(tt.f32), out: tt.arrayOf(tt.f32), m: tt.i32 },
      (i, { x, out, m }) => {
        let s = 0;
        for (let j = 0; j < m; j++) s += x[i + j];
        out[i] = s;
      },
      { name: 'window' },
    );
    const src = await k.generatedSource('native');
    expect(src).toMatch(/if \(tt_range_ok\(.*, v_j, p_m, n_x\)\) \{/);
    const dev = tt.device('native');
    const x = tt.array(
      Float32Array.from({ length: 8 }, (_, i) => i),
      { device: dev },
    );
    const out = tt.zeros([4], tt.f32, { device: dev });
    await k.launch(4, { x, out, m: 5 });
    expect(Array.from(await out.read())).toEqual([10, 15, 20, 25]);
    await expect(k.launch(4, { x, out, m: 6 })).rejects.toMatchObject({
      kernel: 'window',
      array: 'x',
      index: 8,
      length: 8,
    });
  });

  it('with unsafe the checks are gone (in-bounds kernels still compute the same)', async () => {
    const k = tt.kernel(
      { x: tt.arrayOf(tt.f32) },
      (i, { x }) => {
        x[i] = x[i] * 2;
      },
      { unsafe: true, name: 'dbl' },
    );
    expect(await k.generatedSource('native')).not.toMatch(/tt_(ld|st)_f32\(a_x/);
    const x = tt.array(new Float32Array([1, 2, 3]), { device: tt.device('native') });
    await k.launch(3, { x });
    expect(Array.from(await x.read())).toEqual([2, 4, 6]);
  });
});
