/**
 * Issue 17.4: the same launch names the same out-of-bounds access on every device. "First" is the
 * lowest work item (linear index, the last dimension fastest) with an out-of-bounds access, and in
 * it the first access in JS's evaluation order (a store's index is checked after its value is
 * computed, as JS assigns after evaluating the right-hand side).
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const devices = tt.devices().filter((d) => d.available);
const skipped = tt
  .devices()
  .filter((d) => !d.available)
  .map((d) => `${d.id} (${d.reason ?? 'unavailable'})`);
if (skipped.length) console.log(`first-range-error: skipped ${skipped.join(', ')}`);

const copy = tt.kernel(
  { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) },
  (i, { x, y }) => {
    y[i] = x[i] + 1;
  },
  { name: 'copy' },
);

async function named(device: tt.Device, nx: number, ny: number) {
  const x = tt.zeros([nx], tt.f32, { device });
  const y = tt.zeros([ny], tt.f32, { device });
  const e = (await copy.launch(4, { x, y }).catch((err: unknown) => err)) as tt.KernelRangeError;
  expect(e).toBeInstanceOf(tt.KernelRangeError);
  return { array: e.array, index: e.index, line: e.line, column: e.column };
}

describe.each(devices.map((d) => [d.id, d] as const))('first out-of-bounds access on %s', (_id, device) => {
  it('the read in the value comes before the store it feeds (both out of bounds)', async () => {
    expect(await named(device, 2, 2)).toMatchObject({ array: 'x', index: 2, line: 2 });
  });

  it('only the read is out of bounds', async () => {
    expect(await named(device, 2, 3)).toMatchObject({ array: 'x', index: 2 });
  });

  it("the lowest failing item wins over a later item's earlier access", async () => {
    expect(await named(device, 3, 2)).toMatchObject({ array: 'y', index: 2 });
  });
});
