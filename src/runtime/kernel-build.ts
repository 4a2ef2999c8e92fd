/**
 * How a kernel's definition becomes typed IR: from a kernel function's source (tt.kernel) or from
 * raw IR that another part of tutti built (kernelFromIR). Both run the same pass pipeline and
 * share one in-process memo (cache/fingerprint.ts), keyed by the definition's text.
 */
import { compileOnceByKey, compileOncePersisted, irFingerprint } from '../cache/fingerprint.js';
import { setting } from '../config/settings.js';
import { type KernelRangeError, KernelSourceError } from '../errors/errors.js';
import { type DefinitionSite, mapToUserFile } from '../frontend/call-site.js';
import {
  checkDefinition,
  type KernelDefinition,
  type KernelFunction,
  lowerKernel,
} from '../frontend/lower-kernel.js';
import { functionText, type KernelSources } from '../frontend/source.js';
import type { KernelIR, RawKernelIR } from '../ir/nodes.js';
import type { HoistedKernel } from '../passes/hoist-range-checks.js';
import { type PassTiming, runPipeline } from '../passes/pipeline.js';
import type { Schema } from '../types/schema.js';
import { checkKernelOptions } from './kernel-options.js';

/** Options of tt.kernel (docs/kernel-language.md). */
export interface KernelOptions {
  /** Name used in messages and generated code; default the function's name or 'kernel'. */
  readonly name?: string;
  /** Functions the kernel may call, by the name it calls them (scalar parameters, one return value). */
  /** Scalar helpers, and helpers taking or returning vectors, structs or arrays (expanded per call); or their source text. */
  readonly helpers?: Readonly<Record<string, ((...args: never[]) => unknown) | string>>;
  /** Named number/boolean constants the kernel may use. */
  readonly constants?: Readonly<Record<string, number | boolean>>;
  /** Type of floats with nothing typed to adopt (default from config, 'f32'). */
  readonly float?: 'f32' | 'f64';
  /** Drop bounds checks (faster; out-of-bounds access is then undefined behaviour on native devices). */
  readonly unsafe?: boolean;
  /**
   * Work-group size per index dimension (`[x]`, `[x, y]`, `[x, y, z]`): the kernel then takes a
   * third parameter `g` (local/group ids, shared memory, barriers). See docs/kernel-language.md.
   */
  readonly workgroup?: readonly number[];
  /**
   * Items per sub-group for g.subgroupAdd & co.: a power of two dividing the group (default: the
   * largest such up to 32). A device without that size refuses the launch (caps.subgroupSizes).
   */
  readonly subgroupSize?: number;
  /**
   * Bit-identical results for any thread count: float atomics run in item order on one thread on
   * CPU devices, and on GPUs are logged and applied in item order (default: the `deterministic`
   * setting; docs/kernel-language.md).
   */
  readonly deterministic?: boolean;
}

/**
 * A compiled definition: the verified typed IR, its fast variant (hoisted range checks), the
 * per-pass timings and the kernel's source text (for caret excerpts). Shared by every kernel of
 * the same definition, so never mutated.
 */
export interface CompiledDefinition {
  readonly ir: KernelIR;
  readonly fast: HoistedKernel | null;
  readonly timings: readonly PassTiming[];
  readonly text: string;
}

/** Where a kernel function was defined: errors located in its text are mapped to the user's file. */
export interface KernelOrigin {
  readonly site: DefinitionSite;
  readonly fn: KernelFunction;
  readonly fnText: string;
}

/** Points an error located in the kernel function at the user's file, when it can be found. */
export function locateError(origin: KernelOrigin | null, e: KernelSourceError | KernelRangeError): void {
  const { kernelLine: line, kernelColumn: column } = e;
  if (!origin || line === undefined || column === undefined) return;
  const at = mapToUserFile(origin.site, origin.fn, origin.fnText, { line, column });
  if (at) e.locate(at);
}

/** The pass pipeline over raw IR, as a compiled definition. */
function runPasses(raw: RawKernelIR, sources: KernelSources): CompiledDefinition {
  const { ir, fast, timings } = runPipeline(raw, sources);
  return { ir, fast, timings, text: sources.kernel.text };
}

/**
 * tt.kernel's compile: checks the options and definition, then lowers and runs the passes — or
 * reuses the result of the same source, schema and options compiled earlier in this process.
 */
export function compileSource(
  schema: Schema,
  fn: KernelFunction,
  opts: KernelOptions,
  site: DefinitionSite,
): { compiled: CompiledDefinition; origin: KernelOrigin } {
  checkKernelOptions(opts);
  const def: KernelDefinition = {
    name: opts.name ?? ((typeof fn === 'function' ? fn.name : '') || 'kernel'),
    schema,
    fn,
    helpers: (opts.helpers ?? {}) as KernelDefinition['helpers'],
    constants: opts.constants ?? {},
    floatType: opts.float ?? setting('float').value,
    unsafe: opts.unsafe ?? false,
    ...(opts.workgroup !== undefined ? { workgroup: opts.workgroup } : {}),
    ...(opts.subgroupSize !== undefined ? { subgroupSize: opts.subgroupSize } : {}),
  };
  const origin: KernelOrigin = { site, fn, fnText: functionText(fn) };
  checkDefinition(def);
  try {
    const compiled = compileOncePersisted(def, () => {
      const { raw, sources } = lowerKernel(def);
      return runPasses(raw, sources);
    });
    return { compiled, origin };
  } catch (e) {
    // an error in the kernel function's own text: point it at the user's file
    if (e instanceof KernelSourceError && e.kernel === def.name) locateError(origin, e);
    throw e;
  }
}

/** kernelFromIR's compile: the same passes and memo, keyed by the exact IR and its source text. */
export function compileRaw(raw: RawKernelIR, sources: KernelSources): CompiledDefinition {
  return compileOnceByKey(irFingerprint(raw, sources.kernel.text), () => runPasses(raw, sources));
}
