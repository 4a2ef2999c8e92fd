/**
 * `kernelFromIR`: a Kernel from raw IR that a part of tutti built instead of the frontend (program
 * types today; the array API, autodiff and fusion later). Internal: exported for the library, not
 * from src/index.ts. The IR runs the same pass pipeline, the same in-process memo and compile
 * service as a kernel function's, so an IR equal to a source kernel's has the same content key.
 */
import { InternalError } from '../errors/errors.js';
import { F16_IR_NAMES, lowerF16Access } from '../frontend/f16-builtins.js';
import { addRngHelpers } from '../frontend/lower-helper.js';
import { KernelSource, type KernelSources } from '../frontend/source.js';
import type { IRParam, RawKernelIR, RawType } from '../ir/nodes.js';
import { visit } from '../ir/walk.js';
import { isDType, isSmallDType } from '../types/dtype.js';
import { isArrayParam, type ParamType, type Schema } from '../types/schema.js';
import { Kernel, KernelCore } from './kernel.js';
import { compileRaw } from './kernel-build.js';

export interface IRKernelOptions {
  /** Name used in messages and generated code (it replaces the IR's own). */
  readonly name: string;
  /**
   * The texts the IR's source locations point into (kernel and helpers), for errors' caret
   * excerpts; IR generated without source text leaves it out.
   */
  readonly sources?: KernelSources;
  /** Type of floats with nothing typed to adopt; default the IR's `options.floatType`. */
  readonly float?: 'f32' | 'f64';
  /** Drop bounds checks; default the IR's `options.unsafe`. */
  readonly unsafe?: boolean;
}

const KNOWN: ReadonlySet<string> = new Set(['name', 'sources', 'float', 'unsafe']);

/** The IR param a schema entry must be: its name, element type (i32 for 8/16-bit storage), arrayness. */
function paramMismatch(name: string, t: ParamType, p: IRParam<RawType> | undefined): string | undefined {
  if (!p) return `schema parameter '${name}' has no IR parameter`;
  if (isArrayParam(t)) {
    const dt = t.dtype.name;
    const ok = isSmallDType(dt)
      ? p.type === 'i32' && p.storage === dt
      : p.type === dt && p.storage === undefined;
    return p.isArray && ok ? undefined : `IR parameter '${name}' is not an array of ${dt}`;
  }
  if (!isDType(t) || p.isArray || p.type !== t.name)
    return `IR parameter '${name}' is not a scalar of its schema type`;
  return undefined;
}

/** A generator's bug (a schema that does not describe the IR, an unknown option) is an InternalError. */
function checkIR(schema: Schema, raw: RawKernelIR, opts: IRKernelOptions): void {
  const problems: string[] = [];
  for (const k of Object.keys(opts)) if (!KNOWN.has(k)) problems.push(`unknown option '${k}'`);
  if (typeof opts.name !== 'string' || opts.name === '') problems.push('the name must be a non-empty string');
  const bySource = new Map(raw.params.map((p) => [p.sourceName, p]));
  for (const [name, t] of Object.entries(schema)) {
    const m = paramMismatch(name, t, bySource.get(name));
    if (m) problems.push(m);
  }
  if (raw.params.length !== Object.keys(schema).length)
    problems.push(`${raw.params.length} IR parameters for ${Object.keys(schema).length} schema entries`);
  if (problems.length) throw new InternalError(`kernelFromIR '${String(opts.name)}': ${problems.join('; ')}`);
}

/** Whether `raw` calls an f16 built-in (tt.f16 rounding of an f16 intermediate, np/jit-kernel.ts). */
function callsF16(raw: RawKernelIR): boolean {
  let found = false;
  const scan = (stmts: RawKernelIR['body']) =>
    visit(stmts, (e) => {
      if (e.kind === 'helper' && F16_IR_NAMES.has(e.name)) found = true;
    });
  scan(raw.body);
  for (const f of raw.functions) scan(f.body);
  return found;
}

/**
 * `raw` with the loads and stores of its f16 arrays through the f16 built-ins, and those built-ins
 * added (what the frontend does for a kernel function: frontend/f16-builtins.ts).
 */
function withF16Access(raw: RawKernelIR, given: KernelSources): { raw: RawKernelIR; sources: KernelSources } {
  const f16 = new Set(raw.params.filter((p) => p.storage === 'f16').map((p) => p.name));
  if (f16.size === 0 && !callsF16(raw)) return { raw, sources: given };
  const body = lowerF16Access(raw.body, f16);
  const functions = raw.functions.map((f) => ({ ...f, body: lowerF16Access(f.body, f16) }));
  const helpers = new Map(given.helpers);
  const sites = [...raw.sites];
  const taken = new Set([...raw.params, ...raw.locals, ...functions].map((v) => v.name));
  addRngHelpers(raw.name, body, functions, helpers, new Map(), sites, taken);
  return { raw: { ...raw, body, functions, sites }, sources: { kernel: given.kernel, helpers } };
}

/**
 * A Kernel whose definition is `raw` (raw IR: the frontend's output form) with parameters
 * described by `schema` (launch arguments are checked and typed against it).
 */
export function kernelFromIR<S extends Schema>(
  schema: S,
  raw: RawKernelIR,
  opts: IRKernelOptions,
): Kernel<S> {
  checkIR(schema, raw, opts);
  const named: RawKernelIR = {
    ...raw,
    name: opts.name,
    options: {
      ...raw.options,
      floatType: opts.float ?? raw.options.floatType,
      unsafe: opts.unsafe ?? raw.options.unsafe,
    },
  };
  const given = opts.sources ?? { kernel: new KernelSource('', opts.name), helpers: new Map() };
  const { raw: lowered, sources } = withF16Access(named, given);
  const compiled = compileRaw(lowered, sources);
  // A Kernel instance (instanceof Kernel, its prototype) built by KernelCore's constructor:
  // Kernel's own constructor compiles a kernel function, which IR has none of.
  return Reflect.construct(KernelCore, [schema, compiled, null], Kernel) as Kernel<S>;
}
