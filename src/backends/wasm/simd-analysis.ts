/**
 * The vectorisation rule. A kernel gets a 4-lane SIMD path over its innermost launch index
 * (`i` of a 1-D kernel, `j` of `[i, j]`, `k` of `[i, j, k]`; call it `x`) when:
 *   1. every array access (load or store) is at the top level of the body (not inside an `if` or a
 *      loop) and indexed by the same expression `u + x` (or `x`), where `u` depends only on outer
 *      indices, parameters and constants — so lane n touches only element u + x + n of every array
 *      and no work item reads what another one writes;
 *   2. control flow is `if` and loops without break/continue/return (lanes run them under a mask:
 *      a loop runs while any lane is still active; assignments only change active lanes);
 *   3. every value is f32, i32, u32 or bool: no f64, atomics, helper calls, integer `/` or `%`,
 *      Math functions other than sqrt/abs/floor/ceil/trunc/min/max; shift counts are the same for
 *      every lane. (f32 -> int casts keep JS's wrapping: lanes out of i32 range take a slow path.)
 * Anything else runs scalar, with identical results. Conditions are evaluated eagerly in all lanes,
 * which is safe because, by rule 1, they contain no loads and nothing else can fail or have effects.
 */
import type { Expr, KernelIR, Stmt } from '../../ir/nodes.js';
import { childExprs, visit } from '../../ir/walk.js';

export type SimdVerdict = { readonly simd: true } | { readonly simd: false; readonly reason: string };

const LANE_TYPES = new Set(['f32', 'i32', 'u32', 'bool']);
const F32_CALLS = new Set(['sqrt', 'abs', 'floor', 'ceil', 'trunc', 'min', 'max']);
const INT_CALLS = new Set(['abs', 'min', 'max']);

/** True when `e` has the same value in every lane (no innermost index, loads, locals or calls). */
export function isUniform(e: Expr, inner: number): boolean {
  let ok = true;
  visit([{ kind: 'expr', expr: e }], (x) => {
    if (x.kind === 'index' && x.dim === inner) ok = false;
    if (x.kind === 'load' || x.kind === 'local' || x.kind === 'atomic') ok = false;
    if (x.kind === 'helper' || x.kind === 'call') ok = false;
  });
  return ok;
}

/** Structural equality of expressions, ignoring source locations. */
export function sameExpr(a: Expr, b: Expr): boolean {
  const strip = (e: Expr): unknown =>
    JSON.stringify(e, (k, v: unknown) => (k === 'loc' ? undefined : (v as unknown)));
  return strip(a) === strip(b);
}

/** `x` or `u + x` / `x + u` with `u` uniform. */
function isLaneIndex(e: Expr, inner: number): boolean {
  const isX = (x: Expr) => x.kind === 'index' && x.dim === inner;
  if (isX(e)) return true;
  if (e.kind !== 'binary' || e.op !== 'add' || e.type !== 'i32') return false;
  return (isX(e.right) && isUniform(e.left, inner)) || (isX(e.left) && isUniform(e.right, inner));
}

interface Ctx {
  readonly inner: number;
  /** The one index expression every access uses. */
  index: Expr | undefined;
}

function accessProblem(c: Ctx, array: string, index: Expr, nested: boolean): string | undefined {
  if (nested) return `array '${array}' is accessed inside an if or a loop`;
  if (!isLaneIndex(index, c.inner))
    return `array '${array}' is indexed by something other than u + ${'ijk'[c.inner]}`;
  if (c.index === undefined) c.index = index;
  else if (!sameExpr(c.index, index)) return 'arrays are accessed at different indices';
  return undefined;
}

function exprProblem(c: Ctx, e: Expr, nested: boolean): string | undefined {
  if (!LANE_TYPES.has(e.type)) return `a value of type ${e.type}`;
  switch (e.kind) {
    case 'load': {
      const p = accessProblem(c, e.array, e.index, nested);
      if (p) return p;
      return undefined; // the index is computed once per 4 lanes
    }
    case 'atomic':
      return 'atomics';
    case 'helper':
      return 'a helper call';
    case 'call': {
      const t = e.args[0]?.type;
      const ok = t === 'f32' ? F32_CALLS.has(e.fn) : t === 'i32' || t === 'u32' ? INT_CALLS.has(e.fn) : false;
      if (!ok || e.type !== t) return `Math.${e.fn} on ${t ?? '?'}`;
      break;
    }
    case 'cast': {
      const from = e.arg.type;
      if (!LANE_TYPES.has(from)) return `a cast from ${from}`;
      break;
    }
    case 'binary':
      if (e.op === 'idiv' || e.op === 'rem') return 'integer division or remainder';
      if (e.left.type === 'f32' && ['bitand', 'bitor', 'bitxor', 'shl', 'shr', 'ushr'].includes(e.op))
        return 'bit operations on floats';
      if ((e.op === 'shl' || e.op === 'shr' || e.op === 'ushr') && !isUniform(e.right, c.inner))
        return 'a shift count that differs between lanes';
      if (e.op === 'div' && e.left.type !== 'f32') return 'division of integers';
      if (e.left.type === 'bool' && e.op !== 'eq' && e.op !== 'ne') return `${e.op} on bools`;
      break;
  }
  for (const x of childExprs(e)) {
    const p = exprProblem(c, x, nested);
    if (p) return p;
  }
  return undefined;
}

function stmtsProblem(c: Ctx, stmts: readonly Stmt[], nested: boolean): string | undefined {
  for (const s of stmts) {
    const p = stmtProblem(c, s, nested);
    if (p) return p;
  }
  return undefined;
}

function stmtProblem(c: Ctx, s: Stmt, nested: boolean): string | undefined {
  switch (s.kind) {
    case 'assign':
      return exprProblem(c, s.value, nested);
    case 'store':
      return accessProblem(c, s.array, s.index, nested) ?? exprProblem(c, s.value, nested);
    case 'if':
      return (
        exprProblem(c, s.test, true) ??
        stmtsProblem(c, s.consequent, true) ??
        stmtsProblem(c, s.alternate, true)
      );
    case 'loop':
      return (
        (s.test ? exprProblem(c, s.test, true) : undefined) ??
        stmtsProblem(c, s.body, true) ??
        stmtsProblem(c, s.update, true)
      );
    default:
      return `a ${s.kind} statement`;
  }
}

/** Decides whether `k` gets a 4-lane SIMD path (see the rule above). */
export function simdVerdict(k: KernelIR): SimdVerdict {
  for (const p of k.params) if (p.isArray && p.type === 'f64') return { simd: false, reason: 'an f64 array' };
  for (const l of k.locals)
    if (!LANE_TYPES.has(l.type)) return { simd: false, reason: `local of type ${l.type}` };
  const p = stmtsProblem({ inner: k.rank - 1, index: undefined }, k.body, false);
  return p ? { simd: false, reason: p } : { simd: true };
}

/** The index expression of the kernel's array accesses (all the same when simdVerdict is true). */
export function laneIndex(k: KernelIR): Expr | undefined {
  let found: Expr | undefined;
  visit(
    k.body,
    (e) => {
      if (e.kind === 'load') found ??= e.index;
    },
    (s) => {
      if (s.kind === 'store') found ??= s.index;
    },
  );
  return found;
}

/** Arrays the body accesses with a bounds check. */
export function checkedArrays(k: KernelIR): string[] {
  const out = new Set<string>();
  visit(
    k.body,
    (e) => {
      if (e.kind === 'load' && e.checked) out.add(e.array);
    },
    (s) => {
      if (s.kind === 'store' && s.checked) out.add(s.array);
    },
  );
  return [...out];
}
