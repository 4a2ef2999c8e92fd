/**
 * Builds one section's glue into the artifact cache (Node only): a shared library for host
 * models (gcc / g++ / gfortran), a cubin or PTX for cuda (nvcc or NVRTC through the cuda backend's
 * builder). The key covers the section text, the glue (so the argument signature), the model, the
 * compiler's path and version, every flag, the host CPU under -march=native, and tutti's version.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCudaSource } from '../backends/cuda/build.js';
import type { CudaCompiler } from '../backends/cuda/toolchain.js';
import { cpuModel, LINK_FLAGS } from '../backends/native/toolchain.js';
import { run } from '../backends/shared/process.js';
import { withArtifact } from '../cache/artifact-cache.js';
import { tuttiVersion } from '../cache/key.js';
import { OrderBuildError } from '../errors/orders.js';
import { hashString } from '../ir/key.js';
import { mapDiagnostics } from './diagnostics.js';
import type { Glue } from './glue-c.js';
import type { Model } from './models.js';
import type { Section } from './spec.js';
import { compilerVersion, hostFlags, type SectionCompiler } from './toolchains.js';

export interface BuiltSection {
  readonly path: string;
  /** True when the artifact came from the cache (memory or disk). */
  readonly cached: boolean;
}

function bodyLines(section: Section): number {
  return typeof section.body === 'string' ? section.body.split('\n').length : 0;
}

function buildError(
  order: string,
  model: Model,
  section: Section,
  glue: Glue,
  how: string,
  log: string,
): OrderBuildError {
  const mapped = mapDiagnostics(log, {
    file: glue.file,
    bodyLine: glue.bodyLine,
    bodyLines: bodyLines(section),
    orderLine: section.line,
  });
  const where =
    mapped.line === undefined ? '' : ` at section line ${mapped.line} (order line ${mapped.orderLine})`;
  const lines = mapped.text.trim().split('\n').slice(0, 25).join('\n');
  return new OrderBuildError(
    model.name,
    `order '${order}': section [${model.name}] failed to compile${where} with ${how}:\n${lines}`,
    mapped.line,
    mapped.orderLine,
  );
}

/**
 * Builds a host section into a shared library and hands its path to `use` (which loads it),
 * through withArtifact: an entry another process evicts between lookup and load (a small
 * cacheMaxBytes) is rebuilt, so the cache never fails a run. `cached`: no build was needed.
 */
export async function buildHostSection<T>(
  order: string,
  model: Model,
  section: Section,
  glue: Glue,
  compiler: SectionCompiler,
  use: (path: string) => T | Promise<T>,
): Promise<{ readonly value: T; readonly cached: boolean }> {
  const flags = hostFlags(model);
  const version = await compilerVersion(compiler);
  const native = flags.some((f) => f === '-march=native' || f === '-mtune=native' || f === '-mcpu=native');
  const parts = {
    glue: hashString(glue.source),
    model: model.name,
    compiler: compiler.path,
    version,
    flags: [...flags, ...LINK_FLAGS].join(' '),
    cpu: native ? cpuModel() : '',
    tutti: tuttiVersion(),
  };
  const how = `'${compiler.command} ${flags.join(' ')}'`;
  let built = false;
  const value = await withArtifact(
    'order',
    parts,
    '.so',
    async (work) => {
      built = true;
      const src = join(work, glue.file);
      const lib = join(work, 'order.so');
      writeFileSync(src, glue.source);
      const libs = model.language === 'c' ? ['-lm'] : [];
      const r = await run(compiler.path, [...flags, '-o', lib, src, ...libs, ...LINK_FLAGS], work);
      if (r.code !== 0) throw buildError(order, model, section, glue, how, r.stderr || r.stdout);
      return lib;
    },
    use,
    { name: order },
  );
  return { value, cached: !built };
}

/**
 * Builds a cuda section into a cubin for `arch` (or PTX when arch is undefined) with nvcc or
 * NVRTC, through the cuda backend's builder (same cache kind and key scheme as cuda kernels).
 */
export async function buildCudaSection(
  order: string,
  model: Model,
  section: Section,
  glue: Glue,
  compiler: CudaCompiler,
  arch: string | undefined,
): Promise<BuiltSection> {
  try {
    const built = await buildCudaSource(`order '${order}' section [cuda]`, glue.source, {
      ...(arch ? { arch } : {}),
      compiler,
    });
    return { path: built.path, cached: built.cached };
  } catch (e) {
    const log = e instanceof Error ? e.message : String(e);
    throw buildError(order, model, section, glue, `${compiler.kind} (${compiler.path})`, log);
  }
}
