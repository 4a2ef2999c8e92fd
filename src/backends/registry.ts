/**
 * The one list of backends tutti knows, in order of preference within their kind ('gpu' picks
 * the first available GPU backend, 'cpu' the first CPU one). Adding a backend adds one line here;
 * everything else (device table, selectors, `tutti compile --backend`, help text, the conformance
 * suite) derives from this list. Every module is imported only when tutti probes it (`lazy.ts`),
 * so this file loads no backend code and browsers never load Node-only modules (native, cuda).
 */
import type { Backend, DeviceKind } from './backend.js';
import { lazyBackend } from './lazy.js';

interface BackendEntry {
  readonly id: string;
  readonly kind: DeviceKind;
  readonly load: () => Promise<Backend>;
}

const LIST = [
  { id: 'cuda', kind: 'gpu', load: async () => (await import('./cuda/backend.js')).cudaBackend },
  { id: 'webgpu', kind: 'gpu', load: async () => (await import('./webgpu/backend.js')).webgpuBackend },
  { id: 'native', kind: 'cpu', load: async () => (await import('./native/backend.js')).nativeBackend },
  { id: 'wasm', kind: 'cpu', load: async () => (await import('./wasm/backend.js')).wasmBackend },
  { id: 'js', kind: 'cpu', load: async () => (await import('./js/backend.js')).jsBackend },
] as const satisfies readonly BackendEntry[];

/** The id of a built-in backend. */
export type BuiltinBackendId = (typeof LIST)[number]['id'];

/** The built-in backend ids, in preference order. */
export const BACKEND_IDS: readonly BuiltinBackendId[] = LIST.map((b) => b.id);

export const BACKENDS: readonly Backend[] = LIST.map((b) => lazyBackend(b.id, b.kind, b.load));
