/**
 * The `native` backend: kernels rendered to C11 + OpenMP, built with the system C compiler
 * (`settings().cc`, `settings().cflags`) into a cached shared library, loaded with koffi and run
 * on all cores over the arrays' host memory — zero-copy with js and every host allocation.
 * Launches are asynchronous FFI calls: the event loop keeps running while a kernel computes.
 */
import { setting, settings } from '../../config/settings.js';
import { nameClasses } from '../../errors/names.js';
import { alignHostAllocations, hostSpace } from '../../memory/space.js';
import {
  type Backend,
  type BackendDevice,
  cpuCaps,
  type DeviceInfo,
  type DeviceLibrary,
  type ProbeResult,
} from '../backend.js';
import { loadKoffiSync } from '../shared/koffi-sync.js';
import { findBlas } from './blas.js';
import { nativeSteps } from './build.js';
import type { NativeQueue } from './executable.js';
import { nativeGemm } from './gemm.js';
import { type NativeProbe, probeNative, probeNativeSync } from './probe.js';
import { nativeReplay } from './replay.js';

/** tt.matmul through the system BLAS (the host loop where the library file lacks CBLAS). */
const BLAS_LIBRARY: DeviceLibrary = {
  gemm: { name: 'blas', run: (_queue, dtype, dims, a, b, c) => nativeGemm(dtype, dims, a, b, c) },
};

class NativeDevice implements BackendDevice {
  readonly memory = hostSpace;
  readonly library: DeviceLibrary;
  /**
   * @param blasPath the BLAS library found at probe; undefined: tt.matmul runs the tiled C kernel.
   * @param fixedThreads a sub-device's own thread count; the whole device follows
   *   `settings().threads` (0 = every core), read at each launch.
   */
  constructor(
    readonly info: DeviceInfo,
    private readonly blasPath: string | undefined,
    private readonly fixedThreads?: number,
    /** A sub-device: the parent whose executables it runs (the thread count travels in the queue). */
    readonly executablesOf?: BackendDevice,
  ) {
    this.library = blasPath !== undefined ? BLAS_LIBRARY : {};
  }
  canUse(alloc: { host: unknown }): boolean {
    return alloc.host !== undefined;
  }
  readonly steps = nativeSteps;
  /** tt.capture's graphs: one C call per replay (native/replay.ts). */
  readonly replay = nativeReplay;
  /** The queue carries the thread count the launch path passes to the kernel's OpenMP loop. */
  createQueue(): NativeQueue {
    return { threads: this.fixedThreads ?? 0 };
  }
  threadCount(): number {
    const cores = this.info.details?.cores;
    return this.fixedThreads ?? (settings().threads || (typeof cores === 'number' ? cores : 1));
  }
  partition(threads: readonly number[]): BackendDevice[] {
    return threads.map(
      (n, k) =>
        new NativeDevice(
          {
            ...this.info,
            name: `${this.info.name.replace(/ \(.*\)$/, '')} sub-device ${k} (${n} thread${n === 1 ? '' : 's'})`,
            details: { ...this.info.details, threads: n },
          },
          this.blasPath,
          n,
          this.executablesOf ?? this,
        ),
    );
  }
}

async function probe(): Promise<ProbeResult> {
  return resultOf(await probeNative());
}

function resultOf(v: NativeProbe): ProbeResult {
  if (!v.available) return v;
  const threads = setting('threads').value || v.cores;
  const blas = findBlas();
  return {
    available: true,
    devices: [
      {
        index: 0,
        name: `native C + OpenMP (${v.version}, ${threads} threads)`,
        kind: 'cpu',
        caps: cpuCaps(2 ** 33),
        details: {
          compiler: v.toolchain.path,
          version: v.version,
          flags: v.toolchain.flags.join(' '),
          cores: v.cores,
          threads,
          matmul: blas.path !== undefined ? `BLAS ${blas.path}` : `tiled C kernel (${blas.reason})`,
        },
      },
    ],
  };
}

export const nativeBackend: Backend = {
  id: 'native',
  kind: 'cpu',
  probe,
  probeSync: () => resultOf(probeNativeSync()),
  open: (info) => {
    // tutti's host arrays start on a cache line from now on (memory/space.ts); koffi, which reads
    // a buffer's address, loads at the first such array (a kernel launch needs it anyway)
    alignHostAllocations((b) => BigInt(loadKoffiSync().address(b)));
    return new NativeDevice(info, findBlas().path);
  },
};

nameClasses({ NativeDevice });
