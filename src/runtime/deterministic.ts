/**
 * Deterministic mode (`deterministic: true`, a tt.kernel option and a setting; docs/config.md,
 * docs/kernel-language.md#deterministic-mode): results bit-identical run after run and for any
 * thread count or sub-device split. What is not deterministic without it is a kernel's float
 * atomics, whose additions (and returned old values) follow thread timing; under the mode such a
 * kernel runs its items one after another in index order on one thread on CPU devices (its result
 * is then the js backend's), and is refused on GPU devices, which have no cheap way to order them.
 */
import { launchSettings } from '../config/settings.js';
import { LaunchArgumentError } from '../errors/errors.js';
import type { KernelIR } from '../ir/nodes.js';
import { visit } from '../ir/walk.js';
import type { Device } from './device.js';

const floatAtomicsOf = new WeakMap<KernelIR, boolean>();

/**
 * True when the kernel (or a helper it calls) does an atomic read-modify-write or store on an f32 /
 * f64 array: `Atomics.add/sub/exchange/compareExchange/store`, `tt.atomicMin/atomicMax`.
 */
export function usesFloatAtomics(ir: KernelIR): boolean {
  const known = floatAtomicsOf.get(ir);
  if (known !== undefined) return known;
  let found = false;
  const scan = (stmts: KernelIR['body']) =>
    visit(stmts, (e) => {
      if (e.kind === 'atomic' && e.op !== 'load' && (e.type === 'f32' || e.type === 'f64')) found = true;
    });
  scan(ir.body);
  for (const f of ir.functions) scan(f.body);
  floatAtomicsOf.set(ir, found);
  return found;
}

/** Whether deterministic mode is on for a kernel: its own option, else the `deterministic` setting. */
export function deterministicMode(option: boolean | undefined): boolean {
  // on the launch path: the kept copy of the settings (configure() drops it), not a fresh resolve
  return option ?? launchSettings().deterministic;
}

/**
 * Whether a launch of `ir` on `device` must run its items sequentially (deterministic mode and
 * float atomics); throws LaunchArgumentError LAUNCH_NOT_DETERMINISTIC on a GPU device.
 */
export function sequentialLaunch(ir: KernelIR, option: boolean | undefined, device: Device): boolean {
  if (!usesFloatAtomics(ir) || !deterministicMode(option)) return false;
  if (device.kind !== 'cpu') {
    throw new LaunchArgumentError(
      'LAUNCH_NOT_DETERMINISTIC',
      `kernel '${ir.name}' uses float atomics, whose order on ${device.id} follows thread timing, and deterministic mode is on; ` +
        "run it on a CPU device (tt.device('cpu'): its items then run in order on one thread), " +
        'or turn deterministic mode off for it (tt.kernel option deterministic: false)',
    );
  }
  return true;
}
