/**
 * How a program keeps pending calls: per function, its arguments grouped by dtype into one array
 * per dtype (structure of arrays: argument j of a dtype at `j * capacity + slot`), so a function
 * costs one buffer per dtype it uses, not one per argument (WebGPU limits storage buffers).
 * Also the raw-IR building blocks the program types share, and the per-root call analysis.
 */
import type { SourceLocation } from '../errors/errors.js';
import type { KernelSource } from '../frontend/source.js';
import type { RawExpr, RawStmt, ScalarType } from '../ir/nodes.js';
import { type FnRole, type LowerShared, lowerProgramFn } from './lower-fn.js';
import { callBounds, inlineBody, makeWorkReturns, type RewriteState, rewriteFn } from './rewrite.js';
import type { CallBounds, ProgramSpec } from './spec.js';

export interface ArgSlot {
  readonly name: string;
  readonly dtype: ScalarType;
  /** Index among the function's arguments of the same dtype. */
  readonly j: number;
}

export interface FnLayout {
  readonly name: string;
  readonly index: number;
  readonly args: readonly ArgSlot[];
  /** dtype -> number of arguments of that dtype. */
  readonly groups: ReadonlyMap<ScalarType, number>;
}

export function layoutOf(spec: ProgramSpec): FnLayout[] {
  return spec.functionNames.map((name, index) => {
    const groups = new Map<ScalarType, number>();
    const args: ArgSlot[] = [];
    for (const [k, t] of Object.entries(spec.functions[name]?.args ?? {})) {
      const dtype = (t as { name: ScalarType }).name;
      const j = groups.get(dtype) ?? 0;
      groups.set(dtype, j + 1);
      args.push({ name: k, dtype, j });
    }
    return { name, index, args, groups };
  });
}

/** Control words at the start of a program's i32 control array; per-function counters follow. */
export const CTL_HALT = 0;
export const CTL_NO_MORE_WORK = 1;
export const CTL_BOUND_EXCEEDED = 2;
export const CTL_BLOCKED = 3;
export const CTL_WORDS = 4;

const at = (loc: SourceLocation | undefined) => loc ?? { line: 1, column: 1 };

export function site(sh: LowerShared, array: string, loc?: SourceLocation): number {
  sh.sites.push({ array, loc: at(loc) });
  return sh.sites.length - 1;
}

export const int = (value: number): RawExpr => ({ kind: 'const', type: 'int', value });
export const loc = (name: string): RawExpr => ({ kind: 'local', type: 'unknown', name });
export const param = (name: string): RawExpr => ({ kind: 'param', type: 'unknown', name });
export const add = (a: RawExpr, b: RawExpr): RawExpr => ({
  kind: 'binary',
  type: 'unknown',
  op: 'add',
  left: a,
  right: b,
});
export const mul = (a: RawExpr, b: RawExpr): RawExpr => ({
  kind: 'binary',
  type: 'unknown',
  op: 'mul',
  left: a,
  right: b,
});

export const bin = (
  op: 'lt' | 'le' | 'gt' | 'ge' | 'eq' | 'ne' | 'sub',
  a: RawExpr,
  b: RawExpr,
): RawExpr => ({ kind: 'binary', type: 'unknown', op, left: a, right: b });
export const and = (a: RawExpr, b: RawExpr): RawExpr => ({
  kind: 'logical',
  type: 'unknown',
  op: 'and',
  left: a,
  right: b,
});
export const assign = (name: string, value: RawExpr): RawStmt => ({ kind: 'assign', name, value });

/** `name = e < size ? e : e - size`: a slot of a ring of `size` (e below 2 × size). */
export function wrapSlot(name: string, e: RawExpr, size: RawExpr): RawStmt[] {
  return [
    assign(name, e),
    {
      kind: 'if',
      test: bin('ge', loc(name), size),
      consequent: [assign(name, bin('sub', loc(name), size))],
      alternate: [],
    },
  ];
}

export function atomic(
  sh: LowerShared,
  op: 'add' | 'store' | 'load' | 'compareExchange',
  array: string,
  index: RawExpr,
  args: RawExpr[],
  l?: SourceLocation,
): RawExpr {
  return {
    kind: 'atomic',
    type: 'unknown',
    op,
    array,
    index,
    args,
    checked: false,
    site: site(sh, array, l),
    loc: l,
  };
}

export function load(sh: LowerShared, array: string, index: RawExpr, l?: SourceLocation): RawExpr {
  return { kind: 'load', type: 'unknown', array, index, checked: false, site: site(sh, array, l), loc: l };
}

export function store(
  sh: LowerShared,
  array: string,
  index: RawExpr,
  value: RawExpr,
  l?: SourceLocation,
): RawStmt {
  return { kind: 'store', array, index, value, checked: false, site: site(sh, array, l), loc: l };
}

export function setCtl(sh: LowerShared, ctl: string, word: number, l?: SourceLocation): RawStmt[] {
  return [{ kind: 'expr', expr: atomic(sh, 'store', ctl, int(word), [int(1)], l) }];
}

/** The body of a root function, rewritten; `inline` wraps it so `return` ends only this call. */
export function rootBody(
  st: RewriteState,
  name: string,
  role: FnRole,
  ctl: string,
  inline: boolean,
): { body: RawStmt[]; src: KernelSource; args: ReturnType<typeof lowerProgramFn>['args'] } {
  const fn = lowerProgramFn(st.sh, name, role);
  let body = rewriteFn(st, fn, role === 'async' ? [name] : [], null);
  if (role === 'makeWork') body = makeWorkReturns(body, (l) => setCtl(st.sh, ctl, CTL_NO_MORE_WORK, l));
  if (inline) body = inlineBody(st, body);
  return { body, src: fn.src, args: fn.args };
}

/** The declared call bounds of a root. */
export function declaredBounds(spec: ProgramSpec, name: string, role: FnRole): CallBounds {
  if (role === 'async') return spec.functions[name]?.maxCalls ?? {};
  if (role === 'makeWork') return spec.def.maxCalls?.makeWork ?? {};
  if (role === 'initialize') return spec.def.maxCalls?.initialize ?? {};
  return {};
}

/** Per-invocation call bounds of a root, found by rewriting it once with a no-op emitter. */
export function analyzeRoot(
  spec: ProgramSpec,
  name: string,
  role: FnRole,
  newShared: () => LowerShared,
): Map<string, number> {
  const st: RewriteState = {
    sh: newShared(),
    emit: { push: () => [], halt: () => [] },
    argTemps: [],
    counts: new Map(),
  };
  rootBody(st, name, role, '__ctl', false);
  return callBounds(st, declaredBounds(spec, name, role), `${spec.name}.${name}`);
}
