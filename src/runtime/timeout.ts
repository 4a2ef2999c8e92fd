/**
 * Launch timeouts: `launch(n, args, { timeoutMs })`, default the `launchTimeoutMs` setting (0 =
 * none). A launch with a timeout on a CPU device runs the kernel's *polling variant*: the same IR
 * with `options.poll`, whose loops poll for cancellation at their back-edges (each backend renders
 * the poll: js checks the clock every 1024 back-edges, native reads a flag the host sets when the
 * time is up). Launches without a timeout run the unchanged kernel, at unchanged speed.
 */

import { launchSettings } from '../config/settings.js';
import { LaunchArgumentError } from '../errors/errors.js';
import type { KernelIR } from '../ir/nodes.js';

/**
 * Backends whose generated loops poll (webgpu: a back-edge budget, backends/webgpu/watchdog.ts;
 * cuda: a flag in mapped host memory, backends/cuda/cancel.ts; docs/timeouts.md).
 */
const POLLING_BACKENDS = new Set(['js', 'native', 'wasm', 'webgpu', 'cuda']);

/** The launch's timeout in ms (0 = none), from the option or the setting. */
export function launchTimeout(kernel: string, timeoutMs: unknown): number {
  if (timeoutMs === undefined) return launchSettings().launchTimeoutMs;
  if (typeof timeoutMs !== 'number' || !(timeoutMs >= 0) || timeoutMs === Number.POSITIVE_INFINITY) {
    throw new LaunchArgumentError(
      'LAUNCH_BAD_TIMEOUT',
      `kernel '${kernel}': timeoutMs must be a non-negative finite number of milliseconds (0 = none); got ${String(timeoutMs)}`,
    );
  }
  return timeoutMs;
}

/**
 * Whether a launch on `backend` with `timeoutMs` runs the polling variant. A kernel without loops
 * (helpers included: `loops()`, ir/analysis.ts hasLoops, kept per kernel by launch-facts.ts)
 * always ends: it runs unchanged.
 */
export function pollsOn(loops: () => boolean, backend: string, timeoutMs: number): boolean {
  return timeoutMs > 0 && POLLING_BACKENDS.has(backend) && loops();
}

const variants = new WeakMap<KernelIR, KernelIR>();

/** The polling variant of `ir` (one object per IR, so the compile memo finds it again). */
export function pollingVariant(ir: KernelIR): KernelIR {
  let v = variants.get(ir);
  if (!v) {
    v = { ...ir, options: { ...ir.options, poll: true } };
    variants.set(ir, v);
  }
  return v;
}
