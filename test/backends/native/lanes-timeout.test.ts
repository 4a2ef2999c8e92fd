/**
 * Lanes under a timeout (issue 17.5: the poll must cost next to nothing on the benchmark kernels):
 * a kernel whose loops are all counted keeps its 16-lane path in the polling variant, which tests
 * the cancel flag between groups of lanes; a loop that is not counted needs polls inside the lanes,
 * which they do not have, so that kernel's polling variant runs one item at a time.
 */
import { expect, it } from 'vitest';
import { renderC } from '../../../src/backends/c/render-kernel.js';
import { openmpDialect } from '../../../src/backends/native/dialect-openmp.js';
import * as tt from '../../../src/index.js';
import { pollingVariant } from '../../../src/runtime/timeout.js';
import { describeNative } from './support.js';

const escapeTime = tt.kernel(
  { out: tt.arrayOf(tt.u32), w: tt.i32, h: tt.i32, maxIter: tt.i32 },
  ([py, px], { out, w, h, maxIter }) => {
    const x0 = (px / w) * 3.5 - 2.5;
    const y0 = (py / h) * 2 - 1;
    let x = 0;
    let y = 0;
    let k = 0;
    while (k < maxIter && x * x + y * y <= 4) {
      const xt = x * x - y * y + x0;
      y = 2 * x * y + y0;
      x = xt;
      k++;
    }
    out[py * w + px] = k;
  },
  { name: 'escape' },
);

/** The same loop with no counted bound: `k` is not compared with anything. */
const uncounted = tt.kernel(
  { out: tt.arrayOf(tt.u32), w: tt.i32, h: tt.i32 },
  ([py, px], { out, w, h }) => {
    const x0 = (px / w) * 3.5 - 2.5;
    const y0 = (py / h) * 2 - 1;
    let x = 0;
    let y = 0;
    let k = 0;
    while (x * x + y * y <= 4) {
      const xt = x * x - y * y + x0;
      y = 2 * x * y + y0;
      x = xt;
      k++;
    }
    out[py * w + px] = k;
  },
  { name: 'uncounted' },
);

describeNative('native lanes under a timeout', () => {
  it('counted loops keep the lane path in the polling variant, polled between groups', () => {
    const src = renderC(pollingVariant(escapeTime.ir), openmpDialect);
    expect(src).toContain('/* lanes: 16 items at a time */');
    expect(src).toMatch(
      /i1 \+ 16 <= tt_hi && !__atomic_load_n\(&tt_err\[4\], __ATOMIC_RELAXED\); i1 \+= 16\) if \(!tt_lanes\(/,
    );
    // the plain variant has no poll at all
    expect(renderC(escapeTime.ir, openmpDialect)).not.toContain('__atomic_load_n(&tt_err[4]');
  });

  it('a loop that is not counted: the polling variant runs items one at a time', () => {
    const src = renderC(pollingVariant(uncounted.ir), openmpDialect);
    expect(src).toContain('/* lanes: no, a launch with a timeout, and a loop that is not counted');
    expect(renderC(uncounted.ir, openmpDialect)).toContain('/* lanes: 16 items at a time */');
  });

  it('a lane kernel with a timeout computes what it computes without one, and is stopped when late', async () => {
    const w = 203;
    const h = 61;
    const a = tt.zeros([w * h], tt.u32, { device: 'native' });
    const b = tt.zeros([w * h], tt.u32, { device: 'native' });
    await escapeTime.launch([h, w], { out: a, w, h, maxIter: 500 });
    await escapeTime.launch([h, w], { out: b, w, h, maxIter: 500 }, { timeoutMs: 60_000 });
    expect(Array.from(await b.read())).toEqual(Array.from(await a.read()));
    // 4096 x 4096 items of up to 10^6 iterations: hours of work, stopped between lane groups
    const big = tt.zeros([4096 * 4096], tt.u32, { device: 'native' });
    const t0 = performance.now();
    const err = await escapeTime
      .launch([4096, 4096], { out: big, w: 4096, h: 4096, maxIter: 1_000_000 }, { timeoutMs: 200 })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'KernelTimeoutError', kernel: 'escape', partiallyWritten: ['out'] });
    expect(performance.now() - t0).toBeLessThan(20_000);
  }, 60_000);
});
