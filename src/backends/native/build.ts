/**
 * The native backend's compile steps: IR -> C (OpenMP dialect) -> shared library -> koffi. The
 * compile service (runtime/compile-service.ts) caches the library on disk under a key made of the
 * generated source's hash, the compiler path and version, every flag, the host CPU under
 * -march=native, and tutti's version.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { recordAlias, resolveAlias } from '../../cache/alias.js';
import { getOrBuild } from '../../cache/artifact-cache.js';
import { sourceKeyParts } from '../../cache/key.js';
import { InternalError, KernelBuildError } from '../../errors/errors.js';
import type { KernelIR } from '../../ir/nodes.js';
import type { BuildStep, CompileSteps, KeyParts } from '../backend.js';
import { renderC } from '../c/render-kernel.js';
import { firstLines } from '../shared/process.js';
import { openmpDialect } from './dialect-openmp.js';
import { NativeExecutable } from './executable.js';
import { needsPackedEntry, packedEntrySource } from './packed-entry.js';
import { type NativeVerdict, probeNative } from './probe.js';
import { compile, cpuModel, LINK_FLAGS } from './toolchain.js';

/** C of `ir`; kernels with more arguments than koffi passes get the packed entry too (packed-entry.ts). */
export function nativeSource(ir: KernelIR): string {
  const c = renderC(ir, openmpDialect);
  return needsPackedEntry(ir) ? `${c}${packedEntrySource(ir)}` : c;
}

async function toolchainOf(what: string): Promise<NativeVerdict> {
  const probe = await probeNative();
  if (!probe.available)
    throw new KernelBuildError('KERNEL_BUILD_FAILED', `cannot build ${what}: ${probe.reason}`);
  return probe;
}

/** The C compiler's identity: path, version, flags, and the host CPU when the flags target it. */
async function identity(): Promise<KeyParts> {
  const probe = await toolchainOf('C code');
  const t = probe.toolchain;
  const native = t.flags.some((f) => f === '-march=native' || f === '-mtune=native' || f === '-mcpu=native');
  return {
    compiler: t.path,
    version: probe.version,
    flags: [...t.flags, ...LINK_FLAGS].join(' '),
    cpu: native ? cpuModel() : '',
  };
}

/** C source -> shared library, built with the configured compiler and flags. */
const buildLibraryStep: BuildStep<string> = {
  kind: 'native',
  ext: '.so',
  toolchain: identity,
  async run(source, work, what) {
    const t = (await toolchainOf(what)).toolchain;
    const src = join(work, 'kernel.c');
    const lib = join(work, 'kernel.so');
    writeFileSync(src, source);
    const r = await compile(t, src, lib);
    if (r.code !== 0) {
      throw new KernelBuildError(
        'KERNEL_BUILD_FAILED',
        `${what}: '${t.cc} ${t.flags.join(' ')}' failed (exit ${r.code}):\n${firstLines(r.stderr, 20)}`,
      );
    }
    return lib;
  },
};

export const nativeSteps: CompileSteps<string> = {
  target: `native ${openmpDialect.id}`,
  options: () => ({}),
  render: nativeSource,
  text: (source) => source,
  build: buildLibraryStep,
  load: async (ir, _source, lib) => {
    if (lib === undefined) throw new InternalError(`native kernel '${ir.name}' loaded without a library`);
    return NativeExecutable.load(ir, lib);
  },
  // the library is all a load needs: warm starts find it through the IR-keyed alias, unrendered
  loadArtifact: (ir, lib) => NativeExecutable.load(ir, lib),
};

export interface BuiltLibrary {
  readonly path: string;
  readonly source: string;
  /** True when the library came from the cache. */
  readonly cached: boolean;
}

/**
 * Builds (or finds) the shared library of any C source (the bench references), in
 * cache `kind`. A warm process finds it through an alias holding the source whole (cache/alias.ts):
 * no hash of it, so no node:crypto, as for kernels.
 */
export async function buildLibrary(kind: string, what: string, source: string): Promise<BuiltLibrary> {
  const toolchain = await identity();
  const aliasParts = { source, target: nativeSteps.target, ...toolchain };
  const known = resolveAlias(kind, '.so', aliasParts);
  if (known !== undefined) return { path: known, source, cached: true };
  const parts = sourceKeyParts(source, nativeSteps.target, {}, toolchain);
  const entry = await getOrBuild(kind, parts, '.so', (work) => buildLibraryStep.run(source, work, what));
  recordAlias(kind, '.so', aliasParts, entry.path);
  return { path: entry.path, source, cached: entry.hit };
}
