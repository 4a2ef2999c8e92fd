/**
 * queue.task: non-kernel work ordered like a launch — after the queue's earlier work and its
 * arrays' pending work, with their allocations moved only if needed, the written arrays marked
 * where they were written, the arrays' next uses after it, its failure on its own promise.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { useSimBackend } from '../support/sim-backend.js';

const addOne = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i] = x[i] + 1;
});
const addInto = tt.kernel({ x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { x, y }) => {
  y[i] = y[i] + x[i];
});

/** The content of a sim or host allocation (the sim space keeps a TypedArray as its handle). */
function dataOf(alloc: { host?: unknown; handle?: unknown }): Float32Array {
  const d = alloc.host ?? alloc.handle;
  if (!(d instanceof Float32Array)) throw new Error('expected f32 memory');
  return d;
}

let sim: tt.Device;
beforeAll(async () => {
  await useSimBackend();
  sim = tt.device('sim');
});
beforeEach(() => tt.resetStats());

describe('queue.task', () => {
  it('runs after the arrays’ launches, moves nothing that is valid, marks writes, counts nothing', async () => {
    const x = tt.array(new Float32Array([1, 2, 3, 4]), { device: sim });
    const y = tt.zeros([4], tt.f32, { device: sim });
    void addInto.launch(4, { x, y });
    expect([...(await y.read())]).toEqual([1, 2, 3, 4]);
    expect([...y.validSpaces].sort()).toEqual(['host', 'sim:0']);
    tt.resetStats();
    const seen = await sim.defaultQueue.task({ reads: [x], writes: [y] }, async (scope) => {
      const ax = dataOf(await scope.allocation(x));
      const ay = dataOf(await scope.allocation(y));
      for (let i = 0; i < 4; i++) ay[i] = (ax[i] ?? 0) * 10;
      return [...ax];
    });
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(tt.stats()).toMatchObject({ hostToDevice: 0, deviceToHost: 0, launches: 0 });
    expect(y.validSpaces).toEqual(['sim:0']);
    expect(x.validSpaces.includes('sim:0')).toBe(true);
    expect([...(await y.read())]).toEqual([10, 20, 30, 40]);
    expect(tt.stats().deviceToHost).toBe(1);
  });

  it('moves an array to the queue’s device once, and later launches wait for the task', async () => {
    const x = tt.array(new Float32Array([5, 6]), { device: sim });
    const p = sim.defaultQueue.task({ writes: [x] }, async (scope) => {
      dataOf(await scope.allocation(x))[0] = 50;
    });
    void addOne.launch(2, { x });
    await p;
    expect([...(await x.read())]).toEqual([51, 7]);
    expect(tt.stats().hostToDevice).toBe(1);
  });

  it('rejects with fn’s error, observed; the arrays and the queue go on', async () => {
    const dev = tt.device('js');
    const x = tt.full([3], 1, tt.f32, { device: dev });
    const boom = new Error('boom');
    // Not awaited: an unobserved rejection would fail the test run.
    void dev.defaultQueue.task({ writes: [x] }, () => {
      throw boom;
    });
    await expect(dev.defaultQueue.task({}, () => Promise.reject(boom))).rejects.toBe(boom);
    // the failed task left x failed (memory.md#failed-arrays): a read rejects with boom; a task or
    // launch given x fails without running, ARRAY_FAILED_INPUT naming x, caused by boom
    await expect(x.read()).rejects.toBe(boom);
    let ran = false;
    const given = { code: 'ARRAY_FAILED_INPUT', cause: boom };
    await expect(dev.defaultQueue.task({ reads: [x] }, () => (ran = true))).rejects.toMatchObject(given);
    await expect(dev.defaultQueue.task({ reads: [x] }, () => (ran = true))).rejects.toThrow(
      /^task: its input \(f32\[3\] on js:0\) is a failed array — a task, which was to write it, failed with Error \(boom\)\. .*write\(\) or fill\(\) the whole array/,
    );
    expect(ran).toBe(false);
    await expect(addOne.launch(3, { x })).rejects.toMatchObject(given);
    await x.fill(1); // a whole overwrite clears it; the queue goes on
    await addOne.launch(3, { x });
    expect([...(await x.read())]).toEqual([2, 2, 2]);
  });

  it('launches a kernel inside the task without waiting for itself', async () => {
    const dev = tt.device('js');
    const q = dev.createQueue();
    const x = tt.zeros([4], tt.f32, { device: dev, queue: q });
    const other = tt.zeros([4], tt.f32, { device: dev });
    void addOne.launch(4, { x: other });
    const ev = await q.task({ writes: [x] }, (scope) => scope.launch(addInto, 4, { x: other, y: x }));
    expect(ev).toBeInstanceOf(tt.Event);
    expect(ev.queueId).toBe(q.id);
    expect(tt.stats().launches).toBe(2);
    expect([...(await x.read())]).toEqual([1, 1, 1, 1]);
  });

  it('ends after the launches it started, and fails with theirs', async () => {
    const dev = tt.device('js');
    const x = tt.zeros([4], tt.f32, { device: dev });
    const bad = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
      x[i + 10] = 1;
    });
    const task = dev.defaultQueue.task({ writes: [x] }, (scope) => {
      void scope.launch(addOne, 4, { x });
      void scope.launch(bad, 4, { x });
      return 'returned';
    });
    const failure = await task.catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(tt.KernelRangeError);
    await expect(x.read()).rejects.toBe(failure); // the task failed writing x: x is failed
  });

  it('waits for waitFor; refuses disposed arrays and arrays it does not name', async () => {
    const dev = tt.device('js');
    const x = tt.zeros([2], tt.f32, { device: dev });
    const y = tt.zeros([2], tt.f32, { device: dev, queue: dev.createQueue() });
    const launched = addOne.launch(2, { x: y });
    const got = await dev.defaultQueue.task({ waitFor: [launched], reads: [x] }, async (scope) => {
      await expect(scope.allocation(y)).rejects.toBeInstanceOf(tt.InternalError);
      return 'ok';
    });
    expect(got).toBe('ok');
    expect((await y.read())[0]).toBe(1);
    x.dispose();
    await expect(dev.defaultQueue.task({ reads: [x], what: 'my task' }, () => 1)).rejects.toMatchObject({
      code: 'ARRAY_DISPOSED',
    });
  });
});

describe('taskNow (a task started in the call, when nothing needs waiting for)', () => {
  it('runs at once on idle arrays with a copy usable in place, and marks the written ones', async () => {
    const { taskNow } = await import('../../src/runtime/queue-task.js');
    const cpu = tt.device('js');
    const x = tt.array(new Float32Array([1, 2]), { device: cpu });
    const y = tt.array(new Float32Array([5, 5]), { device: sim });
    await y.read(); // a valid host copy besides the sim one
    let ran = false;
    const done = taskNow([x], [y], cpu, ([ax, ay]) => {
      ran = true;
      const src = dataOf(ax ?? {});
      const dst = dataOf(ay ?? {});
      dst.set([src[0] ?? 0, src[1] ?? 0]);
      return 'sync';
    });
    expect(ran).toBe(true);
    await expect(done).resolves.toBe('sync');
    // written through its host copy: the sim copy is stale, and reading gives the new values
    expect(y.validSpaces).toEqual(['host']);
    expect([...(await y.read())]).toEqual([1, 2]);
    tt.resetStats();
    // work that goes on: the array's next use waits for it
    let finish: () => void = () => {};
    const later = taskNow([], [y], cpu, ([ay]) => {
      const dst = dataOf(ay ?? {});
      return new Promise<void>((resolve) => {
        finish = () => {
          dst.set([7, 8]);
          resolve();
        };
      });
    });
    const read = y.read();
    finish();
    await later;
    expect([...(await read)]).toEqual([7, 8]);
  });

  it('starts nothing while an array has a use in flight or would have to move', async () => {
    const { taskNow } = await import('../../src/runtime/queue-task.js');
    const cpu = tt.device('js');
    const busy = tt.zeros([2], tt.f32, { device: cpu });
    const launched = addOne.launch(2, { x: busy });
    let ran = 0;
    expect(taskNow([busy], [], cpu, () => ran++)).toBeUndefined();
    await launched;
    expect(taskNow([busy], [], cpu, () => ran++)).toBeDefined();
    const onSim = tt.array(new Float32Array([3]), { device: sim });
    await addOne.launch(1, { x: onSim }); // its only valid copy is the sim one now
    tt.resetStats();
    expect(taskNow([onSim], [], cpu, () => ran++)).toBeUndefined();
    expect(ran).toBe(1);
    expect(tt.stats().deviceToHost).toBe(0);
  });
});
