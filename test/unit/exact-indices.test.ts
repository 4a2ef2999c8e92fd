/**
 * Issue 18.2/18.3 on every available device: an index JS cannot find (beyond i32, 1e300) is a
 * KernelRangeError, never element 0; `(C >>> 0) % x.length` with C = -1 indexes exactly, so even an
 * unsafe kernel writes inside the array.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { contentDespiteFailure } from '../support/failed-content.js';

const devices = tt.devices().filter((d) => d.available && d.backend !== 'sim');

describe.each(devices.map((d) => ({ id: d.id })))('exact indices on $id', ({ id }) => {
  for (const [name, fn] of [
    [
      '2 ** 32',
      (_i: number, { o }: { o: Int32Array }) => {
        o[2 ** 32] = 7;
      },
    ],
    [
      '1e300',
      (_i: number, { o }: { o: Int32Array }) => {
        o[1e300] = 7;
      },
    ],
    [
      '-4294967296',
      (_i: number, { o }: { o: Int32Array }) => {
        o[-4294967296] = 7;
      },
    ],
    [
      '1.5',
      (_i: number, { o }: { o: Int32Array }) => {
        o[1.5] = 7;
      },
    ],
  ] as const) {
    it(`o[${name}] = 7 is a KernelRangeError and leaves o unchanged`, async () => {
      const k = tt.kernel({ o: tt.arrayOf(tt.i32) }, fn as never, { name: 'far' });
      const o = tt.array(new Int32Array(4), { device: id });
      await expect(k.launch(1, { o })).rejects.toMatchObject({
        name: 'KernelRangeError',
        code: 'KERNEL_INDEX_OUT_OF_BOUNDS',
      });
      await expect(o.read()).rejects.toMatchObject({ code: 'KERNEL_INDEX_OUT_OF_BOUNDS' }); // o is failed
      expect(await contentDespiteFailure(o)).toEqual([0, 0, 0, 0]);
    });
  }

  it('unsafe x[(C >>> 0) % x.length] = 7 with C = -1 writes x[3], as JS does', async () => {
    const C = -1;
    const k = tt.kernel(
      { x: tt.arrayOf(tt.i32) },
      (_i, { x }) => {
        x[(C >>> 0) % x.length] = 7;
      },
      { constants: { C }, unsafe: true, name: 'wrapidx' },
    );
    const x = tt.array(new Int32Array(4), { device: id });
    await k.launch(1, { x });
    expect(Array.from(await x.read())).toEqual([0, 0, 0, 7]);
  });
});
