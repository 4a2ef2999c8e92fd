/**
 * Builds one generated tutti kernel from program functions: the spec's state and helpers, hidden
 * parameters of the program type (pending-call buffers, counters, flags), and a body the program
 * type assembles from rewritten function bodies (no hook node left). kernelFromIR then runs it
 * through the ordinary pass pipeline and every backend like any user kernel.
 */
import { InternalError, ProgramSpecError } from '../errors/errors.js';
import { caretExcerpt } from '../errors/excerpt.js';
import { globalBindings, type KernelDefinition, lowerHelpers } from '../frontend/lower-kernel.js';
import { safeIdent } from '../frontend/scope.js';
import type { KernelSource } from '../frontend/source.js';
import type { IRFunction, IRParam, RawKernelIR, RawStmt, RawType, ScalarType } from '../ir/nodes.js';
import type { Kernel } from '../runtime/kernel.js';
import { kernelFromIR } from '../runtime/kernel-from-ir.js';
import { dtypeByName, isDType, isSmallDType } from '../types/dtype.js';
import { arrayOf, isArrayParam, type ParamType, type Schema } from '../types/schema.js';
import { localArraysOf, localizeAccesses, localParams } from './local-state.js';
import type { LowerShared } from './lower-fn.js';
import type { CallEmitter, RewriteState } from './rewrite.js';
import type { ProgramSpec } from './spec.js';

export interface HiddenParam {
  readonly name: string;
  /** The name errors give it and its launch argument's key (default: name). */
  readonly sourceName?: string;
  readonly dtype: ScalarType;
  readonly isArray: boolean;
}

export interface BuiltKernel {
  readonly kernel: Kernel;
  readonly hidden: readonly HiddenParam[];
}

function paramType(h: HiddenParam): ParamType {
  const dt = dtypeByName(h.dtype);
  if (!dt) throw new InternalError(`dtype ${h.dtype}`);
  return h.isArray ? arrayOf(dt as Parameters<typeof arrayOf>[0]) : dt;
}

/** What the program's helpers are lowered with (a kernel definition without a kernel function). */
type HelperDefinition = Pick<KernelDefinition, 'name' | 'helpers' | 'constants' | 'floatType'>;

/** A fresh lowering context for one generated kernel: state params, helpers, constants. */
export function makeShared(
  spec: ProgramSpec,
  name: string,
  hidden: readonly HiddenParam[],
): {
  sh: LowerShared;
  def: HelperDefinition;
  functions: IRFunction<RawType>[];
  helperSources: Map<string, KernelSource>;
} {
  const stateParams: IRParam<RawType>[] = Object.entries(spec.state).map(([k, t]) => {
    // 8/16-bit arrays: loads are i32, the storage type says how stores convert (as in kernels)
    if (isArrayParam(t) && isSmallDType(t.dtype.name)) {
      return { name: safeIdent(k), sourceName: k, type: 'i32', isArray: true, storage: t.dtype.name };
    }
    const type = isArrayParam(t) ? t.dtype.name : isDType(t) ? t.name : 'unknown';
    return { name: safeIdent(k), sourceName: k, type: type as RawType, isArray: isArrayParam(t) };
  });
  const def: HelperDefinition = {
    name,
    helpers: (spec.def.helpers ?? {}) as KernelDefinition['helpers'],
    constants: spec.def.constants ?? {},
    floatType: spec.def.float ?? 'f32',
  };
  const locals = localParams(localArraysOf(spec));
  const taken = new Set<string>([
    ...stateParams.map((p) => p.name),
    ...hidden.map((h) => h.name),
    ...locals.map((p) => p.name),
  ]);
  const helperNames = new Map<string, string>();
  for (const h of Object.keys(def.helpers)) {
    let n = `fn_${h}`;
    for (let k = 1; taken.has(n); k++) n = `fn_${h}_${k}`;
    taken.add(n);
    helperNames.set(h, n);
  }
  const globals = globalBindings(def, helperNames);
  const sh: LowerShared = { spec, stateParams, localParams: locals, globals, sites: [], taken, locals: [] };
  const { functions, helperSources } = lowerHelpers(def, helperNames, globals, sh.sites, taken);
  return { sh, def, functions, helperSources };
}

/**
 * `body(st)` lowers and rewrites the functions it needs through `st` and returns the kernel body
 * and the source its errors are reported in.
 */
export function buildKernel(
  spec: ProgramSpec,
  name: string,
  hidden: readonly HiddenParam[],
  emit: CallEmitter,
  body: (st: RewriteState) => { body: RawStmt[]; src: KernelSource },
  /** Its items are persistent workers (IR options.persistent): one task each on CPU backends. */
  persistent = false,
): BuiltKernel {
  const { sh, def, functions, helperSources } = makeShared(spec, name, hidden);
  const st: RewriteState = { sh, emit, argTemps: [], counts: new Map() };
  const made = body(st);
  const raw: RawKernelIR = {
    name,
    rank: 1,
    params: [
      ...sh.stateParams,
      ...hidden.map((h) => ({
        name: h.name,
        sourceName: h.sourceName ?? h.name,
        type: h.dtype,
        isArray: h.isArray,
      })),
    ],
    locals: sh.locals,
    body: localizeAccesses(sh, localArraysOf(spec), made.body),
    functions,
    sites: sh.sites,
    options: {
      floatType: def.floatType,
      unsafe: false,
      ...(persistent ? { persistent: true as const } : {}),
    },
  };
  const schema: Record<string, ParamType> = { ...(spec.state as Schema) };
  for (const h of hidden) schema[h.sourceName ?? h.name] = paramType(h);
  const kernel = kernelFromIR(schema, raw, { name, sources: { kernel: made.src, helpers: helperSources } });
  // A float passed where the callee takes an integer is refused (other conversions are implicit).
  const types = new Map(kernel.ir.locals.map((l) => [l.name, l.type]));
  for (const t of st.argTemps) {
    const ty = types.get(t.irName);
    if ((ty === 'f32' || ty === 'f64') && t.dtype !== 'f32' && t.dtype !== 'f64') {
      throw new ProgramSpecError(
        'PROGRAM_ARG_TYPE',
        t.src.kernel,
        `argument '${t.arg}' of ${t.fn} is ${t.dtype}, but this value is ${ty}`,
        t.loc,
        caretExcerpt(t.src.text, t.loc),
        `convert it explicitly: tt.${t.dtype}(…) or Math.trunc(…)`,
      );
    }
  }
  return { kernel, hidden };
}
