/**
 * The adjoint of a kernel: a kernel built from IR (kernelFromIR) with the forward kernel's
 * parameters plus one gradient array per float array parameter (`x` → `x_grad`, same dtype and
 * length), whose body replays the forward computation without its stores and then runs the
 * reverse sweep (sweeps.ts). It renders on every backend like any kernel. Kernels whose adjoint
 * would be wrong are refused here with an AutodiffError naming the place (checks.ts).
 */
import type { IRParam, KernelIR, RawKernelIR, ScalarType, Stmt } from '../ir/nodes.js';
import { visit } from '../ir/walk.js';
import { LaneIndexer } from '../passes/lane-index.js';
import type { Kernel } from '../runtime/kernel.js';
import { kernelFromIR } from '../runtime/kernel-from-ir.js';
import { f32, f64 } from '../types/dtype.js';
import { arrayOf, type Schema } from '../types/schema.js';
import { activeLocals } from './activity.js';
import { refuseUnsupported } from './checks.js';
import { isFloat } from './ir-build.js';
import { Linearizer } from './linearize.js';
import { withoutReturns } from './returns.js';
import { Sweeps } from './sweeps.js';

export interface Adjoint {
  readonly kernel: Kernel<Schema>;
  /** Source name of each float array parameter -> the source name of its gradient parameter. */
  readonly grads: ReadonlyMap<string, string>;
}

/** What a kernel is to its adjoint: its typed IR and schema. */
export interface Differentiable {
  readonly ir: KernelIR;
  readonly schema: Schema;
}

const cache = new WeakMap<Differentiable, Adjoint>();

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
): { raw: RawKernelIR; schema: Schema; grads: Map<string, string> } {
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
    const name = uniqueName(`${p.name}_grad`, taken);
    const sourceName = uniqueName(`${p.sourceName}_grad`, sourceNames);
    gradParams.push({ name, sourceName, type: p.type, isArray: true });
    gradOf.set(p.name, name);
    grads.set(p.sourceName, sourceName);
    gradSchema[sourceName] = arrayOf(p.type === 'f32' ? f32 : f64);
  }
  const types = new Map<string, ScalarType>([...k.locals, ...lin.locals].map((l) => [l.name, l.type]));
  const sites = [...k.sites];
  const sweeps = new Sweeps({
    active,
    gradOf,
    ownIndex: ownIndexArrays(k),
    sites,
    fresh: (t, hint) => {
      const name = lin.fresh(t, hint);
      types.set(name, t);
      return name;
    },
    typeOfLocal: (n) => types.get(n) ?? 'f32',
  });
  const reverse = sweeps.reverse(primal);
  const forward = sweeps.forward(primal);
  const body: Stmt[] = [...sweeps.adjointInits(), ...forward, ...reverse];
  const raw: RawKernelIR = {
    ...k,
    name: `${k.name}_adjoint`,
    params: [...k.params, ...gradParams],
    locals: [...k.locals, ...lin.locals],
    body,
    sites,
  };
  return { raw, schema: gradSchema, grads };
}

/** The adjoint kernel of `k` (built once per kernel). */
export function adjointOf(k: Differentiable): Adjoint {
  const hit = cache.get(k);
  if (hit) return hit;
  const { raw, schema, grads } = adjointIR(k.ir, k.schema);
  const kernel = kernelFromIR(schema, raw, {
    name: raw.name,
    float: k.ir.options.floatType,
    unsafe: k.ir.options.unsafe,
  });
  const adj = { kernel, grads };
  cache.set(k, adj);
  return adj;
}
