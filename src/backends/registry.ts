/**
 * Every backend tutti knows, in order of preference within its kind ('gpu' picks the first
 * available GPU backend, 'cpu' the first CPU one). Adding a backend adds one line here.
 * Node-only backends are listed through lazyBackend so browsers never load their modules.
 */
import type { Backend } from './backend.js';
import { cudaBackend } from './cuda/backend.js';
import { jsBackend } from './js/backend.js';
import { lazyBackend } from './lazy.js';
import { wasmBackend } from './wasm/backend.js';
import { webgpuBackend } from './webgpu/backend.js';

export const BACKENDS: readonly Backend[] = [
  cudaBackend,
  webgpuBackend,
  lazyBackend('native', 'cpu', async () => (await import('./native/backend.js')).nativeBackend),
  wasmBackend,
  jsBackend,
];
