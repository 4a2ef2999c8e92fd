/** HAMR's transfer modes: what to(…, { sync }) and accessible(…, { sync }) wait for, on every device. */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const devices = tt.devices().filter((d) => d.available);

/** A promise and the function that resolves it. */
function gate(): { open: () => void; closed: Promise<void> } {
  let open = () => {};
  const closed = new Promise<void>((r) => {
    open = r;
  });
  return { open, closed };
}

/** Whether `p` settles within `ms` milliseconds. */
async function settlesWithin(p: Promise<unknown>, ms: number): Promise<boolean> {
  let done = false;
  void p.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((r) => setTimeout(r, ms));
  return done;
}

/** Blocks `queue` with a task on a scratch array until the returned function is called. */
function blockQueue(queue: tt.Queue): () => void {
  const g = gate();
  const scratch = tt.zeros([1], tt.f32, { queue });
  void queue.task({ writes: [scratch], what: 'blocker' }, () => g.closed);
  return g.open;
}

describe.each(devices.map((d) => [d.id, d] as const))('transfer modes to %s', (_id, dev) => {
  it("'async' returns the array at once, its copy ordered after the source's pending work", async () => {
    const a = tt.array(new Float32Array([1, 2, 3]), { device: 'js' });
    const g = gate();
    void a.queue.task({ writes: [a], what: 'late writer' }, async (scope) => {
      await g.closed;
      ((await scope.allocation(a)).host as Float32Array | undefined)?.set([4, 5, 6]);
    });
    const b = a.to(dev, { sync: 'async' });
    expect(b).toBeInstanceOf(tt.NDArray);
    expect(b.device).toBe(dev);
    g.open();
    expect([...(await b.read())]).toEqual([4, 5, 6]);
  });

  it("'host' waits for the copy itself, not for unrelated work on the destination queue", async () => {
    const a = tt.array(new Float32Array([1, 2]), { device: 'js' });
    const g = gate();
    void a.queue.task({ reads: [a], what: 'slow reader' }, () => g.closed);
    const release = blockQueue(dev.defaultQueue);
    const p = a.to(dev, { sync: 'host' });
    expect(p).toBeInstanceOf(Promise);
    expect(await settlesWithin(p, 30)).toBe(false); // the source is still in use
    g.open();
    const b = await p; // the destination queue is still blocked
    expect(b.validSpaces.length).toBeGreaterThan(0);
    release();
    expect([...(await b.read())]).toEqual([1, 2]);
  });

  it("'full' also waits until both queues have finished what was submitted to them", async () => {
    const a = tt.array(new Float32Array([7]), { device: 'js' });
    const release = blockQueue(dev.defaultQueue);
    const p = a.to(dev, { sync: 'full' });
    expect(await settlesWithin(p, 30)).toBe(false);
    release();
    expect([...(await (await p).read())]).toEqual([7]);

    const x = tt.array(new Float32Array([3]), { device: 'js' });
    const again = blockQueue(dev.defaultQueue);
    const full = x.accessible(dev, { sync: 'full' });
    const host = x.accessible(dev, { sync: 'host' });
    expect(await settlesWithin(host, 200)).toBe(true);
    expect(await settlesWithin(full, 0)).toBe(false);
    again();
    await full;
  });

  it('the three modes give the same data; host and full resolve with the copy done (counted)', async () => {
    const src = Float32Array.from([1.5, -2, 3, 4e6]);
    const got: number[][] = [];
    for (const sync of ['async', 'host', 'full'] as const) {
      const a = tt.array(src.slice(), { device: 'js' });
      tt.resetStats();
      const out = sync === 'async' ? a.to(dev, { sync }) : a.to(dev, { sync });
      expect(tt.stats().hostToDevice).toBe(0); // nothing is copied inside the call
      const b = out instanceof Promise ? await out : out;
      if (sync !== 'async') expect(tt.stats().hostToDevice).toBe(1); // done when the promise resolves
      got.push([...(await b.read())]);
      expect(tt.stats().hostToDevice).toBe(1); // one copy in every mode
    }
    expect(got).toEqual([[...src], [...src], [...src]]);
  });

  it("accessible(…, { sync: 'async' }) resolves at once; the move is ordered before the next use", async () => {
    const a = tt.array(new Float32Array([1, 2]), { device: 'js' });
    const g = gate();
    void a.queue.task({ writes: [a], what: 'slow writer' }, () => g.closed);
    expect(await settlesWithin(a.accessible(dev, { sync: 'async' }), 200)).toBe(true);
    g.open();
    expect([...(await a.read())]).toEqual([1, 2]);
  });
});

it("a sync mode other than 'async', 'host', 'full' is ARRAY_BAD_SYNC; unknown keys ARRAY_BAD_OPTIONS", async () => {
  const a = tt.array([1], { device: 'js' });
  expect(() => a.to('js', { sync: 'blocking' } as never)).toThrow(
    expect.objectContaining({ code: 'ARRAY_BAD_SYNC' }),
  );
  expect(() => a.to('js', { snyc: 'host' } as never)).toThrow(
    expect.objectContaining({ code: 'ARRAY_BAD_OPTIONS' }),
  );
  await expect(a.accessible('js', { sync: 1 } as never)).rejects.toMatchObject({ code: 'ARRAY_BAD_SYNC' });
  // a bare queue is still accepted
  const q = tt.device('js').createQueue();
  expect(a.to('js', q).queue).toBe(q);
});
