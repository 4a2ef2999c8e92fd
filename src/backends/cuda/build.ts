/**
 * Kernel IR -> CUDA C -> PTX or cubin in the artifact cache. The key holds everything that changes
 * the image: the IR's content key, the generated source's hash, backend and dialect, the compiler
 * (nvrtc or nvcc, path and version), the target architecture, every flag, and tutti's version.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getOrBuild } from '../../cache/artifact-cache.js';
import { KernelBuildError } from '../../errors/errors.js';
import { contentKey, hashString } from '../../ir/key.js';
import type { KernelIR } from '../../ir/nodes.js';
import { renderC } from '../c/render-kernel.js';
import { firstLines, tuttiVersion } from '../native/toolchain.js';
import { cudaDialect } from './dialect-cuda.js';
import { nvccCompile, nvccFlags, nvccVersion } from './nvcc.js';
import { nvrtcCompile, nvrtcOptions, nvrtcVersion } from './nvrtc.js';
import { type CudaCompiler, findCudaCompiler, type PrebuiltIdentity } from './toolchain.js';

export function cudaSource(ir: KernelIR): string {
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

/** Builds (or finds) the PTX / cubin of any CUDA C source. */
export async function buildCudaSource(
  what: string,
  source: string,
  irKey: string,
  opts: CudaBuildOptions = {},
): Promise<BuiltImage> {
  const c = compilerOf(opts, what);
  const id = await identity(c);
  const flags = id.kind === 'nvrtc' ? nvrtcOptions(opts.arch, opts.extra) : nvccFlags(opts);
  const ext = opts.arch ? '.cubin' : '.ptx';
  let log = '';
  const parts = {
    ir: irKey,
    source: hashString(source),
    backend: 'cuda',
    dialect: cudaDialect.id,
    compiler: `${id.kind}:${id.path}`,
    version: id.version,
    arch: opts.arch ?? 'ptx',
    flags: flags.join(' '),
    tutti: tuttiVersion(),
  };
  const entry = await getOrBuild('cuda', parts, ext, async (work) => {
    const out = join(work, `kernel${ext}`);
    if (c.kind === 'prebuilt') {
      throw new KernelBuildError(
        'KERNEL_BUILD_FAILED',
        `${what} was not prebuilt for ${opts.arch ?? 'PTX'} (${c.path}) and no CUDA compiler is installed here`,
      );
    }
    if (c.kind === 'nvrtc') {
      const r = await nvrtcCompile(c.path, source, opts.arch, opts.extra);
      log = r.log;
      if (!r.ok || !r.image) {
        throw new KernelBuildError('KERNEL_BUILD_FAILED', `${what}: NVRTC failed:\n${firstLines(r.log, 20)}`);
      }
      writeFileSync(out, r.image);
      return out;
    }
    const src = join(work, 'kernel.cu');
    writeFileSync(src, source);
    const r = await nvccCompile({ nvcc: c.path, src, out, ...opts });
    log = r.stderr.trim();
    if (r.code !== 0) {
      throw new KernelBuildError(
        'KERNEL_BUILD_FAILED',
        `${what}: '${c.path} ${flags.join(' ')}' failed (exit ${r.code}):\n${firstLines(r.stderr, 20)}`,
      );
    }
    return out;
  });
  return { path: entry.path, log, cached: entry.hit };
}

export function buildCudaKernel(ir: KernelIR, opts: CudaBuildOptions = {}): Promise<BuiltImage> {
  return buildCudaSource(`kernel '${ir.name}'`, cudaSource(ir), contentKey(ir), opts);
}

/** The image bytes, NUL-terminated (cuModuleLoadData reads PTX as a C string). */
export function readImage(path: string): Uint8Array {
  const b = readFileSync(path);
  const out = new Uint8Array(b.length + 1);
  out.set(b);
  return out;
}
