/**
 * The whole host side of the cuda backend against a fake driver (fake/libcuda-fake.c, built here
 * with cc; TUTTI_LIBCUDA points at it): probe and device details, allocations, pinned-staged
 * chunked transfers, zero-fill, stream polling, the nvcc build of a cubin for the fake sm_90, module
 * load, kernelParams through cuLaunchKernel (the fake runs saxpy from them), the error word
 * becoming KernelRangeError, and device-pointer interop. Needs cc and nvcc, not a GPU.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findNvcc } from '../../../src/backends/cuda/toolchain.js';
import { resolveCompiler } from '../../../src/backends/shared/process.js';
import { matmulKind } from '../../../src/ops/matmul.js';

const cc = resolveCompiler(process.env.CC ?? 'cc');
const nvcc = findNvcc();
const work = mkdtempSync(join(tmpdir(), 'tutti-fake-cuda-'));
const lib = join(work, 'libcuda-fake.so');
const cublasLib = join(work, 'libcublas-fake.so');
afterAll(() => rmSync(work, { recursive: true, force: true }));

let tt: typeof import('../../../src/index.js') | undefined;
if (cc && nvcc) {
  const src = join(dirname(fileURLToPath(import.meta.url)), 'fake', 'libcuda-fake.c');
  execFileSync(cc, ['-shared', '-fPIC', '-O1', '-o', lib, src]);
  execFileSync(cc, ['-shared', '-fPIC', '-O1', '-o', cublasLib, join(dirname(src), 'libcublas-fake.c')]);
  process.env.TUTTI_LIBCUDA = lib;
  process.env.TUTTI_CUBLAS = cublasLib;
  tt = await import('../../../src/index.js');
  await tt.init();
  delete process.env.TUTTI_LIBCUDA;
  delete process.env.TUTTI_CUBLAS;
}

/** Reads an int global of the fake libcublas (the process's one copy, loaded again through koffi). */
function fakeCublas(name: 'fake_live_handles' | 'fake_math_mode'): number {
  const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi').default;
  const lib = koffi.load(cublasLib);
  return name === 'fake_live_handles'
    ? Number(lib.func('int fake_live_handles(void)')())
    : Number(lib.func('int fake_math(void)')());
}

const reason = !cc ? 'no C compiler to build the fake driver' : 'nvcc not found';
const describeFake = tt ? describe : describe.skip;
if (!tt) console.info(`fake-driver tests skipped: ${reason}`);

describeFake('cuda backend on a fake driver', () => {
  const t = tt as NonNullable<typeof tt>;

  it('lists cuda:0 with name, compute capability, memory and multiprocessors', () => {
    const d = t.devices().find((x) => x.id === 'cuda:0');
    expect(d?.available).toBe(true);
    expect(d?.name).toBe('Fake GPU');
    expect(d?.details).toMatchObject({
      computeCapability: '9.0',
      arch: 'sm_90',
      memory: '80.0 GiB',
      multiprocessors: 132,
      driver: '13.0',
      matmul: `cuBLAS ${cublasLib}`,
    });
    expect(t.device('gpu').id).toBe('cuda:0');
  });

  it('tt.matmul runs cublas?gemm_v2 on the device pointers (row-major through the transpose trick)', async () => {
    const dev = t.device('cuda');
    expect(matmulKind(dev)).toBe('cublas');
    const [m, k, n] = [3, 4, 5];
    for (const dtype of [t.f32, t.f64] as const) {
      const av = Array.from({ length: m * k }, (_, i) => (i % 7) - 3);
      const bv = Array.from({ length: k * n }, (_, i) => (i % 5) - 2);
      const want = await t
        .matmul(t.array(av, { dtype, device: 'js' }), t.array(bv, { dtype, device: 'js' }), [m, k, n])
        .read();
      const a = t.array(av, { dtype, device: dev });
      const b = t.array(bv, { dtype, device: dev });
      t.resetStats();
      const c = t.matmul(a, b, [m, k, n]);
      expect(c.device.id).toBe('cuda:0');
      expect(Array.from(await c.read())).toEqual(Array.from(want));
      expect(t.stats()).toMatchObject({ launches: 1 });
    }
    expect(fakeCublas('fake_live_handles')).toBe(1);
    expect(fakeCublas('fake_math_mode')).toBe(2);
  });

  const saxpy = () =>
    t.kernel({ a: t.f32, x: t.arrayOf(t.f32), y: t.arrayOf(t.f32) }, (i, { a, x, y }) => {
      y[i] = a * x[i] + y[i];
    });

  it('launches: a cubin is built and loaded, every parameter reaches the kernel', async () => {
    const k = saxpy();
    const x = t.array(Float32Array.from([1, 2, 3, 4]), { device: 'cuda' });
    const y = t.array(Float32Array.from([10, 20, 30, 40]), { device: 'cuda' });
    await k.launch(4, { a: 0.5, x, y });
    expect(Array.from(await y.read())).toEqual([10.5, 21, 31.5, 42]);
    expect(await k.generatedSource('cuda')).toContain('extern "C" __global__');
  });

  it('moves data lazily through pinned staging, in 16 MiB chunks, counting each copy', async () => {
    const n = 5_000_000; // 20 MB: two chunks each way
    const x = t.array(
      Float32Array.from({ length: n }, (_, i) => i * 0.5),
      { device: 'cuda' },
    );
    const y = t.zeros([n], t.f32, { device: 'cuda' });
    t.resetStats();
    await saxpy().launch(n, { a: 2, x, y });
    expect(t.stats()).toMatchObject({ hostToDevice: 1, deviceToHost: 0 });
    const got = await y.read();
    expect(t.stats()).toMatchObject({ hostToDevice: 1, deviceToHost: 1 });
    expect(got[n - 1]).toBe(n - 1);
    expect(got[12_345]).toBe(12_345);
    const z = t.zeros([1000], t.f64, { device: 'cuda' });
    expect((await z.read()).every((v) => v === 0)).toBe(true);
    for (const a of [x, y, z]) a.dispose();
  });

  it('the device error word becomes a KernelRangeError naming array and index', async () => {
    const k = saxpy();
    const x = t.array(new Float32Array(8), { device: 'cuda' });
    const y = t.array(new Float32Array(5), { device: 'cuda' });
    await expect(k.launch(8, { a: 1, x, y })).rejects.toMatchObject({
      name: 'KernelRangeError',
      array: 'y',
      index: 5,
      length: 5,
    });
    await expect(y.read()).rejects.toMatchObject({ name: 'KernelRangeError', index: 5 }); // y is failed
    await y.fill(0); // a whole overwrite clears it
    await k.launch(5, { a: 1, x, y });
  });

  it('interop: devicePointerOf and fromDevicePointer share the allocation', async () => {
    const a = t.array(Float32Array.from([1, 2, 3]), { device: 'cuda' });
    const p = await t.devicePointerOf(a);
    expect(typeof p).toBe('bigint');
    const b = t.fromDevicePointer(p, { dtype: t.f32, shape: [3], device: 'cuda' });
    expect(Array.from(await b.read())).toEqual([1, 2, 3]);
    expect(() => t.fromDevicePointer(0n, { dtype: 'f32', shape: [1] })).toThrow(/null/);
    b.dispose();
    a.dispose();
  });

  it('interop: devicePointerOf of a CPU-homed array moves it to cuda once (counted) and hands out that pointer', async () => {
    const a = t.array(Float32Array.from([4, 5, 6]), { device: 'js' });
    t.resetStats();
    const p = await t.devicePointerOf(a);
    expect(t.stats().hostToDevice).toBe(1);
    expect(await t.devicePointerOf(a)).toBe(p); // the same copy, nothing moves again
    expect(t.stats().hostToDevice).toBe(1);
    const view = t.fromDevicePointer(p, { dtype: t.f32, shape: [3], device: 'cuda' });
    expect(Array.from(await view.read())).toEqual([4, 5, 6]);
    await view.write([7, 8, 9]); // what the caller writes at the pointer, the array sees
    await view.accessible('cuda'); // (the view's host write reaches the pointer here)
    expect(Array.from(await a.read())).toEqual([7, 8, 9]);
    expect(t.stats().deviceToHost).toBeGreaterThanOrEqual(1);
    await expect(t.devicePointerOf(a, 'js')).rejects.toMatchObject({ code: 'ARRAY_BAD_PLACEMENT' });
    view.dispose();
    a.dispose();
  });

  it("usm: 'shared' is managed memory and 'host' mapped pinned memory, both viewed from the host without copies", async () => {
    for (const usm of ['shared', 'host'] as const) {
      const x = t.zeros([4], t.f32, { device: 'cuda', usm });
      const y = t.full([4], 1, t.f32, { device: 'cuda', usm });
      expect(x.usm).toBe(usm);
      await saxpy().launch(4, { a: 3, x: y, y: x });
      t.resetStats();
      const view = await x.hostView();
      expect(Array.from(view)).toEqual([3, 3, 3, 3]);
      expect(t.stats().bytesMoved).toBe(0);
      // The host view and the kernel's memory are the same bytes.
      view[0] = 7;
      await saxpy().launch(4, { a: 0, x: y, y: x });
      expect((await x.read())[0]).toBe(7);
      // A CPU device uses the same memory in place.
      await saxpy().launch(4, { a: 1, x: y, y: x }, { device: 'js' });
      expect(Array.from(await x.read())).toEqual([8, 4, 4, 4]);
      expect(t.stats().bytesMoved).toBe(0);
    }
  });

  it("usm: 'device' is cuMemAlloc memory that hostView() refuses", async () => {
    const x = t.full([4], 2, t.f32, { device: 'cuda', usm: 'device' });
    const y = t.full([4], 2, t.f32, { device: 'cuda', usm: 'device' });
    await saxpy().launch(4, { a: 1, x, y });
    await expect(y.hostView()).rejects.toMatchObject({ name: 'ArrayError', code: 'ARRAY_USM_NO_HOST_VIEW' });
    expect(Array.from(await y.read())).toEqual([4, 4, 4, 4]);
  });

  it('a profiling queue places the CUDA events of a launch on the host clock (source device)', async () => {
    const q = t.device('cuda').createQueue({ profiling: true });
    const x = t.full([64], 1, t.f32, { device: 'cuda', queue: q });
    const y = t.zeros([64], t.f32, { device: 'cuda', queue: q });
    const k = saxpy();
    await k.launch(64, { a: 2, x, y }); // compiled and warm
    for (let run = 0; run < 3; run++) {
      const before = performance.now();
      const ev = await k.launch(64, { a: 2, x, y });
      const after = performance.now();
      const p = ev.profile;
      if (!p) throw new Error('a profile was expected');
      expect(p.source).toBe('device');
      // The fake GPU's launch over 64 items takes 2 ms of its clock (the host's monotonic clock):
      // the events measure it, and the reference event puts it inside the host's window.
      expect(ev.durationMs).toBeGreaterThanOrEqual(1.99);
      expect(ev.durationMs).toBeLessThan(after - before);
      expect(p.submittedMs).toBeGreaterThanOrEqual(before);
      expect(p.startedMs).toBeGreaterThanOrEqual(p.submittedMs);
      expect(p.endedMs).toBeLessThanOrEqual(after);
    }
    expect(Array.from((await y.read()).subarray(0, 2))).toEqual([8, 8]);
  });

  it('timeoutMs: a runaway kernel stops at the deadline with KernelTimeoutError; the queue stays usable', async () => {
    // The fake runs the timeout variant over one item "forever" (until tt_cancel[0] is raised)
    // and over more items ends at once; it refuses a launch whose words were not reset.
    const spin = t.kernel({ x: t.arrayOf(t.i32), y: t.arrayOf(t.i32) }, (i, { x, y }) => {
      let j = 0;
      while (x[i] >= 0) {
        j = j + 1;
      }
      y[i] = j;
    });
    const x = t.zeros([4], t.i32, { device: 'cuda' });
    const y = t.zeros([4], t.i32, { device: 'cuda' });
    expect(await spin.generatedSource('cuda')).not.toContain('tt_cancel');
    const started = performance.now();
    const err = await spin.launch(1, { x, y }, { timeoutMs: 40 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(39);
    expect(err).toBeInstanceOf(t.KernelTimeoutError);
    expect(err).toMatchObject({
      code: 'KERNEL_TIMEOUT',
      device: 'cuda:0',
      timeoutMs: 40,
      partiallyWritten: ['y'],
    });
    // y, partly written, is failed until a whole overwrite (docs/memory.md#failed-arrays)
    await expect(y.read()).rejects.toBe(err);
    await y.fill(0);
    // A timed launch that ends before its deadline resolves; the words were reset for it.
    await spin.launch(2, { x, y }, { timeoutMs: 1000 });
    await expect(spin.launch(1, { x, y }, { timeoutMs: 10 })).rejects.toMatchObject({
      name: 'KernelTimeoutError',
    });
    // The queue and the plain kernels keep working.
    const a = t.full([4], 1, t.f32, { device: 'cuda' });
    const b = t.full([4], 2, t.f32, { device: 'cuda' });
    await saxpy().launch(4, { a: 3, x: a, y: b });
    expect(Array.from(await b.read())).toEqual([5, 5, 5, 5]);
  });

  it('graph replay: one CUDA graph, captured once, one cuGraphLaunch per replay; its error words name the failing launch', async () => {
    const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi').default;
    const stat = koffi.load(lib).func('int fake_graph_stat(int which)');
    const [captures, launches] = [Number(stat(0)), Number(stat(1))];
    const k = saxpy();
    const x = t.array(Float32Array.from([1, 2, 3, 4]), { device: 'cuda' });
    const y = t.zeros([4], t.f32, { device: 'cuda' });
    const g = await t.capture(async () => {
      for (let i = 0; i < 3; i++) await k.launch(4, { a: 1, x, y });
    });
    t.resetStats();
    await g.replay();
    await g.replay();
    expect(Number(stat(0)) - captures).toBe(1);
    expect(Number(stat(1)) - launches).toBe(2);
    expect(t.stats().launches).toBe(6);
    expect(Array.from(await y.read())).toEqual([9, 18, 27, 36]);
    // a re-bound scalar is another graph
    await g.replay({ scalars: { a: 0 } });
    expect(Number(stat(0)) - captures).toBe(2);
    expect(Array.from(await y.read())).toEqual([9, 18, 27, 36]);
    // the second launch stores out of bounds: the replay rejects with its KernelRangeError
    const short = t.zeros([3], t.f32, { device: 'cuda' });
    const bad = await t.capture(async () => {
      await k.launch(3, { a: 1, x, y: short });
      await k.launch(4, { a: 1, x, y: short }).catch(() => {});
    });
    // the capture ran the failing launch: short is failed (a replay given it would run nothing,
    // ARRAY_FAILED_INPUT) until overwritten whole, so the replay below reports its own error words
    await short.fill(0);
    await expect(bad.replay()).rejects.toMatchObject({ name: 'KernelRangeError', array: 'y', index: 3 });
    // short is failed (docs/memory.md#failed-arrays): its read rejects with the launch's error
    await expect(short.read()).rejects.toMatchObject({ name: 'KernelRangeError', index: 3 });
  });

  it('shuts down, destroying the cuBLAS handle', async () => {
    await t.shutdown();
    expect(fakeCublas('fake_live_handles')).toBe(0);
  });

  it('interop: fromDevicePointer owned: true frees the memory once on dispose; onFree; one owner', async () => {
    const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi').default;
    const fake = koffi.load(lib);
    const memAlloc = fake.func('int cuMemAlloc_v2(_Out_ uint64_t *p, size_t n)');
    const frees = fake.func('int fake_free_count(void)');
    const out = [0n];
    memAlloc(out, 16);
    const ptr = BigInt(out[0] ?? 0n);
    const before = Number(frees());
    let calls = 0;
    const a = t.fromDevicePointer(ptr, {
      dtype: t.f32,
      shape: [4],
      device: 'cuda',
      owned: true,
      onFree: () => calls++,
    });
    expect(() => t.fromDevicePointer(ptr, { dtype: t.f32, shape: [4], device: 'cuda', owned: true })).toThrow(
      expect.objectContaining({ code: 'ARRAY_ALREADY_OWNED' }),
    );
    await a.write([1, 2, 3, 4]);
    expect(Array.from(await a.read())).toEqual([1, 2, 3, 4]);
    a.dispose();
    a.dispose();
    await new Promise((r) => setTimeout(r, 10));
    expect(Number(frees()) - before).toBe(1);
    expect(calls).toBe(1);
    // not owned (the default): tutti never frees it
    const c = t.array(Float32Array.from([5]), { device: 'cuda' });
    const cp = await t.devicePointerOf(c);
    const mark = Number(frees());
    t.fromDevicePointer(cp, { dtype: t.f32, shape: [1], device: 'cuda' }).dispose();
    expect(Number(frees())).toBe(mark);
    c.dispose();
  });
});
