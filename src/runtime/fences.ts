/**
 * Where memory fences run. `tt.fence()` (device scope) lowers to wasm's `atomic.fence`, C11's
 * `atomic_thread_fence` and CUDA's `__threadfence()`; js runs a launch's items in order on one
 * thread, so it needs none. WGSL has no fence at device scope — `storageBarrier()` orders storage
 * memory only among the items of one work-group, and is a control barrier as well — so a kernel
 * with `tt.fence()` is refused on webgpu before anything runs. (`g.fence()`, the work-group fence,
 * runs everywhere: WGSL spells it as a barrier, which the frontend keeps in uniform control flow.)
 */
import { KernelTypeError } from '../errors/errors.js';
import { caretExcerpt } from '../errors/excerpt.js';
import type { FenceStmt, KernelIR, Stmt } from '../ir/nodes.js';
import { visit } from '../ir/walk.js';

/** The first device-scope fence of the kernel, else of a helper (named), if any. */
export function deviceFence(ir: KernelIR): { fence: FenceStmt; helper?: string } | undefined {
  const first = (body: readonly Stmt[]): FenceStmt | undefined => {
    let found: FenceStmt | undefined;
    const onStmt = (s: Stmt) => {
      if (!found && s.kind === 'fence' && s.scope === 'device') found = s;
    };
    visit(body, () => {}, onStmt);
    return found;
  };
  const own = first(ir.body);
  if (own) return { fence: own };
  for (const h of ir.functions) {
    const f = first(h.body);
    if (f) return { fence: f, helper: h.sourceName };
  }
  return undefined;
}

/** KERNEL_FENCE_UNSUPPORTED when `backend` cannot fence at device scope and the kernel does. */
export function refuseDeviceFence(
  kernel: string,
  source: string,
  ir: KernelIR,
  device: { readonly id: string; readonly name: string; readonly backend: string },
): void {
  if (device.backend !== 'webgpu') return;
  const found = deviceFence(ir);
  if (!found) return;
  const { fence, helper } = found;
  // A helper's locations count from its own text: name it instead of pointing into the kernel.
  const loc = (!helper && fence.loc) || { line: 1, column: 1 };
  const where = helper ? ` (in helper '${helper}')` : '';
  throw new KernelTypeError(
    'KERNEL_FENCE_UNSUPPORTED',
    kernel,
    `tt.fence()${where} is a memory fence at device scope, which WGSL and so device ${device.id} (${device.name}) does not have: storageBarrier() orders memory only among the items of one work-group`,
    loc,
    !helper && fence.loc ? caretExcerpt(source, loc) : '',
    'on webgpu, order work between work-groups by separate launches (each launch sees the last one finished), or use g.fence() inside a work-group kernel',
  );
}
