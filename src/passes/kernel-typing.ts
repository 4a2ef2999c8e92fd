/**
 * The typing state shared by a kernel and its helper instances: parameter types, and the helper
 * instances made so far (one per argument-type signature), built on demand by `instantiate`.
 */
import type { SourceLocation } from '../errors/errors.js';
import type { KernelSource, KernelSources } from '../frontend/source.js';
import type { IRFunction, IRVariable, RawKernelIR, ScalarType, WideSite } from '../ir/nodes.js';
import type { SmallDTypeName } from '../types/dtype.js';
import { FunctionTyper } from './function-typer.js';
import type { TypingScope } from './type-expr-base.js';

export interface Instance {
  readonly name: string;
  readonly returnType: ScalarType;
  readonly fn: IRFunction;
}

/** Shared across the kernel and its helper instances. */
export class KernelTyping implements TypingScope {
  readonly arrays = new Map<string, ScalarType>();
  readonly storage = new Map<string, SmallDTypeName>();
  readonly scalars = new Map<string, ScalarType>();
  readonly instances = new Map<string, Instance>();
  /** Where exact values need f64 (KernelIR.wide). */
  readonly wide: WideSite[] = [];
  private readonly inProgress = new Set<string>();
  /** IR names already given to instances, params and helpers: instance names must stay unique. */
  private readonly instanceNames = new Set<string>();

  constructor(
    readonly raw: RawKernelIR,
    readonly sources: KernelSources,
  ) {
    for (const p of raw.params) (p.isArray ? this.arrays : this.scalars).set(p.name, p.type as ScalarType);
    for (const a of [...(raw.shared ?? []), ...(raw.private ?? [])]) this.arrays.set(a.name, a.type);
    for (const p of raw.params) if (p.storage !== undefined) this.storage.set(p.name, p.storage);
    for (const n of [...raw.params, ...raw.functions]) this.instanceNames.add(n.name);
  }

  /** `fn_a` with (i32, i32) and `fn_a_i32` with (i32) would both be `fn_a_i32_i32`: keep names unique. */
  private instanceName(name: string, argTypes: readonly ScalarType[]): string {
    const base = `${name}_${argTypes.join('_') || 'void'}`;
    let n = base;
    for (let k = 1; this.instanceNames.has(n); k++) n = `${base}_${k}`;
    this.instanceNames.add(n);
    return n;
  }

  get floatType(): 'f32' | 'f64' {
    return this.raw.options.floatType;
  }

  noteWide(src: KernelSource, loc: SourceLocation | undefined, reason: string, hint: string): void {
    const at = loc ?? { line: 1, column: 1 };
    if (this.wide.some((w) => w.loc.line === at.line && w.loc.column === at.column && w.reason === reason))
      return;
    this.wide.push({ loc: at, reason, hint, ...(src.helper ? { helper: src.helper } : {}) });
  }

  instantiate(
    name: string,
    argTypes: readonly ScalarType[],
    loc: SourceLocation | undefined,
    src: KernelSource,
  ): Instance {
    const fn = this.raw.functions.find((f) => f.name === name);
    if (!fn)
      throw src.typeError(
        'KERNEL_UNKNOWN_FUNCTION',
        loc ?? { line: 1, column: 1 },
        `unknown helper '${name}'`,
      );
    checkRngArguments(fn.sourceName, argTypes, loc, src);
    const key = `${name}(${argTypes.join(',')})`;
    const done = this.instances.get(key);
    if (done) return done;
    if (fn.params.length !== argTypes.length) {
      throw src.typeError(
        'KERNEL_BAD_ARITY',
        loc ?? { line: 1, column: 1 },
        `helper '${fn.sourceName}' takes ${fn.params.length} argument(s), got ${argTypes.length}`,
      );
    }
    if (this.inProgress.has(key)) {
      throw src.typeError(
        'KERNEL_RECURSION',
        loc ?? { line: 1, column: 1 },
        `recursive call of helper '${fn.sourceName}'`,
      );
    }
    this.inProgress.add(key);
    try {
      const hsrc = this.sources.helpers.get(name) ?? src;
      const params: IRVariable[] = fn.params.map((p, i) => ({ ...p, type: argTypes[i] as ScalarType }));
      const typer = new FunctionTyper(this, hsrc, fn.body, fn.locals, params, true);
      const body = typer.build();
      const inst: Instance = {
        name: this.instanceName(name, argTypes),
        returnType: typer.returnType,
        fn: { ...fn, name: '', params, locals: typer.typedLocals(), returnType: typer.returnType, body },
      };
      const named: Instance = { ...inst, fn: { ...inst.fn, name: inst.name } };
      this.instances.set(key, named);
      return named;
    } finally {
      this.inProgress.delete(key);
    }
  }
}

/** tt.rand/randn/randInt/philox4x32 take 32-bit integers: a float seed, stream or counter is refused. */
function checkRngArguments(
  sourceName: string,
  argTypes: readonly ScalarType[],
  loc: SourceLocation | undefined,
  src: KernelSource,
): void {
  // tt.f16bits / tt.f16value (frontend/f16-builtins.ts) take any number: they convert it
  if (!sourceName.startsWith('tt.') || sourceName.startsWith('tt.f16')) return;
  const bad = argTypes.findIndex((t) => t !== 'i32' && t !== 'u32');
  if (bad < 0) return;
  throw src.typeError(
    'KERNEL_RNG_ARGUMENT',
    loc ?? { line: 1, column: 1 },
    `${sourceName}: argument ${bad + 1} is ${argTypes[bad]}, but the key and counter words are 32-bit integers`,
    'pass an i32 or u32: the index, a loop counter, an integer parameter, or tt.u32(x) / x >>> 0 of a float',
  );
}
