/**
 * The adjoint of a kernel: a kernel built from IR (kernelFromIR) with the forward kernel's
 * parameters plus one gradient array per float array parameter (`x` → `x_grad`, same dtype and
 * length), whose body replays the forward computation without its stores and then runs the
 * reverse sweep (sweeps.ts). It renders on every backend like any kernel. Kernels whose adjoint
 * would be wrong are refused here with an AutodiffError naming the place (checks.ts).
 */
import { InternalError } from '../errors/errors.js';
import type { AccessSite } from '../ir/kernel-meta.js';
import type { Expr, IRParam, IRVariable, KernelIR, RawKernelIR, ScalarType, Stmt } from '../ir/nodes.js';
import { visit } from '../ir/walk.js';
import { LaneIndexer } from '../passes/lane-index.js';
import type { Kernel } from '../runtime/kernel.js';
import { kernelFromIR } from '../runtime/kernel-from-ir.js';
import { f32, f64, i32 } from '../types/dtype.js';
import { arrayOf, type Schema } from '../types/schema.js';
import { activeLocals } from './activity.js';
import { refuseUnsupported } from './checks.js';
import { withoutDeadCode } from './dead-code.js';
import { gatherBody, rangeParams } from './gather-adjoint.js';
import { withStableIndices } from './gather-index.js';
import { affineForms, type GatherPlan, gatherPlan, type Stride } from './gather-plan.js';
import { loadKey, withSelects } from './if-select.js';
import { withInlineBools } from './inline-bools.js';
import { isFloat } from './ir-build.js';
import { Linearizer } from './linearize.js';
import { ownElementIndex } from './own-element.js';
import { withoutReturns } from './returns.js';
import { Sweeps } from './sweeps.js';
import { withoutZeroAdds } from './zero-adds.js';

export interface Adjoint {
  /** The scatter form (atomic adds where items may share an element): valid for every launch. */
  readonly kernel: Kernel<Schema>;
  /** Source name of each float array parameter -> the source name of its gradient parameter. */
  readonly grads: ReadonlyMap<string, string>;
  /** The gather form (gather-adjoint.ts), where the kernel is a stencil-like map. */
  readonly gather?: GatherAdjoint;
}

export interface GatherAdjoint {
  /** The gather kernel: the scatter form's parameters plus the range ones. */
  readonly kernel: Kernel<Schema>;
  /**
   * The same sums for the items whose every source item is in the launch range, without range
   * tests (gather-adjoint.ts `interior`): launched over those, the gather kernel over the rest.
   */
  readonly interior: Kernel<Schema>;
  /** The zeroing pass run after it: the gradients of the elements the forward stores wrote. */
  readonly zero: Kernel<Schema>;
  /** Source names of the range parameters, [lo, hi] per launch dimension. */
  readonly range: readonly (readonly [string, string])[];
  /** 2-D: own(r, c) = r · stride + c (stride a parameter's source name, or a value). */
  readonly stride?: Stride;
  /** 3-D: own(p, r, c) = (p · planeRows + r) · stride + c. */
  readonly planeRows?: Stride;
  /** The shifts the gather sums over (one entry per launch dimension each). */
  readonly shifts: readonly (readonly number[])[];
  /** The loads the interior kernel runs on every path: in bounds over its items, or it is not launched. */
  readonly speculated: readonly SpeculatedLoad[];
}

/** The raw IR of a gather adjoint (adjointIR). */
/** A load the interior kernel speculates: its array (source name) and index form (source names). */
export interface SpeculatedLoad {
  readonly array: string;
  readonly terms: readonly (readonly [string, number])[];
}

export interface GatherIR {
  readonly raw: RawKernelIR;
  readonly interior: RawKernelIR;
  readonly zero: RawKernelIR;
  readonly schema: Schema;
  readonly range: readonly (readonly [string, string])[];
  readonly stride?: Stride;
  readonly planeRows?: Stride;
  readonly shifts: readonly (readonly number[])[];
  readonly speculated: readonly SpeculatedLoad[];
}

/** What a kernel is to its adjoint: its typed IR and schema. */
export interface Differentiable {
  readonly ir: KernelIR;
  readonly schema: Schema;
}

/**
 * A variant of the adjoint (source names of float array parameters): `drop`ped arrays get no
 * gradient parameter (their gradients are not wanted: tt.grad's constants); `expand`ed ones get
 * a gradient of the launch's size, added at the item's own index (the broadcast rule).
 */
export interface AdjointVariant {
  readonly expand: ReadonlySet<string>;
  readonly drop: ReadonlySet<string>;
  /** Expanded arrays loaded once per item, unconditionally: their gradient is written (`=`), not added to. */
  readonly overwrite?: ReadonlySet<string>;
  /**
   * Written arrays whose gradient the adjoint reads but does not zero afterwards: nothing reads it
   * again (tt.grad's private gradients, when no earlier step wrote the array).
   */
  readonly keep?: ReadonlySet<string>;
}

const cache = new WeakMap<Differentiable, Adjoint>();
const variants = new WeakMap<Differentiable, Map<string, Adjoint>>();

/** Arrays every load of which is indexed by the item's own launch index (rank-1 kernels). */
function ownIndexArrays(k: KernelIR): Set<string> {
  const own = new Set<string>();
  if (k.rank !== 1) return own;
  const lanes = new LaneIndexer(k, 0);
  const other = new Set<string>();
  visit(k.body, (e) => {
    if (e.kind !== 'load') return;
    const a = lanes.access(e.index);
    if (a && a.offset.length === 0) own.add(e.array);
    else other.add(e.array);
  });
  for (const a of other) own.delete(a);
  return own;
}

function uniqueName(base: string, taken: Set<string>): string {
  let n = base;
  while (taken.has(n)) n = `${n}_`;
  taken.add(n);
  return n;
}

/** The adjoint IR, its schema and the gradient names (exported for the tests' IR snapshots). */
export function adjointIR(
  k: KernelIR,
  schema: Schema,
  variant?: AdjointVariant,
): { raw: RawKernelIR; schema: Schema; grads: Map<string, string>; gather?: GatherIR } {
  refuseUnsupported(k);
  const taken = new Set<string>([...k.params.map((p) => p.name), ...k.locals.map((l) => l.name)]);
  const sourceNames = new Set(k.params.map((p) => p.sourceName));
  const lin = new Linearizer(k, taken);
  const primal = lin.run(withoutReturns(k.body));
  const floatArrays = new Set(
    k.params.filter((p) => p.isArray && !p.storage && isFloat(p.type)).map((p) => p.name),
  );
  const active = activeLocals(primal, floatArrays, k.name);
  const gradParams: IRParam[] = [];
  const gradOf = new Map<string, string>();
  const grads = new Map<string, string>();
  const gradSchema: Record<string, Schema[string]> = { ...schema };
  for (const p of k.params) {
    if (!floatArrays.has(p.name) || (p.type !== 'f32' && p.type !== 'f64')) continue;
    if (variant?.drop.has(p.sourceName)) continue;
    const name = uniqueName(`${p.name}_grad`, taken);
    const sourceName = uniqueName(`${p.sourceName}_grad`, sourceNames);
    gradParams.push({ name, sourceName, type: p.type, isArray: true });
    gradOf.set(p.name, name);
    grads.set(p.sourceName, sourceName);
    gradSchema[sourceName] = arrayOf(p.type === 'f32' ? f32 : f64);
  }
  const types = new Map<string, ScalarType>([...k.locals, ...lin.locals].map((l) => [l.name, l.type]));
  const sites = [...k.sites];
  const fresh = (t: ScalarType, hint: string) => {
    const name = lin.fresh(t, hint);
    types.set(name, t);
    return name;
  };
  const expanded = new Set(k.params.filter((p) => variant?.expand.has(p.sourceName)).map((p) => p.name));
  const ownElement = expanded.size > 0 ? ownElementIndex(k) : undefined;
  if (expanded.size > 0 && !ownElement)
    throw new InternalError(`autodiff: kernel '${k.name}' has no own element for an expanded gradient`);
  const context = {
    active,
    ...(ownElement ? { ownElement } : {}),
    gradOf,
    ownIndex: ownIndexArrays(k),
    expanded,
    overwritten: new Set(k.params.filter((p) => variant?.overwrite?.has(p.sourceName)).map((p) => p.name)),
    kept: new Set(k.params.filter((p) => variant?.keep?.has(p.sourceName)).map((p) => p.name)),
    sites,
    fresh,
    typeOfLocal: (n: string) => types.get(n) ?? 'f32',
  };
  const sweeps = new Sweeps(context);
  const reverse = sweeps.reverse(primal);
  const forward = sweeps.forward(primal);
  const body = withoutZeroAdds([...sweeps.adjointInits(), ...forward, ...reverse]);
  const raw: RawKernelIR = {
    ...k,
    name: `${k.name}_adjoint`,
    params: [...k.params, ...gradParams],
    locals: [...k.locals, ...lin.locals],
    body,
    sites: [...sites],
  };
  const plan = variant ? undefined : gatherPlan(k, primal, new Set(gradOf.keys()));
  if (!plan) return { raw, schema: gradSchema, grads };
  const gather = gatherIR(raw, plan, {
    sweeps: new Sweeps(context),
    primal,
    gradOf,
    taken,
    sourceNames,
    gradSchema,
    fresh,
    typeOfLocal: context.typeOfLocal,
    locals: () => [...k.locals, ...lin.locals],
    sites,
  });
  return { raw, schema: gradSchema, grads, gather };
}

interface GatherInputs {
  readonly sweeps: Sweeps;
  readonly primal: ReturnType<Linearizer['run']>;
  readonly gradOf: ReadonlyMap<string, string>;
  readonly taken: Set<string>;
  readonly sourceNames: Set<string>;
  readonly gradSchema: Schema;
  readonly fresh: (t: ScalarType, hint: string) => string;
  readonly typeOfLocal: (name: string) => ScalarType;
  /** Every local declared so far (the kernel's and the generator's). */
  readonly locals: () => IRVariable[];
  /** The access sites `sweeps` extends as it replays; the gather kernels add theirs to the same list. */
  readonly sites: AccessSite[];
}

/** The gather kernel and its zeroing pass, from the scatter form's IR `raw`. */
function gatherIR(raw: RawKernelIR, plan: GatherPlan, g: GatherInputs): GatherIR {
  const range = rangeParams(plan.rank, (base) => [
    uniqueName(base, g.taken),
    uniqueName(base, g.sourceNames),
  ]);
  const sites = g.sites;
  const site = (array: string) => {
    sites.push({ array, loc: { line: 1, column: 1 } });
    return sites.length - 1;
  };
  const typeOf = (a: string) => (raw.params.find((p) => p.name === a)?.type === 'f64' ? 'f64' : 'f32');
  const parts = {
    plan,
    primal: g.primal,
    sweeps: g.sweeps,
    gradOf: g.gradOf,
    typeOf,
    fresh: g.fresh,
    site,
    range: range.map(([lo, hi]) => [lo?.name ?? '', hi?.name ?? ''] as const),
  };
  // the checked kernel (the edges) keeps its branches: scalar, they are predictable there
  const body = withStableIndices(withoutDeadCode(withoutZeroAdds(gatherBody(parts))));
  const inner = withStableIndices(withoutDeadCode(withoutZeroAdds(gatherBody(parts, true))));
  const speculated = speculable(raw, inner);
  const interior = withoutDeadCode(
    withoutZeroAdds(
      withInlineBools(withSelects(inner, g.fresh, g.typeOfLocal, (l) => speculated.has(loadKey(l)))),
    ),
  );
  const zeroBody = withStableIndices(withoutDeadCode(g.sweeps.forward(g.primal, true)));
  const locals = g.locals();
  const schema: Record<string, Schema[string]> = { ...g.gradSchema };
  for (const p of range.flat()) schema[p.sourceName] = i32;
  const sourceOf = (name: string) => raw.params.find((p) => p.name === name)?.sourceName ?? name;
  const sourced = (s: Stride | undefined) => (s && 'param' in s ? { param: sourceOf(s.param) } : s);
  const stride = sourced(plan.stride);
  const planeRows = sourced(plan.planeRows);
  return {
    raw: {
      ...raw,
      name: `${raw.name}_gather`,
      // each sweep is under its range test: 4 lanes would run every branch masked (wasm: 2x slower)
      options: { ...raw.options, scalar: true },
      params: [...raw.params, ...range.flat()],
      locals,
      body,
      sites,
    },
    // branch-free where the kernel's guards allow (if-select.ts): 4 lanes on wasm
    interior: {
      ...raw,
      name: `${raw.name}_interior`,
      params: [...raw.params, ...range.flat()],
      locals,
      body: interior,
      sites,
    },
    zero: { ...raw, name: `${raw.name}_zero`, locals, body: zeroBody, sites },
    schema,
    range: range.map(([lo, hi]) => [lo?.sourceName ?? '', hi?.sourceName ?? ''] as const),
    shifts: plan.shifts,
    speculated: [...speculated.values()],
    ...(stride ? { stride } : {}),
    ...(planeRows ? { planeRows } : {}),
  };
}

/**
 * The loads of the interior body `body` whose index is an affine form (gather-plan.ts): the host
 * checks them in bounds over the interior items before it launches the interior kernel
 * (launch-adjoint.ts), so the interior kernel runs them on every path (if-select.ts).
 */
function speculable(raw: RawKernelIR, body: readonly Stmt[]): Map<string, SpeculatedLoad> {
  const intParams = new Set(raw.params.filter((p) => !p.isArray && p.type === 'i32').map((p) => p.name));
  const source = new Map(raw.params.map((p) => [p.name, p.sourceName] as const));
  const formOf = affineForms(body, intParams);
  const out = new Map<string, SpeculatedLoad>();
  const add = (key: string, array: string, index: Expr) => {
    const form = formOf(index);
    if (!form || !raw.params.some((p) => p.isArray && p.name === array)) return;
    const terms = [...form].map(
      ([k, v]) =>
        [
          k
            .split('*')
            .map((f) => (f.startsWith('p:') ? `p:${source.get(f.slice(2)) ?? f.slice(2)}` : f))
            .join('*'),
          v,
        ] as const,
    );
    out.set(key, { array: source.get(array) ?? array, terms });
  };
  visit(
    body,
    (e) => {
      if (e.kind === 'load') add(loadKey(e), e.array, e.index);
    },
    // the sums' stores, unconditional in the interior body (gather-adjoint.ts storeSums)
    (s) => {
      if (s.kind === 'store') add(`store ${s.array} ${JSON.stringify(s.index)}`, s.array, s.index);
    },
  );
  return out;
}

/** The adjoint kernel of `k` (built once per kernel and variant; a variant has no gather form). */
export function adjointOf(k: Differentiable, variant?: AdjointVariant): Adjoint {
  if (variant) return variantOf(k, variant);
  const hit = cache.get(k);
  if (hit) return hit;
  const { raw, schema, grads, gather } = adjointIR(k.ir, k.schema);
  const kernel = build(k, schema, raw);
  const adj: Adjoint = gather
    ? {
        kernel,
        grads,
        gather: {
          kernel: build(k, gather.schema, gather.raw),
          interior: build(k, gather.schema, gather.interior),
          zero: build(k, schema, gather.zero),
          range: gather.range,
          shifts: gather.shifts,
          speculated: gather.speculated,
          ...(gather.stride ? { stride: gather.stride } : {}),
          ...(gather.planeRows ? { planeRows: gather.planeRows } : {}),
        },
      }
    : { kernel, grads };
  cache.set(k, adj);
  return adj;
}

function build(k: Differentiable, schema: Schema, ir: RawKernelIR): Kernel<Schema> {
  return kernelFromIR(schema, ir, {
    name: ir.name,
    float: k.ir.options.floatType,
    unsafe: k.ir.options.unsafe,
  });
}

function variantOf(k: Differentiable, variant: AdjointVariant): Adjoint {
  const key = [
    variant.expand,
    variant.drop,
    variant.overwrite ?? new Set<string>(),
    variant.keep ?? new Set<string>(),
  ]
    .map((set) => [...set].sort().join(','))
    .join('|');
  let byKey = variants.get(k);
  if (!byKey) {
    byKey = new Map();
    variants.set(k, byKey);
  }
  const hit = byKey.get(key);
  if (hit) return hit;
  const { raw, schema, grads } = adjointIR(k.ir, k.schema, variant);
  const suffix = variant.expand.size > 0 ? '_expanded' : '_pruned';
  const adj: Adjoint = { kernel: build(k, schema, { ...raw, name: `${raw.name}${suffix}` }), grads };
  byKey.set(key, adj);
  return adj;
}
