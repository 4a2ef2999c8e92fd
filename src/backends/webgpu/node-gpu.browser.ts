/** node-gpu.ts for browsers (package.json "browser" field): WebGPU is `navigator.gpu` there. */
import { BackendUnavailableError } from '../../errors/errors.js';

export function vulkanInstalled(): boolean {
  return false;
}

export function prepareVulkan(): { readonly usable: boolean; readonly note: string } {
  return { usable: false, note: 'Dawn is for Node; browsers use navigator.gpu' };
}

export async function dawnCreate(): Promise<(options: string[]) => GPU> {
  throw new BackendUnavailableError(
    'webgpu',
    "Dawn (the 'webgpu' package) is for Node; browsers use navigator.gpu",
  );
}

export function requestAdapterQuietly(
  gpu: GPU,
  options: GPURequestAdapterOptions,
): Promise<GPUAdapter | null> {
  return gpu.requestAdapter(options);
}
