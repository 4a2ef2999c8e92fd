/** The adapter's limit on storage buffers per shader stage, checked before WGSL reaches Dawn. */
import { KernelBuildError } from '../../errors/errors.js';
import type { KernelIR } from '../../ir/nodes.js';
import type { BindingLayout } from './bindings.js';

/**
 * Every array of a kernel is one storage buffer, and a checked kernel has one more for its error
 * word: past the adapter's `maxStorageBuffersPerShaderStage` (16 on llvmpipe) Dawn rejects the
 * shader, which used to surface as a shader compile failure. Refused here, saying what to do.
 */
export function refuseTooManyBuffers(
  ir: KernelIR,
  layout: BindingLayout,
  limit: number,
  adapter: string,
): void {
  const buffers = layout.arrays.length + (layout.errorBinding >= 0 ? 1 : 0);
  if (buffers <= limit) return;
  const extra = layout.errorBinding >= 0 ? ' plus the error word of its bounds checks' : '';
  throw new KernelBuildError(
    'KERNEL_TOO_MANY_PARAMS',
    `kernel '${ir.name}' binds ${buffers} storage buffers on webgpu (${layout.arrays.length} arrays${extra}); the adapter ${adapter} allows ${limit} per shader stage (maxStorageBuffersPerShaderStage): pass fewer arrays (pack several into one, or split the kernel), or run it on native, wasm or js`,
  );
}
