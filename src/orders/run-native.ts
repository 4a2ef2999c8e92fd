/**
 * Runs a host section (Node only): the shared library loaded through koffi (once per path), its
 * entry called on koffi's worker thread with each array's host memory (no copies) and the extents.
 */
import {
  callAsync,
  declare,
  type FfiArg,
  type KoffiFunction,
  loadLibrary,
} from '../backends/shared/koffi.js';
import { settings } from '../config/settings.js';
import { ENTRY } from './glue-c.js';
import { runInChild } from './isolated.js';
import { type ArgSig, dimsOf, elementTypes } from './signature.js';

export interface HostEntry {
  /** `threads` overrides the `threads` setting for this call (order.run's teams × workers). */
  call(
    data: readonly (ArrayBufferView | number)[],
    shapes: readonly (readonly number[])[],
    threads: number | undefined,
  ): Promise<void>;
  /** The same call in the isolated child process (isolate: true); `outs` are the written arguments. */
  callIsolated(
    section: string,
    data: readonly (ArrayBufferView | number)[],
    shapes: readonly (readonly number[])[],
    threads: number | undefined,
  ): Promise<void>;
}

export async function loadHostEntry(order: string, path: string, sig: readonly ArgSig[]): Promise<HostEntry> {
  const lib = await loadLibrary(path);
  const params = [
    ...sig.map((a) => (a.scalar ? elementTypes(order, a).c : elementTypes(order, a).ffi)),
    'int32_t',
    'int64_t *',
  ];
  const fn: KoffiFunction = declare(lib, ENTRY, 'void', params);
  return {
    async call(data, shapes, threads) {
      const args: FfiArg[] = [...data, threads ?? settings().threads, dimsOf(shapes)];
      await callAsync(fn, args);
    },
    callIsolated(section, data, shapes, threads) {
      return runInChild({
        order,
        section,
        lib: path,
        entry: ENTRY,
        params,
        args: [...data, threads ?? settings().threads, dimsOf(shapes)],
        outs: sig.flatMap((a, i) => (a.role === 'out' ? [i] : [])),
      });
    },
  };
}
