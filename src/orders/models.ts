/**
 * The programming models an order section may be written in: accelpy's names plus tutti's `c`,
 * `openmp_c`, `wgsl` and `kernel`. Each model says which language its glue is written in, which
 * compiler builds it, its flags, where it runs, and its place in the default priority order.
 * Browser-safe (no node: imports).
 */

import { InternalError } from '../errors/errors.js';

export type Language = 'c' | 'cpp' | 'fortran' | 'cuda' | 'hip' | 'wgsl' | 'kernel';

/** Which compiler builds a model: resolved from env/config by src/orders/toolchains.ts. */
export type CompilerRole = 'cc' | 'cxx' | 'fc' | 'nvcc' | 'hipcc' | 'none';

/** How the section's body is wrapped: a parallel region is added when the body opens none. */
export type Parallel = 'none' | 'openmp' | 'openacc';

export interface Model {
  readonly name: string;
  readonly language: Language;
  readonly compiler: CompilerRole;
  /** Flags of the model beyond the compiler's usual ones (-fopenmp, -fopenacc). */
  readonly flags: readonly string[];
  readonly parallel: Parallel;
  /** 'cpu': runs on the host through a shared library; 'cuda'/'webgpu': on that GPU; 'any': a tutti kernel. */
  readonly runsOn: 'cpu' | 'cuda' | 'hip' | 'webgpu' | 'any';
}

const m = (
  name: string,
  language: Language,
  compiler: CompilerRole,
  flags: readonly string[],
  parallel: Parallel,
  runsOn: Model['runsOn'],
): Model => ({ name, language, compiler, flags, parallel, runsOn });

export const MODELS: Readonly<Record<string, Model>> = {
  cuda: m('cuda', 'cuda', 'nvcc', [], 'none', 'cuda'),
  hip: m('hip', 'hip', 'hipcc', [], 'none', 'hip'),
  openacc_cpp: m('openacc_cpp', 'cpp', 'cxx', ['-fopenacc'], 'openacc', 'cpu'),
  openacc_fortran: m('openacc_fortran', 'fortran', 'fc', ['-fopenacc'], 'openacc', 'cpu'),
  openmp_cpp: m('openmp_cpp', 'cpp', 'cxx', ['-fopenmp'], 'openmp', 'cpu'),
  openmp_c: m('openmp_c', 'c', 'cc', ['-fopenmp'], 'openmp', 'cpu'),
  openmp_fortran: m('openmp_fortran', 'fortran', 'fc', ['-fopenmp'], 'openmp', 'cpu'),
  // OpenMP target offload (accelpy's omptarget_*): gcc built without an offload target runs the
  // target regions on the host, so these are host models here.
  omptarget_cpp: m('omptarget_cpp', 'cpp', 'cxx', ['-fopenmp'], 'openmp', 'cpu'),
  omptarget_fortran: m('omptarget_fortran', 'fortran', 'fc', ['-fopenmp'], 'openmp', 'cpu'),
  cpp: m('cpp', 'cpp', 'cxx', [], 'none', 'cpu'),
  c: m('c', 'c', 'cc', [], 'none', 'cpu'),
  fortran: m('fortran', 'fortran', 'fc', [], 'none', 'cpu'),
  wgsl: m('wgsl', 'wgsl', 'none', [], 'none', 'webgpu'),
  kernel: m('kernel', 'kernel', 'none', [], 'none', 'any'),
};

/**
 * The default priority: GPU models first (they run only where their device is and the data
 * follows), then OpenACC and OpenMP, then serial C++/C/Fortran, then WGSL, then the portable
 * kernel. `opts.prefer` and the `orderPrefer` setting put named models first.
 */
export const DEFAULT_PRIORITY: readonly string[] = [
  'cuda',
  'hip',
  'openacc_cpp',
  'openacc_fortran',
  'openmp_cpp',
  'openmp_c',
  'openmp_fortran',
  'omptarget_cpp',
  'omptarget_fortran',
  'cpp',
  'c',
  'fortran',
  'wgsl',
  'kernel',
];

export function isModel(name: string): boolean {
  return Object.hasOwn(MODELS, name);
}

export function modelOf(name: string): Model {
  const model = MODELS[name];
  if (!model) throw new InternalError(`unknown order model '${name}'`);
  return model;
}

/**
 * The order sections are tried in: the `prefer` names first (in their order), then the default
 * priority; only models the order has.
 */
export function priority(have: readonly string[], prefer: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of [...prefer, ...DEFAULT_PRIORITY]) if (have.includes(p) && !out.includes(p)) out.push(p);
  return out;
}
