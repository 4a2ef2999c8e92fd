/** The adapter's limit on storage buffers per shader stage: the reason a pipeline was refused. */
import { KernelBuildError } from '../../errors/errors.js';
import type { KernelIR } from '../../ir/nodes.js';
import type { BindingLayout } from './bindings.js';

/**
 * Every array of a kernel is one storage buffer, and a checked kernel has one more for its error
 * word: past the adapter's `maxStorageBuffersPerShaderStage` (16 on llvmpipe) Dawn rejects the
 * pipeline, which surfaced as a shader failure blaming tutti. When building failed (`cause`) and
 * the kernel has more buffers than the limit, the error that says so and what to do; else
 * undefined (an adapter may accept more than it reports, so a count alone refuses nothing).
 */
export function tooManyBuffers(
  ir: KernelIR,
  layout: BindingLayout,
  limit: number,
  adapter: string,
  cause: unknown,
): KernelBuildError | undefined {
  // work-group arrays (shared memory) are no storage buffers
  const storage = layout.arrays.filter((a) => !a.workgroup).length;
  const buffers = storage + (layout.errorBinding >= 0 ? 1 : 0);
  if (buffers <= limit) return undefined;
  const extra = layout.errorBinding >= 0 ? ' plus the error word of its bounds checks' : '';
  return new KernelBuildError(
    'KERNEL_TOO_MANY_PARAMS',
    `kernel '${ir.name}' binds ${buffers} storage buffers on webgpu (${storage} arrays${extra}); the adapter ${adapter} allows ${limit} per shader stage (maxStorageBuffersPerShaderStage): pass fewer arrays (pack several into one, or split the kernel), or run it on native, wasm or js`,
    { cause },
  );
}
