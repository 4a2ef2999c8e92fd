/**
 * The webgpu error buffer's read-back (error-words.ts), without a GPU: the record named is the one
 * whose key is the minimum, whatever slot it took; the rendered flush only lets an item that
 * lowered the minimum take a slot.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_WORDS, firstAccess, flushFn, SLOTS } from '../../../src/backends/webgpu/error-words.js';

/** Error words after items (key, site, index) published in this order, as tt_flush would. */
function publish(records: readonly (readonly [number, number, number])[]): Uint32Array {
  const w = new Uint32Array(ERROR_WORDS);
  for (const [key, site, index] of records) {
    const k = ~key >>> 0;
    if (!((w[0] ?? 0) < k)) continue;
    w[0] = k;
    const s = w[1] ?? 0;
    w[1] = s + 1;
    w.set([k, site, index], 4 + 3 * (s % SLOTS));
  }
  return w;
}

describe('webgpu error words', () => {
  it('no failure: nothing named', () => {
    expect(firstAccess(new Uint32Array(ERROR_WORDS))).toBeUndefined();
  });

  it('names the lowest item whatever order the items published in', () => {
    const w = publish([
      [900, 1, 77],
      [40, 2, 55],
      [700, 0, 9],
      [12, 3, 4096],
      [13, 1, 1],
    ]);
    expect(firstAccess(w)).toEqual({ site: 3, index: 4096, item: 12, exact: true });
  });

  it('item 0 (key ~0) is a failure like any other', () => {
    expect(
      firstAccess(
        publish([
          [5, 1, 2],
          [0, 0, 0xffffffff],
        ]),
      ),
    ).toEqual({
      site: 0,
      index: 0xffffffff,
      item: 0,
      exact: true,
    });
  });

  it('keeps the lowest record when more items lowered the minimum than there are slots', () => {
    const w = publish(Array.from({ length: 3 * SLOTS + 5 }, (_, j) => [1000 - j, 1, j] as const));
    const last = 3 * SLOTS + 4;
    expect(firstAccess(w)).toEqual({ site: 1, index: last, item: 1000 - last, exact: true });
  });

  it('says when the lowest record was overwritten by a slower write on its slot', () => {
    const w = publish(Array.from({ length: SLOTS + 3 }, (_, j) => [1000 - j, 1, j] as const));
    // the write of the item that lowered the minimum SLOTS times earlier lands last on that slot
    const slot = (SLOTS + 2) % SLOTS;
    w.set([~(1000 - 2) >>> 0, 1, 2], 4 + 3 * slot);
    expect(firstAccess(w)).toMatchObject({ exact: false, item: 1000 - (SLOTS + 1) });
  });

  it('the WGSL takes a slot only when the item lowers the minimum', () => {
    const f = flushFn(false);
    expect(f).toContain('if (atomicLoad(&tt_err[0]) < k && atomicMax(&tt_err[0], k) < k) {');
    expect(f).toContain(`atomicAdd(&tt_err[1], 1u) % ${SLOTS}u`);
  });
});
