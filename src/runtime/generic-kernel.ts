/**
 * Generic kernels: `tt.kernel({ x: tt.arrayOf(tt.float), a: tt.float }, fn)`. One definition, one
 * compiled variant per binding of its type variables: a launch binds each variable to the dtype of
 * the arrays passed for it, substitutes it into the schema and launches that variant (a KernelCore
 * made once per binding, whose IR is compiled per device and cached like any kernel's). The
 * definition is checked with each variable's first choice (f32 for tt.float), so its syntax and
 * type errors surface where it is written.
 */
import { InternalError, KernelDefinitionError, LaunchArgumentError } from '../errors/errors.js';
import { captureCallSite, type DefinitionSite } from '../frontend/call-site.js';
import type { KernelFunction } from '../frontend/lower-kernel.js';
import { type ArrayDTypeName, type DType, dtypeByName } from '../types/dtype.js';
import { type GenericArrayParam, isGenericArrayParam, isTypeVar, type TypeVar } from '../types/generic.js';
import type { GenericSchema } from '../types/generic-params.js';
import type { ArrayParam, LaunchRange, ScalarValue, Schema } from '../types/schema.js';
import { launchWithin } from './array-internals.js';
import type { Device } from './device.js';
import type { Event } from './event.js';
import { KernelCore } from './kernel.js';
import { compileSource, type KernelOptions } from './kernel-build.js';
import type { LaunchArgs, LaunchOptions } from './launch-args.js';
import { NDArray } from './ndarray.js';
import type { Queue } from './queue.js';
import type { TaskScope } from './queue-task.js';

/** A generic kernel's launch arguments: a generic array is an NDArray of any of its choices. */
export type GenericLaunchArgs<S extends GenericSchema> = {
  readonly [K in keyof S]: S[K] extends GenericArrayParam<infer C>
    ? NDArray<C>
    : S[K] extends TypeVar
      ? number
      : S[K] extends ArrayParam<infer N>
        ? NDArray<N>
        : S[K] extends DType<infer N>
          ? ScalarValue<N>
          : never;
};

/** A binding of a generic kernel's type variables: `{ float: 'f64' }`. */
export type GenericBinding = Readonly<Record<string, string>>;

/** The type variables a schema names, each once, in schema order. */
function typeVarsOf(schema: GenericSchema): TypeVar[] {
  const vars: TypeVar[] = [];
  for (const p of Object.values(schema)) {
    const v = isTypeVar(p) ? p : isGenericArrayParam(p) ? p.dtype : undefined;
    if (v && !vars.includes(v)) vars.push(v);
  }
  return vars;
}

/** The concrete schema of one binding: each variable replaced by the dtype it is bound to. */
function substitute(schema: GenericSchema, bound: ReadonlyMap<TypeVar, DType>): Schema {
  const out: Record<string, DType | ArrayParam> = {};
  for (const [name, p] of Object.entries(schema)) {
    if (isTypeVar(p)) out[name] = boundTo(bound, p);
    else if (isGenericArrayParam(p)) {
      const dtype = boundTo(bound, p.dtype) as DType<ArrayDTypeName>;
      out[name] = Object.freeze(
        p.rank === undefined ? { kind: 'array', dtype } : { kind: 'array', dtype, rank: p.rank },
      );
    } else out[name] = p;
  }
  return Object.freeze(out);
}

function boundTo(bound: ReadonlyMap<TypeVar, DType>, v: TypeVar): DType {
  const d = bound.get(v);
  if (!d) throw new InternalError(`generic kernel: tt.${v.name} is not bound`);
  return d;
}

function dtypeNamed(name: string): DType {
  const d = dtypeByName(name);
  if (!d) throw new LaunchArgumentError('LAUNCH_BAD_ARG_TYPE', `'${name}' is not a dtype`);
  return d;
}

/** A kernel defined over a schema with type variables (tt.float, tt.int): see the file comment. */
export class GenericKernel<S extends GenericSchema = GenericSchema, R extends LaunchRange = LaunchRange> {
  readonly name: string;
  private readonly vars: readonly TypeVar[];
  private readonly variantsBySignature = new Map<string, KernelCore<Schema, R>>();
  private readonly site: DefinitionSite;

  /** @internal Use tt.kernel() with a schema that names tt.float or tt.int. */
  constructor(
    readonly schema: S,
    private readonly fn: KernelFunction,
    private readonly opts: KernelOptions = {},
  ) {
    this.site = captureCallSite();
    this.name = opts.name ?? ((typeof fn === 'function' ? fn.name : '') || 'kernel');
    this.vars = typeVarsOf(schema);
    for (const v of this.vars) {
      const bound = Object.values(schema).some((p) => isGenericArrayParam(p) && p.dtype === v);
      if (!bound) {
        throw new KernelDefinitionError(
          'KERNEL_GENERIC_UNBOUND',
          `kernel '${this.name}': the schema names tt.${v.name} but no tt.arrayOf(tt.${v.name}), so no launch can decide whether it is ${v.choices.join(' or ')}; name a dtype instead (tt.${v.choices[0]})`,
        );
      }
    }
    // checked now with each variable's first choice: definition errors surface here
    this.specialize(Object.fromEntries(this.vars.map((v) => [v.name, v.choices[0] ?? ''])));
  }

  /** The bindings compiled so far (`'float=f32'`, …), one variant each. */
  get variants(): readonly string[] {
    return [...this.variantsBySignature.keys()];
  }

  /** The concrete kernel of one binding (`{ float: 'f64' }`), made once and then reused. */
  specialize(binding: GenericBinding): KernelCore<Schema, R> {
    const bound = new Map<TypeVar, DType>();
    for (const v of this.vars) {
      const name = binding[v.name] ?? v.choices[0] ?? '';
      if (!(v.choices as readonly string[]).includes(name)) {
        throw new LaunchArgumentError(
          'LAUNCH_BAD_ARG_TYPE',
          `kernel '${this.name}': tt.${v.name} is ${v.choices.join(' or ')}, not ${name}`,
        );
      }
      bound.set(v, dtypeNamed(name));
    }
    const signature = this.vars.map((v) => `${v.name}=${bound.get(v)?.name}`).join(',');
    let k = this.variantsBySignature.get(signature);
    if (!k) {
      const floatVar = this.vars.find((v) => v.name === 'float');
      const float = floatVar ? bound.get(floatVar)?.name : undefined;
      const opts: KernelOptions =
        this.opts.float === undefined && (float === 'f32' || float === 'f64')
          ? { ...this.opts, float }
          : this.opts;
      const { compiled, origin } = compileSource(
        substitute(this.schema, bound),
        this.fn,
        { ...opts, name: this.name },
        this.site,
      );
      k = new KernelCore<Schema, R>(substitute(this.schema, bound), compiled, origin);
      this.variantsBySignature.set(signature, k);
    }
    return k;
  }

  /** The binding a launch's arrays decide (unbound variables take their first choice). */
  bindingOf(args: unknown): GenericBinding {
    const given = typeof args === 'object' && args !== null ? (args as Record<string, unknown>) : {};
    const binding: Record<string, string> = {};
    const from: Record<string, string> = {};
    for (const [name, p] of Object.entries(this.schema)) {
      const a = given[name];
      if (!isGenericArrayParam(p) || !(a instanceof NDArray)) continue;
      const v = p.dtype;
      const declared = `tt.arrayOf(tt.${v.name}${p.rank === undefined ? '' : `, ${p.rank}`})`;
      if (!(v.choices as readonly string[]).includes(a.dtype)) {
        throw new LaunchArgumentError(
          'LAUNCH_BAD_ARG_TYPE',
          `kernel '${this.name}', argument '${name}' is ${declared}, so it must hold ${v.choices.join(' or ')}; the array holds ${a.dtype}`,
        );
      }
      const prev = binding[v.name];
      if (prev !== undefined && prev !== a.dtype) {
        throw new LaunchArgumentError(
          'LAUNCH_GENERIC_MISMATCH',
          `kernel '${this.name}': arguments '${from[v.name]}' (${prev}) and '${name}' (${a.dtype}) are both tt.${v.name}, so they must hold the same dtype; convert one with a.astype(tt.${prev})`,
        );
      }
      binding[v.name] = a.dtype;
      from[v.name] = name;
    }
    return binding;
  }

  /** Compiles one binding for a device now (otherwise its first launch there does it). */
  async compileFor(device: Device | string, binding: GenericBinding = {}): Promise<void> {
    await this.specialize(binding).compileFor(device);
  }

  /** Launches the variant the arguments' dtypes decide (see Kernel.launch). */
  launch(range: R, args: GenericLaunchArgs<S>, opts?: LaunchOptions): Promise<Event> {
    let k: KernelCore<Schema, R>;
    try {
      k = this.specialize(this.bindingOf(args));
    } catch (e) {
      return Promise.reject(e);
    }
    // The variant's schema is this one with the variables substituted (the same names); its
    // launch checks every argument again against its concrete dtypes.
    return k.launch(range, args as unknown as LaunchArgs<Schema>, opts);
  }

  /** @internal TaskScope.launch of a generic kernel: the variant's own. */
  [launchWithin](
    scope: TaskScope<Device, Queue<Device>>,
    range: LaunchRange,
    args: GenericLaunchArgs<S>,
    opts?: LaunchOptions,
  ): Promise<Event> {
    let k: KernelCore<Schema, R>;
    try {
      k = this.specialize(this.bindingOf(args));
    } catch (e) {
      return Promise.reject(e);
    }
    // as in launch: the variant checks the arguments against its concrete schema
    return k[launchWithin](scope, range, args as unknown as LaunchArgs<Schema>, opts);
  }

  toString(): string {
    return `GenericKernel(${this.name}, ${this.vars.map((v) => `tt.${v.name}`).join(', ')})`;
  }
}
