/**
 * An array whose producing work failed after the call returned it is failed: its reads reject
 * with that work's error, the ops, tasks and launches given it fail without running with
 * ARRAY_FAILED_INPUT naming the argument, the first failure as cause (their outputs failed in
 * turn) — except the very launch that failed, made again, which rejects with its own error —,
 * views of it are failed, and a whole overwrite clears it. On every CPU device (js, wasm,
 * native); and no rejection is left unobserved (a child under --unhandled-rejections=strict).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';
import { available, reportUnavailable } from '../ops/devices.js';
import { rejection } from '../support/rejection.js';

const { np } = tt;
reportUnavailable();
const cpu = available.filter((d) => d.kind === 'cpu');

/** Writes y[i] = x[i + shift]: with shift > 0 the last items read past x's end. */
const shifted = tt.kernel(
  { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), shift: tt.i32 },
  (i, { x, y, shift }) => {
    y[i] = x[i + shift] * 2;
  },
  { name: 'shifted' },
);
const copy = tt.kernel(
  { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) },
  (i, { x, y }) => {
    y[i] = x[i] + 1;
  },
  { name: 'copy' },
);
/** The same definition, another kernel. */
const shiftedAgain = tt.kernel(
  { x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32), shift: tt.i32 },
  (i, { x, y, shift }) => {
    y[i] = x[i + shift] * 2;
  },
);

/** `e` is the error of work given a failed array whose first failure is `first`. */
function expectGivenFailed(e: unknown, first: unknown): void {
  expect(e).toBeInstanceOf(tt.ArrayError);
  expect(e).toMatchObject({ code: 'ARRAY_FAILED_INPUT', cause: first });
  expect((e as Error).message).toMatch(/is a failed array — .*write\(\) or fill\(\) the whole array/);
}

describe.each(cpu.map((d) => ({ id: d.id, device: d })))('failed arrays on $id', ({ device }) => {
  /** y after a launch that fails writing it, and the launch's own error. */
  async function failedY() {
    const x = tt.array(new Float32Array([1, 2, 3, 4]), { device });
    const y = tt.array(new Float32Array([7, 7, 7, 7]), { device });
    const launchError = await rejection(shifted.launch(4, { x, y, shift: 2 }));
    return { x, y, launchError };
  }

  it('reads of an array its producing launch failed to write reject with the kernel error', async () => {
    const { y, launchError } = await failedY();
    expect(launchError).toBeInstanceOf(tt.KernelRangeError);
    expect((launchError as tt.KernelRangeError).code).toBe('KERNEL_INDEX_OUT_OF_BOUNDS');
    expect(await rejection(y.read())).toBe(launchError);
    const one = tt.zeros([1], tt.f32, { device });
    void shifted.launch(1, { x: tt.zeros([1], tt.f32, { device }), y: one, shift: 5 });
    expect((await rejection(one.item())) as tt.KernelRangeError).toBeInstanceOf(tt.KernelRangeError);
    expect(await rejection(y.hostView())).toBe(launchError);
    expect(await rejection(y.read({ offset: 1, length: 2 }))).toBe(launchError);
  });

  it('the reads are failed even when the launch was never awaited', async () => {
    const x = tt.array(new Float32Array([1, 2, 3, 4]), { device });
    const y = tt.zeros([4], tt.f32, { device });
    void shifted.launch(4, { x, y, shift: 1 });
    const e = await rejection(y.read());
    expect((e as tt.KernelRangeError).code).toBe('KERNEL_INDEX_OUT_OF_BOUNDS');
  });

  it('an np chain, a launch, a copy and a jit function given it fail without running, caused by its error', async () => {
    const { x, y, launchError } = await failedY();
    const z = np.add(np.multiply(y, 2), x);
    expectGivenFailed(await rejection(z.read()), launchError);
    expectGivenFailed(await rejection(np.sum(z).read()), launchError);
    const w = tt.zeros([4], tt.f32, { device });
    expectGivenFailed(await rejection(copy.launch(4, { x: y, y: w })), launchError);
    expectGivenFailed(await rejection(w.read()), launchError); // the launch's output is failed too
    expect(await rejection(y.astype(tt.f64).read())).toBe(launchError);
    expect(await rejection(y.to('js').read())).toBe(launchError);
    const f = tt.jit((a: tt.NDArray, b: tt.NDArray) => np.sqrt(np.add(a, b)));
    expectGivenFailed(await rejection(f(y, x).read()), launchError);
    expect(Array.from((await f(x, x).read()) as Float32Array)).toEqual(
      [1, 2, 3, 4].map((v) => Math.fround(Math.sqrt(2 * v))),
    );
  });

  it('views of a failed array are failed', async () => {
    const { y, launchError } = await failedY();
    expect(await rejection(np.reshape(y, [2, 2]).read())).toBe(launchError);
    expect(await rejection(np.flip(y).read())).toBe(launchError);
    expect(await rejection(y.subarray(1, 3).read())).toBe(launchError);
  });

  it('a relaunch with corrected arguments names the failed argument, the first failure and the way out', async () => {
    const { x, y, launchError } = await failedY();
    // the range fixed (4 → 2): without running, ARRAY_FAILED_INPUT, not the old launch's error
    const e = await rejection(shifted.launch(2, { x, y, shift: 2 }));
    expectGivenFailed(e, launchError);
    const message = (e as Error).message;
    expect(message).toMatch(/^kernel 'shifted': argument 'y' \(f32\[4\] on \S+\) is a failed array — /);
    // the first failure's class, code and message, its line:col in this file included
    const first = (launchError as Error).message.split('\n')[0] ?? '';
    expect(first).toMatch(/failed-arrays\.test\.ts/);
    expect(message).toContain(
      `the launch of kernel 'shifted', which was to write it, failed with KernelRangeError KERNEL_INDEX_OUT_OF_BOUNDS (${first})`,
    );
    expect(message).toContain('write() or fill() the whole array to use it again, or pass a fresh array');
    // a task given it says the same of its input
    const task = tt.device(device.id).defaultQueue.task({ reads: [y] }, () => 1);
    expectGivenFailed(await rejection(task), launchError);
    // overwritten whole, the corrected launch runs
    await y.fill(0);
    await shifted.launch(2, { x, y, shift: 2 });
    expect(Array.from(await y.read())).toEqual([6, 8, 0, 0]);
  });

  it('the failed launch made again rejects with its own error: a retry catching by class still works', async () => {
    const { x, y, launchError } = await failedY();
    expect(await rejection(shifted.launch(4, { x, y, shift: 2 }))).toBe(launchError);
    // another scalar, range or array is another call; so is another kernel with the same arrays
    expectGivenFailed(await rejection(shifted.launch(4, { x, y, shift: 1 })), launchError);
    expectGivenFailed(await rejection(shifted.launch(3, { x, y, shift: 2 })), launchError);
    expectGivenFailed(await rejection(shiftedAgain.launch(4, { x, y, shift: 2 })), launchError);
  });

  it('down a chain the cause stays the first failure and the message says so', async () => {
    const { x, y, launchError } = await failedY();
    const w = tt.zeros([4], tt.f32, { device });
    void copy.launch(4, { x: y, y: w }).catch(() => {});
    const e = await rejection(copy.launch(4, { x: w, y: x }));
    expectGivenFailed(e, launchError);
    expect((e as Error).message).toContain(
      "argument 'x' (f32[4] on " +
        `${device.id}) is a failed array — the launch of kernel 'copy', which was to write it, was itself given a failed array; the first failure was KernelRangeError KERNEL_INDEX_OUT_OF_BOUNDS`,
    );
    // x, which that launch was to write, is failed in turn
    expectGivenFailed(await rejection(x.read()), launchError);
  });

  it('a whole write() or fill() clears the failure; a partial write does not', async () => {
    const { y, launchError } = await failedY();
    expect(await rejection(y.write([1], { offset: 0 }))).toBe(launchError);
    expect(await rejection(y.read())).toBe(launchError);
    await y.write([5, 6, 7, 8]);
    expect(Array.from(await y.read())).toEqual([5, 6, 7, 8]);
    const again = await failedY();
    await again.y.fill(3);
    expect(Array.from(await again.y.read())).toEqual([3, 3, 3, 3]);
  });

  it('a successful launch leaves its arrays readable (the success path)', async () => {
    const x = tt.array(new Float32Array([1, 2, 3, 4]), { device });
    const y = tt.zeros([4], tt.f32, { device });
    await shifted.launch(2, { x, y, shift: 2 });
    expect(Array.from(await y.read())).toEqual([6, 8, 0, 0]);
    expect(Array.from((await np.add(y, x).read()) as Float32Array)).toEqual([7, 10, 3, 4]);
  });
});

describe('failed arrays and unhandled rejections', () => {
  it('a chain over a failed array, nothing awaited but the last read, leaves no unobserved rejection', () => {
    const script = fileURLToPath(new URL('../fixtures/failed-array-chain.mts', import.meta.url));
    const r = spawnSync(process.execPath, ['--unhandled-rejections=strict', '--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 120_000,
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
    });
    expect(r.status, r.stderr.slice(0, 3000)).toBe(0);
    const codes = JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, string>;
    for (const id of cpu.map((d) => d.id))
      expect(codes[id]).toBe('ARRAY_FAILED_INPUT<-KERNEL_INDEX_OUT_OF_BOUNDS');
  }, 120_000);
});
