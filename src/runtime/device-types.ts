/** The types a device cannot run: refused before a kernel compiles for it, with the site and the rewrite. */
import { KernelTypeError } from '../errors/errors.js';
import { caretExcerpt } from '../errors/excerpt.js';
import { usesBigInt, usesF64 } from '../ir/analysis.js';
import type { KernelIR } from '../ir/nodes.js';
import { visit } from '../ir/walk.js';
import { refuseBigInt } from './bigint-devices.js';
import type { Device } from './device.js';
import { f64Hint } from './f64-hint.js';
import { refuseDeviceFence } from './fences.js';

/**
 * Throws if `device` cannot run kernel `name`: a device fence it lacks, 64-bit integers on webgpu,
 * f64 on a device without it (naming the first f64 site, and the 32-bit rewrite where f64 was only
 * asked for exactness).
 */
export function refuseDeviceTypes(name: string, source: string, ir: KernelIR, device: Device): void {
  refuseDeviceFence(name, source, ir, device);
  if (device.backend === 'webgpu' && usesBigInt(ir)) throw refuseBigInt(name, source, device);
  if (device.caps.f64 || !usesF64(ir)) return;
  const wide = ir.wide?.[0];
  if (wide) {
    // f64 only for exactness: name the site and the 32-bit rewrite.
    const where = wide.helper
      ? ` (in helper '${wide.helper}', at ${wide.loc.line}:${wide.loc.column} of its text)`
      : '';
    throw new KernelTypeError(
      'KERNEL_TYPE_UNSUPPORTED_ON_DEVICE',
      name,
      `${wide.reason}${where}, which device ${device.id} (${device.name}) does not support`,
      wide.helper ? { line: 1, column: 1 } : wide.loc,
      wide.helper ? '' : caretExcerpt(source, wide.loc),
      wide.hint,
    );
  }
  let loc = { line: 1, column: 1 };
  visit(ir.body, (e) => {
    if (e.type === 'f64' && e.loc && loc.line === 1 && loc.column === 1) loc = e.loc;
  });
  throw new KernelTypeError(
    'KERNEL_TYPE_UNSUPPORTED_ON_DEVICE',
    name,
    `the kernel computes in f64, which device ${device.id} (${device.name}) does not support`,
    loc,
    caretExcerpt(source, loc),
    f64Hint(ir),
  );
}
