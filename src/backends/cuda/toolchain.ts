/**
 * Which CUDA compiler builds kernels here: NVRTC (libnvrtc.so*, called through koffi, no process
 * spawned) when it is found, else `nvcc` (TUTTI_NVCC, else on $PATH, else /usr/local/cuda/bin).
 * Finding one only looks at the file system, so the probe stays fast; the libraries and
 * processes are started at the first compile.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { resolveCompiler } from '../shared/process.js';

export type CudaCompiler =
  | { readonly kind: 'nvrtc'; readonly path: string }
  | { readonly kind: 'nvcc'; readonly path: string }
  /**
   * No compiler here, but kernels prebuilt elsewhere by `compiler` are in the artifact cache
   * (TUTTI_CUDA_PREBUILT names the manifest written by `cuda-bench --prebuild`): cache hits load,
   * anything else fails with a clear build error.
   */
  | { readonly kind: 'prebuilt'; readonly path: string; readonly compiler: PrebuiltIdentity };

export interface PrebuiltIdentity {
  readonly kind: 'nvrtc' | 'nvcc';
  readonly path: string;
  readonly version: string;
}

function prebuilt(): CudaCompiler | undefined {
  const manifest = process.env.TUTTI_CUDA_PREBUILT;
  if (!manifest) return undefined;
  try {
    const m = JSON.parse(readFileSync(manifest, 'utf8')) as Partial<PrebuiltIdentity>;
    if (
      (m.kind === 'nvcc' || m.kind === 'nvrtc') &&
      typeof m.path === 'string' &&
      typeof m.version === 'string'
    ) {
      return {
        kind: 'prebuilt',
        path: manifest,
        compiler: { kind: m.kind, path: m.path, version: m.version },
      };
    }
  } catch {
    // not readable: as if absent
  }
  return undefined;
}

/** Flags that keep results equal to js: no fused multiply-add, IEEE division and sqrt, denormals. */
export const EXACT_FLAGS = ['-fmad=false', '-prec-div=true', '-prec-sqrt=true', '-ftz=false'] as const;

function cudaRoots(): string[] {
  const env = [process.env.CUDA_HOME, process.env.CUDA_PATH].filter((p): p is string => Boolean(p));
  return [...env, '/usr/local/cuda', '/opt/cuda'];
}

/** The first file named like `pattern` (shortest name) in the CUDA roots and the usual library folders. */
export function findCudaLibrary(pattern: RegExp): string | undefined {
  const dirs = [
    ...(process.env.LD_LIBRARY_PATH ?? '').split(delimiter).filter(Boolean),
    ...cudaRoots().flatMap((r) => [join(r, 'lib64'), join(r, 'lib')]),
    '/usr/lib/x86_64-linux-gnu',
    '/usr/lib/aarch64-linux-gnu',
    '/usr/lib64',
  ];
  for (const d of dirs) {
    let names: string[];
    try {
      names = readdirSync(d);
    } catch {
      continue;
    }
    const hit = names.filter((n) => pattern.test(n)).sort((a, b) => a.length - b.length)[0];
    if (hit) return join(d, hit);
  }
  return undefined;
}

/** libnvrtc.so* in the CUDA roots and the usual library directories; undefined when absent. */
export function findNvrtc(): string | undefined {
  if (process.env.TUTTI_NVRTC === '0') return undefined;
  return findCudaLibrary(/^libnvrtc\.so(\.\d+)*$/);
}

/** nvcc: TUTTI_NVCC, else `nvcc` on $PATH, else in a CUDA root; undefined when absent. */
export function findNvcc(): string | undefined {
  const configured = process.env.TUTTI_NVCC;
  if (configured) return resolveCompiler(configured);
  const onPath = resolveCompiler('nvcc');
  if (onPath) return onPath;
  for (const r of cudaRoots()) {
    const p = join(r, 'bin', 'nvcc');
    if (existsSync(p)) return resolveCompiler(p);
  }
  return undefined;
}

export function findCudaCompiler(): CudaCompiler | { readonly missing: string } {
  const nvrtc = findNvrtc();
  if (nvrtc) return { kind: 'nvrtc', path: nvrtc };
  const nvcc = findNvcc();
  if (nvcc) return { kind: 'nvcc', path: nvcc };
  const pre = prebuilt();
  if (pre) return pre;
  return {
    missing: 'no CUDA compiler: neither libnvrtc.so nor nvcc was found (set CUDA_HOME or TUTTI_NVCC)',
  };
}
