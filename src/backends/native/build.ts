/**
 * Kernel IR -> C source -> shared library in the artifact cache. The cache key holds everything
 * that changes the library: the IR's content key, the generated source's hash (so renderer
 * changes never reuse stale builds), backend and dialect, compiler path and version, every flag,
 * the host CPU under -march=native, and tutti's version.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getOrBuild } from '../../cache/artifact-cache.js';
import { KernelBuildError } from '../../errors/errors.js';
import { contentKey, hashString } from '../../ir/key.js';
import type { KernelIR } from '../../ir/nodes.js';
import { renderC } from '../c/render-kernel.js';
import { openmpDialect } from './dialect-openmp.js';
import { probeNative } from './probe.js';
import { compile, cpuModel, firstLines, LINK_FLAGS, tuttiVersion } from './toolchain.js';

export function nativeSource(ir: KernelIR): string {
  return renderC(ir, openmpDialect);
}

export interface BuiltKernel {
  readonly path: string;
  readonly source: string;
  /** True when the library came from the cache. */
  readonly cached: boolean;
}

/** Builds (or finds) the shared library of a kernel or of any C source (the bench references). */
export async function buildLibrary(
  kind: string,
  what: string,
  source: string,
  irKey: string,
): Promise<BuiltKernel> {
  const probe = await probeNative();
  if (!probe.available)
    throw new KernelBuildError('KERNEL_BUILD_FAILED', `cannot build ${what}: ${probe.reason}`);
  const t = probe.toolchain;
  const native = t.flags.some((f) => f === '-march=native' || f === '-mtune=native' || f === '-mcpu=native');
  const parts = {
    ir: irKey,
    source: hashString(source),
    backend: 'native',
    dialect: openmpDialect.id,
    compiler: t.path,
    version: probe.version,
    flags: [...t.flags, ...LINK_FLAGS].join(' '),
    cpu: native ? cpuModel() : '',
    tutti: tuttiVersion(),
  };
  const entry = await getOrBuild(kind, parts, '.so', async (work) => {
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
  });
  return { path: entry.path, source, cached: entry.hit };
}

export function buildKernel(ir: KernelIR): Promise<BuiltKernel> {
  return buildLibrary('native', `kernel '${ir.name}'`, nativeSource(ir), contentKey(ir));
}
