/**
 * Graph capture (tt.capture, runtime/capture.ts): a replay gives the same arrays as the launches
 * it recorded, on every available device; launches are counted; scalars re-bind by name; what a
 * capture cannot record, and bad replay input, are CaptureErrors with stable codes.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const step = tt.kernel({ dt: tt.f32, u: tt.arrayOf(tt.f32), v: tt.arrayOf(tt.f32) }, (i, { dt, u, v }) => {
  const n = u.length;
  const l = i > 0 ? u[i - 1] : u[i];
  const r = i < n - 1 ? u[i + 1] : u[i];
  v[i] = u[i] + dt * (l - 2 * u[i] + r);
});
const scaleInt = tt.kernel({ k: tt.i32, x: tt.arrayOf(tt.i32) }, (i, { k, x }) => {
  x[i] = x[i] * k + i;
});
const shifted = tt.kernel({ s: tt.i32, x: tt.arrayOf(tt.f32) }, (i, { s, x }) => {
  x[i + s] = 1;
});
const printing = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  if (i === 0) console.log('x0', x[0]);
});

const N = 257;
const STEPS = 10;
function initial(): Float32Array {
  return Float32Array.from({ length: N }, (_, i) => Math.sin(i / 7) + (i % 5));
}

/** STEPS diffusion steps ping-ponging between u and v, then a scaled integer array. */
async function program(u: tt.NDArray<'f32'>, v: tt.NDArray<'f32'>, x: tt.NDArray<'i32'>, dt = 0.1) {
  for (let t = 0; t < STEPS; t++) {
    await step.launch(N, t % 2 === 0 ? { dt, u, v } : { dt, u: v, v: u });
  }
  void scaleInt.launch(N, { k: 3, x });
}

const available = tt.devices().filter((d) => d.available);
const missing = tt.devices().filter((d) => !d.available);

beforeEach(() => tt.resetStats());

// (no describe without a test: on a machine with every device, vitest fails an empty suite)
if (missing.length > 0) {
  describe('unavailable devices', () => {
    for (const d of missing) it.skip(`${d.id}: skipped — ${d.reason ?? 'unavailable'}`, () => {});
  });
}

describe.each(available.map((d) => ({ id: d.id, device: d })))('capture on $id', ({ device }) => {
  it('replays exactly what the plain launches compute, counting each launch', async () => {
    const make = () => ({
      u: tt.array(initial(), { device }),
      v: tt.zeros([N], tt.f32, { device }),
      x: tt.array(
        Int32Array.from({ length: N }, (_, i) => i - 100),
        { device },
      ),
    });
    const plain = make();
    for (let r = 0; r < 3; r++) await program(plain.u, plain.v, plain.x);
    const cap = make();
    const g = await tt.capture(() => program(cap.u, cap.v, cap.x));
    expect(g.launches).toBe(STEPS + 1);
    expect(g.device).toBe(device);
    await device.defaultQueue.finish();
    tt.resetStats();
    await g.replay();
    await g.replay();
    expect(tt.stats().launches).toBe(2 * g.launches);
    expect([...(await cap.u.read())]).toEqual([...(await plain.u.read())]);
    expect([...(await cap.v.read())]).toEqual([...(await plain.v.read())]);
    expect([...(await cap.x.read())]).toEqual([...(await plain.x.read())]);
  });

  it('orders a replay after earlier writes and before later reads of its arrays', async () => {
    const x = tt.zeros([N], tt.i32, { device });
    const g = await tt.capture(() => scaleInt.launch(N, { k: 2, x }));
    void x.write(new Int32Array(N).fill(5));
    void g.replay();
    void scaleInt.launch(N, { k: 1, x });
    const want = Array.from({ length: N }, (_, i) => 5 * 2 + i + i);
    expect([...(await x.read())]).toEqual(want);
  });

  it('a replay after a host write moves the array back (counted) and marks it written on the device', async () => {
    const x = tt.zeros([N], tt.i32, { device });
    const g = await tt.capture(() => scaleInt.launch(N, { k: 2, x }));
    await x.write(new Int32Array(N).fill(1));
    tt.resetStats();
    await g.replay();
    await g.replay();
    const moved = device.kind === 'gpu' ? 1 : 0;
    expect(tt.stats().hostToDevice).toBe(moved);
    expect(tt.stats().launches).toBe(2);
    // written on the device: a read copies it back (gpu), the host sees the replays' values
    expect([...(await x.read())]).toEqual(Array.from({ length: N }, (_, i) => (1 * 2 + i) * 2 + i));
    expect(tt.stats().deviceToHost).toBe(moved);
    x.dispose();
    await expect(g.replay()).rejects.toMatchObject({ code: 'CAPTURE_ARRAY_DISPOSED' });
  });

  it('re-binds a scalar by name for every launch of the kernels that have it', async () => {
    const a = { u: tt.array(initial(), { device }), v: tt.zeros([N], tt.f32, { device }) };
    const b = { u: tt.array(initial(), { device }), v: tt.zeros([N], tt.f32, { device }) };
    const x = tt.zeros([N], tt.i32, { device });
    const g = await tt.capture(() => program(a.u, a.v, x, 0.1));
    await a.u.write(initial());
    await g.replay({ scalars: { dt: 0.05 } });
    await program(b.u, b.v, x, 0.05);
    expect([...(await a.u.read())]).toEqual([...(await b.u.read())]);
    expect([...(await a.v.read())]).toEqual([...(await b.v.read())]);
  });

  it('replays launches large enough for worker threads', async () => {
    const n = 40_000;
    const init = () => Float32Array.from({ length: n }, (_, i) => (i % 97) / 8);
    const half = tt.kernel({ a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { a, x, y }) => {
      y[i] = x[i] * 0.5 + a;
    });
    const run = async (x: tt.NDArray<'f32'>, y: tt.NDArray<'f32'>) => {
      for (let t = 0; t < 6; t++) {
        void half.launch(n, t % 2 === 0 ? { a: 1, x, y } : { a: 1, x: y, y: x });
        void shifted.launch(n - 8, { s: 4, x });
      }
      await device.defaultQueue.finish();
    };
    const plain = { x: tt.array(init(), { device }), y: tt.zeros([n], tt.f32, { device }) };
    const cap = { x: tt.array(init(), { device }), y: tt.zeros([n], tt.f32, { device }) };
    await run(plain.x, plain.y);
    await run(plain.x, plain.y);
    const g = await tt.capture(() => run(cap.x, cap.y));
    await g.replay();
    expect([...(await cap.x.read())]).toEqual([...(await plain.x.read())]);
    expect([...(await cap.y.read())]).toEqual([...(await plain.y.read())]);
    await expect(g.replay({ scalars: { s: 9 } })).rejects.toMatchObject({
      name: 'KernelRangeError',
      array: 'x',
    });
    // the failed replay left the arrays it writes failed (docs/memory.md#failed-arrays): overwritten
    // whole, the graph replays again
    await cap.x.write(init());
    await cap.y.fill(0);
    await g.replay();
  });

  it('replays offset launches and shaped arrays (hidden offsets and extents) as they ran', async () => {
    const grid = tt.kernel({ m: tt.arrayOf(tt.i32, 2) }, ([r, c], { m }) => {
      m[r][c] = m[r][c] * 2 + r * 10 + c;
    });
    const make = () =>
      tt.array(
        Int32Array.from({ length: 6 * 5 }, (_, i) => i % 7),
        { device, shape: [6, 5] },
      );
    const work = (m: tt.NDArray<'i32'>) => async () => {
      await grid.launch([3, 5], { m });
      await grid.launch([2, 4], { m }, { offset: [4, 1] });
    };
    const plain = make();
    await work(plain)();
    await work(plain)();
    const cap = make();
    const g = await tt.capture(work(cap));
    await g.replay();
    expect([...(await cap.read())]).toEqual([...(await plain.read())]);
  });

  it('a replay whose re-bound scalar indexes out of bounds rejects with the kernel’s KernelRangeError', async () => {
    const x = tt.zeros([16], tt.f32, { device });
    const y = tt.zeros([N], tt.f32, { device });
    const g = await tt.capture(async () => {
      for (let t = 0; t < 4; t++) void shifted.launch(8, { s: 0, x });
      await shifted.launch(8, { s: 0, x: y });
    });
    const failure = await g.replay({ scalars: { s: 12 } }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ name: 'KernelRangeError', array: 'x' });
    // x, which the failing launch writes, and y, which a later one writes, are failed now
    await expect(x.read()).rejects.toBe(failure);
    await expect(y.read()).rejects.toBe(failure);
    // the replay with the scalar fixed runs nothing and says why; the same failing replay again
    // rejects with its own error
    const fixed = await g.replay({ scalars: { s: 8 } }).catch((e: unknown) => e);
    expect(fixed).toMatchObject({ name: 'ArrayError', code: 'ARRAY_FAILED_INPUT', cause: failure });
    expect((fixed as Error).message).toMatch(
      /^graph\.replay\(\): argument 'x' of captured kernel '\w+' \(f32\[16\] on \S+\) is a failed array — a replay of Graph\(5 launches on .*\), which was to write it, failed with KernelRangeError KERNEL_INDEX_OUT_OF_BOUNDS .*write\(\) or fill\(\) the whole array/,
    );
    await expect(g.replay({ scalars: { s: 12 } })).rejects.toBe(failure);
    // overwritten whole, they replay again
    await x.fill(0);
    await y.fill(0);
    await g.replay({ scalars: { s: 8 } });
    expect([...(await x.read())]).toEqual([...new Array(8).fill(0), ...new Array(8).fill(1)]);
  });

  it('a failing replay fails what its failing launch and the later ones write, not what earlier ones wrote', async () => {
    const seven = tt.kernel(
      { a: tt.arrayOf(tt.f32) },
      (i, { a }) => {
        a[i] = 7;
      },
      { name: 'seven' },
    );
    const put = tt.kernel(
      { s: tt.i32, x: tt.arrayOf(tt.f32) },
      (i, { s, x }) => {
        x[i + s] = 1;
      },
      { name: 'put' },
    );
    const a = tt.zeros([8], tt.f32, { device });
    const x = tt.zeros([16], tt.f32, { device });
    const b = tt.zeros([8], tt.f32, { device });
    const g = await tt.capture(async () => {
      void seven.launch(8, { a });
      void put.launch(8, { s: 0, x });
      await seven.launch(8, { a: b });
    });
    const failure = await g.replay({ scalars: { s: 12 } }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ name: 'KernelRangeError', kernel: 'put', array: 'x' });
    expect([...(await a.read())]).toEqual(new Array(8).fill(7));
    await expect(x.read()).rejects.toBe(failure);
    // b's launch comes after the failing one: it did not run, or ran after it (one GPU submission)
    await expect(b.read()).rejects.toBe(failure);
    // a launch given x fails without running, naming it
    await expect(put.launch(8, { s: 0, x })).rejects.toMatchObject({
      code: 'ARRAY_FAILED_INPUT',
      cause: failure,
    });
  });
});

describe('what a capture refuses', () => {
  const x = tt.zeros([8], tt.i32);
  it('a host read inside the capture, even one nobody awaited', async () => {
    await expect(
      tt.capture(async () => {
        await scaleInt.launch(8, { k: 2, x });
        await x.read();
      }),
    ).rejects.toMatchObject({ name: 'CaptureError', code: 'CAPTURE_HOST_READ' });
    await expect(
      tt.capture(() => {
        void scaleInt.launch(8, { k: 2, x });
        void x.read(); // refused, and observed: no unhandled rejection (vitest would fail on one)
      }),
    ).rejects.toMatchObject({ code: 'CAPTURE_HOST_READ' });
  });

  it('queue work that is not a launch (tt.np reductions, tt.matmul)', async () => {
    const f = tt.array(new Float32Array(8).fill(1));
    await expect(tt.capture(() => tt.np.sum(f).item())).rejects.toBeInstanceOf(tt.CaptureError);
  });

  it('nesting, a kernel that prints, a second queue, an empty capture, a non-function', async () => {
    await expect(tt.capture(() => tt.capture(() => scaleInt.launch(8, { k: 1, x })))).rejects.toMatchObject({
      code: 'CAPTURE_NESTED',
    });
    const f = tt.zeros([8], tt.f32);
    await expect(tt.capture(() => printing.launch(8, { x: f }, { print: () => {} }))).rejects.toMatchObject({
      code: 'CAPTURE_UNSUPPORTED_WORK',
    });
    await expect(
      tt.capture(() => {
        void printing.launch(8, { x: f }, { print: () => {} });
      }),
    ).rejects.toMatchObject({ code: 'CAPTURE_UNSUPPORTED_WORK' });
    const other = tt.device('js').createQueue();
    await expect(
      tt.capture(async () => {
        await scaleInt.launch(8, { k: 1, x });
        await scaleInt.launch(8, { k: 1, x }, { queue: other });
      }),
    ).rejects.toMatchObject({ code: 'CAPTURE_MIXED_DEVICES' });
    await expect(tt.capture(async () => {})).rejects.toMatchObject({ code: 'CAPTURE_EMPTY' });
    await expect(tt.capture(42 as unknown as () => void)).rejects.toMatchObject({
      code: 'CAPTURE_NOT_A_FUNCTION',
    });
  });

  it('records nothing once the capture has ended', async () => {
    const g = await tt.capture(() => scaleInt.launch(8, { k: 1, x }));
    await scaleInt.launch(8, { k: 1, x });
    expect(g.launches).toBe(1);
    await expect(x.read()).resolves.toBeInstanceOf(Int32Array);
  });
});

describe('bad replay input', () => {
  it('a disposed array, an unknown scalar (with the closest name), a bad value, unknown options', async () => {
    const u = tt.array(initial());
    const v = tt.zeros([N], tt.f32);
    const g = await tt.capture(() => step.launch(N, { dt: 0.1, u, v }));
    await expect(g.replay({ scalars: { ddt: 0.2 } })).rejects.toMatchObject({
      code: 'CAPTURE_UNKNOWN_SCALAR',
      message: expect.stringContaining("did you mean 'dt'?"),
    });
    await expect(g.replay({ scalars: { u: 1 } })).rejects.toMatchObject({ code: 'CAPTURE_UNKNOWN_SCALAR' });
    await expect(g.replay({ scalars: { dt: true } })).rejects.toMatchObject({ code: 'CAPTURE_BAD_SCALAR' });
    await expect(g.replay({ scalar: {} } as tt.ReplayOptions)).rejects.toMatchObject({
      code: 'CAPTURE_BAD_OPTIONS',
      message: expect.stringContaining("did you mean 'scalars'?"),
    });
    const i = await tt.capture(() => scaleInt.launch(8, { k: 1, x: tt.zeros([8], tt.i32) }));
    await expect(i.replay({ scalars: { k: 1.5 } })).rejects.toMatchObject({ code: 'CAPTURE_BAD_SCALAR' });
    v.dispose();
    await expect(g.replay()).rejects.toMatchObject({
      code: 'CAPTURE_ARRAY_DISPOSED',
      message: expect.stringContaining("'v'"),
    });
  });
});
