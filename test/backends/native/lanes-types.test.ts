/**
 * The native lane path with every lane type: f64 (a `float: 'f64'` kernel), u32 wrap-around, bool
 * locals, a loop nested in an `if` (a mask inside a mask) and a 3-D range — bit for bit as on js.
 */
import { expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { expectSameAsJs } from '../../support/run.js';
import { describeNative } from './support.js';

describeNative('native lanes: types and nesting', () => {
  it('f64 and u32 locals, a loop inside an if, 3-D range', async () => {
    const k = tt.kernel(
      { x: tt.arrayOf(tt.f64), h: tt.arrayOf(tt.u32), n: tt.i32 },
      ([a, b, c], { x, h, n }) => {
        const idx = (a * n + b) * n + c;
        let v = x[idx];
        let hash = tt.u32(idx);
        let flip = false;
        if (v > 0.25) {
          for (let r = 0; r < 50 && v < 1000; r++) {
            v = v * 1.5 + Math.sqrt(v);
            hash = tt.u32(Math.imul(hash, -1640531535) + tt.u32(r));
            if (hash > 2147483648) flip = !flip;
          }
        } else {
          while (v > -3) {
            v = v - 0.375;
            hash = tt.u32(hash ^ (hash >>> 3));
          }
        }
        x[idx] = flip ? -v : v;
        h[idx] = hash;
      },
      { name: 'typed', float: 'f64' },
    );
    const src = await k.generatedSource('native');
    expect(src).toContain('/* lanes: 16 items at a time */');
    expect(src).toContain('double v_v[16]');
    const n = 9;
    const len = n * n * n;
    await expectSameAsJs('native', k, [n, n, n], {
      x: Float64Array.from({ length: len }, (_, i) => ((i * 37) % 101) / 50 - 0.5),
      h: new Uint32Array(len),
      n,
    });
  });
});
