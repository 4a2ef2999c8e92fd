/**
 * Issue 31.1: the launch path skips waiting for what has finished (an idle queue, arrays with no
 * use in flight or only uses by the same in-order queue) and runs synchronously where it can. The
 * order it promises stays: these cases check values after launches queued without awaiting, on
 * one queue and across queues, with failures in between.
 */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const add = tt.kernel({ x: tt.arrayOf(tt.f32), v: tt.f32 }, (i, { x, v }) => {
  x[i] = x[i] * 2 + v;
});
const copy = tt.kernel({ src: tt.arrayOf(tt.f32), dst: tt.arrayOf(tt.f32) }, (i, { src, dst }) => {
  dst[i] = src[i];
});
const oob = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i + 1] = 1;
});
const forever = tt.kernel({ n: tt.i32 }, (_i, { n }) => {
  let k = 0;
  while (k !== n) k = (k + 1) | 0;
});

const cpu = ['js', 'wasm', 'native'].filter((b) => tt.devices().some((d) => d.backend === b && d.available));

describe.each(cpu)('launch fast paths on %s', (backend) => {
  it('queued launches on one queue, a failure among them, then a read: in order', async () => {
    const x = tt.zeros([3], tt.f32, { device: backend });
    const launches: Promise<unknown>[] = [];
    for (let k = 1; k <= 5; k++) {
      launches.push(add.launch(3, { x, v: k }).catch((e: unknown) => e));
      if (k === 2) launches.push(oob.launch(3, { x }).catch((e: unknown) => e));
    }
    const results = await Promise.all(launches);
    // 1 and 2 ran before the failing launch; it left x failed (memory.md#failed-arrays), so 3, 4
    // and 5, queued after it, fail without running (ARRAY_FAILED_INPUT, caused by its error), and
    // the read rejects with its error
    expect(results[0]).toBeInstanceOf(tt.Event);
    expect(results[1]).toBeInstanceOf(tt.Event);
    expect(results[2]).toBeInstanceOf(tt.KernelRangeError);
    for (const r of results.slice(3))
      expect(r).toMatchObject({ code: 'ARRAY_FAILED_INPUT', cause: results[2] });
    await expect(x.read()).rejects.toBe(results[2]);
    // a whole write clears the failure; the queue goes on in order
    await x.write([0, 1, 2]);
    for (let k = 1; k <= 3; k++) void add.launch(3, { x, v: k });
    expect(Array.from(await x.read())).toEqual([0, 1, 2].map((v) => ((v * 2 + 1) * 2 + 2) * 2 + 3));
  });

  it('an array used on two queues waits for the other queue', async () => {
    const d = tt.device(backend);
    const q1 = d.createQueue();
    const q2 = d.createQueue();
    const a = tt.array(new Float32Array([1, 2, 3]), { device: backend });
    const b = tt.zeros([3], tt.f32, { device: backend });
    for (let k = 0; k < 20; k++) void add.launch(3, { x: a, v: 1 }, { queue: q1 });
    const copied = copy.launch(3, { src: a, dst: b }, { queue: q2 });
    await copied;
    const expectedA = [1, 2, 3].map((v0) => {
      let v = v0;
      for (let k = 0; k < 20; k++) v = v * 2 + 1;
      return v;
    });
    expect(Array.from(await b.read())).toEqual(expectedA);
  });

  it('a failed launch nobody awaits is no unhandled rejection', async () => {
    const seen: unknown[] = [];
    const record = (e: unknown) => seen.push(e);
    process.on('unhandledRejection', record);
    try {
      // an array-less kernel: no array's bookkeeping observes its promise
      void forever.launch(1, { n: -1 }, { timeoutMs: 20, device: backend });
      const x = tt.zeros([1], tt.f32, { device: backend });
      await new Promise((r) => setTimeout(r, 300));
      await add.launch(1, { x, v: 1 }, { device: backend });
      await tt.device(backend).defaultQueue.finish();
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      process.off('unhandledRejection', record);
    }
    expect(seen).toEqual([]);
  });
});
