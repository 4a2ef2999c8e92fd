/**
 * The one list of backends tutti knows, in order of preference within their kind ('gpu' picks
 * the first available GPU backend, 'cpu' the first CPU one). Adding a backend adds one line here;
 * everything else (device table, selectors, `tutti compile --backend`, help text, the conformance
 * suite) derives from this list.
 *
 * js and wasm are loaded with tutti (small, browser-safe; wasm loads binaryen only when it first
 * compiles); native and cuda come from node-backends.ts (in browsers its stub, through the package's
 * "browser" field); webgpu's module (and Dawn) is imported only when WebGPU is probed. Nothing is
 * probed here: see runtime/devices.ts.
 */
import { ownModule } from '../config/own-module.js';
import type { Backend, DeviceKind } from './backend.js';
import { jsBackend } from './js/backend.js';
import { type LazyBackend, lazyBackend, type QuickVerdict } from './lazy.js';
import { LOADED_BACKENDS, loadCuda, loadNative, webgpuQuick } from './node-backends.js';
import { wasmBackend } from './wasm/backend.js';

interface BackendEntry {
  readonly id: string;
  readonly kind: DeviceKind;
  readonly load: () => Promise<Backend>;
  readonly quick?: () => QuickVerdict | undefined;
}

const LIST = [
  { id: 'cuda', kind: 'gpu', load: loadCuda },
  {
    id: 'webgpu',
    kind: 'gpu',
    load: async () => (await ownModule(() => import('./webgpu/backend.js'))).webgpuBackend,
    quick: webgpuQuick,
  },
  { id: 'native', kind: 'cpu', load: loadNative },
  { id: 'wasm', kind: 'cpu', load: async () => wasmBackend },
  { id: 'js', kind: 'cpu', load: async () => jsBackend },
] as const satisfies readonly BackendEntry[];

/** The id of a built-in backend. */
export type BuiltinBackendId = (typeof LIST)[number]['id'];

/** The built-in backend ids, in preference order. */
export const BACKEND_IDS: readonly BuiltinBackendId[] = LIST.map((b) => b.id);

export const BACKENDS: readonly LazyBackend[] = LIST.map((b: BackendEntry) =>
  lazyBackend(b.id, b.kind, b.load, b.quick),
);

for (const impl of [jsBackend, wasmBackend, ...LOADED_BACKENDS]) {
  BACKENDS.find((b) => b.id === impl.id)?.provide(impl);
}
