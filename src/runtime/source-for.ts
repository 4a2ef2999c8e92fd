/** The code a device's backend generates for an IR (Kernel.generatedSource). */
import { BackendUnavailableError } from '../errors/errors.js';
import type { KernelIR } from '../ir/nodes.js';
import { generatedSource } from './compile-service.js';
import type { Device } from './device.js';
import { backendById } from './devices.js';
import { selectDevice } from './select.js';

/**
 * `ir` as `device`'s backend renders it; `check` refuses what the device cannot run first. A
 * backend whose runtime is missing may still render its code (CUDA C without a GPU).
 */
export async function sourceFor(
  device: Device | string,
  ir: KernelIR,
  check: (d: Device) => void,
): Promise<string> {
  let d: Device;
  try {
    d = selectDevice(device);
  } catch (e) {
    const id = (typeof device === 'string' ? device : device.backend).split(':')[0] ?? '';
    const backend = e instanceof BackendUnavailableError ? backendById(id) : undefined;
    if (backend?.source) return backend.source(ir);
    throw e;
  }
  check(d);
  return generatedSource(d.impl(), ir);
}
