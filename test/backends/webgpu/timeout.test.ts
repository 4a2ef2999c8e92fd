/**
 * Launch timeouts on webgpu (backends/webgpu/watchdog.ts): the polling variant's loops count their
 * back-edges per work item against a budget derived from `timeoutMs` and leave once past it; the
 * host rejects when the time has passed on its clock. Either way KernelTimeoutError, the written
 * arrays named, and the device and queue usable afterwards.
 */
import { describe, expect, it } from 'vitest';
import { budgetTicks, TICK } from '../../../src/backends/webgpu/watchdog.js';
import * as tt from '../../../src/index.js';
import { contentDespiteFailure } from '../../support/failed-content.js';
import { skipReason, webgpu } from './support.js';

const count = tt.kernel(
  { y: tt.arrayOf(tt.f32), n: tt.i32 },
  (i, { y, n }) => {
    let s = 0;
    let k = 0;
    // not a counted loop (the step is inside an if): polled at every iteration
    while (k < n) {
      s += 1;
      if (s > -1) k++;
    }
    y[i] = s;
  },
  { name: 'count' },
);

const forever = tt.kernel(
  { y: tt.arrayOf(tt.f32) },
  (i, { y }) => {
    let s = 0;
    while (true) {
      s += 1;
      y[i] = s;
    }
  },
  { name: 'forever' },
);

describe.skipIf(!webgpu)(`timeouts on webgpu${webgpu ? '' : ` (skipped: ${skipReason})`}`, () => {
  it('the watchdog stops a work item past its back-edge budget: KernelTimeoutError, partial output', async () => {
    if (!webgpu) return;
    // 0.005 ms is a budget of 20 ticks (20 480 back-edges): the item is stopped well before 60 000
    // iterations (under llvmpipe's loop cap), whichever of the budget and the host timer is first.
    expect(budgetTicks(0.005) * TICK).toBe(20480);
    const y = tt.zeros([1], tt.f32, { device: webgpu });
    const e = await count.launch(1, { y, n: 60000 }, { timeoutMs: 0.005 }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(tt.KernelTimeoutError);
    expect(e).toMatchObject({ code: 'KERNEL_TIMEOUT', kernel: 'count', partiallyWritten: ['y'] });
    // y is failed (partly written); what the stopped dispatch stored, read despite it
    const [stopped = 0] = await contentDespiteFailure(y);
    // stopped at the first tick past the budget: 21 ticks of 1024 back-edges
    expect(stopped).toBeGreaterThanOrEqual(20480);
    expect(stopped).toBeLessThanOrEqual(21504);
    // the device and queue stay usable; without a timeout the same launch runs to its end
    await count.launch(1, { y, n: 60000 });
    expect(Array.from(await y.read())).toEqual([60000]);
  });

  it('a launch that finishes in time gives the result it gives without a timeout', async () => {
    if (!webgpu) return;
    const y = tt.zeros([256], tt.f32, { device: webgpu });
    await count.launch(256, { y, n: 5000 }, { timeoutMs: 10_000 });
    expect(new Set(await y.read())).toEqual(new Set([5000]));
  });

  it('while (true) {} ends: stopped by the timeout, or by the loop cap of a software adapter', async () => {
    if (!webgpu) return;
    const y = tt.zeros([64], tt.f32, { device: webgpu });
    const t0 = performance.now();
    // 5 ms: the watchdog stops a runaway item after timeoutMs × 4·10⁶ back-edges; an H200 runs
    // ~19 000 per ms per item (SwiftShader ~1 500), so the dispatch later work waits for ends after
    // ~1 s (~14 s)
    const e = await forever.launch(64, { y }, { timeoutMs: 5 }).catch((x: unknown) => x);
    // llvmpipe cuts a group's loops after 65 535 iterations (WEBGPU_LOOP_LIMIT) before the budget
    // of the timeout is spent; on other adapters the watchdog or the host timer stops it
    if (webgpu.software && e instanceof tt.KernelExecutionError) expect(e.code).toBe('WEBGPU_LOOP_LIMIT');
    else expect(e).toBeInstanceOf(tt.KernelTimeoutError);
    expect(performance.now() - t0).toBeLessThan(30_000);
    await y.fill(0); // the stopped launch left y failed: a whole overwrite clears it
    await count.launch(1, { y, n: 3 });
    expect((await y.read())[0]).toBe(3);
  });

  // llvmpipe runs a dispatch on the thread that submits it (Dawn's OpenGL ES backend submits on
  // the JS thread): no timer fires until it ends, so there only the watchdog can stop a launch.
  const blocking = webgpu?.software === true;
  if (blocking) {
    console.info(
      'webgpu host-timer timeout skipped — the software adapter runs each dispatch on the calling thread, so the host timer cannot fire during it',
    );
  }
  it.skipIf(blocking)(
    'the host gives up at the timeout while the dispatch runs on; later work waits for it',
    async () => {
      if (!webgpu) return;
      // many items, each far under its budget: only the host timer can report this one (n: an
      // H200 ran 2^20 items of 3 000 iterations in 29 ms, within the timeout; of 300 000 it did not)
      const y = tt.zeros([1 << 20], tt.f32, { device: webgpu });
      const t0 = performance.now();
      const e = await count.launch(1 << 20, { y, n: 300_000 }, { timeoutMs: 50 }).catch((x: unknown) => x);
      const rejectedAfter = performance.now() - t0;
      expect(e).toBeInstanceOf(tt.KernelTimeoutError);
      expect(rejectedAfter).toBeLessThan(5000);
      await y.fill(0); // the timed-out launch left y failed: a whole overwrite clears it
      await count.launch(1, { y, n: 7 });
      expect((await y.read())[0]).toBe(7);
    },
  );
});
