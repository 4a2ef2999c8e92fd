/** Out-of-order queues (DPEP/SYCL): ordered only by array dependencies, waitFor events and barriers. */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const devices = tt.devices().filter((d) => d.available);

const inc = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i] = x[i] + 1;
});

function gate(): { open: () => void; closed: Promise<void> } {
  let open = () => {};
  const closed = new Promise<void>((r) => {
    open = r;
  });
  return { open, closed };
}

async function settlesWithin(p: Promise<unknown>, ms: number): Promise<boolean> {
  let done = false;
  const mark = () => {
    done = true;
  };
  void p.then(mark, mark);
  const end = Date.now() + ms;
  while (!done && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
  return done;
}

/** A host task on `queue` that writes `a` and holds until the gate opens. */
function blockingTask(queue: tt.Queue, a: tt.NDArray): { open: () => void; done: Promise<unknown> } {
  const g = gate();
  const done = queue.task({ writes: [a], what: 'blocking task' }, async (scope) => {
    await g.closed;
    const host = (await scope.allocation(a, tt.device('js'))).host;
    (host as Float32Array | undefined)?.fill(10);
  });
  return { open: g.open, done };
}

describe.each(devices.map((d) => [d.id, d] as const))('out-of-order queues on %s', (_id, dev) => {
  it('independent work overlaps: a launch completes while an earlier host task still blocks', async () => {
    const q = dev.createQueue({ inOrder: false });
    expect(q.inOrder).toBe(false);
    const a = tt.zeros([4], tt.f32, { queue: q });
    const b = tt.zeros([4], tt.f32, { queue: q });
    const t = blockingTask(q, a);
    expect(await settlesWithin(inc.launch(4, { x: b }), 30_000)).toBe(true); // a first build may be slow
    expect(await settlesWithin(t.done, 20)).toBe(false);
    t.open();
    await t.done;
    expect([...(await b.read())]).toEqual([1, 1, 1, 1]);
  });

  it('an in-order queue (the default) keeps submission order for the same work', async () => {
    const q = dev.createQueue();
    expect(q.inOrder).toBe(true);
    const a = tt.zeros([4], tt.f32, { queue: q });
    const b = tt.zeros([4], tt.f32, { queue: q });
    const t = blockingTask(q, a);
    expect(await settlesWithin(inc.launch(4, { x: b }), 50)).toBe(false);
    t.open();
    await q.finish();
  });

  it('dependent work is ordered: by a shared array, and by waitFor', async () => {
    const q = dev.createQueue({ inOrder: false });
    const a = tt.zeros([2], tt.f32, { queue: q });
    const b = tt.zeros([2], tt.f32, { queue: q });
    const t = blockingTask(q, a);
    const onA = inc.launch(2, { x: a }); // waits for the task (same array)
    const onB = inc.launch(2, { x: b }, { waitFor: [onA] }); // waits for onA (event)
    expect(await settlesWithin(onB, 50)).toBe(false);
    t.open();
    await onB;
    expect([...(await a.read())]).toEqual([11, 11]);
    expect([...(await b.read())]).toEqual([1, 1]);
  });

  it('a barrier waits for every earlier task, and later tasks wait for the barrier', async () => {
    const q = dev.createQueue({ inOrder: false });
    const a = tt.zeros([2], tt.f32, { queue: q });
    const b = tt.zeros([2], tt.f32, { queue: q });
    const t = blockingTask(q, a);
    const bar = q.barrier();
    const after = inc.launch(2, { x: b });
    expect(await settlesWithin(bar, 50)).toBe(false);
    expect(await settlesWithin(after, 0)).toBe(false);
    t.open();
    expect((await bar).kind).toBe('barrier');
    await after;
    await q.finish();
    expect(q.pending).toBe(0);
  });

  it('finish() waits for every task, whatever the order they end in', async () => {
    const q = dev.createQueue({ inOrder: false });
    const a = tt.zeros([2], tt.f32, { queue: q });
    const t = blockingTask(q, a);
    const fin = q.finish();
    expect(await settlesWithin(fin, 30)).toBe(false);
    t.open();
    await fin;
    expect([...(await a.read())]).toEqual([10, 10]);
  });
});

it('inOrder must be a boolean (QUEUE_BAD_OPTIONS)', () => {
  expect(() => tt.device('js').createQueue({ inOrder: 'no' } as never)).toThrow(
    expect.objectContaining({ name: 'QueueError', code: 'QUEUE_BAD_OPTIONS' }),
  );
});
