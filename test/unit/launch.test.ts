/** Launch validation, compute-follows-data placement, queue order and error recovery. */
import { beforeAll, describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { useSimBackend } from '../support/sim-backend.js';

const saxpy = tt.kernel({ a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { a, x, y }) => {
  y[i] = a * x[i] + y[i];
});
const fill2d = tt.kernel({ o: tt.arrayOf(tt.i32), w: tt.i32 }, ([r, c], { o, w }) => {
  o[r * w + c] = r * 100 + c;
});

let sim: tt.Device;
beforeAll(async () => {
  await useSimBackend();
  sim = tt.device('sim');
});

const js = () => tt.device('js');
const arrays = (n = 4) => ({
  x: tt.array(new Float32Array(n).fill(1), { device: js() }),
  y: tt.zeros([n], tt.f32, { device: js() }),
});

describe('launch arguments are checked before anything runs', () => {
  const cases: [string, () => Promise<unknown>, string, RegExp][] = [
    [
      'missing',
      () => saxpy.launch(4, { x: arrays().x, y: arrays().y } as never),
      'LAUNCH_MISSING_ARG',
      /'a' is missing/,
    ],
    [
      'extra',
      () => saxpy.launch(4, { ...arrays(), a: 1, b: 2 } as never),
      'LAUNCH_UNKNOWN_ARG',
      /unknown argument 'b'/,
    ],
    [
      'wrong kind',
      () => saxpy.launch(4, { x: new Float32Array(4), y: arrays().y, a: 1 } as never),
      'LAUNCH_BAD_ARG_TYPE',
      /wrap it with tt.array/,
    ],
    [
      'wrong dtype',
      () => saxpy.launch(4, { x: tt.zeros([4], tt.i32, { device: 'js' }), y: arrays().y, a: 1 } as never),
      'LAUNCH_BAD_ARG_TYPE',
      /must hold f32/,
    ],
    [
      'scalar type',
      () => saxpy.launch(4, { ...arrays(), a: '2' } as never),
      'LAUNCH_BAD_ARG_TYPE',
      /must be a number/,
    ],
    ['rank', () => saxpy.launch([2, 2] as never, { ...arrays(), a: 1 }), 'LAUNCH_BAD_RANGE', /1-D index/],
    ['negative range', () => saxpy.launch(-1, { ...arrays(), a: 1 }), 'LAUNCH_BAD_RANGE', /integers/],
  ];
  for (const [what, run, code, msg] of cases) {
    it(`${what} → LaunchArgumentError ${code}`, async () => {
      const p = run();
      await expect(p).rejects.toBeInstanceOf(tt.LaunchArgumentError);
      await expect(p).rejects.toMatchObject({ code });
      await expect(p).rejects.toThrow(msg);
    });
  }

  it('an integer scalar out of its range is refused (2**40 for i32)', async () => {
    const k = tt.kernel({ n: tt.i32, o: tt.arrayOf(tt.i32) }, (i, { n, o }) => {
      o[i] = n;
    });
    const o = tt.zeros([1], tt.i32, { device: 'js' });
    await expect(k.launch(1, { n: 2 ** 40, o })).rejects.toMatchObject({
      code: 'LAUNCH_SCALAR_OUT_OF_RANGE',
    });
    await expect(k.launch(1, { n: 1.5, o })).rejects.toThrow(/-2147483648..2147483647/);
    const u = tt.kernel({ n: tt.u32, o: tt.arrayOf(tt.u32) }, (i, { n, o }) => {
      o[i] = n;
    });
    await expect(u.launch(1, { n: -1, o: tt.zeros([1], tt.u32, { device: 'js' }) })).rejects.toThrow(
      /u32 range/,
    );
  });

  it('nothing ran when the arguments were bad', async () => {
    tt.resetStats();
    await saxpy.launch(4, { ...arrays(), a: 'x' } as never).catch(() => {});
    expect(tt.stats().launches).toBe(0);
  });
});

describe('compute follows data', () => {
  it('runs where the arrays live', async () => {
    const x = tt.array(new Float32Array([1, 2]), { device: sim });
    const y = tt.zeros([2], tt.f32, { device: sim });
    tt.resetStats();
    await saxpy.launch(2, { a: 3, x, y });
    expect(tt.stats().hostToDevice).toBe(1);
    expect([...(await y.read())]).toEqual([3, 6]);
  });

  it('arrays on different devices or queues raise ExecutionPlacementError naming each placement', async () => {
    const x = tt.array(new Float32Array(2), { device: sim });
    const y = tt.zeros([2], tt.f32, { device: 'js' });
    const p = saxpy.launch(2, { a: 1, x, y });
    await expect(p).rejects.toBeInstanceOf(tt.ExecutionPlacementError);
    await expect(p).rejects.toThrow(/x: sim:0[\s\S]*y: js:0/);
    const q = js().createQueue();
    const z = tt.zeros([2], tt.f32, { queue: q });
    await expect(saxpy.launch(2, { a: 1, x: y, y: z })).rejects.toThrow(/different devices or queues/);
  });

  it('opts.device overrides placement and moves data lazily', async () => {
    const x = tt.array(new Float32Array([1, 1]), { device: sim });
    const y = tt.array(new Float32Array([0, 0]), { device: 'js' });
    tt.resetStats();
    await saxpy.launch(2, { a: 2, x, y }, { device: 'js' });
    expect(tt.stats().hostToDevice).toBe(0); // x's only valid copy is host memory: js uses it in place
    expect([...(await y.read())]).toEqual([2, 2]);
    await saxpy.launch(2, { a: 2, x, y }, { device: sim });
    expect(tt.stats().hostToDevice).toBe(2);
    expect([...(await y.read())]).toEqual([4, 4]);
  });
});

describe('queues', () => {
  it('each device has one canonical default queue and can create more', () => {
    expect(js().defaultQueue).toBe(js().defaultQueue);
    const q = js().createQueue();
    expect(q).not.toBe(js().defaultQueue);
    expect(q.device).toBe(js());
  });

  it('launches on one queue run in submission order; finish() waits for all', async () => {
    const inc = tt.kernel({ o: tt.arrayOf(tt.i32), k: tt.i32 }, (i, { o, k }) => {
      o[i] = o[i] * 10 + k;
    });
    const o = tt.zeros([1], tt.i32, { device: sim });
    const ps = [1, 2, 3, 4].map((k) => inc.launch(1, { o, k }));
    await sim.defaultQueue.finish();
    await Promise.all(ps);
    expect((await o.read())[0]).toBe(1234);
  });

  it('a failing launch rejects its own promise and the next launch on the queue still runs', async () => {
    const x = tt.array(new Float32Array(4), { device: sim });
    const y = tt.zeros([4], tt.f32, { device: sim });
    const bad = saxpy.launch(8, { a: 1, x, y });
    const good = saxpy.launch(4, { a: 1, x: tt.array(new Float32Array([1, 2, 3, 4]), { device: sim }), y });
    await expect(bad).rejects.toBeInstanceOf(tt.KernelRangeError);
    // y, which the failed launch was to write, is failed: the next launch on y fails without running
    // (ARRAY_FAILED_INPUT naming y, caused by its error; docs/memory.md#failed-arrays); a launch on
    // other arrays still runs
    const e = await bad.catch((x: unknown) => x);
    await expect(good).rejects.toMatchObject({ name: 'ArrayError', code: 'ARRAY_FAILED_INPUT', cause: e });
    await expect(good).rejects.toThrow(/argument 'y' \(f32\[4\] on sim:0\) is a failed array/);
    const z = tt.zeros([4], tt.f32, { device: sim });
    await expect(
      saxpy.launch(4, { a: 1, x: tt.array(new Float32Array([1, 2, 3, 4]), { device: sim }), y: z }),
    ).resolves.toBeInstanceOf(tt.Event);
    expect([...(await z.read())]).toEqual([1, 2, 3, 4]);
  });

  it('out-of-bounds access names kernel, array, index and source location', async () => {
    const k = tt.kernel(
      { x: tt.arrayOf(tt.f32) },
      (i, { x }) => {
        x[i + 1] = 1;
      },
      { name: 'shift' },
    );
    const x = tt.zeros([3], tt.f32, { device: 'js' });
    const err = await k.launch(3, { x }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tt.KernelRangeError);
    expect(err).toMatchObject({
      kernel: 'shift',
      array: 'x',
      index: 3,
      length: 3,
      code: 'KERNEL_INDEX_OUT_OF_BOUNDS',
    });
    expect(String(err)).toMatch(/at 2:\d+/);
  });

  it('unsafe kernels drop the checks', () => {
    const k = tt.kernel(
      { x: tt.arrayOf(tt.f32) },
      (i, { x }) => {
        x[i] = 1;
      },
      { unsafe: true },
    );
    expect(k.printIR()).not.toContain('!');
    expect(saxpy.printIR()).toContain(']!');
  });

  it('2-D launches: j varies fastest', async () => {
    const o = tt.zeros([6], tt.i32, { device: 'js' });
    await fill2d.launch([2, 3], { o, w: 3 });
    expect([...(await o.read())]).toEqual([0, 1, 2, 100, 101, 102]);
  });

  it('a zero-sized range runs nothing but still orders', async () => {
    const o = tt.zeros([1], tt.i32, { device: 'js' });
    await fill2d.launch([0, 3], { o, w: 3 });
    expect((await o.read())[0]).toBe(0);
  });
});
