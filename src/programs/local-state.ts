/**
 * Group and thread state (Harmonize's per-group and per-thread state): fixed-length arrays, declared
 * in the spec as `groupState: { name: [dtype, length] }` / `threadState: …`, that every function of
 * a group sees under their own names. On the devices tutti runs programs on, a group is one item of
 * a generated kernel (an AsyncProgram worker for one dispatch; an EventProgram item for one call),
 * so each item owns a slice `item * length …` of a hidden device array. A group's lifetime: its
 * slices are zeroed, `groupInitialize` runs, the group's calls run, `groupFinalize` runs; nothing
 * survives it. This file names the hidden arrays, binds the user's names to them and rewrites
 * every access `a[i]` into `a[item * length + i]` with `i` checked against the length.
 */
import { InternalError } from '../errors/errors.js';
import type { IRParam, RawExpr, RawStmt, RawType, ScalarType } from '../ir/nodes.js';
import { mapExprs, mapStmts } from '../ir/walk.js';
import { zeros } from '../runtime/create.js';
import type { Device } from '../runtime/device.js';
import type { NDArray } from '../runtime/ndarray.js';
import { dtypeByName } from '../types/dtype.js';
import { rootBody } from './layout.js';
import type { LowerShared } from './lower-fn.js';
import { freshTemp, type RewriteState } from './rewrite.js';
import type { ProgramSpec } from './spec.js';

export interface LocalArray {
  readonly name: string;
  readonly dtype: ScalarType;
  readonly length: number;
  readonly scope: 'group' | 'thread';
}

/** The hidden array holding every item's slice of `name`, and the hidden scalar with its length. */
export const localArray = (name: string) => `__ls_${name}`;
export const localLength = (name: string) => `__ll_${name}`;

export function localArraysOf(spec: ProgramSpec): readonly LocalArray[] {
  const out: LocalArray[] = [];
  for (const scope of ['group', 'thread'] as const) {
    const decl = scope === 'group' ? spec.def.groupState : spec.def.threadState;
    for (const [name, [dt, length]] of Object.entries(decl ?? {})) {
      out.push({ name, dtype: dt.name as ScalarType, length, scope });
    }
  }
  return out;
}

/** The hidden params of the local arrays (build-kernel.ts's HiddenParam; not imported: it imports this file). */
export function localHidden(
  locals: readonly LocalArray[],
): { name: string; sourceName?: string; dtype: ScalarType; isArray: boolean }[] {
  return locals.flatMap((l) => [
    { name: localArray(l.name), sourceName: l.name, dtype: l.dtype, isArray: true },
    { name: localLength(l.name), dtype: 'i32' as ScalarType, isArray: false },
  ]);
}

/** The params the state parameter of a group's functions binds the local arrays' names to. */
export function localParams(locals: readonly LocalArray[]): IRParam<RawType>[] {
  return locals.map((l) => ({ name: localArray(l.name), sourceName: l.name, type: l.dtype, isArray: true }));
}

/** Statements zeroing every local array of the current item (written before the rewrite below). */
export function zeroLocals(sh: LowerShared, locals: readonly LocalArray[], counter: string): RawStmt[] {
  const c: RawExpr = { kind: 'local', type: 'unknown', name: counter };
  const int = (value: number): RawExpr => ({ kind: 'const', type: 'int', value });
  return locals.flatMap((l): RawStmt[] => [
    { kind: 'assign', name: counter, value: int(0) },
    {
      kind: 'loop',
      test: { kind: 'binary', type: 'unknown', op: 'lt', left: c, right: int(l.length) },
      testAtEnd: false,
      body: [
        {
          kind: 'store',
          array: localArray(l.name),
          index: c,
          value: int(0),
          checked: false,
          site: sh.sites.push({ array: localArray(l.name), loc: { line: 1, column: 1 } }) - 1,
        },
      ],
      update: [
        {
          kind: 'assign',
          name: counter,
          value: { kind: 'binary', type: 'unknown', op: 'add', left: c, right: int(1) },
        },
      ],
    },
  ]);
}

/**
 * Rewrites the accesses of local arrays in `body`: `a[i]` → `a[item * length + dimcheck(i)]`,
 * `a.length` → the length. The item is the kernel's index (a worker, or an EventProgram item).
 */
export function localizeAccesses(sh: LowerShared, locals: readonly LocalArray[], body: RawStmt[]): RawStmt[] {
  if (locals.length === 0) return body;
  const byArray = new Map(locals.map((l) => [localArray(l.name), l]));
  const slot = (l: LocalArray, index: RawExpr, site: number): RawExpr => {
    const from = sh.sites[site];
    const checkSite =
      sh.sites.push({
        array: localArray(l.name),
        loc: from?.loc ?? { line: 1, column: 1 },
        dim: 0,
        extent: localLength(l.name),
      }) - 1;
    const base: RawExpr = {
      kind: 'binary',
      type: 'unknown',
      op: 'mul',
      left: { kind: 'index', type: 'i32', dim: 0 },
      right: { kind: 'param', type: 'i32', name: localLength(l.name) },
    };
    const checked: RawExpr = {
      kind: 'dimcheck',
      type: 'i32',
      index,
      extent: localLength(l.name),
      checked: false,
      site: checkSite,
      loc: from?.loc,
    };
    return { kind: 'binary', type: 'unknown', op: 'add', left: base, right: checked };
  };
  const exprs = mapExprs(body, (e) => {
    if ((e.kind === 'load' || e.kind === 'atomic') && byArray.has(e.array)) {
      const l = byArray.get(e.array);
      return l ? { ...e, index: slot(l, e.index, e.site) } : e;
    }
    if (e.kind === 'length' && byArray.has(e.array)) {
      return { kind: 'param', type: 'i32', name: localLength(byArray.get(e.array)?.name ?? '') };
    }
    return e;
  });
  return mapStmts(exprs, (s) => {
    const l = s.kind === 'store' ? byArray.get(s.array) : undefined;
    return s.kind === 'store' && l ? { ...s, index: slot(l, s.index, s.site) } : s;
  });
}

/** What starts a group: its local arrays zeroed, then groupInitialize (inlined). */
export function groupStart(st: RewriteState, locals: readonly LocalArray[], ctl: string): RawStmt[] {
  const out = zeroLocals(st.sh, locals, freshTemp(st, 'zero'));
  if (st.sh.spec.def.groupInitialize)
    out.push(...rootBody(st, 'groupInitialize', 'groupInitialize', ctl, true).body);
  return out;
}

/** What ends a group: groupFinalize (inlined). */
export function groupEnd(st: RewriteState, ctl: string): RawStmt[] {
  return st.sh.spec.def.groupFinalize ? rootBody(st, 'groupFinalize', 'groupFinalize', ctl, true).body : [];
}

/**
 * The local arrays' launch arguments per kernel (or worker set), each sized for `items` groups and
 * grown (not preserved: a group's state does not outlive it) when a launch needs more.
 */
export class LocalStateArrays {
  private readonly held = new Map<
    unknown,
    { items: number; arrays: NDArray[]; args: Record<string, unknown> }
  >();
  constructor(
    private readonly locals: readonly LocalArray[],
    private readonly device: Device,
  ) {}

  /** The launch arguments for `items` groups of kernel `key` (nothing when the spec has no local arrays). */
  argsFor(key: unknown, items: number): Record<string, unknown> {
    if (this.locals.length === 0) return {};
    let h = this.held.get(key);
    if (!h || h.items < items) {
      for (const a of h?.arrays ?? []) a.dispose();
      h = { items: Math.max(items, 2 * (h?.items ?? 0)), arrays: [], args: {} };
      for (const l of this.locals) {
        const dtype = dtypeByName(l.dtype);
        if (!dtype) throw new InternalError(`dtype ${l.dtype}`);
        const a = zeros([h.items * l.length], dtype as Parameters<typeof zeros>[1], {
          device: this.device,
        }) as NDArray;
        h.arrays.push(a);
        h.args[l.name] = a; // keyed by its source name (the hidden param's sourceName)
        h.args[localLength(l.name)] = l.length;
      }
      this.held.set(key, h);
    }
    return h.args;
  }

  dispose(): void {
    for (const h of this.held.values()) for (const a of h.arrays) a.dispose();
    this.held.clear();
  }
}
