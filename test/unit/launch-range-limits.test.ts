/**
 * Issue 17 (CLI and docs): what docs/memory.md ("Launch ranges") says about launches past 2^31
 * items is what the code does. Each extent of a range is at most 2^31 − 1 on every device — a
 * larger one is LAUNCH_BAD_RANGE before anything runs — while a 2-D range whose product passes
 * 2^31 items runs to its last item (the flat index is never an i32).
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const devices = tt.devices().filter((d) => d.available && d.backend !== 'sim');

const mark = tt.kernel(
  { o: tt.arrayOf(tt.i32) },
  (i, { o }) => {
    if (i === 0) o[0] = 1;
  },
  { name: 'mark_first' },
);

/** Writes only from the first and the very last item of an [h, w] range. */
const corners = tt.kernel(
  { o: tt.arrayOf(tt.i32), h: tt.i32, w: tt.i32 },
  ([i, j], { o, h, w }) => {
    if (i === 0 && j === 0) o[0] = 5;
    if (i === h - 1 && j === w - 1) o[1] = 7;
  },
  { name: 'corners' },
);

describe.each(devices.map((d) => ({ id: d.id })))('launch range limits on $id', ({ id }) => {
  it('an extent of 2^31 or more is LAUNCH_BAD_RANGE before anything runs', async () => {
    const o = tt.zeros([1], tt.i32, { device: id });
    for (const n of [2 ** 31, 2 ** 32, 2 ** 40]) {
      await expect(Promise.resolve().then(() => mark.launch(n, { o }))).rejects.toMatchObject({
        name: 'LaunchArgumentError',
        code: 'LAUNCH_BAD_RANGE',
        message: expect.stringMatching(/0\.\.2\^31-1/),
      });
      await expect(
        Promise.resolve().then(() => corners.launch([2, n], { o, h: 2, w: 2 })),
      ).rejects.toMatchObject({
        code: 'LAUNCH_BAD_RANGE',
      });
    }
    expect(Array.from(await o.read())).toEqual([0]);
  });
});

/** 2^31 + 65 536 work items: seconds on a CPU device, so only where one is cheap. */
const BIG: [number, number] = [65_536, 32_769];
const cheap = devices.filter((d) => d.backend === 'native' || d.backend === 'wasm');

describe('a 2-D range of more than 2^31 items', () => {
  it('is not refused by any device (only extents are limited)', () => {
    for (const d of devices) {
      for (let dim = 0; dim < 2; dim++) expect(d.caps.maxRange[dim]).toBeGreaterThanOrEqual(2 ** 31 - 1);
    }
  });

  for (const d of cheap) {
    it(`runs to its last item on ${d.id}`, { timeout: 180_000 }, async () => {
      const o = tt.zeros([2], tt.i32, { device: d });
      await corners.launch(BIG, { o, h: BIG[0], w: BIG[1] });
      expect(Array.from(await o.read())).toEqual([5, 7]);
    });
  }
});
