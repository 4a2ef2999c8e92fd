/**
 * Which compiler builds each section (Node only): CC / CXX / FC / NVCC through tutti's settings
 * (TUTTI_CC, CC; TUTTI_CXX, CXX; TUTTI_FC, FC; TUTTI_NVCC, NVCC; config file), found like a shell
 * finds a command. A missing compiler is a reason, not an error: the section is skipped.
 */

import { type CudaCompiler, findNvcc, findNvrtc } from '../backends/cuda/toolchain.js';
import { firstLines, resolveCompiler, run } from '../backends/shared/process.js';
import { settings } from '../config/settings.js';
import { KernelBuildError } from '../errors/errors.js';
import type { CompilerRole, Model } from './models.js';

export interface SectionCompiler {
  readonly role: CompilerRole;
  /** The command as configured. */
  readonly command: string;
  /** Its resolved real path. */
  readonly path: string;
}

const HOW: Readonly<Record<CompilerRole, string>> = {
  cc: 'C compiler',
  cxx: 'C++ compiler',
  fc: 'Fortran compiler',
  nvcc: 'CUDA compiler nvcc',
  hipcc: 'HIP compiler hipcc',
  none: '',
};

const FIX: Readonly<Record<CompilerRole, string>> = {
  cc: 'install gcc or set CC / TUTTI_CC',
  cxx: 'install g++ or set CXX / TUTTI_CXX',
  fc: 'install gfortran or set FC / TUTTI_FC',
  nvcc: 'install the CUDA toolkit or set NVCC / TUTTI_NVCC / CUDA_HOME',
  hipcc: 'install ROCm (hipcc on PATH)',
  none: '',
};

function configured(role: CompilerRole): string {
  const s = settings();
  if (role === 'cc') return s.cc;
  if (role === 'cxx') return s.cxx;
  if (role === 'fc') return s.fc;
  if (role === 'nvcc') return s.nvcc || findNvcc() || 'nvcc';
  return 'hipcc';
}

/** The compiler of `model`, or why there is none. */
export function compilerFor(model: Model): SectionCompiler | { readonly missing: string } {
  const command = configured(model.compiler);
  const path = resolveCompiler(command);
  if (!path) return { missing: `${HOW[model.compiler]} '${command}' not found (${FIX[model.compiler]})` };
  return { role: model.compiler, command, path };
}

const versions = new Map<string, Promise<string>>();

/** The compiler's version line (part of the cache key), cached per path. */
export function compilerVersion(c: SectionCompiler): Promise<string> {
  let v = versions.get(c.path);
  if (!v) {
    v = run(c.path, ['--version']).then((r) => {
      if (r.code !== 0)
        throw new KernelBuildError(
          'KERNEL_BUILD_FAILED',
          `'${c.command} --version' failed: ${firstLines(r.stderr, 3)}`,
        );
      const lines = r.stdout.trim().split('\n');
      return (c.role === 'nvcc' ? lines.find((l) => l.includes('release')) : lines[0])?.trim() ?? '';
    });
    versions.set(c.path, v);
    v.catch(() => versions.delete(c.path));
  }
  return v;
}

/** Flags of a host build: the configured ones, the model's, and what a loadable library needs. */
export function hostFlags(model: Model): string[] {
  const flags = settings().orderFlags.split(/\s+/).filter(Boolean);
  for (const f of model.flags) if (!flags.includes(f)) flags.push(f);
  for (const f of ['-shared', '-fPIC']) if (!flags.includes(f)) flags.push(f);
  if (model.language === 'cpp' && !flags.some((f) => f.startsWith('-std='))) flags.push('-std=c++17');
  if (model.language === 'fortran') flags.push('-ffree-line-length-none');
  return flags;
}

/**
 * The compiler of cuda sections: nvcc as configured (NVCC / TUTTI_NVCC / the nvcc setting) or
 * found, else the cuda backend's NVRTC library; or why there is none.
 */
export function cudaCompiler(): CudaCompiler | { readonly missing: string } {
  const command = settings().nvcc || findNvcc() || 'nvcc';
  const path = resolveCompiler(command);
  if (path) return { kind: 'nvcc', path };
  const nvrtc = settings().nvcc ? undefined : findNvrtc();
  if (nvrtc) return { kind: 'nvrtc', path: nvrtc };
  return { missing: `${HOW.nvcc} '${command}' not found and no libnvrtc (${FIX.nvcc})` };
}
