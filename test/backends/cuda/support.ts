/** Shared by the CUDA tests: is a CUDA GPU usable here (else why not), and where nvcc is. */
import { describe } from 'vitest';
import { findNvcc } from '../../../src/backends/cuda/toolchain.js';
import * as tt from '../../../src/index.js';

export const cudaDevice = tt.devices().find((d) => d.backend === 'cuda');
export const cudaAvailable = cudaDevice?.available === true;
export const gpuSkipReason = cudaDevice?.reason ?? 'the cuda backend is not registered';
if (!cudaAvailable) console.info(`CUDA GPU tests skipped: ${gpuSkipReason}`);

export const nvccPath = findNvcc();
export const nvccSkipReason = 'nvcc not found (TUTTI_NVCC, $PATH, /usr/local/cuda/bin)';
if (!nvccPath) console.info(`CUDA compile tests skipped: ${nvccSkipReason}`);

/** `describe` when a CUDA GPU can run here, else a skipped describe that says why. */
export function describeGpu(name: string, fn: () => void): void {
  if (cudaAvailable) describe(name, fn);
  else describe.skip(`${name} — skipped: ${gpuSkipReason}`, fn);
}

/** `describe` when nvcc is here, else a skipped describe that says why. */
export function describeNvcc(name: string, fn: () => void): void {
  if (nvccPath) describe(name, fn);
  else describe.skip(`${name} — skipped: ${nvccSkipReason}`, fn);
}
