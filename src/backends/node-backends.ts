/**
 * The Node-only backends (native and cuda: koffi, node:fs, compilers), imported statically so that
 * the synchronous API can probe them (`tt.device('cpu')` right after `import`), and what Node can
 * tell about WebGPU without loading Dawn. Bundlers targeting browsers use node-backends.browser.ts
 * instead (package.json "browser" field), so a browser bundle reaches no Node-only module.
 */
import { diskDefinitionStore } from '../cache/definition-store.js';
import { setDefinitionStore } from '../cache/fingerprint.js';
import { readEnv } from '../config/env.js';
import { setting } from '../config/settings.js';
import type { Backend } from './backend.js';
import { cudaBackend, resultOf } from './cuda/backend.js';
import { probeCudaSync } from './cuda/probe-sync.js';
import type { QuickVerdict } from './lazy.js';
import { nativeBackend } from './native/backend.js';
import { vulkanInstalled } from './webgpu/node-gpu.js';

/** cuda with its synchronous probe (Node only: koffi through require), kept out of cuda/backend.ts. */
const cuda: Backend = { ...cudaBackend, probeSync: () => resultOf(probeCudaSync()) };

export const loadNative = async (): Promise<Backend> => nativeBackend;
export const loadCuda = async (): Promise<Backend> => cuda;

// Compiled kernel definitions are kept on disk too in Node (cache/definition-store.ts).
setDefinitionStore(diskDefinitionStore);

/** Backends whose implementation is loaded with this module. */
export const LOADED_BACKENDS: readonly Backend[] = [nativeBackend, cuda];

/**
 * Without a Vulkan driver (Linux), Dawn can only offer the software adapter (llvmpipe through
 * OpenGL ES), so 'auto' — which wants a hardware GPU — need not load Dawn to decide.
 */
export function webgpuQuick(): QuickVerdict | undefined {
  const v = readEnv('TUTTI_WEBGPU');
  if (v === '0' || v === 'false' || v === 'off')
    return { available: false, reason: `disabled by TUTTI_WEBGPU=${v}` };
  if (setting('webgpuBackend').value.trim() !== 'auto') return undefined;
  return vulkanInstalled() ? undefined : { softwareOnly: true };
}
