/**
 * Issue 17.3: llvmpipe ends the loops of a group of work items after 65 535 iterations in total and
 * goes on as if they had finished. tutti must never return such results silently: on adapters that
 * cap, a cut loop makes the launch reject with KernelExecutionError (WEBGPU_LOOP_LIMIT); elsewhere
 * the results are right. Either way, never a wrong answer.
 */
import { describe, expect, it } from 'vitest';
import { LOOP_CAPPED_ADAPTER } from '../../../src/backends/webgpu/loop-cap.js';
import * as tt from '../../../src/index.js';
import { skipReason, webgpu } from './support.js';

describe.skipIf(!webgpu)(`webgpu loop limit (${webgpu ? webgpu.toString() : skipReason})`, () => {
  const device = webgpu as tt.Device;
  const capped = LOOP_CAPPED_ADAPTER.test(device.name);

  const scan = tt.kernel({ x: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) }, (_i, { x, o }) => {
    let s = 0;
    for (let j = 0; j < x.length; j++) {
      s += x[j];
      o[j] = s;
    }
  });

  async function runScan(n: number): Promise<Float32Array> {
    const x = tt.array(new Float32Array(n).fill(1), { device });
    const o = tt.zeros([n], tt.f32, { device });
    try {
      await scan.launch(1, { x, o });
      return (await o.read()) as Float32Array;
    } finally {
      x.dispose();
      o.dispose();
    }
  }

  it('a single-item scan of 70 000 elements is refused (or right), never silently wrong', async () => {
    if (capped) {
      await expect(runScan(70_000)).rejects.toMatchObject({
        name: 'KernelExecutionError',
        code: 'WEBGPU_LOOP_LIMIT',
        message: expect.stringMatching(/65535 iterations.*CPU device/s),
      });
    } else {
      const o = await runScan(70_000);
      expect(o[69_999]).toBe(70_000);
    }
    // the device and the kernel stay usable
    const o = await runScan(1000);
    expect(o[999]).toBe(1000);
  });

  it('a work item cut by its neighbours loops (the count is per group of work items) is caught too', async () => {
    const k = tt.kernel(
      { n: tt.arrayOf(tt.i32), m: tt.arrayOf(tt.i32), o: tt.arrayOf(tt.i32) },
      (i, { n, m, o }) => {
        let s = 0;
        for (let j = 0; j < n[i]; j++) s += 1;
        let j = 0;
        do {
          s += 1;
          j++;
        } while (j < m[i]);
        o[i] = s;
      },
    );
    const run = async (a: number, b: number): Promise<Int32Array> => {
      const n = tt.array(
        Int32Array.from({ length: 8 }, (_, i) => (i % 2 ? b : a)),
        { device },
      );
      const m = tt.array(
        Int32Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b)),
        { device },
      );
      const o = tt.zeros([8], tt.i32, { device });
      await k.launch(8, { n, m, o });
      return (await o.read()) as Int32Array;
    };
    // each work item loops 60 010 times, but the group as a whole 120 000 times
    if (capped) await expect(run(60_000, 10)).rejects.toMatchObject({ code: 'WEBGPU_LOOP_LIMIT' });
    else expect(Array.from(await run(60_000, 10))).toEqual(new Array(8).fill(60_010));
    expect(Array.from(await run(30_000, 10))).toEqual(new Array(8).fill(30_010));
  });

  it('loops that stay under the limit, with break and float %, run unchanged', async () => {
    const k = tt.kernel({ x: tt.arrayOf(tt.f32), o: tt.arrayOf(tt.f32) }, (i, { x, o }) => {
      let s = 0;
      for (let j = 0; j < 100; j++) {
        if (j > 50 + i) break;
        s += x[j % x.length] % 0.75;
      }
      o[i] = s;
    });
    const x = tt.array(
      Float32Array.from({ length: 16 }, (_, i) => i * 1.25),
      { device },
    );
    const o = tt.zeros([16], tt.f32, { device });
    await k.launch(16, { x, o });
    const want = new Float32Array(16);
    for (let i = 0; i < 16; i++) {
      let s = 0;
      for (let j = 0; j < 100 && j <= 50 + i; j++) s = Math.fround(s + Math.fround(((j % 16) * 1.25) % 0.75));
      want[i] = s;
    }
    expect(Array.from(await o.read())).toEqual(Array.from(want));
  });
});
