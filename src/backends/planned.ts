/**
 * Backends that tutti knows about but that are not built in this version: they are listed by
 * `tt.devices()` as unavailable, with the reason, so users (and the demo) see what exists.
 * A real backend replaces its entry in registry.ts.
 */
import type { Backend, DeviceKind } from './backend.js';

const KIND: Record<string, DeviceKind> = { cuda: 'gpu', webgpu: 'gpu', native: 'cpu', wasm: 'cpu' };

export function plannedBackends(ids: readonly string[]): Backend[] {
  return ids.map((id) => ({
    id,
    kind: KIND[id] ?? 'cpu',
    probe: () => ({ available: false, reason: `the ${id} backend is not part of this tutti build yet` }),
    open: () => {
      throw new Error(`internal: ${id} is not available`);
    },
  }));
}
