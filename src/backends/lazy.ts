/**
 * A backend whose module is imported only when tutti probes it: Node-only backends (native,
 * cuda: koffi, node:fs, compilers) stay out of the package's static import graph, so the entry
 * point loads in browsers, and no backend's code loads before it is probed.
 *
 * Probing is lazy (nothing is probed when tutti is imported). A backend can be probed
 * asynchronously (`probe()`, what `tt.init()` does) or, where its implementation is already
 * loaded (`provide`) and it can answer without waiting, synchronously (`probeSync()`, what the
 * synchronous API — `tt.devices()`, `tt.device()`, array creation — uses). `open` runs only after
 * a probe.
 */

import { InternalError, KernelBuildError } from '../errors/errors.js';
import type { KernelIR } from '../ir/nodes.js';
import type { Backend, BackendDevice, DeviceInfo, DeviceKind, ProbeResult } from './backend.js';

/**
 * What a backend can tell without loading its module or waiting: that it cannot run here (with
 * the reason), or that every device it could find would be a software implementation (so 'auto',
 * which wants a hardware GPU, need not wait for it).
 */
export type QuickVerdict =
  | { readonly available: false; readonly reason: string }
  | { readonly softwareOnly: true };

export interface LazyBackend extends Backend {
  /**
   * The probe's answer now, or undefined when it needs an asynchronous step (a module not yet
   * loaded, a WebGPU adapter request). Never throws: a failure is an unavailable result.
   */
  probeNow(): ProbeResult | undefined;
  /** A cheap verdict without loading the backend (see QuickVerdict); undefined when unknown. */
  quick(): QuickVerdict | undefined;
  /** Hands over the implementation, already loaded (a static import), so probes can be synchronous. */
  provide(impl: Backend): void;
  /** True once the backend's module is loaded (tests check what a program never loads). */
  readonly loaded: boolean;
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export function lazyBackend(
  id: string,
  kind: DeviceKind,
  load: () => Promise<Backend>,
  quick: () => QuickVerdict | undefined = () => undefined,
): LazyBackend {
  let impl: Backend | undefined;
  const check = (b: Backend): Backend => {
    if (b.id !== id || b.kind !== kind) {
      throw new InternalError(`the registry lists '${id}' (${kind}) but its module is '${b.id}' (${b.kind})`);
    }
    return b;
  };
  return {
    id,
    kind,
    get loaded() {
      return impl !== undefined;
    },
    quick,
    provide(b: Backend): void {
      impl ??= check(b);
    },
    async probe(): Promise<ProbeResult> {
      try {
        impl ??= await load();
      } catch (e) {
        return { available: false, reason: `cannot load the ${id} backend: ${message(e)}` };
      }
      return check(impl).probe();
    },
    probeNow(): ProbeResult | undefined {
      if (!impl) return undefined;
      if (!impl.probeSync) return undefined;
      try {
        return impl.probeSync();
      } catch (e) {
        return { available: false, reason: `probe failed: ${message(e)}` };
      }
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
