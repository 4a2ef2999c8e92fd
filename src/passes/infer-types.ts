/**
 * Pass 1, `infer-types`: raw IR -> typed IR. Infers each local's type as the join of everything
 * assigned to it (a fixpoint), adapts abstract literals to the types they meet, makes every
 * conversion an explicit cast, and instantiates helpers once per argument-type signature.
 */

import type { SourceLocation } from '../errors/errors.js';
import type { KernelSources } from '../frontend/source.js';
import type {
  IRFunction,
  KernelIR,
  RawKernelIR,
  RawStmt,
  ScalarType,
  SharedArray,
  Stmt,
} from '../ir/nodes.js';
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
  // Sub-group slots take the type of the values they hold: type, adopt those types, retype
  // until nothing changes (a collective's input may be another collective's result).
  let current = raw;
  for (let round = 0; ; round++) {
    const typed = inferOnce(current, sources);
    const next = round < 8 ? withSlotTypes(current, typed, sources) : undefined;
    if (!next) return typed;
    current = next;
  }
}

const SLOT_TYPES: ReadonlySet<string> = new Set(['f32', 'f64', 'i32', 'u32']);

function assignLoc(stmts: readonly RawStmt[], name: string): SourceLocation | undefined {
  for (const s of stmts) {
    if (s.kind === 'assign' && s.name === name) return s.loc;
    const inner =
      s.kind === 'if'
        ? assignLoc([...s.consequent, ...s.alternate], name)
        : s.kind === 'loop'
          ? assignLoc(s.body, name)
          : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** `raw` with its sub-group slots retyped after `typed`; undefined when every slot has its type. */
function withSlotTypes(raw: RawKernelIR, typed: KernelIR, sources: KernelSources): RawKernelIR | undefined {
  const shared = raw.shared ?? [];
  if (!shared.some((a) => a.typeOfLocal !== undefined)) return undefined;
  let changed = false;
  const retyped = shared.map((a) => {
    if (a.typeOfLocal === undefined) return a;
    const t = typed.locals.find((l) => l.name === a.typeOfLocal)?.type ?? a.type;
    if (!SLOT_TYPES.has(t)) {
      throw sources.kernel.typeError(
        'KERNEL_SUBGROUP_TYPE',
        assignLoc(raw.body, a.typeOfLocal) ?? { line: 1, column: 1 },
        `sub-group collectives combine f32, f64, i32 or u32 values; this one is ${t}`,
        'convert it first: tt.f32(v), tt.i32(v)',
      );
    }
    if (t === a.type) return a;
    changed = true;
    return { ...a, type: t as SharedArray['type'] };
  });
  return changed ? { ...raw, shared: retyped } : undefined;
}

function inferOnce(raw: RawKernelIR, sources: KernelSources): KernelIR {
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
    ...(raw.workgroup ? { workgroup: raw.workgroup, shared: (raw.shared ?? []).map(typedShared) } : {}),
    ...(raw.subgroupSize !== undefined ? { subgroupSize: raw.subgroupSize } : {}),
    ...(raw.private ? { private: raw.private } : {}),
    ...(k.wide.length > 0 ? { wide: k.wide } : {}),
    ...(raw.prints ? { prints: raw.prints } : {}),
  };
}

/** A shared array of typed IR: the sub-group slot's raw-only link to its local dropped. */
function typedShared(a: SharedArray): SharedArray {
  if (a.typeOfLocal === undefined) return a;
  const { typeOfLocal: _, ...rest } = a;
  return rest;
}
