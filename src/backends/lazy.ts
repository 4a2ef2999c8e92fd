/**
 * A backend whose module is imported only when tutti probes it: Node-only backends (native,
 * cuda: koffi, node:fs, compilers) stay out of the package's static import graph, so the entry
 * point loads in browsers, and no backend's code loads before it is probed. Probing is
 * asynchronous already; `open` runs only after a probe.
 */

import { InternalError, KernelBuildError } from '../errors/errors.js';
import type { KernelIR } from '../ir/nodes.js';
import type { Backend, BackendDevice, DeviceInfo, DeviceKind, ProbeResult } from './backend.js';

export function lazyBackend(id: string, kind: DeviceKind, load: () => Promise<Backend>): Backend {
  let impl: Backend | undefined;
  return {
    id,
    kind,
    async probe(): Promise<ProbeResult> {
      try {
        impl ??= await load();
      } catch (e) {
        return {
          available: false,
          reason: `cannot load the ${id} backend: ${e instanceof Error ? e.message : String(e)}`,
        };
      }
      if (impl.id !== id || impl.kind !== kind) {
        throw new InternalError(
          `the registry lists '${id}' (${kind}) but its module is '${impl.id}' (${impl.kind})`,
        );
      }
      return impl.probe();
    },
    open(info: DeviceInfo): BackendDevice {
      if (!impl) throw new InternalError(`${id} opened before it was probed`);
      return impl.open(info);
    },
    shutdown: () => impl?.shutdown?.(),
    async source(ir: KernelIR): Promise<string> {
      impl ??= await load();
      if (!impl.source)
        throw new KernelBuildError(
          'KERNEL_NO_SOURCE',
          `backend ${id} cannot show its generated source without a device`,
        );
      return impl.source(ir);
    },
  };
}
