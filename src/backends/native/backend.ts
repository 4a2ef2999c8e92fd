/**
 * The `native` backend: kernels rendered to C11 + OpenMP, built with the system C compiler
 * (`settings().cc`, `settings().cflags`) into a cached shared library, loaded with koffi and run
 * on all cores over the arrays' host memory — zero-copy with js and every host allocation.
 * Launches are asynchronous FFI calls: the event loop keeps running while a kernel computes.
 */
import { settings } from '../../config/settings.js';
import { hostSpace } from '../../memory/space.js';
import type { Backend, BackendDevice, DeviceInfo, ProbeResult } from '../backend.js';
import { nativeSteps } from './build.js';
import { probeNative } from './probe.js';

class NativeDevice implements BackendDevice {
  readonly memory = hostSpace;
  constructor(readonly info: DeviceInfo) {}
  canUse(alloc: { host: unknown }): boolean {
    return alloc.host !== undefined;
  }
  readonly steps = nativeSteps;
  createQueue(): null {
    return null;
  }
}

async function probe(): Promise<ProbeResult> {
  const v = await probeNative();
  if (!v.available) return v;
  const threads = settings().threads || v.cores;
  return {
    available: true,
    devices: [
      {
        index: 0,
        name: `native C + OpenMP (${v.version}, ${threads} threads)`,
        kind: 'cpu',
        caps: {
          f64: true,
          atomics: true,
          maxRange: [2 ** 31 - 1, 2 ** 31 - 1, 2 ** 31 - 1],
          maxBufferBytes: 2 ** 33,
        },
        details: {
          compiler: v.toolchain.path,
          version: v.version,
          flags: v.toolchain.flags.join(' '),
          cores: v.cores,
          threads,
        },
      },
    ],
  };
}

export const nativeBackend: Backend = {
  id: 'native',
  kind: 'cpu',
  probe,
  open: (info) => new NativeDevice(info),
};
