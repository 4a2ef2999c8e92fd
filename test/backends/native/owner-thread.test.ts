/**
 * Every OpenMP parallel region of native launches and graph replays opens on one OS thread, the
 * owner (native/owner-thread.ts), so a process has one OpenMP team whatever libuv pool thread
 * koffi's asynchronous call ran on (before, each pool thread grew its own team: 200 pooled
 * launches with 2 threads added 3 threads to the process). Range errors stay the kernels'.
 */
import { existsSync, readdirSync } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import { nativeOwner } from '../../../src/backends/native/build.js';
import { isOwner, type OwnerThread } from '../../../src/backends/native/owner-thread.js';
import * as tt from '../../../src/index.js';
import { describeNative } from './support.js';

afterEach(() => {
  tt.configure({ threads: 0 });
});

const userSpinCount = process.env.GOMP_SPINCOUNT;
const tasks = () => readdirSync('/proc/self/task').length;

// a loop per item; launched with a timeout, a launch always leaves this thread (koffi's pool)
const sums = tt.kernel(
  { a: tt.arrayOf(tt.f64), n: tt.i32 },
  (i, { a, n }) => {
    let s = 0.0;
    for (let j = 0; j < n; j++) s += j * 0.5 + i;
    a[i] = s;
  },
  { name: 'owner_sums' },
);
const N = 1 << 16;
const expected = (i: number, n: number) => {
  let s = 0;
  for (let j = 0; j < n; j++) s += j * 0.5 + i;
  return s;
};

async function owner(): Promise<OwnerThread> {
  const o = await nativeOwner();
  if (!isOwner(o)) throw new Error(`no owner thread: ${o.reason}`);
  return o;
}

describeNative('the OpenMP owner thread', () => {
  it.runIf(existsSync('/proc/self/task'))(
    '200 pooled launches on 2 threads add no thread to the process after the first',
    async () => {
      tt.configure({ threads: 2 });
      const dev = tt.device('native');
      const a = tt.zeros([N], tt.f64, { device: dev });
      await sums.launch(N, { a, n: 3 }, { timeoutMs: 60_000 });
      const before = tasks();
      const ran = (await owner()).stats().onOwner;
      for (let r = 0; r < 200; r++) await sums.launch(N, { a, n: 1 + (r % 4) }, { timeoutMs: 60_000 });
      expect(tasks()).toBe(before);
      expect((await owner()).stats().onOwner - ran).toBe(200);
      // the spin count libgomp read at its start is not left for child processes to inherit
      expect(process.env.GOMP_SPINCOUNT).toBe(userSpinCount);
      const out = await a.read();
      for (const i of [0, 1, 777, N - 1]) expect(out[i]).toBe(expected(i, 1 + (199 % 4)));
    },
  );

  it('a pooled launch through the owner keeps its KernelRangeError and timeout', async () => {
    const dev = tt.device('native');
    const a = tt.zeros([N], tt.f64, { device: dev });
    const shifted = tt.kernel(
      { a: tt.arrayOf(tt.f64), s: tt.i32 },
      (i, { a, s }) => {
        for (let j = 0; j < 2; j++) a[i + s] = j;
      },
      { name: 'owner_shifted' },
    );
    const ran = (await owner()).stats().onOwner;
    const err = await shifted.launch(N, { a, s: 5 }, { timeoutMs: 60_000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tt.KernelRangeError);
    expect(err).toMatchObject({ code: 'KERNEL_INDEX_OUT_OF_BOUNDS', array: 'a', index: N });
    const spin = tt.kernel(
      { out: tt.arrayOf(tt.f32), n: tt.i32 },
      (i, { out, n }) => {
        let acc = tt.f32(i);
        for (let k = 0; k < n; k++) acc = acc * 0.999999 + 0.5;
        out[i] = acc;
      },
      { name: 'owner_spin' },
    );
    const out = tt.zeros([N], tt.f32, { device: dev });
    await expect(spin.launch(N, { out, n: 2_000_000_000 }, { timeoutMs: 50 })).rejects.toMatchObject({
      code: 'KERNEL_TIMEOUT',
    });
    expect((await owner()).stats().onOwner - ran).toBe(2);
  });

  it('a graph replay runs on the owner, its range error the failing kernel’s', async () => {
    tt.configure({ threads: 2 });
    const dev = tt.device('native');
    const a = tt.zeros([N], tt.f64, { device: dev });
    const put = tt.kernel(
      { a: tt.arrayOf(tt.f64), s: tt.i32 },
      (i, { a, s }) => {
        for (let j = 0; j < 2; j++) a[i + s] = a[i + s] + 1;
      },
      { name: 'owner_put' },
    );
    const g = await tt.capture(async () => {
      for (let t = 0; t < 3; t++) void put.launch(N - 8, { a, s: 4 });
      await dev.defaultQueue.finish();
    });
    const ran = (await owner()).stats().onOwner;
    await g.replay();
    expect((await owner()).stats().onOwner - ran).toBe(1);
    expect((await a.read())[4]).toBe(12);
    await expect(g.replay({ scalars: { s: 9 } })).rejects.toMatchObject({
      name: 'KernelRangeError',
      array: 'a',
    });
  });
});
