/**
 * The FFI: koffi, loaded lazily (a warm probe does not need it; koffi-sync.ts loads it), shared
 * libraries loaded once per path, and functions called asynchronously on koffi's worker threads so
 * the Node event loop keeps running while a kernel computes.
 */
import type { LibraryHandle } from 'koffi';
import { KernelExecutionError } from '../../errors/errors.js';
import { loadKoffiSync } from './koffi-sync.js';
import { withOpenmpWaitDefaults } from './openmp-env.js';

type Koffi = typeof import('koffi').default;
export type KoffiFunction = ReturnType<LibraryHandle['func']>;

let koffiPromise: Promise<Koffi> | undefined;

/** koffi's module; rejects with the reason when its binary cannot load on this platform. */
export function loadKoffi(): Promise<Koffi> {
  koffiPromise ??= Promise.resolve().then(loadKoffiSync);
  return koffiPromise;
}

const libs = new Map<string, LibraryHandle>();

export async function loadLibrary(path: string): Promise<LibraryHandle> {
  const hit = libs.get(path);
  if (hit) return hit;
  const koffi = await loadKoffi();
  // the first library that links libgomp reads its wait policy now (openmp-env.ts)
  const lib = withOpenmpWaitDefaults(() => koffi.load(path));
  libs.set(path, lib);
  return lib;
}

/** A number, a buffer (passed as a pointer), or an array of buffers (a `void **`). */
export type FfiArg = number | bigint | ArrayBufferView | readonly ArrayBufferView[];

/** Declares `name` in `lib`: returns void or int32, parameters in koffi type syntax. */
export function declare(
  lib: LibraryHandle,
  name: string,
  result: 'void' | 'int32_t',
  params: readonly string[],
): KoffiFunction {
  return lib.func(name, result, [...params]);
}

/** Calls `fn` on a worker thread; resolves with its result when it returns. */
export function callAsync(fn: KoffiFunction, args: readonly FfiArg[]): Promise<unknown> {
  // Touching .buffer moves a small on-heap TypedArray's storage off the heap, where the garbage
  // collector never moves it while the worker thread uses the pointer.
  for (const a of args) {
    if (typeof a === 'number') continue;
    if (Array.isArray(a)) for (const b of a) void b.buffer;
    else void (a as ArrayBufferView).buffer;
  }
  return new Promise((resolve, reject) => {
    fn.async(...args, (err: unknown, res: unknown) => {
      if (err)
        reject(err instanceof Error ? err : new KernelExecutionError('KERNEL_EXECUTION_FAILED', String(err)));
      else resolve(res);
    });
  });
}
