/**
 * node-backends.ts for browsers (package.json "browser" field): native and cuda need Node, and
 * WebGPU is there exactly when the page has `navigator.gpu`.
 */
import { InternalError } from '../errors/errors.js';
import type { Backend, DeviceKind } from './backend.js';
import type { QuickVerdict } from './lazy.js';

function needsNode(id: string, kind: DeviceKind): Backend {
  const reason = `the ${id} backend needs Node.js (it is not part of the browser build)`;
  return {
    id,
    kind,
    probe: () => ({ available: false, reason }),
    probeSync: () => ({ available: false, reason }),
    open: () => {
      throw new InternalError(`${id} opened though its probe said: ${reason}`);
    },
  };
}

export const loadNative = async (): Promise<Backend> => needsNode('native', 'cpu');
export const loadCuda = async (): Promise<Backend> => needsNode('cuda', 'gpu');

export const LOADED_BACKENDS: readonly Backend[] = [needsNode('native', 'cpu'), needsNode('cuda', 'gpu')];

export function webgpuQuick(): QuickVerdict | undefined {
  const nav = (globalThis as { navigator?: { gpu?: unknown } }).navigator;
  return nav?.gpu ? undefined : { available: false, reason: 'this browser offers no WebGPU (navigator.gpu)' };
}
