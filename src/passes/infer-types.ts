/**
 * Pass 1, `infer-types`: raw IR -> typed IR. Infers each local's type as the join of everything
 * assigned to it (a fixpoint), adapts abstract literals to the types they meet, makes every
 * conversion an explicit cast, and instantiates helpers once per argument-type signature.
 */

import type { KernelSources } from '../frontend/source.js';
import type { IRFunction, KernelIR, RawKernelIR, ScalarType, Stmt } from '../ir/nodes.js';
import { visit } from '../ir/walk.js';
import { FunctionTyper } from './function-typer.js';
import { KernelTyping } from './kernel-typing.js';

/** Collects the helper instances reachable from `body`, callees first. */
function reachableInstances(body: readonly Stmt[], byName: ReadonlyMap<string, IRFunction>): IRFunction[] {
  const out: IRFunction[] = [];
  const seen = new Set<string>();
  const walk = (stmts: readonly Stmt[]): void => {
    visit(stmts, (e) => {
      if (e.kind !== 'helper' || seen.has(e.name)) return;
      seen.add(e.name);
      const f = byName.get(e.name);
      if (!f) return;
      walk(f.body);
      out.push(f);
    });
  };
  walk(body);
  return out;
}

export function inferTypes(raw: RawKernelIR, sources: KernelSources): KernelIR {
  const k = new KernelTyping(raw, sources);
  const typer = new FunctionTyper(k, sources.kernel, raw.body, raw.locals, [], false);
  const body = typer.build();
  const byName = new Map([...k.instances.values()].map((i) => [i.name, i.fn]));
  return {
    name: raw.name,
    rank: raw.rank,
    params: raw.params.map((p) => ({ ...p, type: p.type as ScalarType })),
    locals: typer.typedLocals(),
    body,
    functions: reachableInstances(body, byName),
    sites: raw.sites,
    options: raw.options,
    ...(raw.workgroup ? { workgroup: raw.workgroup, shared: raw.shared ?? [] } : {}),
    ...(raw.private ? { private: raw.private } : {}),
    ...(k.wide.length > 0 ? { wide: k.wide } : {}),
    ...(raw.prints ? { prints: raw.prints } : {}),
  };
}
