/**
 * The CUDA backend's compile steps: IR -> CUDA C -> PTX or cubin -> module. The compile service
 * caches the image on disk under a key made of the generated source's hash, the dialect, the
 * compiler (nvrtc or nvcc, path and version), the target architecture, every flag, and tutti's version.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getOrBuild } from '../../cache/artifact-cache.js';
import { sourceKeyParts } from '../../cache/key.js';
import { KernelBuildError } from '../../errors/errors.js';
import type { KernelIR } from '../../ir/nodes.js';
import type { BuildStep, KeyParts } from '../backend.js';
import { entryParams, renderC } from '../c/render-kernel.js';
import { firstLines } from '../shared/process.js';
import { cudaDialect } from './dialect-cuda.js';
import { nvccCompile, nvccFlags, nvccVersion } from './nvcc.js';
import { nvrtcCompile, nvrtcOptions, nvrtcVersion } from './nvrtc.js';
import { type CudaCompiler, findCudaCompiler, type PrebuiltIdentity } from './toolchain.js';

/** CUDA's limit on a kernel's parameter block (4 KB before CUDA 12.1, and on pre-Volta GPUs). */
const MAX_PARAM_BYTES = 4096;

/** Bytes of the entry's parameter block, each parameter aligned to its own size. */
function paramBytes(ir: KernelIR): number {
  let at = 0;
  for (const p of entryParams(ir)) {
    const size = p.ffiType.endsWith('*') || p.ffiType === 'int64_t' || p.ffiType === 'double' ? 8 : 4;
    at = Math.ceil(at / size) * size + size;
  }
  return at;
}

export function cudaSource(ir: KernelIR): string {
  const bytes = paramBytes(ir);
  if (bytes > MAX_PARAM_BYTES) {
    const arrays = ir.params.filter((p) => p.isArray).length;
    throw new KernelBuildError(
      'KERNEL_TOO_MANY_PARAMS',
      `kernel '${ir.name}' has ${arrays} array and ${ir.params.length - arrays} scalar parameters, which the cuda backend passes as ${bytes} bytes of kernel parameters; CUDA allows at most ${MAX_PARAM_BYTES} (16 per array, 4 or 8 per scalar): pass fewer arrays (pack several into one), or run it on native, wasm or js`,
    );
  }
  return renderC(ir, cudaDialect);
}

export interface CudaBuildOptions {
  /** sm_XY: build a cubin for that architecture; absent: PTX. */
  readonly arch?: string;
  /** Extra compiler flags, part of the key (tests pass `-Werror all-warnings`). */
  readonly extra?: readonly string[];
  /** Default: NVRTC if found, else nvcc. */
  readonly compiler?: CudaCompiler;
}

export interface BuiltImage {
  readonly path: string;
  /** Compiler messages (warnings) of a fresh build; '' for a cache hit. */
  readonly log: string;
  readonly cached: boolean;
}

function compilerOf(opts: CudaBuildOptions, what: string): CudaCompiler {
  if (opts.compiler) return opts.compiler;
  const c = findCudaCompiler();
  if ('missing' in c) throw new KernelBuildError('KERNEL_BUILD_FAILED', `cannot build ${what}: ${c.missing}`);
  return c;
}

/** The compiler identity that goes into the key (a prebuilt cache keeps its builder's). */
export async function identity(c: CudaCompiler): Promise<PrebuiltIdentity> {
  if (c.kind === 'prebuilt') return c.compiler;
  const version = c.kind === 'nvrtc' ? await nvrtcVersion(c.path) : await nvccVersion(c.path);
  return { kind: c.kind, path: c.path, version };
}

/** CUDA C -> PTX (no arch) or a cubin for `opts.arch`, with NVRTC or nvcc. */
export function cudaBuildStep(opts: CudaBuildOptions = {}): BuildStep<string> {
  const ext = opts.arch ? '.cubin' : '.ptx';
  return {
    kind: 'cuda',
    ext,
    async toolchain(): Promise<KeyParts> {
      const c = compilerOf(opts, 'CUDA C');
      const id = await identity(c);
      const flags = id.kind === 'nvrtc' ? nvrtcOptions(opts.arch, opts.extra) : nvccFlags(opts);
      return {
        compiler: `${id.kind}:${id.path}`,
        version: id.version,
        arch: opts.arch ?? 'ptx',
        flags: flags.join(' '),
      };
    },
    async run(source, work, what) {
      const c = compilerOf(opts, what);
      const out = join(work, `kernel${ext}`);
      if (c.kind === 'prebuilt') {
        throw new KernelBuildError(
          'KERNEL_BUILD_FAILED',
          `${what} was not prebuilt for ${opts.arch ?? 'PTX'} (${c.path}) and no CUDA compiler is installed here`,
        );
      }
      if (c.kind === 'nvrtc') {
        const r = await nvrtcCompile(c.path, source, opts.arch, opts.extra);
        logs.set(out, r.log);
        if (!r.ok || !r.image) {
          throw new KernelBuildError(
            'KERNEL_BUILD_FAILED',
            `${what}: NVRTC failed:\n${firstLines(r.log, 20)}`,
          );
        }
        writeFileSync(out, r.image);
        return out;
      }
      const src = join(work, 'kernel.cu');
      writeFileSync(src, source);
      const r = await nvccCompile({ nvcc: c.path, src, out, ...opts });
      logs.set(out, r.stderr.trim());
      if (r.code !== 0) {
        throw new KernelBuildError(
          'KERNEL_BUILD_FAILED',
          `${what}: '${c.path} ${nvccFlags(opts).join(' ')}' failed (exit ${r.code}):\n${firstLines(r.stderr, 20)}`,
        );
      }
      return out;
    },
  };
}

/** Compiler messages of the builds in this process, by the work-directory path of the output. */
const logs = new Map<string, string>();

export const CUDA_TARGET = `cuda ${cudaDialect.id}`;

/** Builds (or finds) the PTX / cubin of any CUDA C source. */
export async function buildCudaSource(
  what: string,
  source: string,
  opts: CudaBuildOptions = {},
): Promise<BuiltImage> {
  const step = cudaBuildStep(opts);
  const parts = sourceKeyParts(source, CUDA_TARGET, {}, await step.toolchain());
  let log = '';
  const entry = await getOrBuild(step.kind, parts, step.ext, async (work) => {
    const out = await step.run(source, work, what);
    log = logs.get(out) ?? '';
    logs.delete(out);
    return out;
  });
  return { path: entry.path, log, cached: entry.hit };
}

export function buildCudaKernel(ir: KernelIR, opts: CudaBuildOptions = {}): Promise<BuiltImage> {
  return buildCudaSource(`kernel '${ir.name}'`, cudaSource(ir), opts);
}

/** The image bytes, NUL-terminated (cuModuleLoadData reads PTX as a C string). */
export function readImage(path: string): Uint8Array {
  const b = readFileSync(path);
  const out = new Uint8Array(b.length + 1);
  out.set(b);
  return out;
}
