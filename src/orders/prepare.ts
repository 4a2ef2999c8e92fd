/**
 * Makes one native section runnable for one signature on one device (Node only, imported when a
 * run needs it): find the compiler (a missing one is a skip reason), render the glue, build it
 * through the cache, load it. Failures throw with the reason that goes into `task.tried`.
 */

import type { CudaDevice } from '../backends/cuda/device.js';
import { InternalError } from '../errors/errors.js';
import { nameErrorClasses } from '../errors/names.js';
import type { Device } from '../runtime/device.js';
import { buildCudaSection, buildHostSection } from './build.js';
import { type Glue, renderGlue } from './glue.js';
import type { FortranShape } from './glue-fortran.js';
import type { Model } from './models.js';
import { loadCudaEntry } from './run-cuda.js';
import { loadHostEntry } from './run-native.js';
import type { SectionCall } from './run-options.js';
import { hostThreads } from './run-options.js';
import { type ArgSig, sectionSig } from './signature.js';
import type { Section } from './spec.js';
import { compilerFor, cudaCompiler } from './toolchains.js';

/** The glue of a section for a run's signature, in the section's own argument names. */
function sectionGlue(
  model: Model,
  section: Section,
  body: string,
  sig: readonly ArgSig[],
  order: string,
  fortranShape: FortranShape | undefined,
): Glue {
  return renderGlue(model, sectionSig(sig, section.argnames), body, order, section.options, fortranShape);
}

export interface NativeRunner {
  /** Each argument's memory on the device, or its value for a scalar. */
  readonly run: SectionCall;
  /** Host sections: the same call in an isolated child process (isolate: true). */
  readonly runIsolated?: SectionCall;
  /** The compiler used, for diagnostics. */
  readonly compiler: string;
  readonly cached: boolean;
}

/** Thrown when a section cannot be used; its message is the reason. */
export class SectionSkipped extends Error {}

export async function prepareNative(
  order: string,
  model: Model,
  section: Section,
  sig: readonly ArgSig[],
  device: Device,
  fortranShape?: FortranShape,
): Promise<NativeRunner> {
  if (typeof section.body !== 'string') {
    throw new SectionSkipped(`a ${model.name} section must be source text, not a function`);
  }
  if (model.runsOn === 'hip') {
    throw new SectionSkipped('hip sections need ROCm and an AMD GPU, for which tutti has no backend');
  }
  const glue = sectionGlue(model, section, section.body, sig, order, fortranShape);
  if (model.runsOn === 'cuda') {
    const c = cudaCompiler();
    if ('missing' in c) throw new SectionSkipped(c.missing);
    const cuda = device.impl() as CudaDevice;
    let built: { path: string; cached: boolean };
    try {
      built = await buildCudaSection(order, model, section, glue, c, cuda.arch);
    } catch (first) {
      // The toolkit may not know this GPU's architecture: PTX, JIT-compiled by the driver.
      try {
        built = await buildCudaSection(order, model, section, glue, c, undefined);
      } catch {
        throw first;
      }
    }
    const entry = loadCudaEntry(cuda, built.path, section.options);
    return {
      compiler: c.path,
      cached: built.cached,
      run: (allocs, shapes, range, queue, launch) => entry.call(allocs, shapes, range, queue, launch),
    };
  }
  const compiler = compilerFor(model);
  if ('missing' in compiler) throw new SectionSkipped(compiler.missing);
  const built = await buildHostSection(order, model, section, glue, compiler, (path) =>
    loadHostEntry(order, path, sig),
  );
  const entry = built.value;
  const hostData = (allocs: Parameters<SectionCall>[0]) =>
    allocs.map((a) => {
      if (typeof a === 'number') return a;
      if (!a.host) throw new InternalError(`order '${order}' got an array outside host memory`);
      return a.host;
    });
  return {
    compiler: compiler.command,
    cached: built.cached,
    run: (allocs, shapes, _range, _queue, launch) =>
      entry.call(hostData(allocs), shapes, hostThreads(launch)),
    runIsolated: (allocs, shapes, _range, _queue, launch) =>
      entry.callIsolated(model.name, hostData(allocs), shapes, hostThreads(launch)),
  };
}

/** Builds a section without running it (`tutti order --check`): the artifact path, or the reason. */
export async function checkNative(
  order: string,
  model: Model,
  section: Section,
  sig: readonly ArgSig[],
  fortranShape?: FortranShape,
): Promise<{ ok: true; path: string; cached: boolean } | { ok: false; reason: string }> {
  try {
    if (typeof section.body !== 'string') return { ok: false, reason: 'not source text' };
    if (model.runsOn === 'hip')
      return { ok: false, reason: 'hip sections need ROCm, for which tutti has no backend' };
    const glue = sectionGlue(model, section, section.body, sig, order, fortranShape);
    if (model.runsOn === 'cuda') {
      const c = cudaCompiler();
      if ('missing' in c) return { ok: false, reason: c.missing };
      const built = await buildCudaSection(order, model, section, glue, c, undefined);
      return { ok: true, path: built.path, cached: built.cached };
    }
    const compiler = compilerFor(model);
    if ('missing' in compiler) return { ok: false, reason: compiler.missing };
    const built = await buildHostSection(order, model, section, glue, compiler, (path) => path);
    return { ok: true, path: built.value, cached: built.cached };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
}

nameErrorClasses({ SectionSkipped });
