/**
 * The CUDA runtime on a real GPU: launches against js, 2-D ranges, the device error word becoming
 * KernelRangeError (and the device staying usable), lazy counted copies, interop through device
 * pointers, a free event loop during a launch, launch timeouts, profiled launches on the host clock
 * and tt.matmul (cuBLAS when details.matmul names it). Skipped with the reason where no GPU is usable
 * (see bench/gpu.sh to run them on a GPU machine).
 */
import { expect, it } from 'vitest';
import * as tt from '../../../src/index.js';
import { describeGpu } from './support.js';

describeGpu('cuda runtime', () => {
  const saxpy = tt.kernel({ a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { a, x, y }) => {
    y[i] = a * x[i] + y[i];
  });

  it('saxpy matches js bit for bit, over a range larger than one grid', async () => {
    const n = 3_000_000;
    const x0 = Float32Array.from({ length: n }, (_, i) => (i % 1000) * 0.37 - 100);
    const y0 = Float32Array.from({ length: n }, (_, i) => (i % 77) * 1.3);
    const want = y0.map((v, i) => Math.fround(Math.fround(2.5 * (x0[i] ?? 0)) + v));
    const dev = tt.device('cuda');
    const x = tt.array(x0, { device: dev });
    const y = tt.array(y0.slice(), { device: dev });
    await saxpy.launch(n, { a: 2.5, x, y });
    expect(Buffer.from((await y.read()).buffer).equals(Buffer.from(want.buffer))).toBe(true);
    x.dispose();
    y.dispose();
  });

  it('2-D launch: j varies fastest', async () => {
    const k = tt.kernel({ o: tt.arrayOf(tt.i32), w: tt.i32 }, ([i, j], { o, w }) => {
      o[i * w + j] = i * 1000 + j;
    });
    const o = tt.zeros([7 * 513], tt.i32, { device: tt.device('cuda') });
    await k.launch([7, 513], { o, w: 513 });
    const got = await o.read();
    expect(got[3 * 513 + 500]).toBe(3500);
    expect(got[6 * 513 + 512]).toBe(6512);
  });

  it('an out-of-bounds index is a KernelRangeError naming array and index; the device stays usable', async () => {
    const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
      x[i + 5] = 1;
    });
    const x = tt.zeros([10], tt.f32, { device: tt.device('cuda') });
    await expect(k.launch(10, { x })).rejects.toMatchObject({
      name: 'KernelRangeError',
      array: 'x',
      length: 10,
    });
    const y = tt.zeros([10], tt.f32, { device: tt.device('cuda') });
    await k.launch(5, { x: y });
    expect(Array.from(await y.read()).slice(5)).toEqual([1, 1, 1, 1, 1]);
  });

  it('copies are lazy and counted: one upload, no copy between launches, one download', async () => {
    const dev = tt.device('cuda');
    const x = tt.array(new Float32Array(1000).fill(1), { device: dev });
    const y = tt.zeros([1000], tt.f32, { device: dev });
    tt.resetStats();
    await saxpy.launch(1000, { a: 1, x, y });
    await saxpy.launch(1000, { a: 1, x, y });
    const mid = tt.stats();
    expect(mid.deviceToHost).toBe(0);
    expect(mid.hostToDevice).toBeLessThanOrEqual(1);
    expect((await y.read())[999]).toBe(2);
    expect(tt.stats().deviceToHost).toBe(1);
  });

  it('interop: devicePointerOf / fromDevicePointer share memory without a copy', async () => {
    const a = tt.array(new Float32Array([1, 2, 3, 4]), { device: tt.device('cuda') });
    const ptr = await tt.devicePointerOf(a);
    expect(typeof ptr).toBe('bigint');
    const b = tt.fromDevicePointer(ptr, { dtype: tt.f32, shape: [4], device: 'cuda' });
    const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
      x[i] = x[i] * 10;
    });
    await k.launch(4, { x: b });
    expect(Array.from(await b.read())).toEqual([10, 20, 30, 40]);
    b.dispose();
  });

  it('the event loop runs while a kernel computes', async () => {
    const k = tt.kernel({ x: tt.arrayOf(tt.f32), n: tt.i32 }, (i, { x, n }) => {
      let s = x[i];
      for (let r = 0; r < n; r++) s = Math.sin(s) + 1;
      x[i] = s;
    });
    const x = tt.zeros([1 << 20], tt.f32, { device: tt.device('cuda') });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const t0 = performance.now();
    await k.launch(1 << 20, { x, n: 4000 });
    clearInterval(timer);
    if (performance.now() - t0 > 20) expect(ticks).toBeGreaterThan(0);
  });

  it('tt.devices() details: compute capability, memory, multiprocessors', () => {
    const d = tt.devices().find((x) => x.id === 'cuda:0');
    expect(d?.details).toMatchObject({
      computeCapability: expect.stringMatching(/^\d+\.\d+$/),
      multiprocessors: expect.any(Number),
      memoryBytes: expect.any(Number),
    });
  });

  it('timeoutMs: a runaway kernel rejects with KernelTimeoutError soon after the deadline; the queue stays usable', async () => {
    const spin = tt.kernel({ x: tt.arrayOf(tt.i32) }, (i, { x }) => {
      while (x[i] >= 0) x[i] = (x[i] + 1) & 0xffff;
    });
    const x = tt.zeros([1 << 16], tt.i32, { device: tt.device('cuda') });
    const t0 = performance.now();
    await expect(spin.launch(1 << 16, { x }, { timeoutMs: 200 })).rejects.toMatchObject({
      name: 'KernelTimeoutError',
      device: 'cuda:0',
      partiallyWritten: ['x'],
    });
    const took = performance.now() - t0;
    expect(took).toBeGreaterThanOrEqual(199);
    expect(took).toBeLessThan(2000);
    const y = tt.zeros([8], tt.f32, { device: tt.device('cuda') });
    await saxpy.launch(8, { a: 1, x: tt.full([8], 2, tt.f32, { device: tt.device('cuda') }), y });
    expect(Array.from(await y.read())).toEqual([2, 2, 2, 2, 2, 2, 2, 2]);
    // A timed kernel that ends in time gives the plain kernel's result.
    const k = tt.kernel({ o: tt.arrayOf(tt.i32), n: tt.i32 }, (i, { o, n }) => {
      let s = 0;
      let j = 0;
      while (j < n) {
        s = s + j;
        j = j + 1;
      }
      o[i] = s + i;
    });
    const o = tt.zeros([1000], tt.i32, { device: tt.device('cuda') });
    await k.launch(1000, { o, n: 100 }, { timeoutMs: 5000 });
    expect((await o.read())[999]).toBe(4950 + 999);
  });

  it('profiling: startedMs and endedMs are the CUDA events on the host clock (source device)', async () => {
    const q = tt.device('cuda').createQueue({ profiling: true });
    const x = tt.zeros([1 << 20], tt.f32, { device: tt.device('cuda'), queue: q });
    const k = tt.kernel({ x: tt.arrayOf(tt.f32), n: tt.i32 }, (i, { x, n }) => {
      let s = x[i];
      for (let r = 0; r < n; r++) s = Math.sin(s) + 1;
      x[i] = s;
    });
    await k.launch(1 << 20, { x, n: 10 });
    const before = performance.now();
    const ev = await k.launch(1 << 20, { x, n: 2000 });
    const after = performance.now();
    const p = ev.profile;
    expect(p?.source).toBe('device');
    expect(p?.startedMs).toBeGreaterThanOrEqual(before);
    expect(p?.endedMs).toBeLessThanOrEqual(after);
    expect(ev.durationMs).toBeGreaterThan(0);
  });

  it('tt.matmul matches js (cuBLAS or the tiled kernel, as details.matmul says)', async () => {
    const [m, k, n] = [67, 129, 33];
    const av = Array.from({ length: m * k }, (_, i) => (i % 9) - 4);
    const bv = Array.from({ length: k * n }, (_, i) => (i % 7) - 3);
    const want = await tt
      .matmul(tt.array(av, { dtype: tt.f32, device: 'js' }), tt.array(bv, { dtype: tt.f32, device: 'js' }), [
        m,
        k,
        n,
      ])
      .read();
    const dev = tt.device('cuda');
    const c = tt.matmul(
      tt.array(av, { dtype: tt.f32, device: dev }),
      tt.array(bv, { dtype: tt.f32, device: dev }),
      [m, k, n],
    );
    expect(Array.from(await c.read())).toEqual(Array.from(want));
    console.info(`cuda matmul ran: ${String(dev.details.matmul)}`);
  });
});
