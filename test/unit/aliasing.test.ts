/** Issue 18.14: one aliasing rule on every device — the same array for a written and another parameter is refused. */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const devices = tt.devices().filter((d) => d.available && d.backend !== 'sim');

describe.each(devices.map((d) => ({ id: d.id })))('aliasing on $id', ({ id }) => {
  it('the same array as input and output is a LaunchArgumentError before anything runs', async () => {
    const k = tt.kernel({ a: tt.arrayOf(tt.f32), b: tt.arrayOf(tt.f32) }, (i, { a, b }) => {
      if (i + 1 < a.length) b[i] = a[i] + a[i + 1];
    });
    const x = tt.array(Float32Array.from([1, 2, 3, 4]), { device: id });
    await expect(Promise.resolve().then(() => k.launch(4, { a: x, b: x }))).rejects.toMatchObject({
      name: 'LaunchArgumentError',
      code: 'LAUNCH_ALIASED_ARRAYS',
    });
    expect(Array.from(await x.read())).toEqual([1, 2, 3, 4]);
  });

  it('the same array for two read-only parameters is fine', async () => {
    const k = tt.kernel(
      { a: tt.arrayOf(tt.f32), b: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) },
      (i, { a, b, o }) => {
        o[i] = a[i] * b[i];
      },
    );
    const x = tt.array(Float32Array.from([1, 2, 3]), { device: id });
    const o = tt.array(new Float32Array(3), { device: id });
    await k.launch(3, { a: x, b: x, o });
    expect(Array.from(await o.read())).toEqual([1, 4, 9]);
  });
});
