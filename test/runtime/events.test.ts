/** Events: what launches, writes and barriers resolve to; profiling; waitFor across queues. */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const addOne = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i] = x[i] + 1;
});
const double = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i] = x[i] * 2;
});
/** Busy work per item, so a launch takes measurable time. */
const spin = tt.kernel({ x: tt.arrayOf(tt.f32), reps: tt.i32 }, (i, { x, reps }) => {
  let s = x[i];
  for (let r = 0; r < reps; r++) s = Math.sqrt(s * s + 1);
  x[i] = s;
});

describe('launch resolves to an Event', () => {
  it('is complete, names its device and queue, and has no profile on a plain queue', async () => {
    const dev = tt.device('js');
    const x = tt.zeros([8], tt.f32, { device: dev });
    const ev = await addOne.launch(8, { x });
    expect(ev).toBeInstanceOf(tt.Event);
    expect(ev.kind).toBe('launch');
    expect(ev.complete).toBe(true);
    expect(ev.deviceId).toBe('js:0');
    expect(ev.queueId).toBe(dev.defaultQueue.id);
    expect(ev.profile).toBeUndefined();
    await ev.wait();
    expect([...(await x.read())]).toEqual(new Array(8).fill(1));
  });

  it('records submitted <= started <= ended on a profiling queue, on the host clock', async () => {
    const dev = tt.device('cpu');
    const q = dev.createQueue({ profiling: true });
    expect(q.profiling).toBe(true);
    const x = tt.full([4096], 2, tt.f32, { device: dev, queue: q });
    const before = performance.now();
    const ev = await spin.launch(4096, { x, reps: 200 });
    const after = performance.now();
    const p = ev.profile;
    expect(p).toBeDefined();
    if (!p) return;
    expect(p.submittedMs).toBeGreaterThanOrEqual(before);
    expect(p.startedMs).toBeGreaterThanOrEqual(p.submittedMs);
    expect(p.endedMs).toBeGreaterThanOrEqual(p.startedMs);
    expect(p.endedMs).toBeLessThanOrEqual(after);
    expect(ev.durationMs).toBe(p.endedMs - p.startedMs);
  });

  it('write() resolves to an Event of the array queue, profiled when it profiles', async () => {
    const dev = tt.device('js');
    const q = dev.createQueue({ profiling: true });
    const x = tt.zeros([3], tt.f32, { device: dev, queue: q });
    const ev = await x.write([1, 2, 3]);
    expect(ev.kind).toBe('write');
    expect(ev.queueId).toBe(q.id);
    expect(ev.profile?.endedMs).toBeGreaterThanOrEqual(ev.profile?.startedMs ?? Number.POSITIVE_INFINITY);
  });
});

describe('waitFor orders work across queues', () => {
  it('a launch on another queue starts only after the events it waits for', async () => {
    const dev = tt.device('cpu');
    const q1 = dev.createQueue({ profiling: true });
    const q2 = dev.createQueue({ profiling: true });
    const a = tt.full([20000], 1, tt.f32, { device: dev, queue: q1 });
    const b = tt.full([16], 1, tt.f32, { device: dev, queue: q2 });
    const slow = spin.launch(20000, { x: a, reps: 300 });
    // Without waitFor this small launch on q2 would run at once; with it, after `slow`.
    const fast = addOne.launch(16, { x: b }, { waitFor: [slow] });
    const [e1, e2] = await Promise.all([slow, fast]);
    expect(e2.profile?.startedMs).toBeGreaterThanOrEqual(e1.profile?.endedMs ?? Number.POSITIVE_INFINITY);
  });

  it('takes completed events too, and orders reads of results written on another queue', async () => {
    const dev = tt.device('js');
    const q1 = dev.createQueue();
    const q2 = dev.createQueue();
    const x = tt.full([4], 1, tt.f32, { device: dev, queue: q1 });
    const ev = await addOne.launch(4, { x });
    await double.launch(4, { x }, { queue: q2, waitFor: [ev] });
    expect([...(await x.read())]).toEqual([4, 4, 4, 4]);
  });

  it('a failed launch still releases its waiters', async () => {
    const oob = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
      x[i + 10] = 1;
    });
    const dev = tt.device('js');
    const x = tt.zeros([2], tt.f32, { device: dev });
    const y = tt.zeros([2], tt.f32, { device: dev, queue: dev.createQueue() });
    const bad = oob.launch(2, { x });
    const after = addOne.launch(2, { x: y }, { waitFor: [bad] });
    await expect(bad).rejects.toMatchObject({ code: 'KERNEL_INDEX_OUT_OF_BOUNDS' });
    expect((await after).kind).toBe('launch');
  });

  it('refuses a waitFor that is not a list of events, before anything runs', async () => {
    const x = tt.zeros([2], tt.f32, { device: 'js' });
    for (const bad of [5, [1], [null], 'ev', [{}]]) {
      await expect(addOne.launch(2, { x }, { waitFor: bad as never })).rejects.toMatchObject({
        name: 'LaunchArgumentError',
        code: 'LAUNCH_BAD_WAIT_FOR',
      });
    }
    expect([...(await x.read())]).toEqual([0, 0]);
  });
});

describe('queue.barrier and queue.finish', () => {
  it('barrier(events) waits for events of other queues, and later work waits for the barrier', async () => {
    const dev = tt.device('cpu');
    const q1 = dev.createQueue({ profiling: true });
    const q2 = dev.createQueue({ profiling: true });
    const a = tt.full([20000], 1, tt.f32, { device: dev, queue: q1 });
    const b = tt.full([16], 1, tt.f32, { device: dev, queue: q2 });
    const slow = spin.launch(20000, { x: a, reps: 300 });
    const bar = q2.barrier([slow]);
    const next = addOne.launch(16, { x: b });
    const [e1, eb, e2] = await Promise.all([slow, bar, next]);
    expect(eb.kind).toBe('barrier');
    expect(eb.profile?.startedMs).toBeGreaterThanOrEqual(e1.profile?.endedMs ?? Number.POSITIVE_INFINITY);
    expect(e2.profile?.startedMs).toBeGreaterThanOrEqual(eb.profile?.endedMs ?? Number.POSITIVE_INFINITY);
  });

  it('finish() resolves after everything submitted, and barrier() refuses bad input', async () => {
    const dev = tt.device('js');
    const q = dev.createQueue();
    const x = tt.zeros([4], tt.f32, { device: dev, queue: q });
    void addOne.launch(4, { x });
    void addOne.launch(4, { x });
    await q.finish();
    expect(q.pending).toBe(0);
    expect([...(await x.read())]).toEqual([2, 2, 2, 2]);
    await expect(q.barrier([42] as never)).rejects.toMatchObject({ code: 'LAUNCH_BAD_WAIT_FOR' });
  });

  it('createQueue refuses unknown options', () => {
    const dev = tt.device('js');
    for (const bad of [{ profile: true }, { profiling: 'yes' }, 3]) {
      expect(() => dev.createQueue(bad as never)).toThrow(
        expect.objectContaining({ name: 'QueueError', code: 'QUEUE_BAD_OPTIONS' }),
      );
    }
  });
});
