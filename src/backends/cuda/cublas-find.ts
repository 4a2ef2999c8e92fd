/**
 * Which libcublas tt.matmul on cuda calls: the `cublas` setting (TUTTI_CUBLAS, docs/config.md)
 * names one or turns cuBLAS off ('none'); by default the CUDA roots and the usual library folders
 * are searched, as for NVRTC. File checks only, so the probe stays fast: the library is loaded at
 * the first matmul (cublas.ts).
 */
import { existsSync } from 'node:fs';
import { setting } from '../../config/settings.js';
import { findCudaLibrary } from './toolchain.js';

export type CublasFound = { readonly path: string } | { readonly path: undefined; readonly reason: string };

export function findCublas(): CublasFound {
  let configured: { readonly value: string; readonly origin: string };
  try {
    configured = setting('cublas');
  } catch (e) {
    return { path: undefined, reason: e instanceof Error ? e.message : String(e) };
  }
  const { value, origin } = configured;
  if (value === 'none') return { path: undefined, reason: `cuBLAS disabled by ${origin}` };
  if (value !== '') {
    return existsSync(value)
      ? { path: value }
      : { path: undefined, reason: `${value} (from ${origin}) does not exist` };
  }
  const path = findCudaLibrary(/^libcublas\.so(\.\d+)*$/);
  return path ? { path } : { path: undefined, reason: 'no libcublas found (set CUDA_HOME or TUTTI_CUBLAS)' };
}
